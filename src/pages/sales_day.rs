//! `/sales/day`: a day's takings: the sales and returns and their
//! totals, each payment method's takings and refunds, who sold what, the
//! margin (managers), and the cash-up: a manager types the float and the
//! cash counted, the page says the difference against what the till
//! should hold, and the day closes (a later sale is dated the next day).
//! The day and the person are a plain GET form; the cash-up a plain post.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::sales::day_takings,
    components::{
        errors::main_or_error,
        i18n::{use_i18n, Arg},
    },
    model::{
        href,
        query::encode_component,
        sale::day::{DayTakings, MethodTotal, PostedCashUp},
        Currency,
    },
};

#[component]
pub fn SalesDayPage() -> impl IntoView {
    let query = use_query_map();
    let get = move |k: &str| query.with_untracked(|m| m.get(k)).unwrap_or_default();
    let (day, by, done) = (get("day"), get("by"), get("done"));
    let asked = (day.clone(), by.clone());
    let takings = Resource::new(move || asked.clone(), |(d, b)| day_takings(d, b));
    let i = use_i18n();
    view! {
        <Title text=i.t("day-title")/>
        <h1>{i.t("day-title")}</h1>
        {(done == "closed").then(|| view! {
            <p class="form-note done" role="status" data-day-done="closed">{i.t("day-done-closed")}</p>
        })}
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                main_or_error(takings.await, |d| view! { <DayBody d/> })
            })}
        </Suspense>
    }
}

#[component]
fn DayBody(d: DayTakings) -> impl IntoView {
    let i = use_i18n();
    let c = d.currency;
    let money = move |m| i.money(c, Some(m));
    let people = d
        .people
        .iter()
        .map(|p| {
            let who = p.who.clone().unwrap_or_else(|| "—".into());
            let link = [
                href::SALES_DAY,
                "?day=",
                &d.day,
                "&by=",
                &encode_component(&who),
            ]
            .concat();
            view! {
                <tr>
                    <td data-label=i.t("sales-by")><a href=link>{who}</a></td>
                    <td class="num" data-label=i.t("day-sales-count")>{i.count(p.sales)}</td>
                    <td class="num" data-label=i.t("invoice-total")>{money(p.total)}</td>
                </tr>
            }
        })
        .collect_view();
    let sales = i.t_with(
        "day-sales",
        &[
            ("count", Arg::Count(d.sales)),
            ("total", Arg::Text(&money(d.sales_total))),
        ],
    );
    let returns = i.t_with(
        "day-returns",
        &[
            ("count", Arg::Count(d.returns)),
            ("total", Arg::Text(&money(d.returns_total))),
        ],
    );
    let whose = if d.by.is_empty() {
        i.t("day-whole-shop")
    } else {
        i.t_with("day-of-person", &[("name", Arg::Text(&d.by))])
    };
    let z = [href::SALES_DAY_Z, "?day=", &d.day].concat();
    view! {
        <DayForm day=d.day.clone() by=d.by.clone()/>
        {d.bad_day.then(|| view! { <p class="form-note problem" role="alert" data-day-problem="day">{i.t("sales-problem-day")}</p> })}
        <p><strong>{i.date_text(Some(&d.day))}</strong> " · " {whose}</p>
        <dl class="order-money">
            <dt>{sales}</dt><dd></dd>
            <dt>{returns}</dt><dd></dd>
            {(d.deposits.0 != 0 || d.deposits_back.0 != 0).then(|| view! {
                <dt data-day-deposits=d.deposits.0.to_string()>{i.t_with("day-deposits", &[
                    ("taken", Arg::Text(&money(d.deposits))),
                    ("back", Arg::Text(&money(d.deposits_back))),
                ])}</dt><dd></dd>
            })}
            <dt><strong>{i.t("day-net")}</strong></dt><dd class="num"><strong data-day-net=d.net().0.to_string()>{money(d.net())}</strong></dd>
            {d.margin.map(|m| view! { <dt>{i.t("sale-margin")}</dt><dd class="num" data-day-margin=m.0.to_string()>{money(m)}</dd> })}
        </dl>
        <MethodsTable methods=d.methods.clone() c/>
        <h2>{i.t("day-people")}</h2>
        <table class="stack day-people">
            <thead><tr>
                <th scope="col">{i.t("sales-by")}</th>
                <th scope="col" class="num">{i.t("day-sales-count")}</th>
                <th scope="col" class="num">{i.t("invoice-total")}</th>
            </tr></thead>
            <tbody>{people}</tbody>
        </table>
        <CashUpPart d=d.clone()/>
        {d.may_close.then(|| view! { <p class="no-print"><a class="btn secondary" href=z data-z-report="">{i.t("day-z-report")}</a></p> })}
    }
}

