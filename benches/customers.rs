//! Customers at the counter, in figures: one scheduled watch check over
//! 5,000 watched SKUs (10,000 watches of 200 customers) on the demo
//! catalogue, with the supplier calls it made and its time; then the render
//! time of the "Back in stock" page with those 10,000 watches and of the
//! lost-sales report over 10,000 lost sales, asked for through the portal's
//! own address as a browser would. Prints the first render and the median,
//! 90th percentile and slowest of the warm ones, with the page's size.
//!
//! Last, the shop's worst day for reports: 100,000 lost sales over two
//! years (the most kept), one person pulling 8 lost-sales workbooks at once
//! (they take their turns: two per client, 429 and `Retry-After` past it)
//! while a colleague searches the customers: the colleague's p50/p95/worst
//! and the process's memory growth.
//!
//! Run: `cargo bench --features ssr --bench customers` (add `--profile dev`
//! to reuse the test build; `CUSTOMER_BENCH_RUNS=50` changes the warm runs,
//! `CUSTOMER_BENCH_PRODUCTS=20000` the catalogue's size).

use dealer_desk::model::customer::SameContact;
use std::{error::Error, time::Instant};

use dealer_desk::{
    model::customer::{customer_fields, LostReason},
    server::{
        catalogue::GatewayArgs,
        customers::{lost_code_key, stamp, NewWatch},
        http::listen::Limits,
        index::{Index, IndexSettings, SyncKind},
        quotes::new_id,
        start::state::AppState,
    },
};

