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
    quote_form::{back, field, not_signed_in, owner_or_new, set_open, Fields},
};
use crate::{
    model::{
        customer::{CustomerNote, WatchRow},
        href,
        outcome::Outcome,
        quote::Note,
        AppError,
    },
    server::{
        access::return_to::safe_return, customers::CustomerOutcome, products::PricedQuotes,
        quotes::Owner, start::state::AppState,
    },
};

/// A change to one watch (its id from the path), answered with a redirect
/// to the form's `back` and the change's note.
async fn on_watch<Fut>(id: &str, form: &Fields, change: impl FnOnce(i64) -> Fut) -> Response
where
    Fut: std::future::Future<Output = Result<CustomerOutcome, AppError>>,
{
    let back = safe_return(Some(field(form, "back")));
    let Ok(id) = id.parse::<i64>() else {
        return back_to(&back, CustomerNote::NoSuchWatch);
    };
    back_to(&back, said(change(id).await))
}

/// `POST /watches/{id}/contacted` (back): the customer was told.
pub async fn contacted(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
    form: Fields,
) -> Response {
    let by = state.access.actor(&parts).who;
    on_watch(&id, &form, |id| state.customers.watch_contacted(id, by)).await
}

/// `POST /watches/{id}/done` (back): the watch ends (the sale was made,
/// or the customer no longer wants the part).
pub async fn done(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
    form: Fields,
) -> Response {
    let by = state.access.actor(&parts).who;
    on_watch(&id, &form, |id| state.customers.end_watch(id, by)).await
}

/// `POST /watches/{id}/quote` (back): the watched part, in the quantity
/// wanted, on the customer's quote list; the list opened at the counter.
pub async fn to_quote(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
    form: Fields,
) -> Response {
    let from = safe_return(Some(field(&form, "back")));
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
