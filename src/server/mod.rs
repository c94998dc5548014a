//! Everything that runs only on the server and speaks HTTP. Never compiled
//! into the wasm; the supplier key never leaves the server's crates.
//!
//! - `start`: the command line, the settings (each domain owns its own
//!   `*Args`) and `AppState` (fields only: code takes the sub-state it
//!   needs through `FromRef`).
//! - `http`: the router, listener, headers, static files, health and
//!   request metrics, the per-request access checks, and `routes` (form
//!   posts, links and downloads that are not pages): each reads its typed
//!   input, calls one operation of a domain and renders what it answers.
//! - `demo`: the embedded demo catalogue, a supplier of its own.
//! - `exports`: the catalogue's exports written out as the client reads.
//!
//! The domains and the platform are the shop's crate (`crates/shop`),
//! named here as before (`server::quotes`, `server::platform`, …); they
//! cannot use anything in this folder.

pub mod start;

pub mod http;

/// The embedded demo catalogue: a supplier of its own, an axum server the
/// start wires to the gateway by a URL and a key only.
pub mod demo;
/// The exports' answers over HTTP; their rows are the shop's.
pub mod exports;

/// The domains and the platform, a crate of their own (`crates/shop`):
/// `crate::server::quotes` and the rest read as before.
pub use dealer_desk_shop::{
    access, backup, catalogue, customers, documents, i18n, index, orders, platform, price_rules,
    pricing, processing, products, quotes, sales, staff, stock, syncer,
};
