//! The embedded demo catalogue: the supplier's HTTP interface, simulated
//! with generated data. The portal runs on it when it has no supplier
//! configured, and every test uses it as a real HTTP upstream.
//!
//! This module holds the options, the router assembly, `start` and the
//! `demo-catalogue` command. It must not import the portal's model or
//! gateway: it answers with its own JSON, so the gateway cannot agree with
//! itself in tests.

mod assets;
mod data;
mod guard;
mod limit;
mod problem;
mod routes;
mod search;
mod stock;
mod time;
mod wire;

use std::{net::SocketAddr, process::ExitCode, sync::Arc, time::Duration};

use axum::{
    middleware,
    routing::{get, post},
    Router,
};
use chrono::{DateTime, Utc};
use clap::Args;
use tokio::sync::oneshot;

use data::Catalogue;
use guard::Guard;
use routes::Demo;
use stock::StockClock;

/// Flags of `dealer-desk demo-catalogue`.
#[derive(Debug, Clone, Args)]
pub struct DemoArgs {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:3100")]
    pub addr: SocketAddr,
    /// The key clients must send in `x-api-key`.
    #[arg(long, env = "DEMO_API_KEY", hide_env_values = true)]
    pub api_key: String,
    /// Number of generated products.
    #[arg(long, default_value_t = 5000)]
    pub products: usize,
    /// Seed of the generated data.
    #[arg(long, default_value_t = 42)]
    pub seed: u64,
    /// Origin written into asset URLs (default: this server's own address).
    #[arg(long, env = "DEMO_ASSET_BASE_URL")]
    pub asset_base_url: Option<String>,
    /// Seconds between stock movements; 0 freezes stock.
    #[arg(long, default_value_t = 20.0)]
    pub stock_tick_secs: f64,
    /// Share of SKUs whose stock moves each tick (0 to 1).
    #[arg(long, default_value_t = 0.05)]
    pub stock_move_share: f64,
    /// Requests per second each key may make on average; 0 for no limit.
    #[arg(long, default_value_t = 20.0)]
    pub rate_limit: f64,
    /// Requests a key may make at once before the rate applies.
    #[arg(long, default_value_t = 40)]
    pub burst: u32,
    /// Most SKUs one bulk stock request may ask for.
    #[arg(long, default_value_t = 100)]
    pub bulk_max: usize,
    /// Extra delay before every keyed response, in milliseconds.
    #[arg(long, default_value_t = 0)]
    pub latency_ms: u64,
    /// Share of keyed requests answered with a 500 (0 to 1).
    #[arg(long, default_value_t = 0.0)]
    pub error_rate: f64,
    /// Answer every keyed request with 429.
    #[arg(long)]
    pub force_429: bool,
}

/// Injected failures, for testing a client's resilience.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Faults {
    /// Added before every keyed response.
    pub latency: Duration,
    /// Share of keyed requests answered with 500, 0 to 1.
    pub error_rate: f64,
    /// Answer every keyed request with 429.
    pub force_429: bool,
}

/// How to build and run a demo catalogue.
#[derive(Debug, Clone)]
pub struct DemoOptions {
    pub products: usize,
    pub seed: u64,
    pub api_key: String,
    /// Origin of asset URLs in the data, e.g. `http://127.0.0.1:3100`.
    /// `None`: `start` uses the bound address; `router` alone uses the
    /// request's Host.
    pub asset_base_url: Option<String>,
    /// Time between stock movements; zero freezes stock.
    pub stock_tick: Duration,
    /// Share of SKUs that move each tick, 0 to 1.
    pub stock_move_share: f64,
    /// Average requests per second per key; zero or less for no limit.
    pub rate_limit_per_sec: f64,
    pub burst: u32,
    /// Most SKUs per bulk stock request.
    pub bulk_max: usize,
    pub faults: Faults,
    /// The instant generated dates lead up to. `None`: the start of the
    /// current UTC day, so a restart on the same day gives the same data.
    pub now: Option<DateTime<Utc>>,
}

impl DemoOptions {
    pub fn new(products: usize, seed: u64, api_key: impl Into<String>) -> Self {
        DemoOptions {
            products,
            seed,
            api_key: api_key.into(),
            asset_base_url: None,
            stock_tick: Duration::from_secs(20),
            stock_move_share: 0.05,
            rate_limit_per_sec: 20.0,
            burst: 40,
            bulk_max: 100,
            faults: Faults::default(),
            now: None,
        }
    }

    /// Explains the first option that cannot work (never showing the key).
    pub fn check(&self) -> Result<(), String> {
        if self.products > 1_000_000 {
            return Err(format!(
                "products must be at most 1000000, not {}",
                self.products
            ));
        }
        if self.api_key.is_empty() {
            return Err("the API key is empty".into());
        }
        if axum::http::HeaderValue::from_str(&self.api_key).is_err() {
            return Err("the API key has characters that cannot go in an HTTP header".into());
        }
        let share = |x: f64| x.is_finite() && (0.0..=1.0).contains(&x);
        if !share(self.stock_move_share) {
            return Err("the stock move share must be between 0 and 1".into());
        }
        if !share(self.faults.error_rate) {
            return Err("the error rate must be between 0 and 1".into());
        }
        if !self.rate_limit_per_sec.is_finite() || self.rate_limit_per_sec < 0.0 {
            return Err("the rate limit must be 0 (none) or more".into());
        }
        if self.burst == 0 {
            return Err("the burst must be at least 1".into());
        }
        if self.bulk_max == 0 {
            return Err("the bulk stock maximum must be at least 1".into());
        }
        if let Some(base) = &self.asset_base_url {
            if !(base.starts_with("http://") || base.starts_with("https://")) {
                return Err(format!(
                    "the asset base URL must start with http:// or https://, not {base:?}"
                ));
            }
        }
        Ok(())
    }
}

/// A demo catalogue serving in the background. Dropping it leaves it
/// serving; `shutdown` stops it.
pub struct RunningDemo {
    pub addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<()>,
}

impl RunningDemo {
    /// `http://{addr}`, the base URL for clients.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.addr)
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
    let now = opts
        .now
        .map(|t| t.timestamp())
        .unwrap_or_else(|| time::day_start(Utc::now().timestamp()));
    let cat = Catalogue::generate(opts.products, opts.seed, now);
    let demo = Arc::new(Demo {
        all_years: cat.all_years(),
        clock: StockClock::new(opts.seed, opts.stock_tick, opts.stock_move_share),
        cat,
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
    Router::new()
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
        .merge(assets::router())
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
    let app = tokio::task::spawn_blocking(move || router(opts))
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
    })
}

impl DemoArgs {
    pub fn options(&self) -> Result<DemoOptions, String> {
        let tick = Duration::try_from_secs_f64(self.stock_tick_secs)
            .map_err(|_| "the stock tick must be 0 or more seconds".to_string())?;
        Ok(DemoOptions {
            asset_base_url: self.asset_base_url.clone(),
            stock_tick: tick,
            stock_move_share: self.stock_move_share,
            rate_limit_per_sec: self.rate_limit,
            burst: self.burst,
            bulk_max: self.bulk_max,
            faults: Faults {
                latency: Duration::from_millis(self.latency_ms),
                error_rate: self.error_rate,
                force_429: self.force_429,
            },
            ..DemoOptions::new(self.products, self.seed, self.api_key.trim())
        })
    }
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
            let _ = tokio::signal::ctrl_c().await;
            running.shutdown().await;
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("demo catalogue: cannot start on {}: {e}", args.addr);
            ExitCode::from(2)
        }
    }
}
