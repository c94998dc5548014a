//! Sales at the counter (`model::sale` has the money's rules): a sale is
//! one transaction holding the sales' lock and the shelf's (always in that
//! order): the invoice's number taken from its year's gap-free series, the
//! invoice and its lines and payments written, and a `sold` movement per
//! part at the part's average cost, kept on the line so every line knows
//! its margin. A sale that fails writes nothing and takes no number; two
//! portals on one database never take the same one. The sale form's own
//! token makes a second submit of the same form (a double click, a retry)
//! find the invoice the first made, not make another.
//!
//! This is the domain's first step: the pages (the sale page, the invoice
//! and receipt, returns, the day's takings) build on it.

pub mod schema;
pub mod store;

use crate::{
    access::{
        audit::{AuditLog, Event},
        Actor,
    },
    model::{
        audit::Action,
        role::Role,
        sale::{check_lines, invoice_number, settle, Payment, SaleLine, SaleMoney, SaleProblem},
        stock::Kind,
        Currency,
    },
    platform::sql::{Db, DbError, Lock, Tx},
    stock::{store as shelf, NewMovement},
};

pub use store::{InvoiceHead, InvoiceRecord};

/// Why a sale was not made (nothing was written).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaleRefused {
    Problem(SaleProblem),
    /// The person's role does not allow it.
    NotAllowed,
    /// The store could not keep it.
    Unsaved,
}

impl From<SaleProblem> for SaleRefused {
    fn from(p: SaleProblem) -> Self {
        SaleRefused::Problem(p)
    }
}

fn unsaved(e: DbError) -> SaleRefused {
    tracing::error!(error = %e, "sales: a sale could not be written or read");
    SaleRefused::Unsaved
}

/// The sales.
#[derive(Clone)]
pub struct Sales {
    db: Db,
    currency: Currency,
    /// Put before every invoice's number (`INVOICE_PREFIX`).
    prefix: String,
}

/// A sale to make.
pub struct SaleAsked {
    /// The sale form's own token (one per form shown).
    pub token: String,
    pub lines: Vec<SaleLine>,
    pub money: SaleMoney,
    /// As the counter took them (cash: what was tendered).
    pub payments: Vec<Payment>,
    pub customer: Option<String>,
    pub quote: Option<String>,
    /// UTC, "YYYY-MM-DD HH:MM:SS"; its year is the invoice's series.
    pub at: String,
}

/// A sale made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sold {
    pub invoice: InvoiceHead,
    /// The form had made this invoice already: nothing new was written.
    pub again: bool,
}

/// The longest token a sale form carries.
const MOST_TOKEN_CHARS: usize = 64;

impl Sales {
    /// The sales beside the lists and the shelf (`Quotes::connection`): in
    /// the lists' file their tables are added when missing; in Postgres the
    /// stores' migrations made them.
    pub fn open(db: Db, currency: Currency, prefix: &str) -> Result<Sales, String> {
        if let Some(made) =
            db.sqlite_now(|c| crate::stock::schema::migrate(c).and_then(|_| schema::migrate(c)))
        {
            made.map_err(|e| format!("the sales' tables: {e}"))?;
        }
        Ok(Sales {
            db,
            currency,
            prefix: prefix.chars().take(12).collect(),
        })
    }

