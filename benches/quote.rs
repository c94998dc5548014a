//! Time to render a quote list's page: a 200-line list (and a 1,000-line
//! one, the most a list holds) on the demo catalogue, synced into the
//! index, asked for through the portal's own address as a browser would
//! (its lines' prices from the index, their stock in bulk calls to the
//! demo supplier). Prints the first (cold) render and the median, 90th
//! percentile and slowest of the warm ones, with the page's size.
//!
//! Run: `cargo bench --features ssr --bench quote` (add `--profile dev` to
//! reuse the test build; `QUOTE_BENCH_RUNS=50` changes the warm runs,
//! `QUOTE_BENCH_PRODUCTS=20000` the catalogue's size).

use std::{error::Error, time::Instant};

use axum::extract::FromRef;
use dealer_desk::model::outcome::Outcome;
use dealer_desk::server::{
    catalogue::GatewayArgs,
    http::listen::Limits,
    index::{Index, IndexSettings, SyncKind},
    products::PricedQuotes,
    quotes::{new_id, Owner},
    start::state::AppState,
};

#[path = "support/mod.rs"]
mod support;

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A portal on a synced demo catalogue of `products` products; its state
/// and address.
async fn portal(products: usize) -> Result<(AppState, String), Box<dyn Error>> {
    let dir = std::env::temp_dir().join(format!("dd-quote-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (demo, catalogue) = support::demo_catalogue(products, GatewayArgs::default()).await?;
    // The demo keeps serving for the whole run.
    std::mem::forget(demo);
    let index = Index::open(IndexSettings::in_dir(&dir, "bench"))?;
    index.sync(&catalogue, SyncKind::Full).await?;
    support::serve(catalogue, index, &dir, Limits::default()).await
}

/// A list of `lines` lines (the first products of the index), for a new
/// browser: the list's address and the browser's cookie.
async fn list_of(state: &AppState, lines: usize) -> Result<(String, String), Box<dyn Error>> {
    let browser = new_id();
    let owner = Owner::browser(&browser);
    let id = match state
        .quotes
        .create(&owner, format!("{lines} lines"))
        .await?
    {
        Outcome::Done(id) => id,
        Outcome::Refused(note) => return Err(format!("refused: {}", note.code()).into()),
    };
    let q = dealer_desk::model::query::ListQuery::default();
    let rows = state.products.rows(&q, Default::default()).await?;
    let take: Vec<i64> = rows.ids.into_iter().take(lines).collect();
    for p in state.index.records_by_id(take).await? {
        let sku = p.sku.ok_or("a product without a SKU")?;
        if let Outcome::Refused(note) = PricedQuotes::from_ref(state)
            .add(&owner, &id, &sku, 2)
            .await?
        {
            return Err(format!("refused: {}", note.code()).into());
        }
    }
    Ok((format!("/quotes/{id}"), format!("dd_browser={browser}")))
}

/// One page load: seconds and bytes.
async fn load(
    http: &reqwest::Client,
    url: &str,
    cookie: &str,
) -> Result<(f64, usize), Box<dyn Error>> {
    let t = Instant::now();
    let r = http.get(url).header("cookie", cookie).send().await?;
    if !r.status().is_success() {
        return Err(format!("{url}: {}", r.status()).into());
    }
    let body = r.bytes().await?;
    Ok((t.elapsed().as_secs_f64(), body.len()))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let products = env_or("QUOTE_BENCH_PRODUCTS", 5_000);
    let runs = env_or("QUOTE_BENCH_RUNS", 30).max(1);
    let (state, base) = portal(products).await?;
    println!("demo catalogue of {products} products, index synced; {runs} warm runs each");
    println!();
    println!("| list | first render | median | p90 | slowest | HTML |");
    println!("|---|---|---|---|---|---|");
    let http = reqwest::Client::new();
    for lines in [200, 1_000] {
        let (path, cookie) = list_of(&state, lines).await?;
        let url = format!("{base}{path}");
        let (first, bytes) = load(&http, &url, &cookie).await?;
        let mut times = Vec::with_capacity(runs);
        for _ in 0..runs {
            times.push(load(&http, &url, &cookie).await?.0);
        }
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize] * 1000.0;
        println!(
            "| {lines} lines | {:.1} ms | {:.1} ms | {:.1} ms | {:.1} ms | {:.0} KB |",
            first * 1000.0,
            at(0.5),
            at(0.9),
            at(1.0),
            bytes as f64 / 1024.0
        );
    }
    Ok(())
}
