//! What the shop's selling prices add to a search page: a whole 48-card
//! page (`/search?q=…`, server-rendered, on a synced demo catalogue)
//! timed end to end, and the part of it the selling prices are: filling
//! in the 48 shelf prices (`ShopPricing::fill`) and rendering their 48
//! price cells (`ShopPriceText`). Prints the page's p50 and p95, the
//! prices' p50 and p95, and their share of the page (the target:
//! the page no more than 10 % slower than without them). Then the same for
//! ours, the shop's own shelf: with 50,000 parts kept, the 48 cards'
//! shelf lines read and their chips rendered, and one part's line (what
//! the product page and the counter's lookup add), each as a share of a
//! page. The catalogue is 5,000 products: a page over 1,000,000 takes
//! longer (`benches/index.rs`) while the shelf's work does not grow with
//! the catalogue, so the shares printed are the larger ones.
//!
//! Run: `cargo bench --features ssr --bench search_page`;
//! `SEARCH_BENCH_RUNS` changes the runs (default 200 pages).

use std::{
    error::Error,
    sync::Arc,
    time::{Duration, Instant},
};

use dealer_desk::{
    components::{i18n::I18n, products::ours_chip, shop_price::ShopPriceText},
    model::{lang::Lang, listing::ProductSummary, quote::Minor, stock::Kind},
    server::{
        catalogue::GatewayArgs,
        http::listen::Limits,
        i18n::Locales,
        index::{Index, IndexSettings, SyncKind},
        pricing::ShopPricing,
        stock::{NewMovement, Stock},
    },
};
use leptos::prelude::*;

#[path = "support/mod.rs"]
#[allow(dead_code)]
mod support;

