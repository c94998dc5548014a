//! The shop's shelf, in figures: 50,000 stocked parts with 2,000,000
//! movements (forty a part: receipts at varying costs, sales, returns,
//! adjustments) spread over two years, in the lists' SQLite file, each
//! part's state as the ledger makes it. Prints, each as p50/p95 of many
//! runs where it is a page's work: one part's line (on hand, held, bins:
//! what the product page asks), the lines of a 48-card page, a page of
//! the shelf's list by bin, a manager's adjustment (a write), and the
//! shelf's value now and at a past date summed from the ledger; and a
//! count over 5,000 parts (bins A to B): opened, each line counted (a
//! write, as a scan is; one line in three off the record), reviewed and
//! posted in one transaction.
//!
//! Run: `cargo bench --features ssr --bench shelf` (add `--profile dev`
//! to reuse the test build; `SHELF_PARTS`, `SHELF_MOVES_PER_PART` change
//! the size).

use std::{error::Error, time::Instant};

use dealer_desk::{
    model::{
        quote::Minor,
        role::Role,
        stock::{
            adjustment, apply,
            count::{Entry, Scope, Uncounted},
            Held, Kind, Move,
        },
        Currency,
    },
    server::{
        access::{audit::AuditLog, Actor},
        index::{Index, IndexSettings},
        quotes::Quotes,
        stock::{
            count::{CountAsked, OpenAsked, PostAsked},
            AdjustAsked, PartFacts, ShelfQuery, Stock,
        },
    },
};

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn sku(n: usize) -> String {
    format!("SH-{n:06}")
}

/// A cheap repeatable sequence (no crate needed for a bench's spread).
struct Seq(u64);

impl Seq {
    fn next(&mut self, below: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % below.max(1)
    }
}

