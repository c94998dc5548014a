//! `/stock`: check stock for a whole list of SKUs. Paste a list (one per
//! line, or separated by commas, spaces or tabs; a spreadsheet column works)
//! or upload a CSV. A plain form POST, so it works without JavaScript; the
//! result table sorts in place once hydrated, and downloads as CSV.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use crate::{
    api::stock::{report_csv, BulkReport, BulkRow, PostedReport},
    components::{errors::ErrorMessage, products::product_href, stock::StockBadge},
    model::{
        query::encode_component,
        skus::{parse_sku_list, MAX_BULK_SKUS},
    },
};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Col {
    Sku,
    Name,
    Count,
}

fn sorted(rows: &[BulkRow], by: Option<(Col, bool)>) -> Vec<BulkRow> {
    let mut v = rows.to_vec();
    if let Some((col, desc)) = by {
        v.sort_by(|a, b| {
            let o = match col {
                Col::Sku => a.sku.to_lowercase().cmp(&b.sku.to_lowercase()),
                Col::Name => a.name.cmp(&b.name),
                // Unknown counts sort below any known count.
                Col::Count => a
                    .stock
                    .count
                    .map_or(i64::MIN, |c| c)
                    .cmp(&b.stock.count.map_or(i64::MIN, |c| c)),
            };
            if desc {
                o.reverse()
            } else {
                o
            }
        });
    }
    v
}

#[component]
pub fn StockPage() -> impl IntoView {
    // Only the server render of a POST has a report; hydration reads it back
    // from the serialized resource, and a client-side visit starts empty.
    let posted = use_context::<PostedReport>().map(|p| p.0);
    let report = Resource::new(
        || (),
        move |_| {
            let p = posted.clone();
            async move { p }
        },
    );
    view! {
        <Title text="Stock check"/>
        <h1>"Stock check"</h1>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                let report = report.await;
                let input = report.as_ref().map(|r| r.input.clone()).unwrap_or_default();
                view! {
                    <StockForm input/>
                    {report.map(|r| view! { <StockResult report=r/> })}
                }
            })}
        </Suspense>
    }
}

#[component]
fn StockForm(input: String) -> impl IntoView {
    let (text, set_text) = signal(input.clone());
    let counted = move || {
        let l = parse_sku_list(&text.get());
        let mut parts = vec![format!(
            "{} SKU{}",
            l.skus.len(),
            if l.skus.len() == 1 { "" } else { "s" }
        )];
        if l.duplicates > 0 {
            parts.push(format!(
                "{} repeat{} merged",
                l.duplicates,
                if l.duplicates == 1 { "" } else { "s" }
            ));
        }
        if l.over_limit > 0 {
            parts.push(format!(
                "{} over the limit of {MAX_BULK_SKUS} will be left out",
                l.over_limit
            ));
        }
        parts.join(" · ")
    };
    view! {
        <form class="panel stock-form" method="post" action="/stock" enctype="multipart/form-data">
            <div class="columns">
                <div class="field">
                    <label for="skus">"SKUs"</label>
                    <textarea id="skus" name="skus" rows="10" spellcheck="false" aria-describedby="skus-hint skus-count"
                        placeholder="CP0435BL\nTT0123\n…"
                        on:input=move |ev| set_text.set(event_target_value(&ev))
                    >{input}</textarea>
                    <span class="hint" id="skus-hint">{format!("One per line, or separated by commas, spaces or tabs. Up to {MAX_BULK_SKUS}.")}</span>
                    <span class="hint" id="skus-count" aria-live="polite">{counted}</span>
                </div>
                <div class="field">
                    <label for="file">"Or upload a CSV"</label>
                    <input id="file" name="file" type="file" accept=".csv,.txt,text/csv,text/plain"/>
                    <span class="hint">"A column headed “SKU” is used; otherwise every cell is read as a SKU."</span>
                </div>
            </div>
            <div class="form-actions">
                <button type="submit" class="btn">"Check stock"</button>
                <A href="/stock" attr:class="btn secondary">"Clear"</A>
            </div>
        </form>
    }
}

