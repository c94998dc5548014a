//! Watches' SQL: a part a customer waits for, how many, and what the last
//! check saw. A watch is open until staff mark it done or it expires; the
//! check writes each open watch's stock and, the first time there is
//! enough, when it came back. Runs on blocking threads only.

use crate::model::outcome::Outcome;
use crate::server::platform::sqlite_worker::write_tx;
use rusqlite::{params, Connection, OptionalExtension};

use super::{
    schema::DbResult,
    store::{self, CustomerOutcome},
};
use crate::model::customer::{
    CustomerHead, CustomerNote, WatchRow, MAX_WATCHES, MAX_WATCHES_PER_CUSTOMER,
};

/// What one watch asks for.
pub struct NewWatch<'a> {
    pub customer: &'a str,
    pub sku: &'a str,
    pub name: &'a str,
    pub qty: i64,
}

/// Makes a watch; a customer's open watch on the same part takes the new
/// quantity instead of a second watch.
pub fn add(
    conn: &mut Connection,
    w: &NewWatch<'_>,
    by: Option<&str>,
    at: &str,
) -> DbResult<CustomerOutcome> {
    let tx = write_tx(conn)?;
    if store::head(&tx, w.customer)?.is_none() {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    }
    let same: Option<i64> = tx
        .query_row(
            "SELECT id FROM watches WHERE customer = ?1 AND sku = ?2 AND ended IS NULL",
            params![w.customer, w.sku],
            |r| r.get(0),
        )
        .optional()?;
    if let Some(id) = same {
        tx.execute(
            "UPDATE watches SET qty = ?2, back = CASE WHEN stock >= ?2 THEN back ELSE NULL END
             WHERE id = ?1",
            params![id, w.qty],
        )?;
    } else {
        let count = |sql: &str, p: &[&dyn rusqlite::ToSql]| -> DbResult<usize> {
            tx.query_row(sql, p, |r| r.get::<_, i64>(0))
                .map(|n| n.max(0) as usize)
        };
        if count("SELECT COUNT(*) FROM watches WHERE ended IS NULL", &[])? >= MAX_WATCHES {
            return Ok(Outcome::Refused(CustomerNote::WatchMax));
        }
        let theirs = count(
            "SELECT COUNT(*) FROM watches WHERE ended IS NULL AND customer = ?1",
            &[&w.customer],
        )?;
        if theirs >= MAX_WATCHES_PER_CUSTOMER {
            return Ok(Outcome::Refused(CustomerNote::WatchCustomerMax));
        }
        tx.execute(
            "INSERT INTO watches(customer, sku, name, qty, created, by) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![w.customer, w.sku, w.name, w.qty, at, by],
        )?;
    }
    let what = format!("Watching {} (quantity {})", w.sku, w.qty);
    store::log(&tx, w.customer, at, by, &what)?;
    tx.commit()?;
    Ok(Outcome::Done(CustomerNote::WatchMade))
}

/// Ends an open watch (`reason`: "done", "expired").
pub fn end(
    conn: &mut Connection,
    id: i64,
    reason: &str,
    by: Option<&str>,
    at: &str,
) -> DbResult<CustomerOutcome> {
    let tx = write_tx(conn)?;
    let found: Option<(String, String)> = tx
        .query_row(
            "SELECT customer, sku FROM watches WHERE id = ?1 AND ended IS NULL",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    let Some((customer, sku)) = found else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchWatch));
    };
    tx.execute(
        "UPDATE watches SET ended = ?2, end_reason = ?3 WHERE id = ?1",
        params![id, at, reason],
    )?;
    store::log(
        &tx,
        &customer,
        at,
        by,
        &format!("Watch on {sku} ended ({reason})"),
    )?;
    tx.commit()?;
    Ok(Outcome::Done(CustomerNote::WatchDone))
}

/// Ends every open watch made before `cutoff`; how many.
pub fn expire(conn: &mut Connection, cutoff: &str, at: &str) -> DbResult<usize> {
    conn.execute(
        "UPDATE watches SET ended = ?2, end_reason = 'expired' WHERE ended IS NULL AND created < ?1",
        params![cutoff, at],
    )
}

/// The SKUs open watches wait for, each once.
pub fn open_skus(conn: &Connection) -> DbResult<Vec<String>> {
    let mut stmt =
        conn.prepare_cached("SELECT DISTINCT sku FROM watches WHERE ended IS NULL ORDER BY sku")?;
    let rows = stmt.query_map([], |r| r.get(0))?;
    rows.collect()
}

