//! The supplier's records as the portal reads them, shared by server and browser.
//!
//! These types are deliberately tolerant: every field the interface calls
//! nullable is an `Option`, unknown fields are ignored, and the shapes older
//! versions of the service sent are accepted too (see `supplier_json`). They must not
//! depend on anything server-only: they are compiled into the wasm.

pub mod audit;
pub mod backup;
pub mod count_words;
pub mod customer;
pub mod error;
pub mod exports;
pub mod href;
pub mod labels;
pub mod lang;
pub mod listing;
pub mod note_table;
pub mod numbers;
pub mod order;
pub mod outcome;
pub mod picker;
pub mod prefs;
pub mod pricing;
pub mod processing;
mod product;
pub mod query;
pub mod quote;
#[cfg(all(test, feature = "ssr"))]
mod reader_props;
#[cfg(feature = "ssr")]
pub mod request_checks;
pub mod role;
pub mod scan;
pub mod search;
pub mod skus;
pub mod staff;
pub mod stock_report;
mod supplier_json;
mod urls;
pub mod wire;

pub use error::AppError;
pub use product::*;
pub use urls::is_http_url;
