//! Watches' rules, once for both engines: a part a customer waits for, how
//! many, and what the last check saw. A watch is open until staff mark it
//! done or it expires; the check writes each open watch's stock and, the
//! first time there is enough, when it came back. Making a watch counts
//! before it writes (the watch limits): the caller holds the customers'
//! lock.

use crate::model::outcome::Outcome;
use crate::platform::sql::{DbResult, Row, Tx};

use super::store::{self, CustomerOutcome, Made};
use crate::model::customer::{
    BackInStock, Contacted, CustomerNote, WatchRow, MAX_ENDED_WATCHES, MAX_WATCHES,
    MAX_WATCHES_PER_CUSTOMER,
};

/// What one watch asks for.
#[derive(Debug, Clone)]
pub struct NewWatch {
    pub customer: String,
    pub sku: String,
    pub name: String,
    pub qty: i64,
    /// Email the customer when the part is back.
    pub email_customer: bool,
}

/// Makes a watch; a customer's open watch on the same part takes the new
/// quantity instead of a second watch.
pub fn add(tx: &Tx<'_>, w: &NewWatch, made: Made<'_>) -> DbResult<CustomerOutcome> {
    if store::head(tx, &w.customer)?.is_none() {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    }
    let same: Option<i64> = tx.query_opt(
        "SELECT id FROM watches WHERE customer = ?1 AND sku = ?2 AND ended IS NULL",
        &[&w.customer, &w.sku],
        |r| r.get(0),
    )?;
    let email = i64::from(w.email_customer);
    if let Some(id) = same {
        tx.execute(
            "UPDATE watches SET qty = ?2, back = CASE WHEN stock >= ?2 THEN back ELSE NULL END,
                 email_customer = ?3
             WHERE id = ?1",
            &[&id, &w.qty, &email],
        )?;
    } else {
        if tx.count("SELECT COUNT(*) FROM watches WHERE ended IS NULL", &[])? >= MAX_WATCHES {
            return Ok(Outcome::Refused(CustomerNote::WatchMax));
        }
        let theirs = tx.count(
            "SELECT COUNT(*) FROM watches WHERE ended IS NULL AND customer = ?1",
            &[&w.customer],
        )?;
        if theirs >= MAX_WATCHES_PER_CUSTOMER {
            return Ok(Outcome::Refused(CustomerNote::WatchCustomerMax));
        }
        tx.execute(
            r#"INSERT INTO watches(customer, sku, name, qty, created, "by", email_customer)
               VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"#,
            &[
                &w.customer,
                &w.sku,
                &w.name,
                &w.qty,
                &made.at,
                &made.by,
                &email,
            ],
        )?;
    }
    let what = format!("Watching {} (quantity {})", w.sku, w.qty);
    store::log(tx, &w.customer, made, &what)?;
    Ok(Outcome::Done(CustomerNote::WatchMade))
}

/// Ends an open watch (`reason`: "done", "expired").
pub fn end(tx: &Tx<'_>, id: i64, reason: &str, made: Made<'_>) -> DbResult<CustomerOutcome> {
    let found = tx.query_opt(
        "UPDATE watches SET ended = ?2, end_reason = ?3 WHERE id = ?1 AND ended IS NULL
         RETURNING customer, sku",
        &[&id, &made.at, &reason],
        |r| Ok((r.get::<String>(0)?, r.get::<String>(1)?)),
    )?;
    let Some((customer, sku)) = found else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchWatch));
    };
    let what = format!("Watch on {sku} ended ({reason})");
    store::log(tx, &customer, made, &what)?;
    Ok(Outcome::Done(CustomerNote::WatchDone))
}

/// Marks an open watch's customer as told that the part is back: by
/// `made.by` (a person), or by email; written into their history. Whether
/// the watch was open.
fn mark_told(tx: &Tx<'_>, id: i64, made: Made<'_>, by_email: bool) -> DbResult<bool> {
    let emailed = by_email.then_some(made.at);
    let found = tx.query_opt(
        "UPDATE watches SET contacted = ?2, contacted_by = ?3, emailed = ?4
         WHERE id = ?1 AND ended IS NULL RETURNING customer, sku",
        &[&id, &made.at, &made.by, &emailed],
        |r| Ok((r.get::<String>(0)?, r.get::<String>(1)?)),
    )?;
    let Some((customer, sku)) = found else {
        return Ok(false);
    };
    let what = if by_email {
        format!("Emailed that {sku} is back")
    } else {
        format!("Told {sku} is back")
    };
    store::log(tx, &customer, made, &what)?;
    Ok(true)
}