#[component]
fn StockResult(report: BulkReport) -> impl IntoView {
    let (sort, set_sort) = signal(None::<(Col, bool)>);
    let rows = StoredValue::new(report.rows.clone());
    let unknown = report.rows.iter().filter(|r| !r.known).count();
    let csv_href = format!(
        "data:text/csv;charset=utf-8,{}",
        encode_component(&report_csv(&report.rows))
    );
    let sort_by = move |col: Col| {
        set_sort.update(|s| {
            *s = match *s {
                Some((c, desc)) if c == col => Some((col, !desc)),
                _ => Some((col, false)),
            }
        })
    };
    let aria = move |col: Col| match sort.get() {
        Some((c, false)) if c == col => "ascending",
        Some((c, true)) if c == col => "descending",
        _ => "none",
    };
    view! {
        {report.error.clone().map(|e| view! { <ErrorMessage error=e/> })}
        {(!report.rejected.is_empty()).then(|| view! {
            <div class="notice warn" role="status">
                <p><strong>{format!("{} entr{} could not be read as SKUs:", report.rejected.len(), if report.rejected.len() == 1 { "y" } else { "ies" })}</strong></p>
                <ul>{report.rejected.iter().take(20).map(|(t, why)| view! { <li><code>{t.clone()}</code>" — "{why.clone()}</li> }).collect_view()}</ul>
            </div>
        })}
        {(report.over_limit > 0).then(|| view! {
            <p class="notice warn" role="status">{format!("Only the first {MAX_BULK_SKUS} SKUs were checked; {} more were left out.", report.over_limit)}</p>
        })}
        {(!report.rows.is_empty()).then(|| view! {
            <div class="list-toolbar">
                <span class="result-count" role="status">
                    {format!("{} SKU{} checked", report.rows.len(), if report.rows.len() == 1 { "" } else { "s" })}
                    {(report.duplicates > 0).then(|| format!(" · {} repeat{} merged", report.duplicates, if report.duplicates == 1 { "" } else { "s" }))}
                    {(unknown > 0).then(|| format!(" · {unknown} unknown"))}
                </span>
                <a class="btn small secondary" href=csv_href.clone() download="stock-check.csv">"Download CSV"</a>
            </div>
            <div class="table-wrap">
                <table class="stock-table">
                    <thead>
                        <tr>
                            <th aria-sort=move || aria(Col::Sku)><button type="button" class="sort" on:click=move |_| sort_by(Col::Sku)>"SKU"</button></th>
                            <th aria-sort=move || aria(Col::Name)><button type="button" class="sort" on:click=move |_| sort_by(Col::Name)>"Product"</button></th>
                            <th>"Stock"</th>
                            <th class="num" aria-sort=move || aria(Col::Count)><button type="button" class="sort" on:click=move |_| sort_by(Col::Count)>"Count"</button></th>
                            <th>"Supplier note"</th>
                        </tr>
                    </thead>
                    <tbody>
                        {move || {
                            sorted(&rows.get_value(), sort.get())
                                .into_iter()
                                .map(|r| {
                                    let stock = Signal::stored(Some(r.stock.clone()));
                                    let sku_attr = r.sku.clone();
                                    let sku_link = r.sku.clone();
                                    let sku_text = r.sku.clone();
                                    let known = r.known;
                                    view! {
                                        <tr data-sku=sku_attr class:unknown-sku=!known>
                                            <td class="sku">
                                                {if known {
                                                    view! { <A href=product_href(&sku_link)>{sku_link.clone()}</A> }.into_any()
                                                } else {
                                                    view! { {sku_text} }.into_any()
                                                }}
                                            </td>
                                            <td>
                                                {match r.name.clone() {
                                                    Some(n) => view! { {n} }.into_any(),
                                                    None => view! { <span class="flag-unknown">"Unknown SKU"</span> }.into_any(),
                                                }}
                                            </td>
                                            <td><StockBadge stock/></td>
                                            <td class="num">{r.stock.count.map(|c| c.to_string()).unwrap_or_else(|| "—".into())}</td>
                                            <td>{r.stock.error.clone().unwrap_or_default()}</td>
                                        </tr>
                                    }
                                })
                                .collect_view()
                        }}
                    </tbody>
                </table>
            </div>
        })}
    }
}
