//! What every request handler and server function can reach: the Leptos
//! options, the catalogue gateway, the catalogue index, the quote lists,
//! the customers, the export turns and the portal's own settings.

use std::time::Instant;

use axum::extract::FromRef;
use leptos::config::LeptosOptions;

use super::{
    access::Access, catalogue::Catalogue, customers::Customers, feeds::turns::ExportTurns,
    index::Index, quotes::Quotes, readiness::Readiness,
};

#[derive(Clone, FromRef)]
pub struct AppState {
    pub leptos_options: LeptosOptions,
    pub catalogue: Catalogue,
    pub index: Index,
    pub settings: Settings,
    /// Sign-in, sessions and per-client limits.
    pub access: Access,
    /// The quote lists: in the data folder beside the index, or in
    /// Postgres when `DATABASE_URL` is set.
    pub quotes: Quotes,
    /// Customers, their watches and lost sales, kept beside the lists.
    pub customers: Customers,
    /// Ready or stopping, and this portal's place among others.
    pub readiness: Readiness,
    /// Turns to export: a few at once, fewer per client.
    pub exports: ExportTurns,
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

impl AppState {
    /// This state with its supplier calls made for a person using this
    /// client (served in turn with other clients, before batch work).
    pub fn for_client(&self, client: &str) -> AppState {
        AppState {
            catalogue: self.catalogue.for_client(client),
            ..self.clone()
        }
    }

    /// This state for the request these parts are of: its supplier calls
    /// are made for the client the gate saw.
    pub fn for_request(&self, parts: &http::request::Parts) -> AppState {
        self.for_extensions(&parts.extensions)
    }

    /// As `for_request`, from a request's extensions.
    pub fn for_extensions(&self, extensions: &http::Extensions) -> AppState {
        match extensions.get::<super::access::ClientId>() {
            Some(id) => self.for_client(&id.0),
            None => self.clone(),
        }
    }

    /// This state with its supplier calls made as batch work (exports).
    pub fn batch(&self) -> AppState {
        AppState {
            catalogue: self.catalogue.batch(),
            ..self.clone()
        }
    }
}

/// The state, from inside a server function or a page render, its supplier
/// calls made for the client the request comes from.
pub fn app_state() -> Result<AppState, crate::model::AppError> {
    let state = leptos::prelude::use_context::<AppState>()
        .ok_or_else(|| crate::model::AppError::Internal("server state missing".into()))?;
    Ok(
        match leptos::prelude::use_context::<http::request::Parts>() {
            Some(parts) => state.for_request(&parts),
            None => state,
        },
    )
}
