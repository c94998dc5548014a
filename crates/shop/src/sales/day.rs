//! A day's takings and its cash-up (`model::sale::day` has the rules):
//! the sums by payment method, the sales and returns, who sold what and
//! the margin, each read from the invoices and credit notes of the shop's
//! day (its UTC bounds), and the special orders' deposits taken and given
//! back that day (money in and out of the till as much as a sale's); and the day closed by a manager's cash-up, once.
//! A sale made after its day was closed is dated the next day (`sell`
//! asks `closed`).

use crate::{
    access::{
        audit::{AuditLog, Event},
        Actor,
    },
    model::{
        audit::Action,
        quote::money::Minor,
        role::Role,
        sale::{
            day::{expected_cash, CashUp, MethodTotal, PersonTotal},
            Method,
        },
        shop_day::UtcDay,
    },
    platform::sql::{DbResult, Lock, Tx},
};

use super::Sales;

/// A day's takings as the store sums them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Takings {
    pub sales: i64,
    pub sales_total: Minor,
    pub returns: i64,
    pub returns_total: Minor,
    pub methods: Vec<MethodTotal>,
    pub people: Vec<PersonTotal>,
    pub margin: Minor,
    pub cash_up: Option<CashUp>,
    /// Special orders' deposits taken, and given back for cancelled lines.
    pub deposits: Minor,
    pub deposits_back: Minor,
}

/// Whose takings: the shop's, or one person's.
#[derive(Debug, Clone)]
pub struct DayAsked {
    /// The shop's day, "YYYY-MM-DD" (its cash-up's key).
    pub day: String,
    pub bounds: UtcDay,
    pub by: Option<String>,
}

/// Why a day was not closed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CloseRefused {
    NotAllowed,
    /// It was cashed up before (by another manager, or a second press).
    AlreadyClosed,
    Unsaved,
}

/// A cash-up to record.
pub struct CloseAsked {
    pub day: String,
    pub bounds: UtcDay,
    pub float: Minor,
    pub counted: Minor,
    /// UTC, "YYYY-MM-DD HH:MM:SS".
    pub at: String,
}

const RANGE: &str = "at >= ?1 AND at < ?2 AND (?3 = '' OR by_whom = ?3)";

/// Special orders' money in the day: the deposits taken, and what
/// cancelled lines gave back of them (by the deposit's method), each by
/// method.
#[derive(Debug, Clone, Default)]
struct OrderMoney {
    taken: Vec<(String, i64)>,
    back: Vec<(String, i64)>,
}

fn order_money(tx: &Tx<'_>, a: &DayAsked) -> DbResult<OrderMoney> {
    let by = a.by.clone().unwrap_or_default();
    let params: [&dyn crate::platform::sql::Param; 3] = [&a.bounds.start, &a.bounds.end, &by];
    let row = |r: &crate::platform::sql::Row<'_, '_>| Ok((r.get::<String>(0)?, r.get::<i64>(1)?));
    let taken = tx.query(
        "SELECT deposit_method, CAST(SUM(deposit_minor) AS BIGINT) FROM orders \
         WHERE deposit_at >= ?1 AND deposit_at < ?2 AND (?3 = '' OR deposit_by = ?3) \
         AND deposit_minor > 0 GROUP BY deposit_method",
        &params,
        row,
    )?;
    let back = tx.query(
        "SELECT o.deposit_method, CAST(SUM(l.refund_minor) AS BIGINT) FROM order_lines l \
         JOIN orders o ON o.id = l.order_id WHERE l.cancelled_at >= ?1 AND l.cancelled_at < ?2 \
         AND (?3 = '' OR l.changed_by = ?3) AND l.refund_minor > 0 GROUP BY o.deposit_method",
        &params,
        row,
    )?;
    Ok(OrderMoney { taken, back })
}

/// What each method took in, and paid back, in the day: the sales'
/// payments, the special orders' deposits, the credit notes' refunds and
/// the deposits given back.
fn methods(tx: &Tx<'_>, a: &DayAsked, orders: &OrderMoney) -> DbResult<Vec<MethodTotal>> {
    let by = a.by.clone().unwrap_or_default();
    let params: [&dyn crate::platform::sql::Param; 3] = [&a.bounds.start, &a.bounds.end, &by];
    let taken = tx.query(
        &format!(
            "SELECT p.method, CAST(SUM(p.amount_minor) AS BIGINT) FROM invoice_payments p \
             JOIN invoices ON invoices.id = p.invoice_id WHERE {RANGE} AND p.taken_at IS NULL \
             GROUP BY p.method"
        ),
        &params,
        |r| Ok((r.get::<String>(0)?, r.get::<i64>(1)?)),
    )?;
    let refunded = tx.query(
        &format!(
            "SELECT method, CAST(SUM(total_minor) AS BIGINT) FROM credit_notes \
             WHERE {RANGE} GROUP BY method"
        ),
        &params,
        |r| Ok((r.get::<String>(0)?, r.get::<i64>(1)?)),
    )?;
    let sum = |rows: &[(String, i64)], m: Method| -> Minor {
        Minor(
            rows.iter()
                .filter(|(c, _)| c == m.code())
                .map(|(_, v)| *v)
                .sum(),
        )
    };
    Ok(Method::ALL
        .into_iter()
        .map(|m| MethodTotal {
            method: m,
            taken: sum(&taken, m).plus(sum(&orders.taken, m)),
            refunded: sum(&refunded, m).plus(sum(&orders.back, m)),
        })
        .filter(|t| t.taken.0 != 0 || t.refunded.0 != 0)
        .collect())
}