/// The ledger written straight into the file, in one transaction, each
/// movement's value made by the same rule the shelf uses.
fn fill(file: &std::path::Path, parts: usize, per_part: usize) -> Result<(), Box<dyn Error>> {
    let mut conn = rusqlite::Connection::open(file)?;
    let tx = conn.transaction()?;
    let start = chrono::NaiveDate::from_ymd_opt(2024, 12, 1).ok_or("a day")?;
    let mut seq = Seq(7);
    {
        let mut mv = tx.prepare(
            "INSERT INTO stock_movements (sku, kind, qty, unit_cost_minor, value_minor, \
             cost_assumed, on_hand_after, reference, reason, note, by_whom, at) \
             VALUES (?1, ?2, ?3, ?4, ?5, 0, ?6, '', NULL, '', 'bench', ?7)",
        )?;
        let mut part = tx.prepare(
            "INSERT INTO stock_parts (sku, on_hand, value_minor, average_minor, bin1, changed) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        )?;
        for p in 0..parts {
            let sku = sku(p);
            let mut held = Held::default();
            let mut at = String::new();
            for m in 0..per_part {
                let day = start + chrono::Duration::days((m * 730 / per_part) as i64);
                at = format!("{day} {:02}:{:02}:00", 8 + seq.next(10), seq.next(60));
                let (kind, qty, cost) = match (m, seq.next(10)) {
                    (0, _) | (_, 0..=2) => (
                        Kind::Received,
                        1 + seq.next(12) as i64,
                        Some(Minor(500 + seq.next(20_000) as i64)),
                    ),
                    (_, 3) => (Kind::Returned, 1, None),
                    (_, 4) => (Kind::Adjusted, -1, None),
                    _ => (Kind::Sold, -(1 + seq.next(3) as i64), None),
                };
                let a = apply(held, Move { qty, cost });
                held = a.held;
                mv.execute(rusqlite::params![
                    sku,
                    kind.code(),
                    qty,
                    a.unit_cost.0,
                    a.value.0,
                    held.on_hand,
                    at
                ])?;
            }
            let bin = format!(
                "{}-{:02}-{}",
                (b'A' + (p % 20) as u8) as char,
                p % 50,
                p % 5
            );
            part.execute(rusqlite::params![
                sku,
                held.on_hand,
                held.value.0,
                held.average.0,
                bin,
                at
            ])?;
        }
    }
    tx.commit()?;
    Ok(())
}

fn millis(d: std::time::Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// p50 and p95 of `runs` timings, in milliseconds.
fn spread(mut t: Vec<f64>) -> (f64, f64) {
    t.sort_by(|a, b| a.total_cmp(b));
    let at = |q: f64| t[((t.len() as f64 - 1.0) * q).round() as usize];
    (at(0.5), at(0.95))
}

/// A count over bins A to B (a tenth of the shelf): opened, every line
/// counted one write at a time, one in three off the record, then the
/// review's read and the post.
async fn count(
    stock: &Stock,
    dir: &std::path::Path,
    manager: &Actor,
) -> Result<(), Box<dyn Error>> {
    let index = Index::open(IndexSettings::in_dir(dir, "shelf-bench"))?;
    let audit = AuditLog::in_memory();
    let at = || "2026-12-02 10:00:00".to_string();
    let t = Instant::now();
    let scope = Scope::Bins {
        from: "A".into(),
        to: "B".into(),
    };
    let asked = OpenAsked {
        scope,
        blind: true,
        at: at(),
    };
    let id = stock
        .open_count(manager, &audit, &index, asked)
        .await
        .map_err(|e| format!("{e:?}"))?;
    let opened = millis(t.elapsed());
    let lines = stock.count_lines(id).await.map_err(|e| format!("{e:?}"))?;
    println!(
        "a count over bins A to B opened: {} lines in {opened:.0} ms",
        lines.len()
    );
    let mut writes = Vec::new();
    for (n, l) in lines.iter().enumerate() {
        let off = [0, 0, 1, 0, 0, -1][n % 6];
        let asked = CountAsked {
            id,
            sku: &l.line.sku,
            entry: Entry::Set((l.on_hand_now + off).max(0)),
            at: at(),
        };
        let t = Instant::now();
        stock
            .count_part(manager, asked)
            .await
            .map_err(|e| format!("{e:?}"))?;
        writes.push(millis(t.elapsed()));
    }
    let (p50, p95) = spread(writes);
    println!("a line counted (one write, as a scan): p50 {p50:.2} ms, p95 {p95:.2} ms");
    let t = Instant::now();
    let all = stock.count_lines(id).await.map_err(|e| format!("{e:?}"))?;
    println!(
        "the review's read of every line: {} lines in {:.0} ms",
        all.len(),
        millis(t.elapsed())
    );
    let t = Instant::now();
    let asked = PostAsked {
        id,
        uncounted: Uncounted::Leave,
        at: at(),
    };
    let posted = stock
        .post_count(manager, &audit, &index, asked)
        .await
        .map_err(|e| format!("{e:?}"))?;
    println!(
        "the {}-line count posted: {} movements, {:+} units, in {:.0} ms",
        all.len(),
        posted.moves,
        posted.units,
        millis(t.elapsed())
    );
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let parts = env_or("SHELF_PARTS", 50_000);
    let per_part = env_or("SHELF_MOVES_PER_PART", 40);
    let dir = std::env::temp_dir().join(format!("dd-shelf-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)?;
    let quotes = Quotes::open(&dir)?;
    let stock = Stock::open(quotes.connection(), Currency::Gbp)?;
    let t = Instant::now();
    fill(&dir.join("quotes.sqlite3"), parts, per_part)?;
    println!(
        "filled: {parts} parts, {} movements in {:.1} s",
        parts * per_part,
        t.elapsed().as_secs_f64()
    );
    let mut seq = Seq(11);

    let mut one = Vec::new();
    for _ in 0..2_000 {
        let s = sku(seq.next(parts as u64) as usize);
        let t = Instant::now();
        stock.line(&s).await.map_err(|e| format!("{e:?}"))?;
        one.push(millis(t.elapsed()));
    }
    let (p50, p95) = spread(one);
    println!("one part's line (on hand, held, bins): p50 {p50:.3} ms, p95 {p95:.3} ms");

    let mut cards = Vec::new();
    for _ in 0..300 {
        let skus: Vec<String> = (0..48)
            .map(|_| sku(seq.next(parts as u64) as usize))
            .collect();
        let t = Instant::now();
        stock.lines(skus).await.map_err(|e| format!("{e:?}"))?;
        cards.push(millis(t.elapsed()));
    }
    let (p50, p95) = spread(cards);
    println!("a 48-card page's lines: p50 {p50:.2} ms, p95 {p95:.2} ms");

    let mut pages = Vec::new();
    for n in 0..200 {
        let q = ShelfQuery {
            by_bin: true,
            bin: if n % 2 == 0 {
                String::new()
            } else {
                "C-1".into()
            },
            offset: (seq.next(900) * 50) as i64,
            limit: 50,
        };
        let t = Instant::now();
        stock.shelf(q).await.map_err(|e| format!("{e:?}"))?;
        pages.push(millis(t.elapsed()));
    }
    let (p50, p95) = spread(pages);
    println!("a page of the shelf's list (50 by bin, all or one bin's): p50 {p50:.2} ms, p95 {p95:.2} ms");

    let audit = AuditLog::in_memory();
    let manager = Actor {
        who: Some("bench".into()),
        address: None,
        role: Some(Role::Manager),
    };
    let mut writes = Vec::new();
    for _ in 0..300 {
        let asked = AdjustAsked {
            sku: &sku(seq.next(parts as u64) as usize),
            adjustment: adjustment("-1", "damaged", "").map_err(|e| format!("{e:?}"))?,
            part: PartFacts::known(None),
            at: "2026-12-01 10:00:00".into(),
        };
        let t = Instant::now();
        stock
            .adjust(&manager, &audit, asked)
            .await
            .map_err(|e| format!("{e:?}"))?;
        writes.push(millis(t.elapsed()));
    }
    let (p50, p95) = spread(writes);
    println!("a manager's adjustment (one write): p50 {p50:.2} ms, p95 {p95:.2} ms");

    count(&stock, &dir, &manager).await?;

    let t = Instant::now();
    let now = stock.value_at(None).await.map_err(|e| format!("{e:?}"))?;
    println!(
        "the shelf's value now: {} in {:.1} ms",
        now.plain(),
        millis(t.elapsed())
    );
    for day in ["2025-06-30 23:59:59", "2026-06-30 23:59:59"] {
        let t = Instant::now();
        let then = stock
            .value_at(Some(day.into()))
            .await
            .map_err(|e| format!("{e:?}"))?;
        println!(
            "the shelf's value at {day}: {} in {:.1} ms",
            then.plain(),
            millis(t.elapsed())
        );
    }
    for day in ["2025-06-30", "2026-06-30"] {
        let time = dealer_desk::server::platform::shop_time::ShopTime::from_setting(Some("UTC"))?;
        let on = time.day_text(day).ok_or("a day")?;
        let t = Instant::now();
        let parts = stock.parts_at(on).await.map_err(|e| format!("{e:?}"))?;
        println!(
            "every part's units and value at the end of {day} (the value page's file): {} parts in {:.1} ms",
            parts.len(),
            millis(t.elapsed())
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}
