//! `/lost-sales?from=…&to=…`: the sales that got away in a period (the last
//! 30 days unless chosen), totalled by reason and by SKU or code, the parts
//! most often lost for stock (the shop's reorder list), the latest ones, a
//! CSV of the period, and a form to record one by hand.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::customers::lost_sales_report,
    components::{customer::CustomerNoteLine, errors::main_or_error},
    model::{
        customer::{
            href as chref, CodeTotal, LostReason, LostReport, LOST_SALE_DAYS, MAX_CODE,
            MAX_LOST_NOTE, MAX_LOST_SALES,
        },
        href,
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
    let p = r.period.clone();
    view! {
        <form class="lost-period no-print" method="get" action=chref::LOST_SALES>
            <label>"From " <input type="date" name="from" value=p.from.clone()/></label>
            " " <label>"to " <input type="date" name="to" value=p.to.clone()/></label>
            " " <button type="submit" class="btn secondary">"Show"</button>
            " " <a class="btn secondary" href=chref::lost_sales(&p.from, &p.to, "csv") download="">"Download CSV"</a>
            " " <a class="btn secondary" href=chref::lost_sales(&p.from, &p.to, "xlsx") download="">"Download XLSX"</a>
        </form>
        {r.period_note.clone().map(|n| view! { <p class="form-note problem" role="alert">{n}</p> })}
        <p data-lost-total=r.total.to_string()>{format!("{} lost sale{} from {} to {}.", r.total, if r.total == 1 { "" } else { "s" }, p.from, p.to)}</p>
        {(r.refused > 0).then(|| view! {
            <p class="form-note problem" data-lost-refused=r.refused.to_string()>{format!(
                "{} more {} not recorded in this period: an hour's limit was reached (600 an hour for the shop, 200 for one person).",
                r.refused, if r.refused == 1 { "was" } else { "were" })}</p>
        })}
        <table class="lost-by-reason" aria-label="By reason">
            <thead><tr><th scope="col">"Reason"</th><th scope="col" class="num">"Lost"</th></tr></thead>
            <tbody>
                {r.by_reason.into_iter().map(|t| view! {
                    <tr data-reason=t.reason.code()><td>{t.reason.label()}</td><td class="num">{t.count}</td></tr>
                }).collect_view()}
            </tbody>
        </table>
        <h2>"Reorder list: most often lost for stock"</h2>
        <CodeTable rows=r.reorder label="Reorder list"/>
        <h2>"By SKU or code"</h2>
        <CodeTable rows=r.by_code label="By SKU or code"/>
        <h2>"Latest"</h2>
        <ul class="lost-latest">
            {r.latest.into_iter().map(|l| view! {
                <li>{format!("{} · {} · {}{}{}", l.at, l.code, l.reason.label(),
                    l.note.map(|n| format!(" ({n})")).unwrap_or_default(),
                    l.by.map(|b| format!(" · {b}")).unwrap_or_default())}</li>
            }).collect_view()}
        </ul>
        <p class="muted small">{format!("Lost sales are kept for {LOST_SALE_DAYS} days, at most {} (the oldest go first).", crate::model::numbers::thousands(MAX_LOST_SALES as u64))}</p>
    }
}

#[component]
fn CodeTable(rows: Vec<CodeTotal>, label: &'static str) -> impl IntoView {
    if rows.is_empty() {
        return view! { <p class="muted">"None in this period."</p> }.into_any();
    }
    view! {
        <table class="lost-by-code stack" aria-label=label>
            <thead>
                <tr>
                    <th scope="col">"SKU or code"</th><th scope="col">"Product"</th><th scope="col" class="num">"Lost"</th>
                    {LostReason::ALL.into_iter().map(|r| view! { <th scope="col" class="num">{r.label()}</th> }).collect_view()}
                </tr>
            </thead>
            <tbody>
                {rows.into_iter().map(|t| view! {
                    <tr data-code=t.code.clone()>
                        <td data-label="SKU or code">{if t.name.is_some() { view! { <a href=href::product(&t.code)>{t.code.clone()}</a> }.into_any() } else { view! { {t.code.clone()} }.into_any() }}</td>
                        <td data-label="Product">{t.name.clone().unwrap_or_else(|| "—".into())}</td>
                        <td class="num" data-label="Lost">{t.total}</td>
                        {t.by_reason.into_iter().zip(LostReason::ALL).map(|(n, r)| view! { <td class="num" data-label=r.label()>{n}</td> }).collect_view()}
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
