//! Exports: the whole catalogue (or any filter of the search page)
//! as CSV and XLSX, its fitment, Shopify's product CSV, and the changes the
//! syncs saw since a date. Every export is written as it is read, a chunk
//! at a time, so memory stays bounded whatever the catalogue's size.
//!
//! Layout: `cells` (one value, defused against formulas), `rows` (each
//! format's columns from a record), `options` (an export address's query,
//! checked), `stream` (CSV written while the client reads), `permits` (how
//! many exports at once, for the portal and per client), `xlsx` (the workbook, written row by row to a
//! temporary file, then sent), `changes` (the change feed's rows).
//! Who may pull is the access checks' business (`http::access_checks`), not this module's.

pub mod permits;
pub mod stream;
pub mod xlsx;

// The rows, cells and options are the shop's (`dealer_desk_shop::exports`);
// here is only what answers over HTTP.
pub use dealer_desk_shop::exports::{cells, changes, options, rows};
