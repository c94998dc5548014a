//! The smallest reproduction of a Leptos page that never finishes: one
//! process, two runtimes, one resource, a one-route app.
//!
//! `leptos_axum::generate_route_list` renders the app once with resource
//! loading switched off, and the switch (`SuppressResourceLoad`, in
//! leptos_server) is one process-wide flag, not a per-render or per-thread
//! one. A resource whose future is first polled on any other thread while
//! that flag is up awaits `std::future::pending()` instead of its fetcher,
//! for good: the flag is read once, so the page's `<Suspense>` never
//! resolves, not even after the route list is done.
//!
//! Here a second thread, with a runtime of its own, stays inside
//! `generate_route_list` (as a second server starting in the same process
//! would be, for a moment) while the first runtime renders the page. Run
//! with `cargo run --example render_stall --features ssr`: it prints what
//! happened and exits 1 when the page stalled, 0 when it rendered.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{cell::RefCell, sync::mpsc, time::Duration};

use axum::{body::Body, http::Request, Router};
use leptos::prelude::*;
use leptos_axum::{generate_route_list, LeptosRoutes};
use leptos_router::{
    components::{Route, Router as PageRouter, Routes},
    path, SsrMode,
};
use tower::ServiceExt;

thread_local! {
    /// Set on the thread that must pause inside route generation: where to
    /// say it is inside, and when it may go on.
    static PAUSE: RefCell<Option<(mpsc::Sender<()>, mpsc::Receiver<()>)>> =
        const { RefCell::new(None) };
}

#[component]
fn App() -> impl IntoView {
    PAUSE.with_borrow_mut(|pause| {
        if let Some((inside, go_on)) = pause.take() {
            inside.send(()).unwrap();
            let _ = go_on.recv();
        }
    });
    view! {
        <PageRouter>
            <Routes fallback=|| "not found">
                <Route path=path!("/") view=Page ssr=SsrMode::Async/>
            </Routes>
        </PageRouter>
    }
}

/// One resource, ready at once.
#[component]
fn Page() -> impl IntoView {
    let answer = Resource::new(|| (), |_| async { 42 });
    view! { <Suspense fallback=|| "loading">{move || answer.get()}</Suspense> }
}

fn shell() -> impl IntoView {
    view! {
        <!DOCTYPE html>
        <html>
            <head></head>
            <body>
                <App/>
            </body>
        </html>
    }
}

fn server() -> Router {
    let options = LeptosOptions::builder().output_name("stall").build();
    let routes = generate_route_list(App);
    Router::new()
        .leptos_routes(&options, routes, shell)
        .with_state(options)
}

/// The body of `/`, once the answer is complete.
async fn render(app: Router) -> String {
    let request = Request::get("/").body(Body::empty()).unwrap();
    let body = app.oneshot(request).await.unwrap().into_body();
    let bytes = axum::body::to_bytes(body, usize::MAX).await.unwrap();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// `fut`'s output, or `Err` when it has not finished within `secs` seconds.
fn within<F: std::future::Future>(
    runtime: &tokio::runtime::Runtime,
    secs: u64,
    fut: F,
) -> Result<F::Output, tokio::time::error::Elapsed> {
    runtime.block_on(async { tokio::time::timeout(Duration::from_secs(secs), fut).await })
}

fn verdict(body: Option<&String>) -> &'static str {
    match body {
        Some(b) if b.contains("42") => "rendered",
        Some(_) => "rendered without the resource's value",
        None => "STALLED",
    }
}

fn main() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let app = runtime.block_on(async { server() });

    // Alone, the page renders at once.
    let alone = within(&runtime, 5, render(app.clone()));
    println!("alone: {}", verdict(alone.as_ref().ok()));

    // A second runtime on another thread generates the route list again and
    // is held inside it while this runtime starts rendering the page.
    let (inside_tx, inside_rx) = mpsc::channel();
    let (go_on_tx, go_on_rx) = mpsc::channel();
    let second = std::thread::spawn(move || {
        PAUSE.with_borrow_mut(|p| *p = Some((inside_tx, go_on_rx)));
        let second_runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        second_runtime.block_on(async { generate_route_list(App).len() })
    });
    inside_rx.recv().unwrap();
    let mut page = Box::pin(render(app.clone()));
    let during = within(&runtime, 2, &mut page);
    println!(
        "while another thread generates its route list: {}",
        verdict(during.as_ref().ok())
    );

    // Route generation ends; the same render is given five more seconds.
    go_on_tx.send(()).unwrap();
    let routes = second.join().unwrap();
    println!("(the other thread's route list is done: {routes} route)");
    let later = match during {
        Ok(body) => Ok(body),
        Err(_) => within(&runtime, 5, &mut page),
    };
    println!(
        "the same render, after route generation ended: {}",
        verdict(later.as_ref().ok())
    );

    // A new request renders again.
    let next = within(&runtime, 5, render(app));
    println!("a new request afterwards: {}", verdict(next.as_ref().ok()));
    if alone.is_err() || later.is_err() || next.is_err() {
        std::process::exit(1);
    }
}
