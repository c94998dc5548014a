//! Everything that runs only on the server: configuration, the HTTP server,
//! the supplier gateway and the embedded demo catalogue. Never compiled into
//! the wasm; the supplier key never leaves this module tree.

pub mod access;
pub mod api_key;
pub mod catalogue;
pub mod cli;
pub mod config;
pub mod demo;
pub mod feeds;
pub mod headers;
pub mod html_memo;
pub mod http;
pub mod index;
pub mod listen;
pub mod lists;
pub mod routes;
pub mod state;
pub mod static_files;
