//! The special orders' forms: an order made from a quote list for its
//! customer, a line moved on (ordered, arrived, collected, cancelled),
//! the customer told a line arrived (or emailed, when the order says so
//! or staff ask). Plain form posts answered with a redirect to the order
//! and a note (`?onote=`); a refused form is answered with its page
//! rendered from the post, what was typed filled in, so nothing is lost
//! and none of it travels in an address.

use axum::{
    extract::{rejection::FormRejection, Path, State},
    http::{request::Parts, StatusCode},
    response::Response,
    Form,
};

use super::customers::see_other;
use crate::{
    model::{
        order::{
            view::{self, OrderNote, PostedOrder, PostedStep},
            LineState, PayMethod, Step, When,
        },
        prefs::is_browser_id,
    },
    server::{
        customers::stamp,
        orders::{
            emailing::{Emailed, Mailing},
            from_quote,
            operations::LineMove,
            NewOrder, Refused,
        },
        products::PricedQuotes,
        quotes::Owner,
        start::state::AppState,
    },
};

/// A form's fields, a name possibly repeated (the lines chosen).
pub(crate) type Posted = Result<Form<Vec<(String, String)>>, FormRejection>;

fn one<'a>(form: &'a Posted, name: &str) -> &'a str {
    form.as_ref()
        .ok()
        .and_then(|f| f.0.iter().find(|(k, _)| k == name))
        .map(|(_, v)| v.as_str())
        .unwrap_or("")
}

