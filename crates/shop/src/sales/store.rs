//! The sales' statements, written once over a `Tx` for SQLite and Postgres
//! alike: the next number of a series taken, an invoice written with its
//! lines and payments, an invoice read back. Checks are the caller's
//! (`sales`); these only read and write.

use crate::{
    model::{
        quote::money::{Minor, Rate},
        sale::{Method, Payment, SaleLine, SaleMoney},
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
         by_whom, at, customer_name, customer_vat, sales_tax) VALUES (?1, ?2, ?3, ?4, ?5, ?6, \
         ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19) RETURNING id",
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
     sales_tax, tendered_minor";

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
    })
}

/// One invoice, whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceRecord {
    pub head: InvoiceHead,
    /// Each line and what one unit cost the shop.
    pub lines: Vec<(SaleLine, Minor)>,
    pub payments: Vec<Payment>,
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
    let payments = tx.query(
        "SELECT method, amount_minor FROM invoice_payments WHERE invoice_id = ?1 ORDER BY pos",
        &[&id],
        |r| {
            Ok(Payment {
                method: Method::parse(&r.get::<String>(0)?).unwrap_or(Method::Other),
                amount: Minor(r.get(1)?),
            })
        },
    )?;
    Ok(Some(InvoiceRecord {
        head,
        lines,
        payments,
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

/// A page of the list: each invoice with its payments' methods, and what
/// the filters matched in all.
#[derive(Debug, Clone, Default)]
pub struct ListPage {
    pub rows: Vec<(InvoiceHead, Vec<Method>)>,
    pub matched: i64,
    pub total: Minor,
}

const LIST_WHERE: &str = "(?1 = '' OR LOWER(COALESCE(customer_name, '')) LIKE ?1) \
     AND (?2 = '' OR by_whom = ?2) \
     AND (?3 = '' OR EXISTS (SELECT 1 FROM invoice_payments p \
          WHERE p.invoice_id = invoices.id AND p.method = ?3)) \
     AND (?4 = '' OR at >= ?4) AND (?5 = '' OR at < ?5) \
     AND (?6 = '' OR number LIKE ?6) \
     AND (?7 = '' OR customer_id = ?7)";

/// The invoices the filters match, the latest first: one page of them.
pub fn list(tx: &Tx<'_>, q: &ListQuery) -> DbResult<ListPage> {
    let like = |t: &str| {
        if t.is_empty() {
            String::new()
        } else {
            let escaped: String = t.chars().filter(|c| *c != '%' && *c != '_').collect();
            ["%", &escaped, "%"].concat()
        }
    };
    let (customer, number) = (like(&q.customer), like(&q.number));
    let params: [&dyn crate::platform::sql::Param; 7] = [
        &customer,
        &q.by,
        &q.method,
        &q.from,
        &q.to,
        &number,
        &q.customer_id,
    ];
    let (matched, total) = tx.query_one(
        &format!(
            "SELECT COUNT(*), CAST(COALESCE(SUM(total_minor), 0) AS BIGINT) FROM invoices \
             WHERE {LIST_WHERE}"
        ),
        &params,
        |r| Ok((r.get::<i64>(0)?, r.get::<i64>(1)?)),
    )?;
    let sql = format!(
        "SELECT {HEAD_COLUMNS} FROM invoices WHERE {LIST_WHERE} \
         ORDER BY at DESC, id DESC LIMIT {} OFFSET {}",
        q.limit.max(0),
        q.offset.max(0)
    );
    let heads = tx.query(&sql, &params, head_of)?;
    let methods = methods_of(tx, &heads)?;
    let rows = heads
        .into_iter()
        .map(|h| {
            let of: Vec<Method> = methods
                .iter()
                .filter(|(id, _)| *id == h.id)
                .map(|(_, m)| *m)
                .collect();
            (h, of)
        })
        .collect();
    Ok(ListPage {
        rows,
        matched,
        total: Minor(total),
    })
}

/// Each payment's method of these invoices (in one read).
fn methods_of(tx: &Tx<'_>, heads: &[InvoiceHead]) -> DbResult<Vec<(i64, Method)>> {
    if heads.is_empty() {
        return Ok(Vec::new());
    }
    // Ids are numbers the store gave: written into the statement.
    let ids = heads
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
