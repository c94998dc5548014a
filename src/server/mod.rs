//! Everything that runs only on the server. Never compiled into the wasm;
//! the supplier key never leaves this module tree.
//!
//! Its folders are its layers, top down; a layer uses only those below it:
//!
//! - `start`: the command line, the settings (each domain owns its own
//!   `*Args`) and `AppState` (fields only: domain code takes the sub-state
//!   it needs through `FromRef`).
//! - `http`: the router, listener, headers, static files, health and
//!   request metrics, the per-request access checks, and `routes` (form
//!   posts, links and downloads that are not pages).
//! - The domains: `products` (the one product service), `pricing` (the
//!   shop's selling prices, rules and tax: plain functions), `documents`
//!   (what is printed as a file: the quote's PDF copy), `quotes`,
//!   `customers`, `access` (sign-in, sessions, per-client limits, feed
//!   tokens, the staff accounts), `staff` (the owner's changes to the
//!   accounts), `orders` (special orders for customers), `exports` (the catalogue as CSV, XLSX and feeds), `index`
//!   (the SQLite/FTS5 mirror of the catalogue), `syncer` (who syncs it when
//!   several portals share a database), `catalogue` (the supplier client),
//!   `demo` (the embedded demo catalogue).
//! - `platform`: clock, secrets, the SQLite worker, Postgres plumbing,
//!   the limits shared through Valkey/Redis, process figures: used by all,
//!   using none. `i18n` (every language's words and formats, made at
//!   start) is at this level too.
//!
//! Data flows one way: a page calls a server function (`api/`), which calls
//! the product service (`products`), which reads the catalogue index
//! (`index`) or asks the gateway (`catalogue`), which calls the supplier (or
//! the embedded demo catalogue, `demo`).

pub mod start;

pub mod http;

pub mod access;
pub mod backup;
pub mod catalogue;
pub mod customers;
pub mod demo;
pub mod documents;
pub mod exports;
pub mod index;
pub mod orders;
pub mod price_rules;
pub mod pricing;
pub mod processing;
pub mod products;
pub mod quotes;
pub mod staff;
pub mod syncer;

pub mod i18n;
pub mod platform;
