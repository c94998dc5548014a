//! Writing the index: opening and migrating the file, upserting products
//! with their fitment and search text, removing what the supplier dropped,
//! and the bookkeeping in `meta`. Runs on blocking threads only.

use std::{collections::HashMap, path::Path};

use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::{changes, family, schema, text};
use crate::model::{listing::ProductSummary, Product};

use super::db::DbResult;

/// Opens (creating if needed) the index file with the portal's pragmas.
/// The file (and its `-wal` and `-shm`, which SQLite makes with the
/// file's own mode) is this user's only: it holds the supplier's dealer
/// prices, which the portal shows to signed-in staff alone. A file an
/// earlier release left readable by all is made so again.
pub fn open(path: &Path) -> DbResult<Connection> {
    if let Err(e) = crate::platform::private_files::private_store_file(path) {
        let cannot = rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CANTOPEN);
        return Err(rusqlite::Error::SqliteFailure(cannot, Some(e)));
    }
    let conn = Connection::open(path)?;
    conn.execute_batch(schema::CONNECTION_PRAGMAS)?;
    crate::platform::sql::stable_plans(&conn)?;
    conn.set_prepared_statement_cache_capacity(STATEMENTS);
    Ok(conn)
}

/// How many prepared statements an index connection keeps: a list page's
/// orders and filters, a product page's family and fitment, the sync's
/// writes.
const STATEMENTS: usize = 64;

/// Makes the tables exist and match this catalogue and this version.
/// Returns true when the index was started afresh.
pub fn prepare(conn: &Connection, identity: &str) -> DbResult<bool> {
    // The version is read before the tables are touched: an index of an
    // older shape would fail on this version's indexes over new columns.
    conn.execute_batch(schema::META)?;
    let want = format!("{}|{identity}", schema::VERSION);
    let fresh = get_meta(conn, "identity")?.as_deref() != Some(want.as_str());
    if fresh {
        conn.execute_batch(schema::DROP_ALL)?;
    }
    conn.execute_batch(schema::TABLES)?;
    if fresh {
        set_meta(conn, "identity", &want)?;
    }
    Ok(fresh)
}

pub fn get_meta(conn: &Connection, key: &str) -> DbResult<Option<String>> {
    conn.query_row("SELECT value FROM meta WHERE key = ?1", [key], |r| r.get(0))
        .optional()
}

pub fn set_meta(conn: &Connection, key: &str, value: &str) -> DbResult<()> {
    let sql = "INSERT INTO meta(key, value) VALUES (?1, ?2)
               ON CONFLICT(key) DO UPDATE SET value = excluded.value";
    conn.execute(sql, params![key, value]).map(drop)
}

pub fn delete_meta(conn: &Connection, key: &str) -> DbResult<()> {
    conn.execute("DELETE FROM meta WHERE key = ?1", [key])?;
    Ok(())
}

pub fn save_listing(conn: &Connection, kind: &str, body: &str) -> DbResult<()> {
    let sql = "INSERT INTO listings(kind, body) VALUES (?1, ?2)
               ON CONFLICT(kind) DO UPDATE SET body = excluded.body";
    conn.execute(sql, params![kind, body]).map(drop)
}

/// Milliseconds since the epoch of an ISO 8601 instant, if it reads as one.
pub fn instant_ms(s: Option<&str>) -> Option<i64> {
    let s = s?.trim();
    chrono::DateTime::parse_from_rfc3339(s)
        .map(|d| d.timestamp_millis())
        .or_else(|_| {
            chrono::NaiveDateTime::parse_from_str(s, "%Y-%m-%dT%H:%M:%S%.f")
                .map(|d| d.and_utc().timestamp_millis())
        })
        .ok()
}