/// The day's sales, returns, people and margin.
fn sums(tx: &Tx<'_>, a: &DayAsked) -> DbResult<Takings> {
    let by = a.by.clone().unwrap_or_default();
    let params: [&dyn crate::platform::sql::Param; 3] = [&a.bounds.start, &a.bounds.end, &by];
    let count_and_sum = |table: &str| {
        tx.query_one(
            &format!(
                "SELECT COUNT(*), CAST(COALESCE(SUM(total_minor), 0) AS BIGINT) FROM {table} \
                 WHERE {RANGE}"
            ),
            &params,
            |r| Ok((r.get::<i64>(0)?, r.get::<i64>(1)?)),
        )
    };
    let (sales, sales_total) = count_and_sum("invoices")?;
    let (returns, returns_total) = count_and_sum("credit_notes")?;
    let people = tx.query(
        &format!(
            "SELECT by_whom, COUNT(*), CAST(SUM(total_minor) AS BIGINT) FROM invoices \
             WHERE {RANGE} GROUP BY by_whom ORDER BY 3 DESC"
        ),
        &params,
        |r| {
            Ok(PersonTotal {
                who: r.get(0)?,
                sales: r.get(1)?,
                total: Minor(r.get(2)?),
            })
        },
    )?;
    let sold_margin = tx.query_one(
        &format!(
            "SELECT CAST(COALESCE(SUM(l.net_minor - l.cost_minor * l.qty), 0) AS BIGINT) \
             FROM invoice_lines l JOIN invoices ON invoices.id = l.invoice_id WHERE {RANGE}"
        ),
        &params,
        |r| r.get::<i64>(0),
    )?;
    // A return gives back its net; the units back on the shelf bring
    // back what they cost.
    let returned_margin = tx.query_one(
        &format!(
            "SELECT CAST(COALESCE(SUM(l.net_minor - l.cost_minor * l.qty * l.restocked), 0) \
             AS BIGINT) FROM credit_note_lines l \
             JOIN credit_notes ON credit_notes.id = l.credit_note_id WHERE {RANGE}"
        ),
        &params,
        |r| r.get::<i64>(0),
    )?;
    let orders = order_money(tx, a)?;
    let all = |rows: &[(String, i64)]| Minor(rows.iter().map(|(_, v)| *v).sum());
    Ok(Takings {
        deposits: all(&orders.taken),
        deposits_back: all(&orders.back),
        sales,
        sales_total: Minor(sales_total),
        returns,
        returns_total: Minor(returns_total),
        methods: methods(tx, a, &orders)?,
        people,
        margin: Minor(sold_margin - returned_margin),
        cash_up: closing(tx, &a.day)?,
    })
}

/// The day's cash-up, when it was cashed up.
pub fn closing(tx: &Tx<'_>, day: &str) -> DbResult<Option<CashUp>> {
    tx.query_opt(
        "SELECT float_minor, counted_minor, expected_minor, by_whom, at FROM day_closings \
         WHERE day = ?1",
        &[&day],
        |r| {
            Ok(CashUp {
                float: Minor(r.get(0)?),
                counted: Minor(r.get(1)?),
                expected: Minor(r.get(2)?),
                by: r.get(3)?,
                at: r.get(4)?,
            })
        },
    )
}

impl Sales {
    /// A day's takings (the shop's, or one person's).
    pub async fn takings(&self, asked: DayAsked) -> Result<Takings, CloseRefused> {
        self.db
            .read_report(move |tx| sums(tx, &asked))
            .await
            .map_err(|e| {
                tracing::error!(error = %e, "sales: a day's takings could not be read");
                CloseRefused::Unsaved
            })
    }

    /// Cashes up `asked.day` as `actor` (managers) and closes it: the
    /// till's expected cash worked out from the day's cash in and out,
    /// under the sales' lock so no sale lands in the day while it closes.
    pub async fn close_day(
        &self,
        actor: &Actor,
        audit: &AuditLog,
        asked: CloseAsked,
    ) -> Result<CashUp, CloseRefused> {
        if !actor.may(Role::Manager) {
            return Err(CloseRefused::NotAllowed);
        }
        let by = actor.who.clone();
        let day = asked.day.clone();
        let done = self
            .db
            .write_locked(Lock::Sales, move |tx| {
                if closing(tx, &asked.day)?.is_some() {
                    return Ok(None);
                }
                let whole = DayAsked {
                    day: asked.day.clone(),
                    bounds: asked.bounds.clone(),
                    by: None,
                };
                let orders = order_money(tx, &whole)?;
                let expected = expected_cash(asked.float, &methods(tx, &whole, &orders)?);
                tx.execute(
                    "INSERT INTO day_closings (day, float_minor, counted_minor, expected_minor, \
                     by_whom, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                    &[
                        &asked.day,
                        &asked.float.0,
                        &asked.counted.0,
                        &expected.0,
                        &by,
                        &asked.at,
                    ],
                )?;
                closing(tx, &asked.day)
            })
            .await
            .map_err(|e| {
                tracing::error!(error = %e, "sales: a day could not be closed");
                CloseRefused::Unsaved
            })?;
        let Some(c) = done else {
            return Err(CloseRefused::AlreadyClosed);
        };
        let said = format!(
            "float {}, counted {}, expected {}, difference {}",
            c.float.plain(),
            c.counted.plain(),
            c.expected.plain(),
            c.difference().plain()
        );
        audit.record(actor.stamp(Event::new(Action::DayClosed).on(day).with(said)));
        Ok(c)
    }
}