#[path = "support/mod.rs"]
mod support;

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A portal on a synced demo catalogue; its state and address.
async fn portal(products: usize) -> Result<(AppState, String), Box<dyn Error>> {
    let dir = std::env::temp_dir().join(format!("dd-customer-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (demo, catalogue) = support::demo_catalogue(products, GatewayArgs::default()).await?;
    std::mem::forget(demo);
    let index = Index::open(IndexSettings::in_dir(&dir, "bench"))?;
    index.sync(&catalogue, SyncKind::Full).await?;
    support::serve(catalogue, index, &dir, Limits::default()).await
}

/// Every SKU in the index, in its order.
async fn skus(state: &AppState) -> Result<Vec<String>, Box<dyn Error>> {
    let q = dealer_desk::model::query::ListQuery::default();
    let rows = state.products.rows(&q, Default::default()).await?;
    Ok(state
        .index
        .records_by_id(rows.ids)
        .await?
        .into_iter()
        .filter_map(|p| p.sku)
        .collect())
}

/// 200 customers, each watching 50 parts: 10,000 watches over the first
/// 5,000 SKUs (each watched twice).
async fn watches(state: &AppState, skus: &[String]) -> Result<usize, Box<dyn Error>> {
    let watched = &skus[..skus.len().min(5_000)];
    let mut made = 0;
    for c in 0..200 {
        let f = customer_fields(&format!("Customer {c}"), &format!("07700 9{c:05}"), "", "")
            .map_err(|n| n.code())?;
        let id = state
            .customers
            .create(new_id(), f, SameContact::Allow, None)
            .await?
            .into_result()
            .map_err(|n| n.code())?;
        for i in 0..50 {
            let sku = &watched[(c * 50 + i) % watched.len()];
            let done = state
                .customers
                .add_watch(
                    NewWatch {
                        customer: id.clone(),
                        sku: sku.clone(),
                        name: format!("Part {sku}"),
                        qty: 1,
                        email_customer: false,
                    },
                    None,
                )
                .await?;
            made += usize::from(done.is_done());
        }
    }
    Ok(made)
}

/// `count` lost sales spread over the last `days`, written straight into
/// the lists' file (the portal records at most 600 an hour: a real counter
/// takes a month to collect 10,000).
fn lost_sales(
    data_dir: &std::path::Path,
    skus: &[String],
    count: usize,
    days: i64,
) -> Result<(), Box<dyn Error>> {
    let mut conn = rusqlite::Connection::open(data_dir.join("quotes.sqlite3"))?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    let tx = conn.transaction()?;
    tx.execute("DELETE FROM lost_sales", [])?;
    let now = chrono::Utc::now();
    let span = days * 86_400;
    for i in 0..count {
        let reason = LostReason::ALL[i % LostReason::ALL.len()];
        let code = &skus[(i * 7) % skus.len().min(2_000)];
        let note = (reason == LostReason::Other).then_some("asked elsewhere");
        let at = now - chrono::Duration::seconds((i as i64 * 259) % span);
        // One to four parts, most of them priced (a code the catalogue
        // does not have is not).
        let qty = 1 + (i % 4) as i64;
        let price = (i % 10 != 0).then_some(500 + (i % 97) as i64 * 25);
        tx.execute(
            "INSERT INTO lost_sales(at, code, code_key, reason, note, qty, gbp_minor, usd_minor, eur_minor)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7, ?7)",
            rusqlite::params![stamp(at), code, lost_code_key(code), reason.code(), note, qty, price],
        )?;
    }
    tx.commit()?;
    Ok(())
}

/// Loads `path` once cold and `runs` times warm; prints one table row.
async fn timed(base: &str, path: &str, label: &str, runs: usize) -> Result<(), Box<dyn Error>> {
    let http = reqwest::Client::new();
    let url = format!("{base}{path}");
    let load = || async {
        let t = Instant::now();
        let r = http.get(&url).send().await?;
        if !r.status().is_success() {
            return Err::<(f64, usize), Box<dyn Error>>(format!("{url}: {}", r.status()).into());
        }
        let body = r.bytes().await?;
        Ok((t.elapsed().as_secs_f64(), body.len()))
    };
    let (first, bytes) = load().await?;
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        times.push(load().await?.0);
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize] * 1000.0;
    println!(
        "| {label} | {:.1} ms | {:.1} ms | {:.1} ms | {:.1} ms | {:.0} KB |",
        first * 1000.0,
        at(0.5),
        at(0.9),
        at(1.0),
        bytes as f64 / 1024.0
    );
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let products = env_or("CUSTOMER_BENCH_PRODUCTS", 5_000);
    let runs = env_or("CUSTOMER_BENCH_RUNS", 30).max(1);
    let (state, base) = portal(products).await?;
    let skus = skus(&state).await?;
    let made = watches(&state, &skus).await?;
    let calls = || {
        state
            .catalogue
            .render_metrics()
            .lines()
            .filter(|l| l.starts_with("catalogue_upstream_requests_total{"))
            .filter_map(|l| l.rsplit(' ').next()?.parse::<u64>().ok())
            .sum::<u64>()
    };
    let before = calls();
    let t = Instant::now();
    let r = state
        .customers
        .check_watches(&state.catalogue, chrono::Utc::now())
        .await?;
    println!(
        "watch check: {made} watches, {} SKUs, {} chunks of {}, {} supplier calls, {:.0} ms, {} back in stock",
        r.skus,
        r.chunks,
        state.catalogue.bulk_chunk(),
        calls() - before,
        t.elapsed().as_secs_f64() * 1000.0,
        r.back
    );
    lost_sales(&state.index.settings().data_dir, &skus, 10_000, 30)?;
    println!("demo catalogue of {products} products; {runs} warm runs each");
    println!();
    println!("| page | first render | median | p90 | slowest | HTML |");
    println!("|---|---|---|---|---|---|");
    timed(
        &base,
        "/back-in-stock",
        "Back in stock (10,000 watches)",
        runs,
    )
    .await?;
    timed(&base, "/lost-sales", "Lost sales (10,000, 30 days)", runs).await?;
    lost_sales(&state.index.settings().data_dir, &skus, 100_000, 730)?;
    let from = (chrono::Utc::now() - chrono::Duration::days(730)).date_naive();
    let period = format!("from={from}");
    timed(
        &base,
        &format!("/lost-sales?{period}"),
        "Lost sales (100,000, two years)",
        runs,
    )
    .await?;
    println!();
    workbooks_beside_a_search(&base, &period).await
}

/// Percentiles of `times` (seconds), in milliseconds.
fn percentile(times: &[f64], q: f64) -> f64 {
    times[((times.len() - 1) as f64 * q).round() as usize] * 1000.0
}

/// One person (one address) pulls 8 lost-sales workbooks of two years at
/// once, each retried on 429 after its `Retry-After`, while a colleague
/// (another address) searches the customers one search after another.
async fn workbooks_beside_a_search(base: &str, period: &str) -> Result<(), Box<dyn Error>> {
    use dealer_desk::server::platform::process;
    let http = reqwest::Client::new();
    let rss_before = process::resident_kb();
    process::reset_peak();
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let started = Instant::now();
    let pulls: Vec<_> = (0..8)
        .map(|_| {
            let (http, url) = (http.clone(), format!("{base}/lost-sales.xlsx?{period}"));
            tokio::spawn(async move {
                let mut refused = 0;
                loop {
                    let r = http
                        .get(&url)
                        .header("x-forwarded-for", "10.0.0.1")
                        .send()
                        .await?;
                    if r.status() == reqwest::StatusCode::TOO_MANY_REQUESTS {
                        refused += 1;
                        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
                        continue;
                    }
                    if !r.status().is_success() {
                        return Err(format!("{url}: {}", r.status()).into());
                    }
                    let bytes = r.bytes().await?.len();
                    return Ok::<(usize, usize), Box<dyn Error + Send + Sync>>((bytes, refused));
                }
            })
        })
        .collect();
    let searches = tokio::spawn({
        let (http, done) = (http.clone(), std::sync::Arc::clone(&done));
        let url = format!("{base}/customers?q=Customer%201");
        async move {
            let mut times = Vec::new();
            while !done.load(std::sync::atomic::Ordering::Relaxed) || times.len() < 20 {
                let t = Instant::now();
                let r = http
                    .get(&url)
                    .header("x-forwarded-for", "10.0.0.2")
                    .send()
                    .await?;
                let ok = r.status().is_success();
                r.bytes().await?;
                if !ok {
                    return Err::<Vec<f64>, Box<dyn Error + Send + Sync>>("a search failed".into());
                }
                times.push(t.elapsed().as_secs_f64());
            }
            Ok(times)
        }
    });
    let (mut bytes, mut refused) = (0, 0);
    for p in pulls {
        let (b, r) = p.await?.map_err(|e| e.to_string())?;
        bytes = b;
        refused += r;
    }
    let pulled_in = started.elapsed().as_secs_f64();
    done.store(true, std::sync::atomic::Ordering::Relaxed);
    let mut times = searches.await?.map_err(|e| e.to_string())?;
    times.sort_by(f64::total_cmp);
    println!(
        "8 workbooks of 100,000 lost sales (one person, {:.0} KB each, {refused} answers of 429 on the way) in {pulled_in:.1} s; \
         a colleague's customer search meanwhile: {} searches, p50 {:.1} ms, p95 {:.1} ms, worst {:.1} ms; \
         memory {} MB before, peak {} MB (+{} MB)",
        bytes as f64 / 1024.0,
        times.len(),
        percentile(&times, 0.5),
        percentile(&times, 0.95),
        percentile(&times, 1.0),
        rss_before / 1024,
        process::peak_kb() / 1024,
        process::peak_kb().saturating_sub(rss_before) / 1024,
    );
    Ok(())
}
