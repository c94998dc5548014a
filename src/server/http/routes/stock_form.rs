//! `POST /stock`: the bulk stock check as a plain form post (multipart with
//! an uploaded file, or urlencoded), answered with the stock page rendered
//! around the report, exactly as a GET would render it. Works without
//! JavaScript. A route, not a server function: it answers with a page.

use std::collections::HashMap;

use axum::{
    extract::{Multipart, State},
    response::Response,
};

use crate::{
    model::stock_report::{PostedReport, MAX_INPUT_BYTES},
    server::start::state::AppState,
};

/// `POST /stock` (multipart or urlencoded form): runs the check and renders
/// the stock page with the result, exactly as a GET would render it.
pub async fn post_stock(State(state): State<AppState>, req: axum::extract::Request) -> Response {
    let state = crate::server::start::state::for_request(&state, req.extensions());
    let (parts, body) = req.into_parts();
    let text = read_form_text(axum::extract::Request::from_parts(parts.clone(), body)).await;
    let mut report = state.products.stock_report(&text).await;
    state.orders.mark_on_order(&mut report).await;
    state.stock.mark_ours(&mut report).await;
    super::page_from_post(
        &state,
        &parts,
        "/stock",
        axum::http::StatusCode::OK,
        PostedReport(report),
    )
    .await
}

async fn read_form_text(req: axum::extract::Request) -> String {
    use axum::extract::FromRequest;
    let is_multipart = req
        .headers()
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    let mut text = String::new();
    if is_multipart {
        if let Ok(mut mp) = Multipart::from_request(req, &()).await {
            while let Ok(Some(field)) = mp.next_field().await {
                let name = field.name().unwrap_or("").to_string();
                if name != "skus" && name != "file" {
                    continue;
                }
                if let Ok(bytes) = field.bytes().await {
                    if text.len() + bytes.len() > MAX_INPUT_BYTES {
                        break;
                    }
                    text.push_str(&String::from_utf8_lossy(&bytes));
                    text.push('\n');
                }
            }
        }
    } else if let Ok(axum::Form(form)) =
        axum::Form::<HashMap<String, String>>::from_request(req, &()).await
    {
        text = form.get("skus").cloned().unwrap_or_default();
    }
    text.chars().take(MAX_INPUT_BYTES).collect()
}
