//! The stores in figures, on each engine, through the facades the portal
//! uses: lines added to quote lists (a change that counts before it
//! writes), a 200-line list read back, customers made, found by name and
//! their page read, and eight counters adding lines at once. Prints the
//! median, 95th percentile and slowest of each, and operations a second.
//!
//! Run: `cargo bench --features ssr --bench stores` (add `--profile dev` to
//! reuse the test build). SQLite always (a temporary data folder); with
//! `DATABASE_URL` set, Postgres too, on that database, whose stores'
//! tables are emptied first: give it a database of its own.
//! `STORE_BENCH_OPS=500` changes how many of each.

use dealer_desk::model::customer::SameContact;
use std::{error::Error, time::Instant};

use dealer_desk::{
    model::{
        customer::customer_fields,
        quote::{Minor, Snapshot},
    },
    server::{
        customers::Customers,
        platform::postgres::stores::StoreArgs,
        quotes::{new_id, Owner, Quotes, SavedLine},
    },
};

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Adds `qty` of `sku` to a list (one place to change for another
/// release's signature).
async fn add_line(q: &Quotes, owner: &Owner, id: &str, sku: &str, qty: i64) -> bool {
    let snap = Snapshot {
        name: format!("Part {sku}"),
        rrp: Some(Minor(12_999)),
        gbp: Some(Minor(8_450)),
        usd: Some(Minor(10_700)),
        eur: None,
        sell: None,
    };
    let line = SavedLine {
        sku: sku.into(),
        qty,
        added: snap,
        discount: None,
        approved: None,
        kind: Default::default(),
    };
    matches!(q.add(owner, id, line).await, Ok(o) if o.is_done())
}

/// Milliseconds of each run of `op`, sorted.
struct Timings(Vec<f64>);

impl Timings {
    fn line(&self, what: &str) -> String {
        let t = &self.0;
        let at = |p: f64| t[((t.len() as f64 - 1.0) * p).round() as usize];
        let total: f64 = t.iter().sum();
        format!(
            "{what:<34} {:>6} ops  p50 {:>7.3} ms  p95 {:>7.3} ms  max {:>7.3} ms  {:>8.0} ops/s",
            t.len(),
            at(0.5),
            at(0.95),
            at(1.0),
            t.len() as f64 / (total / 1000.0)
        )
    }
}

async fn timed<F, Fut>(n: usize, mut op: F) -> Timings
where
    F: FnMut(usize) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let mut t = Vec::with_capacity(n);
    for i in 0..n {
        let start = Instant::now();
        op(i).await;
        t.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    t.sort_by(f64::total_cmp);
    Timings(t)
}

async fn run(engine: &str, quotes: Quotes, ops: usize) -> Result<(), Box<dyn Error>> {
    let customers = Customers::open(quotes.connection(), &Default::default()).await?;
    println!("{engine}:");
    let owner = Owner::browser(&new_id());
    let list = quotes
        .create(&owner, "Bench".into())
        .await?
        .done()
        .ok_or("no list")?;
    let lines = ops.min(200);
    let adds = timed(lines, |i| {
        let (q, o, l) = (&quotes, &owner, &list);
        async move {
            assert!(add_line(q, o, l, &format!("B{i:05}"), 1).await);
        }
    })
    .await;
    println!("  {}", adds.line("add a line (new SKU)"));
    let more = timed(ops, |i| {
        let (q, o, l) = (&quotes, &owner, &list);
        async move {
            assert!(add_line(q, o, l, &format!("B{:05}", i % lines), 1).await);
        }
    })
    .await;
    println!("  {}", more.line("add to a line's quantity"));
    let reads = timed(ops, |_| {
        let (q, o, l) = (&quotes, &owner, &list);
        async move {
            let got = q.saved(o, l).await.ok().flatten();
            assert_eq!(got.map(|l| l.lines.len()), Some(lines));
        }
    })
    .await;
    println!("  {}", reads.line(&format!("read a {lines}-line list")));
    let mut ids = Vec::new();
    let made = timed(ops, |i| {
        let c = &customers;
        let f = customer_fields(
            &format!("Customer {i} Patel"),
            &format!("07700 9{i:05}"),
            "",
            "",
        );
        let id = new_id();
        ids.push(id.clone());
        async move {
            let f = f.unwrap_or_else(|e| panic!("{e:?}"));
            assert!(
                matches!(c.create(id, f, SameContact::Allow, None).await, Ok(o) if o.is_done())
            );
        }
    })
    .await;
    println!("  {}", made.line("make a customer"));
    let found = timed(ops, |i| {
        let c = &customers;
        async move {
            let typed = format!("customer {}", i % 100);
            assert!(!c.find(&typed).await.unwrap_or_default().is_empty());
        }
    })
    .await;
    println!("  {}", found.line("find a customer by name"));
    let pages = timed(ops, |i| {
        let (c, id) = (&customers, ids[i % ids.len()].clone());
        async move {
            assert!(c.view(&id).await.ok().flatten().is_some());
        }
    })
    .await;
    println!("  {}", pages.line("read a customer's page"));
    let start = Instant::now();
    let counters: Vec<_> = (0..8)
        .map(|_| {
            let q = quotes.clone();
            tokio::spawn(async move {
                let o = Owner::browser(&new_id());
                let Ok(made) = q.create(&o, "Counter".into()).await else {
                    return 0;
                };
                let Some(l) = made.done() else { return 0 };
                let mut n = 0;
                for i in 0..lines / 4 {
                    n += usize::from(add_line(&q, &o, &l, &format!("C{i:05}"), 1).await);
                }
                n
            })
        })
        .collect();
    let mut added = 0;
    for c in counters {
        added += c.await.unwrap_or(0);
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "  {:<34} {:>6} ops in {:.2} s: {:>8.0} ops/s",
        "8 counters adding lines at once",
        added,
        secs,
        added as f64 / secs
    );
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let ops = env_or("STORE_BENCH_OPS", 500);
    let dir = tempfile::tempdir()?;
    run("SQLite", Quotes::open(dir.path())?, ops).await?;
    let url = std::env::var("DATABASE_URL").ok();
    if let Some(url) = url.filter(|u| !u.trim().is_empty()) {
        let args = StoreArgs {
            database_url: Some(url),
        };
        let pg = args.connect().await?.ok_or("no database")?;
        pg.client()
            .await
            .map_err(|e| e.to_string())?
            .batch_execute(
                "TRUNCATE quote_lines, quote_customers, customer_changes, customer_bikes,
                 watches, watch_checks, lost_sales, customers, quotes",
            )
            .await?;
        run("Postgres", Quotes::postgres(pg), ops).await?;
    }
    Ok(())
}
