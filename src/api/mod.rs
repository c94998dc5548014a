//! Server functions: the only door from pages and islands to the server.
//! This module holds `#[server]` functions and nothing else (plain HTTP
//! routes are in `server/routes`).
//!
//! Each checks its arguments first (`model::request_checks`), then asks the product
//! service (`server::products`), or the catalogue gateway for the category,
//! brand and bike listings, and returns shared model types or an
//! `AppError`. Nothing here knows the supplier's paths or key, or whether
//! the catalogue index is ready. The islands' three functions (`stock`,
//! `suggest`, `bike_models`) speak the wire format of `model::wire`; the
//! rest speak JSON.

pub mod audit;
pub mod catalogue;
pub mod counts;
pub mod customers;
pub mod exports;
pub mod orders;
pub mod portal;
pub mod pricing;
pub mod quotes;
pub mod sales;
pub mod scan;
pub mod search;
pub mod shelf;
pub mod staff;
pub mod stock;
