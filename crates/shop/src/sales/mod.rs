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
//! A part with fewer free on the shelf than the sale takes (read under
//! the shelf's lock, so two tills cannot both sell the last one unseen)
//! refuses the sale unless the counter said to sell anyway: the shelf
//! then goes below zero, which marks the part for a count.
//!
//! Returns (`returns`: a credit note from its own series) take parts back
//! from an invoice; the day's takings build on both.

pub mod args;
pub mod collect;
pub mod credit_store;
pub mod day;
pub mod from_quote;
pub mod loose;
pub mod printer;
pub mod returns;
pub mod schema;
pub mod shown;
pub mod store;

pub use args::SaleArgs;

use crate::{
    access::{
        audit::{AuditLog, Event},
        Actor,
    },
    model::{
        audit::Action,
        quote::money::Minor,
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
    /// Days a return needs no manager (`RETURN_DAYS`).
    return_days: u32,
    /// The counter's receipt printer (`RECEIPT_PRINTER`).
    printer: Option<printer::ReceiptPrinter>,
}

/// A sale to make.
pub struct SaleAsked {
    /// The sale form's own token (one per form shown).
    pub token: String,
    pub lines: Vec<SaleLine>,
    pub money: SaleMoney,
    /// As the counter took them (cash: what was tendered).
    pub payments: Vec<Payment>,
    pub customer: Option<SaleCustomer>,
    pub quote: Option<String>,
    /// The special order it collects (`collect`).
    pub order: Option<String>,
    /// UTC, "YYYY-MM-DD HH:MM:SS"; its year is the invoice's series.
    pub at: String,
    /// Sell parts the shelf is short of (it goes below zero).
    pub anyway: bool,
    /// The shop's day the sale falls on, when days are closed by a
    /// cash-up (`None`: not asked).
    pub day: Option<SaleDay>,
}

/// The shop's day a sale falls on, and where the next begins: a sale on
/// a day already cashed up is dated the next day's first moment.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SaleDay {
    /// "YYYY-MM-DD".
    pub day: String,
    /// The next day's first moment, UTC "YYYY-MM-DD HH:MM:SS".
    pub next_start: String,
}

/// Who a sale is for, as the invoice keeps them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SaleCustomer {
    pub id: String,
    pub name: String,
    /// A business's VAT number.
    pub vat: Option<String>,
}

/// A sale made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sold {
    pub invoice: InvoiceHead,
    /// The form had made this invoice already: nothing new was written.
    pub again: bool,
}

/// A new sale form's token: 24 letters and digits from the system's
/// randomness, so no two forms share one.
pub fn new_sale_token() -> String {
    use rand::Rng;
    const ALPHABET: &[u8] = b"23456789abcdefghjkmnpqrstuvwxyz";
    let mut rng = rand::rngs::OsRng;
    (0..24)
        .map(|_| char::from(ALPHABET[rng.gen_range(0..ALPHABET.len())]))
        .collect()
}

/// The longest token a sale form carries.
const MOST_TOKEN_CHARS: usize = 64;

/// A form's token as kept: refused when there is none.
fn cut_token(typed: &str) -> Result<String, SaleRefused> {
    let token: String = typed.trim().chars().take(MOST_TOKEN_CHARS).collect();
    if token.is_empty() {
        return Err(SaleProblem::StaleForm.into());
    }
    Ok(token)
}

impl Sales {
    /// The sales beside the lists and the shelf (`Quotes::connection`): in
    /// the lists' file their tables are added when missing; in Postgres the
    /// stores' migrations made them.
    pub fn open(db: Db, currency: Currency, prefix: &str) -> Result<Sales, String> {
        // A sale reads what the shelf holds for customers (the orders'
        // lines) and writes the shelf's ledger.
        if let Some(made) = db.sqlite_now(|c| {
            crate::orders::schema::migrate(c)
                .and_then(|_| crate::stock::schema::migrate(c))
                .and_then(|_| schema::migrate(c))
        }) {
            made.map_err(|e| format!("the sales' tables: {e}"))?;
        }
        Ok(Sales {
            db,
            currency,
            prefix: prefix.chars().take(12).collect(),
            return_days: crate::model::sale::returns::DEFAULT_RETURN_DAYS,
            printer: None,
        })
    }

    /// The same sales, printing receipts on `printer`.
    pub fn with_printer(self, printer: Option<printer::ReceiptPrinter>) -> Sales {
        Sales { printer, ..self }
    }

    /// A receipt printer is set.
    pub fn can_print(&self) -> bool {
        self.printer.is_some()
    }

    /// Prints a receipt's ESC/POS bytes on the counter's printer.
    pub async fn print(&self, bytes: &[u8]) -> Result<(), printer::PrintFailed> {
        match &self.printer {
            Some(p) => p.print(bytes).await,
            None => Err(printer::PrintFailed::NoPrinter),
        }
    }

