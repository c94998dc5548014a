//! Benchmark of the catalogue index on the 100,000-product demo catalogue:
//! full sync time, index size on disk, process memory after the sync, and
//! p50/p95/p99 latency of each query kind as the server functions run them
//! (`Index::list` / `Index::suggest`, on the blocking pool, from async code).
//! Every run is cold: kept totals and facet counts are dropped first, except
//! where a row says "counts kept" (paging through one result set).
//!
//! Run: `cargo bench --features ssr --bench index` (optionally
//! `INDEX_BENCH_PRODUCTS=20000` for a quicker run).

use std::{
    error::Error,
    time::{Duration, Instant},
};

use dealer_desk::{
    model::{
        query::{ListQuery, SortKey, SupplierFilters},
        Currency, Product,
    },
    server::{
        catalogue::{Catalogue, GatewayArgs, GatewayConfig},
        config::ApiKey,
        demo::{start, DemoOptions},
        index::{Index, IndexSettings, SyncKind},
    },
};
use rand::{rngs::StdRng, seq::SliceRandom, Rng, SeedableRng};

const KEY: &str = "bench-key";
const RUNS: usize = 400;

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((p * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1].as_secs_f64() * 1e3
}

fn report(what: &str, mut runs: Vec<Duration>, hits: usize) {
    runs.sort();
    println!(
        "| {what:<34} | {:>4} | {:>7.2} | {:>7.2} | {:>7.2} | {:>7.2} | {:>9} |",
        runs.len(),
        percentile(&runs, 0.50),
        percentile(&runs, 0.95),
        percentile(&runs, 0.99),
        runs.last().map(|d| d.as_secs_f64() * 1e3).unwrap_or(0.0),
        hits / runs.len().max(1),
    );
}

fn proc_kb(field: &str) -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn text_of(q: &str) -> ListQuery {
    ListQuery::from_pairs([("q", q)]).0
}

fn words(all: &[Product]) -> Vec<String> {
    let mut w: Vec<String> = all
        .iter()
        .filter_map(|p| p.name.as_deref())
        .flat_map(|n| n.split_whitespace().map(str::to_string).collect::<Vec<_>>())
        .filter(|w| w.chars().count() >= 4 && w.chars().all(char::is_alphanumeric))
        .collect();
    w.sort();
    w.dedup();
    w
}

