//! Memory of the CSV export of a whole catalogue: the 100,000-product demo
//! catalogue, synced into the index, exported through the portal's own
//! `/export/products.csv` (streamed) while the process's resident memory is
//! sampled; then, for comparison, the same rows built in memory at once (as
//! the export did before it streamed).
//!
//! Run: `cargo bench --features ssr --bench export` (add `--profile dev` to
//! reuse the test build; `EXPORT_BENCH_PRODUCTS=20000` for a quicker run;
//! `INDEX_BENCH_DIR=<folder>` keeps the synced index for the next run).

use std::{
    error::Error,
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use dealer_desk::{
    model::{query::ListQuery, Currency},
    server::{
        access::{Access, AccessConfig},
        catalogue::{Catalogue, GatewayArgs, GatewayConfig},
        config::ApiKey,
        demo::{start, DemoOptions},
        export as lists,
        http::router,
        index::{Index, IndexSettings, SyncKind},
        listen::{self, Limits},
        state::{AppState, Settings},
    },
};

const KEY: &str = "bench-key";

fn rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

/// Samples the resident memory every 5 ms until stopped; the peak, in kB.
fn watch() -> (Arc<AtomicBool>, Arc<AtomicU64>, std::thread::JoinHandle<()>) {
    let stop = Arc::new(AtomicBool::new(false));
    let peak = Arc::new(AtomicU64::new(rss_kb()));
    let handle = {
        let (stop, peak) = (stop.clone(), peak.clone());
        std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                peak.fetch_max(rss_kb(), Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(5));
            }
        })
    };
    (stop, peak, handle)
}

fn mb(kb: u64) -> f64 {
    kb as f64 / 1024.0
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let products: usize = std::env::var("EXPORT_BENCH_PRODUCTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    let kept = std::env::var_os("INDEX_BENCH_DIR").map(std::path::PathBuf::from);
    let dir = kept.clone().unwrap_or_else(|| {
        std::env::temp_dir().join(format!("dd-export-bench-{}", std::process::id()))
    });
    if kept.is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    let demo = start(
        DemoOptions {
            rate_limit_per_sec: 0.0,
            stock_tick: Duration::ZERO,
            ..DemoOptions::new(products, 42, KEY)
        },
        "127.0.0.1:0".parse()?,
    )
    .await?;
    let catalogue = Catalogue::new(GatewayConfig::new(
        reqwest::Url::parse(&demo.base_url())?,
        ApiKey::new(KEY),
        &GatewayArgs {
            catalogue_timeout_secs: 120.0,
            catalogue_rate_per_sec: 100_000.0,
            catalogue_rate_burst: 100_000,
            catalogue_bulk_parallel: 4,
            ..GatewayArgs::default()
        },
    ))?;
    let index = Index::open(IndexSettings::in_dir(&dir, &format!("bench-{products}")))?;
    let t = Instant::now();
    let kind = if index.is_ready() {
        SyncKind::Incremental
    } else {
        SyncKind::Full
    };
    index.sync(&catalogue, kind).await?;
    println!(
        "index of {products} products ready ({kind:?} sync, {:.1} s)",
        t.elapsed().as_secs_f64()
    );

    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    let state = AppState {
        leptos_options: leptos::config::LeptosOptions::builder()
            .output_name("dealer-desk")
            .site_addr(addr)
            .build(),
        catalogue: catalogue.clone(),
        index: index.clone(),
        settings: Settings {
            demo: true,
            low_stock_threshold: 3,
            started: Instant::now(),
            image_sources: String::new(),
        },
        access: Access::new(AccessConfig {
            client_rate: None,
            ..AccessConfig::open()
        }),
        quotes: dealer_desk::server::quotes::Quotes::open(&dir)?,
    };
    let limits = Limits {
        request_timeout: Duration::from_secs(600),
        ..Limits::default()
    };
    tokio::spawn(listen::serve(
        listener,
        router(state),
        limits,
        std::future::pending::<()>(),
    ));

    // Streamed, through the portal.
    let before = rss_kb();
    let (stop, peak, watcher) = watch();
    let t = Instant::now();
    let mut resp = reqwest::get(format!("http://{addr}/export/products.csv")).await?;
    let (mut bytes, mut lines) = (0usize, 0usize);
    while let Some(chunk) = resp.chunk().await? {
        bytes += chunk.len();
        lines += chunk.iter().filter(|b| **b == b'\n').count();
    }
    let streamed_secs = t.elapsed().as_secs_f64();
    stop.store(true, Ordering::Relaxed);
    let _ = watcher.join();
    let streamed_peak = peak.load(Ordering::Relaxed).saturating_sub(before);

    // The same rows built in memory at once, for comparison (stock left out).
    let before_whole = rss_kb();
    let (stop, peak, watcher) = watch();
    let t = Instant::now();
    let whole_len = {
        let all = index.records(&ListQuery::default(), Currency::Gbp).await?;
        let refs: Vec<_> = all.iter().collect();
        lists::products_csv(&refs, &[]).len()
    };
    let whole_secs = t.elapsed().as_secs_f64();
    stop.store(true, Ordering::Relaxed);
    let _ = watcher.join();
    let whole_peak = peak.load(Ordering::Relaxed).saturating_sub(before_whole);

    println!();
    println!("| measure | value |");
    println!("|---|---|");
    println!(
        "| rows exported (streamed, with stock) | {} |",
        lines.saturating_sub(1)
    );
    println!("| CSV size | {:.1} MB |", bytes as f64 / 1_048_576.0);
    println!("| streamed export time | {streamed_secs:.1} s |");
    println!("| process RSS before the export | {:.0} MB |", mb(before));
    println!(
        "| peak RSS growth during the streamed export | {:.1} MB |",
        mb(streamed_peak)
    );
    println!(
        "| built in memory at once (no stock): peak RSS growth | {:.1} MB ({:.1} MB of CSV, {whole_secs:.1} s) |",
        mb(whole_peak),
        whole_len as f64 / 1_048_576.0
    );
    if kept.is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    Ok(())
}
