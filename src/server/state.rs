//! What every request handler and server function can reach: the Leptos
//! options, the catalogue gateway, the catalogue index, the quote lists,
//! the customers and the portal's own settings.

use std::time::Instant;

use axum::extract::FromRef;
use leptos::config::LeptosOptions;

use super::{
    access::Access, catalogue::Catalogue, customers::Customers, index::Index, quotes::Quotes,
};

#[derive(Clone, FromRef)]
pub struct AppState {
    pub leptos_options: LeptosOptions,
    pub catalogue: Catalogue,
    pub index: Index,
    pub settings: Settings,
    /// Sign-in, sessions and per-client limits.
    pub access: Access,
    /// The quote lists, in the data folder beside the index.
    pub quotes: Quotes,
    /// Customers, their watches and lost sales, in the lists' file.
    pub customers: Customers,
}

/// Portal settings that pages need (no secrets).
#[derive(Clone, Debug)]
pub struct Settings {
    /// True when running on the embedded demo catalogue.
    pub demo: bool,
    pub low_stock_threshold: i64,
    pub started: Instant,
    /// Where product images may load from besides the portal (origins,
    /// space-separated), for the page's Content-Security-Policy.
    pub image_sources: String,
}

/// The state, from inside a server function or a page render.
pub fn app_state() -> Result<AppState, crate::model::AppError> {
    leptos::prelude::use_context::<AppState>()
        .ok_or_else(|| crate::model::AppError::Internal("server state missing".into()))
}
