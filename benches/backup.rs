//! Backup and restore figures on a full data folder: 20,000 customers,
//! 10,000 quote lines, and a 100,000-product catalogue index beside them
//! (left out of the backup, but in the folder). Prints the backup's time
//! and size, the longest a quote-line write waited while the backup ran
//! (against the longest before it), and the restore's time.
//!
//! `cargo bench --features ssr --bench backup`; `BACKUP_BENCH_PRODUCTS`
//! sets the index's size (0: no index).

#[allow(dead_code)] // the portal helpers: this bench needs only the demo catalogue
mod support;

use dealer_desk::model::customer::SameContact;
use std::{
    error::Error,
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use dealer_desk::{
    model::{customer::customer_fields, quote::Snapshot},
    server::{
        access::db::AccessDb,
        backup::{restore::restore, take::take},
        catalogue::GatewayArgs,
        customers::Customers,
        index::{Index, IndexSettings, SyncKind},
        quotes::{new_id, Owner, Quotes, SavedLine},
    },
};

/// Adds quote lines one after another until `stop` (a new list every
/// 900 lines); each write's time.
async fn write_until(quotes: Quotes, stop: Arc<AtomicBool>, tag: &str) -> Vec<Duration> {
    let mut took = Vec::new();
    let (mut owner, mut list) = (Owner::browser(&new_id()), String::new());
    let mut i = 0usize;
    while !stop.load(Ordering::SeqCst) {
        if i.is_multiple_of(900) {
            owner = Owner::browser(&new_id());
            match quotes.create(&owner, format!("{tag} {i}")).await {
                Ok(made) => match made.done() {
                    Some(id) => list = id,
                    None => break,
                },
                Err(_) => break,
            }
        }
        let snap = Snapshot {
            name: format!("{tag} part {i}"),
            rrp: None,
            gbp: None,
            usd: None,
            eur: None,
            sell: None,
        };
        let t = Instant::now();
        match quotes
            .add(&owner, &list, line(format!("WR{i:06}"), snap))
            .await
        {
            Ok(done) if done.is_done() => took.push(t.elapsed()),
            _ => break,
        }
        i += 1;
    }
    took
}

/// One of a part, as `snap` shows it.
fn line(sku: String, snap: Snapshot) -> SavedLine {
    SavedLine {
        sku,
        qty: 1,
        added: snap,
        discount: None,
        approved: None,
        kind: Default::default(),
    }
}

fn longest(d: &[Duration]) -> f64 {
    d.iter().max().copied().unwrap_or_default().as_secs_f64() * 1000.0
}

fn p99(d: &[Duration]) -> f64 {
    let mut s = d.to_vec();
    s.sort();
    s.get(s.len().saturating_sub(1) * 99 / 100)
        .copied()
        .unwrap_or_default()
        .as_secs_f64()
        * 1000.0
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> Result<(), Box<dyn Error>> {
    let products: usize = std::env::var("BACKUP_BENCH_PRODUCTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    let root = tempfile::tempdir()?;
    let data = root.path().join("data");

    if products > 0 {
        let t = Instant::now();
        let (_demo, catalogue) = support::demo_catalogue(products, GatewayArgs::default()).await?;
        let index = Index::open(IndexSettings::in_dir(&data, "backup-bench"))?;
        index.sync(&catalogue, SyncKind::Full).await?;
        println!(
            "index of {products} products synced in {:.1} s",
            t.elapsed().as_secs_f64()
        );
    }
    let quotes = Quotes::open(&data)?;
    let customers = Customers::open(quotes.connection(), &Default::default()).await?;
    let _access = AccessDb::open(&data)?;

    let t = Instant::now();
    for i in 0..20_000 {
        let f = customer_fields(&format!("Customer {i}"), &format!("07700 9{i:05}"), "", "")
            .map_err(|n| n.code())?;
        customers
            .create(new_id(), f, SameContact::Allow, None)
            .await?
            .into_result()
            .map_err(|n| n.code())?;
    }
    for l in 0..10 {
        let owner = Owner::browser(&new_id());
        let list = quotes
            .create(&owner, format!("List {l}"))
            .await?
            .into_result()
            .map_err(|n| n.code())?;
        for n in 0..1_000 {
            let snap = Snapshot {
                name: format!("Part {l}-{n}"),
                rrp: None,
                gbp: None,
                usd: None,
                eur: None,
                sell: None,
            };
            quotes
                .add(&owner, &list, line(format!("BB{l:02}{n:04}"), snap))
                .await?
                .into_result()
                .map_err(|n| n.code())?;
        }
    }
    println!(
        "20,000 customers and 10,000 quote lines written in {:.1} s",
        t.elapsed().as_secs_f64()
    );

    // The writes' own pace first, then the same while a backup runs.
    let stop = Arc::new(AtomicBool::new(false));
    let before = tokio::spawn(write_until(quotes.clone(), stop.clone(), "before"));
    tokio::time::sleep(Duration::from_secs(2)).await;
    stop.store(true, Ordering::SeqCst);
    let before = before.await?;

    let stop = Arc::new(AtomicBool::new(false));
    let during = tokio::spawn(write_until(quotes.clone(), stop.clone(), "during"));
    let (from, to) = (data.clone(), root.path().join("backups"));
    let t = Instant::now();
    let taken = tokio::task::spawn_blocking(move || take(&from, &to, chrono::Utc::now())).await??;
    let backup_secs = t.elapsed().as_secs_f64();
    stop.store(true, Ordering::SeqCst);
    let during = during.await?;

    let restored = root.path().join("restored");
    let t = Instant::now();
    let folder = taken.folder.clone();
    let r = tokio::task::spawn_blocking(move || restore(&folder, &restored)).await??;
    let restore_secs = t.elapsed().as_secs_f64();

    let bytes: u64 = taken.manifest.stores.iter().map(|s| s.bytes).sum();
    let index_mb = std::fs::metadata(data.join("catalogue-index.sqlite3"))
        .map(|m| m.len() as f64 / 1_048_576.0)
        .unwrap_or(0.0);
    println!();
    println!("| figure | value |");
    println!("|---|---|");
    println!("| catalogue index in the folder (left out) | {index_mb:.0} MB |");
    println!(
        "| backup: {} files, {:.1} MB | {backup_secs:.2} s |",
        taken.manifest.stores.len(),
        bytes as f64 / 1_048_576.0
    );
    println!(
        "| quote-line writes for 2 s before the backup: {}, p99 / longest | {:.1} / {:.1} ms |",
        before.len(),
        p99(&before),
        longest(&before)
    );
    println!(
        "| quote-line writes during the backup: {}, p99 / longest | {:.1} / {:.1} ms |",
        during.len(),
        p99(&during),
        longest(&during)
    );
    println!(
        "| restore (checksums, integrity_check, copy) | {restore_secs:.2} s ({} ms inside) |",
        r.took.as_millis()
    );
    Ok(())
}
