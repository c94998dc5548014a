//! The quote lists' forms: start a list, add a product, change or remove a
//! line, rename, delete; and a list's CSV. Plain form posts answered with a
//! redirect back (POST/redirect/GET), so everything works without
//! JavaScript and a reload never posts twice. What happened travels back as
//! a short note code (`model::quote::Note`), never as text from the form.
//!
//! In open access the first list a browser starts gives it a random id
//! cookie (`model::prefs`); its lists are then the ones with that id.

use std::collections::HashMap;

use axum::{
    extract::{Path, State},
    http::{header, request::Parts, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Form,
};

use crate::{
    model::{
        href,
        prefs::browser_cookie,
        quote::{clean_name, csv, parse_qty, Note},
        AppError,
    },
    server::{
        quotes::{new_id, Change, Owner},
        state::AppState,
    },
};

pub(super) type Fields =
    Result<Form<HashMap<String, String>>, axum::extract::rejection::FormRejection>;

/// Whether text is shaped like a list id (the portal makes 32 hex digits).
pub(super) fn list_id(s: &str) -> Option<&str> {
    crate::model::prefs::is_browser_id(s).then_some(s)
}

/// The owner of this request, or (open access, first list) a new browser id
/// with the cookie that keeps it.
pub(super) fn owner_or_new(state: &AppState, parts: &Parts) -> Option<(Owner, Option<String>)> {
    if let Some(o) = Owner::of(parts) {
        return Some((o, None));
    }
    if !state.access.is_open() {
        return None;
    }
    let id = new_id();
    Some((Owner::browser(&id), Some(id)))
}

/// A 303 to `to` with a note, setting the browser id cookie when new.
pub(super) fn back(
    state: &AppState,
    to: &str,
    note: Note,
    new_browser: Option<String>,
) -> Response {
    let location = href::with_note(to, note.code());
    let mut resp = (StatusCode::SEE_OTHER, [(header::LOCATION, location)]).into_response();
    if let Some(id) = new_browser {
        if let Ok(v) = HeaderValue::from_str(&browser_cookie(&id, state.access.secure_cookies())) {
            resp.headers_mut().append(header::SET_COOKIE, v);
        }
    }
    resp
}

pub(super) fn field<'a>(form: &'a Fields, name: &str) -> &'a str {
    form.as_ref()
        .ok()
        .and_then(|f| f.0.get(name))
        .map(String::as_str)
        .unwrap_or("")
}

/// The owner of a form post about list `id` and the id, when the post
/// names a list; else the answer. (Posts from other sites never get here:
/// the gate refuses them.)
pub(super) fn list_post<'a>(
    state: &AppState,
    parts: &Parts,
    id: &'a str,
) -> Result<(Owner, &'a str), Box<Response>> {
    match (Owner::of(parts), list_id(id)) {
        (Some(owner), Some(id)) => Ok((owner, id)),
        _ => Err(Box::new(back(
            state,
            &href::quotes(),
            Note::NoSuchList,
            None,
        ))),
    }
}

/// What a change says: done, refused, or the lists were busy.
pub(super) fn said(done: Result<Change, AppError>) -> Note {
    match done {
        Ok(Ok(n)) | Ok(Err(n)) => n,
        Err(_) => Note::Busy,
    }
}

pub(super) fn not_signed_in() -> Response {
    (StatusCode::UNAUTHORIZED, "Sign in to keep quote lists.").into_response()
}

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
        Ok(Ok(id)) => back(&state, &href::quote(&id), Note::Created, new_browser),
        Ok(Err(note)) => back(&state, &href::quotes(), note, None),
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
        super::quote_counter::open_list(&parts)
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
            let name = format!("Quote {}", chrono::Utc::now().format("%Y-%m-%d %H:%M"));
            match state.quotes.create(&owner, name).await {
                Ok(Ok(id)) => (id, new_browser, to_open),
                Ok(Err(note)) => return back(&state, &href::quotes(), note, None),
                Err(_) => return back(&state, &href::quotes(), Note::Busy, None),
            }
        }
    };
    let note = said(state.quote_add(&owner, &id, &sku, qty).await);
    if !to_open {
        return back(&state, &href::quote(&id), note, new_browser);
    }
    let to = crate::server::access::return_to::safe_return(Some(field(&form, "back")));
    let resp = back(&state, &to, note, new_browser);
    match (opened, note) {
        (true, _) => super::quote_counter::set_open(&state, resp, Some(&id)),
        // The open list is gone: close it, so the next add starts one.
        (false, Note::NoSuchList) => super::quote_counter::set_open(&state, resp, None),
        _ => resp,
    }
}

/// `POST /quotes/{id}/line` (sku, qty, action): `action=remove` removes the
/// line, `up` and `down` move it one place, anything else sets its quantity.
pub async fn line(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
    form: Fields,
) -> Response {
    let (owner, id) = match list_post(&state, &parts, &id) {
        Ok(found) => found,
        Err(resp) => return *resp,
    };
    let sku = field(&form, "sku");
    let done = match field(&form, "action") {
        "remove" => state.quotes.remove(&owner, id, sku).await,
        "up" => state.quotes.move_line(&owner, id, sku, true).await,
        "down" => state.quotes.move_line(&owner, id, sku, false).await,
        _ => match parse_qty(field(&form, "qty")) {
            Ok(q) => state.quotes.set_qty(&owner, id, sku, q).await,
            Err(note) => Ok(Err(note)),
        },
    };
    let note = said(done);
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
    Path(id): Path<String>,
    parts: Parts,
    form: Fields,
) -> Response {
    let (owner, id) = match list_post(&state, &parts, &id) {
        Ok(found) => found,
        Err(resp) => return *resp,
    };
    let note = match clean_name(field(&form, "name")) {
        Err(n) => n,
        Ok(name) => said(state.quotes.rename(&owner, id, name).await),
    };
    back(&state, &href::quote(id), note, None)
}

/// `POST /quotes/{id}/delete`: deletes the list and goes to all lists.
pub async fn delete(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
) -> Response {
    let (owner, id) = match list_post(&state, &parts, &id) {
        Ok(found) => found,
        Err(resp) => return *resp,
    };
    let note = said(state.quotes.delete(&owner, id).await);
    let resp = back(&state, &href::quotes(), note, None);
    if super::quote_counter::open_list(&parts).as_deref() == Some(id) {
        return super::quote_counter::set_open(&state, resp, None);
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
            let file: String = head
                .name
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
                .take(60)
                .collect();
            (
                StatusCode::OK,
                [
                    (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
                    (
                        header::CONTENT_DISPOSITION,
                        format!("attachment; filename=\"quote-{file}.csv\""),
                    ),
                ],
                csv(&lines),
            )
                .into_response()
        }
        Ok(None) => (StatusCode::NOT_FOUND, "There is no such quote list.").into_response(),
        Err(e) => (StatusCode::SERVICE_UNAVAILABLE, e.to_string()).into_response(),
    }
}
