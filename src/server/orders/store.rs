//! The special orders' statements, the same on both engines: an order
//! and its lines written at once, read back whole, and one line changed.

use crate::model::{
    order::{LineState, OrderLine, PayMethod},
    quote::Minor,
    Currency,
};
use crate::server::platform::sql::{DbResult, Row, Tx};

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
    pub lines: Vec<OrderLine>,
}

/// Writes a new order and its lines.
pub fn insert(tx: &Tx<'_>, o: &OrderRow) -> DbResult<()> {
    tx.execute(
        "INSERT INTO orders(id, customer_id, quote_id, currency, created, created_by,
             deposit_minor, deposit_method, deposit_by, deposit_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?6, ?5)",
        &[
            &o.id,
            &o.customer_id,
            &o.quote_id,
            &o.currency.code(),
            &o.created,
            &o.created_by,
            &o.deposit.0,
            &o.deposit_method.code(),
        ],
    )?;
    for (pos, l) in o.lines.iter().enumerate() {
        tx.execute(
            "INSERT INTO order_lines(order_id, pos, sku, name, qty, unit_minor, state, changed,
                 changed_by)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
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
            ],
        )?;
    }
    Ok(())
}

fn read_line(r: &Row<'_, '_>) -> DbResult<OrderLine> {
    let state: String = r.get(4)?;
    Ok(OrderLine {
        sku: r.get(0)?,
        name: r.get(1)?,
        qty: r.get(2)?,
        unit: Minor(r.get(3)?),
        state: LineState::parse(&state),
        ordered_at: r.get(5)?,
        reference: r.get(6)?,
        expected: r.get(7)?,
        arrived_at: r.get(8)?,
        place: r.get(9)?,
        collected_at: r.get(10)?,
        collected_by: r.get(11)?,
        cancelled_at: r.get(12)?,
        reason: r.get(13)?,
        refund: r.get::<Option<i64>>(14)?.map(Minor),
        fee: r.get::<Option<i64>>(15)?.map(Minor),
    })
}

/// An order and its lines (in their order); `None`: no such order.
pub fn get(tx: &Tx<'_>, id: &str) -> DbResult<Option<OrderRow>> {
    let head = tx.query_opt(
        "SELECT customer_id, quote_id, currency, created, created_by, deposit_minor,
             deposit_method
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
                lines: Vec::new(),
            })
        },
    )?;
    let Some(mut order) = head else {
        return Ok(None);
    };
    order.lines = tx.query(
        "SELECT sku, name, qty, unit_minor, state, ordered_at, reference, expected, arrived_at,
             place, collected_at, collected_by, cancelled_at, reason, refund_minor, fee_minor
         FROM order_lines WHERE order_id = ?1 ORDER BY pos",
        &[&id],
        read_line,
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
             changed = ?15, changed_by = ?16
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
