//! Parts taken back without their invoice (`model::sale::loose` has the
//! rules): always approved by a manager (being one, or their name,
//! password and code on the form), one transaction under the sales' lock
//! and the shelf's. The credit note takes its number from the same
//! gap-free series as every credit note, refers to no invoice, refunds
//! what was typed with the tax in it at the shop's rate today; a unit
//! back on the shelf is a `returned` movement at the part's average cost
//! (nothing says what it left at), a damaged one is recorded only. The
//! form's token makes a second submit find the first credit note.

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
            loose::{loose_credit, LooseLine},
            returns::{credit_note_number, Reason, ReturnProblem},
            Method,
        },
        stock::Kind,
    },
    platform::sql::{DbResult, Lock, Tx},
    pricing::tax::tax_in,
    stock::{store as shelf, NewMovement},
};

use super::{
    collect::CollectTax,
    credit_store::{self, NewCredit},
    returns::{ReturnRefused, Returned},
    store, Sales,
};

/// A return without an invoice to make.
pub struct LooseAsked {
    pub token: String,
    pub lines: Vec<LooseLine>,
    pub reason: Reason,
    pub note: String,
    pub method: Method,
    /// The manager who approved it on the form (`staff::approval`).
    pub manager: Option<String>,
    pub tax: CollectTax,
    /// Each line's part's name, as the catalogue has it (empty: unknown).
    pub names: Vec<String>,
    /// UTC, "YYYY-MM-DD HH:MM:SS".
    pub at: String,
}

/// Who takes back, who approved, and how the credit note is numbered.
struct Taking {
    prefix: String,
    currency: String,
    by: Option<String>,
    approved: Option<String>,
}

impl Sales {
    /// Takes back `asked` without an invoice as `actor`: a manager, or
    /// staff with a manager's approval. One transaction; an entry in the
    /// audit log.
    pub async fn take_back_loose(
        &self,
        actor: &Actor,
        audit: &AuditLog,
        asked: LooseAsked,
    ) -> Result<Returned, ReturnRefused> {
        if !actor.may(Role::Staff) {
            return Err(ReturnRefused::NotAllowed);
        }
        let token: String = asked.token.trim().to_string();
        if token.is_empty() || token.chars().count() > 64 {
            return Err(ReturnProblem::StaleForm.into());
        }
        let approved = match (&asked.manager, actor.may(Role::Manager)) {
            (Some(m), _) => Some(m.clone()),
            (None, true) => actor.who.clone(),
            (None, false) => return Err(ReturnProblem::NeedsManager.into()),
        };
        let taking = Taking {
            prefix: self.prefix.clone(),
            currency: self.currency.code().to_string(),
            by: actor.who.clone(),
            approved: approved.clone(),
        };
        let made = self
            .db
            .write_locked(Lock::Sales, move |tx| {
                if let Some(made) = super::returns::returned_before(tx, &token)? {
                    return Ok(Ok(made));
                }
                tx.also_lock(&Lock::Stock)?;
                write_loose(tx, &taking, &token, &asked)
            })
            .await
            .map_err(|e| {
                tracing::error!(error = %e, "sales: a return without an invoice was not written");
                ReturnRefused::Unsaved
            })??;
        if !made.again {
            let c = &made.credit;
            let said = format!(
                "{} {} {}, {}, no invoice, approved by {}",
                c.currency,
                c.total.plain(),
                c.method.code(),
                c.reason.code(),
                approved.as_deref().unwrap_or("—")
            );
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
}

/// The credit note, its lines and the parts back on the shelf.
fn write_loose(
    tx: &Tx<'_>,
    t: &Taking,
    token: &str,
    asked: &LooseAsked,
) -> DbResult<Result<Returned, ReturnRefused>> {
    let year = asked.at.get(..4).unwrap_or("0000");
    let series = ["CN", year].concat();
    let seq = store::take_number(tx, &series)?;
    let number = credit_note_number(&t.prefix, year.parse().unwrap_or(0), seq);
    // What each part costs the shop today: a unit back comes back at it.
    let skus: Vec<String> = asked.lines.iter().map(|l| l.sku.clone()).collect();
    let mut costs = Vec::with_capacity(skus.len());
    for sku in &skus {
        let average = shelf::part(tx, sku)?.map_or(Minor(0), |p| p.held.average);
        costs.push(average);
    }
    let (rate, rounding) = (asked.tax.terms.rate, asked.tax.rounding);
    let credit = loose_credit(&asked.lines, &asked.names, &costs, |total| {
        tax_in(total, rate, rounding)
    });
    let id = credit_store::write_head(
        tx,
        &NewCredit {
            number: &number,
            series: &series,
            seq,
            token,
            invoice: None,
            currency: &t.currency,
            net: credit.net,
            tax: credit.tax,
            total: credit.total,
            method: asked.method,
            reason: asked.reason,
            note: &asked.note,
            approved_by: &t.approved,
            by: &t.by,
            at: &asked.at,
        },
    )?;
    for (pos, b) in credit.backs.iter().enumerate() {
        credit_store::write_line(tx, id, pos as i64, b)?;
        if b.restock {
            shelf::write_movement(
                tx,
                &NewMovement {
                    sku: b.sku.clone(),
                    kind: Kind::Returned,
                    qty: b.qty,
                    cost: Some(b.cost),
                    assumed: b.cost.0 == 0,
                    fallback_cost: None,
                    reference: number.clone(),
                    reason: None,
                    note: String::new(),
                    by: t.by.clone(),
                    at: asked.at.clone(),
                },
            )?;
        }
    }
    Ok(credit_store::by_token(tx, token)?
        .map(|credit| Returned {
            credit,
            again: false,
        })
        .ok_or(ReturnRefused::Unsaved))
}
