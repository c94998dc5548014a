//! The embedded demo catalogue: the supplier's HTTP interface, simulated
//! with generated data. The portal runs on it when it has no supplier
//! configured, and every test uses it as a real HTTP upstream.
//!
//! This module assembles the router and holds `start` and the
//! `demo-catalogue` command. It must not import the portal's model or
//! gateway: it answers with its own JSON, so the gateway cannot agree with
//! itself in tests.

mod assets;
mod data;
mod edit;
mod guard;
mod limit;
mod options;
mod problem;
mod routes;
mod search;
mod stock;
mod time;
mod wire;

use std::{net::SocketAddr, process::ExitCode, sync::Arc};

use axum::{
    middleware,
    routing::{get, post},
    Router,
};
use chrono::Utc;
use tokio::sync::oneshot;

use data::Catalogue;
use guard::Guard;
use routes::Demo;
use stock::StockClock;

pub use edit::DemoEditor;
pub use options::{DemoArgs, DemoOptions, Faults};

/// A demo catalogue serving in the background. Dropping it leaves it
/// serving; `shutdown` stops it.
pub struct RunningDemo {
    pub addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<()>,
    editor: DemoEditor,
}

impl RunningDemo {
    /// `http://{addr}`, the base URL for clients.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Changes the catalogue while it serves (prices, names, removals).
    pub fn editor(&self) -> DemoEditor {
        self.editor.clone()
    }

    /// Stops accepting connections and waits for open ones to finish.
    pub async fn shutdown(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let _ = (&mut self.task).await;
    }
}

/// The stateless asset routes (`/assets/...`): no key, no budget.
pub fn assets_router() -> Router {
    assets::router()
}

/// The whole service: the keyed endpoints and the assets. Generates the
/// catalogue now (well under a second for 5,000 products).
pub fn router(opts: DemoOptions) -> Router {
    build(opts).0
}

/// The service and a handle on its catalogue.
fn build(opts: DemoOptions) -> (Router, DemoEditor) {
    let now = opts
        .now
        .map(|t| t.timestamp())
        .unwrap_or_else(|| time::day_start(Utc::now().timestamp()));
    let cat = Catalogue::generate(opts.products, opts.seed, now);
    let demo = Arc::new(Demo {
        all_years: cat.all_years(),
        clock: StockClock::new(
            opts.seed,
            opts.stock_tick,
            opts.stock_move_share,
            opts.clock.clone(),
        ),
        cat: std::sync::RwLock::new(cat),
        asset_base: opts.asset_base_url.clone(),
        bulk_max: opts.bulk_max.max(1),
    });
    let guard = Arc::new(Guard::new(
        opts.api_key,
        opts.rate_limit_per_sec,
        opts.burst,
        opts.faults,
        opts.seed,
    ));
    let editor = DemoEditor(Arc::clone(&demo));
    let router = Router::new()
        .route("/product/get/{sku}", get(routes::get_product))
        .route("/product/search", get(routes::search))
        .route("/product/stock/{sku}", get(routes::stock))
        .route("/product/bulkstock", post(routes::bulk_stock))
        .route("/bikes/all", get(routes::bikes))
        .route("/brands/all", get(routes::brands))
        .route("/categories/all", get(routes::categories))
        .fallback(routes::not_found)
        .method_not_allowed_fallback(routes::method_not_allowed)
        .layer(middleware::from_fn_with_state(guard, guard::guard))
        .with_state(demo)
        .merge(assets::router());
    (router, editor)
}

/// Binds `addr` (port 0: any free port), generates the catalogue and serves
/// it in the background.
pub async fn start(mut opts: DemoOptions, addr: SocketAddr) -> std::io::Result<RunningDemo> {
    opts.check()
        .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e))?;
    let listener = tokio::net::TcpListener::bind(addr).await?;
    let addr = listener.local_addr()?;
    if opts.asset_base_url.is_none() && !addr.ip().is_unspecified() {
        opts.asset_base_url = Some(format!("http://{addr}"));
    }
    let (app, editor) = tokio::task::spawn_blocking(move || build(opts))
        .await
        .map_err(std::io::Error::other)?;
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(async move {
        let shutdown = async move {
            // A dropped sender is not a request to stop.
            if stopped.await.is_err() {
                std::future::pending::<()>().await;
            }
        };
        if let Err(e) = axum::serve(listener, app)
            .with_graceful_shutdown(shutdown)
            .await
        {
            tracing::error!("demo catalogue: server error: {e}");
        }
    });
    Ok(RunningDemo {
        addr,
        stop: Some(stop),
        task,
        editor,
    })
}

pub async fn run_cli(args: DemoArgs) -> ExitCode {
    let opts = match args.options().and_then(|o| o.check().map(|()| o)) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("demo catalogue: {e}");
            return ExitCode::from(2);
        }
    };
    let (products, seed) = (opts.products, opts.seed);
    match start(opts, args.addr).await {
        Ok(running) => {
            println!(
                "demo catalogue listening on {} ({products} products, seed {seed})",
                running.base_url()
            );
            stop_signal().await;
            running.shutdown().await;
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("demo catalogue: cannot start on {}: {e}", args.addr);
            ExitCode::from(2)
        }
    }
}

/// Ctrl-C, or SIGTERM where there is one.
async fn stop_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}
