//! What the quote lists' forms share: reading a form, whose lists a post
//! is about, the redirect back with a note, and the cookie naming the list
//! open at the counter.

use crate::model::outcome::Outcome;
use std::collections::HashMap;

use axum::{
    extract::{FromRequestParts, Path},
    http::{header, request::Parts, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Form,
};

use crate::{
    model::{
        href,
        prefs::{browser_cookie, close_quote_cookie, open_quote_cookie},
        quote::Note,
        AppError,
    },
    server::{
        products::{CapHeld, PricedQuotes},
        quotes::{new_id, Change, Owner},
        start::state::AppState,
    },
};
use axum::extract::FromRef as _;

pub(crate) type Fields =
    Result<Form<HashMap<String, String>>, axum::extract::rejection::FormRejection>;

/// Whether text is shaped like a list id (the portal makes 32 hex digits).
pub(crate) fn list_id(s: &str) -> Option<&str> {
    crate::model::prefs::is_browser_id(s).then_some(s)
}

/// The owner of this request, or (open access, first list) a new browser id
/// with the cookie that keeps it.
pub(crate) fn owner_or_new(state: &AppState, parts: &Parts) -> Option<(Owner, Option<String>)> {
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
pub(crate) fn back(
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

pub(crate) fn field<'a>(form: &'a Fields, name: &str) -> &'a str {
    form.as_ref()
        .ok()
        .and_then(|f| f.0.get(name))
        .map(String::as_str)
        .unwrap_or("")
}

/// A form post about one of the poster's lists (`/quotes/{id}/...`): its
/// owner and the list's id. A post that names no list, or comes from no
/// one who keeps lists, is answered with a note back to all lists. (Posts
/// from other sites never get here: the access checks refuses them.)
pub struct ListPost {
    pub owner: Owner,
    pub id: String,
}

impl FromRequestParts<AppState> for ListPost {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Response> {
        let Path(id) = Path::<String>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        match (Owner::of(parts), list_id(&id)) {
            (Some(owner), Some(_)) => Ok(ListPost { owner, id }),
            _ => Err(back(state, &href::quotes(), Note::NoSuchList, None)),
        }
    }
}

/// What a change says: done, refused, or the lists were busy.
pub(crate) fn said(done: Result<Change, AppError>) -> Note {
    match done {
        Ok(Outcome::Done(n)) | Ok(Outcome::Refused(n)) => n,
        Err(_) => Note::Busy,
    }
}

/// A quote form's answer: done (or the list or line gone) goes back with
/// the note; refused, the list's page answers with `posted` (what was
/// typed, and why) in its context, 422 (503 when busy), nothing changed.
pub(crate) async fn answer<T: Clone + Send + Sync + 'static>(
    state: &AppState,
    parts: &http::request::Parts,
    id: &str,
    note: Note,
    posted: T,
) -> Response {
    if !note.is_problem() || matches!(note, Note::NoSuchList | Note::NoSuchLine) {
        let to = if note == Note::NoSuchList {
            href::quotes()
        } else {
            href::quote(id)
        };
        return back(state, &to, note, None);
    }
    let status = if note == Note::Busy {
        StatusCode::SERVICE_UNAVAILABLE
    } else {
        StatusCode::UNPROCESSABLE_ENTITY
    };
    super::page_from_post(state, parts, &href::quote(id), status, posted).await
}

/// After a change that can lower what a discount is taken from: the
/// shop's cap held again on list `id` (`PricedQuotes::hold_cap`, which
/// writes and audits what it changes). When it cannot be checked just
/// now the change stands and the next one checks again.
pub(crate) async fn cap_held(state: &AppState, parts: &Parts, owner: &Owner, id: &str) -> CapHeld {
    let priced = PricedQuotes::from_ref(state);
    let actor = state.access.actor(parts);
    match priced.hold_cap(owner, id, &actor, &state.access).await {
        Ok(held) => held,
        Err(e) => {
            tracing::warn!(quote = id, error = %e, "the discount cap could not be checked");
            CapHeld::default()
        }
    }
}

/// A change's note once the cap is held again after it (only a change
/// that was made: a refusal changed nothing).
pub(crate) async fn held_note(
    state: &AppState,
    parts: &Parts,
    owner: &Owner,
    id: &str,
    note: Note,
) -> Note {
    if note.is_problem() {
        return note;
    }
    cap_held(state, parts, owner, id).await.note(note)
}

pub(crate) fn not_signed_in() -> Response {
    (StatusCode::UNAUTHORIZED, "Sign in to keep quote lists.").into_response()
}

/// Adds to an answer the cookie that opens list `id` (`None`: closes it).
pub(crate) fn set_open(state: &AppState, mut resp: Response, id: Option<&str>) -> Response {
    let secure = state.access.secure_cookies();
    let line = match id {
        Some(id) => open_quote_cookie(id, secure),
        None => close_quote_cookie(secure),
    };
    if let Ok(v) = HeaderValue::from_str(&line) {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
    resp
}
