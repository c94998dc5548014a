//! Copies and shared links of quote lists: duplicate a list, turn its
//! colleagues' link on or off, copy a list shared by link into one's own
//! lists. Plain form posts answered with a redirect, as the other quote
//! forms (`quotes.rs`), with the same check that they come from the
//! portal's own pages.

use crate::model::outcome::Outcome;
use axum::{
    extract::{Path, State},
    http::request::Parts,
    response::Response,
};

use super::quote_form::{back, field, not_signed_in, owner_or_new, said, Fields, ListPost};
use crate::{
    model::{href, prefs::is_browser_id, quote::Note},
    server::start::state::AppState,
};

/// `POST /quotes/{id}/duplicate`: copies the list and opens the copy.
pub async fn duplicate(
    State(state): State<AppState>,
    ListPost { owner, id }: ListPost,
) -> Response {
    let id = id.as_str();
    match state.quotes.duplicate(Some(&owner), id, &owner).await {
        Ok(Outcome::Done(copy)) => back(&state, &href::quote(&copy), Note::Duplicated, None),
        Ok(Outcome::Refused(note)) => back(&state, &href::quote(id), note, None),
        Err(_) => back(&state, &href::quote(id), Note::Busy, None),
    }
}

/// `POST /quotes/{id}/share` (share=on|off): a fresh link, or none.
pub async fn share(
    State(state): State<AppState>,
    ListPost { owner, id }: ListPost,
    form: Fields,
) -> Response {
    let id = id.as_str();
    let on = field(&form, "share") == "on";
    let note = said(state.quotes.share(&owner, id, on).await);
    back(&state, &href::quote(id), note, None)
}

/// `POST /quotes/shared/{token}/copy`: a shared list copied into this
/// person's (or browser's) own lists, then the copy.
pub async fn copy_shared(
    State(state): State<AppState>,
    Path(token): Path<String>,
    parts: Parts,
) -> Response {
    let Some((owner, new_browser)) = owner_or_new(&state, &parts) else {
        return not_signed_in();
    };
    if !is_browser_id(&token) {
        return back(&state, &href::quotes(), Note::NoSuchList, None);
    }
    match state.quotes.duplicate(None, &token, &owner).await {
        Ok(Outcome::Done(copy)) => back(&state, &href::quote(&copy), Note::Duplicated, new_browser),
        Ok(Outcome::Refused(note)) => back(&state, &href::quotes(), note, None),
        Err(_) => back(&state, &href::quotes(), Note::Busy, None),
    }
}
