//! The sales' statements, written once over a `Tx` for SQLite and Postgres
//! alike: the next number of a series taken, an invoice written with its
//! lines and payments, an invoice read back. Checks are the caller's
//! (`sales`); these only read and write.

use crate::{
    model::{
        quote::money::{Minor, Rate},
        sale::{Method, PaidBefore, Payment, SaleLine, SaleMoney},
    },
    platform::sql::{DbResult, Tx},
};

/// Takes the next number of `series` (the first is 1) and moves the
/// series on: inside the sale's transaction, so a sale that fails gives
/// it back.
pub fn take_number(tx: &Tx<'_>, series: &str) -> DbResult<i64> {
    tx.execute(
        "INSERT INTO invoice_series (series, next) VALUES (?1, 1) ON CONFLICT (series) DO NOTHING",
        &[&series],
    )?;
    let seq = tx.query_one(
        "SELECT next FROM invoice_series WHERE series = ?1",
        &[&series],
        |r| r.get::<i64>(0),
    )?;
    tx.execute(
        "UPDATE invoice_series SET next = next + 1 WHERE series = ?1",
        &[&series],
    )?;
    Ok(seq)
}

/// The invoice the sale form with this token made, if it made one.
pub fn by_token(tx: &Tx<'_>, token: &str) -> DbResult<Option<InvoiceHead>> {
    let sql = format!("SELECT {HEAD_COLUMNS} FROM invoices WHERE token = ?1");
    tx.query_opt(&sql, &[&token], head_of)
}

/// An invoice to write.
pub struct NewInvoice<'a> {
    pub number: &'a str,
    pub series: &'a str,
    pub seq: i64,
    pub token: &'a str,
    pub customer: &'a Option<String>,
    pub customer_name: &'a Option<String>,
    pub customer_vat: &'a Option<String>,
    pub quote: &'a Option<String>,
    /// The special order it collects.
    pub order: &'a Option<String>,
    pub currency: &'a str,
    pub net: Minor,
    pub tax: Minor,
    pub total: Minor,
    pub rate: Rate,
    pub includes_tax: bool,
    pub sales_tax: bool,
    pub tendered: Option<Minor>,
    pub change: Minor,
    pub by: &'a Option<String>,
    pub at: &'a str,
}

/// Writes an invoice's head: its id.
pub fn write_head(tx: &Tx<'_>, i: &NewInvoice<'_>) -> DbResult<i64> {
    tx.query_one(
        "INSERT INTO invoices (number, series, seq, token, customer_id, quote_id, currency, \
         net_minor, tax_minor, total_minor, rate, includes_tax, tendered_minor, change_minor, \
         by_whom, at, customer_name, customer_vat, sales_tax, order_id) VALUES (?1, ?2, ?3, ?4, \
         ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20) RETURNING id",
        &[
            &i.number,
            &i.series,
            &i.seq,
            &i.token,
            i.customer,
            i.quote,
            &i.currency,
            &i.net.0,
            &i.tax.0,
            &i.total.0,
            &i.rate.0,
            &i64::from(i.includes_tax),
            &i.tendered.map(|m| m.0),
            &i.change.0,
            i.by,
            &i.at,
            i.customer_name,
            i.customer_vat,
            &i64::from(i.sales_tax),
            i.order,
        ],
        |r| r.get::<i64>(0),
    )
}

/// Writes one line: what one unit cost the shop as it left is `cost`.
pub fn write_line(tx: &Tx<'_>, id: i64, pos: i64, l: &SaleLine, cost: Minor) -> DbResult<()> {
    tx.execute(
        "INSERT INTO invoice_lines (invoice_id, pos, sku, name, qty, unit_minor, total_minor, \
         net_minor, cost_minor, takes_stock, unit_net_minor) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        &[
            &id,
            &pos,
            &l.sku,
            &l.name,
            &l.qty,
            &l.unit.0,
            &l.total.0,
            &l.net.0,
            &cost.0,
            &i64::from(l.takes_stock),
            &l.unit_net.0,
        ],
    )?;
    Ok(())
}

