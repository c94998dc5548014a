//! Parts taken back from an invoice (`model::sale::returns` has the
//! rules): one transaction under the sales' lock and the shelf's, so two
//! people taking back the same line at once cannot both take its last
//! unit. The credit note's number is taken from its own year's gap-free
//! series (`CN2026-000007`); each line refunds its share of the invoice
//! line; a unit back on the shelf is a `returned` movement at the cost it
//! left with (so the average cost is as if it never left); a damaged one
//! is recorded on the credit note only. The form's token makes a second
//! submit find the first credit note. Past the shop's days for returns
//! (`RETURN_DAYS`) a manager approves: being one, or typing their name,
//! password and code on the form (`staff::approval`).

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
            returns::{
                credit_note_number, take_back, within_days, Asked, Back, Reason, ReturnProblem,
                Sold,
            },
            Method,
        },
        stock::Kind,
    },
    platform::sql::{DbResult, Lock, Tx},
    stock::{store as shelf, NewMovement},
};

use super::{
    credit_store::{self, CreditHead, CreditRecord, NewCredit},
    store, Sales,
};

/// Why a return was not made (nothing was written).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReturnRefused {
    Problem(ReturnProblem),
    NoSuchInvoice,
    NotAllowed,
    Unsaved,
}

impl From<ReturnProblem> for ReturnRefused {
    fn from(p: ReturnProblem) -> Self {
        ReturnRefused::Problem(p)
    }
}

/// A return to make.
pub struct ReturnAsked {
    pub invoice: i64,
    /// The return form's own token.
    pub token: String,
    pub lines: Vec<Asked>,
    pub reason: Reason,
    pub note: String,
    /// How the refund is paid.
    pub method: Method,
    /// The manager who approved it here (`staff::approval::approver`).
    pub manager: Option<String>,
    /// UTC, "YYYY-MM-DD HH:MM:SS".
    pub at: String,
    /// The shop's day now, "YYYY-MM-DD".
    pub today: String,
}

/// A return made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Returned {
    pub credit: CreditHead,
    /// The form had made this credit note already.
    pub again: bool,
}

fn unsaved(e: crate::platform::sql::DbError) -> ReturnRefused {
    tracing::error!(error = %e, "sales: a return could not be written or read");
    ReturnRefused::Unsaved
}

/// Who takes back and how the credit note is numbered.
struct Taking {
    prefix: String,
    days: u32,
    by: Option<String>,
}

impl Sales {
    /// Takes back `asked` as `actor` (staff or above). One transaction;
    /// an entry in the audit log.
    pub async fn take_back(
        &self,
        actor: &Actor,
        audit: &AuditLog,
        asked: ReturnAsked,
    ) -> Result<Returned, ReturnRefused> {
        if !actor.may(Role::Staff) {
            return Err(ReturnRefused::NotAllowed);
        }
        if asked.token.trim().is_empty() || asked.token.chars().count() > 64 {
            return Err(ReturnProblem::StaleForm.into());
        }
        let taking = Taking {
            prefix: self.prefix.clone(),
            days: self.return_days,
            by: actor.who.clone(),
        };
        let manager = asked.manager.clone();
        let made = self
            .db
            .write_locked(Lock::Sales, move |tx| {
                if let Some(made) = returned_before(tx, asked.token.trim())? {
                    return Ok(Ok(made));
                }
                tx.also_lock(&Lock::Stock)?;
                write_return(tx, &taking, &asked)
            })
            .await
            .map_err(unsaved)??;
        if !made.again {
            let c = &made.credit;
            let mut said = format!(
                "{} {} {}, {}",
                c.currency,
                c.total.plain(),
                c.method.code(),
                c.reason.code()
            );
            if let Some(m) = &manager {
                said.push_str(&format!(", approved by {m}"));
            }
            audit.record(
                actor.stamp(
                    Event::new(Action::SaleReturned)
                        .on(c.number.clone())
                        .with(said),
                ),
            );
        }
        Ok(made)
    }

    /// One credit note, whole.
    pub async fn credit_note(&self, id: i64) -> Result<Option<CreditRecord>, ReturnRefused> {
        self.db
            .read(move |tx| credit_store::credit(tx, id))
            .await
            .map_err(unsaved)
    }

