//! What staff do from "Back in stock" (and a customer's page): say the
//! customer was told (who and when), put the part on the customer's quote
//! list at today's price (their latest list of this person's, or a new one
//! named for them), opened at the counter, and end the watch ("Done"). Answered with a redirect and a note, as the
//! other customer forms are.

use axum::{
    extract::FromRef as _,
    extract::{Path, State},
    http::request::Parts,
    response::Response,
};

use super::{
    customers::{back_to, said},
    quote_form::{back, not_signed_in, owner_or_new, set_open},
};
use crate::{
    model::{
        customer::{CustomerNote, WatchRow},
        href,
        outcome::Outcome,
        quote::Note,
    },
    server::{
        access::return_to::safe_return, http::typed_form::TypedForm, products::PricedQuotes,
        quotes::Owner, start::state::AppState,
    },
};
use serde::Deserialize;

/// A watch's forms: the page to go back to.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct BackForm {
    back: String,
}

/// What a watch's form does to it.
#[derive(Debug, Clone, Copy)]
enum WatchStep {
    /// The customer was told.
    Contacted,
    /// The watch ends.
    Done,
}

/// A step on one watch (its id from the path) as the request's person,
/// answered with a redirect to the form's `back` and the step's note.
async fn step_watch(
    state: &AppState,
    id: &str,
    parts: &Parts,
    back: &str,
    step: WatchStep,
) -> Response {
    let back = safe_return(Some(back));
    let Ok(id) = id.parse::<i64>() else {
        return back_to(&back, CustomerNote::NoSuchWatch);
    };
    let by = state.access.actor(parts).who;
    let done = match step {
        WatchStep::Contacted => state.customers.watch_contacted(id, by).await,
        WatchStep::Done => state.customers.end_watch(id, by).await,
    };
    back_to(&back, said(done))
}

/// `POST /watches/{id}/contacted` (back): the customer was told.
pub async fn contacted(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
    TypedForm(form): TypedForm<BackForm>,
) -> Response {
    step_watch(&state, &id, &parts, &form.back, WatchStep::Contacted).await
}

/// `POST /watches/{id}/done` (back): the watch ends (the sale was made,
/// or the customer no longer wants the part).
pub async fn done(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
    TypedForm(form): TypedForm<BackForm>,
) -> Response {
    step_watch(&state, &id, &parts, &form.back, WatchStep::Done).await
}

/// `POST /watches/{id}/quote` (back): the watched part, in the quantity
/// wanted, on the customer's quote list; the list opened at the counter.
pub async fn to_quote(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
    TypedForm(form): TypedForm<BackForm>,
) -> Response {
    let from = safe_return(Some(&form.back));
    let watch = match id.parse::<i64>() {
        Ok(id) => state.customers.open_watch(id).await,
        Err(_) => Ok(None),
    };
    let w = match watch {
        Ok(Some(w)) => w,
        Ok(None) => return back_to(&from, CustomerNote::NoSuchWatch),
        Err(_) => return back_to(&from, CustomerNote::Busy),
    };
    let Some((owner, new_browser)) = owner_or_new(&state, &parts) else {
        return not_signed_in();
    };
    let list = match their_list(&state, &owner, &w, state.access.actor(&parts).who).await {
        Ok(Outcome::Done(list)) => list,
        Ok(Outcome::Refused(n)) => return back(&state, &from, n, new_browser),
        Err(()) => return back_to(&from, CustomerNote::Busy),
    };
    let priced = PricedQuotes::from_ref(&state);
    let note = match priced.add(&owner, &list, &w.sku, w.qty).await {
        Ok(Outcome::Done(n)) | Ok(Outcome::Refused(n)) => n,
        Err(_) => Note::Busy,
    };
    let resp = back(
        &state,
        &href::quote_at_line(&list, &w.sku),
        note,
        new_browser,
    );
    set_open(&state, resp, Some(&list))
}

/// The customer's latest list of this person's, or a new one named for
/// them and made for them.
async fn their_list(
    state: &AppState,
    owner: &Owner,
    w: &WatchRow,
    by: Option<String>,
) -> Result<Outcome<String, Note>, ()> {
    let heads = state.quotes.heads(owner).await.map_err(|_| ())?;
    let named = state
        .customers
        .name_lists(owner, heads)
        .await
        .map_err(|_| ())?;
    let theirs = named.into_iter().find(|h| {
        h.for_customer
            .as_ref()
            .is_some_and(|c| c.id == w.customer.id)
    });
    if let Some(h) = theirs {
        return Ok(Outcome::Done(h.id));
    }
    // Named as a quote started from their page is: in their language.
    let name = state.customers.quote_name(&w.customer).await;
    let list = match state.quotes.create(owner, name).await.map_err(|_| ())? {
        Outcome::Done(list) => list,
        Outcome::Refused(n) => return Ok(Outcome::Refused(n)),
    };
    let linked = state
        .customers
        .set_quote(&list, Some(w.customer.id.clone()), None, by)
        .await;
    match linked {
        Ok(Outcome::Done(_)) => Ok(Outcome::Done(list)),
        _ => Err(()),
    }
}