/// Writes what a check saw for these SKUs (`None`: not known, left as it
/// was); how many watches came back.
pub fn record(conn: &mut Connection, seen: &[(String, Option<i64>)], at: &str) -> DbResult<usize> {
    let tx = write_tx(conn)?;
    let mut back = 0;
    {
        let mut came = tx.prepare_cached(
            "UPDATE watches SET back = ?3 WHERE sku = ?1 AND ended IS NULL AND back IS NULL AND qty <= ?2",
        )?;
        let mut set = tx.prepare_cached(
            "UPDATE watches SET stock = ?2, checked = ?3,
             back = CASE WHEN qty <= ?2 THEN back ELSE NULL END
             WHERE sku = ?1 AND ended IS NULL",
        )?;
        for (sku, count) in seen {
            let Some(count) = count else { continue };
            back += came.execute(params![sku, count, at])?;
            set.execute(params![sku, count, at])?;
        }
    }
    tx.commit()?;
    Ok(back)
}

/// Writes one check's figures (the page says when the last ran).
pub fn log_check(conn: &Connection, at: &str, figures: [usize; 4]) -> DbResult<()> {
    let [skus, calls, back, expired] = figures.map(|n| n as i64);
    conn.execute(
        "INSERT INTO watch_checks(at, skus, calls, back, expired) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![at, skus, calls, back, expired],
    )?;
    conn.execute(
        "DELETE FROM watch_checks WHERE rowid NOT IN (SELECT rowid FROM watch_checks ORDER BY at DESC LIMIT 100)",
        [],
    )?;
    Ok(())
}

pub fn last_check(conn: &Connection) -> DbResult<Option<String>> {
    conn.query_row("SELECT MAX(at) FROM watch_checks", [], |r| r.get(0))
}

/// A watch with its customer; the Postgres store reads the same columns.
pub(super) const ROW: &str =
    "SELECT w.id, w.sku, w.name, w.qty, w.created, w.stock, w.checked, w.back,
        c.id, c.name, c.phone, c.email
    FROM watches w JOIN customers c ON c.id = w.customer";

fn watch_row(r: &rusqlite::Row<'_>) -> DbResult<WatchRow> {
    Ok(WatchRow {
        id: r.get(0)?,
        sku: r.get(1)?,
        name: r.get(2)?,
        qty: r.get(3)?,
        created: r.get(4)?,
        stock: r.get(5)?,
        checked: r.get(6)?,
        back: r.get(7)?,
        customer: CustomerHead {
            id: r.get(8)?,
            name: r.get(9)?,
            phone: r.get(10)?,
            email: r.get(11)?,
        },
    })
}

/// Open watches whose part is back, the latest back first.
pub fn back(conn: &Connection, limit: usize) -> DbResult<Vec<WatchRow>> {
    let mut stmt = conn.prepare_cached(&format!(
        "{ROW} WHERE w.ended IS NULL AND w.back IS NOT NULL ORDER BY w.back DESC, w.id DESC LIMIT ?1"
    ))?;
    let rows = stmt.query_map([limit as i64], watch_row)?;
    rows.collect()
}

/// (open watches whose part is back, open watches).
pub fn counts(conn: &Connection) -> DbResult<(u64, u64)> {
    conn.query_row(
        "SELECT COUNT(back), COUNT(*) FROM watches WHERE ended IS NULL",
        [],
        |r| {
            Ok((
                r.get::<_, i64>(0)?.max(0) as u64,
                r.get::<_, i64>(1)?.max(0) as u64,
            ))
        },
    )
}

/// Open watches that came back at the check of `at`.
pub fn back_at(conn: &Connection, at: &str) -> DbResult<Vec<WatchRow>> {
    let mut stmt = conn.prepare_cached(&format!(
        "{ROW} WHERE w.ended IS NULL AND w.back = ?1 ORDER BY w.sku, w.id"
    ))?;
    let rows = stmt.query_map([at], watch_row)?;
    rows.collect()
}

/// A customer's open watches, newest first.
pub fn of_customer(conn: &Connection, id: &str) -> DbResult<Vec<WatchRow>> {
    let mut stmt = conn.prepare_cached(&format!(
        "{ROW} WHERE w.customer = ?1 AND w.ended IS NULL ORDER BY w.created DESC, w.id DESC"
    ))?;
    let rows = stmt.query_map([id], watch_row)?;
    rows.collect()
}