    /// The credit notes of an invoice, oldest first.
    pub async fn credit_notes_of(&self, invoice: i64) -> Result<Vec<CreditHead>, ReturnRefused> {
        self.db
            .read(move |tx| credit_store::of_invoice(tx, invoice))
            .await
            .map_err(unsaved)
    }

    /// Each line of an invoice as a return sees it (what came back before).
    pub async fn returnable(&self, invoice: i64) -> Result<Option<Vec<Sold>>, ReturnRefused> {
        self.db
            .read(move |tx| Ok(with_returns(tx, invoice)?.as_ref().map(sold_lines)))
            .await
            .map_err(unsaved)
    }
}

/// The credit note the form with `token` made before, if it made one.
pub(super) fn returned_before(tx: &Tx<'_>, token: &str) -> DbResult<Option<Returned>> {
    Ok(credit_store::by_token(tx, token)?.map(|credit| Returned {
        credit,
        again: true,
    }))
}

/// An invoice with what came back of each line (`None`: no invoice).
pub(super) fn with_returns(tx: &Tx<'_>, invoice: i64) -> DbResult<Option<store::InvoiceRecord>> {
    let Some(mut record) = store::invoice(tx, invoice)? else {
        return Ok(None);
    };
    record.returned = credit_store::returned_by_line(tx, invoice)?;
    Ok(Some(record))
}

/// Each line of `record` as a return sees it.
fn sold_lines(record: &store::InvoiceRecord) -> Vec<Sold> {
    record
        .lines
        .iter()
        .enumerate()
        .map(|(pos, (line, cost))| Sold {
            returned: record.returned_of(pos),
            line: line.clone(),
            cost: *cost,
        })
        .collect()
}

/// The credit note, its lines and the parts back on the shelf, inside
/// the return's transaction; a refusal writes nothing.
fn write_return(
    tx: &Tx<'_>,
    t: &Taking,
    asked: &ReturnAsked,
) -> DbResult<Result<Returned, ReturnRefused>> {
    let Some(invoice) = with_returns(tx, asked.invoice)? else {
        return Ok(Err(ReturnRefused::NoSuchInvoice));
    };
    let back = match take_back(&sold_lines(&invoice), &asked.lines) {
        Ok(b) => b,
        Err(p) => return Ok(Err(p.into())),
    };
    if !within_days(&invoice.head.at, &asked.today, t.days) && asked.manager.is_none() {
        return Ok(Err(ReturnProblem::NeedsManager.into()));
    }
    let year = asked.at.get(..4).unwrap_or("0000");
    let series = ["CN", year].concat();
    let seq = store::take_number(tx, &series)?;
    let number = credit_note_number(&t.prefix, year.parse().unwrap_or(0), seq);
    let total = back.iter().fold(Minor(0), |s, b| s.plus(b.total));
    let net = back.iter().fold(Minor(0), |s, b| s.plus(b.net));
    // Each invoice line's total holds its share of the tax (added or
    // included alike): what is refunded less its net is the tax.
    let tax = total.minus(net);
    let id = credit_store::write_head(
        tx,
        &NewCredit {
            number: &number,
            series: &series,
            seq,
            token: asked.token.trim(),
            invoice: Some(asked.invoice),
            currency: &invoice.head.currency,
            net,
            tax,
            total,
            method: asked.method,
            reason: asked.reason,
            note: &asked.note,
            approved_by: &asked.manager,
            by: &t.by,
            at: &asked.at,
        },
    )?;
    for (pos, b) in back.iter().enumerate() {
        credit_store::write_line(tx, id, pos as i64, b)?;
        if b.restock {
            restock(tx, b, &number, t, &asked.at)?;
        }
    }
    Ok(credit_store::by_token(tx, asked.token.trim())?
        .map(|credit| Returned {
            credit,
            again: false,
        })
        .ok_or(ReturnRefused::Unsaved))
}

/// A line's units back on the shelf at the cost they left with.
fn restock(tx: &Tx<'_>, b: &Back, number: &str, t: &Taking, at: &str) -> DbResult<()> {
    shelf::write_movement(
        tx,
        &NewMovement {
            sku: b.sku.clone(),
            kind: Kind::Returned,
            qty: b.qty,
            cost: Some(b.cost),
            assumed: false,
            fallback_cost: None,
            reference: number.to_string(),
            reason: None,
            note: String::new(),
            by: t.by.clone(),
            at: at.to_string(),
        },
    )?;
    Ok(())
}
