//! Bringing stock in, in figures: a catalogue index of 60,000 demo
//! products, and a file of 50,000 rows (half by SKU, half by EAN, with
//! bins and a cost) read, previewed (every row found in one read of the
//! index, planned against the shelf) and written in one transaction; then
//! the same file previewed again, when every row already matches.
//!
//! Run: `cargo bench --features ssr --bench shelf_import`.

use std::{error::Error, time::Instant};

use dealer_desk::{
    model::{query::ListQuery, role::Role, stock::import::read, Currency},
    server::{
        access::{audit::AuditLog, Actor},
        catalogue::GatewayArgs,
        index::{Index, IndexSettings, SyncKind},
        quotes::Quotes,
        stock::Stock,
    },
};

#[path = "support/mod.rs"]
#[allow(dead_code)]
mod support;

const ROWS: usize = 50_000;

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let dir = std::env::temp_dir().join(format!("dd-import-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)?;
    let (demo, catalogue) = support::demo_catalogue(60_000, GatewayArgs::default()).await?;
    let index = Index::open(IndexSettings::in_dir(&dir, "bench"))?;
    let t = Instant::now();
    index.sync(&catalogue, SyncKind::Full).await?;
    println!(
        "the index: 60,000 products synced in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    drop(demo);
    let ids = index
        .record_ids(&ListQuery::default(), Currency::Gbp)
        .await?;
    let products = index
        .records_by_id(ids.into_iter().take(ROWS).collect())
        .await?;
    let mut rows = vec![vec![
        "SKU".to_string(),
        "Quantity".to_string(),
        "Bins".to_string(),
        "Cost".to_string(),
    ]];
    for (n, p) in products.iter().enumerate() {
        let code = match (&p.ean, n % 2) {
            (Some(ean), 0) => ean.clone(),
            _ => p.sku.clone().unwrap_or_default(),
        };
        rows.push(vec![
            code,
            (1 + n % 40).to_string(),
            format!(
                "{}-{:02}-{}",
                (b'A' + (n % 20) as u8) as char,
                n % 50,
                n % 5
            ),
            format!("{}.{:02}", 5 + n % 200, n % 100),
        ]);
    }
    println!("the file: {} rows", rows.len() - 1);
    let quotes = Quotes::open(&dir)?;
    let stock = Stock::open(quotes.connection(), Currency::Gbp)?;
    let manager = Actor {
        who: Some("bench".into()),
        address: None,
        role: Some(Role::Manager),
    };
    let audit = AuditLog::in_memory();

    let t = Instant::now();
    let file = read(&rows).map_err(|e| format!("{e:?}"))?;
    let plan = stock
        .plan_import(&index, file)
        .await
        .map_err(|e| format!("{e:?}"))?;
    println!(
        "the preview: {} rows to write, {} refused, in {:.0} ms",
        plan.rows.len(),
        plan.refused.len(),
        t.elapsed().as_secs_f64() * 1000.0
    );
    let t = Instant::now();
    let written = stock
        .import(&manager, &audit, &index, plan, "2026-12-07 10:00:00".into())
        .await
        .map_err(|e| format!("{e:?}"))?;
    println!(
        "the write (one transaction): {written} parts in {:.0} ms",
        t.elapsed().as_secs_f64() * 1000.0
    );
    let t = Instant::now();
    let again = stock
        .plan_import(&index, read(&rows).map_err(|e| format!("{e:?}"))?)
        .await
        .map_err(|e| format!("{e:?}"))?;
    println!(
        "the same file previewed again: {} to write, {} already match, in {:.0} ms",
        again.rows.len(),
        again.unchanged,
        t.elapsed().as_secs_f64() * 1000.0
    );
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}
