//! `POST /sales/{id}/print`: the invoice's receipt sent to the counter's
//! printer (`RECEIPT_PRINTER`) as ESC/POS; back to the invoice saying
//! whether it went (`?done=printed`, or `?done=print-failed` when the
//! printer did not answer: the PDF is still there).

use axum::{
    extract::{Path, State},
    http::request::Parts,
    response::Response,
};

use super::{customers::see_other, sales::printed};
use crate::{
    model::href,
    server::{documents::escpos::receipt_bytes, start::state::AppState},
};

/// `POST /sales/{id}/print`.
pub async fn print(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
) -> Response {
    let (inv, lang) = match printed(&state, &parts, &id).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    let r = super::sales::receipt_of(&state, &inv, lang);
    let done = match state.sales.print(&receipt_bytes(&r)).await {
        Ok(()) => "printed",
        Err(_) => "print-failed",
    };
    see_other(&format!("{}?done={done}", href::sale(inv.id)))
}
