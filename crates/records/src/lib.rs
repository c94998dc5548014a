//! The supplier's records as the portal reads them, shared by server and browser.
//!
//! These types are deliberately tolerant: every field the interface calls
//! nullable is an `Option`, unknown fields are ignored, and the shapes older
//! versions of the service sent are accepted too (see `product::supplier_json`). They must not
//! depend on anything server-only: they are compiled into the wasm.
//!
//! With them, what every page and island shares: the catalogue's queries,
//! searches and pickers, the portal's addresses (`href`), cookies (`prefs`),
//! languages, the islands' wire format and the one error. The shop's own
//! rules (money, prices, quotes, orders, customers, staff) build on these in
//! `dealer-desk-model`; nothing here knows of them.

pub mod backup;
pub mod count_words;
pub mod error;
pub mod exports;
pub mod href;
pub mod labels;
pub mod lang;
pub mod note_table;
pub mod numbers;
pub mod outcome;
pub mod picker;
pub mod prefs;
mod product;
pub mod query;
#[cfg(all(test, feature = "ssr"))]
mod reader_props;
#[cfg(feature = "ssr")]
pub mod request_checks;
pub mod scan;
pub mod search;
pub mod skus;
pub mod wire;

pub use error::AppError;
pub use product::*;