/// Writes a payment taken before the sale (a deposit's share), after the
/// sale's own.
pub fn write_paid_before(tx: &Tx<'_>, id: i64, pos: i64, p: &PaidBefore) -> DbResult<()> {
    tx.execute(
        "INSERT INTO invoice_payments (invoice_id, pos, method, amount_minor, taken_at, \
         reference) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        &[
            &id,
            &pos,
            &p.method.code(),
            &p.amount.0,
            &p.at,
            &p.reference,
        ],
    )?;
    Ok(())
}

/// Writes one payment.
pub fn write_payment(tx: &Tx<'_>, id: i64, pos: i64, p: &Payment) -> DbResult<()> {
    tx.execute(
        "INSERT INTO invoice_payments (invoice_id, pos, method, amount_minor) \
         VALUES (?1, ?2, ?3, ?4)",
        &[&id, &pos, &p.method.code(), &p.amount.0],
    )?;
    Ok(())
}

/// An invoice's head as kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceHead {
    pub id: i64,
    pub number: String,
    pub seq: i64,
    pub customer: Option<String>,
    pub customer_name: Option<String>,
    pub customer_vat: Option<String>,
    pub quote: Option<String>,
    /// The special order it collected.
    pub order: Option<String>,
    pub currency: String,
    pub money: SaleMoney,
    pub tendered: Option<Minor>,
    pub change: Minor,
    pub by: Option<String>,
    pub at: String,
}

impl InvoiceHead {
    pub fn total(&self) -> Minor {
        self.money.total
    }
}

const HEAD_COLUMNS: &str = "id, number, seq, customer_id, total_minor, change_minor, by_whom, at, \
     customer_name, customer_vat, quote_id, currency, net_minor, tax_minor, rate, includes_tax, \
     sales_tax, tendered_minor, order_id";

fn head_of(r: &crate::platform::sql::Row<'_, '_>) -> DbResult<InvoiceHead> {
    Ok(InvoiceHead {
        id: r.get(0)?,
        number: r.get(1)?,
        seq: r.get(2)?,
        customer: r.get(3)?,
        change: Minor(r.get(5)?),
        by: r.get(6)?,
        at: r.get(7)?,
        customer_name: r.get(8)?,
        customer_vat: r.get(9)?,
        quote: r.get(10)?,
        currency: r.get(11)?,
        money: SaleMoney {
            net: Minor(r.get(12)?),
            tax: Minor(r.get(13)?),
            total: Minor(r.get(4)?),
            rate: Rate(r.get(14)?),
            includes_tax: r.get::<i64>(15)? != 0,
            sales_tax: r.get::<i64>(16)? != 0,
        },
        tendered: r.get::<Option<i64>>(17)?.map(Minor),
        order: r.get(18)?,
    })
}

/// One invoice, whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceRecord {
    pub head: InvoiceHead,
    /// Each line and what one unit cost the shop.
    pub lines: Vec<(SaleLine, Minor)>,
    pub payments: Vec<Payment>,
    /// Paid before the sale (a special order's deposit).
    pub paid_before: Vec<PaidBefore>,
    /// Its credit notes (read by `Sales::invoice`).
    pub credits: Vec<super::credit_store::CreditHead>,
    /// Units of each line taken back: (line's place, units).
    pub returned: Vec<(i64, i64)>,
}

impl InvoiceRecord {
    /// Units of the line at `pos` taken back (`returned` read).
    pub fn returned_of(&self, pos: usize) -> i64 {
        self.returned
            .iter()
            .filter(|(p, _)| *p == pos as i64)
            .map(|(_, q)| *q)
            .sum()
    }
}

