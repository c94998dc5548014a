//! `/orders/{id}`: one special order: its customer, when and by whom it
//! was made, the deposit taken, each line with where it stands and the
//! forms that move it on, the money (total, deposit, refunds, balance
//! due) and its receipt. And `/quotes/{id}/order`: the form that orders a
//! quote's parts for its customer with a deposit.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_params_map, use_query_map};

use crate::{
    api::orders::{order_new_form, order_page},
    components::{
        errors::page_error,
        i18n::{use_i18n, Arg},
        order::{LineFacts, LineForms, LineStateBadge, LineSteps, OrderNoteLine},
    },
    model::{
        customer::href as chref,
        href,
        order::{
            at_collection, deposit_shares, refund_of,
            view::{self as oview, OrderDraft, OrderView, PostedOrder, PostedStep},
            LineState, PayMethod,
        },
        pricing::{parse_rate, Rate, HUNDRED_PERCENT},
        AppError,
    },
    pages::not_found::{Missing, MissingThing},
};

#[component]
pub fn OrderPage() -> impl IntoView {
    let params = use_params_map();
    let id = Memo::new(move |_| params.read().get("id").unwrap_or_default());
    let order = Resource::new(move || id.get(), order_page);
    let query = use_query_map();
    view! {
        <OrderNoteLine code=query.with_untracked(|m| m.get("onote"))/>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                match order.await {
                    Ok(o) => view! { <OrderBody o/> }.into_any(),
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
fn OrderBody(o: OrderView) -> impl IntoView {
    let i = use_i18n();
    let c = o.currency;
    let title = i.t_with("order-title", &[("order", Arg::Text(&o.id))]);
    let made = i.t_with(
        "order-made",
        &[
            ("time", Arg::Text(&i.date_time_text(&o.created))),
            ("by", Arg::Text(o.created_by.as_deref().unwrap_or("—"))),
        ],
    );
    let deposit = i.t_with(
        "order-deposit-taken",
        &[
            ("amount", Arg::Text(&i.money(c, Some(o.deposit)))),
            ("method", Arg::Text(&i.t(o.method.key()))),
        ],
    );
    let customer = match &o.customer {
        Some(h) => view! {
            <p class="order-customer">
                {i.t("quote-for")} " " <a href=chref::customer(&h.id)>{h.name.clone()}</a>
                <span class="muted">{format!(" · {}", h.contact())}</span>
            </p>
        }
        .into_any(),
        None => {
            view! { <p class="order-customer muted">{i.t("order-customer-deleted")}</p> }.into_any()
        }
    };
    let can_email = o.mail_on && o.customer.as_ref().is_some_and(|h| h.email.is_some());
    let tell = if o.email_on_arrival && can_email {
        i.t("order-tell-email")
    } else {
        i.t("order-tell-staff")
    };
    let m = o.money;
    view! {
        <Title text=title.clone()/>
        <h1 data-order-id=o.id.clone()>{title}</h1>
        {customer}
        <p class="muted small">{made}</p>
        <p>{deposit}</p>
        <p class="muted small">{tell}</p>
        <p class="no-print">
            <a class="btn secondary" href=oview::order_receipt(&o.id) target="_blank">{i.t("order-receipt")}</a>
            {o.quote_id.clone().map(|q| view! { " " <a href=href::quote(&q)>{i.t("order-quote")}</a> })}
            " " <a href=oview::ORDERS>{i.t("order-all-orders")}</a>
        </p>
        <OrderLinesTable o=o.clone() can_email/>
        {o.lines.iter().any(|l| l.at() == LineState::Arrived).then(|| view! {
            <p class="no-print">
                <a class="btn" href=href::order_collect(&o.id, &[]) data-collect-all="">{i.t("order-collect-all")}</a>
            </p>
        })}
        <OrderMoney m c/>
    }
}

/// The order's lines, each with where it stands and its forms.
#[component]
fn OrderLinesTable(o: OrderView, can_email: bool) -> impl IntoView {
    let i = use_i18n();
    let c = o.currency;
    let restock = parse_rate(&o.restock, Rate(HUNDRED_PERCENT)).unwrap_or(Rate(0));
    let shares = deposit_shares(&o.lines, o.deposit);
    let posted = use_context::<PostedStep>();
    let back = oview::order(&o.id);
    let rows = o
        .lines
        .iter()
        .enumerate()
        .map(|(pos, l)| {
            let share = shares[pos];
            let refund = refund_of(share, l.value(), restock, l.at() >= LineState::Ordered).refund;
            let f = LineForms {
                order: o.id.clone(),
                pos,
                line: l.clone(),
                currency: c,
                back: back.clone(),
                can_email,
                refund,
                at_collection: Some(at_collection(l.value(), share)),
                posted: posted.clone(),
                full: true,
            };
            view! {
                <tr data-order-line=pos.to_string() data-line-sku=l.sku.clone()>
                    <td data-label=i.t("product-sku")><a href=href::product(&l.sku)>{l.sku.clone()}</a></td>
                    <td data-label=i.t("stock-result-product")>
                        {l.name.clone().unwrap_or_else(|| "—".into())}
                        <br/><LineFacts line=l.clone() currency=c/>
                    </td>
                    <td class="num" data-label=i.t("quote-qty")>{i.count(l.qty)}</td>
                    <td class="num" data-label=i.t("quote-line-shop")>{i.money(c, Some(l.value()))}</td>
                    <td data-label=i.t("order-state")><LineStateBadge state=l.at()/></td>
                    <td class="order-actions"><LineSteps f/></td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="order-lines stack">
            <thead>
                <tr>
                    <th scope="col">{i.t("product-sku")}</th>
                    <th scope="col">{i.t("stock-result-product")}</th>
                    <th scope="col" class="num">{i.t("quote-qty")}</th>
                    <th scope="col" class="num">{i.t("quote-line-shop")}</th>
                    <th scope="col">{i.t("order-state")}</th>
                    <th scope="col"><span class="visually-hidden">{i.t("order-actions")}</span></th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// The order's money: its total, then the deposit, what was paid at
/// collection, refunded and kept where not zero, the balance due (or
/// owed back), and the sum that makes it, as on the receipt
/// (`model::order::money`).
#[component]
fn OrderMoney(m: crate::model::order::Balance, c: crate::model::Currency) -> impl IntoView {
    use crate::model::order::money::{money_rows, money_sum, sum_said};
    let i = use_i18n();
    let rows = money_rows(&m)
        .into_iter()
        .map(|r| {
            let (label, amount) = (i.t(r.key), i.money(c, Some(r.amount)));
            if r.strong {
                view! {
                    <dt><strong>{label}</strong></dt>
                    <dd data-order-due=m.due.0.to_string()><strong>{amount}</strong></dd>
                }
                .into_any()
            } else if r.key == "receipt-total" {
                view! { <dt>{label}</dt><dd data-order-total=m.total.0.to_string()>{amount}</dd> }
                    .into_any()
            } else {
                view! { <dt>{label}</dt><dd data-money-row=r.key>{amount}</dd> }.into_any()
            }
        })
        .collect_view();
    let sum = sum_said(&money_sum(&m), |key, amount| {
        i.t_with(key, &[("amount", Arg::Text(&i.money(c, Some(amount))))])
    });
    view! {
        <dl class="order-money">{rows}</dl>
        <p class="order-money-sum small muted" data-order-sum="">{sum}</p>
    }
}

/// `/quotes/{id}/order`.
#[component]
pub fn OrderNewPage() -> impl IntoView {
    let params = use_params_map();
    let id = Memo::new(move |_| params.read().get("id").unwrap_or_default());
    let draft = Resource::new(move || id.get(), order_new_form);
    view! {
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                match draft.await {
                    Ok(d) => view! { <OrderForm d/> }.into_any(),
                    Err(AppError::NotFound(_)) => view! {
                        <MissingThing what=Missing::Quote echo=String::new()/>
                    }
                    .into_any(),
                    Err(e) => page_error(e),
                }
            })}
        </Suspense>
    }
}

#[component]
fn OrderForm(d: OrderDraft) -> impl IntoView {
    let i = use_i18n();
    let posted = use_context::<PostedOrder>();
    let note = posted
        .as_ref()
        .and_then(|p| p.note)
        .map(|n| n.code().to_string());
    let title = i.t_with("order-new-title", &[("name", Arg::Text(&d.quote_name))]);
    let Some(customer) = d.customer.clone() else {
        return view! {
            <Title text=title.clone()/>
            <h1>{title}</h1>
            <p class="form-note problem" role="alert" data-onote="no-customer">{i.t("order-note-no-customer")}</p>
            <p><a class="btn" href=href::quote(&d.quote_id)>{i.t("order-back-to-quote")}</a></p>
        }
        .into_any();
    };
    let c = d.currency;
    // A sale's short parts arrive ticked alone (`?line=`); else all.
    let asked = use_query_map().with_untracked(|q| q.get_all("line").unwrap_or_default());
    let chosen = |sku: &str| match &posted {
        Some(p) => p.chosen.iter().any(|s| s == sku),
        None => asked.is_empty() || asked.iter().any(|s| s == sku),
    };
    let method = posted
        .as_ref()
        .and_then(|p| PayMethod::parse(&p.method))
        .unwrap_or(PayMethod::Card);
    let email = posted.as_ref().is_none_or(|p| p.email);
    let can_email = d.mail_on && customer.email.is_some();
    let deposit_typed = posted
        .as_ref()
        .map(|p| p.deposit.clone())
        .unwrap_or_default();
    let default_said = i.t_with(
        "order-deposit-default",
        &[
            ("rate", Arg::Text(&d.default_rate)),
            ("amount", Arg::Text(&i.money(c, Some(d.default_deposit)))),
        ],
    );
    let chosen: Vec<bool> = d.lines.iter().map(|l| chosen(&l.sku)).collect();
    view! {
        <Title text=title.clone()/>
        <h1>{title}</h1>
        <OrderNoteLine code=note/>
        <p class="order-customer">{i.t("quote-for")} " " <a href=chref::customer(&customer.id)>{customer.name.clone()}</a>
            <span class="muted">{format!(" · {}", customer.contact())}</span></p>
        {(d.left_out > 0).then(|| view! {
            <p class="muted small">{i.t_with("order-left-out", &[("count", Arg::Count(d.left_out as i64))])}</p>
        })}
        <form method="post" action=oview::quote_order(&d.quote_id) class="order-new">
            <DraftLines lines=d.lines.clone() chosen c/>
            <p class="order-total">{i.t("receipt-total")} " " <strong data-draft-total=d.total.0.to_string()>{i.money(c, Some(d.total))}</strong></p>
            <DepositFields typed=deposit_typed hint=default_said method email=can_email.then_some(email)/>
            <p><button type="submit" class="btn">{i.t("order-take-deposit")}</button></p>
        </form>
    }
    .into_any()
}

/// The quote's parts the order may take, each ticked unless a refused
/// form had it unticked.
#[component]
fn DraftLines(
    lines: Vec<crate::model::order::view::DraftLine>,
    chosen: Vec<bool>,
    c: crate::model::Currency,
) -> impl IntoView {
    let i = use_i18n();
    let rows = lines
        .iter()
        .enumerate()
        .map(|(n, l)| {
            let box_id = format!("ol-{n}");
            view! {
                <tr>
                    <td><input type="checkbox" id=box_id.clone() name="line" value=l.sku.clone() checked=chosen.get(n).copied().unwrap_or(true)/></td>
                    <td data-label=i.t("product-sku")><label for=box_id>{l.sku.clone()}</label></td>
                    <td data-label=i.t("stock-result-product")>
                        {l.name.clone().unwrap_or_else(|| "—".into())}
                        {l.ours.as_ref().map(|o| view! { <br/>{crate::components::products::ours_chip(i, o)} })}
                    </td>
                    <td class="num" data-label=i.t("quote-qty")>{i.count(l.qty)}</td>
                    <td class="num" data-label=i.t("price-shop")>{i.money(c, Some(l.unit))}</td>
                    <td class="num" data-label=i.t("quote-line-shop")>{i.money(c, Some(l.amount))}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
            <table class="order-lines stack">
                <thead>
                    <tr>
                        <th scope="col"><span class="visually-hidden">{i.t("order-choose")}</span></th>
                        <th scope="col">{i.t("product-sku")}</th>
                        <th scope="col">{i.t("stock-result-product")}</th>
                        <th scope="col" class="num">{i.t("quote-qty")}</th>
                        <th scope="col" class="num">{i.t("price-shop")}</th>
                        <th scope="col" class="num">{i.t("quote-line-shop")}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
    }
}

/// The deposit typed (empty: the shop's share, said in `hint`), how it was
/// paid, and whether to email the customer when a part arrives (`None`:
/// the shop cannot email them).
#[component]
fn DepositFields(
    typed: String,
    hint: String,
    method: PayMethod,
    email: Option<bool>,
) -> impl IntoView {
    let i = use_i18n();
    view! {
            <div class="field">
                <label for="o-deposit">{i.t("order-deposit")}</label>
                <input id="o-deposit" name="deposit" value=typed maxlength="40" inputmode="decimal" autocomplete="off" aria-describedby="o-deposit-hint"/>
                <p id="o-deposit-hint" class="muted small">{hint}</p>
            </div>
            <fieldset class="field">
                <legend>{i.t("order-method")}</legend>
                {PayMethod::ALL.into_iter().map(|m| view! {
                    <label class="check"><input type="radio" name="method" value=m.code() checked=m == method/> " " {i.t(m.key())}</label>
                }).collect_view()}
            </fieldset>
            {email.map(|email| view! {
                <label class="check"><input type="checkbox" name="email" value="1" checked=email/> " " {i.t("order-email-on-arrival")}</label>
            })}
    }
}
