//! `/stock`: check stock for a whole list of SKUs. Paste a list (one per
//! line, or separated by commas, spaces or tabs; a spreadsheet column works)
//! or upload a CSV. A plain form POST, so it works without JavaScript; the
//! result table sorts in place once hydrated, and downloads as CSV.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use crate::{
    components::{
        errors::ErrorMessage,
        i18n::{use_i18n, Arg},
        stock::StockBadge,
        stock_check::{count_summary, SkuCountWords, SkuCounter, SortCol, SortableTable},
    },
    model::stock_report::{report_csv, BulkReport, BulkRow, PostedReport},
    model::{
        href,
        query::encode_component,
        skus::{parse_sku_list, MAX_BULK_SKUS},
    },
};

#[component]
pub fn StockPage() -> impl IntoView {
    // Only the render of a POST has a report (handed over by the form route).
    let report = use_context::<PostedReport>().map(|p| p.0);
    let input = report.as_ref().map(|r| r.input.clone()).unwrap_or_default();
    let i = use_i18n();
    view! {
        <Title text=i.t("nav-stock")/>
        <h1>{i.t("nav-stock")}</h1>
        <StockForm input/>
        {report.map(|r| view! { <StockResult report=r/> })}
    }
}

#[component]
fn StockForm(input: String) -> impl IntoView {
    let i = use_i18n();
    let words = SkuCountWords::new(i);
    let counted = count_summary(&parse_sku_list(&input), &words, |n| i.count(n as i64));
    let hint = i.t_with(
        "stock-form-hint",
        &[("max", Arg::Count(MAX_BULK_SKUS as i64))],
    );
    view! {
        <form class="panel stock-form" method="post" action="/stock" enctype="multipart/form-data">
            <SkuCounter/>
            <div class="columns">
                <div class="field">
                    <label for="skus">{i.t("stock-form-skus")}</label>
                    <textarea id="skus" name="skus" rows="10" spellcheck="false" aria-describedby="skus-hint skus-count"
                        placeholder="CP0435BL\nTT0123\n…"
                    >{input}</textarea>
                    <span class="hint" id="skus-hint">{hint}</span>
                    <span class="hint" id="skus-count" aria-live="polite" data-skus=words.skus.to_attr()
                        data-repeats=words.repeats.to_attr() data-over=words.over.to_attr()>{counted}</span>
                </div>

                <div class="field">
                    <label for="file">{i.t("stock-form-file")}</label>
                    <input id="file" name="file" type="file" accept=".csv,.txt,text/csv,text/plain"/>
                    <span class="hint">{i.t("stock-form-file-hint")}</span>
                </div>
            </div>
            <div class="form-actions">
                <button type="submit" class="btn">{i.t("stock-form-check")}</button>
                <A href="/stock" attr:class="btn secondary">{i.t("search-clear")}</A>
            </div>
        </form>
    }
}

/// A heading that sorts the table by its column (once the page is interactive).
#[component]
fn SortHead(col: SortCol, label: String, #[prop(optional)] num: bool) -> impl IntoView {
    view! {
        <th class:num=num aria-sort="none">
            <button type="button" class="sort" data-col=col.as_str()>{label}</button>
        </th>
    }
}

