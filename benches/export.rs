//! Time and memory of the exports of a whole catalogue: the 100,000-product
//! demo catalogue, synced into the index, exported through the portal's own
//! addresses (products CSV without and with stock, XLSX with its fitment
//! sheet, Shopify CSV, fitment CSV), one after another, while the process's
//! resident memory is sampled.
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

use dealer_desk::server::{
    catalogue::GatewayArgs,
    http::listen::Limits,
    index::{Index, IndexSettings, SyncKind},
    platform::process,
};

#[path = "support/mod.rs"]
mod support;

/// Samples the resident memory every 5 ms until stopped; the peak, in kB.
fn watch() -> (Arc<AtomicBool>, Arc<AtomicU64>, std::thread::JoinHandle<()>) {
    let stop = Arc::new(AtomicBool::new(false));
    let peak = Arc::new(AtomicU64::new(process::resident_kb()));
    let handle = {
        let (stop, peak) = (stop.clone(), peak.clone());
        std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                peak.fetch_max(process::resident_kb(), Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(5));
            }
        })
    };
    (stop, peak, handle)
}

fn mb(kb: u64) -> f64 {
    kb as f64 / 1024.0
}

/// One download, read to its end while the process's memory is sampled.
struct Measured {
    /// The rows the portal said the export holds (`x-export-rows`).
    rows: String,
    bytes: usize,
    secs: f64,
    before_kb: u64,
    peak_growth_kb: u64,
}

async fn measure(base: &str, path: &str) -> Result<Measured, Box<dyn Error>> {
    let before_kb = process::resident_kb();
    let (stop, peak, watcher) = watch();
    let t = Instant::now();
    let mut resp = reqwest::get(format!("{base}{path}")).await?;
    if !resp.status().is_success() {
        return Err(format!("{path}: {}", resp.status()).into());
    }
    let rows = resp
        .headers()
        .get("x-export-rows")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("?")
        .to_string();
    let mut bytes = 0usize;
    while let Some(chunk) = resp.chunk().await? {
        bytes += chunk.len();
    }
    let secs = t.elapsed().as_secs_f64();
    stop.store(true, Ordering::Relaxed);
    let _ = watcher.join();
    Ok(Measured {
        rows,
        bytes,
        secs,
        before_kb,
        peak_growth_kb: peak.load(Ordering::Relaxed).saturating_sub(before_kb),
    })
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
    let (_demo, catalogue) = support::demo_catalogue(
        products,
        GatewayArgs {
            catalogue_timeout_secs: 120.0,
            catalogue_bulk_parallel: 4,
            ..GatewayArgs::default()
        },
    )
    .await?;
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

    let limits = Limits {
        request_timeout: Duration::from_secs(600),
        ..Limits::default()
    };
    let (_state, base) = support::serve(catalogue, index, &dir, limits).await?;

    // Each export of the whole catalogue, through the portal, one at a time.
    let runs = [
        ("products.csv", "/export/products.csv"),
        ("products.csv with stock", "/export/products.csv?stock=1"),
        (
            "products.xlsx (with fitment sheet)",
            "/export/products.xlsx",
        ),
        ("shopify.csv", "/export/shopify.csv"),
        ("fitment.csv", "/export/fitment.csv"),
    ];
    println!();
    println!("| export | rows | size | time | RSS before | peak RSS growth |");
    println!("|---|---|---|---|---|---|");
    for (label, path) in runs {
        let m = measure(&base, path).await?;
        println!(
            "| {label} | {} | {:.1} MB | {:.1} s | {:.0} MB | {:.1} MB |",
            m.rows,
            m.bytes as f64 / 1_048_576.0,
            m.secs,
            mb(m.before_kb),
            mb(m.peak_growth_kb)
        );
    }
    if kept.is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    Ok(())
}
