//! Server functions: the only door from the browser to the server.
//!
//! Each validates its arguments at the door, asks the catalogue gateway, and
//! returns shared model types or an `AppError`. Nothing here knows the
//! supplier's paths or key.

pub mod catalogue;
#[cfg(feature = "ssr")]
pub mod door;
pub mod feeds;
pub mod portal;
pub mod search;
pub mod stock;
