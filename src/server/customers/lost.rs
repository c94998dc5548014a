//! Lost sales' SQL: one row per sale that got away (the code asked for, the
//! reason, when, by whom), kept for two years and at most 100,000 rows (the
//! oldest go first), and the report's totals for a period. Runs on blocking
//! threads only.

use crate::model::outcome::Outcome;
use crate::server::platform::sqlite_worker::write_tx;
use rusqlite::{params, Connection};

use super::schema::DbResult;
use crate::model::customer::{
    CodeTotal, CustomerNote, LostReason, LostSale, ReasonTotal, MAX_LOST_SALES, REPORT_SKUS,
};

/// One lost sale to record.
pub struct NewLost<'a> {
    pub code: &'a str,
    /// The product's name when the code is one.
    pub name: Option<&'a str>,
    pub reason: LostReason,
    pub note: Option<&'a str>,
    pub customer: Option<&'a str>,
}

/// Records a lost sale, dropping those older than `keep_from` and the
/// oldest past the limit.
pub fn add(
    conn: &mut Connection,
    l: &NewLost<'_>,
    by: Option<&str>,
    at: &str,
    keep_from: &str,
) -> DbResult<Outcome<CustomerNote>> {
    let tx = write_tx(conn)?;
    tx.execute(
        "INSERT INTO lost_sales(at, code, name, reason, note, customer, by)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![at, l.code, l.name, l.reason.code(), l.note, l.customer, by],
    )?;
    tx.execute("DELETE FROM lost_sales WHERE at < ?1", [keep_from])?;
    let n: i64 = tx.query_row("SELECT COUNT(*) FROM lost_sales", [], |r| r.get(0))?;
    let over = n - MAX_LOST_SALES as i64;
    if over > 0 {
        tx.execute(
            "DELETE FROM lost_sales WHERE id IN (SELECT id FROM lost_sales ORDER BY at, id LIMIT ?1)",
            [over],
        )?;
    }
    tx.commit()?;
    Ok(Outcome::Done(CustomerNote::LostMade))
}

/// Counts per reason, in the order of `LostReason::ALL`, as SQL columns.
fn reason_sums() -> String {
    LostReason::ALL
        .iter()
        .map(|r| format!("SUM(reason = '{}')", r.code()))
        .collect::<Vec<_>>()
        .join(", ")
}

fn code_total(r: &rusqlite::Row<'_>) -> DbResult<CodeTotal> {
    let mut by_reason = Vec::with_capacity(LostReason::ALL.len());
    for i in 0..LostReason::ALL.len() {
        by_reason.push(r.get::<_, i64>(3 + i)?.max(0) as u64);
    }
    Ok(CodeTotal {
        code: r.get(0)?,
        name: r.get(1)?,
        total: r.get::<_, i64>(2)?.max(0) as u64,
        by_reason,
    })
}

/// Totals by code for `[from, to)`, most lost first; `reason` keeps only
/// those lost for it (and orders by it).
pub fn by_code(
    conn: &Connection,
    from: &str,
    to: &str,
    reason: Option<LostReason>,
    limit: usize,
) -> DbResult<Vec<CodeTotal>> {
    let only = if reason.is_some() {
        "AND reason = ?3"
    } else {
        "AND ?3 IS NULL"
    };
    let sql = format!(
        "SELECT UPPER(code), MAX(name), COUNT(*), {} FROM lost_sales
         WHERE at >= ?1 AND at < ?2 {only}
         GROUP BY UPPER(code) ORDER BY COUNT(*) DESC, UPPER(code) LIMIT ?4",
        reason_sums()
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map(
        params![from, to, reason.map(LostReason::code), limit as i64],
        code_total,
    )?;
    rows.collect()
}

/// (total, per reason) for `[from, to)`.
pub fn by_reason(conn: &Connection, from: &str, to: &str) -> DbResult<(u64, Vec<ReasonTotal>)> {
    let mut stmt = conn.prepare_cached(
        "SELECT reason, COUNT(*) FROM lost_sales WHERE at >= ?1 AND at < ?2 GROUP BY reason",
    )?;
    let counted: Vec<(String, i64)> = stmt
        .query_map(params![from, to], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<DbResult<_>>()?;
    let totals: Vec<ReasonTotal> = LostReason::ALL
        .into_iter()
        .map(|reason| ReasonTotal {
            reason,
            count: counted
                .iter()
                .find(|(c, _)| c == reason.code())
                .map_or(0, |(_, n)| (*n).max(0) as u64),
        })
        .collect();
    Ok((totals.iter().map(|t| t.count).sum(), totals))
}

/// Lost sales in `[from, to)`, newest first, at most `limit`.
pub fn rows(
    conn: &Connection,
    from: &str,
    to: &str,
    limit: usize,
) -> DbResult<Vec<(LostSale, Option<String>)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT at, code, reason, note, by, name FROM lost_sales WHERE at >= ?1 AND at < ?2
         ORDER BY at DESC, id DESC LIMIT ?3",
    )?;
    let rows = stmt.query_map(params![from, to, limit as i64], |r| {
        let reason: String = r.get(2)?;
        Ok((
            LostSale {
                at: r.get(0)?,
                code: r.get(1)?,
                reason: LostReason::from_code(&reason).unwrap_or(LostReason::Other),
                note: r.get(3)?,
                by: r.get(4)?,
            },
            r.get(5)?,
        ))
    })?;
    rows.collect()
}

/// The report's tables: by code (the top `REPORT_SKUS`) and the reorder list.
pub fn tables(
    conn: &Connection,
    from: &str,
    to: &str,
) -> DbResult<(Vec<CodeTotal>, Vec<CodeTotal>)> {
    Ok((
        by_code(conn, from, to, None, REPORT_SKUS)?,
        by_code(conn, from, to, Some(LostReason::OutOfStock), 50)?,
    ))
}