/// An invoice by its id (`None`: no such invoice).
pub fn invoice(tx: &Tx<'_>, id: i64) -> DbResult<Option<InvoiceRecord>> {
    let sql = format!("SELECT {HEAD_COLUMNS} FROM invoices WHERE id = ?1");
    let Some(head) = tx.query_opt(&sql, &[&id], head_of)? else {
        return Ok(None);
    };
    let lines = tx.query(
        "SELECT sku, name, qty, unit_minor, total_minor, net_minor, cost_minor, takes_stock, \
         unit_net_minor \
         FROM invoice_lines WHERE invoice_id = ?1 ORDER BY pos",
        &[&id],
        |r| {
            Ok((
                SaleLine {
                    sku: r.get(0)?,
                    name: r.get(1)?,
                    qty: r.get(2)?,
                    unit: Minor(r.get(3)?),
                    total: Minor(r.get(4)?),
                    net: Minor(r.get(5)?),
                    takes_stock: r.get::<i64>(7)? != 0,
                    unit_net: Minor(r.get(8)?),
                },
                Minor(r.get(6)?),
            ))
        },
    )?;
    let all = tx.query(
        "SELECT method, amount_minor, taken_at, reference FROM invoice_payments \
         WHERE invoice_id = ?1 ORDER BY pos",
        &[&id],
        |r| {
            let method = Method::parse(&r.get::<String>(0)?).unwrap_or(Method::Other);
            let amount = Minor(r.get(1)?);
            Ok(match r.get::<Option<String>>(2)? {
                None => Err(Payment { method, amount }),
                Some(at) => Ok(PaidBefore {
                    method,
                    amount,
                    at,
                    reference: r.get::<Option<String>>(3)?.unwrap_or_default(),
                }),
            })
        },
    )?;
    let (before, now): (Vec<_>, Vec<_>) = all.into_iter().partition(Result::is_ok);
    Ok(Some(InvoiceRecord {
        head,
        lines,
        payments: now.into_iter().filter_map(Result::err).collect(),
        paid_before: before.into_iter().filter_map(Result::ok).collect(),
        credits: Vec::new(),
        returned: Vec::new(),
    }))
}

/// Every number taken in `series`, in order (a check that none is missing).
pub fn numbers(tx: &Tx<'_>, series: &str) -> DbResult<Vec<i64>> {
    tx.query(
        "SELECT seq FROM invoices WHERE series = ?1 ORDER BY seq",
        &[&series],
        |r| r.get::<i64>(0),
    )
}

/// The invoices made from a quote list, oldest first.
pub fn of_quote(tx: &Tx<'_>, quote: &str) -> DbResult<Vec<(i64, String)>> {
    tx.query(
        "SELECT id, number FROM invoices WHERE quote_id = ?1 ORDER BY id",
        &[&quote],
        |r| Ok((r.get::<i64>(0)?, r.get::<String>(1)?)),
    )
}

/// The invoices of a special order's collections, oldest first.
pub fn of_order(tx: &Tx<'_>, order: &str) -> DbResult<Vec<(i64, String)>> {
    tx.query(
        "SELECT id, number FROM invoices WHERE order_id = ?1 ORDER BY id",
        &[&order],
        |r| Ok((r.get::<i64>(0)?, r.get::<String>(1)?)),
    )
}

/// The invoices' list's filters, as the store reads them (empty: any).
#[derive(Debug, Clone, Default)]
pub struct ListQuery {
    /// Part of the customer's name, lower case.
    pub customer: String,
    pub by: String,
    pub method: String,
    /// UTC bounds: at or after `from`, before `to`.
    pub from: String,
    pub to: String,
    /// Part of the number.
    pub number: String,
    /// One customer's (their record's id).
    pub customer_id: String,
    pub offset: i64,
    pub limit: i64,
}

/// One row of the list: an invoice, or a credit note (its customer is
/// its invoice's; one taken back without an invoice has none).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListRow {
    pub id: i64,
    pub number: String,
    pub customer: Option<String>,
    pub customer_name: Option<String>,
    pub total: Minor,
    pub currency: String,
    pub by: Option<String>,
    pub at: String,
    /// A credit note (its invoice, if it has one, is `against`).
    pub credit: bool,
    /// A credit note's invoice.
    pub against: Option<InvoiceRef>,
    /// Each payment's method (a credit note's refund: one).
    pub methods: Vec<Method>,
}

/// An invoice a credit note refers to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceRef {
    pub id: i64,
    pub number: String,
}

/// A page of the list, and what the filters matched in all: the count of
/// invoices and credit notes, and the invoices' total less the credits'.
#[derive(Debug, Clone, Default)]
pub struct ListPage {
    pub rows: Vec<ListRow>,
    pub matched: i64,
    pub total: Minor,
}

/// The values a statement binds, numbered in the order pushed.
#[derive(Default)]
struct Bound {
    values: Vec<Box<dyn crate::platform::sql::Param>>,
}