/// Upserts products seen in sync generation `seen`. `brand_ids` maps a
/// lower-cased brand name to its id (products carry only the name).
/// With `history` (the time now, in ms) what changed is noted in the
/// change history. Returns how many were written; records without an SKU
/// are left out.
pub fn upsert(
    tx: &Transaction<'_>,
    products: &[Product],
    seen: i64,
    brand_ids: &HashMap<String, i64>,
    history: Option<i64>,
) -> DbResult<usize> {
    let mut st = Statements::prepare(tx)?;
    let mut written = 0;
    for p in products {
        let Some(sku) = p.sku.as_deref().map(str::trim).filter(|s| !s.is_empty()) else {
            continue;
        };
        let summary = ProductSummary::from_product(p);
        let name_key = summary.name.to_lowercase();
        let brand = p.brand.as_deref().map(crate::model::clean_text);
        let brand_id = brand
            .as_deref()
            .and_then(|b| brand_ids.get(&b.trim().to_lowercase()).copied());
        let ean = p.ean.as_deref().map(str::trim).filter(|e| !e.is_empty());
        let category_name = p.category.as_ref().and_then(|c| c.name.as_deref());
        let summary_json = serde_json::to_string(&summary).unwrap_or_default();
        let record_json = serde_json::to_string(p).unwrap_or_default();
        if let Some(at) = history {
            let before = changes::before(tx, sku)?;
            let prices = [
                p.site_price,
                p.dealer_price_gbp,
                p.dealer_price_usd,
                p.dealer_price_eur,
            ];
            let seen_changes = changes::diff(before.as_ref(), &summary.name, prices);
            changes::note(tx, at, sku, &summary.name, seen_changes)?;
        }
        let id: i64 = st.put.query_row(
            params![
                sku,
                text::sku_key(sku),
                ean,
                name_key,
                brand,
                brand_id,
                category_name,
                summary.category_id,
                instant_ms(p.date_created.as_deref()),
                instant_ms(p.date_modified.as_deref()),
                p.site_price,
                p.dealer_price_gbp,
                p.dealer_price_usd,
                p.dealer_price_eur,
                family::family_key(sku, p.name.as_deref()),
                family::variant_label(p, sku),
                seen,
            ],
            |r| r.get(0),
        )?;
        st.keep.execute(params![id, summary_json, record_json])?;
        st.unsearch.execute([id])?;
        let body = search_body(p);
        st.search.execute(params![
            id,
            sku,
            ean,
            summary.name,
            brand,
            category_name,
            body
        ])?;
        st.unfit.execute([id])?;
        for make in p.bikes.iter().flatten() {
            for model in make.models.iter().flatten() {
                for year in model.years.iter().flatten() {
                    st.fit.execute(params![year.id, model.id, make.id, id])?;
                }
            }
        }
        written += 1;
    }
    Ok(written)
}

/// The statements an upsert runs per product, prepared once per batch.
struct Statements<'t> {
    put: rusqlite::CachedStatement<'t>,
    keep: rusqlite::CachedStatement<'t>,
    unsearch: rusqlite::CachedStatement<'t>,
    search: rusqlite::CachedStatement<'t>,
    unfit: rusqlite::CachedStatement<'t>,
    fit: rusqlite::CachedStatement<'t>,
}

impl<'t> Statements<'t> {
    fn prepare(tx: &'t Transaction<'_>) -> DbResult<Self> {
        Ok(Statements {
            put: tx.prepare_cached(
                "INSERT INTO products(sku, sku_key, ean, name_key, brand, brand_id, category,
                     category_id, created, modified, site_price, gbp, usd, eur, family, variant, seen)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)
                 ON CONFLICT(sku) DO UPDATE SET
                     sku_key = excluded.sku_key, ean = excluded.ean, name_key = excluded.name_key,
                     brand = excluded.brand, brand_id = excluded.brand_id, category = excluded.category,
                     category_id = excluded.category_id, created = excluded.created,
                     modified = excluded.modified, site_price = excluded.site_price,
                     gbp = excluded.gbp, usd = excluded.usd, eur = excluded.eur,
                     family = excluded.family, variant = excluded.variant, seen = excluded.seen
                 RETURNING id",
            )?,
            keep: tx.prepare_cached(
                "INSERT OR REPLACE INTO records(id, summary, record) VALUES (?1, ?2, ?3)",
            )?,
            unsearch: tx.prepare_cached("DELETE FROM search WHERE rowid = ?1")?,
            search: tx.prepare_cached(
                "INSERT INTO search(rowid, sku, ean, name, brand, category, body)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?,
            unfit: tx.prepare_cached("DELETE FROM fitment WHERE product = ?1")?,
            fit: tx.prepare_cached(
                "INSERT OR IGNORE INTO fitment(year_id, model_id, make_id, product)
                 VALUES (?1, ?2, ?3, ?4)",
            )?,
        })
    }
}

