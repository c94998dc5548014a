//! Special orders, in figures: a shop with 10,000 orders of 3 lines each
//! (30,000 lines; 5,000 of them to order, the rest ordered, arrived,
//! collected or cancelled) for 60 customers, in the lists' SQLite file.
//! Prints the render time of the orders' page (first, then the median,
//! 95th percentile and slowest of the warm ones, with its size) unfiltered
//! and filtered by a customer; a line moved on through its form (the
//! post and its redirect; p50/p95 of 200); and the "to order" download
//! (5,000 lines summed by SKU) as CSV and as a workbook. Asked for through
//! the portal's own address as a browser would.
//!
//! Run: `cargo bench --features ssr --bench orders` (add `--profile dev`
//! to reuse the test build; `ORDER_BENCH_RUNS=50` changes the warm runs).

use std::{error::Error, time::Instant};

use dealer_desk::{
    model::{
        customer::{customer_fields, SameContact},
        order::{OrderLine, PayMethod},
        quote::Minor,
        Currency,
    },
    server::{
        catalogue::GatewayArgs,
        customers::stamp,
        http::listen::Limits,
        index::{Index, IndexSettings},
        orders::NewOrder,
        quotes::new_id,
        start::state::AppState,
    },
};

#[path = "support/mod.rs"]
mod support;