impl Bound {
    /// Binds `v`: its number in the statement.
    fn push(&mut self, v: impl crate::platform::sql::Param + 'static) -> usize {
        self.values.push(Box::new(v));
        self.values.len()
    }

    fn refs(&self) -> Vec<&dyn crate::platform::sql::Param> {
        self.values.iter().map(|b| b.as_ref()).collect()
    }
}

/// Each side's conditions: only the filters given, each written so its
/// index can answer (`i`: the invoice, `c`: the credit note).
#[derive(Default)]
struct Wheres {
    invoices: Vec<String>,
    credits: Vec<String>,
}

impl Wheres {
    fn both(&mut self, invoice: String, credit: String) {
        self.invoices.push(invoice);
        self.credits.push(credit);
    }

    /// The same condition on each side's own row (`condition` of its
    /// table's name in the statement).
    fn each(&mut self, condition: impl Fn(&str) -> String) {
        self.both(condition("i"), condition("c"));
    }

    fn text(list: &[String]) -> String {
        if list.is_empty() {
            "1 = 1".into()
        } else {
            list.join(" AND ")
        }
    }
}

/// `text` as a LIKE pattern (its own `%` and `_` dropped) with `%` before
/// and, unless `suffix`, after.
fn like(text: &str, suffix: bool) -> String {
    let escaped: String = text.chars().filter(|c| *c != '%' && *c != '_').collect();
    ["%", &escaped, if suffix { "" } else { "%" }].concat()
}

/// The number filter's sequence: the digits it ends with (`2026-000123`,
/// `000123` and `123` all ask for 123). `None`: it ends in no digit.
fn sequence_of(number: &str) -> Option<i64> {
    let digits = &number[number.trim_end_matches(|c: char| c.is_ascii_digit()).len()..];
    if digits.is_empty() {
        return None;
    }
    Some(digits.parse().unwrap_or(-1))
}

fn wheres(q: &ListQuery, b: &mut Bound) -> Wheres {
    let mut w = Wheres::default();
    if !q.customer.is_empty() {
        let n = b.push(like(&q.customer, false));
        let c = format!("LOWER(COALESCE(i.customer_name, '')) LIKE ?{n}");
        w.both(c.clone(), c);
    }
    if !q.customer_id.is_empty() {
        let n = b.push(q.customer_id.clone());
        let c = format!("i.customer_id = ?{n}");
        w.both(c.clone(), c);
    }
    if !q.by.is_empty() {
        let n = b.push(q.by.clone());
        w.each(|t| format!("{t}.by_whom = ?{n}"));
    }
    if !q.method.is_empty() {
        let n = b.push(q.method.clone());
        w.both(
            format!("i.id IN (SELECT invoice_id FROM invoice_payments WHERE method = ?{n})"),
            format!("c.method = ?{n}"),
        );
    }
    if !q.from.is_empty() {
        let n = b.push(q.from.clone());
        w.each(|t| format!("{t}.at >= ?{n}"));
    }
    if !q.to.is_empty() {
        let n = b.push(q.to.clone());
        w.each(|t| format!("{t}.at < ?{n}"));
    }
    number_wheres(q, b, &mut w);
    w
}

/// A number: its sequence found by the index, then the text it ends with
/// (digits alone: the invoices and credit notes of that sequence; a
/// number with its year: the invoice, or with `CN` the credit note);
/// text ending in no digit is looked for anywhere in the number.
fn number_wheres(q: &ListQuery, b: &mut Bound, w: &mut Wheres) {
    if q.number.is_empty() {
        return;
    }
    let upper = q.number.to_uppercase();
    match sequence_of(&upper) {
        Some(seq) => {
            let (s, n) = (b.push(seq), b.push(like(&upper, true)));
            w.each(|t| format!("{t}.seq = ?{s} AND UPPER({t}.number) LIKE ?{n}"));
            // An invoice's number typed whole is not its credit note's
            // (`CN` and the same year and sequence).
            let digits_only = upper.chars().all(|c| c.is_ascii_digit());
            if !digits_only && !upper.contains("CN") {
                w.credits.push("1 = 0".into());
            }
        }
        None => {
            let n = b.push(like(&upper, false));
            w.each(|t| format!("UPPER({t}.number) LIKE ?{n}"));
        }
    }
}

