//! The integration tests, in one binary: each module drives the real server
//! code over HTTP (the gateway against the demo catalogue or a fault server,
//! the index, the whole portal). One binary links the server once, where a
//! file per binary linked it a dozen times. The tests run one at a time
//! (`RUST_TEST_THREADS` in `.cargo/config.toml`): portals of concurrent tests,
//! each on its own runtime in this one process, could stall a render.
#![allow(clippy::unwrap_used, clippy::expect_used)]

// Shared setup.
mod gateway_support;
mod index_support;
mod portal_support;

// The embedded demo catalogue keeps the supplier's interface.
mod demo_contract;
// The gateway: calls, caching, decoding.
mod gateway_cache;
mod gateway_calls;
mod gateway_decode;
mod gateway_demo;
// The catalogue index.
mod index_portal;
mod index_query;
mod index_sync;
// A slow supplier: stock that never holds a page, a sync that keeps what it finished.
mod supplier_slow;
// The catalogue feeds: exports, the change history, feed tokens.
mod feeds;
// The whole portal.
mod counter;
mod customers;
mod portal_cli;
mod portal_door;
mod portal_headers;
mod portal_hostile;
mod portal_signin;
// Limits several portals share through Valkey or Redis.
mod shared_limits;
