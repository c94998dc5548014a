//! The shelf's statements, written once over a `Tx` for SQLite and
//! Postgres alike: a movement written with the part's new state, a part's
//! line (on hand, held for customers, bins), its movements, a page of the
//! shelf. Checks are the caller's (`operations`); these only read and
//! write.

use crate::{
    model::{
        quote::Minor,
        stock::{apply, view::ShelfLine, Applied, Held, Kind, Level, Move, Reason},
    },
    platform::sql::{DbResult, Row, Tx},
};

/// A movement to write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMovement {
    pub sku: String,
    pub kind: Kind,
    pub qty: i64,
    /// What one unit cost, for units bought; others move at the average.
    pub cost: Option<Minor>,
    /// The cost was not known and the dealer price was taken.
    pub assumed: bool,
    /// For units coming in without a cost to a part that has none yet
    /// (never bought, nothing on hand): the dealer price in the shop's
    /// currency, taken as the cost and marked as assumed.
    pub fallback_cost: Option<Minor>,
    pub reference: String,
    pub reason: Option<Reason>,
    pub note: String,
    pub by: Option<String>,
    /// UTC, "YYYY-MM-DD HH:MM:SS".
    pub at: String,
}

/// A movement as the ledger keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MovementRecord {
    pub id: i64,
    pub sku: String,
    pub kind: Option<Kind>,
    pub qty: i64,
    pub unit_cost: Minor,
    pub value: Minor,
    pub assumed: bool,
    pub on_hand_after: i64,
    pub reference: String,
    pub reason: Option<Reason>,
    pub note: String,
    pub by: Option<String>,
    pub at: String,
}

/// A part's state after its latest movement, and its bins.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PartState {
    pub sku: String,
    pub held: Held,
    pub bins: Vec<String>,
    /// Units a pack holds (1: sold singly).
    pub pack: i64,
}

const PART_COLUMNS: &str = "sku, on_hand, value_minor, average_minor, bin1, bin2, bin3, pack";

fn part_of(r: &Row<'_, '_>) -> DbResult<PartState> {
    let bins = [4, 5, 6]
        .into_iter()
        .map(|i| r.get::<Option<String>>(i))
        .collect::<DbResult<Vec<_>>>()?
        .into_iter()
        .flatten()
        .collect();
    Ok(PartState {
        sku: r.get(0)?,
        held: Held {
            on_hand: r.get(1)?,
            value: Minor(r.get(2)?),
            average: Minor(r.get(3)?),
        },
        bins,
        pack: r.get(7)?,
    })
}

/// A part's state (`None`: never kept).
pub fn part(tx: &Tx<'_>, sku: &str) -> DbResult<Option<PartState>> {
    let sql = format!("SELECT {PART_COLUMNS} FROM stock_parts WHERE sku = ?1");
    tx.query_opt(&sql, &[&sku], part_of)
}

/// Units of `sku` held for customers: special orders' lines that arrived
/// for them and are not collected.
pub fn committed(tx: &Tx<'_>, sku: &str) -> DbResult<i64> {
    tx.query_one(
        "SELECT CAST(COALESCE(SUM(qty), 0) AS BIGINT) FROM order_lines WHERE sku = ?1 AND state = 'arrived'",
        &[&sku],
        |r| r.get::<i64>(0),
    )
}

/// A part's line: on hand, held, bins (a part never kept has zeros).
pub fn line(tx: &Tx<'_>, sku: &str) -> DbResult<ShelfLine> {
    let state = part(tx, sku)?;
    let committed = committed(tx, sku)?;
    Ok(line_of(sku, state, committed))
}

/// SKUs read in one statement.
const SKUS_A_READ: usize = 400;

