//! The special orders' statements, the same on both engines: an order
//! and its lines written at once, read back whole, and one line changed.

use crate::model::{
    order::{LineEmail, LineState, OrderLine, PayMethod},
    quote::Minor,
    Currency,
};
use crate::platform::sql::{DbResult, Row, Tx};

/// An order as the store keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderRow {
    pub id: String,
    pub customer_id: String,
    pub quote_id: Option<String>,
    pub currency: Currency,
    pub created: String,
    pub created_by: Option<String>,
    pub deposit: Minor,
    pub deposit_method: PayMethod,
    pub email_on_arrival: bool,
    pub lines: Vec<OrderLine>,
}

/// Writes a new order and its lines.
pub fn insert(tx: &Tx<'_>, o: &OrderRow) -> DbResult<()> {
    tx.execute(
        "INSERT INTO orders(id, customer_id, quote_id, currency, created, created_by,
             deposit_minor, deposit_method, deposit_by, deposit_at, email_on_arrival)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?6, ?5, ?9)",
        &[
            &o.id,
            &o.customer_id,
            &o.quote_id,
            &o.currency.code(),
            &o.created,
            &o.created_by,
            &o.deposit.0,
            &o.deposit_method.code(),
            &i64::from(o.email_on_arrival),
        ],
    )?;
    for (pos, l) in o.lines.iter().enumerate() {
        tx.execute(
            "INSERT INTO order_lines(order_id, pos, sku, name, qty, unit_minor, state, changed,
                 changed_by, amount_minor)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            &[
                &o.id,
                &(pos as i64),
                &l.sku,
                &l.name,
                &l.qty,
                &l.unit.0,
                &l.at().code(),
                &o.created,
                &o.created_by,
                &l.amount.map(|m| m.0),
            ],
        )?;
    }
    Ok(())
}

/// A line's columns, in the order `line_at` reads them.
pub const LINE_COLUMNS: &str = "l.sku, l.name, l.qty, l.unit_minor, l.state, l.ordered_at,
    l.reference, l.expected, l.arrived_at, l.place, l.collected_at, l.collected_by,
    l.cancelled_at, l.reason, l.refund_minor, l.fee_minor, l.amount_minor, l.told_at,
    l.told_by, l.told_email";

/// A line from `LINE_COLUMNS`, the first of them at column `first`.
pub fn line_at(r: &Row<'_, '_>, first: usize) -> DbResult<OrderLine> {
    let state: String = r.get(first + 4)?;
    let minor =
        |n: usize| -> DbResult<Option<Minor>> { Ok(r.get::<Option<i64>>(first + n)?.map(Minor)) };
    let (told_email, email) = told_how(r.get(first + 19)?);
    Ok(OrderLine {
        sku: r.get(first)?,
        name: r.get(first + 1)?,
        qty: r.get(first + 2)?,
        unit: Minor(r.get(first + 3)?),
        state: LineState::parse(&state),
        ordered_at: r.get(first + 5)?,
        reference: r.get(first + 6)?,
        expected: r.get(first + 7)?,
        arrived_at: r.get(first + 8)?,
        place: r.get(first + 9)?,
        collected_at: r.get(first + 10)?,
        collected_by: r.get(first + 11)?,
        cancelled_at: r.get(first + 12)?,
        reason: r.get(first + 13)?,
        refund: minor(14)?,
        fee: minor(15)?,
        amount: minor(16)?,
        told_at: r.get(first + 17)?,
        told_by: r.get(first + 18)?,
        told_email,
        email,
    })
}

/// How a line was told, as its `told_email` column keeps it: 0 in person
/// (or not yet), 1 by email, 2 an email being sent, 3 an email that did
/// not go (the line untold again).
pub fn told_code(l: &OrderLine) -> i64 {
    match (l.email, l.told_email) {
        (LineEmail::Sending, _) => 2,
        (LineEmail::Failed, _) => 3,
        (LineEmail::Idle, true) => 1,
        (LineEmail::Idle, false) => 0,
    }
}

/// `told_code` read back: by email, and where the email stands.
fn told_how(code: i64) -> (bool, LineEmail) {
    match code {
        1 => (true, LineEmail::Idle),
        2 => (true, LineEmail::Sending),
        3 => (false, LineEmail::Failed),
        _ => (false, LineEmail::Idle),
    }
}

/// An order and its lines (in their order); `None`: no such order.
pub fn get(tx: &Tx<'_>, id: &str) -> DbResult<Option<OrderRow>> {
    let head = tx.query_opt(
        "SELECT customer_id, quote_id, currency, created, created_by, deposit_minor,
             deposit_method, email_on_arrival
         FROM orders WHERE id = ?1",
        &[&id],
        |r| {
            let currency: String = r.get(2)?;
            let method: String = r.get(6)?;
            Ok(OrderRow {
                id: id.to_string(),
                customer_id: r.get(0)?,
                quote_id: r.get(1)?,
                currency: Currency::parse(&currency).unwrap_or(Currency::Gbp),
                created: r.get(3)?,
                created_by: r.get(4)?,
                deposit: Minor(r.get(5)?),
                deposit_method: PayMethod::parse(&method).unwrap_or(PayMethod::Other),
                email_on_arrival: r.get::<i64>(7)? != 0,
                lines: Vec::new(),
            })
        },
    )?;
    let Some(mut order) = head else {
        return Ok(None);
    };
    order.lines = tx.query(
        &format!("SELECT {LINE_COLUMNS} FROM order_lines l WHERE l.order_id = ?1 ORDER BY l.pos"),
        &[&id],
        |r| line_at(r, 0),
    )?;
    Ok(Some(order))
}

/// Writes line `pos` of order `id` as `l`, changed at `at` by `by`.
pub fn put_line(
    tx: &Tx<'_>,
    id: &str,
    pos: usize,
    l: &OrderLine,
    at: &str,
    by: Option<&str>,
) -> DbResult<()> {
    let (refund, fee) = (l.refund.map(|m| m.0), l.fee.map(|m| m.0));
    tx.execute(
        "UPDATE order_lines SET state = ?3, ordered_at = ?4, reference = ?5, expected = ?6,
             arrived_at = ?7, place = ?8, collected_at = ?9, collected_by = ?10,
             cancelled_at = ?11, reason = ?12, refund_minor = ?13, fee_minor = ?14,
             changed = ?15, changed_by = ?16, told_at = ?17, told_by = ?18, told_email = ?19
         WHERE order_id = ?1 AND pos = ?2",
        &[
            &id,
            &(pos as i64),
            &l.at().code(),
            &l.ordered_at,
            &l.reference,
            &l.expected,
            &l.arrived_at,
            &l.place,
            &l.collected_at,
            &l.collected_by,
            &l.cancelled_at,
            &l.reason,
            &refund,
            &fee,
            &at,
            &by,
            &l.told_at,
            &l.told_by,
            &told_code(l),
        ],
    )?;
    Ok(())
}

/// How many orders a customer has, and how many orders have a line not
/// done with (collected or cancelled).
pub fn counts(tx: &Tx<'_>, customer_id: &str) -> DbResult<(usize, usize)> {
    let theirs = tx.count(
        "SELECT COUNT(*) FROM orders WHERE customer_id = ?1",
        &[&customer_id],
    )?;
    let open = tx.count(
        "SELECT COUNT(DISTINCT order_id) FROM order_lines
         WHERE state IN ('to-order', 'ordered', 'arrived')",
        &[],
    )?;
    Ok((theirs, open))
}
