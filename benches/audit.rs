//! What the audit log costs: recording an event (the call a request makes,
//! which only queues it), writing entries (the writer's batches, linked
//! and hashed, to the access file), and the owners' page over a log of a
//! million entries (p50 and p95 of each filter the page offers), and a
//! whole walk by `audit verify`. SQLite in a temporary folder.
//!
//! Run: `cargo bench --features ssr --bench audit`;
//! `AUDIT_BENCH_ENTRIES` changes the log's size (default 1,000,000).

use std::time::{Duration, Instant};

use dealer_desk::{
    model::audit::{Action, AuditFilter, PAGE_SIZE},
    server::{
        access::{
            audit::{store, Event, NewEntry},
            db::AccessDb,
        },
        platform::sql::{write_tx, Tx},
    },
};

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len().saturating_sub(1))]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

const PEOPLE: [&str; 8] = ["anna", "bob", "chen", "dora", "emil", "fay", "gus", "hana"];

/// Entry `i` of the bench's log: a mix of people, actions and records,
/// spread over the last two years.
fn entry(i: usize, total: usize) -> NewEntry {
    let action = Action::ALL[i % 14];
    let seconds_ago = ((total - i) as i64) * (2 * 365 * 24 * 3600) / total as i64;
    let at = chrono::Utc::now() - chrono::Duration::seconds(seconds_ago);
    NewEntry {
        at: at.format("%Y-%m-%d %H:%M:%S").to_string(),
        who: Some(PEOPLE[i % PEOPLE.len()].to_string()),
        address: Some(format!("192.0.2.{}", i % 250)),
        action,
        record: Some(format!("c{:08x}", i.wrapping_mul(2_654_435_761) % 100_000)),
        detail: i.is_multiple_of(3).then(|| "needs manager".to_string()),
    }
}

/// Fills the log straight through its rules, 50,000 to a transaction.
fn fill(dir: &std::path::Path, total: usize) -> Duration {
    let mut conn = rusqlite::Connection::open(dir.join("access.sqlite3")).expect("the file");
    let started = Instant::now();
    let mut i = 0;
    while i < total {
        let n = (total - i).min(50_000);
        let batch: Vec<NewEntry> = (i..i + n).map(|k| entry(k, total)).collect();
        let tx = write_tx(&mut conn).expect("a transaction");
        store::append(&Tx::sqlite(&tx), &batch).expect("appended");
        tx.commit().expect("committed");
        i += n;
    }
    started.elapsed()
}

#[tokio::main]
async fn main() {
    let total: usize = std::env::var("AUDIT_BENCH_ENTRIES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = AccessDb::open(dir.path()).expect("the access file");
    let log = dealer_desk::server::access::audit::AuditLog::of(&db, 730);

    // The call a request makes, and the writer behind it (fewer than the
    // queue holds: a flood past it is counted and dropped, not timed).
    let events = 8_000;
    let started = Instant::now();
    for i in 0..events {
        log.record(Event {
            who: Some("anna".into()),
            address: Some("192.0.2.1".into()),
            ..Event::new(Action::Refused).on(format!("GET /exports {i}"))
        });
    }
    let queued = started.elapsed();
    log.flush().await;
    let written = started.elapsed();
    let kept = log.count().await.unwrap_or(0);
    println!(
        "record: {:.0} ns per call (queued); written: {:.1} µs per entry ({kept} of {events} kept, batches of up to 500)",
        queued.as_nanos() as f64 / events as f64,
        written.as_micros() as f64 / events as f64,
    );

    let took = fill(dir.path(), total.saturating_sub(kept as usize));
    println!("filled to {total} entries in {:.1} s", took.as_secs_f64());
    let size = std::fs::metadata(dir.path().join("access.sqlite3")).map_or(0, |m| m.len());
    println!("access file: {:.0} MB", size as f64 / 1e6);

    let today = chrono::Utc::now();
    let day = |d: i64| {
        (today - chrono::Duration::days(d))
            .format("%Y-%m-%d")
            .to_string()
    };
    let filters: Vec<(&str, AuditFilter)> = vec![
        ("newest page", AuditFilter::default()),
        (
            "one person",
            AuditFilter {
                who: "dora".into(),
                ..AuditFilter::default()
            },
        ),
        (
            "one action",
            AuditFilter {
                action: "customer-deleted".into(),
                ..AuditFilter::default()
            },
        ),
        (
            "a rare action",
            AuditFilter {
                action: "audit-dropped".into(),
                ..AuditFilter::default()
            },
        ),
        (
            "a week a year ago",
            AuditFilter {
                from: day(372),
                to: day(365),
                ..AuditFilter::default()
            },
        ),
        (
            "a record's text",
            AuditFilter {
                record: "c0000beef".into(),
                ..AuditFilter::default()
            },
        ),
        (
            "person + action + month",
            AuditFilter {
                who: "emil".into(),
                action: "sign-in".into(),
                from: day(60),
                to: day(30),
                ..AuditFilter::default()
            },
        ),
        (
            "deep page (before the middle)",
            AuditFilter {
                before: (total / 2) as i64,
                ..AuditFilter::default()
            },
        ),
    ];
    println!("page of {PAGE_SIZE} (+1), 30 runs each:");
    for (name, f) in filters {
        let checked = f.check(|_| None).expect("a good filter");
        let mut times = Vec::new();
        let mut found = 0;
        for _ in 0..30 {
            let started = Instant::now();
            found = log
                .find(checked.clone(), PAGE_SIZE + 1)
                .await
                .expect("found")
                .len();
            times.push(started.elapsed());
        }
        times.sort();
        println!(
            "  {name:<30} p50 {:>8.2} ms  p95 {:>8.2} ms  ({found} shown)",
            ms(percentile(&times, 0.5)),
            ms(percentile(&times, 0.95))
        );
    }
    let started = Instant::now();
    let v = log.verify().await.expect("walked");
    println!(
        "verify: {} entries in {:.1} s, {}",
        v.entries,
        started.elapsed().as_secs_f64(),
        if v.bad.is_none() {
            "every one holds"
        } else {
            "a bad entry"
        }
    );
}
