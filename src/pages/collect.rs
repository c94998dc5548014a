//! `/orders/{id}/collect`: a special order's parts handed over as a sale.
//! Its lines waiting to be collected, ticked to hand over (a plain GET
//! form works out what is due for those ticked), each with its share of
//! the deposit; the totals, the deposit paid before and what is left to
//! pay now; the payment form as the sale page's. Posting makes the
//! invoice (`server/http/routes/collect.rs`); works without JavaScript.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_params_map, use_query_map};

use crate::{
    api::sales::collect_form,
    components::{
        errors::page_error,
        i18n::{use_i18n, Arg},
    },
    model::{
        customer::href as chref,
        href,
        order::view as oview,
        sale::{
            collect::{CollectDraft, CollectDraftLine},
            view::PostedSale,
        },
        AppError, Currency,
    },
    pages::{
        not_found::{Missing, MissingThing},
        sale::{refusal, PaymentFields, SaleTotals},
    },
};

#[component]
pub fn CollectPage() -> impl IntoView {
    let params = use_params_map();
    let query = use_query_map();
    let id = params.with_untracked(|p| p.get("id").unwrap_or_default());
    let lines = query.with_untracked(|q| q.get_all("line").unwrap_or_default().join(","));
    let draft = Resource::new(
        move || (id.clone(), lines.clone()),
        |(o, l)| collect_form(o, l),
    );
    view! {
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                match draft.await {
                    Ok(d) => view! { <CollectBody d/> }.into_any(),
                    Err(AppError::NotFound(_)) => view! {
                        <MissingThing what=Missing::Order echo=String::new()/>
                    }
                    .into_any(),
                    Err(e) => page_error(e),
                }
            })}
        </Suspense>
    }
}

#[component]
fn CollectBody(d: CollectDraft) -> impl IntoView {
    let i = use_i18n();
    let posted = use_context::<PostedSale>();
    let c = d.currency;
    let title = i.t_with("collect-title", &[("order", Arg::Text(&d.order_id))]);
    let customer = d.customer_name.clone().map(|name| {
        view! { <p class="order-customer">{i.t("quote-for")} " " <a href=chref::customer(&d.customer_id)>{name}</a></p> }
    });
    let before = (!d.invoiced.is_empty()).then(|| {
        let links = d
            .invoiced
            .iter()
            .map(|l| view! { " " <a href=href::sale(l.id)>{l.number.clone()}</a> })
            .collect_view();
        view! { <p class="form-note" role="status" data-collected-before="">{i.t("collect-before")}{links}</p> }
    });
    let body = if d.lines.is_empty() {
        view! { <p class="form-note" role="status" data-collect-none="">{i.t("collect-waiting-none")}</p> }
            .into_any()
    } else {
        view! {
            <ChooseLines d=d.clone()/>
            <CollectMoney d=d.clone()/>
            {(!d.chosen().is_empty()).then(|| view! { <CollectForm d=d.clone() posted=posted.clone()/> })}
        }
        .into_any()
    };
    view! {
        <Title text=title.clone()/>
        <h1 data-collect-order=d.order_id.clone()>{title}</h1>
        {customer}
        {before}
        {refusal(i, &posted, c)}
        {body}
        <p class="no-print"><a href=oview::order(&d.order_id)>{i.t("collect-back")}</a></p>
    }
}

/// The lines waiting, ticked to hand over: a GET form working out what
/// the ticked ones leave to pay.
#[component]
fn ChooseLines(d: CollectDraft) -> impl IntoView {
    let i = use_i18n();
    let c = d.currency;
    let rows = d
        .lines
        .into_iter()
        .map(|l| view! { <LineRow l c/> })
        .collect_view();
    view! {
        <form method="get" action=href::order_collect(&d.order_id, &[]) class="collect-choose">
            <table class="order-lines stack">
                <caption>{i.t("collect-choose")}</caption>
                <thead>
                    <tr>
                        <th scope="col">{i.t("collect-col-take")}</th>
                        <th scope="col">{i.t("product-sku")}</th>
                        <th scope="col">{i.t("stock-result-product")}</th>
                        <th scope="col" class="num">{i.t("quote-qty")}</th>
                        <th scope="col" class="num">{i.t("quote-line-shop")}</th>
                        <th scope="col" class="num">{i.t("collect-col-share")}</th>
                        <th scope="col" class="num">{i.t("collect-due")}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            <p><button type="submit" class="btn secondary small">{i.t("collect-update")}</button></p>
        </form>
    }
}