fn percentiles(mut t: Vec<Duration>) -> (f64, f64) {
    t.sort();
    let at = |p: f64| t[((t.len() - 1) as f64 * p).round() as usize].as_secs_f64() * 1e3;
    (at(0.5), at(0.95))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let runs: usize = std::env::var("SEARCH_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200)
        .max(10);
    let dir = std::env::temp_dir().join(format!("dd-search-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (demo, catalogue) = support::demo_catalogue(5_000, GatewayArgs::default()).await?;
    std::mem::forget(demo);
    let index = Index::open(IndexSettings::in_dir(&dir, "bench"))?;
    index.sync(&catalogue, SyncKind::Full).await?;
    let (state, base) = support::serve(catalogue, index, &dir, Limits::default()).await?;
    let http = reqwest::Client::new();
    let url = format!("{base}/search?q=kit");
    let mut cards = 0;
    for _ in 0..10 {
        let html = http.get(&url).send().await?.text().await?;
        cards = html.matches("data-shop-price=").count();
    }
    let mut pages = Vec::with_capacity(runs);
    for _ in 0..runs {
        let t = Instant::now();
        let r = http.get(&url).send().await?;
        let body = r.bytes().await?;
        std::hint::black_box(body);
        pages.push(t.elapsed());
    }
    let (page50, page95) = percentiles(pages);

    // The prices' own work on a page of 48 of the catalogue's parts.
    let rows = state
        .products
        .rows(
            &dealer_desk::model::query::ListQuery::default(),
            Default::default(),
        )
        .await?;
    let ids: Vec<i64> = rows.ids.into_iter().take(48).collect();
    let skus: Vec<String> = state
        .index
        .records_by_id(ids)
        .await?
        .into_iter()
        .filter_map(|p| p.sku)
        .collect();
    let mut page: Vec<ProductSummary> = state.products.summaries(&skus).await?;
    for p in &mut page {
        p.shop = None;
    }
    let shop = ShopPricing::default();
    let locales = Arc::new(Locales::load()?);
    let mut prices = Vec::with_capacity(runs * 10);
    for _ in 0..runs * 10 {
        let mut items = page.clone();
        let t = Instant::now();
        shop.fill(&mut items);
        let html = Owner::new().with(|| {
            let i = I18n::with_locales(Lang::En, locales.clone());
            items
                .into_iter()
                .filter_map(|p| p.shop)
                .map(|price| view! { <ShopPriceText i price/> }.to_html())
                .collect::<String>()
        });
        std::hint::black_box(html);
        prices.push(t.elapsed());
    }
    let (price50, price95) = percentiles(prices);
    let (ours50, ours95, one50, one95) = ours(&state.stock, &skus, &locales, runs).await?;
    let product = format!("{base}/product/{}", skus[0]);
    let mut products = Vec::with_capacity(runs);
    for _ in 0..runs {
        let t = Instant::now();
        let body = http.get(&product).send().await?.bytes().await?;
        std::hint::black_box(body);
        products.push(t.elapsed());
    }
    let (product50, product95) = percentiles(products);
    println!("search page /search?q=kit ({cards} selling prices shown), {runs} loads:");
    println!("  whole page          p50 {page50:>7.2} ms  p95 {page95:>7.2} ms");
    println!("  its 48 prices       p50 {price50:>7.3} ms  p95 {price95:>7.3} ms (fill + render)");
    println!(
        "  the prices' share   {:.1} % of the page's p50 (target: the page no more than 10 % slower)",
        price50 / (page50 - price50).max(f64::EPSILON) * 100.0
    );
    println!("  ours on its 48 cards p50 {ours50:>7.3} ms  p95 {ours95:>7.3} ms (read + render, 50,000 parts kept)");
    println!(
        "  ours' share         {:.1} % of the page's p50 (target: no more than 10 %)",
        ours50 / (page50 - ours50).max(f64::EPSILON) * 100.0
    );
    println!("product page {product}, {runs} loads:");
    println!("  whole page          p50 {product50:>7.2} ms  p95 {product95:>7.2} ms");
    println!("  ours (one line)     p50 {one50:>7.3} ms  p95 {one95:>7.3} ms");
    println!(
        "  ours' share         {:.1} % of the page's p50 (the lookup's answer reads the same line)",
        one50 / (product50 - one50).max(f64::EPSILON) * 100.0
    );
    Ok(())
}

/// Keeps 50,000 parts on the shelf (the page's 48 among them), then times
/// the 48 cards' lines read and rendered, and one part's line read.
async fn ours(
    stock: &Stock,
    skus: &[String],
    locales: &Arc<Locales>,
    runs: usize,
) -> Result<(f64, f64, f64, f64), Box<dyn Error>> {
    let others = (0..50_000 - skus.len()).map(|n| format!("SHELF-{n:06}"));
    for (n, sku) in skus.iter().cloned().chain(others).enumerate() {
        let m = NewMovement {
            sku,
            kind: Kind::Received,
            qty: 1 + (n % 7) as i64,
            cost: Some(Minor(500 + (n % 900) as i64)),
            assumed: false,
            fallback_cost: None,
            reference: String::new(),
            reason: None,
            note: String::new(),
            by: None,
            at: "2026-12-01 09:00:00".into(),
        };
        stock.record(m).await.map_err(|e| format!("{e:?}"))?;
    }
    let mut cards = Vec::with_capacity(runs * 10);
    for _ in 0..runs * 10 {
        let t = Instant::now();
        let lines = stock
            .lines(skus.to_vec())
            .await
            .map_err(|e| format!("{e:?}"))?;
        let html = Owner::new().with(|| {
            let i = I18n::with_locales(Lang::En, locales.clone());
            lines
                .iter()
                .map(|l| ours_chip(i, l).to_html())
                .collect::<String>()
        });
        std::hint::black_box(html);
        cards.push(t.elapsed());
    }
    let mut one = Vec::with_capacity(runs * 10);
    for n in 0..runs * 10 {
        let t = Instant::now();
        let line = stock
            .line(&skus[n % skus.len()])
            .await
            .map_err(|e| format!("{e:?}"))?;
        std::hint::black_box(line);
        one.push(t.elapsed());
    }
    let (c50, c95) = percentiles(cards);
    let (o50, o95) = percentiles(one);
    Ok((c50, c95, o50, o95))
}
