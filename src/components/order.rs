//! Special orders' pieces the orders' pages share: what a change said,
//! a line's state, the forms that move a line on (ordered with its
//! reference and expected day, arrived and where it is kept, the customer
//! told or emailed, collected, or cancelled with a reason and what goes
//! back), and the header's link with how many lines wait. Plain forms:
//! no island.

use leptos::prelude::*;

use crate::{
    api::orders::orders_waiting,
    components::i18n::{use_i18n, Arg},
    model::{
        href,
        order::{
            view::{self as oview, OrderNote, PostedStep},
            LineEmail, LineState, OrderLine,
        },
        quote::Minor,
        Currency,
    },
};

/// What a change said (`?onote=`); an unknown code says nothing.
#[component]
pub fn OrderNoteLine(code: Option<String>) -> impl IntoView {
    let note = code.as_deref().and_then(OrderNote::parse);
    note.map(|n| {
        let (class, role) = if n.is_done() {
            ("form-note done", "status")
        } else {
            ("form-note problem", "alert")
        };
        let message = use_i18n().t(n.key());
        view! { <p class=class role=role data-onote=n.code()>{message}</p> }
    })
}

/// A line's state in words, marked for styling.
#[component]
pub fn LineStateBadge(state: LineState) -> impl IntoView {
    let i = use_i18n();
    view! {
        <span class=format!("order-state order-state-{}", state.code()) data-line-state=state.code()>
            {i.t(state.key())}
        </span>
    }
}

/// Where a line stands beyond its state: its reference and expected day,
/// where it is kept and whether the customer was told, who collected it,
/// or why it was cancelled and what went back.
#[component]
pub fn LineFacts(line: OrderLine, currency: Currency) -> impl IntoView {
    let i = use_i18n();
    let mut facts: Vec<String> = Vec::new();
    if let Some(r) = &line.reference {
        facts.push(i.t_with("order-line-reference", &[("reference", Arg::Text(r))]));
    }
    if let Some(d) = &line.expected {
        facts.push(i.t_with(
            "order-line-expected",
            &[("day", Arg::Text(&i.date_text(Some(d))))],
        ));
    }
    if let Some(at) = &line.arrived_at {
        facts.push(i.t_with(
            "order-line-arrived",
            &[("time", Arg::Text(&i.date_time_text(at)))],
        ));
    }
    if let Some(p) = &line.place {
        facts.push(i.t_with("order-line-place", &[("place", Arg::Text(p))]));
    }
    if let Some(at) = &line.told_at {
        let by = line.told_by.clone().unwrap_or_else(|| "—".into());
        let key = if line.told_email {
            "order-line-emailed"
        } else {
            "order-line-told"
        };
        facts.push(i.t_with(
            key,
            &[
                ("time", Arg::Text(&i.date_time_text(at))),
                ("by", Arg::Text(&by)),
            ],
        ));
    }
    match line.email {
        LineEmail::Sending => facts.push(i.t("order-line-email-sending")),
        LineEmail::Failed => facts.push(i.t("order-line-email-failed")),
        LineEmail::Idle => {}
    }
    if let Some(at) = &line.collected_at {
        let by = line.collected_by.clone().unwrap_or_else(|| "—".into());
        facts.push(i.t_with(
            "order-line-collected",
            &[
                ("time", Arg::Text(&i.date_time_text(at))),
                ("by", Arg::Text(&by)),
            ],
        ));
    }
    if let Some(reason) = &line.reason {
        let refund = i.money(currency, Some(line.refund.unwrap_or_default()));
        let fee = i.money(currency, Some(line.fee.unwrap_or_default()));
        facts.push(i.t_with(
            "order-line-cancelled",
            &[
                ("reason", Arg::Text(reason)),
                ("refund", Arg::Text(&refund)),
                ("fee", Arg::Text(&fee)),
            ],
        ));
    }
    (!facts.is_empty())
        .then(|| view! { <span class="order-line-facts small muted">{facts.join(" · ")}</span> })
}

/// Where a line's forms come back to, and what they know of the order.
#[derive(Debug, Clone)]
pub struct LineForms {
    pub order: String,
    pub pos: usize,
    pub line: OrderLine,
    pub currency: Currency,
    /// The page the forms return to.
    pub back: String,
    /// The shop can email, and the customer has an address.
    pub can_email: bool,
    /// What the cancel form gives back for this line.
    pub refund: Minor,
    /// What the customer pays when they collect it (the order's page).
    pub at_collection: Option<Minor>,
    /// A refused change to this line, as typed.
    pub posted: Option<PostedStep>,
    /// The full forms (the order's page), or one button each (the list).
    pub full: bool,
}

/// The hidden fields of a step's form: which step, and where to go back.
fn step_fields(step: &'static str, back: String) -> impl IntoView {
    view! {
        <input type="hidden" name="step" value=step/>
        <input type="hidden" name="back" value=back/>
    }
}

