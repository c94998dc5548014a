//! The integration tests, in one binary: each module drives the real server
//! code over HTTP (the gateway against the demo catalogue or a fault server,
//! the index, the whole portal). One binary links the server once, where a
//! file per binary linked it a dozen times. The tests run in parallel, each
//! portal on its test's own runtime in this one process, with its own
//! state (export permits included); `render_stall` keeps portals that start
//! while others render from stalling them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

// Shared setup.
mod gateway_support;
mod index_support;
mod portal_support;
mod test_servers;

// The embedded demo catalogue keeps the supplier's interface.
mod demo_contract;
// The gateway: calls, caching, decoding.
mod gateway_cache;
mod gateway_calls;
mod gateway_decode;
mod gateway_demo;
// The catalogue index.
mod index_answers;
mod index_portal;
mod index_query;
mod index_sync;
// A slow supplier: stock that never holds a page, a sync that keeps what it finished.
mod supplier_slow;
// Several portals on one database: one syncs, the others read its copy.
mod syncer;
// The exports: catalogue downloads, the change history, feed tokens.
mod exports;
// The whole portal.
mod backup;
mod counter;
mod customers;
mod labels;
mod portal_cli;
mod portal_headers;
mod portal_hostile;
mod portal_languages;
mod portal_metrics;
mod portal_pseudo;
mod portal_request_checks;
mod portal_signin;
mod sales;
mod shelf;
// Roles: the permission table walked over real HTTP.
mod permissions;
// The discount cap held after every change to a quote.
mod discount_cap;
// The stores in Postgres (DATABASE_URL, or the one this run starts).
mod stores;
// Portals starting while another renders, in one process.
mod render_stall;
// Limits several portals share through Valkey or Redis.
mod shared_limits;
// The manual in docs/ names only what exists.
mod manual;
