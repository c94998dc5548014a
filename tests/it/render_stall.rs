//! Portals starting while another portal renders, in one process: the way
//! the integration tests run in parallel. Building a router used to
//! generate Leptos's route list, which switches resource loading off for
//! the whole process while it runs, so a page rendering on another runtime
//! at that moment waited forever (see `server::http::page_routes` and
//! `examples/render_stall.rs`). Here another thread, with a runtime of its
//! own, builds routers over and over while pages render: every page must
//! come back whole.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
    time::Duration,
};

use dealer_desk::server::{access::AccessConfig, http::router};
use reqwest::StatusCode;

use crate::portal_support::demo_portal;

/// Pages rendered while routers are built.
const PAGES: usize = 24;
/// Far longer than a page of the demo catalogue takes; only a stalled
/// render reaches it.
const STALLED: Duration = Duration::from_secs(10);

#[tokio::test]
async fn pages_finish_while_other_portals_build_their_routers() {
    let p = demo_portal(AccessConfig::open()).await;
    let stop = Arc::new(AtomicBool::new(false));
    let builder = std::thread::spawn({
        let state = p.state.clone();
        let stop = stop.clone();
        move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            let mut built = 0usize;
            while !stop.load(Ordering::Relaxed) {
                runtime.block_on(async { drop(router(state.clone())) });
                built += 1;
            }
            built
        }
    });
    let paths = ["/", "/categories", "/brands", "/search?q=kit"];
    let mut stalled = Vec::new();
    for i in 0..PAGES {
        let path = paths[i % paths.len()];
        match tokio::time::timeout(STALLED, p.get(path)).await {
            Ok(r) => {
                assert_eq!(r.status(), StatusCode::OK, "{path}");
                let html = r.text().await.unwrap();
                assert!(html.contains("</html>"), "{path}: a whole page");
            }
            Err(_) => stalled.push(path),
        }
    }
    stop.store(true, Ordering::Relaxed);
    let built = builder.join().unwrap();
    assert!(built > 0, "routers were built while the pages rendered");
    assert!(stalled.is_empty(), "pages that never finished: {stalled:?}");
}
