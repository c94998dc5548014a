//! Giving a discount on a quote: on one line or on the whole quote, as a
//! share or an amount, checked against what it is taken from and the
//! shop's cap. Above the cap it needs a manager: the person giving it, or
//! one whose name, password and code are typed on the form
//! (`staff::approval`). The share approved is kept with the discount, so
//! a later change cannot make it more (`model::quote::cap`); afterwards
//! the cap is held on the whole quote again, since a line's discount
//! lowers what the quote's is taken from. Every approval and refusal
//! above the cap is in the audit log, as the person who asked.

use crate::{
    access::{audit::Event, Access, Actor},
    model::{
        audit::Action,
        outcome::Outcome,
        quote::{
            cap::approval_for,
            discount::{Discount, DiscountRefused},
            Note,
        },
        role::Role,
    },
    quotes::{Owner, QuoteDiscount},
    staff::approval::{approver, Credentials},
};

use super::{quote_cap::given, PricedQuotes};

/// A discount asked for on list `id` of `owner`.
#[derive(Debug, Clone)]
pub struct DiscountAsked<'a> {
    pub owner: &'a Owner,
    pub id: &'a str,
    /// The line it is on; `None`: the whole quote.
    pub sku: Option<&'a str>,
    /// `None` takes the discount off.
    pub discount: Option<Discount>,
    /// A manager's name, password and code, typed to approve it.
    pub approver: Option<Credentials>,
}

/// What a refusal of the typed discount says.
pub fn refused_note(r: DiscountRefused) -> Note {
    match r {
        DiscountRefused::Text => Note::DiscountText,
        DiscountRefused::Negative => Note::DiscountNegative,
        DiscountRefused::TooMuch => Note::DiscountTooMuch,
        DiscountRefused::AboveCap => Note::DiscountAboveCap,
    }
}

impl PricedQuotes {
    /// Gives (or takes off) the discount `asked` as `actor`: checked
    /// against today's figures, approved above the cap or refused, saved,
    /// and the cap held on the quote after it. The note says which.
    pub async fn give_discount(
        &self,
        access: &Access,
        actor: &Actor,
        asked: DiscountAsked<'_>,
    ) -> Note {
        let DiscountAsked { owner, id, sku, .. } = asked;
        let view = match self.money_view(owner, id).await {
            Ok(Some(v)) => v,
            Ok(None) => return Note::NoSuchList,
            Err(_) => return Note::Busy,
        };
        let Some(totals) = view.shop else {
            return Note::Busy;
        };
        let cap = totals.max_discount;
        let taken_from = match sku {
            Some(sku) => match totals.lines.iter().find(|l| l.sku == sku) {
                None => return Note::NoSuchLine,
                Some(l) if l.unit.is_none() => return Note::DiscountNoPrice,
                Some(l) => l.value,
            },
            None => totals.before_discounts.minus(totals.line_discounts),
        };
        // The share a manager approved, kept with the discount so a later
        // change may not make it more than that.
        let mut approved = None;
        if let Some(d) = asked.discount {
            match d.check(taken_from, cap) {
                Ok(()) => {}
                Err(DiscountRefused::AboveCap) => {
                    let on = match sku {
                        Some(sku) => format!("quote {id} line {sku}"),
                        None => format!("quote {id}"),
                    };
                    let typed = asked.approver.as_ref();
                    let Some(by) = approver(access, actor, typed, Role::Manager).await else {
                        // Refused, and recorded as a role's refusal is.
                        let e = Event::new(Action::Refused).on(on).with(format!(
                            "discount {} above the cap, needs manager",
                            given(Some(d))
                        ));
                        access.audit_as(actor, e);
                        return if typed.is_some() {
                            Note::DiscountApprovalRefused
                        } else {
                            Note::DiscountAboveCap
                        };
                    };
                    tracing::info!(
                        by = by.as_str(),
                        quote = id,
                        line = sku,
                        "a discount above the shop's cap was approved"
                    );
                    let e = Event::new(Action::DiscountApproved)
                        .on(on)
                        .with(format!("{}, approved by {by}", given(Some(d))));
                    access.audit_as(actor, e);
                    approved = approval_for(d, taken_from, cap);
                }
                Err(why) => return refused_note(why),
            }
        }
        let done = match sku {
            Some(sku) => {
                self.quotes
                    .set_line_discount(owner, id, sku, asked.discount, approved)
                    .await
            }
            None => {
                let kept = asked.discount.map(|discount| QuoteDiscount {
                    discount,
                    currency: Some(totals.currency),
                    approved,
                });
                self.quotes.set_quote_discount(owner, id, kept).await
            }
        };
        let note = match done {
            Ok(Outcome::Done(n) | Outcome::Refused(n)) => n,
            Err(_) => Note::Busy,
        };
        if note.is_problem() {
            return note;
        }
        // A line's discount lowers what the quote's is taken from.
        match self.hold_cap(owner, id, actor, access).await {
            Ok(held) => held.note(note),
            Err(e) => {
                tracing::warn!(quote = id, error = %e, "the discount cap could not be checked");
                note
            }
        }
    }
}