/// The forms that move a line on from where it is.
#[component]
pub fn LineSteps(f: LineForms) -> impl IntoView {
    let i = use_i18n();
    let action = oview::order_line(&f.order, f.pos);
    let posted = f
        .posted
        .clone()
        .filter(|p| p.pos == f.pos)
        .unwrap_or_default();
    let id = |what: &str| format!("l{}-{what}", f.pos);
    let next = match f.line.at() {
        LineState::ToOrder if f.full => view! {
            <form method="post" action=action.clone() class="order-step">
                {step_fields("ordered", f.back.clone())}
                <label for=id("ref")>{i.t("order-reference")}</label>
                <input id=id("ref") name="reference" maxlength="200" value=posted.reference.clone() autocomplete="off"/>
                <label for=id("exp")>{i.t("order-expected")}</label>
                <input id=id("exp") name="expected" type="date" value=posted.expected.clone()/>
                <button type="submit" class="btn small">{i.t("order-mark-ordered")}</button>
            </form>
        }
        .into_any(),
        LineState::Ordered => view! {
            <form method="post" action=action.clone() class="order-step">
                {step_fields("arrived", f.back.clone())}
                {f.full.then(|| view! {
                    <label for=id("place")>{i.t("order-place")}</label>
                    <input id=id("place") name="place" maxlength="200" value=posted.place.clone() autocomplete="off"/>
                })}
                <button type="submit" class="btn small">{i.t("order-mark-arrived")}</button>
            </form>
        }
        .into_any(),
        LineState::Arrived => view! { <ArrivedForms f=f.clone()/> }.into_any(),
        _ => ().into_any(),
    };
    let cancel =
        (f.full && !f.line.at().is_done()).then(|| view! { <CancelForm f=f.clone() posted/> });
    view! { <div class="order-steps no-print">{next}{cancel}</div> }
}

/// An arrived line: the customer told (or emailed now), and collected on
/// the collection page (its sale and invoice).
#[component]
fn ArrivedForms(f: LineForms) -> impl IntoView {
    let i = use_i18n();
    let told_action = oview::order_line_told(&f.order, f.pos);
    let untold = f.line.told_at.is_none();
    let collect = match f.at_collection {
        Some(m) => i.t_with(
            "order-mark-collected-taking",
            &[("amount", Arg::Text(&i.money(f.currency, Some(m))))],
        ),
        None => i.t("order-mark-collected"),
    };
    view! {
        {untold.then(|| view! {
            <form method="post" action=told_action.clone() class="inline">
                <input type="hidden" name="back" value=f.back.clone()/>
                <button type="submit" class="btn small secondary">{i.t("order-mark-told")}</button>
            </form>
            {f.can_email.then(|| view! {
                " "
                <form method="post" action=told_action.clone() class="inline">
                    <input type="hidden" name="back" value=f.back.clone()/>
                    <input type="hidden" name="email" value="1"/>
                    <button type="submit" class="btn small secondary">{i.t("order-email-now")}</button>
                </form>
            })}
            " "
        })}
        <a class="btn small" href=href::order_collect(&f.order, &[f.pos]) data-collect-line=f.pos.to_string()>{collect}</a>
    }
}

/// Cancelling a line: why, and what goes back.
#[component]
fn CancelForm(f: LineForms, posted: PostedStep) -> impl IntoView {
    let i = use_i18n();
    let refund = i.money(f.currency, Some(f.refund));
    let open = posted.step == "cancelled";
    let reason_id = format!("l{}-reason", f.pos);
    view! {
        <details class="order-cancel" open=open>
            <summary>{i.t("order-cancel-line")}</summary>
            <form method="post" action=oview::order_line(&f.order, f.pos) class="order-step">
                {step_fields("cancelled", f.back.clone())}
                <p class="small">{i.t_with("order-cancel-refund", &[("refund", Arg::Text(&refund))])}</p>
                <label for=reason_id.clone()>{i.t("order-cancel-reason")}</label>
                <input id=reason_id name="reason" maxlength="200" required value=posted.reason/>
                <button type="submit" class="btn small danger">{i.t("order-cancel-confirm")}</button>
            </form>
        </details>
    }
}

/// "Orders" in the header, with how many lines wait for the shop.
#[component]
pub fn OrdersLink() -> impl IntoView {
    let count = Resource::new(|| (), |_| orders_waiting());
    let i = use_i18n();
    view! {
        <a href=oview::ORDERS class="orders-link">
            {i.t("nav-orders")}
            <Suspense fallback=|| ()>
                {move || Suspend::new(async move {
                    match count.await {
                        Ok(n) if n > 0 => Some(view! {
                            " " <span
                                class="count-badge"
                                data-orders-count=n.to_string()
                                aria-label=i.t_with("nav-orders-count", &[("count", Arg::Count(n as i64))])
                            >{i.count(n as i64)}</span>
                        }),
                        _ => None,
                    }
                })}
            </Suspense>
        </a>
    }
}
