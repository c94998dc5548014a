//! `/orders`: the special orders in four parts: to order (and the same
//! summed by SKU, ready to copy into the supplier's order form or to
//! download), awaiting arrival (past the expected day first), arrived and
//! not collected (waiting longest first, flagged after the shop's days),
//! and done. Filtered by the customer's name, a state and the days the
//! orders were made (a plain GET form); each part says how many lines it
//! has.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::orders::orders_rows,
    components::{
        errors::main_or_error,
        i18n::{use_i18n, Arg},
        order::{LineFacts, LineForms, LineStateBadge, LineSteps, OrderNoteLine},
    },
    model::{
        customer::href as chref,
        href,
        order::{
            view::{self as oview, OrderLineRow, OrdersFilter, OrdersList, Section, SectionRows},
            LineState,
        },
        quote::Minor,
    },
};

#[component]
pub fn OrdersPage() -> impl IntoView {
    let query = use_query_map();
    let get = move |k: &str| query.with_untracked(|m| m.get(k)).unwrap_or_default();
    let filter = OrdersFilter {
        customer: get("customer"),
        state: get("state"),
        from: get("from"),
        to: get("to"),
    };
    let asked = filter.clone();
    let list = Resource::new(move || asked.clone(), orders_rows);
    let i = use_i18n();
    view! {
        <Title text=i.t("nav-orders")/>
        <h1>{i.t("nav-orders")}</h1>
        <OrderNoteLine code=query.with_untracked(|m| m.get("onote"))/>
        <FilterForm f=filter/>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                main_or_error(list.await, |l| view! { <OrdersBody l/> })
            })}
        </Suspense>
    }
}

#[component]
fn FilterForm(f: OrdersFilter) -> impl IntoView {
    let i = use_i18n();
    view! {
        <form method="get" action=oview::ORDERS class="orders-filter no-print" role="search">
            <div class="field">
                <label for="of-customer">{i.t("orders-filter-customer")}</label>
                <input id="of-customer" name="customer" type="search" maxlength="100" value=f.customer/>
            </div>
            <div class="field">
                <label for="of-state">{i.t("order-state")}</label>
                <select id="of-state" name="state">
                    <option value="" selected=f.state.is_empty()>{i.t("orders-filter-any-state")}</option>
                    {LineState::ALL.into_iter().map(|s| view! {
                        <option value=s.code() selected=f.state == s.code()>{i.t(s.key())}</option>
                    }).collect_view()}
                </select>
            </div>
            <div class="field">
                <label for="of-from">{i.t("orders-filter-from")}</label>
                <input id="of-from" name="from" type="date" value=f.from/>
            </div>
            <div class="field">
                <label for="of-to">{i.t("orders-filter-to")}</label>
                <input id="of-to" name="to" type="date" value=f.to/>
            </div>
            <button type="submit" class="btn secondary">{i.t("orders-filter-apply")}</button>
        </form>
    }
}

#[component]
fn OrdersBody(l: OrdersList) -> impl IntoView {
    let i = use_i18n();
    let counts = l
        .sections
        .iter()
        .map(|s| {
            let text = i.t_with(s.section.key(), &[("count", Arg::Count(s.count as i64))]);
            view! { <li><a href=format!("#{}", s.section.code()) data-section-count=s.section.code() data-count=s.count.to_string()>{text}</a></li> }
        })
        .collect_view();
    let remind = l.remind_days;
    view! {
        <OrderNoteLine code=l.filter_note.map(|n| n.code().to_string())/>
        <ul class="orders-counts">{counts}</ul>
        <ToOrder skus=l.to_order count=l.to_order_count/>
        {l.sections.into_iter().map(|s| view! { <SectionTable s remind/> }).collect_view()}
    }
}

