//! The orders' lists, the same statements on both engines: one part of
//! the orders' page (its lines in the order that part wants them, with
//! their customer, and how many there are), the parts to order summed by
//! SKU, a customer's orders, what waits for the shop (the header's
//! count), the SKUs on order for whom (the stock check), and a deleted
//! customer's orders kept without them.

use std::collections::BTreeMap;

use super::store::{get, line_at, OrderRow, LINE_COLUMNS};
use crate::model::{
    customer::CustomerHead,
    order::{
        view::{OrderLineRow, Section, SectionRows, ToOrderSku},
        LineState,
    },
    stock_report::OnOrderRow,
    Currency,
};
use crate::platform::sql::{DbResult, Param, Row, Tx};

/// What the orders' page was asked for, checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ListQuery {
    /// A LIKE pattern over the customer's name key (escaped).
    pub customer: Option<String>,
    pub state: Option<LineState>,
    /// Orders made at or after this UTC stamp, and before this one (the
    /// shop's days asked for: `ShopTime::day`).
    pub from: Option<String>,
    pub before: Option<String>,
}

/// Where a part's lines stop being "on time": the shop's day (an expected
/// day before it is late) and a UTC stamp (arrived before it is waiting
/// too long).
#[derive(Debug, Clone)]
pub struct LateFrom {
    pub today: String,
    pub arrived_before: String,
}

const FROM: &str = "FROM order_lines l JOIN orders o ON o.id = l.order_id
    LEFT JOIN customers c ON c.id = o.customer_id";

fn order_by(section: Section) -> &'static str {
    match section {
        Section::ToOrder => "o.created, l.order_id, l.pos",
        Section::Awaiting => "COALESCE(l.expected, '9999-12-31'), l.ordered_at, l.order_id, l.pos",
        Section::Arrived => "l.arrived_at, l.order_id, l.pos",
        Section::Done => "COALESCE(l.collected_at, l.cancelled_at) DESC, l.order_id DESC, l.pos",
    }
}

/// The conditions and their values for `section` under `q`; `None`: the
/// state asked for is not in this part.
fn conditions(q: &ListQuery, section: Section) -> Option<(String, Vec<String>)> {
    let states: Vec<&str> = section
        .states()
        .iter()
        .filter(|s| q.state.is_none_or(|w| w == **s))
        .map(|s| s.code())
        .collect();
    if states.is_empty() {
        return None;
    }
    let quoted: Vec<String> = states.iter().map(|s| format!("'{s}'")).collect();
    let mut sql = format!("l.state IN ({})", quoted.join(", "));
    let mut values = Vec::new();
    let mut add = |cond: &str, v: &String| {
        values.push(v.clone());
        sql.push_str(&cond.replace('?', &format!("?{}", values.len())));
    };
    if let Some(p) = &q.customer {
        add(" AND c.name_key LIKE ? ESCAPE '\\'", p);
    }
    if let Some(d) = &q.from {
        add(" AND o.created >= ?", d);
    }
    if let Some(d) = &q.before {
        add(" AND o.created < ?", d);
    }
    Some((sql, values))
}

fn row_at(r: &Row<'_, '_>) -> DbResult<OrderLineRow> {
    let pos: i64 = r.get(1)?;
    let currency: String = r.get(6)?;
    let customer = match r.get::<Option<String>>(2)? {
        Some(id) => Some(CustomerHead {
            id,
            name: r.get(3)?,
            phone: r.get(4)?,
            email: r.get(5)?,
        }),
        None => None,
    };
    Ok(OrderLineRow {
        order_id: r.get(0)?,
        pos: pos.max(0) as usize,
        customer,
        currency: Currency::parse(&currency).unwrap_or(Currency::Gbp),
        created: r.get(7)?,
        line: line_at(r, 8)?,
        late: false,
    })
}

/// One part of the orders' page: its first `limit` lines and how many
/// it has.
pub fn section(
    tx: &Tx<'_>,
    q: &ListQuery,
    section: Section,
    late: &LateFrom,
    limit: usize,
) -> DbResult<SectionRows> {
    let Some((cond, values)) = conditions(q, section) else {
        return Ok(SectionRows {
            section,
            count: 0,
            rows: Vec::new(),
        });
    };
    let params: Vec<&dyn Param> = values.iter().map(|v| v as &dyn Param).collect();
    let count = tx.count(&format!("SELECT COUNT(*) {FROM} WHERE {cond}"), &params)?;
    let sql = format!(
        "SELECT l.order_id, l.pos, c.id, c.name, c.phone, c.email, o.currency,
             o.created, {LINE_COLUMNS}
         {FROM} WHERE {cond} ORDER BY {} LIMIT {}",
        order_by(section),
        limit
    );
    let mut rows = tx.query(&sql, &params, row_at)?;
    for row in &mut rows {
        row.late = match section {
            Section::Awaiting => row
                .line
                .expected
                .as_deref()
                .is_some_and(|d| d < late.today.as_str()),
            Section::Arrived => row
                .line
                .arrived_at
                .as_deref()
                .is_some_and(|a| a < late.arrived_before.as_str()),
            _ => false,
        };
    }
    Ok(SectionRows {
        section,
        count,
        rows,
    })
}