    /// The same sales, returns within `days` needing no manager.
    pub fn with_return_days(self, days: u32) -> Sales {
        Sales {
            return_days: days,
            ..self
        }
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
        let token = cut_token(&asked.token)?;
        let written = self.written(actor);
        let paid = settled.payments.clone();
        let sold = self
            .db
            .write_locked(Lock::Sales, move |tx| {
                if let Some(made) = made_before(tx, &token)? {
                    return Ok(Ok(made));
                }
                tx.also_lock(&Lock::Stock)?;
                let mut asked = asked;
                if let Some(d) = &asked.day {
                    if day::closing(tx, &d.day)?.is_some() {
                        asked.at = d.next_start.clone();
                    }
                }
                let series = asked.at.get(..4).unwrap_or("0000").to_string();
                let short = short_on_shelf(tx, &asked.lines)?;
                if !short.is_empty() && !asked.anyway {
                    return Ok(Err(SaleProblem::ShortOnShelf(short)));
                }
                let invoice = write_sale(tx, &written, &series, &token, &asked, &settled)?;
                Ok(Ok(Sold {
                    invoice,
                    again: false,
                }))
            })
            .await
            .map_err(unsaved)??;
        if !sold.again {
            let i = &sold.invoice;
            let said = format!(
                "{} {}, {}",
                self.currency.code(),
                i.total().plain(),
                paid.iter()
                    .map(|p| format!("{} {}", p.method.code(), p.amount.plain()))
                    .collect::<Vec<_>>()
                    .join(" + ")
            );
            audit.record(actor.stamp(Event::new(Action::SaleMade).on(i.number.clone()).with(said)));
        }
        Ok(sold)
    }

    /// One invoice, whole, with its credit notes (`None`: no such
    /// invoice).
    pub async fn invoice(&self, id: i64) -> Result<Option<InvoiceRecord>, SaleRefused> {
        self.db
            .read(move |tx| {
                let Some(mut r) = returns::with_returns(tx, id)? else {
                    return Ok(None);
                };
                r.credits = credit_store::of_invoice(tx, id)?;
                Ok(Some(r))
            })
            .await
            .map_err(unsaved)
    }

    /// The invoices made from a quote list, oldest first.
    pub async fn of_quote(&self, quote: &str) -> Result<Vec<(i64, String)>, SaleRefused> {
        let quote = quote.to_string();
        self.db
            .read(move |tx| store::of_quote(tx, &quote))
            .await
            .map_err(unsaved)
    }

    /// A page of the invoices the filters match.
    pub async fn list(&self, q: store::ListQuery) -> Result<store::ListPage, SaleRefused> {
        self.db
            .read(move |tx| store::list(tx, &q))
            .await
            .map_err(unsaved)
    }

    pub fn currency(&self) -> Currency {
        self.currency
    }

    /// Days a return needs no manager.
    pub fn return_days(&self) -> u32 {
        self.return_days
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

impl Sales {
    /// How `actor`'s sale is written.
    fn written(&self, actor: &Actor) -> Written {
        Written {
            prefix: self.prefix.clone(),
            currency: self.currency.code().to_string(),
            by: actor.who.clone(),
        }
    }
}

/// The sale the form with `token` made before, if it made one.
fn made_before(tx: &Tx<'_>, token: &str) -> crate::platform::sql::DbResult<Option<Sold>> {
    Ok(store::by_token(tx, token)?.map(|invoice| Sold {
        invoice,
        again: true,
    }))
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
    let c = asked.customer.as_ref();
    let (customer, customer_name, customer_vat) = (
        c.map(|c| c.id.clone()),
        c.map(|c| c.name.clone()),
        c.and_then(|c| c.vat.clone()),
    );
    let id = store::write_head(
        tx,
        &store::NewInvoice {
            number: &number,
            series,
            seq,
            token,
            customer: &customer,
            customer_name: &customer_name,
            customer_vat: &customer_vat,
            quote: &asked.quote,
            order: &asked.order,
            currency: &w.currency,
            net: m.net,
            tax: m.tax,
            total: m.total,
            rate: m.rate,
            includes_tax: m.includes_tax,
            sales_tax: m.sales_tax,
            tendered: settled.tendered,
            change: settled.change,
            by: &w.by,
            at: &asked.at,
        },
    )?;
    for (pos, line) in asked.lines.iter().enumerate() {
        if !line.takes_stock {
            store::write_line(tx, id, pos as i64, line, Minor(0))?;
            continue;
        }
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
        customer,
        customer_name,
        customer_vat,
        quote: asked.quote.clone(),
        order: asked.order.clone(),
        currency: w.currency.clone(),
        money: m,
        tendered: settled.tendered,
        change: settled.change,
        by: w.by.clone(),
        at: asked.at.clone(),
    })
}

/// The parts (by SKU, lines of one part added up) with fewer free on the
/// shelf than `lines` take: the shelf read in one statement a few hundred
/// parts at a time.
fn short_on_shelf(tx: &Tx<'_>, lines: &[SaleLine]) -> crate::platform::sql::DbResult<Vec<String>> {
    let mut wanted: Vec<(&str, i64)> = Vec::new();
    for l in lines.iter().filter(|l| l.takes_stock) {
        match wanted.iter_mut().find(|(s, _)| *s == l.sku) {
            Some((_, q)) => *q += l.qty,
            None => wanted.push((&l.sku, l.qty)),
        }
    }
    let skus: Vec<String> = wanted.iter().map(|(s, _)| s.to_string()).collect();
    // One line a SKU, in the order asked.
    let lines = shelf::lines(tx, &skus)?;
    Ok(wanted
        .into_iter()
        .zip(lines)
        .filter(|((_, qty), line)| line.available() < *qty)
        .map(|((sku, _), _)| sku.to_string())
        .collect())
}
