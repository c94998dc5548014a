//! `GET /export/products.csv?<list query>`: the whole current result set
//! (every page) as CSV, with stock, streamed as it is read.

use axum::{
    extract::{RawQuery, State},
    http::{header, HeaderMap, StatusCode},
    response::{IntoResponse, Response},
};

use crate::{
    model::{
        prefs,
        query::{decode_component, ListQuery},
        AppError,
    },
    server::{export, state::AppState},
};

pub async fn export_csv(
    State(state): State<AppState>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Response {
    let raw = raw.unwrap_or_default();
    let pairs: Vec<(String, String)> = raw
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .map(|(k, v)| (decode_component(k), decode_component(v)))
        .collect();
    let (query, errors) =
        ListQuery::from_pairs(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    if let Some(e) = errors.first() {
        return fail(AppError::BadRequest(e.message.clone()));
    }
    if let Err(e) = crate::api::door::check_list_query(&query) {
        return fail(e);
    }
    // The currency the person chose orders dealer-price sorts.
    let currency = prefs::read(
        headers
            .get_all(header::COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok()),
    )
    .currency;
    // Only a few exports at once; this one waits for none of them.
    let Some(turn) = export::turn() else {
        return export::busy();
    };
    match state.products().rows(&query, currency).await {
        Ok(rows) => export::csv_response(state, rows, turn),
        Err(e) => fail(e),
    }
}

/// An error as plain text with its status.
fn fail(e: AppError) -> Response {
    let status = StatusCode::from_u16(e.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        e.to_string(),
    )
        .into_response()
}
