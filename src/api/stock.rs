//! The bulk stock check as a server function: a pasted or uploaded list of
//! SKUs in, the report out (`model::stock_report`). The plain form post to
//! `/stock` (`server/http/routes/stock_form.rs`, works without JavaScript)
//! builds the same report through the same product service.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::model::{stock_report::BulkReport, AppError};

#[server(endpoint = "check_stock", input = Json)]
pub async fn check_stock(text: String) -> Result<BulkReport, AppError> {
    if text.len() > crate::model::stock_report::MAX_INPUT_BYTES {
        return Err(AppError::BadRequest(
            "That list is too long (1 MB at most).".into(),
        ));
    }
    let state = crate::server::start::state::door_state::<CheckStock>()?;
    let mut report = state.products.stock_report(&text).await;
    state.orders.mark_on_order(&mut report).await;
    state.stock.mark_ours(&mut report).await;
    Ok(report)
}