/// Marks an open watch's customer as told (by the person who says so,
/// now).
pub fn contacted(tx: &Tx<'_>, id: i64, made: Made<'_>) -> DbResult<CustomerOutcome> {
    Ok(if mark_told(tx, id, made, false)? {
        Outcome::Done(CustomerNote::WatchContacted)
    } else {
        Outcome::Refused(CustomerNote::NoSuchWatch)
    })
}

/// Marks watches whose customer was emailed at `at` as told.
pub fn emailed(tx: &Tx<'_>, ids: &[i64], at: &str) -> DbResult<()> {
    for id in ids {
        mark_told(tx, *id, Made { by: None, at }, true)?;
    }
    Ok(())
}

/// One open watch.
pub fn open_watch(tx: &Tx<'_>, id: i64) -> DbResult<Option<WatchRow>> {
    let sql = format!("{ROW} WHERE w.id = ?1 AND w.ended IS NULL");
    tx.query_opt(&sql, &[&id], watch_row)
}

/// Ends every open watch made before `cutoff`; how many.
pub fn expire(tx: &Tx<'_>, cutoff: &str, at: &str) -> DbResult<usize> {
    tx.execute(
        "UPDATE watches SET ended = ?2, end_reason = 'expired' WHERE ended IS NULL AND created < ?1",
        &[&cutoff, &at],
    )
}

/// Drops ended watches that ended before `cutoff`, and the oldest past
/// `MAX_ENDED_WATCHES`; how many.
pub fn prune_ended(tx: &Tx<'_>, cutoff: &str) -> DbResult<usize> {
    let old = tx.execute(
        "DELETE FROM watches WHERE ended IS NOT NULL AND ended < ?1",
        &[&cutoff],
    )?;
    let ended = tx.count("SELECT COUNT(*) FROM watches WHERE ended IS NOT NULL", &[])?;
    if ended <= MAX_ENDED_WATCHES {
        return Ok(old);
    }
    let over = tx.execute(
        "DELETE FROM watches WHERE id IN
         (SELECT id FROM watches WHERE ended IS NOT NULL
          ORDER BY ended DESC, id DESC LIMIT 2147483647 OFFSET ?1)",
        &[&(MAX_ENDED_WATCHES as i64)],
    )?;
    Ok(old + over)
}

/// The SKUs open watches wait for, each once.
pub fn open_skus(tx: &Tx<'_>) -> DbResult<Vec<String>> {
    tx.query(
        "SELECT DISTINCT sku FROM watches WHERE ended IS NULL ORDER BY sku",
        &[],
        |r| r.get(0),
    )
}

/// What a check saw of one SKU's stock (`None`: not known).
#[derive(Debug, Clone)]
pub struct Seen {
    pub sku: String,
    pub count: Option<i64>,
}

/// Writes what a check saw (a SKU not known is left as it was); how many
/// watches came back.
pub fn record(tx: &Tx<'_>, seen: &[Seen], at: &str) -> DbResult<usize> {
    let mut back = 0;
    for s in seen {
        let Some(count) = s.count else { continue };
        back += tx.execute(
            "UPDATE watches SET back = ?3
             WHERE sku = ?1 AND ended IS NULL AND back IS NULL AND qty <= ?2",
            &[&s.sku, &count, &at],
        )?;
        tx.execute(
            "UPDATE watches SET stock = ?2, checked = ?3,
             back = CASE WHEN qty <= ?2 THEN back ELSE NULL END
             WHERE sku = ?1 AND ended IS NULL",
            &[&s.sku, &count, &at],
        )?;
    }
    Ok(back)
}

/// One check's figures.
#[derive(Debug, Clone, Copy, Default)]
pub struct CheckFigures {
    pub skus: usize,
    pub calls: usize,
    pub back: usize,
    pub expired: usize,
}

/// Writes one check's figures (the page says when the last ran), keeping
/// the last 100.
pub fn log_check(tx: &Tx<'_>, at: &str, f: CheckFigures) -> DbResult<()> {
    let [skus, calls, back, expired] = [f.skus, f.calls, f.back, f.expired].map(|n| n as i64);
    tx.execute(
        "INSERT INTO watch_checks(at, skus, calls, back, expired) VALUES (?1, ?2, ?3, ?4, ?5)",
        &[&at, &skus, &calls, &back, &expired],
    )?;
    tx.execute(
        "DELETE FROM watch_checks WHERE {seq} NOT IN
         (SELECT {seq} FROM watch_checks ORDER BY at DESC LIMIT 100)",
        &[],
    )?;
    Ok(())
}