/// The text the full-text search reads beyond SKU, EAN, name, brand and
/// category: descriptions as plain text, the product type, and the values
/// of additional fields and options.
fn search_body(p: &Product) -> String {
    [
        p.brief_description.as_deref(),
        p.full_description.as_deref(),
        p.product_type.as_deref(),
    ]
    .into_iter()
    .flatten()
    .map(text::plain_text)
    .chain(
        p.additional_fields
            .iter()
            .chain(p.selected_options.iter())
            .flatten()
            .filter_map(|nv| nv.value.clone()),
    )
    .collect::<Vec<_>>()
    .join(" ")
}

/// Removes every product not seen since generation `seen` (a full sync's
/// reconcile), with its fitment and search rows, noting each in the change
/// history with `history` (the time now, in ms). Returns how many.
pub fn remove_unseen(tx: &Transaction<'_>, seen: i64, history: Option<i64>) -> DbResult<u64> {
    if let Some(at) = history {
        changes::note_removals(tx, seen, at)?;
    }
    tx.execute(
        "DELETE FROM search WHERE rowid IN (SELECT id FROM products WHERE seen < ?1)",
        [seen],
    )?;
    tx.execute(
        "DELETE FROM fitment WHERE product IN (SELECT id FROM products WHERE seen < ?1)",
        [seen],
    )?;
    tx.execute(
        "DELETE FROM records WHERE id IN (SELECT id FROM products WHERE seen < ?1)",
        [seen],
    )?;
    let n = tx.execute("DELETE FROM products WHERE seen < ?1", [seen])?;
    Ok(n as u64)
}

/// The SKUs seen since generation `seen`: what a completed full sync keeps.
pub fn skus_seen(conn: &Connection, seen: i64) -> DbResult<Vec<String>> {
    let mut stmt = conn.prepare("SELECT sku FROM products WHERE seen >= ?1")?;
    let rows = stmt.query_map([seen], |r| r.get(0))?;
    rows.collect()
}

/// Counts for the status page: products, fitment pairs, and variant
/// families (two products or more).
pub fn counts(conn: &Connection) -> DbResult<(u64, u64, u64)> {
    let products: i64 = conn.query_row("SELECT COUNT(*) FROM products", [], |r| r.get(0))?;
    let fitment: i64 = conn.query_row("SELECT COUNT(*) FROM fitment", [], |r| r.get(0))?;
    let families: i64 = conn.query_row(
        "SELECT COUNT(*) FROM (SELECT 1 FROM products GROUP BY family HAVING COUNT(*) > 1)",
        [],
        |r| r.get(0),
    )?;
    Ok((
        products.max(0) as u64,
        fitment.max(0) as u64,
        families.max(0) as u64,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_index_of_an_older_shape_starts_afresh() {
        let conn = Connection::open_in_memory().expect("an in-memory database");
        // A saved index of an earlier version: products without the columns
        // this version indexes.
        conn.execute_batch(
            "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
             INSERT INTO meta VALUES ('identity', '1|demo');
             CREATE TABLE products (id INTEGER PRIMARY KEY, sku TEXT NOT NULL);",
        )
        .expect("an old index");
        assert_eq!(prepare(&conn, "demo"), Ok(true));
        // Opened again with the same identity: kept.
        assert_eq!(prepare(&conn, "demo"), Ok(false));
        // Another catalogue: afresh again.
        assert_eq!(prepare(&conn, "other"), Ok(true));
    }
}
