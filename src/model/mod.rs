//! The supplier's records as the portal reads them, shared by server and browser.
//!
//! These types are deliberately tolerant: every field the interface calls
//! nullable is an `Option`, unknown fields are ignored, and the shapes older
//! versions of the service sent are accepted too (see `compat`). They must not
//! depend on anything server-only: they are compiled into the wasm.

mod compat;
pub mod customer;
pub mod error;
pub mod feeds;
pub mod href;
pub mod listing;
pub mod note_table;
pub mod picker;
pub mod prefs;
mod product;
pub mod query;
pub mod quote;
#[cfg(all(test, feature = "ssr"))]
mod reader_props;
pub mod search;
pub mod skus;
mod urls;
pub mod wire;

pub use error::AppError;
pub use product::*;
pub use urls::is_http_url;