/// A watch with its customer.
const ROW: &str = "SELECT w.id, w.sku, w.name, w.qty, w.created, w.stock, w.checked, w.back,
        c.id, c.name, c.phone, c.email, w.contacted, w.contacted_by, w.emailed, w.email_customer
    FROM watches w JOIN customers c ON c.id = w.customer";

fn watch_row(r: &Row<'_, '_>) -> DbResult<WatchRow> {
    Ok(WatchRow {
        id: r.get(0)?,
        sku: r.get(1)?,
        name: r.get(2)?,
        qty: r.get(3)?,
        created: r.get(4)?,
        stock: r.get(5)?,
        checked: r.get(6)?,
        back: r.get(7)?,
        customer: super::store::head_at(r, 8)?,
        contacted: match r.get::<Option<String>>(12)? {
            Some(at) => Some(Contacted {
                at,
                by: r.get(13)?,
                emailed: r.get::<Option<String>>(14)?.is_some(),
            }),
            None => None,
        },
        email_customer: r.get::<i64>(15)? != 0,
    })
}

/// (open watches whose part is back, open watches).
fn counts(tx: &Tx<'_>) -> DbResult<(u64, u64)> {
    tx.query_one(
        "SELECT COUNT(back), COUNT(*) FROM watches WHERE ended IS NULL",
        &[],
        |r| Ok((r.count(0)?, r.count(1)?)),
    )
}

/// Open watches whose part is back (the header's count).
pub fn back_count(tx: &Tx<'_>) -> DbResult<u64> {
    Ok(counts(tx)?.0)
}

/// The "Back in stock" page: at most `limit` watches, those whose
/// customer is not told yet first, then the latest back first.
pub fn back_in_stock(tx: &Tx<'_>, limit: usize) -> DbResult<BackInStock> {
    let rows = tx.query(
        &format!(
            "{ROW} WHERE w.ended IS NULL AND w.back IS NOT NULL
             ORDER BY CASE WHEN w.contacted IS NULL THEN 0 ELSE 1 END, w.back DESC, w.id DESC
             LIMIT ?1"
        ),
        &[&(limit as i64)],
        watch_row,
    )?;
    let last_check = tx.query_one("SELECT MAX(at) FROM watch_checks", &[], |r| r.get(0))?;
    Ok(BackInStock {
        rows,
        open: counts(tx)?.1,
        last_check,
        mail_on: false,
    })
}

/// Open watches that came back at the check of `at`.
pub fn back_at(tx: &Tx<'_>, at: &str) -> DbResult<Vec<WatchRow>> {
    let sql = format!("{ROW} WHERE w.ended IS NULL AND w.back = ?1 ORDER BY w.sku, w.id");
    tx.query(&sql, &[&at], watch_row)
}

/// A customer's open watches, newest first.
pub fn of_customer(tx: &Tx<'_>, id: &str) -> DbResult<Vec<WatchRow>> {
    let sql = format!(
        "{ROW} WHERE w.customer = ?1 AND w.ended IS NULL ORDER BY w.created DESC, w.id DESC"
    );
    tx.query(&sql, &[&id], watch_row)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ended_watches_go_after_their_year_or_past_their_limit() {
        let conn = rusqlite::Connection::open_in_memory().unwrap_or_else(|e| panic!("{e}"));
        super::super::schema::migrate(&conn).unwrap_or_else(|e| panic!("{e}"));
        let tx = Tx::sqlite(&conn);
        tx.execute(
            "INSERT INTO customers(id, name, name_key, created, updated) VALUES ('c', 'C', 'c', 'a', 'a')",
            &[],
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let ended = |at: &str, n: usize| {
            for _ in 0..n {
                tx.execute(
                    "INSERT INTO watches(customer, sku, name, qty, created, ended, end_reason)
                     VALUES ('c', 'CP0151', 'Chain', 1, ?1, ?1, 'done')",
                    &[&at],
                )
                .unwrap_or_else(|e| panic!("{e}"));
            }
        };
        ended("2024-06-01 10:00:00", 3);
        ended("2026-06-01 10:00:00", MAX_ENDED_WATCHES + 2);
        tx.execute(
            "INSERT INTO watches(customer, sku, name, qty, created) VALUES ('c', 'X', 'X', 1, 'z')",
            &[],
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let gone = prune_ended(&tx, "2025-11-26 12:00:00").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(gone, 5);
        let count = |sql: &str| tx.count(sql, &[]).unwrap_or_else(|e| panic!("{e}"));
        let kept = count("SELECT COUNT(*) FROM watches WHERE ended IS NOT NULL");
        assert_eq!(kept, MAX_ENDED_WATCHES);
        assert_eq!(count("SELECT COUNT(*) FROM watches WHERE ended IS NULL"), 1);
    }
}
