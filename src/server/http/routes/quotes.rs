//! The quote lists' forms: start a list, add a product, change or remove a
//! line, rename, delete; and a list's CSV. Plain form posts answered with a
//! redirect back (POST/redirect/GET), so everything works without
//! JavaScript and a reload never posts twice. What happened travels back as
//! a short note code (`model::quote::Note`), never as text from the form.
//!
//! In open access the first list a browser starts gives it a random id
//! cookie (`model::prefs`); its lists are then the ones with that id.

use crate::model::outcome::Outcome;
use crate::server::{products::PricedQuotes, quotes::open_list};
use axum::extract::FromRef;
use axum::{
    extract::{Path, State},
    http::{header, request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use super::quote_form::{
    back, field, held_note, list_id, not_signed_in, owner_or_new, said, set_open, Fields, ListPost,
};
use crate::{
    model::{
        href,
        quote::{clean_name, parse_qty, Note},
    },
    server::{quotes::Owner, start::state::AppState},
};

/// `POST /quotes/new` (name): starts a list and opens it.
pub async fn create(State(state): State<AppState>, parts: Parts, form: Fields) -> Response {
    let Some((owner, new_browser)) = owner_or_new(&state, &parts) else {
        return not_signed_in();
    };
    let name = match clean_name(field(&form, "name")) {
        Ok(n) => n,
        Err(note) => return back(&state, &href::quotes(), note, None),
    };
    match state.quotes.create(&owner, name).await {
        Ok(Outcome::Done(id)) => back(&state, &href::quote(&id), Note::Created, new_browser),
        Ok(Outcome::Refused(note)) => back(&state, &href::quotes(), note, None),
        Err(_) => back(&state, &href::quotes(), Note::Busy, None),
    }
}

/// `POST /quotes/add` (quote, sku, qty, back): adds a product to a list
/// and opens the list; `quote=new` starts a list named after today. With
/// `quote=open` (a product card's button) it adds to the list open at the
/// counter, starting and opening one when none is, and goes back to
/// `back`, the page the card was on.
pub async fn add(State(state): State<AppState>, parts: Parts, form: Fields) -> Response {
    let Some((owner, new_browser)) = owner_or_new(&state, &parts) else {
        return not_signed_in();
    };
    let chosen = field(&form, "quote");
    let to_open = chosen == "open";
    let target = if to_open {
        open_list(&parts)
    } else {
        list_id(chosen).map(str::to_string)
    };
    let qty = match parse_qty(field(&form, "qty")) {
        Ok(q) => q,
        Err(note) => {
            let to = target
                .as_deref()
                .map(href::quote)
                .unwrap_or_else(href::quotes);
            return back(&state, &to, note, None);
        }
    };
    let sku = field(&form, "sku").to_string();
    let (id, new_browser, opened) = match target {
        Some(id) => (id, None, false),
        None => {
            let lang = crate::model::prefs::request_lang(&parts.headers);
            let now = state.locales.now_text(lang, state.customers.shop_time);
            let name = state
                .locales
                .text_with(lang, "quote-default-name", &[("time", &now)]);
            match state.quotes.create(&owner, name).await {
                Ok(Outcome::Done(id)) => (id, new_browser, to_open),
                Ok(Outcome::Refused(note)) => return back(&state, &href::quotes(), note, None),
                Err(_) => return back(&state, &href::quotes(), Note::Busy, None),
            }
        }
    };
    let note = said(
        PricedQuotes::from_ref(&state)
            .add(&owner, &id, &sku, qty)
            .await,
    );
    if !to_open {
        return back(&state, &href::quote(&id), note, new_browser);
    }
    let to = crate::server::access::return_to::safe_return(Some(field(&form, "back")));
    let resp = back(&state, &to, note, new_browser);
    match (opened, note) {
        (true, _) => set_open(&state, resp, Some(&id)),
        // The open list is gone: close it, so the next add starts one.
        (false, Note::NoSuchList) => set_open(&state, resp, None),
        _ => resp,
    }
}

/// `POST /quotes/{id}/line` (sku, qty, action): `action=remove` removes the
/// line, `up` and `down` move it one place, anything else sets its quantity.
pub async fn line(
    State(state): State<AppState>,
    ListPost { owner, id }: ListPost,
    parts: Parts,
    form: Fields,
) -> Response {
    let id = id.as_str();
    let sku = field(&form, "sku");
    let (done, lowers) = match field(&form, "action") {
        "remove" => (state.quotes.remove(&owner, id, sku).await, true),
        "up" => (state.quotes.move_line(&owner, id, sku, true).await, false),
        "down" => (state.quotes.move_line(&owner, id, sku, false).await, false),
        _ => match parse_qty(field(&form, "qty")) {
            Ok(q) => (state.quotes.set_qty(&owner, id, sku, q).await, true),
            Err(note) => (Ok(Outcome::Refused(note)), false),
        },
    };
    let mut note = said(done);
    // A line removed or its quantity changed: what discounts are taken
    // from may be less, so the cap is held again.
    if lowers {
        note = held_note(&state, &parts, &owner, id, note).await;
    }
    let to = if note == Note::NoSuchList {
        href::quotes()
    } else {
        href::quote(id)
    };
    back(&state, &to, note, None)
}

/// `POST /quotes/{id}/rename` (name).
pub async fn rename(
    State(state): State<AppState>,
    ListPost { owner, id }: ListPost,
    form: Fields,
) -> Response {
    let id = id.as_str();
    let note = match clean_name(field(&form, "name")) {
        Err(n) => n,
        Ok(name) => said(state.quotes.rename(&owner, id, name).await),
    };
    back(&state, &href::quote(id), note, None)
}

/// `POST /quotes/{id}/delete`: deletes the list and goes to all lists.
pub async fn delete(
    State(state): State<AppState>,
    ListPost { owner, id }: ListPost,
    parts: Parts,
) -> Response {
    let id = id.as_str();
    let note = said(state.quotes.delete(&owner, id).await);
    let resp = back(&state, &href::quotes(), note, None);
    if open_list(&parts).as_deref() == Some(id) {
        return set_open(&state, resp, None);
    }
    resp
}

/// `GET /quotes/{id}/csv`: SKU and quantity, the shape of an order form.
pub async fn export(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
) -> Response {
    let (Some(owner), Some(id)) = (Owner::of(&parts), list_id(&id)) else {
        return (StatusCode::NOT_FOUND, "There is no such quote list.").into_response();
    };
    match state.quotes.quantities(&owner, id).await {
        Ok(Some((head, lines))) => {
            let file = crate::server::quotes::file_stem(&head.name);
            (
                StatusCode::OK,
                [
                    (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
                    (
                        header::CONTENT_DISPOSITION,
                        format!("attachment; filename=\"quote-{file}.csv\""),
                    ),
                ],
                crate::server::quotes::order_csv(&lines),
            )
                .into_response()
        }
        Ok(None) => (StatusCode::NOT_FOUND, "There is no such quote list.").into_response(),
        Err(e) => (StatusCode::SERVICE_UNAVAILABLE, e.to_string()).into_response(),
    }
}