/// The invoices and credit notes the filters match, the latest first: one
/// page of them.
pub fn list(tx: &Tx<'_>, q: &ListQuery) -> DbResult<ListPage> {
    let mut b = Bound::default();
    let w = wheres(q, &mut b);
    let (on_invoices, on_credits) = (Wheres::text(&w.invoices), Wheres::text(&w.credits));
    let params = b.refs();
    let sums =
        |sql: String| tx.query_one(&sql, &params, |r| Ok((r.get::<i64>(0)?, r.get::<i64>(1)?)));
    let (invoices, sold) = sums(format!(
        "SELECT COUNT(*), CAST(COALESCE(SUM(i.total_minor), 0) AS BIGINT) FROM invoices i \
         WHERE {on_invoices}"
    ))?;
    let (credits, refunded) = sums(format!(
        "SELECT COUNT(*), CAST(COALESCE(SUM(c.total_minor), 0) AS BIGINT) FROM credit_notes c \
         LEFT JOIN invoices i ON i.id = c.invoice_id WHERE {on_credits}"
    ))?;
    let sql = format!(
        "SELECT i.id AS id, i.number AS number, i.customer_id AS customer_id, \
         i.customer_name AS customer_name, i.total_minor AS total_minor, i.currency AS currency, \
         i.by_whom AS by_whom, i.at AS at, NULL AS against_id, NULL AS against_number, \
         NULL AS method FROM invoices i WHERE {on_invoices} \
         UNION ALL SELECT c.id, c.number, i.customer_id, i.customer_name, c.total_minor, \
         c.currency, c.by_whom, c.at, i.id, i.number, c.method FROM credit_notes c \
         LEFT JOIN invoices i ON i.id = c.invoice_id WHERE {on_credits} \
         ORDER BY at DESC, id DESC, number DESC LIMIT {} OFFSET {}",
        q.limit.max(0),
        q.offset.max(0)
    );
    let mut rows = tx.query(&sql, &params, row_of)?;
    let methods = methods_of(tx, &rows)?;
    for row in rows.iter_mut().filter(|r| !r.credit) {
        row.methods = methods
            .iter()
            .filter(|(id, _)| *id == row.id)
            .map(|(_, m)| *m)
            .collect();
    }
    Ok(ListPage {
        rows,
        matched: invoices + credits,
        total: Minor(sold - refunded),
    })
}

fn row_of(r: &crate::platform::sql::Row<'_, '_>) -> DbResult<ListRow> {
    let against = match r.get::<Option<i64>>(8)? {
        Some(id) => Some(InvoiceRef {
            id,
            number: r.get::<Option<String>>(9)?.unwrap_or_default(),
        }),
        None => None,
    };
    let method = r.get::<Option<String>>(10)?;
    Ok(ListRow {
        credit: method.is_some(),
        id: r.get(0)?,
        number: r.get(1)?,
        customer: r.get(2)?,
        customer_name: r.get(3)?,
        total: Minor(r.get(4)?),
        currency: r.get(5)?,
        by: r.get(6)?,
        at: r.get(7)?,
        against,
        methods: method
            .map(|m| vec![Method::parse(&m).unwrap_or(Method::Other)])
            .unwrap_or_default(),
    })
}

/// Each payment's method of these invoices (in one read).
fn methods_of(tx: &Tx<'_>, rows: &[ListRow]) -> DbResult<Vec<(i64, Method)>> {
    let invoices: Vec<&ListRow> = rows.iter().filter(|r| !r.credit).collect();
    if invoices.is_empty() {
        return Ok(Vec::new());
    }
    // Ids are numbers the store gave: written into the statement.
    let ids = invoices
        .iter()
        .map(|h| h.id.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    tx.query(
        &format!(
            "SELECT invoice_id, method FROM invoice_payments WHERE invoice_id IN ({ids}) \
             ORDER BY invoice_id, pos"
        ),
        &[],
        |r| {
            Ok((
                r.get::<i64>(0)?,
                Method::parse(&r.get::<String>(1)?).unwrap_or(Method::Other),
            ))
        },
    )
}
