//! A customer's rights over what the shop keeps about them (UK/EU GDPR):
//! a copy of all of it (`export`, as JSON or CSV), and erasure (`delete`).
//! Once for both engines.
//!
//! Erasure removes the record with their bikes, history and watches (a
//! watch ends with them); the quote lists made for them keep their lines
//! and no longer name them; lost sales recorded for them keep their counts
//! without them. What stays is that a customer was deleted, when and by
//! whom (`customer_deletions`: the record's id, never a name), so a shop
//! can show it answered a request.
//!
//! Invoices and credit notes are kept: the law keeps them (in the UK six
//! years, in much of the EU ten). An invoice to a customer without a VAT
//! number loses their name and its link to them, as the law allows (a
//! consumer's invoice need not name them); a business's keeps its name
//! and VAT number, which the law asks of its invoice, and loses only the
//! link to the deleted record.

use serde::Serialize;

use crate::model::customer::{CustomerNote, MAX_DELETIONS_KEPT};
use crate::platform::sql::{DbResult, Row, Tx};

use super::store::{self, CustomerOutcome, Made};

/// Everything the shop keeps about one customer.
#[derive(Debug, Clone, Serialize)]
pub struct TheirData {
    pub exported_at: String,
    pub customer: Record,
    pub bikes: Vec<Bike>,
    pub quote_lists: Vec<QuoteList>,
    pub watches: Vec<Watch>,
    pub lost_sales: Vec<Lost>,
    pub history: Vec<Change>,
    /// Their invoices and the credit notes made from them.
    pub invoices: Vec<Invoice>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Invoice {
    pub number: String,
    pub at: String,
    pub currency: String,
    /// In minor units (pence, cents); a credit note's is what it refunded.
    pub total_minor: i64,
    /// "invoice" or "credit note".
    pub kind: &'static str,
}

#[derive(Debug, Clone, Serialize)]
pub struct Record {
    pub id: String,
    pub name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub note: Option<String>,
    /// The language they are written to in (its code; `None`: the
    /// shop's).
    pub lang: Option<String>,
    /// Their price tier (the name in lower case; `None`: retail).
    pub price_tier: Option<String>,
    /// A business customer's VAT or tax number.
    pub vat_number: Option<String>,
    pub created: String,
    pub updated: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Bike {
    pub label: String,
    pub added: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct QuoteList {
    pub name: String,
    pub updated: String,
    pub lines: Vec<QuoteLine>,
}

#[derive(Debug, Clone, Serialize)]
pub struct QuoteLine {
    pub sku: String,
    pub name: String,
    pub qty: i64,
}

#[derive(Debug, Clone, Serialize)]
pub struct Watch {
    pub sku: String,
    pub name: String,
    pub qty: i64,
    pub created: String,
    pub back: Option<String>,
    pub ended: Option<String>,
    pub end_reason: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Lost {
    pub at: String,
    pub code: String,
    pub qty: i64,
    pub reason: String,
    pub note: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Change {
    pub at: String,
    pub by: Option<String>,
    pub what: String,
}

/// Everything kept about customer `id`, or `None` when there is no such
/// customer.
pub fn export(tx: &Tx<'_>, id: &str, now: &str) -> DbResult<Option<TheirData>> {
    let record = tx.query_opt(
        "SELECT id, name, phone, email, note, created, updated, lang, tier, vat_number FROM customers
         WHERE id = ?1",
        &[&id],
        |r| {
            Ok(Record {
                id: r.get(0)?,
                name: r.get(1)?,
                phone: r.get(2)?,
                email: r.get(3)?,
                note: r.get(4)?,
                lang: r.get(7)?,
                price_tier: r.get(8)?,
                vat_number: r.get(9)?,
                created: r.get(5)?,
                updated: r.get(6)?,
            })
        },
    )?;
    let Some(customer) = record else {
        return Ok(None);
    };
    Ok(Some(TheirData {
        exported_at: now.to_string(),
        customer,
        bikes: tx.query(
            "SELECT label, added FROM customer_bikes WHERE customer = ?1 ORDER BY added",
            &[&id],
            |r| {
                Ok(Bike {
                    label: r.get(0)?,
                    added: r.get(1)?,
                })
            },
        )?,
        quote_lists: quote_lists(tx, id)?,
        watches: tx.query(
            "SELECT sku, name, qty, created, back, ended, end_reason FROM watches
             WHERE customer = ?1 ORDER BY created, id",
            &[&id],
            watch,
        )?,
        lost_sales: tx.query(
            "SELECT at, code, reason, note, qty FROM lost_sales WHERE customer = ?1 ORDER BY at, id",
            &[&id],
            |r| {
                Ok(Lost {
                    at: r.get(0)?,
                    code: r.get(1)?,
                    qty: r.get(4)?,
                    reason: r.get(2)?,
                    note: r.get(3)?,
                })
            },
        )?,
        invoices: invoices_of(tx, id)?,
        history: tx.query(
            r#"SELECT at, "by", what FROM customer_changes WHERE customer = ?1
               ORDER BY at, {seq}"#,
            &[&id],
            |r| {
                Ok(Change {
                    at: r.get(0)?,
                    by: r.get(1)?,
                    what: r.get(2)?,
                })
            },
        )?,
    }))
}

/// Their invoices, then the credit notes made from them, oldest first.
fn invoices_of(tx: &Tx<'_>, id: &str) -> DbResult<Vec<Invoice>> {
    let mut out = tx.query(
        "SELECT number, at, currency, total_minor FROM invoices WHERE customer_id = ?1 \
         ORDER BY at, id",
        &[&id],
        |r| {
            Ok(Invoice {
                number: r.get(0)?,
                at: r.get(1)?,
                currency: r.get(2)?,
                total_minor: r.get(3)?,
                kind: "invoice",
            })
        },
    )?;
    out.extend(tx.query(
        "SELECT c.number, c.at, c.currency, c.total_minor FROM credit_notes c \
         JOIN invoices i ON i.id = c.invoice_id WHERE i.customer_id = ?1 ORDER BY c.at, c.id",
        &[&id],
        |r| {
            Ok(Invoice {
                number: r.get(0)?,
                at: r.get(1)?,
                currency: r.get(2)?,
                total_minor: r.get(3)?,
                kind: "credit note",
            })
        },
    )?);
    Ok(out)
}

fn watch(r: &Row<'_, '_>) -> DbResult<Watch> {
    Ok(Watch {
        sku: r.get(0)?,
        name: r.get(1)?,
        qty: r.get(2)?,
        created: r.get(3)?,
        back: r.get(4)?,
        ended: r.get(5)?,
        end_reason: r.get(6)?,
    })
}

/// The quote lists made for them, with their lines.
fn quote_lists(tx: &Tx<'_>, id: &str) -> DbResult<Vec<QuoteList>> {
    let heads = tx.query(
        "SELECT q.id, q.name, q.updated FROM quote_customers c JOIN quotes q ON q.id = c.quote
         WHERE c.customer = ?1 ORDER BY q.updated",
        &[&id],
        |r| Ok((r.get::<String>(0)?, r.get(1)?, r.get(2)?)),
    )?;
    heads
        .into_iter()
        .map(|(quote, name, updated)| {
            let lines = tx.query(
                "SELECT CASE WHEN kind IS NULL THEN sku ELSE COALESCE(code, '') END, name, qty
                 FROM quote_lines WHERE quote = ?1 ORDER BY pos",
                &[&quote],
                |r| {
                    Ok(QuoteLine {
                        sku: r.get(0)?,
                        name: r.get(1)?,
                        qty: r.get(2)?,
                    })
                },
            )?;
            Ok(QuoteList {
                name,
                updated,
                lines,
            })
        })
        .collect()
}

/// Deletes customer `id` (see the module head); the deletion is kept
/// without their name.
pub fn delete(tx: &Tx<'_>, id: &str, made: Made<'_>) -> DbResult<CustomerOutcome> {
    if store::head(tx, id)?.is_none() {
        return Ok(crate::model::outcome::Outcome::Refused(
            CustomerNote::NoSuchCustomer,
        ));
    }
    // The links and rows that point at them, then the record (the
    // engines' cascades would do the first three; said here, they hold
    // whatever the file's foreign-key setting).
    for sql in [
        "DELETE FROM quote_customers WHERE customer = ?1",
        "DELETE FROM watches WHERE customer = ?1",
        "DELETE FROM customer_bikes WHERE customer = ?1",
        "DELETE FROM customer_changes WHERE customer = ?1",
        "UPDATE lost_sales SET customer = NULL WHERE customer = ?1",
        // Kept, as the module's head says: a consumer's without their
        // name, a business's with it.
        "UPDATE invoices SET customer_name = NULL, customer_id = NULL \
         WHERE customer_id = ?1 AND customer_vat IS NULL",
        "UPDATE invoices SET customer_id = NULL WHERE customer_id = ?1",
        "DELETE FROM customers WHERE id = ?1",
    ] {
        tx.execute(sql, &[&id])?;
    }
    tx.execute(
        r#"INSERT INTO customer_deletions(id, at, "by") VALUES (?1, ?2, ?3)"#,
        &[&id, &made.at, &made.by],
    )?;
    let keep = MAX_DELETIONS_KEPT as i64;
    tx.execute(
        "DELETE FROM customer_deletions WHERE {seq} IN
         (SELECT {seq} FROM customer_deletions ORDER BY at DESC, {seq} DESC
          LIMIT 2147483647 OFFSET ?1)",
        &[&keep],
    )?;
    Ok(crate::model::outcome::Outcome::Done(CustomerNote::Deleted))
}
