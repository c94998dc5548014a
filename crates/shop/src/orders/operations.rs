//! The orders' operations as a person does them: an order made (its
//! deposit taken) and a line moved on (an arrival emailing the customer
//! where the order says so, a cancellation giving back its refund). Each
//! takes the `Actor` and records its own audit entry as them, so every
//! door that makes or moves an order writes the same entry.

use crate::{
    access::{
        audit::{AuditLog, Event},
        Actor,
    },
    model::{
        audit::Action,
        order::{Step, When},
    },
};

use super::{
    emailing::{Emailed, Mailing},
    store::OrderRow,
    NewOrder, Orders, Refused,
};

/// A line of an order moved on by a person.
pub struct LineMove<'a> {
    pub id: &'a str,
    pub pos: usize,
    pub step: Step,
    pub when: When,
}

impl Orders {
    /// Makes `new` as `actor`: the order with its deposit, and its entry
    /// in the audit log.
    pub async fn make(
        &self,
        actor: &Actor,
        audit: &AuditLog,
        new: NewOrder,
    ) -> Result<OrderRow, Refused> {
        let order = self.create(new).await?;
        let said = format!(
            "deposit {} {} ({})",
            order.deposit.plain(),
            order.currency.code(),
            order.deposit_method.code()
        );
        let e = Event::new(Action::OrderMade)
            .on(order.id.clone())
            .with(said);
        audit.record(actor.stamp(e));
        Ok(order)
    }

    /// Moves a line on as `actor`; an arrival emails the customer where
    /// the order says so (what came of it is answered), and a cancelled
    /// line's refund and fee go in the audit log.
    pub async fn move_line(
        &self,
        actor: &Actor,
        audit: &AuditLog,
        asked: LineMove<'_>,
        mailing: &Mailing<'_>,
    ) -> Result<(OrderRow, Option<Emailed>), Refused> {
        let LineMove {
            id,
            pos,
            step,
            when,
        } = asked;
        let cancelled = matches!(step, Step::Cancelled { .. });
        let (order, emailed) = self.step_and_email(id, pos, step, when, mailing).await?;
        if let (true, Some(l)) = (cancelled, order.lines.get(pos)) {
            let said = format!(
                "{}: refund {} {}, fee {}",
                l.sku,
                l.refund.unwrap_or_default().plain(),
                order.currency.code(),
                l.fee.unwrap_or_default().plain()
            );
            let e = Event::new(Action::OrderCancelled)
                .on(id.to_string())
                .with(said);
            audit.record(actor.stamp(e));
        }
        Ok((order, emailed))
    }
}
