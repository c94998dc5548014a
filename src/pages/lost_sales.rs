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
    components::{customer::CustomerNoteLine, errors::main_or_error, prefs::use_prefs},
    model::{
        customer::{
            href::{self as chref, LostFile},
            CodeTotal, LostReason, LostReport, LostSale, ReorderLine, LOST_SALE_DAYS, MAX_CODE,
            MAX_LOST_NOTE, MAX_LOST_QTY, MAX_LOST_SALES,
        },
        href,
        numbers::thousands,
        Currency,
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
    view! {
        <Title text="Lost sales"/>
        <h1>"Lost sales"</h1>
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
    let p = r.period.clone();
    let link = move |file| chref::lost_sales(&p.from, &p.to, file);
    let p = r.period.clone();
    let plural = |n: u64, one: &'static str, many: &'static str| if n == 1 { one } else { many };
    view! {
        <form class="lost-period no-print" method="get" action=chref::LOST_SALES>
            <label>"From " <input type="date" name="from" value=p.from.clone()/></label>
            " " <label>"to " <input type="date" name="to" value=p.to.clone()/></label>
            " " <button type="submit" class="btn secondary">"Show"</button>
            " " <a class="btn secondary" href=link(LostFile::Csv) download="">"Download CSV"</a>
            " " <a class="btn secondary" href=link(LostFile::Xlsx) download="">"Download XLSX"</a>
        </form>
        {r.period_note.clone().map(|n| view! { <p class="form-note problem" role="alert">{n}</p> })}
        <p data-lost-total=r.total.to_string() data-lost-units=r.units.to_string() data-lost-value=r.value.of(c).map(|m| m.0.to_string())>
            {format!("{} lost {} ({} {}, worth {} at dealer prices) from {} to {}.",
                thousands(r.total), plural(r.total, "sale", "sales"),
                thousands(r.units), plural(r.units, "part", "parts"),
                r.value.shown(c), p.from, p.to)}
        </p>
        {(r.unpriced > 0).then(|| view! {
            <p class="muted small" data-lost-unpriced=r.unpriced.to_string()>{format!(
                "{} of them {} no dealer price (a code the catalogue does not have, or the supplier did not answer): counted, not valued.",
                thousands(r.unpriced), plural(r.unpriced, "has", "have"))}</p>
        })}
        {(r.refused > 0).then(|| view! {
            <p class="form-note problem" data-lost-refused=r.refused.to_string()>{format!(
                "{} more {} not recorded in this period: an hour's limit was reached (600 an hour for the shop, 200 for one person).",
                r.refused, plural(r.refused, "was", "were"))}</p>
        })}
        <table class="lost-by-reason" aria-label="By reason">
            <thead><tr><th scope="col">"Reason"</th><th scope="col" class="num">"Lost"</th><th scope="col" class="num">"Parts"</th><th scope="col" class="num">"Value"</th></tr></thead>
            <tbody>
                {r.by_reason.into_iter().map(|t| view! {
                    <tr data-reason=t.reason.code()>
                        <td>{t.reason.label()}</td><td class="num">{thousands(t.count)}</td>
                        <td class="num">{thousands(t.units)}</td><td class="num">{t.value.shown(c)}</td>
                    </tr>
                }).collect_view()}
            </tbody>
        </table>
        <h2>"Reorder list: parts lost for stock"</h2>
        <p class="muted small">"Parts lost because they were out of stock, with the supplier's stock now. To order: the parts lost in the period less the stock now."</p>
        <p class="no-print">
            <a class="btn secondary" href=link(LostFile::ReorderCsv) download="">"Reorder list as CSV"</a>
            " " <a class="btn secondary" href=link(LostFile::ReorderXlsx) download="">"Reorder list as XLSX"</a>
        </p>
        <ReorderTable rows=r.reorder/>
        <h2>"By SKU or code"</h2>
        <CodeTable rows=r.by_code/>
        <h2>"Latest"</h2>
        <ul class="lost-latest">
            {r.latest.into_iter().map(|l| view! { <LatestSale l c/> }).collect_view()}
        </ul>
        <p class="muted small">{format!("Lost sales are kept for {LOST_SALE_DAYS} days, at most {} (the oldest go first). Values are at the dealer price of the day each was recorded.", thousands(MAX_LOST_SALES as u64))}</p>
    }
}

/// One of the latest lost sales: when, what, how many, why, its value,
/// for whom and by whom.
#[component]
fn LatestSale(l: LostSale, c: Currency) -> impl IntoView {
    let head = format!(
        "{} · {} × {} · {}{}",
        l.at,
        l.qty,
        l.code,
        l.reason.label(),
        l.note.map(|n| format!(" ({n})")).unwrap_or_default()
    );
    let value = (!l.value.is_unknown()).then(|| format!(" · {}", l.value.shown(c)));
    let customer = l.customer.map(|k| {
        view! { " · for " <a href=chref::customer(&k.id)>{k.name}</a> }
    });
    let by = l.by.map(|b| format!(" · {b}"));
    view! { <li>{head}{value}{customer}{by}</li> }
}

/// A code's first cells in the report's tables: the code (linked when it
/// is a catalogue SKU), the product, how often and how many were lost.
fn code_cells(t: &CodeTotal) -> impl IntoView {
    let code = if t.name.is_some() {
        view! { <a href=href::product(&t.code)>{t.code.clone()}</a> }.into_any()
    } else {
        view! { {t.code.clone()} }.into_any()
    };
    view! {
        <td data-label="SKU or code">{code}</td>
        <td data-label="Product">{t.name.clone().unwrap_or_else(|| "—".into())}</td>
        <td class="num" data-label="Lost">{thousands(t.total)}</td>
        <td class="num" data-label="Parts">{thousands(t.units)}</td>
    }
}

#[component]
fn ReorderTable(rows: Vec<ReorderLine>) -> impl IntoView {
    if rows.is_empty() {
        return view! { <p class="muted">"None in this period."</p> }.into_any();
    }
    let c = use_prefs().currency;
    let known = |n: Option<i64>| n.map_or_else(|| "—".to_string(), |n| n.to_string());
    view! {
        <table class="lost-reorder stack" aria-label="Reorder list">
            <thead>
                <tr>
                    <th scope="col">"SKU or code"</th><th scope="col">"Product"</th><th scope="col" class="num">"Lost"</th>
                    <th scope="col" class="num">"Parts"</th><th scope="col" class="num">"Stock now"</th>
                    <th scope="col" class="num">"To order"</th><th scope="col" class="num">"Value"</th>
                </tr>
            </thead>
            <tbody>
                {rows.into_iter().map(|r| {
                    let t = r.lost;
                    let order = r.suggested.map_or_else(|| "—".to_string(), thousands);
                    view! {
                        <tr data-code=t.code.clone() data-suggested=r.suggested.map(|n| n.to_string())>
                            {code_cells(&t)}
                            <td class="num" data-label="Stock now" data-stock=r.stock.map(|n| n.to_string())>{known(r.stock)}</td>
                            <td class="num" data-label="To order"><strong>{order}</strong></td>
                            <td class="num" data-label="Value">{t.value.shown(c)}</td>
                        </tr>
                    }
                }).collect_view()}
            </tbody>
        </table>
    }
    .into_any()
}

#[component]
fn CodeTable(rows: Vec<CodeTotal>) -> impl IntoView {
    if rows.is_empty() {
        return view! { <p class="muted">"None in this period."</p> }.into_any();
    }
    let c = use_prefs().currency;
    view! {
        <table class="lost-by-code stack" aria-label="By SKU or code">
            <thead>
                <tr>
                    <th scope="col">"SKU or code"</th><th scope="col">"Product"</th><th scope="col" class="num">"Lost"</th>
                    <th scope="col" class="num">"Parts"</th><th scope="col" class="num">"Value"</th>
                    {LostReason::ALL.into_iter().map(|r| view! { <th scope="col" class="num">{r.label()}</th> }).collect_view()}
                </tr>
            </thead>
            <tbody>
                {rows.into_iter().map(|t| view! {
                    <tr data-code=t.code.clone()>
                        {code_cells(&t)}
                        <td class="num" data-label="Value">{t.value.shown(c)}</td>
                        {t.by_reason.into_iter().zip(LostReason::ALL).map(|(n, r)| view! { <td class="num" data-label=r.label()>{thousands(n)}</td> }).collect_view()}
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
    view! {
        <details class="lost-record no-print">
            <summary>"Record a lost sale"</summary>
            <form method="post" action=chref::LOST_SALE_NEW>
                <input type="hidden" name="back" value=chref::LOST_SALES/>
                <label>"SKU or code " <input type="text" name="code" required maxlength=MAX_CODE.to_string()/></label>
                " " <label>"Qty " <input type="number" name="lost_qty" value="1" min="1" max=MAX_LOST_QTY.to_string() step="1" required class="qty"/></label>
                " " <label>"Reason "
                    <select name="reason">
                        {LostReason::ALL.into_iter().map(|r| view! { <option value=r.code()>{r.label()}</option> }).collect_view()}
                    </select>
                </label>
                " " <label>"Note " <input type="text" name="note" maxlength=MAX_LOST_NOTE.to_string()/></label>
                " " <button type="submit" class="btn">"Record"</button>
            </form>
        </details>
    }
}