    /// Sells `asked` as `actor` (staff or above): the payments must meet
    /// the total exactly (cash may be more: the rest is change). One
    /// transaction; an entry in the audit log.
    pub async fn sell(
        &self,
        actor: &Actor,
        audit: &AuditLog,
        asked: SaleAsked,
    ) -> Result<Sold, SaleRefused> {
        if !actor.may(Role::Staff) {
            return Err(SaleRefused::NotAllowed);
        }
        check_lines(&asked.lines)?;
        let settled = settle(asked.money.total, &asked.payments)?;
        let token: String = asked.token.trim().chars().take(MOST_TOKEN_CHARS).collect();
        if token.is_empty() {
            return Err(SaleProblem::StaleForm.into());
        }
        let series = asked.at.get(..4).unwrap_or("0000").to_string();
        let written = Written {
            prefix: self.prefix.clone(),
            currency: self.currency.code().to_string(),
            by: actor.who.clone(),
        };
        let paid = settled.payments.clone();
        let sold = self
            .db
            .write_locked(Lock::Sales, move |tx| {
                if let Some(made) = store::by_token(tx, &token)? {
                    return Ok(Sold {
                        invoice: made,
                        again: true,
                    });
                }
                tx.also_lock(&Lock::Stock)?;
                let invoice = write_sale(tx, &written, &series, &token, &asked, &settled)?;
                Ok(Sold {
                    invoice,
                    again: false,
                })
            })
            .await
            .map_err(unsaved)?;
        if !sold.again {
            let i = &sold.invoice;
            let said = format!(
                "{} {}, {}",
                self.currency.code(),
                i.total.plain(),
                paid.iter()
                    .map(|p| format!("{} {}", p.method.code(), p.amount.plain()))
                    .collect::<Vec<_>>()
                    .join(" + ")
            );
            audit.record(actor.stamp(Event::new(Action::SaleMade).on(i.number.clone()).with(said)));
        }
        Ok(sold)
    }

    /// One invoice, whole (`None`: no such invoice).
    pub async fn invoice(&self, id: i64) -> Result<Option<InvoiceRecord>, SaleRefused> {
        self.db
            .read(move |tx| store::invoice(tx, id))
            .await
            .map_err(unsaved)
    }

    /// Every number taken in a year's series, in order.
    pub async fn numbers(&self, year: i32) -> Result<Vec<i64>, SaleRefused> {
        let series = year.to_string();
        self.db
            .read(move |tx| store::numbers(tx, &series))
            .await
            .map_err(unsaved)
    }
}

/// Who writes a sale, and how its invoice is numbered.
struct Written {
    prefix: String,
    currency: String,
    by: Option<String>,
}

/// The invoice, its lines (each part taken off the shelf) and payments,
/// inside the sale's transaction.
fn write_sale(
    tx: &Tx<'_>,
    w: &Written,
    series: &str,
    token: &str,
    asked: &SaleAsked,
    settled: &crate::model::sale::Settled,
) -> crate::platform::sql::DbResult<InvoiceHead> {
    let seq = store::take_number(tx, series)?;
    let year = series.parse::<i32>().unwrap_or(0);
    let number = invoice_number(&w.prefix, year, seq);
    let m = asked.money;
    let id = store::write_head(
        tx,
        &store::NewInvoice {
            number: &number,
            series,
            seq,
            token,
            customer: &asked.customer,
            quote: &asked.quote,
            currency: &w.currency,
            net: m.net,
            tax: m.tax,
            total: m.total,
            rate: m.rate,
            includes_tax: m.includes_tax,
            tendered: settled.tendered,
            change: settled.change,
            by: &w.by,
            at: &asked.at,
        },
    )?;
    for (pos, line) in asked.lines.iter().enumerate() {
        let applied = shelf::write_movement(
            tx,
            &NewMovement {
                sku: line.sku.clone(),
                kind: Kind::Sold,
                qty: -line.qty,
                cost: None,
                assumed: false,
                fallback_cost: None,
                reference: number.clone(),
                reason: None,
                note: String::new(),
                by: w.by.clone(),
                at: asked.at.clone(),
            },
        )?;
        store::write_line(tx, id, pos as i64, line, applied.unit_cost)?;
    }
    for (pos, p) in settled.payments.iter().enumerate() {
        store::write_payment(tx, id, pos as i64, p)?;
    }
    Ok(InvoiceHead {
        id,
        number,
        seq,
        customer: asked.customer.clone(),
        total: m.total,
        change: settled.change,
        by: w.by.clone(),
        at: asked.at.clone(),
    })
}
