//! `/lost-sales?from=…&to=…`: the sales that got away in a period (the last
//! 30 days unless chosen), totalled by reason and by SKU or code with the
//! parts and their value at dealer prices, the parts lost for stock with
//! the stock now and what to order (the shop's reorder list, downloadable),
//! the latest ones, the period as CSV or XLSX, and a form to record one by
//! hand.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::customers::lost_sales_report,
    components::{
        customer::CustomerNoteLine,
        errors::main_or_error,
        i18n::{use_i18n, Arg, I18n},
        prefs::use_prefs,
    },
    model::{
        customer::{
            href::{self as chref, LostFile},
            CodeTotal, LostReason, LostReport, LostSale, PeriodNote, ReorderLine, LOST_SALE_DAYS,
            MAX_CODE, MAX_LOST_NOTE, MAX_LOST_QTY, MAX_LOST_SALES,
        },
        href, Currency,
    },
};

#[component]
pub fn LostSalesPage() -> impl IntoView {
    let query = use_query_map();
    let period = move || {
        query.with(|m| {
            (
                m.get("from").unwrap_or_default(),
                m.get("to").unwrap_or_default(),
            )
        })
    };
    let report = Resource::new(period, |(from, to)| lost_sales_report(from, to));
    let i = use_i18n();
    view! {
        <Title text=i.t("nav-lost-sales")/>
        <h1>{i.t("nav-lost-sales")}</h1>
        <CustomerNoteLine code=query.with_untracked(|m| m.get("cnote"))/>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                main_or_error(report.await, |r| view! { <Report r/> })
            })}
        </Suspense>
        <RecordForm/>
    }
}

#[component]
fn Report(r: LostReport) -> impl IntoView {
    let c = use_prefs().currency;
    let i = use_i18n();
    let p = r.period.clone();
    let link = move |file| chref::lost_sales(&p.from, &p.to, file);
    let p = r.period.clone();
    let kept = i.t_with(
        "lost-kept",
        &[
            ("days", Arg::Count(LOST_SALE_DAYS)),
            ("max", Arg::Count(MAX_LOST_SALES as i64)),
        ],
    );
    view! {
        <form class="lost-period no-print" method="get" action=chref::LOST_SALES>
            <label>{i.t("lost-from")} " " <input type="date" name="from" value=p.from.clone()/></label>
            " " <label>{i.t("lost-to")} " " <input type="date" name="to" value=p.to.clone()/></label>
            " " <button type="submit" class="btn secondary">{i.t("lost-show")}</button>
            " " <a class="btn secondary" href=link(LostFile::Csv) download="">{i.t("stock-result-csv")}</a>
            " " <a class="btn secondary" href=link(LostFile::Xlsx) download="">{i.t("lost-download-xlsx")}</a>
        </form>
        {r.period_note.map(|n| view! { <p class="form-note problem" role="alert">{period_note_text(i, n)}</p> })}
        <Summary r=&r c i/>
        <table class="lost-by-reason" aria-label=i.t("lost-by-reason")>
            <thead><tr>
                <th scope="col">{i.t("lost-reason")}</th><th scope="col" class="num">{i.t("lost-col-lost")}</th>
                <th scope="col" class="num">{i.t("lost-col-parts")}</th><th scope="col" class="num">{i.t("lost-col-value")}</th>
            </tr></thead>
            <tbody>
                {r.by_reason.into_iter().map(|t| view! {
                    <tr data-reason=t.reason.code()>
                        <td>{i.t(t.reason.label_key())}</td><td class="num">{count(i, t.count)}</td>
                        <td class="num">{count(i, t.units)}</td><td class="num">{i.money(c, t.value.of(c))}</td>
                    </tr>
                }).collect_view()}
            </tbody>
        </table>
        <h2>{i.t("lost-reorder-title")}</h2>
        <p class="muted small">{i.t("lost-reorder-hint")}</p>
        <p class="no-print">
            <a class="btn secondary" href=link(LostFile::ReorderCsv) download="">{i.t("lost-reorder-csv")}</a>
            " " <a class="btn secondary" href=link(LostFile::ReorderXlsx) download="">{i.t("lost-reorder-xlsx")}</a>
        </p>
        <ReorderTable rows=r.reorder/>
        <h2>{i.t("lost-by-code")}</h2>
        <CodeTable rows=r.by_code/>
        <h2>{i.t("lost-latest")}</h2>
        <ul class="lost-latest">
            {r.latest.into_iter().map(|l| view! { <LatestSale l c/> }).collect_view()}
        </ul>
        <p class="muted small">{kept}</p>
    }
}

