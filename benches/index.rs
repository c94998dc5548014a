//! Benchmark of the catalogue index on the 100,000-product demo catalogue:
//! full sync time, index size on disk, process memory after the sync, and
//! p50/p95/p99 latency of each query kind as the server functions run them
//! (`Index::list` / `Index::suggest`, on the blocking pool, from async code).
//! Every run is cold: kept totals and facet counts are dropped first, except
//! where a row says "counts kept" (paging through one result set).
//!
//! The last row is eight people typing at once (a list page with facets
//! per key press, three to eight letters), as a counter does at busy times.
//!
//! Run: `cargo bench --features ssr --bench index`. `INDEX_BENCH_PRODUCTS`
//! sets the catalogue's size (`20000` for a quicker run; `300000` and
//! `1000000` for a distributor's), `INDEX_BENCH_ROWS=<text>` runs only the
//! rows whose name holds it and `INDEX_BENCH_RUNS` sets the queries per row
//! (for a profile of one kind).

use std::{
    error::Error,
    time::{Duration, Instant},
};

use dealer_desk::{
    model::{
        query::{ListQuery, SortKey},
        Currency, Product,
    },
    server::{
        catalogue::{Catalogue, GatewayArgs, GatewayConfig},
        demo::{start, DemoOptions},
        index::{Index, IndexSettings, SyncKind},
        platform::process,
        platform::secrets::ApiKey,
    },
};
use rand::{rngs::StdRng, seq::SliceRandom, Rng, SeedableRng};