async fn timed<F, Fut>(runs: usize, mut f: F) -> (Vec<Duration>, usize)
where
    F: FnMut(usize) -> Fut,
    Fut: std::future::Future<Output = usize>,
{
    let mut times = Vec::with_capacity(runs);
    let mut hits = 0;
    for i in 0..runs {
        let t = Instant::now();
        hits += f(i).await;
        times.push(t.elapsed());
    }
    (times, hits)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let products: usize = std::env::var("INDEX_BENCH_PRODUCTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    let dir = std::env::temp_dir().join(format!("dd-index-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);

    let t = Instant::now();
    let demo = start(
        DemoOptions {
            rate_limit_per_sec: 0.0,
            ..DemoOptions::new(products, 42, KEY)
        },
        "127.0.0.1:0".parse()?,
    )
    .await?;
    println!(
        "demo catalogue of {products} products generated in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    let gateway = Catalogue::new(GatewayConfig::new(
        reqwest::Url::parse(&demo.base_url())?,
        ApiKey::new(KEY),
        &GatewayArgs {
            catalogue_timeout_secs: 120.0,
            ..GatewayArgs::default()
        },
    ))?;
    let rss_before = proc_kb("VmRSS:");

    let index = Index::open(IndexSettings::in_dir(&dir, "bench"))?;
    let t = Instant::now();
    let run = index.sync(&gateway, SyncKind::Full).await?;
    let sync_secs = t.elapsed().as_secs_f64();
    let status = index.status().await;
    let t = Instant::now();
    let inc = index.sync(&gateway, SyncKind::Incremental).await?;
    let inc_ms = t.elapsed().as_secs_f64() * 1e3;

    println!();
    println!("| measure | value |");
    println!("|---|---|");
    println!("| full sync (fetch per category + write) | {sync_secs:.1} s |");
    println!("| products indexed | {} |", status.products);
    println!("| fitment pairs | {} |", status.fitment_rows);
    println!(
        "| index size on disk | {:.1} MB |",
        status.size_bytes as f64 / 1_048_576.0
    );
    println!(
        "| process RSS before sync (demo catalogue in memory) | {:.0} MB |",
        rss_before as f64 / 1024.0
    );
    println!(
        "| process RSS after sync | {:.0} MB |",
        proc_kb("VmRSS:") as f64 / 1024.0
    );
    println!(
        "| process peak RSS (VmHWM) | {:.0} MB |",
        proc_kb("VmHWM:") as f64 / 1024.0
    );
    println!(
        "| incremental sync ({} changed) | {inc_ms:.0} ms |",
        inc.fetched
    );
    println!("| records fetched in the full sync | {} |", run.fetched);

    // Query material drawn from the catalogue itself.
    let all = gateway
        .search(&SupplierFilters {
            extended: false,
            ..SupplierFilters::default()
        })
        .await?
        .value;
    let vocab = words(&all);
    let years: Vec<i64> = all
        .iter()
        .flat_map(|p| p.bikes.iter().flatten())
        .flat_map(|b| b.models.iter().flatten())
        .flat_map(|m| m.years.iter().flatten().map(|y| y.id))
        .collect();
    let cats: Vec<i64> = all
        .iter()
        .filter_map(|p| p.category.as_ref().map(|c| c.id))
        .collect();
    let skus: Vec<String> = all.iter().filter_map(|p| p.sku.clone()).collect();
    let mut rng = StdRng::seed_from_u64(7);
    let pick = |rng: &mut StdRng, v: &[String]| v.choose(rng).cloned().unwrap_or_default();

    println!();
    println!("| query kind (at the server function) | runs | p50 ms | p95 ms | p99 ms | max ms | avg hits |");
    println!("|---|---|---|---|---|---|---|");

    // Warm the page cache once.
    let _ = index.list(&text_of("brake"), Currency::Gbp, true).await?;

    let qs: Vec<String> = (0..RUNS).map(|_| pick(&mut rng, &vocab)).collect();
    let (t, h) = timed(RUNS, |i| {
        let q = text_of(&qs[i]);
        let index = index.clone();
        async move {
            index.forget_counts();
            index
                .list(&q, Currency::Gbp, false)
                .await
                .map(|f| f.total)
                .unwrap_or(0)
        }
    })
    .await;
    report("text: one whole word", t, h);

    let qs: Vec<String> = (0..RUNS)
        .map(|_| format!("{} {}", pick(&mut rng, &vocab), pick(&mut rng, &vocab)))
        .collect();
    let (t, h) = timed(RUNS, |i| {
        let q = text_of(&qs[i]);
        let index = index.clone();
        async move {
            index.forget_counts();
            index
                .list(&q, Currency::Gbp, false)
                .await
                .map(|f| f.total)
                .unwrap_or(0)
        }
    })
    .await;
    report("text: two words", t, h);

    let qs: Vec<String> = (0..RUNS)
        .map(|_| pick(&mut rng, &vocab).chars().take(3).collect())
        .collect();
    let (t, h) = timed(RUNS, |i| {
        let q = text_of(&qs[i]);
        let index = index.clone();
        async move {
            index.forget_counts();
            index
                .list(&q, Currency::Gbp, false)
                .await
                .map(|f| f.total)
                .unwrap_or(0)
        }
    })
    .await;
    report("prefix: three letters, list page", t, h);

    let (t, h) = timed(RUNS, |i| {
        let q = qs[i].clone();
        let index = index.clone();
        async move { index.suggest(&q).await.map(|s| s.len()).unwrap_or(0) }
    })
    .await;
    report("prefix: three letters, suggestions", t, h);

    let sq: Vec<String> = (0..RUNS)
        .map(|_| pick(&mut rng, &skus).chars().take(4).collect())
        .collect();
    let (t, h) = timed(RUNS, |i| {
        let q = sq[i].clone();
        let index = index.clone();
        async move { index.suggest(&q).await.map(|s| s.len()).unwrap_or(0) }
    })
    .await;
    report("prefix: SKU start, suggestions", t, h);

    let exact: Vec<String> = (0..RUNS).map(|_| pick(&mut rng, &skus)).collect();
    let (t, h) = timed(RUNS, |i| {
        let q = text_of(&exact[i]);
        let index = index.clone();
        async move {
            index.forget_counts();
            index
                .list(&q, Currency::Gbp, false)
                .await
                .map(|f| f.total)
                .unwrap_or(0)
        }
    })
    .await;
    report("exact SKU", t, h);

    let ys: Vec<i64> = (0..RUNS)
        .map(|_| *years.choose(&mut rng).unwrap_or(&1))
        .collect();
    let (t, h) = timed(RUNS, |i| {
        let q = ListQuery {
            year_id: Some(ys[i]),
            page: 1,
            ..ListQuery::default()
        };
        let index = index.clone();
        async move {
            index.forget_counts();
            index
                .list(&q, Currency::Gbp, false)
                .await
                .map(|f| f.total)
                .unwrap_or(0)
        }
    })
    .await;
    report("fitment: one model-year", t, h);

    let (t, h) = timed(RUNS, |i| {
        let q = ListQuery {
            filters: SupplierFilters {
                category_id: cats.choose(&mut StdRng::seed_from_u64(i as u64)).copied(),
                ..SupplierFilters::default()
            },
            page: 1,
            ..ListQuery::default()
        };
        let index = index.clone();
        async move {
            index.forget_counts();
            index
                .list(&q, Currency::Gbp, true)
                .await
                .map(|f| f.total)
                .unwrap_or(0)
        }
    })
    .await;
    report("facets: one category + counts", t, h);

    let (t, h) = timed(RUNS, |i| {
        let q = text_of(&qs[i]);
        let index = index.clone();
        async move {
            index.forget_counts();
            index
                .list(&q, Currency::Gbp, true)
                .await
                .map(|f| f.total)
                .unwrap_or(0)
        }
    })
    .await;
    report("facets: three-letter text + counts", t, h);

    let (t, h) = timed(50, |_| {
        let q = ListQuery {
            page: 1,
            ..ListQuery::default()
        };
        let index = index.clone();
        async move {
            index.forget_counts();
            index
                .list(&q, Currency::Gbp, true)
                .await
                .map(|f| f.total)
                .unwrap_or(0)
        }
    })
    .await;
    report("facets: whole catalogue + counts", t, h);

    let combos: Vec<ListQuery> = (0..RUNS)
        .map(|_| {
            let mut q = text_of(&pick(&mut rng, &vocab).chars().take(4).collect::<String>());
            if rng.gen_bool(0.5) {
                q.filters.category_id = cats.choose(&mut rng).copied();
            }
            q.year_id = years.choose(&mut rng).copied();
            q.filters.created_after = Some("2022-01-01T00:00:00+00:00".into());
            q.sort = SortKey::PriceAsc;
            q.page = rng.gen_range(1..3);
            q
        })
        .collect();
    let (t, h) = timed(RUNS, |i| {
        let q = combos[i].clone();
        let index = index.clone();
        async move {
            index.forget_counts();
            index
                .list(&q, Currency::Gbp, true)
                .await
                .map(|f| f.total)
                .unwrap_or(0)
        }
    })
    .await;
    report("combined: text+category+year+date+sort+facets", t, h);

    let (t, h) = timed(RUNS, |i| {
        let mut q = ListQuery {
            page: 1 + i % 40,
            sort: SortKey::Newest,
            ..ListQuery::default()
        };
        q.view = Default::default();
        let index = index.clone();
        async move {
            index
                .list(&q, Currency::Gbp, false)
                .await
                .map(|f| f.total)
                .unwrap_or(0)
        }
    })
    .await;
    report(
        "browse: whole catalogue, newest, pages 1-40 (counts kept)",
        t,
        h,
    );

    let (t, h) = timed(RUNS, |i| {
        let q = ListQuery {
            page: 1 + i % 40,
            sort: SortKey::DealerAsc,
            ..ListQuery::default()
        };
        let index = index.clone();
        async move {
            index.forget_counts();
            index
                .list(&q, Currency::Eur, true)
                .await
                .map(|f| f.total)
                .unwrap_or(0)
        }
    })
    .await;
    report("browse: whole catalogue, dealer EUR, + counts", t, h);

    drop(index);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}