#[component]
fn LineRow(l: CollectDraftLine, c: Currency) -> impl IntoView {
    let i = use_i18n();
    let line = l.line;
    let id = format!("take-{}", line.pos);
    let now = crate::model::order::at_collection(line.value, line.share);
    view! {
        <tr data-collect-line=line.pos.to_string() data-chosen=l.chosen.then_some("")>
            <td data-label=i.t("collect-col-take")>
                <input type="checkbox" id=id.clone() name="line" value=line.pos.to_string() checked=l.chosen/>
                <label for=id class="visually-hidden">{i.t_with("collect-take-line", &[("sku", Arg::Text(&line.sku))])}</label>
            </td>
            <td data-label=i.t("product-sku")>{line.sku.clone()}</td>
            <td data-label=i.t("stock-result-product")>
                {line.name.clone()}
                {l.place.map(|p| view! { <br/><span class="muted small">{i.t("order-place")} ": " {p}</span> })}
            </td>
            <td class="num" data-label=i.t("quote-qty")>{i.count(line.qty)}</td>
            <td class="num" data-label=i.t("quote-line-shop")>{i.money(c, Some(line.value))}</td>
            <td class="num" data-label=i.t("collect-col-share")>{i.money(c, Some(line.share))}</td>
            <td class="num" data-label=i.t("collect-due")>{i.money(c, Some(now))}</td>
        </tr>
    }
}

/// The ticked lines' totals, the deposit paid before and what is due.
#[component]
fn CollectMoney(d: CollectDraft) -> impl IntoView {
    let i = use_i18n();
    let c = d.currency;
    let method = i.t(d.deposit_method.key());
    let deposit = i.t_with(
        "collect-deposit",
        &[
            ("day", Arg::Text(&i.date_time_text(&d.deposit_at))),
            ("method", Arg::Text(&method)),
        ],
    );
    view! {
        <SaleTotals m=d.money c/>
        <dl class="order-money sale-money">
            <dt>{deposit}</dt>
            <dd class="num">{i.money(c, Some(crate::model::quote::Minor(-d.deposit.0)))}</dd>
            <dt><strong>{i.t("collect-due")}</strong></dt>
            <dd class="num"><strong data-collect-due=d.due.0.to_string()>{i.money(c, Some(d.due))}</strong></dd>
        </dl>
    }
}

/// The payment for what is due (nothing due: hand over), with the lines
/// ticked.
#[component]
fn CollectForm(d: CollectDraft, posted: Option<PostedSale>) -> impl IntoView {
    let i = use_i18n();
    let typed = posted.unwrap_or_default();
    // A refused form keeps its own token: sent again, it is the same sale.
    let token = Some(typed.token.clone())
        .filter(|t| !t.is_empty())
        .unwrap_or(d.token.clone());
    let chosen = d.chosen();
    let lines = chosen
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let pay = if d.due.0 > 0 {
        view! { <PaymentFields total=d.due c=d.currency typed/> }.into_any()
    } else {
        view! {
            <p><button type="submit" class="btn" data-take-payment="">{i.t("collect-nothing-due")}</button></p>
        }
        .into_any()
    };
    view! {
        <form method="post" action=href::order_collect(&d.order_id, &[]) class="sale-pay">
            <input type="hidden" name="token" value=token/>
            <input type="hidden" name="lines" value=lines/>
            {pay}
        </form>
    }
}