#[component]
fn StockResult(report: BulkReport) -> impl IntoView {
    let unknown = report.rows.iter().filter(|r| !r.known).count();
    let i = use_i18n();
    let checked = [
        Some(i.t_with(
            "stock-result-checked",
            &[("count", Arg::Count(report.rows.len() as i64))],
        )),
        (report.duplicates > 0).then(|| {
            i.t_with(
                "stock-result-repeats",
                &[("count", Arg::Count(report.duplicates as i64))],
            )
        }),
        (unknown > 0).then(|| {
            i.t_with(
                "stock-result-unknown",
                &[("count", Arg::Count(unknown as i64))],
            )
        }),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(" · ");
    let csv_href = format!(
        "data:text/csv;charset=utf-8,{}",
        encode_component(&report_csv(&report.rows))
    );
    view! {
        {report.error.clone().map(|e| view! { <ErrorMessage error=e/> })}
        {(!report.rejected.is_empty()).then(|| view! {
            <div class="notice warn" role="status">
                <p><strong>{i.t_with("stock-result-rejected", &[("count", Arg::Count(report.rejected.len() as i64))])}</strong></p>
                <ul>{report.rejected.iter().take(20).map(|(t, why)| view! { <li><code>{t.clone()}</code>" — "{why.clone()}</li> }).collect_view()}</ul>
            </div>
        })}
        {(report.over_limit > 0).then(|| view! {
            <p class="notice warn" role="status">{i.t_with(
                "stock-result-over",
                &[("max", Arg::Count(MAX_BULK_SKUS as i64)), ("count", Arg::Count(report.over_limit as i64))],
            )}</p>
        })}
        {(!report.rows.is_empty()).then(|| view! {
            <div class="list-toolbar">
                <span class="result-count" role="status">{checked}</span>
                <a class="btn small secondary" href=csv_href.clone() download="stock-check.csv">{i.t("stock-result-csv")}</a>
            </div>
            <div class="table-wrap">
                <SortableTable/>
                <table class="stock-table">
                    <thead>
                        <tr>
                            <SortHead col=SortCol::Sku label=i.t("product-sku")/>
                            <SortHead col=SortCol::Name label=i.t("stock-result-product")/>
                            <SortHead col=SortCol::Ours label=i.t("shelf-ours") num=true/>
                            <SortHead col=SortCol::Bin label=i.t("shelf-col-bins")/>
                            <th>{i.t("list-stock")}</th>
                            <SortHead col=SortCol::Count label=i.t("stock-result-count") num=true/>
                            <th>{i.t("stock-result-note")}</th>
                        </tr>
                    </thead>
                    <tbody>
                        {report.rows.iter().cloned().map(|r| view! { <ResultRow r/> }).collect_view()}
                    </tbody>
                </table>
            </div>
            <OnOrder rows=report.on_order.clone()/>
            <crate::components::labels::LabelsForm source=crate::components::labels::LabelSource::Skus(
                report.rows.iter().filter(|r| r.known).map(|r| r.sku.clone()).collect()
            )/>

        })}
    }
}

/// The checked SKUs on order for customers: for whom, how many, where
/// each stands.
#[component]
fn OnOrder(rows: Vec<crate::model::stock_report::OnOrderRow>) -> impl IntoView {
    use crate::model::order::view as oview;
    let i = use_i18n();
    (!rows.is_empty()).then(|| {
        let body = rows
            .into_iter()
            .map(|r| {
                let who = r.customer.unwrap_or_else(|| i.t("order-customer-deleted"));
                view! {
                    <tr data-on-order=r.sku.clone()>
                        <td data-label=i.t("product-sku")>{r.sku.clone()}</td>
                        <td data-label=i.t("orders-customer")>{who}</td>
                        <td class="num" data-label=i.t("quote-qty")>{i.count(r.qty)}</td>
                        <td data-label=i.t("order-state")>{i.t(r.state.key())}</td>
                        <td data-label=i.t("orders-order")><a href=oview::order(&r.order_id)>{r.order_id.clone()}</a></td>
                    </tr>
                }
            })
            .collect_view();
        view! {
            <section class="stock-on-order" aria-labelledby="on-order-h">
                <h2 id="on-order-h">{i.t("stock-on-order")}</h2>
                <table class="stack">
                    <thead>
                        <tr>
                            <th scope="col">{i.t("product-sku")}</th>
                            <th scope="col">{i.t("orders-customer")}</th>
                            <th scope="col" class="num">{i.t("quote-qty")}</th>
                            <th scope="col">{i.t("order-state")}</th>
                            <th scope="col">{i.t("orders-order")}</th>
                        </tr>
                    </thead>
                    <tbody>{body}</tbody>
                </table>
            </section>
        }
    })
}

/// One SKU's row, carrying its sort keys in `data-` attributes.
#[component]
fn ResultRow(r: BulkRow) -> impl IntoView {
    let count = r.stock.count.map(|c| c.to_string());
    let shown = count.clone().unwrap_or_else(|| "—".into());
    let note = r.stock.error.clone().unwrap_or_default();
    let shown_sku = r.sku.clone();
    let sku_cell = if r.known {
        view! { <A href=href::product(&shown_sku)>{shown_sku.clone()}</A> }.into_any()
    } else {
        view! { {shown_sku} }.into_any()
    };
    let name_cell = match r.name.clone() {
        Some(n) => view! { {n} }.into_any(),
        None => {
            view! { <span class="flag-unknown">{use_i18n().t("stock-result-unknown-sku")}</span> }
                .into_any()
        }
    };
    let known = r.known;
    // A count not current (old, or still being checked) is kept current by
    // the page's live stock; a current one stays as checked, like its cell.
    let live = r.stock.freshness != crate::model::listing::Freshness::Live;
    let ours = r.ours.as_ref().map(|l| l.available());
    let bins = r
        .ours
        .as_ref()
        .map(|l| l.bins.join(", "))
        .unwrap_or_default();
    let bin = r
        .ours
        .as_ref()
        .and_then(|l| l.main_bin().map(str::to_string));
    let i = use_i18n();
    let ours_cell = match &r.ours {
        Some(l) if l.level.wants_count() => {
            format!("{} ({})", i.count(l.available()), i.t("shelf-wants-count"))
        }
        Some(l) => i.count(l.available()),
        None => "—".into(),
    };
    view! {
        <tr data-sku=r.sku data-name=r.name data-count=count data-ours=ours.map(|n| n.to_string()) data-bin=bin class:unknown-sku=!known>
            <td class="sku">{sku_cell}</td>
            <td>{name_cell}</td>
            <td class="num" data-shelf-ours="">{ours_cell}</td>
            <td>{if bins.is_empty() { "—".to_string() } else { bins }}</td>
            <td><StockBadge stock=r.stock live/></td>
            <td class="num">{shown}</td>
            <td>{note}</td>
        </tr>
    }
}
