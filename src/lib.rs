//! Dealer Desk: a staff portal in front of a supplier's dealer product catalogue.
//!
//! One crate serves both sides. The browser build (`hydrate`) gets the shared
//! model, the pages and the server-function stubs; everything that talks to the
//! supplier, holds its key or simulates it lives in `server/`, behind `ssr`.

#![recursion_limit = "256"]

pub mod api;
pub mod app;
pub mod components;
pub mod model;
pub mod pages;

#[cfg(feature = "ssr")]
pub mod server;

/// Browser entry point: hydrates the server-rendered HTML, then marks `<body>`
/// so tests (and people debugging) can tell when the page is interactive.
#[cfg(feature = "hydrate")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hydrate() {
    console_error_panic_hook::set_once();
    leptos::mount::hydrate_body(app::App);
    if let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    {
        let _ = body.set_attribute("data-hydrated", "true");
    }
}