/// The server's allocator, so memory figures are the server's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const KEY: &str = "bench-key";
/// Queries per row (`INDEX_BENCH_RUNS` overrides it, e.g. for a profile).
fn runs() -> usize {
    std::env::var("INDEX_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400)
}

/// Whether a row runs: every row, or those whose name contains
/// `INDEX_BENCH_ROWS` (e.g. "three letters", to profile one kind).
fn wanted(what: &str) -> bool {
    std::env::var("INDEX_BENCH_ROWS").map_or(true, |only| what.contains(&only))
}

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

/// How a row of list queries runs: with facets or not, cold (kept counts
/// dropped first) or not, in which currency.
#[derive(Clone, Copy)]
struct Run {
    facets: bool,
    cold: bool,
    currency: Currency,
}

async fn lists(index: &Index, what: &str, queries: Vec<ListQuery>, run: Run) {
    if !wanted(what) {
        return;
    }
    let (t, h) = timed(queries.len(), |i| {
        let q = queries[i].clone();
        let index = index.clone();
        async move {
            if run.cold {
                index.forget_counts();
            }
            index
                .list(&q, run.currency, run.facets)
                .await
                .map(|f| f.total)
                .unwrap_or(0)
        }
    })
    .await;
    report(what, t, h);
}

/// Eight people typing at once: each types words letter by letter, and
/// every key press from the third letter to the eighth asks for a list
/// page with facets, cold, as the search box does.
async fn typing_sessions(index: &Index, what: &str, words: &[String]) {
    if !wanted(what) {
        return;
    }
    const SESSIONS: usize = 8;
    let mut tasks = Vec::new();
    for s in 0..SESSIONS {
        let index = index.clone();
        let mine: Vec<String> = words.iter().skip(s).step_by(SESSIONS).cloned().collect();
        tasks.push(tokio::spawn(async move {
            let mut times = Vec::new();
            let mut hits = 0;
            for word in mine {
                let letters: Vec<char> = word.chars().collect();
                for n in 3..=letters.len().min(8) {
                    let typed: String = letters[..n].iter().collect();
                    let t = Instant::now();
                    index.forget_counts();
                    hits += index
                        .list(&text_of(&typed), Currency::Gbp, true)
                        .await
                        .map(|f| f.total)
                        .unwrap_or(0);
                    times.push(t.elapsed());
                }
            }
            (times, hits)
        }));
    }
    let (mut all, mut hits) = (Vec::new(), 0);
    for t in tasks {
        if let Ok((times, h)) = t.await {
            all.extend(times);
            hits += h;
        }
    }
    report(what, all, hits);
}

async fn suggestions(index: &Index, what: &str, typed: &[String]) {
    if !wanted(what) {
        return;
    }
    let (t, h) = timed(typed.len(), |i| {
        let q = typed[i].clone();
        let index = index.clone();
        async move { index.suggest(&q).await.map(|s| s.len()).unwrap_or(0) }
    })
    .await;
    report(what, t, h);
}

#[tokio::main(flavor = "multi_thread")]
async fn main() -> Result<(), Box<dyn Error>> {
    let products: usize = std::env::var("INDEX_BENCH_PRODUCTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    // INDEX_BENCH_DIR keeps the index between runs (a ready one is reused,
    // so only the queries are measured again); otherwise a fresh folder.
    let kept = std::env::var_os("INDEX_BENCH_DIR").map(std::path::PathBuf::from);
    let dir = kept.clone().unwrap_or_else(|| {
        std::env::temp_dir().join(format!("dd-index-bench-{}", std::process::id()))
    });
    if kept.is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }

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
    let rss_before = process::resident_kb();

    let index = Index::open(IndexSettings::in_dir(&dir, &format!("bench-{products}")))?;
    let t = Instant::now();
    let kind = if index.is_ready() {
        println!("reusing the ready index in {}", dir.display());
        SyncKind::Incremental
    } else {
        SyncKind::Full
    };
    let run = index.sync(&gateway, kind).await?;
    let sync_secs = t.elapsed().as_secs_f64();
    let status = index.status().await;
    let t = Instant::now();
    let inc = index.sync(&gateway, SyncKind::Incremental).await?;
    let inc_ms = t.elapsed().as_secs_f64() * 1e3;

    println!();
    println!("| measure | value |");
    println!("|---|---|");
    println!("| sync at start ({kind:?}) | {sync_secs:.1} s |");
    println!("| products indexed | {} |", status.products);
    println!("| fitment pairs | {} |", status.fitment_rows);
    println!("| variant families (2+ products) | {} |", status.families);
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
        process::resident_kb() as f64 / 1024.0
    );
    println!(
        "| the index's share of it (after less before) | {:.0} MB |",
        process::resident_kb().saturating_sub(rss_before) as f64 / 1024.0
    );
    println!(
        "| process peak RSS (VmHWM) | {:.0} MB |",
        process::peak_kb() as f64 / 1024.0
    );
    println!(
        "| incremental sync ({} changed) | {inc_ms:.0} ms |",
        inc.fetched
    );
    println!("| records fetched in the full sync | {} |", run.fetched);

    // Query material drawn from the catalogue itself, as the index holds
    // it: every product up to 100,000, an even sample of 100,000 beyond
    // (the supplier's whole-catalogue answer is past the gateway's size
    // limit there), in the supplier's order.
    let ids = index
        .record_ids(
            &ListQuery {
                page: 1,
                ..ListQuery::default()
            },
            Currency::Gbp,
        )
        .await?;
    let step = ids.len().div_ceil(100_000).max(1);
    let mut all = index
        .records_by_id(ids.into_iter().step_by(step).collect())
        .await?;
    all.sort_by_key(|p| p.id);
    let vocab = words(&all);
    let years: Vec<i64> = all.iter().flat_map(Product::year_ids).collect();
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

    let runs = runs();
    let words: Vec<String> = (0..runs).map(|_| pick(&mut rng, &vocab)).collect();
    let pairs: Vec<String> = (0..runs)
        .map(|_| format!("{} {}", pick(&mut rng, &vocab), pick(&mut rng, &vocab)))
        .collect();
    let three: Vec<String> = (0..runs)
        .map(|_| pick(&mut rng, &vocab).chars().take(3).collect())
        .collect();
    let sku_starts: Vec<String> = (0..runs)
        .map(|_| pick(&mut rng, &skus).chars().take(4).collect())
        .collect();
    let exact: Vec<String> = (0..runs).map(|_| pick(&mut rng, &skus)).collect();
    let texts = |v: &[String]| v.iter().map(|t| text_of(t)).collect::<Vec<_>>();
    let plain = |f: &dyn Fn(usize, &mut ListQuery)| {
        (0..runs)
            .map(|i| {
                let mut q = ListQuery {
                    page: 1,
                    ..ListQuery::default()
                };
                f(i, &mut q);
                q
            })
            .collect::<Vec<_>>()
    };
    let ys: Vec<i64> = (0..runs)
        .map(|_| *years.choose(&mut rng).unwrap_or(&1))
        .collect();
    let cs: Vec<Option<i64>> = (0..runs).map(|_| cats.choose(&mut rng).copied()).collect();
    let combos: Vec<ListQuery> = (0..runs)
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

    let cold = Run {
        facets: false,
        cold: true,
        currency: Currency::Gbp,
    };
    let with_facets = Run {
        facets: true,
        ..cold
    };
    lists(&index, "text: one whole word", texts(&words), cold).await;
    lists(&index, "text: two words", texts(&pairs), cold).await;
    lists(
        &index,
        "prefix: three letters, list page",
        texts(&three),
        cold,
    )
    .await;
    suggestions(&index, "prefix: three letters, suggestions", &three).await;
    suggestions(&index, "prefix: SKU start, suggestions", &sku_starts).await;
    lists(&index, "exact SKU", texts(&exact), cold).await;
    lists(
        &index,
        "fitment: one model-year",
        plain(&|i, q| q.year_id = Some(ys[i])),
        cold,
    )
    .await;
    lists(
        &index,
        "facets: one category + counts",
        plain(&|i, q| q.filters.category_id = cs[i]),
        with_facets,
    )
    .await;
    lists(
        &index,
        "facets: three-letter text + counts",
        texts(&three),
        with_facets,
    )
    .await;
    lists(
        &index,
        "facets: whole catalogue + counts",
        plain(&|_, _| {}).into_iter().take(50).collect(),
        with_facets,
    )
    .await;
    lists(
        &index,
        "combined: text+category+year+date+sort+facets",
        combos,
        with_facets,
    )
    .await;
    lists(
        &index,
        "browse: whole catalogue, newest, pages 1-40 (counts kept)",
        plain(&|i, q| {
            q.page = 1 + i % 40;
            q.sort = SortKey::Newest;
        }),
        Run {
            cold: false,
            ..cold
        },
    )
    .await;
    lists(
        &index,
        "browse: whole catalogue, dealer EUR, + counts",
        plain(&|i, q| {
            q.page = 1 + i % 40;
            q.sort = SortKey::DealerAsc;
        }),
        Run {
            currency: Currency::Eur,
            ..with_facets
        },
    )
    .await;

    let typing: Vec<String> = (0..runs / 2)
        .map(|_| pick(&mut rng, &vocab))
        .filter(|w| w.chars().count() >= 4)
        .collect();
    typing_sessions(
        &index,
        "as you type: 8 sessions at once, 3-8 letters",
        &typing,
    )
    .await;
    println!();
    println!(
        "process RSS after the queries: {:.0} MB (peak {:.0} MB)",
        process::resident_kb() as f64 / 1024.0,
        process::peak_kb() as f64 / 1024.0
    );

    drop(index);
    if kept.is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    Ok(())
}
