//! `POST /exports/tokens` and `POST /exports/tokens/revoke`: staff make and
//! revoke feed tokens with plain forms on the exports page. Making one
//! answers with the exports page itself, the new secret shown on it this
//! once (it is never stored, so it cannot be shown again); revoking sends
//! the browser back to the page. Forms from other sites never get here
//! (the access checks refuses them).

use std::collections::HashMap;

use crate::{
    model::{
        exports::{NewFeedToken, PostedToken},
        href,
    },
    server::start::state::AppState,
};
use axum::{
    extract::State,
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    Form,
};

/// Makes a token and answers with the exports page showing its secret.
pub async fn create(
    State(state): State<AppState>,
    parts: axum::http::request::Parts,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let name = form.get("name").map(String::as_str).unwrap_or("");
    let actor = state.access.actor(&parts);
    let posted = match state.access.make_feed_token(&actor, name).await {
        Ok((token, secret)) => Ok(NewFeedToken {
            name: token.name,
            secret,
        }),
        Err(e) => Err(e.problem()),
    };
    let status = if posted.is_err() {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::OK
    };
    // Rendered as the post's answer, as the person who posted it (their
    // role lets the exports page render).
    let mut resp =
        super::page_from_post(&state, &parts, href::EXPORTS, status, PostedToken(posted)).await;
    // The secret is on this page: never kept by any cache.
    resp.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    resp
}

/// Revokes a token and sends the browser back to the exports page.
pub async fn revoke(
    State(state): State<AppState>,
    parts: axum::http::request::Parts,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let id = form.get("id").map(String::as_str).unwrap_or("");
    let actor = state.access.actor(&parts);
    match state.access.revoke_feed_token(&actor, id).await {
        Err(e) => (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            e.to_string(),
        )
            .into_response(),
        Ok(Some(_)) => (StatusCode::SEE_OTHER, [(header::LOCATION, href::EXPORTS)]).into_response(),
        Ok(None) => (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "There is no such token (it may have been revoked already).",
        )
            .into_response(),
    }
}