/// Several parts' lines, in the order asked, in two reads a few hundred
/// parts (a card list, a quote, a stock check), not two reads a part.
pub fn lines(tx: &Tx<'_>, skus: &[String]) -> DbResult<Vec<ShelfLine>> {
    let mut states = std::collections::HashMap::new();
    let mut held = std::collections::HashMap::new();
    for chunk in skus.chunks(SKUS_A_READ) {
        let marks = (1..=chunk.len())
            .map(|n| format!("?{n}"))
            .collect::<Vec<_>>()
            .join(", ");
        let params: Vec<&dyn crate::platform::sql::Param> = chunk
            .iter()
            .map(|s| s as &dyn crate::platform::sql::Param)
            .collect();
        let sql = format!("SELECT {PART_COLUMNS} FROM stock_parts WHERE sku IN ({marks})");
        for p in tx.query(&sql, &params, part_of)? {
            states.insert(p.sku.clone(), p);
        }
        let sql = format!(
            "SELECT sku, CAST(SUM(qty) AS BIGINT) FROM order_lines \
             WHERE state = 'arrived' AND sku IN ({marks}) GROUP BY sku"
        );
        for (sku, n) in tx.query(&sql, &params, |r| {
            Ok((r.get::<String>(0)?, r.get::<i64>(1)?))
        })? {
            held.insert(sku, n);
        }
    }
    Ok(skus
        .iter()
        .map(|s| line_of(s, states.get(s).cloned(), held.get(s).copied().unwrap_or(0)))
        .collect())
}

fn line_of(sku: &str, state: Option<PartState>, committed: i64) -> ShelfLine {
    let kept = state.is_some();
    let state = state.unwrap_or_default();
    ShelfLine {
        sku: sku.to_string(),
        level: Level {
            on_hand: state.held.on_hand,
            committed,
        },
        bins: state.bins,
        kept,
        pack: state.pack,
    }
}

/// Writes `m` with the part's new state: what it did to the part's worth.
pub fn write_movement(tx: &Tx<'_>, m: &NewMovement) -> DbResult<Applied> {
    let held = part(tx, &m.sku)?.map(|p| p.held).unwrap_or_default();
    let uncosted = m.cost.is_none() && m.qty > 0 && held.average.0 == 0 && held.on_hand <= 0;
    let (cost, assumed) = match m.fallback_cost {
        Some(dealer) if uncosted => (Some(dealer), true),
        _ => (m.cost, m.assumed),
    };
    let applied = apply(held, Move { qty: m.qty, cost });
    tx.execute(
        "INSERT INTO stock_movements (sku, kind, qty, unit_cost_minor, value_minor, \
         cost_assumed, on_hand_after, reference, reason, note, by_whom, at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
        &[
            &m.sku,
            &m.kind.code(),
            &m.qty,
            &applied.unit_cost.0,
            &applied.value.0,
            &i64::from(assumed),
            &applied.held.on_hand,
            &m.reference,
            &m.reason.map(|r| r.code()),
            &m.note,
            &m.by,
            &m.at,
        ],
    )?;
    let h = applied.held;
    tx.execute(
        "INSERT INTO stock_parts (sku, on_hand, value_minor, average_minor, changed) \
         VALUES (?1, ?2, ?3, ?4, ?5) \
         ON CONFLICT (sku) DO UPDATE SET on_hand = ?2, value_minor = ?3, \
         average_minor = ?4, changed = ?5",
        &[&m.sku, &h.on_hand, &h.value.0, &h.average.0, &m.at],
    )?;
    Ok(applied)
}

/// Puts a part in `bins` (main first; none clears them) and keeps its
/// pack size. A part with no movement yet is kept with none on hand.
pub fn set_bins(tx: &Tx<'_>, sku: &str, bins: &[String], pack: i64, at: &str) -> DbResult<()> {
    let bin = |i: usize| bins.get(i).cloned();
    let (b1, b2, b3) = (bin(0), bin(1), bin(2));
    tx.execute(
        "INSERT INTO stock_parts (sku, bin1, bin2, bin3, pack, changed) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
         ON CONFLICT (sku) DO UPDATE SET bin1 = ?2, bin2 = ?3, bin3 = ?4, pack = ?5, changed = ?6",
        &[&sku, &b1, &b2, &b3, &pack, &at],
    )?;
    Ok(())
}

