//! Everything that runs only on the server. Never compiled into the wasm;
//! the supplier key never leaves this module tree.
//!
//! Data flows one way: a page calls a server function (`api/`), which calls
//! the product service (`products`), which reads the catalogue index
//! (`index`) or asks the gateway (`catalogue`), which calls the supplier (or
//! the embedded demo catalogue, `demo`). Around that: start-up (`cli`,
//! `config`), the HTTP server (`http`, `page_routes`, `request_metrics`,
//! `listen`, `headers`, `static_files`, `process`), sign-in, per-client limits and the refusal of other sites'
//! posts (`access`), the quote lists (`quotes`), customers, their watches and lost sales
//! (`customers`), the catalogue feeds
//! (`feeds`), and plain routes for forms, links and exports (`routes`);
//! `shared_db` runs the stores' SQLite calls on blocking threads; `pg` is
//! the Postgres pool several portals share when `DATABASE_URL` is set;
//! `shared_limits` the limits they share through Valkey or Redis when
//! `REDIS_URL` is set.

pub mod access;
pub mod api_key;
pub mod catalogue;
pub mod cli;
pub mod clock;
pub mod config;
pub mod customers;
pub mod demo;
pub mod feeds;
pub mod headers;
pub mod html_memo;
pub mod http;
pub mod index;
pub mod listen;
pub mod page_routes;
pub mod pg;
pub mod process;
pub mod products;
pub mod quotes;
pub mod readiness;
pub mod request_metrics;
pub mod routes;
pub mod shared_db;
pub mod shared_limits;
pub mod state;
pub mod static_files;
pub mod syncer;
