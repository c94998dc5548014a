//! The change history the syncs keep: products new to the catalogue, price
//! changes (RRP and each dealer price, old and new), renames, and products
//! the supplier stopped listing, each with when a sync saw it. An upsert
//! compares the incoming record with the row it replaces; the full
//! reconcile notes what it removes. The first full sync of an empty index
//! records nothing: it is the baseline, not a change.

use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::db::DbResult;

/// How long history is kept (milliseconds): a little over a year.
const KEEP_MS: i64 = 400 * 24 * 3600 * 1000;

/// What happened to a product.
pub const NEW: &str = "new";
pub const PRICE: &str = "price";
pub const RENAMED: &str = "renamed";
pub const REMOVED: &str = "removed";

/// One change, as the change feed lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    pub id: i64,
    /// When a sync saw it, milliseconds since the epoch.
    pub seen_ms: i64,
    pub kind: String,
    pub sku: String,
    /// The product's name (the new one for a rename).
    pub name: Option<String>,
    /// Which price, for a price change.
    pub field: Option<String>,
    pub old: Option<String>,
    pub new: Option<String>,
}

/// What the index held for a product before an upsert.
pub struct Before {
    name: Option<String>,
    prices: [Option<f64>; 4],
}

/// The price columns, as the change feed names them.
pub const PRICE_FIELDS: [&str; 4] = ["RRP GBP", "Dealer GBP", "Dealer USD", "Dealer EUR"];

/// The row a product's upsert replaces, if any.
pub fn before(tx: &Transaction<'_>, sku: &str) -> DbResult<Option<Before>> {
    let mut stmt = tx.prepare_cached(
        "SELECT json_extract(r.summary, '$.name'), p.site_price, p.gbp, p.usd, p.eur
         FROM products p LEFT JOIN records r ON r.id = p.id WHERE p.sku = ?1",
    )?;
    stmt.query_row([sku], |r| {
        Ok(Before {
            name: r.get(0)?,
            prices: [r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?],
        })
    })
    .optional()
}

fn price_text(v: Option<f64>) -> Option<String> {
    v.filter(|x| x.is_finite()).map(|x| format!("{x:.2}"))
}

/// One change an upsert saw: its kind, which price, old and new.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seen(
    pub &'static str,
    pub Option<&'static str>,
    pub Option<String>,
    pub Option<String>,
);

/// The changes between what the index held and what arrived.
pub fn diff(before: Option<&Before>, name: &str, prices: [Option<f64>; 4]) -> Vec<Seen> {
    let Some(b) = before else {
        return vec![Seen(NEW, None, None, None)];
    };
    let mut out = Vec::new();
    if b.name.as_deref() != Some(name) {
        out.push(Seen(RENAMED, None, b.name.clone(), Some(name.to_string())));
    }
    for (i, field) in PRICE_FIELDS.iter().enumerate() {
        let (old, new) = (price_text(b.prices[i]), price_text(prices[i]));
        if old != new {
            out.push(Seen(PRICE, Some(*field), old, new));
        }
    }
    out
}

/// Notes the changes of one product seen at `at_ms`.
pub fn note(
    tx: &Transaction<'_>,
    at_ms: i64,
    sku: &str,
    name: &str,
    changes: Vec<Seen>,
) -> DbResult<()> {
    let mut put = tx.prepare_cached(
        "INSERT INTO changes(seen_at, kind, sku, name, field, old, new)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    for Seen(kind, field, old, new) in changes {
        put.execute(params![at_ms, kind, sku, name, field, old, new])?;
    }
    Ok(())
}

/// Notes every product about to be removed (not seen since `seen`), and
/// forgets history older than it is kept.
pub fn note_removals(tx: &Transaction<'_>, seen: i64, at_ms: i64) -> DbResult<()> {
    tx.execute(
        "INSERT INTO changes(seen_at, kind, sku, name)
         SELECT ?2, ?3, p.sku, json_extract(r.summary, '$.name')
         FROM products p LEFT JOIN records r ON r.id = p.id WHERE p.seen < ?1",
        params![seen, at_ms, REMOVED],
    )?;
    tx.execute(
        "DELETE FROM changes WHERE seen_at < ?1",
        [at_ms.saturating_sub(KEEP_MS)],
    )?;
    Ok(())
}

/// Up to `limit` changes seen at or after `since_ms`, after the change
/// with id `after` (0: from the first), oldest first.
pub fn since(conn: &Connection, since_ms: i64, after: i64, limit: usize) -> DbResult<Vec<Change>> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, seen_at, kind, sku, name, field, old, new FROM changes
         WHERE seen_at >= ?1 AND id > ?2 ORDER BY id LIMIT ?3",
    )?;
    let rows = stmt.query_map(
        params![since_ms, after, i64::try_from(limit).unwrap_or(i64::MAX)],
        |r| {
            Ok(Change {
                id: r.get(0)?,
                seen_ms: r.get(1)?,
                kind: r.get(2)?,
                sku: r.get(3)?,
                name: r.get(4)?,
                field: r.get(5)?,
                old: r.get(6)?,
                new: r.get(7)?,
            })
        },
    )?;
    rows.collect()
}

/// How many changes were seen at or after `since_ms`.
pub fn count_since(conn: &Connection, since_ms: i64) -> DbResult<u64> {
    let n: i64 = conn.query_row(
        "SELECT COUNT(*) FROM changes WHERE seen_at >= ?1",
        [since_ms],
        |r| r.get(0),
    )?;
    Ok(n.max(0) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_diff_names_each_change_once() {
        assert_eq!(diff(None, "A", [None; 4])[0].0, NEW);
        let b = Before {
            name: Some("Bung".into()),
            prices: [Some(10.0), Some(5.0), None, Some(6.0)],
        };
        assert!(diff(Some(&b), "Bung", [Some(10.0), Some(5.0), None, Some(6.0)]).is_empty());
        // Noise below a penny is not a change.
        assert!(diff(Some(&b), "Bung", [Some(10.001), Some(5.0), None, Some(6.0)]).is_empty());
        let d = diff(Some(&b), "Bung L", [Some(12.0), Some(5.0), Some(7.0), None]);
        assert_eq!(
            d,
            vec![
                Seen(RENAMED, None, Some("Bung".into()), Some("Bung L".into())),
                Seen(
                    PRICE,
                    Some("RRP GBP"),
                    Some("10.00".into()),
                    Some("12.00".into())
                ),
                Seen(PRICE, Some("Dealer USD"), None, Some("7.00".into())),
                Seen(PRICE, Some("Dealer EUR"), Some("6.00".into()), None),
            ]
        );
    }
}