const ORDERS: usize = 10_000;
const CUSTOMERS: usize = 60;

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A portal on the demo catalogue; its state and address.
async fn portal() -> Result<(AppState, String), Box<dyn Error>> {
    let dir = std::env::temp_dir().join(format!("dd-order-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (demo, catalogue) = support::demo_catalogue(300, GatewayArgs::default()).await?;
    std::mem::forget(demo);
    let index = Index::open(IndexSettings::in_dir(&dir, "bench"))?;
    support::serve(catalogue, index, &dir, Limits::default()).await
}

/// The customers, then the orders (three lines each over 2,000 SKUs),
/// made as the counter makes them; then the lines moved on in one go so
/// each part of the page has thousands: the first line of the first 5,000
/// orders stays to order.
async fn fill(state: &AppState) -> Result<(), Box<dyn Error>> {
    let mut customers = Vec::with_capacity(CUSTOMERS);
    for c in 0..CUSTOMERS {
        let f = customer_fields(&format!("Customer {c}"), &format!("07700 9{c:05}"), "", "")
            .map_err(|n| n.code())?;
        let id = state
            .customers
            .create(new_id(), f, SameContact::Allow, None)
            .await?
            .into_result()
            .map_err(|n| n.code())?;
        customers.push(id);
    }
    let day = chrono::Utc::now() - chrono::Duration::days(60);
    for n in 0..ORDERS {
        let line = |k: usize| OrderLine {
            sku: format!("BN-{:04}", (n * 3 + k) % 2_000),
            name: Some(format!("Brake part {}", (n * 3 + k) % 2_000)),
            qty: 1 + (k as i64),
            unit: Minor(1_000 + ((n * 7 + k) % 9_000) as i64),
            ..OrderLine::default()
        };
        let at = day + chrono::Duration::seconds((n * 500) as i64);
        state
            .orders
            .create(NewOrder {
                id: format!("SO-{n:06}"),
                customer_id: customers[n % CUSTOMERS].clone(),
                quote_id: None,
                currency: Currency::Gbp,
                lines: (0..3).map(line).collect(),
                deposit: String::new(),
                method: PayMethod::Card,
                email_on_arrival: false,
                by: Some("bench".into()),
                now: stamp(at),
            })
            .await
            .map_err(|r| format!("order {n}: {r:?}"))?;
    }
    let expected = chrono::Utc::now().date_naive();
    let moves = format!(
        "UPDATE order_lines SET state = 'collected', ordered_at = changed, arrived_at = changed,
             collected_at = changed, collected_by = 'bench'
             WHERE pos = 0 AND order_id >= 'SO-005000';
         UPDATE order_lines SET state = 'ordered', ordered_at = changed, reference = 'PO-1',
             expected = CASE WHEN order_id < 'SO-005000' THEN '{}' ELSE '{}' END
             WHERE pos = 1;
         UPDATE order_lines SET state = 'arrived', ordered_at = changed, arrived_at = changed,
             place = 'Shelf B3' WHERE pos = 2 AND order_id < 'SO-007000';
         UPDATE order_lines SET state = 'cancelled', cancelled_at = changed, reason = 'bench',
             refund_minor = 0, fee_minor = 0 WHERE pos = 2 AND order_id >= 'SO-007000';",
        expected - chrono::Duration::days(3),
        expected + chrono::Duration::days(3)
    );
    state
        .quotes
        .connection()
        .write(move |tx| {
            for statement in moves.split(';').filter(|s| !s.trim().is_empty()) {
                tx.execute(statement, &[])?;
            }
            Ok(())
        })
        .await?;
    Ok(())
}

/// Percentile `q` of sorted `times` (seconds), in milliseconds.
fn percentile(times: &[f64], q: f64) -> f64 {
    times[((times.len() - 1) as f64 * q).round() as usize] * 1000.0
}

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
    println!(
        "| {label} | {:.1} ms | {:.1} ms | {:.1} ms | {:.1} ms | {:.0} KB |",
        first * 1000.0,
        percentile(&times, 0.5),
        percentile(&times, 0.95),
        percentile(&times, 1.0),
        bytes as f64 / 1024.0
    );
    Ok(())
}

/// 200 lines to order moved on to ordered through their form, one after
/// another: p50/p95/slowest of the post and its redirect.
async fn state_changes(base: &str) -> Result<(), Box<dyn Error>> {
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()?;
    let mut times = Vec::with_capacity(200);
    for n in 0..200 {
        let url = format!("{base}/orders/SO-{n:06}/lines/0");
        let t = Instant::now();
        let r = http
            .post(&url)
            .header("origin", base)
            .form(&[
                ("step", "ordered"),
                ("reference", "PO-77"),
                ("expected", ""),
            ])
            .send()
            .await?;
        let to = r
            .headers()
            .get("location")
            .and_then(|l| l.to_str().ok())
            .unwrap_or("");
        if !to.ends_with("onote=moved") {
            return Err(format!("{url}: {} {to}", r.status()).into());
        }
        times.push(t.elapsed().as_secs_f64());
    }
    times.sort_by(f64::total_cmp);
    println!(
        "a line moved on (ordered, 200 posts): p50 {:.2} ms, p95 {:.2} ms, slowest {:.2} ms",
        percentile(&times, 0.5),
        percentile(&times, 0.95),
        percentile(&times, 1.0)
    );
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let runs = env_or("ORDER_BENCH_RUNS", 30).max(1);
    let (state, base) = portal().await?;
    let t = Instant::now();
    fill(&state).await?;
    println!(
        "{ORDERS} orders, {} lines for {CUSTOMERS} customers made in {:.1} s; {runs} warm runs each",
        ORDERS * 3,
        t.elapsed().as_secs_f64()
    );
    println!();
    println!("| page | first | median | p95 | slowest | size |");
    println!("|---|---|---|---|---|---|");
    timed(&base, "/orders", "Orders (30,000 lines)", runs).await?;
    timed(
        &base,
        "/orders?customer=Customer+7",
        "Orders of one customer",
        runs,
    )
    .await?;
    timed(
        &base,
        "/orders?state=arrived&from=2020-01-01",
        "Orders arrived, from a day",
        runs,
    )
    .await?;
    timed(
        &base,
        "/orders/to-order.csv",
        "To order as CSV (5,000 lines)",
        runs,
    )
    .await?;
    timed(
        &base,
        "/orders/to-order.xlsx",
        "To order as a workbook (5,000 lines)",
        runs,
    )
    .await?;
    timed(&base, "/orders/SO-009999", "One order's page", runs).await?;
    println!();
    state_changes(&base).await
}
