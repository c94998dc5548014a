//! The credit notes' statements, written once over a `Tx` for SQLite and
//! Postgres alike: how many of each invoice line came back before, a
//! credit note written with its lines, and read back. Checks are the
//! caller's (`sales::returns`).

use crate::{
    model::{
        quote::money::Minor,
        sale::{
            returns::{Back, Reason},
            Method,
        },
    },
    platform::sql::{DbResult, Row, Tx},
};

/// Units of each line of invoice `id` taken back before: (line's place,
/// units).
pub fn returned_by_line(tx: &Tx<'_>, id: i64) -> DbResult<Vec<(i64, i64)>> {
    tx.query(
        "SELECT l.invoice_pos, CAST(SUM(l.qty) AS BIGINT) FROM credit_note_lines l \
         JOIN credit_notes c ON c.id = l.credit_note_id WHERE c.invoice_id = ?1 \
         GROUP BY l.invoice_pos",
        &[&id],
        |r| Ok((r.get::<i64>(0)?, r.get::<i64>(1)?)),
    )
}

/// A credit note to write.
pub struct NewCredit<'a> {
    pub number: &'a str,
    pub series: &'a str,
    pub seq: i64,
    pub token: &'a str,
    /// The invoice it refers to (`None`: taken back without one).
    pub invoice: Option<i64>,
    pub currency: &'a str,
    pub net: Minor,
    pub tax: Minor,
    pub total: Minor,
    pub method: Method,
    pub reason: Reason,
    pub note: &'a str,
    pub approved_by: &'a Option<String>,
    pub by: &'a Option<String>,
    pub at: &'a str,
}

/// Writes a credit note's head: its id.
pub fn write_head(tx: &Tx<'_>, c: &NewCredit<'_>) -> DbResult<i64> {
    tx.query_one(
        "INSERT INTO credit_notes (number, series, seq, token, invoice_id, currency, net_minor, \
         tax_minor, total_minor, method, reason, note, approved_by, by_whom, at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15) RETURNING id",
        &[
            &c.number,
            &c.series,
            &c.seq,
            &c.token,
            &c.invoice,
            &c.currency,
            &c.net.0,
            &c.tax.0,
            &c.total.0,
            &c.method.code(),
            &c.reason.code(),
            &c.note,
            c.approved_by,
            c.by,
            &c.at,
        ],
        |r| r.get::<i64>(0),
    )
}

/// Writes one line.
pub fn write_line(tx: &Tx<'_>, id: i64, pos: i64, b: &Back) -> DbResult<()> {
    let invoice_pos = b.pos as i64;
    tx.execute(
        "INSERT INTO credit_note_lines (credit_note_id, pos, invoice_pos, sku, name, qty, \
         total_minor, net_minor, cost_minor, restocked) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        &[
            &id,
            &pos,
            &invoice_pos,
            &b.sku,
            &b.name,
            &b.qty,
            &b.total.0,
            &b.net.0,
            &b.cost.0,
            &i64::from(b.restock),
        ],
    )?;
    Ok(())
}

/// A credit note's head as kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreditHead {
    pub id: i64,
    pub number: String,
    /// The invoice it refers to (`None`: taken back without one).
    pub invoice: Option<i64>,
    pub currency: String,
    pub net: Minor,
    pub tax: Minor,
    pub total: Minor,
    pub method: Method,
    pub reason: Reason,
    pub note: String,
    pub approved_by: Option<String>,
    pub by: Option<String>,
    pub at: String,
}

const HEAD_COLUMNS: &str = "id, number, invoice_id, currency, net_minor, tax_minor, total_minor, \
     method, reason, note, approved_by, by_whom, at";

fn head_of(r: &Row<'_, '_>) -> DbResult<CreditHead> {
    Ok(CreditHead {
        id: r.get(0)?,
        number: r.get(1)?,
        invoice: r.get(2)?,
        currency: r.get(3)?,
        net: Minor(r.get(4)?),
        tax: Minor(r.get(5)?),
        total: Minor(r.get(6)?),
        method: Method::parse(&r.get::<String>(7)?).unwrap_or(Method::Other),
        reason: Reason::parse(&r.get::<String>(8)?).unwrap_or(Reason::Other),
        note: r.get(9)?,
        approved_by: r.get(10)?,
        by: r.get(11)?,
        at: r.get(12)?,
    })
}

/// The credit note the return form with this token made, if any.
pub fn by_token(tx: &Tx<'_>, token: &str) -> DbResult<Option<CreditHead>> {
    let sql = format!("SELECT {HEAD_COLUMNS} FROM credit_notes WHERE token = ?1");
    tx.query_opt(&sql, &[&token], head_of)
}

/// The credit notes of invoice `id`, oldest first.
pub fn of_invoice(tx: &Tx<'_>, id: i64) -> DbResult<Vec<CreditHead>> {
    let sql = format!("SELECT {HEAD_COLUMNS} FROM credit_notes WHERE invoice_id = ?1 ORDER BY id");
    tx.query(&sql, &[&id], head_of)
}

/// One credit note, whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreditRecord {
    pub head: CreditHead,
    pub lines: Vec<Back>,
}

/// A credit note by its id (`None`: no such credit note).
pub fn credit(tx: &Tx<'_>, id: i64) -> DbResult<Option<CreditRecord>> {
    let sql = format!("SELECT {HEAD_COLUMNS} FROM credit_notes WHERE id = ?1");
    let Some(head) = tx.query_opt(&sql, &[&id], head_of)? else {
        return Ok(None);
    };
    let lines = tx.query(
        "SELECT invoice_pos, sku, name, qty, total_minor, net_minor, cost_minor, restocked \
         FROM credit_note_lines WHERE credit_note_id = ?1 ORDER BY pos",
        &[&id],
        |r| {
            let sku: String = r.get(1)?;
            Ok(Back {
                pos: r.get::<i64>(0)?.max(0) as usize,
                // Labour, and a typed line without a code, have no SKU
                // and never left the shelf.
                takes_stock: !sku.is_empty(),
                sku,
                name: r.get(2)?,
                qty: r.get(3)?,
                total: Minor(r.get(4)?),
                net: Minor(r.get(5)?),
                cost: Minor(r.get(6)?),
                restock: r.get::<i64>(7)? != 0,
            })
        },
    )?;
    Ok(Some(CreditRecord { head, lines }))
}