/// The parts to order summed by SKU, and their downloads.
#[component]
fn ToOrder(skus: Vec<oview::ToOrderSku>, count: usize) -> impl IntoView {
    let i = use_i18n();
    let shown = skus.len();
    (!skus.is_empty()).then(|| {
        let rows = skus
            .into_iter()
            .map(|s| view! {
                <tr data-to-order-sku=s.sku.clone()>
                    <td data-label=i.t("product-sku")><a href=href::product(&s.sku)>{s.sku.clone()}</a></td>
                    <td data-label=i.t("stock-result-product")>{s.name.unwrap_or_else(|| "—".into())}</td>
                    <td class="num" data-label=i.t("quote-qty") data-to-order-qty=s.qty.to_string()>{i.count(s.qty)}</td>
                    <td class="num" data-label=i.t("orders-for-orders")>{i.count(s.orders as i64)}</td>
                </tr>
            })
            .collect_view();
        view! {
            <section class="orders-to-order" aria-labelledby="to-order-sum-h">
                <h2 id="to-order-sum-h">{i.t("orders-to-order-sum")}</h2>
                <p class="no-print">
                    <a href=oview::TO_ORDER_CSV download="">{i.t("orders-download-csv")}</a>
                    " · "
                    <a href=oview::TO_ORDER_XLSX download="">{i.t("orders-download-xlsx")}</a>
                </p>
                {(shown < count).then(|| view! {
                    <p class="notice">{i.t_with("orders-to-order-showing", &[("count", Arg::Count(shown as i64)), ("all", Arg::Count(count as i64))])}</p>
                })}
                <table class="stack">
                    <thead>
                        <tr>
                            <th scope="col">{i.t("product-sku")}</th>
                            <th scope="col">{i.t("stock-result-product")}</th>
                            <th scope="col" class="num">{i.t("quote-qty")}</th>
                            <th scope="col" class="num">{i.t("orders-for-orders")}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </section>
        }
    })
}

#[component]
fn SectionTable(s: SectionRows, remind: i64) -> impl IntoView {
    let i = use_i18n();
    let heading = i.t_with(s.section.key(), &[("count", Arg::Count(s.count as i64))]);
    let h_id = format!("{}-h", s.section.code());
    let shown = s.rows.len();
    let late_key = match s.section {
        Section::Awaiting => Some("orders-late-expected"),
        Section::Arrived => Some("orders-late-collect"),
        _ => None,
    };
    let late_text = late_key.map(|k| i.t_with(k, &[("days", Arg::Count(remind))]));
    let body = if shown == 0 {
        view! { <p class="muted">{i.t("orders-none")}</p> }.into_any()
    } else {
        let rows = s
            .rows
            .into_iter()
            .map(|r| view! { <Row r late_text=late_text.clone()/> })
            .collect_view();
        view! {
            {(shown < s.count).then(|| view! {
                <p class="notice">{i.t_with("orders-showing", &[("count", Arg::Count(shown as i64))])}</p>
            })}
            <table class="orders-rows stack" data-section=s.section.code()>
                <thead>
                    <tr>
                        <th scope="col">{i.t("orders-order")}</th>
                        <th scope="col">{i.t("orders-customer")}</th>
                        <th scope="col">{i.t("product-sku")}</th>
                        <th scope="col" class="num">{i.t("quote-qty")}</th>
                        <th scope="col">{i.t("order-state")}</th>
                        <th scope="col"><span class="visually-hidden">{i.t("order-actions")}</span></th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        }
        .into_any()
    };
    view! {
        <section id=s.section.code() aria-labelledby=h_id.clone() class="orders-section">
            <h2 id=h_id.clone()>{heading}</h2>
            {body}
        </section>
    }
}

#[component]
fn Row(r: OrderLineRow, late_text: Option<String>) -> impl IntoView {
    let i = use_i18n();
    let customer = match &r.customer {
        Some(c) => view! { <a href=chref::customer(&c.id)>{c.name.clone()}</a> }.into_any(),
        None => view! { <span class="muted">{i.t("order-customer-deleted")}</span> }.into_any(),
    };
    let can_email = r.customer.as_ref().is_some_and(|c| c.email.is_some());
    let f = LineForms {
        order: r.order_id.clone(),
        pos: r.pos,
        line: r.line.clone(),
        currency: r.currency,
        back: oview::ORDERS.to_string(),
        can_email,
        refund: Minor(0),
        at_collection: None,
        posted: None,
        full: false,
    };
    let late = r
        .late
        .then(|| late_text.map(|t| view! { <span class="badge late" data-late="">{t}</span> }));
    view! {
        <tr data-order-row=r.order_id.clone() data-line-sku=r.line.sku.clone() data-late=r.late.to_string()>
            <td data-label=i.t("orders-order")>
                <a href=oview::order(&r.order_id)>{r.order_id.clone()}</a>
                <br/><span class="small muted">{i.date_time_text(&r.created)}</span>
            </td>
            <td data-label=i.t("orders-customer")>{customer}</td>
            <td data-label=i.t("product-sku")>
                <a href=href::product(&r.line.sku)>{r.line.sku.clone()}</a>
                " " <span class="small">{r.line.name.clone().unwrap_or_default()}</span>
            </td>
            <td class="num" data-label=i.t("quote-qty")>{i.count(r.line.qty)}</td>
            <td data-label=i.t("order-state")>
                <LineStateBadge state=r.line.at()/> {late}
                <br/><LineFacts line=r.line.clone() currency=r.currency/>
            </td>
            <td class="order-actions"><LineSteps f/></td>
        </tr>
    }
}
