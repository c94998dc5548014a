//! `/stock/value` (managers): what the shop's shelf was worth at the end of
//! any day, in all, by category and by brand, and what moved over a
//! period (the opening value, each kind of movement, the closing value),
//! each summed from the ledger; the parts at that day as a file
//! (`/stock/value.csv`). A plain GET form: works without JavaScript.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::shelf::stock_value,
    components::{
        errors::main_or_error,
        i18n::{use_i18n, Arg, I18n},
    },
    model::{
        query::encode_component,
        stock::value::{ValueGroup, ValueReport},
        Currency,
    },
};

#[component]
pub fn ShelfValuePage() -> impl IntoView {
    let query = use_query_map();
    let get = move |k: &str| {
        query
            .with_untracked(|m| m.get(k))
            .unwrap_or_default()
            .chars()
            .take(20)
            .collect::<String>()
    };
    let asked = (get("on"), get("from"), get("to"));
    let report = Resource::new(
        move || asked.clone(),
        |(on, from, to)| stock_value(on, from, to),
    );
    let i = use_i18n();
    view! {
        <Title text=i.t("value-title")/>
        <h1>{i.t("value-title")}</h1>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                main_or_error(report.await, |r| view! { <ValueBody r/> })
            })}
        </Suspense>
    }
}

#[component]
fn ValueBody(r: ValueReport) -> impl IntoView {
    let i = use_i18n();
    let c = r.currency;
    let csv = format!("/stock/value.csv?on={}", encode_component(&r.on));
    let xlsx = format!("/stock/value.xlsx?on={}", encode_component(&r.on));
    let summary = i.t_with(
        "value-summary",
        &[
            ("day", Arg::Text(&r.on)),
            ("value", Arg::Text(&i.money(c, Some(r.value)))),
            ("parts", Arg::Count(r.parts as i64)),
            ("units", Arg::Count(r.units)),
        ],
    );
    view! {
        {r.problem.map(|p| view! { <p class="form-note problem" role="alert" data-value-problem="">{i.t(p.key())}</p> })}
        <form method="get" action="/stock/value" class="shelf-filter no-print">
            <div class="field">
                <label for="v-on">{i.t("value-on")}</label>
                <input id="v-on" name="on" type="date" value=r.on.clone()/>
            </div>
            <div class="field">
                <label for="v-from">{i.t("value-from")}</label>
                <input id="v-from" name="from" type="date" value=r.from.clone()/>
            </div>
            <div class="field">
                <label for="v-to">{i.t("value-to")}</label>
                <input id="v-to" name="to" type="date" value=r.to.clone()/>
            </div>
            <button type="submit" class="btn secondary">{i.t("shelf-filter-show")}</button>
        </form>
        <p class="shelf-summary" data-value=r.value.0.to_string()>
            {summary} " · " <a href=csv download="">{i.t("shelf-download-csv")}</a>
            " · " <a href=xlsx download="">{i.t("shelf-download-xlsx")}</a>
        </p>
        <Period r=r.clone()/>
        {files(i, &r, "period")}
        {groups(i, c, "value-by-category", &r.by_category)}
        {files(i, &r, "category")}
        {groups(i, c, "value-by-brand", &r.by_brand)}
        {files(i, &r, "brand")}
    }
}

#[component]
fn Period(r: ValueReport) -> impl IntoView {
    let i = use_i18n();
    let c = r.currency;
    let caption = i.t_with(
        "value-period",
        &[("from", Arg::Text(&r.from)), ("to", Arg::Text(&r.to))],
    );
    let rows = r
        .period
        .iter()
        .map(|p| {
            view! {
                <tr data-period=p.kind.code()>
                    <th scope="row">{i.t(p.kind.key())}</th>
                    <td class="num" data-label=i.t("shelf-col-qty")>{format!("{:+}", p.units)}</td>
                    <td class="num" data-label=i.t("shelf-col-value")>{i.money(c, Some(p.value))}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="shelf-list stack value-period">
            <caption>{caption}</caption>
            <thead><tr>
                <th scope="col"><span class="visually-hidden">{i.t("shelf-col-what")}</span></th>
                <th scope="col" class="num">{i.t("shelf-col-qty")}</th>
                <th scope="col" class="num">{i.t("shelf-col-value")}</th>
            </tr></thead>
            <tbody>
                <tr data-period="opening">
                    <th scope="row">{i.t("value-opening")}</th>
                    <td class="num" data-label=i.t("shelf-col-qty")>"—"</td>
                    <td class="num" data-label=i.t("shelf-col-value")>{i.money(c, Some(r.opening))}</td>
                </tr>
                {rows}
                <tr data-period="closing">
                    <th scope="row">{i.t("value-closing")}</th>
                    <td class="num" data-label=i.t("shelf-col-qty")>"—"</td>
                    <td class="num" data-label=i.t("shelf-col-value")>{i.money(c, Some(r.closing))}</td>
                </tr>
            </tbody>
        </table>
    }
}

/// The table above as a file (`/stock/value/{part}.csv`, `.xlsx`), for the
/// days the page shows.
fn files(i: I18n, r: &ValueReport, part: &str) -> impl IntoView {
    let days = format!(
        "on={}&from={}&to={}",
        encode_component(&r.on),
        encode_component(&r.from),
        encode_component(&r.to)
    );
    let csv = format!("/stock/value/{part}.csv?{days}");
    let xlsx = format!("/stock/value/{part}.xlsx?{days}");
    view! {
        <p class="value-files no-print" data-value-files=part.to_string()>
            <a href=csv download="">{i.t("shelf-download-csv")}</a>
            " · " <a href=xlsx download="">{i.t("shelf-download-xlsx")}</a>
        </p>
    }
}

fn groups(i: I18n, c: Currency, title: &'static str, groups: &[ValueGroup]) -> impl IntoView {
    let rows = groups
        .iter()
        .map(|g| {
            let name = if g.name.is_empty() {
                i.t("value-unnamed")
            } else {
                g.name.clone()
            };
            view! {
                <tr>
                    <th scope="row">{name}</th>
                    <td class="num" data-label=i.t("value-col-parts")>{i.count(g.parts as i64)}</td>
                    <td class="num" data-label=i.t("shelf-col-on-hand")>{i.count(g.units)}</td>
                    <td class="num" data-label=i.t("shelf-col-value")>{i.money(c, Some(g.value))}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="shelf-list stack">
            <caption>{i.t(title)}</caption>
            <thead><tr>
                <th scope="col"><span class="visually-hidden">{i.t("value-col-name")}</span></th>
                <th scope="col" class="num">{i.t("value-col-parts")}</th>
                <th scope="col" class="num">{i.t("shelf-col-on-hand")}</th>
                <th scope="col" class="num">{i.t("shelf-col-value")}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
}
