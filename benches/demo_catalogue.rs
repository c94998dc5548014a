//! Benchmark of the embedded demo catalogue: how long generation takes,
//! and how fast a whole-catalogue search and a product get answer over real
//! HTTP on loopback, on a 100,000-product catalogue.
//!
//! Run: `cargo bench --features ssr --bench demo_catalogue`.

use std::{
    error::Error,
    time::{Duration, Instant},
};

use dealer_desk::server::demo::{router, start, DemoOptions};
use rand::{rngs::StdRng, Rng, SeedableRng};

const KEY: &str = "bench-key";

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

fn report(what: &str, mut runs: Vec<Duration>) {
    runs.sort();
    println!(
        "{what:<48} runs {:>4}  p50 {:>9.2} ms  p95 {:>9.2} ms  max {:>9.2} ms",
        runs.len(),
        percentile(&runs, 0.50).as_secs_f64() * 1e3,
        percentile(&runs, 0.95).as_secs_f64() * 1e3,
        runs.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
    );
}

fn quiet(products: usize) -> DemoOptions {
    DemoOptions {
        rate_limit_per_sec: 0.0,
        ..DemoOptions::new(products, 42, KEY)
    }
}

fn generation(products: usize, runs: usize) {
    let times = (0..runs)
        .map(|_| {
            let t = Instant::now();
            let app = router(quiet(products));
            let took = t.elapsed();
            drop(app);
            took
        })
        .collect();
    report(&format!("generate {products} products"), times);
}

async fn timed_get(http: &reqwest::Client, url: &str) -> Result<(Duration, usize), Box<dyn Error>> {
    let t = Instant::now();
    let resp = http.get(url).header("x-api-key", KEY).send().await?;
    if !resp.status().is_success() {
        return Err(format!("{url}: {}", resp.status()).into());
    }
    let body = resp.bytes().await?;
    Ok((t.elapsed(), body.len()))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    println!("demo catalogue benchmark (release build, loopback HTTP)");
    generation(5_000, 10);
    generation(100_000, 3);

    let demo = start(quiet(100_000), ([127, 0, 0, 1], 0).into()).await?;
    let base = demo.base_url();
    let http = reqwest::Client::new();

    // Warm up, and collect SKUs to ask for.
    let all: serde_json::Value = http
        .get(format!("{base}/product/search"))
        .header("x-api-key", KEY)
        .send()
        .await?
        .json()
        .await?;
    let skus: Vec<String> = all
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|p| p["sku"].as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default();
    drop(all);
    if skus.len() != 100_000 {
        return Err(format!("expected 100000 products, got {}", skus.len()).into());
    }

    for (label, query) in [
        ("search, whole catalogue, lean", ""),
        (
            "search, whole catalogue, extended",
            "?includeExtendedProperties=true",
        ),
    ] {
        let url = format!("{base}/product/search{query}");
        let mut runs = Vec::new();
        let mut size = 0;
        for _ in 0..10 {
            let (took, len) = timed_get(&http, &url).await?;
            runs.push(took);
            size = len;
        }
        report(&format!("{label} ({:.0} MB)", size as f64 / 1e6), runs);
    }

    let mut rng = StdRng::seed_from_u64(7);
    let mut runs = Vec::new();
    for _ in 0..1000 {
        let sku = &skus[rng.gen_range(0..skus.len())];
        let url = format!("{base}/product/get/{sku}?includeExtendedProperties=true");
        runs.push(timed_get(&http, &url).await?.0);
    }
    report("get one product, extended", runs);

    let mut runs = Vec::new();
    for _ in 0..200 {
        let asked: Vec<&String> = (0..100)
            .map(|_| &skus[rng.gen_range(0..skus.len())])
            .collect();
        let t = Instant::now();
        let resp = http
            .post(format!("{base}/product/bulkstock"))
            .header("x-api-key", KEY)
            .json(&asked)
            .send()
            .await?;
        resp.bytes().await?;
        runs.push(t.elapsed());
    }
    report("bulk stock, 100 SKUs", runs);

    demo.shutdown().await;
    Ok(())
}
