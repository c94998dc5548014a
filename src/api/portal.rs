//! Facts about the portal itself that pages show (demo mode, thresholds).

use leptos::prelude::*;
use serde::{Deserialize, Serialize};

use crate::model::AppError;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PortalFacts {
    /// Running on the embedded demo catalogue.
    pub demo: bool,
    pub low_stock_threshold: i64,
}

#[server(endpoint = "portal_info")]
pub async fn portal_info() -> Result<PortalFacts, AppError> {
    let state = crate::server::state::app_state()?;
    Ok(PortalFacts {
        demo: state.settings.demo,
        low_stock_threshold: state.settings.low_stock_threshold,
    })
}