/// A count of the report, grouped the page's way.
fn count(i: I18n, n: u64) -> String {
    i.count(i64::try_from(n).unwrap_or(i64::MAX))
}

/// Why the period shown is not the one asked for.
fn period_note_text(i: I18n, note: PeriodNote) -> String {
    let days = match note {
        PeriodNote::TooLong(days) => days,
        _ => 0,
    };
    i.t_with(note.message_key(), &[("days", Arg::Count(days))])
}

/// The period's totals in a sentence, with the sales that have no price
/// and the ones an hour's limit turned away.
#[component]
fn Summary<'a>(r: &'a LostReport, c: Currency, i: I18n) -> impl IntoView {
    let n = |v: u64| Arg::Count(i64::try_from(v).unwrap_or(i64::MAX));
    let value = i.money(c, r.value.of(c));
    let (from, to) = (
        i.date_text(Some(&r.period.from)),
        i.date_text(Some(&r.period.to)),
    );
    let summary = i.t_with(
        "lost-summary",
        &[
            ("total", n(r.total)),
            ("units", n(r.units)),
            ("value", Arg::Text(&value)),
            ("from", Arg::Text(&from)),
            ("to", Arg::Text(&to)),
        ],
    );
    let unpriced = i.t_with("lost-unpriced", &[("count", n(r.unpriced))]);
    let refused = i.t_with("lost-refused", &[("count", n(r.refused))]);
    view! {
        <p data-lost-total=r.total.to_string() data-lost-units=r.units.to_string() data-lost-value=r.value.of(c).map(|m| m.0.to_string())>
            {summary}
        </p>
        {(r.unpriced > 0).then(|| view! {
            <p class="muted small" data-lost-unpriced=r.unpriced.to_string()>{unpriced}</p>
        })}
        {(r.refused > 0).then(|| view! {
            <p class="form-note problem" data-lost-refused=r.refused.to_string()>{refused}</p>
        })}
    }
}

/// One of the latest lost sales: when, what, how many, why, its value,
/// for whom and by whom.
#[component]
fn LatestSale(l: LostSale, c: Currency) -> impl IntoView {
    let i = use_i18n();
    let head = format!(
        "{} · {} × {} · {}{}",
        i.date_time_text(&l.at),
        i.count(l.qty),
        l.code,
        i.t(l.reason.label_key()),
        l.note.map(|n| format!(" ({n})")).unwrap_or_default()
    );
    let value = (!l.value.is_unknown()).then(|| format!(" · {}", i.money(c, l.value.of(c))));
    let customer = l.customer.map(|k| {
        let (before, after) = i.t_around("watch-for", "name", &[]);
        view! { " · " {before} <a href=chref::customer(&k.id)>{k.name}</a> {after} }
    });
    let by = l.by.map(|b| format!(" · {b}"));
    view! { <li>{head}{value}{customer}{by}</li> }
}

/// A code's first cells in the report's tables: the code (linked when it
/// is a catalogue SKU), the product, how often and how many were lost.
fn code_cells(t: &CodeTotal, i: I18n) -> impl IntoView {
    let code = if t.name.is_some() {
        view! { <a href=href::product(&t.code)>{t.code.clone()}</a> }.into_any()
    } else {
        view! { {t.code.clone()} }.into_any()
    };
    view! {
        <td data-label=i.t("lost-col-code")>{code}</td>
        <td data-label=i.t("stock-result-product")>{t.name.clone().unwrap_or_else(|| "—".into())}</td>
        <td class="num" data-label=i.t("lost-col-lost")>{count(i, t.total)}</td>
        <td class="num" data-label=i.t("lost-col-parts")>{count(i, t.units)}</td>
    }
}

