//! The list of page routes that the router serves, generated once per
//! process.
//!
//! Why once: Leptos makes the list by rendering the whole app
//! (`leptos_axum::generate_route_list`), and for that render it switches
//! resource loading off with one process-wide flag
//! (`leptos::server::SuppressResourceLoad`), not one per thread or per
//! render. A resource first polled anywhere in the process while the flag
//! is up awaits nothing, for good: a page that another portal in the same
//! process rendered at that moment never finished, and was answered 503 by
//! the request timeout. The integration tests, which start many portals in
//! one process, met it; one portal per process, as deployed, builds its
//! router before it serves, so it could not. `examples/render_stall.rs`
//! shows it with Leptos alone (upstream: leptos-rs/leptos#4773, open
//! against leptos_server 0.8.8).
//!
//! Generated on the first router's build, before any router exists in the
//! process, the list can overlap no render; every later router reuses it.
//! A process static because both the list (a fact of the code, the same for
//! every portal) and the flag it steers clear of are process-wide. Nothing
//! else in the crate may call `generate_route_list`.

use std::sync::OnceLock;

use leptos_axum::{generate_route_list, AxumRouteListing};

use crate::app::App;

static ROUTES: OnceLock<Vec<AxumRouteListing>> = OnceLock::new();

/// The page routes of `App`; generated on the first call only.
pub fn page_routes() -> Vec<AxumRouteListing> {
    ROUTES.get_or_init(|| generate_route_list(App)).clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_list_is_generated_once_and_names_the_pages() {
        let first = page_routes();
        assert!(first.iter().any(|r| r.path() == "/"));
        assert!(first.iter().any(|r| r.path().starts_with("/product/")));
        let before = ROUTES.get().map(|r| r.as_ptr());
        let again = page_routes();
        assert_eq!(ROUTES.get().map(|r| r.as_ptr()), before);
        assert_eq!(again.len(), first.len());
    }
}