fn all(form: &Posted, name: &str) -> Vec<String> {
    form.as_ref()
        .map(|f| {
            f.0.iter()
                .filter(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
                .collect()
        })
        .unwrap_or_default()
}

/// The note a refusal says.
fn note_of(r: &Refused) -> OrderNote {
    match r {
        Refused::Problem(p) => OrderNote::Problem(*p),
        Refused::NoSuchOrder => OrderNote::NoSuchOrder,
        Refused::NoCustomer => OrderNote::NoCustomer,
        Refused::Limit { .. } => OrderNote::Limit,
        Refused::Unsaved => OrderNote::Busy,
    }
}

fn when(state: &AppState, parts: &Parts) -> When {
    When {
        now: stamp(chrono::Utc::now()),
        today: state
            .customers
            .shop_time
            .today()
            .format("%Y-%m-%d")
            .to_string(),
        by: state.access.actor(parts).who,
    }
}

/// `path` with the note's code added to its query.
fn noted(path: &str, note: OrderNote) -> String {
    let sep = if path.contains('?') { '&' } else { '?' };
    format!("{path}{sep}onote={}", note.code())
}

/// What an order form had typed.
fn posted_order(form: &Posted) -> PostedOrder {
    PostedOrder {
        deposit: one(form, "deposit").chars().take(40).collect(),
        method: one(form, "method").to_string(),
        chosen: all(form, "line"),
        email: one(form, "email") == "1",
        note: None,
    }
}

/// The order form of `quote` again as typed, saying why it was refused.
async fn refused_order(
    state: &AppState,
    parts: &Parts,
    quote: &str,
    note: OrderNote,
    posted: PostedOrder,
) -> Response {
    let path = noted(&view::quote_order(quote), note);
    let posted = PostedOrder {
        note: Some(note),
        ..posted
    };
    super::page_from_post(
        state,
        parts,
        &path,
        StatusCode::UNPROCESSABLE_ENTITY,
        posted,
    )
    .await
}

/// `POST /quotes/{id}/order` (line…, deposit, method, email): the parts
/// chosen ordered for the list's customer with the deposit taken; then
/// the order. Refused: the form again as typed, saying why.
pub async fn create(
    State(state): State<AppState>,
    Path(quote): Path<String>,
    parts: Parts,
    form: Posted,
) -> Response {
    let posted = posted_order(&form);
    let refuse =
        |note: OrderNote, posted: PostedOrder| refused_order(&state, &parts, &quote, note, posted);
    let (Some(owner), true) = (Owner::of(&parts), is_browser_id(&quote)) else {
        return see_other(&crate::model::href::quotes());
    };
    let priced = <PricedQuotes as axum::extract::FromRef<AppState>>::from_ref(&state);
    let view = match priced.money_view(&owner, &quote).await {
        Ok(Some(v)) => v,
        Ok(None) => return see_other(&crate::model::href::quotes()),
        Err(_) => return refuse(OrderNote::Busy, posted).await,
    };
    let customer = match state.customers.of_quote(&quote).await {
        Ok(Some(c)) => c.customer,
        Ok(None) => return refuse(OrderNote::NoCustomer, posted).await,
        Err(_) => return refuse(OrderNote::Busy, posted).await,
    };
    let Some(method) = PayMethod::parse(&posted.method) else {
        let problem = crate::model::order::OrderProblem::DepositText;
        return refuse(OrderNote::Problem(problem), posted).await;
    };
    let lines = from_quote::chosen_lines(&from_quote::draft_lines(&view).lines, &posted.chosen);
    let w = when(&state, &parts);
    let new = NewOrder {
        id: crate::server::orders::new_order_id(),
        customer_id: customer.id,
        quote_id: Some(quote.clone()),
        currency: view
            .shop
            .as_ref()
            .map_or(crate::model::Currency::Gbp, |t| t.currency),
        lines,
        deposit: posted.deposit.clone(),
        method,
        // Asked only where the shop can email them.
        email_on_arrival: posted.email && state.customers.mail_on() && customer.email.is_some(),
        by: w.by,
        now: w.now,
    };
    let actor = state.access.actor(&parts);
    match state.orders.make(&actor, state.access.audit(), new).await {
        Ok(order) => see_other(&view::order_noted(&order.id, OrderNote::Made)),
        Err(r) => refuse(note_of(&r), posted).await,
    }
}

/// The step a line's form asks for.
fn step_of(form: &Posted) -> Option<Step> {
    Some(match LineState::parse(one(form, "step"))? {
        LineState::Ordered => Step::Ordered {
            reference: one(form, "reference").to_string(),
            expected: one(form, "expected").to_string(),
        },
        LineState::Arrived => Step::Arrived {
            place: one(form, "place").to_string(),
        },
        LineState::Collected => Step::Collected,
        LineState::Cancelled => Step::Cancelled {
            reason: one(form, "reason").to_string(),
        },
        LineState::ToOrder => return None,
    })
}

/// A post about one line: the order's id and the line's place from the
/// path, checked, and where to go back to (the order unless `back` says
/// another page of the portal).
struct LinePost {
    id: String,
    pos: usize,
    back: String,
}

fn line_post(id: &str, pos: &str, form: &Posted) -> Option<LinePost> {
    let pos = pos.parse::<usize>().ok().filter(|p| *p < 1_000)?;
    if !view::is_order_id(id) {
        return None;
    }
    let back = crate::server::access::return_to::safe_return(
        Some(one(form, "back")).filter(|b| !b.is_empty()),
    );
    let back = if back == "/" { view::order(id) } else { back };
    Some(LinePost {
        id: id.to_string(),
        pos,
        back,
    })
}

/// `POST /orders/{id}/lines/{pos}` (step, reference, expected, place,
/// reason, back): the line moved on; an arrival emails the customer when
/// the order says so. Back to `back` (the order, or the orders' list).
pub async fn step(
    State(state): State<AppState>,
    Path((id, pos)): Path<(String, String)>,
    parts: Parts,
    form: Posted,
) -> Response {
    let Some(LinePost { id, pos, back }) = line_post(&id, &pos, &form) else {
        return see_other(&noted(view::ORDERS, OrderNote::NoSuchOrder));
    };
    let posted = PostedStep {
        pos,
        step: one(&form, "step").to_string(),
        reference: one(&form, "reference").chars().take(300).collect(),
        expected: one(&form, "expected").chars().take(20).collect(),
        place: one(&form, "place").chars().take(300).collect(),
        reason: one(&form, "reason").chars().take(300).collect(),
    };
    if one(&form, "step") == LineState::Collected.code() {
        // Collecting is a sale: its page takes the payment and invoices.
        return see_other(&crate::model::href::order_collect(&id, &[pos]));
    }
    let Some(step) = step_of(&form) else {
        let note = OrderNote::Problem(crate::model::order::OrderProblem::WrongStep);
        return see_other(&noted(&back, note));
    };
    let asked = LineMove {
        id: &id,
        pos,
        step,
        when: when(&state, &parts),
    };
    let actor = state.access.actor(&parts);
    match state
        .orders
        .move_line(&actor, state.access.audit(), asked, &mailing(&state))
        .await
    {
        Ok((_, Some(emailed))) => see_other(&noted(&back, note_emailed(emailed))),
        Ok((_, None)) => see_other(&noted(&back, OrderNote::Moved)),
        Err(r) => {
            let path = noted(&back, note_of(&r));
            super::page_from_post(
                &state,
                &parts,
                &path,
                StatusCode::UNPROCESSABLE_ENTITY,
                posted,
            )
            .await
        }
    }
}

/// What sending the orders' emails needs, from the portal's state.
fn mailing(state: &AppState) -> Mailing<'_> {
    Mailing {
        customers: &state.customers,
        locales: &state.locales,
        hours: state.shop_details.hours.as_deref(),
        shop: state.shop_details.name.as_deref(),
    }
}

/// The note an email's outcome says.
fn note_emailed(e: Emailed) -> OrderNote {
    match e {
        Emailed::Sent => OrderNote::Emailed,
        Emailed::NoCustomer => OrderNote::NoCustomer,
        Emailed::NoAddress => OrderNote::EmailNoAddress,
        Emailed::Failed => OrderNote::EmailFailed,
    }
}

/// `POST /orders/{id}/lines/{pos}/told` (email, back): the customer was
/// told the line arrived (in person or by phone), or is emailed now
/// (`email=1`).
pub async fn told(
    State(state): State<AppState>,
    Path((id, pos)): Path<(String, String)>,
    parts: Parts,
    form: Posted,
) -> Response {
    let Some(LinePost { id, pos, back }) = line_post(&id, &pos, &form) else {
        return see_other(&noted(view::ORDERS, OrderNote::NoSuchOrder));
    };
    let w = when(&state, &parts);
    if one(&form, "email") == "1" {
        let note = match state.orders.email_now(&id, pos, w, &mailing(&state)).await {
            Ok((_, emailed)) => note_emailed(emailed),
            Err(r) => note_of(&r),
        };
        return see_other(&noted(&back, note));
    }
    let note = match state.orders.told(&id, pos, false, w).await {
        Ok(_) => OrderNote::Told,
        Err(r) => note_of(&r),
    };
    see_other(&noted(&back, note))
}