#[component]
fn ReorderTable(rows: Vec<ReorderLine>) -> impl IntoView {
    let i = use_i18n();
    if rows.is_empty() {
        return view! { <p class="muted">{i.t("lost-none")}</p> }.into_any();
    }
    let c = use_prefs().currency;
    let known = move |n: Option<i64>| n.map_or_else(|| "—".to_string(), |n| i.count(n));
    view! {
        <table class="lost-reorder stack" aria-label=i.t("lost-reorder-list")>
            <thead>
                <tr>
                    <CodeHeads i/>
                    <th scope="col" class="num">{i.t("lost-col-stock-now")}</th>
                    <th scope="col" class="num">{i.t("lost-col-to-order")}</th><th scope="col" class="num">{i.t("lost-col-value")}</th>
                </tr>
            </thead>
            <tbody>
                {rows.into_iter().map(|r| {
                    let t = r.lost;
                    let order = r.suggested.map_or_else(|| "—".to_string(), |n| count(i, n));
                    view! {
                        <tr data-code=t.code.clone() data-suggested=r.suggested.map(|n| n.to_string())>
                            {code_cells(&t, i)}
                            <td class="num" data-label=i.t("lost-col-stock-now") data-stock=r.stock.map(|n| n.to_string())>{known(r.stock)}</td>
                            <td class="num" data-label=i.t("lost-col-to-order")><strong>{order}</strong></td>
                            <td class="num" data-label=i.t("lost-col-value")>{i.money(c, t.value.of(c))}</td>
                        </tr>
                    }
                }).collect_view()}
            </tbody>
        </table>
    }
    .into_any()
}

/// The headings of `code_cells`' columns.
#[component]
fn CodeHeads(i: I18n) -> impl IntoView {
    view! {
        <th scope="col">{i.t("lost-col-code")}</th><th scope="col">{i.t("stock-result-product")}</th>
        <th scope="col" class="num">{i.t("lost-col-lost")}</th><th scope="col" class="num">{i.t("lost-col-parts")}</th>
    }
}

#[component]
fn CodeTable(rows: Vec<CodeTotal>) -> impl IntoView {
    let i = use_i18n();
    if rows.is_empty() {
        return view! { <p class="muted">{i.t("lost-none")}</p> }.into_any();
    }
    let c = use_prefs().currency;
    view! {
        <table class="lost-by-code stack" aria-label=i.t("lost-by-code")>
            <thead>
                <tr>
                    <CodeHeads i/>
                    <th scope="col" class="num">{i.t("lost-col-value")}</th>
                    {LostReason::ALL.into_iter().map(|r| view! { <th scope="col" class="num">{i.t(r.label_key())}</th> }).collect_view()}
                </tr>
            </thead>
            <tbody>
                {rows.into_iter().map(|t| view! {
                    <tr data-code=t.code.clone()>
                        {code_cells(&t, i)}
                        <td class="num" data-label=i.t("lost-col-value")>{i.money(c, t.value.of(c))}</td>
                        {t.by_reason.into_iter().zip(LostReason::ALL).map(|(n, r)| view! {
                            <td class="num" data-label=i.t(r.label_key())>{count(i, n)}</td>
                        }).collect_view()}
                    </tr>
                }).collect_view()}
            </tbody>
        </table>
    }
    .into_any()
}

/// A lost sale recorded by hand: the code asked for, the reason, a note.
#[component]
fn RecordForm() -> impl IntoView {
    let i = use_i18n();
    view! {
        <details class="lost-record no-print">
            <summary>{i.t("lost-record-summary")}</summary>
            <form method="post" action=chref::LOST_SALE_NEW>
                <input type="hidden" name="back" value=chref::LOST_SALES/>
                <label>{i.t("lost-col-code")} " " <input type="text" name="code" required maxlength=MAX_CODE.to_string()/></label>
                " " <label>{i.t("quote-qty")} " " <input type="number" name="lost_qty" value="1" min="1" max=MAX_LOST_QTY.to_string() step="1" required class="qty"/></label>
                " " <label>{i.t("lost-reason")} " "
                    <select name="reason">
                        {LostReason::ALL.into_iter().map(|r| view! { <option value=r.code()>{i.t(r.label_key())}</option> }).collect_view()}
                    </select>
                </label>
                " " <label>{i.t("lost-note")} " " <input type="text" name="note" maxlength=MAX_LOST_NOTE.to_string()/></label>
                " " <button type="submit" class="btn">{i.t("lost-record-button")}</button>
            </form>
        </details>
    }
}
