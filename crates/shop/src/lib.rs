//! Dealer Desk's domains and the platform under them: everything the server
//! knows and does, with no web framework in it (no leptos, no axum). The app
//! (the workspace's root package) puts its pages, server functions and
//! routes on top; this crate cannot reach back up into them, because Cargo
//! refuses a dependency that runs both ways.
//!
//! Its folders are its layers, top down; a layer uses only those below it:
//!
//! - The domains, each offering operations: `products` (the one product
//!   service), `pricing` (the shop's selling prices, rules and tax: plain
//!   functions), `price_rules` (the owner's price rules, stored),
//!   `documents` (what is printed as a file: words and drawing), `quotes`,
//!   `customers`, `orders` (special orders for customers), `stock` (the
//!   shop's own shelf), `sales` (counter sales and their invoices), `access`
//!   (sign-in, sessions, per-client limits, feed tokens, accounts, roles,
//!   the audit log), `staff` (the owner's changes to the accounts),
//!   `processing` (the record of processing), `backup`, `exports` (the rows
//!   and cells of the catalogue's exports; the app streams them), `index`
//!   (the SQLite/FTS5 mirror of the catalogue), `syncer` (who syncs it when
//!   several portals share a database), `catalogue` (the supplier client).
//! - `i18n`: every language's words (`locales/`) and formats, made at start.
//! - `platform`: clock, secrets, one way to store (`sql/`, on SQLite or
//!   Postgres), the limits shared through Valkey/Redis, process figures:
//!   used by all, using none.
//!
//! The records and rules it works with are the model's (`dealer-desk-model`),
//! named `crate::model` here as in the app.

use dealer_desk_model as model;

pub mod access;
pub mod backup;
pub mod catalogue;
pub mod customers;
pub mod documents;
pub mod exports;
pub mod index;
pub mod orders;
pub mod price_rules;
pub mod pricing;
pub mod processing;
pub mod products;
pub mod quotes;
pub mod sales;
pub mod staff;
pub mod stock;
pub mod syncer;

pub mod i18n;
pub mod platform;