fn movement_of(r: &Row<'_, '_>) -> DbResult<MovementRecord> {
    Ok(MovementRecord {
        id: r.get(0)?,
        sku: r.get(1)?,
        kind: Kind::parse(&r.get::<String>(2)?),
        qty: r.get(3)?,
        unit_cost: Minor(r.get(4)?),
        value: Minor(r.get(5)?),
        assumed: r.get::<i64>(6)? != 0,
        on_hand_after: r.get(7)?,
        reference: r.get(8)?,
        reason: r.get::<Option<String>>(9)?.and_then(|c| Reason::parse(&c)),
        note: r.get(10)?,
        by: r.get(11)?,
        at: r.get(12)?,
    })
}

const MOVEMENT_COLUMNS: &str = "id, sku, kind, qty, unit_cost_minor, value_minor, \
    cost_assumed, on_hand_after, reference, reason, note, by_whom, at";

/// A part's latest `most` movements, newest first.
pub fn movements(tx: &Tx<'_>, sku: &str, most: i64) -> DbResult<Vec<MovementRecord>> {
    let sql = format!(
        "SELECT {MOVEMENT_COLUMNS} FROM stock_movements WHERE sku = ?1 ORDER BY id DESC LIMIT ?2"
    );
    tx.query(&sql, &[&sku, &most], movement_of)
}

/// Which part of the shelf a page lists.
#[derive(Debug, Clone, Default)]
pub struct ShelfQuery {
    /// Sort by bin (parts without one last), else by SKU.
    pub by_bin: bool,
    /// Parts with a bin starting with this (upper case; empty: all).
    pub bin: String,
    pub offset: i64,
    pub limit: i64,
}

/// A page of the shelf: each part's state and what is held of it, and
/// how many parts match in all.
pub struct ShelfRows {
    pub rows: Vec<(PartState, i64)>,
    pub total: u64,
}

/// A page of the parts the shop keeps.
pub fn shelf(tx: &Tx<'_>, q: &ShelfQuery) -> DbResult<ShelfRows> {
    let like = format!("{}%", q.bin);
    let filter = "(?1 = '%' OR bin1 LIKE ?1 OR bin2 LIKE ?1 OR bin3 LIKE ?1)";
    let order = if q.by_bin {
        "CASE WHEN bin1 IS NULL THEN 1 ELSE 0 END, bin1, sku"
    } else {
        "sku"
    };
    let sql = format!(
        "SELECT {PART_COLUMNS} FROM stock_parts WHERE {filter} ORDER BY {order} LIMIT ?2 OFFSET ?3"
    );
    let parts = tx.query(&sql, &[&like, &q.limit, &q.offset], part_of)?;
    let total = tx.count(
        &format!("SELECT COUNT(*) FROM stock_parts WHERE {filter}"),
        &[&like],
    )? as u64;
    let mut rows = Vec::with_capacity(parts.len());
    for p in parts {
        let held = committed(tx, &p.sku)?;
        rows.push((p, held));
    }
    Ok(ShelfRows { rows, total })
}

/// The shelf's value at cost after every movement up to `until` (UTC
/// stamp, inclusive; `None`: now), from the ledger.
pub fn value_at(tx: &Tx<'_>, until: Option<&str>) -> DbResult<Minor> {
    let v = match until {
        Some(t) => tx.query_one(
            "SELECT CAST(COALESCE(SUM(value_minor), 0) AS BIGINT) FROM stock_movements WHERE at <= ?1",
            &[&t],
            |r| r.get::<i64>(0),
        )?,
        None => tx.query_one(
            "SELECT CAST(COALESCE(SUM(value_minor), 0) AS BIGINT) FROM stock_parts",
            &[],
            |r| r.get::<i64>(0),
        )?,
    };
    Ok(Minor(v))
}
