//! The portal in front of a slow supplier: the demo catalogue with a
//! latency profile of a real one on the internet (by default 9 s plus
//! 1.5 s a megabyte per search, 0.3 s per other call) and the portal's
//! default allowance (10 calls a second). Prints:
//!
//! - the first full sync: its time and the process's memory peak, and
//!   during it lookup and product page times (p50/p95), the slowest first
//!   byte of the home and search pages, and every 5xx answer (an export
//!   asked for then is refused with the sync's progress: it would fetch
//!   the catalogue a second time);
//! - the same during a full reconcile sync with one `stock=1` export
//!   beside it, and the export's time;
//! - after it, during a one-client flood of unknown SKUs (64 at once):
//!   another client's cold product pages (p50/p95);
//! - the allowance's calls by class and the stock figures from `/metrics`.
//!
//! Run: `cargo bench --features ssr --bench slow_supplier` (add
//! `--profile dev` to reuse the test build). `SLOW_PRODUCTS=100000` sets
//! the catalogue's size (default 20,000); `SLOW_SEARCH_MS`,
//! `SLOW_MS_PER_MB` and `SLOW_CALL_MS` the profile; `SLOW_FLOOD_SECS` the
//! flood's length (default 20).

use std::{
    error::Error,
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use dealer_desk::{
    model::query::SupplierFilters,
    server::{
        access::AccessConfig,
        catalogue::{Catalogue, GatewayArgs, GatewayConfig},
        demo::{start, DemoOptions, Faults},
        http::listen::Limits,
        index::{Index, IndexSettings, SyncKind},
        platform::process,
        platform::secrets::ApiKey,
    },
};

// `serve` (open, no client limits) is for the other benchmarks.
#[allow(dead_code)]
#[path = "support/mod.rs"]
mod support;

const KEY: &str = "slow-bench-key";

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Times in milliseconds, for percentiles.
#[derive(Default)]
struct Times(Vec<f64>);

impl Times {
    fn push(&mut self, d: Duration) {
        self.0.push(d.as_secs_f64() * 1000.0);
    }

    fn pct(&self, p: f64) -> f64 {
        let mut v = self.0.clone();
        v.sort_by(|a, b| a.total_cmp(b));
        if v.is_empty() {
            return f64::NAN;
        }
        let i = ((v.len() as f64 - 1.0) * p).round() as usize;
        v[i.min(v.len() - 1)]
    }

    fn line(&self, what: &str) -> String {
        format!(
            "{what:<44} n={:<4} p50 {:>7.0} ms   p95 {:>7.0} ms   max {:>7.0} ms",
            self.0.len(),
            self.pct(0.5),
            self.pct(0.95),
            self.pct(1.0)
        )
    }
}

/// Every SKU of the catalogue, from a quick twin of the slow demo (same
/// seed and size, so the same data, without the latency).
async fn all_skus(products: usize) -> Result<Vec<String>, Box<dyn Error>> {
    let (twin, g) = support::demo_catalogue(products, GatewayArgs::default()).await?;
    let all = g.search_uncached(&SupplierFilters::default()).await?;
    twin.shutdown().await;
    Ok(all.value.into_iter().filter_map(|p| p.sku).collect())
}

/// One GET as a client at `from` (the portal trusts the proxy header):
/// the time to the answer's head, and its status.
async fn get(http: &reqwest::Client, url: &str, from: &str) -> (Duration, u16) {
    let t = Instant::now();
    match http.get(url).header("x-forwarded-for", from).send().await {
        Ok(r) => {
            let head = t.elapsed();
            let status = r.status().as_u16();
            let _ = r.bytes().await;
            (head, status)
        }
        Err(_) => (t.elapsed(), 599),
    }
}

fn metric(text: &str, series: &str) -> String {
    text.lines()
        .find_map(|l| l.strip_prefix(series).map(|v| v.trim().to_string()))
        .unwrap_or_else(|| "0".into())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let products = env_or("SLOW_PRODUCTS", 20_000) as usize;
    let profile = Faults {
        search_latency: Duration::from_millis(env_or("SLOW_SEARCH_MS", 9_000)),
        per_mb: Duration::from_millis(env_or("SLOW_MS_PER_MB", 1_500)),
        latency: Duration::from_millis(env_or("SLOW_CALL_MS", 300)),
        ..Faults::default()
    };
    println!(
        "slow supplier: {products} products; search {} ms + {} ms/MB, other calls {} ms; allowance 10 calls/s",
        profile.search_latency.as_millis(),
        profile.per_mb.as_millis(),
        profile.latency.as_millis()
    );
    let skus = all_skus(products).await?;
    let demo = start(
        DemoOptions {
            stock_tick: Duration::ZERO,
            faults: profile,
            ..DemoOptions::new(products, 42, KEY)
        },
        "127.0.0.1:0".parse()?,
    )
    .await?;
    let catalogue = Catalogue::new(GatewayConfig::new(
        reqwest::Url::parse(&demo.base_url())?,
        ApiKey::new(KEY),
        &GatewayArgs::default(),
    ))?;
    let dir = std::env::temp_dir().join(format!("dd-slow-bench-{}", std::process::id()));
    let index = Index::open(IndexSettings::in_dir(&dir, "slow-bench"))?;
    let access = AccessConfig {
        trust_proxy: true,
        client_rate: None,
        ..AccessConfig::open()
    };
    let (state, base) = support::serve_with_access(
        catalogue.clone(),
        index.clone(),
        &dir,
        Limits::default(),
        access,
    )
    .await?;
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(900))
        .build()?;

    // The first full sync.
    process::reset_peak();
    let rss_before = process::resident_kb();
    let sync_started = Instant::now();
    let syncing = {
        let (index, catalogue) = (index.clone(), catalogue.clone());
        tokio::spawn(async move { index.sync(&catalogue, SyncKind::Full).await })
    };
    let early_export = get(
        &http,
        &format!("{base}/export/products.csv?stock=1"),
        "192.0.2.50",
    )
    .await;
    let during = measure_during(&http, &base, &skus, &syncing).await;
    let synced = syncing.await?;
    let sync_secs = sync_started.elapsed().as_secs_f64();
    let rss_peak = process::peak_kb();
    println!("\n== first full sync");
    match &synced {
        Ok(run) => println!(
            "completed in {sync_secs:.1} s: {} products ({:.1} s per 10,000)",
            run.fetched,
            sync_secs * 10_000.0 / run.fetched.max(1) as f64
        ),
        Err(e) => println!("FAILED after {sync_secs:.1} s: {e}"),
    }
    let m = state.catalogue.render_metrics();
    let searches: f64 = metric(
        &m,
        "catalogue_upstream_latency_seconds_sum{endpoint=\"search\"}",
    )
    .parse()
    .unwrap_or(0.0);
    let parallel = index.settings().parallel;
    println!(
        "its searches took {searches:.0} s in all: {:.1} s with {parallel} in flight is the least it could take",
        searches / parallel as f64
    );
    println!(
        "memory: {:.0} MB before, peak {:.0} MB",
        rss_before as f64 / 1024.0,
        rss_peak as f64 / 1024.0
    );
    println!("\n== during the first sync");
    during.print();
    println!(
        "an export asked for during it: status {} in {:.0} ms (refused with the sync's progress)",
        early_export.1,
        early_export.0.as_secs_f64() * 1000.0
    );

    // A full reconcile with one stock export beside it.
    let reconcile_started = Instant::now();
    let reconciling = {
        let (index, catalogue) = (index.clone(), catalogue.clone());
        tokio::spawn(async move { index.sync(&catalogue, SyncKind::Full).await })
    };
    let export = {
        let (http, url) = (http.clone(), format!("{base}/export/products.csv?stock=1"));
        tokio::spawn(async move {
            let t = Instant::now();
            let r = http
                .get(&url)
                .header("x-forwarded-for", "192.0.2.50")
                .send()
                .await;
            let (status, bytes) = match r {
                Ok(r) => (
                    r.status().as_u16(),
                    r.bytes().await.map(|b| b.len()).unwrap_or(0),
                ),
                Err(_) => (599, 0),
            };
            (t.elapsed(), status, bytes)
        })
    };
    let during = measure_during(&http, &base, &skus[1..], &reconciling).await;
    let reconciled = reconciling.await?;
    println!("\n== during a full reconcile sync and one stock export");
    during.print();
    println!(
        "reconcile: {} in {:.1} s",
        if reconciled.is_ok() {
            "completed"
        } else {
            "FAILED"
        },
        reconcile_started.elapsed().as_secs_f64()
    );
    let (export_time, export_status, export_bytes) = export.await?;
    println!(
        "stock export: status {export_status}, {:.1} MB in {:.1} s",
        export_bytes as f64 / 1_048_576.0,
        export_time.as_secs_f64()
    );

    let flood = flood(&http, &base, &skus[skus.len() / 2..]).await;
    println!("\n== one client's flood of unknown SKUs (64 at once)");
    println!("{}", flood.line("another client's cold product pages"));

    let m = state.catalogue.render_metrics();
    println!("\n== /metrics");
    for series in [
        "catalogue_calls_granted_total{class=\"person\"}",
        "catalogue_calls_granted_total{class=\"batch\"}",
        "catalogue_stock_served_old_total",
        "catalogue_stock_refreshed_total",
        "catalogue_stock_pending_total",
    ] {
        println!("{series} {}", metric(&m, series));
    }
    demo.shutdown().await;
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// What pages took while the sync ran.
#[derive(Default)]
struct During {
    lookups: Times,
    products: Times,
    home: Times,
    search: Times,
    errors: u64,
}

impl During {
    fn print(&self) {
        println!("{}", self.lookups.line("lookup (/lookup?q=SKU)"));
        println!("{}", self.products.line("product page, cold"));
        println!("{}", self.home.line("home, first byte"));
        println!("{}", self.search.line("search, first byte"));
        println!("5xx answers of these pages: {}", self.errors);
    }
}

/// A person at the counter while the sync runs: a lookup and a product
/// page of a SKU not seen before, the home and search pages, in turn,
/// until the sync ends (at most 200 rounds).
async fn measure_during(
    http: &reqwest::Client,
    base: &str,
    skus: &[String],
    syncing: &tokio::task::JoinHandle<
        Result<dealer_desk::model::search::SyncRun, dealer_desk::model::AppError>,
    >,
) -> During {
    let mut d = During::default();
    let from = "192.0.2.10";
    let picks: Vec<&String> = skus.iter().step_by(97).collect();
    for (round, pair) in picks.chunks(2).take(200).enumerate() {
        if syncing.is_finished() {
            break;
        }
        let [looked_up, opened] = pair else { break };
        let checks = [
            (format!("{base}/lookup?q={looked_up}"), 0),
            (format!("{base}/product/{opened}"), 1),
            (format!("{base}/"), 2),
            (format!("{base}/search?q=brake&page={}", round % 3 + 1), 3),
        ];
        for (url, kind) in checks {
            let (took, status) = get(http, &url, from).await;
            if status >= 500 {
                d.errors += 1;
            }
            match kind {
                0 => d.lookups.push(took),
                1 => d.products.push(took),
                2 => d.home.push(took),
                _ => d.search.push(took),
            }
        }
    }
    d
}

/// One client floods the portal with unknown SKUs, 64 at once, while
/// another opens cold product pages one after another.
async fn flood(http: &reqwest::Client, base: &str, skus: &[String]) -> Times {
    let stop = Arc::new(AtomicBool::new(false));
    let sent = Arc::new(AtomicU64::new(0));
    let mut flooders = Vec::new();
    for i in 0..64u64 {
        let (http, base, stop, sent) = (http.clone(), base.to_string(), stop.clone(), sent.clone());
        flooders.push(tokio::spawn(async move {
            let mut n = 0u64;
            while !stop.load(Ordering::Relaxed) {
                n += 1;
                let url = format!("{base}/product/NO-SUCH-{i}-{n}");
                let _ = get(&http, &url, "192.0.2.66").await;
                sent.fetch_add(1, Ordering::Relaxed);
            }
        }));
    }
    let mut times = Times::default();
    let until = Instant::now() + Duration::from_secs(env_or("SLOW_FLOOD_SECS", 20));
    for sku in skus.iter().step_by(53).take(40) {
        if Instant::now() > until && times.0.len() >= 20 {
            break;
        }
        let (took, _) = get(http, &format!("{base}/product/{sku}"), "192.0.2.20").await;
        times.push(took);
    }
    stop.store(true, Ordering::Relaxed);
    for f in flooders {
        let _ = f.await;
    }
    println!("\n(flood: {} requests sent)", sent.load(Ordering::Relaxed));
    times
}
