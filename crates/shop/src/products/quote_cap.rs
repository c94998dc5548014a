//! The shop's discount cap held after a change to a quote: every change
//! that can lower what a discount is taken from (a quantity, a line
//! removed, a line's own discount under the quote's, a new price, the
//! customer or their tier) is followed by `hold_cap`, which prices the
//! quote as it now is, runs the rule (`model::quote::cap::hold_cap`),
//! writes what it changed and audits each. Adding to a quote only raises
//! what discounts are taken from, so an add needs no check (the rule's
//! property test holds adds to that).
//!
//! Who changed it decides: a signed-in manager or owner approves a
//! discount's new share (they may give it); anyone else's change brings
//! it back to the cap, or to what a manager approved for it.

use crate::{
    access::{audit::Event, Access, Actor},
    model::{
        audit::Action,
        pricing::rate_text,
        quote::{
            cap::{hold_cap, CapChange, CapLine, CapQuote, ChangedBy, DiscountOn, Held, Kept},
            discount::Discount,
            Note,
        },
        role::Role,
        AppError,
    },
    quotes::Owner,
};

use super::{quotes::Stock, PricedQuotes};

/// Who changed a quote, as the cap's rule sees them: a signed-in manager
/// or owner approves a discount's new share (they may give it); anyone
/// else's change brings it back to the cap.
fn changed_by(actor: &Actor) -> ChangedBy {
    if actor.is_at_least(Role::Manager) {
        ChangedBy::Manager
    } else {
        ChangedBy::Staff
    }
}

/// What holding the cap came to: whether a discount was brought back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CapHeld {
    pub capped: bool,
}

impl CapHeld {
    /// The note a change's answer shows: the change's own, or that a
    /// discount was brought back within the cap.
    pub fn note(self, done: Note) -> Note {
        if self.capped {
            Note::DiscountCapped
        } else {
            done
        }
    }
}

/// A discount as an entry names it: "12.5%" or "16.34".
pub(super) fn given(d: Option<Discount>) -> String {
    match d {
        Some(Discount::Percent(r)) => format!("{}%", rate_text(r)),
        Some(Discount::Amount(a)) => a.plain(),
        None => "none".into(),
    }
}

impl PricedQuotes {
    /// Checks every discount of list `id` (of `owner`) against what it is
    /// now taken from, after a change by `actor`, and writes and audits
    /// what the rule changed. A list that is gone changes nothing.
    pub async fn hold_cap(
        &self,
        owner: &Owner,
        id: &str,
        actor: &Actor,
        access: &Access,
    ) -> Result<CapHeld, AppError> {
        let Some(saved) = self.quotes.get(owner.as_str(), id).await? else {
            return Ok(CapHeld::default());
        };
        let approved: Vec<_> = saved.lines.iter().map(|l| l.approved).collect();
        let quote_approved = saved.discount.and_then(|d| d.approved);
        let view = self.priced(saved, Stock::Left).await;
        let Some(totals) = &view.shop else {
            return Ok(CapHeld::default());
        };
        let lines = view
            .lines
            .iter()
            .zip(&totals.lines)
            .zip(approved)
            .map(|((line, money), approved)| CapLine {
                sku: line.sku.clone(),
                value: money.unit.map(|_| money.value),
                kept: Kept {
                    discount: line.discount,
                    approved,
                },
            })
            .collect();
        let quote = CapQuote {
            lines,
            // An amount given in another currency takes nothing off (the
            // view leaves it out), so there is nothing of it to hold.
            discount: Kept {
                discount: view.discount,
                approved: quote_approved.filter(|_| view.discount.is_some()),
            },
        };
        let changes = hold_cap(&quote, totals.max_discount, changed_by(actor));
        if changes.is_empty() {
            return Ok(CapHeld::default());
        }
        let written = self.quotes.hold(owner, id, changes).await?;
        for c in &written {
            access.audit_as(actor, entry(id, c));
        }
        Ok(CapHeld {
            capped: written.iter().any(|c| c.held == Held::Capped),
        })
    }
}

/// The audit entry of one discount the rule changed.
fn entry(id: &str, c: &CapChange) -> Event {
    let on = match &c.on {
        DiscountOn::Line(sku) => format!("quote {id} line {sku}"),
        DiscountOn::Quote => format!("quote {id}"),
    };
    let (action, what) = match c.held {
        Held::Capped => (
            Action::DiscountCapped,
            format!(
                "{} brought back to {} by a change to the quote",
                given(c.was.discount),
                given(c.now.discount)
            ),
        ),
        Held::Approved => (
            Action::DiscountApproved,
            format!(
                "{}, now {}% of what it is taken from, approved by a change to the quote",
                given(c.now.discount),
                c.now.approved.map(rate_text).unwrap_or_default()
            ),
        ),
    };
    Event::new(action).on(on).with(what)
}
