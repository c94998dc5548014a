//! A quote list open at the counter: opened from its page, closed from the
//! bar every page shows while it is open. While it is, the lookup box posts
//! here (`/quotes/scan`): a scanned EAN or a typed SKU plus Enter adds one
//! of that product to the list, and the list's page says which line it
//! was. Which list is open is a cookie (`model::prefs`); the lists stay the
//! owner's, so a cookie naming someone else's list adds nothing.

use crate::model::outcome::Outcome;
use crate::server::{products::PricedQuotes, quotes::open_list};
use axum::extract::FromRef;
use axum::{
    extract::State,
    http::{header, request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use super::quote_form::{back, field, not_signed_in, set_open, Fields, ListPost};
use crate::{
    model::{
        customer::MAX_CODE,
        href,
        listing::LookupTarget,
        quote::{Note, ScannedUnknown},
    },
    server::{quotes::Owner, start::state::AppState},
};

/// `POST /quotes/{id}/open`: opens the list at the counter.
pub async fn open(State(state): State<AppState>, ListPost { owner, id }: ListPost) -> Response {
    let id = id.as_str();
    match state.quotes.head(&owner, id).await {
        Ok(Some(_)) => {
            let resp = back(&state, &href::quote(id), Note::Opened, None);
            set_open(&state, resp, Some(id))
        }
        Ok(None) => back(&state, &href::quotes(), Note::NoSuchList, None),
        Err(_) => back(&state, &href::quote(id), Note::Busy, None),
    }
}

/// `POST /quotes/close` (back): closes the open list, back to the page.
pub async fn close(State(state): State<AppState>, form: Fields) -> Response {
    let to = crate::server::access::return_to::safe_return(Some(field(&form, "back")));
    set_open(&state, back(&state, &to, Note::Closed, None), None)
}

/// `POST /quotes/scan` (q): one of the product with this SKU or EAN onto
/// the open list, then that list with the line marked. With no list open
/// it is a lookup, as the box is then.
pub async fn scan(State(state): State<AppState>, parts: Parts, form: Fields) -> Response {
    let code = field(&form, "q").trim().to_string();
    let Some(id) = open_list(&parts) else {
        let to = href::lookup(&code);
        return (StatusCode::SEE_OTHER, [(header::LOCATION, to)]).into_response();
    };
    let Some(owner) = Owner::of(&parts) else {
        return not_signed_in();
    };
    let found = if code.is_empty() || code.chars().count() > 100 {
        Ok(LookupTarget::Search(code.clone()))
    } else {
        state.products.lookup(&code).await
    };
    let sku = match found {
        Ok(LookupTarget::Product(sku)) => sku,
        Ok(_) if code.is_empty() => {
            return back(&state, &href::quote(&id), Note::UnknownCode, None)
        }
        Ok(_) => return unknown_code(&state, &parts, &id, &code).await,
        Err(_) => return back(&state, &href::quote(&id), Note::Busy, None),
    };
    match PricedQuotes::from_ref(&state)
        .add(&owner, &id, &sku, 1)
        .await
    {
        Ok(Outcome::Done(note)) => back(&state, &href::quote_at_line(&id, &sku), note, None),
        Ok(Outcome::Refused(Note::NoSuchList)) => {
            let resp = back(&state, &href::quotes(), Note::NoSuchList, None);
            set_open(&state, resp, None)
        }
        Ok(Outcome::Refused(note)) => back(&state, &href::quote(&id), note, None),
        Err(_) => back(&state, &href::quote(&id), Note::Busy, None),
    }
}

/// A scan no product has: the open list's page, rendered from the post,
/// says so, keeps the code and offers "Record lost sale" for it. A plain
/// answer (200), as a search that finds nothing is: the scan was made
/// and answered, nothing in it was wrong.
async fn unknown_code(state: &AppState, parts: &Parts, id: &str, code: &str) -> Response {
    let scanned = ScannedUnknown {
        code: code.chars().take(MAX_CODE).collect(),
    };
    let path = href::with_note(&href::quote(id), Note::UnknownCode.code());
    super::page_from_post(state, parts, &path, StatusCode::OK, scanned).await
}