/// The lines to order, one row per SKU with its quantity summed and how
/// many orders want it, by SKU.
pub fn to_order(tx: &Tx<'_>) -> DbResult<Vec<ToOrderSku>> {
    let rows = tx.query(
        "SELECT l.sku, l.name, l.qty, l.order_id FROM order_lines l
         WHERE l.state = 'to-order' ORDER BY l.sku, l.order_id",
        &[],
        |r| {
            Ok((
                r.get::<String>(0)?,
                r.get::<Option<String>>(1)?,
                r.get::<i64>(2)?,
                r.get::<String>(3)?,
            ))
        },
    )?;
    let mut by_sku: BTreeMap<String, (ToOrderSku, Option<String>)> = BTreeMap::new();
    for (sku, name, qty, order) in rows {
        let e = by_sku.entry(sku.clone()).or_insert_with(|| {
            let first = ToOrderSku {
                sku,
                name: None,
                qty: 0,
                orders: 0,
            };
            (first, None)
        });
        e.0.qty = e.0.qty.saturating_add(qty.max(0));
        if e.1.as_deref() != Some(order.as_str()) {
            e.0.orders += 1;
            e.1 = Some(order);
        }
        if e.0.name.is_none() {
            e.0.name = name;
        }
    }
    Ok(by_sku.into_values().map(|(s, _)| s).collect())
}

/// A customer's orders, the latest first.
pub fn of_customer(tx: &Tx<'_>, customer_id: &str) -> DbResult<Vec<OrderRow>> {
    let ids: Vec<String> = tx.query(
        "SELECT id FROM orders WHERE customer_id = ?1 ORDER BY created DESC, id DESC",
        &[&customer_id],
        |r| r.get(0),
    )?;
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        if let Some(o) = get(tx, &id)? {
            out.push(o);
        }
    }
    Ok(out)
}

/// Lines waiting for the shop: to order, or arrived and the customer not
/// told yet.
pub fn waiting_count(tx: &Tx<'_>) -> DbResult<u64> {
    Ok(tx.count(
        "SELECT COUNT(*) FROM order_lines
         WHERE state = 'to-order' OR (state = 'arrived' AND told_at IS NULL)",
        &[],
    )? as u64)
}

/// SKUs asked about in one statement.
const SKUS_AT_ONCE: usize = 200;

/// The open lines (not yet collected or cancelled) of these SKUs, with
/// their customer's name: by SKU, the oldest order first. One statement
/// for each 200 SKUs.
pub fn on_order(tx: &Tx<'_>, skus: &[String]) -> DbResult<Vec<OnOrderRow>> {
    let mut out = Vec::new();
    for chunk in skus.chunks(SKUS_AT_ONCE) {
        let marks: Vec<String> = (1..=chunk.len()).map(|n| format!("?{n}")).collect();
        let sql = format!(
            "SELECT l.sku, l.qty, l.state, l.order_id, c.name
             FROM order_lines l JOIN orders o ON o.id = l.order_id
                 LEFT JOIN customers c ON c.id = o.customer_id
             WHERE l.sku IN ({}) AND l.state IN ('to-order', 'ordered', 'arrived')
             ORDER BY l.sku, o.created, l.order_id, l.pos",
            marks.join(", ")
        );
        let params: Vec<&dyn Param> = chunk.iter().map(|s| s as &dyn Param).collect();
        out.extend(tx.query(&sql, &params, |r| {
            let state: String = r.get(2)?;
            Ok(OnOrderRow {
                sku: r.get(0)?,
                qty: r.get(1)?,
                state: LineState::parse(&state).unwrap_or(LineState::ToOrder),
                order_id: r.get(3)?,
                customer: r.get(4)?,
            })
        })?);
    }
    Ok(out)
}

/// A deleted customer's orders, kept for the money without them: their
/// id is taken off.
pub fn forget_customer(tx: &Tx<'_>, customer_id: &str) -> DbResult<usize> {
    tx.execute(
        "UPDATE orders SET customer_id = '' WHERE customer_id = ?1",
        &[&customer_id],
    )
}
