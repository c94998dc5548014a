//! Dealer Desk: a staff portal in front of a supplier's dealer product catalogue.
//!
//! One crate serves both sides. The server renders every page whole; the
//! browser build (`hydrate`) runs only the islands (`#[island]` components:
//! the lookup box, live stock, the gallery, the few form helpers) and the
//! server-function stubs they call. Everything that talks to the supplier,
//! holds its key or simulates it lives in `server/`, behind `ssr`.

#![recursion_limit = "256"]

pub mod api;
pub mod app;
pub mod components;
/// The records and rules, a crate of their own (`crates/model`) so they
/// cannot reach up into the app; `crate::model::...` reads as before.
pub use dealer_desk_model as model;
/// The model's `wire_struct!`, where the server functions name it.
pub use dealer_desk_model::wire_struct;
pub mod pages;

#[cfg(feature = "ssr")]
pub mod server;

/// Browser entry point: called by the islands loader before it hydrates each
/// island on the page. Once every island has had its turn (the loader walks
/// them in microtasks, so a zero-delay timer runs after it), marks `<body>` so
/// tests (and people debugging) can tell when the page is interactive.
#[cfg(feature = "hydrate")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hydrate() {
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    leptos::mount::hydrate_islands();
    leptos::prelude::set_timeout(
        || {
            if let Some(body) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.body())
            {
                let _ = body.set_attribute("data-hydrated", "true");
            }
        },
        std::time::Duration::ZERO,
    );
}
