//! Server functions: the only door from the browser to the server.
//!
//! Each validates its arguments at the door, asks the catalogue gateway, and
//! returns shared model types or an `AppError`. Nothing here knows the
//! supplier's paths or key.

pub mod catalogue;
#[cfg(feature = "ssr")]
pub mod door;
pub mod portal;
pub mod search;
pub mod stock;

use crate::model::AppError;

/// Gives a server function's failure its own HTTP status (400 for a bad
/// argument, 404, 429, 503 …) instead of the framework's blanket 500, so any
/// caller, not only the portal's pages, can tell what went wrong.
pub fn with_status<T>(result: Result<T, AppError>) -> Result<T, AppError> {
    #[cfg(feature = "ssr")]
    if let Err(e) = &result {
        if let Some(resp) = leptos::prelude::use_context::<leptos_axum::ResponseOptions>() {
            if let Ok(code) = http::StatusCode::from_u16(e.status()) {
                resp.set_status(code);
            }
        }
    }
    result
}
