//! The one error type every server function returns.
//!
//! Each case is one a person at the counter must tell apart; each maps once
//! to words they understand and to an HTTP status. It crosses the wire as
//! JSON, so it holds no secrets: nothing here ever carries the supplier key.

use leptos::server_fn::{
    codec::JsonEncoding,
    error::{FromServerFnError, ServerFnErrorErr},
};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum AppError {
    /// The thing asked for does not exist at the supplier (or here).
    #[error("{0} was not found.")]
    NotFound(String),
    /// The request itself is wrong (checked at the door, before any supplier call).
    #[error("{0}")]
    BadRequest(String),
    /// The supplier rejected a filter (its 400), with the supplier's detail.
    #[error("The supplier rejected the search: {0}")]
    InvalidFilter(String),
    /// The supplier refused the portal's API key (401).
    #[error("The portal is not authorised with the supplier. Tell your administrator (check CATALOGUE_API_KEY).")]
    NotAuthorised,
    /// The supplier is throttling the portal (429, after retries).
    #[error("The supplier is busy right now. Please try again in a moment.")]
    Busy,
    /// The supplier did not answer, or answered too slowly, or failed (5xx).
    #[error("The supplier's catalogue cannot be reached right now. Please try again shortly.")]
    Unreachable,
    /// The supplier answered with something the portal cannot read.
    #[error("The supplier sent data the portal could not read.")]
    BadResponse,
    /// Too many requests from this browser.
    #[error("Too many requests from this screen. Please wait a moment.")]
    RateLimited,
    /// Sign-in required.
    #[error("Please sign in.")]
    Unauthenticated,
    /// Anything else: a fault in the portal itself.
    #[error("Something went wrong in the portal: {0}")]
    Internal(String),
}

impl AppError {
    pub fn status(&self) -> u16 {
        match self {
            AppError::NotFound(_) => 404,
            AppError::BadRequest(_) | AppError::InvalidFilter(_) => 400,
            AppError::Unauthenticated => 401,
            AppError::RateLimited => 429,
            AppError::NotAuthorised | AppError::BadResponse => 502,
            AppError::Busy | AppError::Unreachable => 503,
            AppError::Internal(_) => 500,
        }
    }

    /// A short headline for an error panel.
    pub fn title(&self) -> &'static str {
        match self {
            AppError::NotFound(_) => "Not found",
            AppError::BadRequest(_) | AppError::InvalidFilter(_) => "Check your input",
            AppError::NotAuthorised => "Portal not authorised",
            AppError::Busy => "Supplier busy",
            AppError::Unreachable => "Supplier unreachable",
            AppError::BadResponse => "Unreadable supplier data",
            AppError::RateLimited => "Slow down",
            AppError::Unauthenticated => "Sign-in required",
            AppError::Internal(_) => "Portal error",
        }
    }
}

impl FromServerFnError for AppError {
    type Encoder = JsonEncoding;

    fn from_server_fn_error(value: ServerFnErrorErr) -> Self {
        match value {
            ServerFnErrorErr::Args(msg) => AppError::BadRequest(format!("Invalid request: {msg}")),
            // On the server this is the request's arguments failing to decode.
            #[cfg(feature = "ssr")]
            ServerFnErrorErr::Deserialization(msg) => {
                AppError::BadRequest(format!("Invalid request: {msg}"))
            }
            ServerFnErrorErr::Request(_) => {
                AppError::Internal("the portal server did not answer".into())
            }
            other => AppError::Internal(other.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_are_distinct_where_people_must_tell_them_apart() {
        assert_eq!(AppError::NotFound("SKU X".into()).status(), 404);
        assert_eq!(AppError::InvalidFilter("bad date".into()).status(), 400);
        assert_eq!(AppError::Busy.status(), 503);
        assert_eq!(AppError::NotAuthorised.status(), 502);
        assert!(AppError::NotAuthorised
            .to_string()
            .contains("administrator"));
    }
}