/// The day and the person asked for.
#[component]
fn DayForm(day: String, by: String) -> impl IntoView {
    let i = use_i18n();
    view! {
        <form method="get" action=href::SALES_DAY class="orders-filter no-print" role="search">
            <div class="field">
                <label for="dd-day">{i.t("day-day")}</label>
                <input id="dd-day" name="day" type="date" value=day/>
            </div>
            <div class="field">
                <label for="dd-by">{i.t("sales-filter-by")}</label>
                <input id="dd-by" name="by" maxlength="100" value=by/>
            </div>
            <button type="submit" class="btn secondary">{i.t("orders-filter-apply")}</button>
        </form>
    }
}

/// The day's cash-up: as recorded, or (managers, the whole shop) the form.
#[component]
fn CashUpPart(d: DayTakings) -> impl IntoView {
    let i = use_i18n();
    let c = d.currency;
    if let Some(cu) = &d.cash_up {
        let diff = cu.difference();
        let said = i.t_with(
            "day-closed-by",
            &[
                ("name", Arg::Text(cu.by.as_deref().unwrap_or("—"))),
                ("time", Arg::Text(&i.date_time_text(&cu.at))),
            ],
        );
        return view! {
            <h2>{i.t("day-cash-up")}</h2>
            <p data-day-closed="">{said}</p>
            <dl class="order-money">
                <dt>{i.t("day-float")}</dt><dd class="num">{i.money(c, Some(cu.float))}</dd>
                <dt>{i.t("day-expected")}</dt><dd class="num">{i.money(c, Some(cu.expected))}</dd>
                <dt>{i.t("day-counted")}</dt><dd class="num">{i.money(c, Some(cu.counted))}</dd>
                <dt><strong>{i.t("day-difference")}</strong></dt>
                <dd class="num"><strong data-day-difference=diff.0.to_string()>{i.money(c, Some(diff))}</strong></dd>
            </dl>
        }
        .into_any();
    }
    if !d.may_close || !d.by.is_empty() {
        return view! { <p class="muted" data-day-open="">{i.t("day-open")}</p> }.into_any();
    }
    let typed = use_context::<PostedCashUp>().unwrap_or_default();
    let problem = typed.problem.clone().map(|key| {
        let text = i.t(match key.as_str() {
            "day-problem-closed" => "day-problem-closed",
            "day-problem-not-allowed" => "day-problem-not-allowed",
            "day-problem-busy" => "day-problem-busy",
            _ => "day-problem-amount",
        });
        view! { <p class="form-note problem" role="alert" data-day-problem=key>{text}</p> }
    });
    view! {
        <h2>{i.t("day-cash-up")}</h2>
        {problem}
        <form method="post" action=href::SALES_DAY_CLOSE class="day-close">
            <input type="hidden" name="day" value=d.day.clone()/>
            <div class="field">
                <label for="dc-float">{i.t("day-float")}</label>
                <input id="dc-float" name="float" value=typed.float inputmode="decimal" maxlength="40" autocomplete="off" required/>
            </div>
            <div class="field">
                <label for="dc-counted">{i.t("day-counted")}</label>
                <input id="dc-counted" name="counted" value=typed.counted inputmode="decimal" maxlength="40" autocomplete="off" required/>
            </div>
            <p class="muted small">{i.t("day-close-hint")}</p>
            <p><button type="submit" class="btn">{i.t("day-close")}</button></p>
        </form>
    }
    .into_any()
}

/// Each payment method's takings, refunds and net.
#[component]
fn MethodsTable(methods: Vec<MethodTotal>, c: Currency) -> impl IntoView {
    let i = use_i18n();
    let money = move |m| i.money(c, Some(m));
    let rows = methods
        .iter()
        .map(|m| view! {
            <tr data-day-method=m.method.code()>
                <td data-label=i.t("day-method")>{i.t(m.method.key())}</td>
                <td class="num" data-label=i.t("day-taken")>{money(m.taken)}</td>
                <td class="num" data-label=i.t("day-refunds")>{money(m.refunded)}</td>
                <td class="num" data-label=i.t("day-method-net") data-net=m.net().0.to_string()>{money(m.net())}</td>
            </tr>
        })
        .collect_view();
    view! {
        <table class="stack day-methods">
            <thead><tr>
                <th scope="col">{i.t("day-method")}</th>
                <th scope="col" class="num">{i.t("day-taken")}</th>
                <th scope="col" class="num">{i.t("day-refunds")}</th>
                <th scope="col" class="num">{i.t("day-method-net")}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
}
