//! The email telling a customer their part arrived, sent once however
//! many ask at the same moment: the line is claimed first, in one
//! transaction under the orders' lock and only where no one told the
//! customer yet (`told_at IS NULL`), and only the request whose claim was
//! kept sends. What came of the send is kept after: sent, the line says
//! emailed; not sent, the line is untold again and says the email failed,
//! so it can be sent again (and again only once).

use super::{mail, store, unsaved, OrderRow, Orders, Refused};
use crate::model::order::{LineEmail, LineState, OrderLine, OrderProblem, When};
use crate::{
    customers::{note_in_history, Customers, Made, QuoteEmailed},
    i18n::Locales,
    platform::sql::{DbResult, Lock, Tx},
};

/// What sending an order's email needs: the customers (their address,
/// language and the shop's mail), the words, and the shop's details.
pub struct Mailing<'a> {
    pub customers: &'a Customers,
    pub locales: &'a Locales,
    pub hours: Option<&'a str>,
    pub shop: Option<&'a str>,
}

/// What came of an email asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Emailed {
    Sent,
    /// The order's customer is no longer in the records.
    NoCustomer,
    /// The customer has no email address.
    NoAddress,
    /// The mail did not go (or the shop has no mail set): kept as failed.
    Failed,
}

/// Marks `line` claimed for its email, told at `when` by whoever acts.
pub(super) fn claim(line: &mut OrderLine, when: &When) {
    line.told_at = Some(when.now.clone());
    line.told_by = when.by.clone();
    line.told_email = true;
    line.email = LineEmail::Sending;
}

impl Orders {
    /// Moves line `pos` on by `step` (`Orders::step`); an arrival on an
    /// order that asked to email is claimed in the same change and its
    /// email sent by this request alone: the order after it, and what came
    /// of the email when one was sent.
    pub async fn step_and_email(
        &self,
        id: &str,
        pos: usize,
        step: crate::model::order::Step,
        when: When,
        mailing: &Mailing<'_>,
    ) -> Result<(OrderRow, Option<Emailed>), Refused> {
        let claim = mailing.customers.mail_on();
        let order = self
            .step_claiming(id, pos, step, when.clone(), claim)
            .await?;
        let claimed = order
            .lines
            .get(pos)
            .is_some_and(|l| l.email == LineEmail::Sending && l.told_at == Some(when.now.clone()));
        if !claimed {
            return Ok((order, None));
        }
        let (order, emailed) = self.send_claimed(order, pos, &when, mailing).await?;
        Ok((order, Some(emailed)))
    }

    /// "Email now": line `pos`, arrived and not yet told (or its last
    /// email failed), is claimed and its email sent by this request alone.
    /// Refused (nothing sent) when the line is not arrived, was told, or
    /// another request has claimed it.
    pub async fn email_now(
        &self,
        id: &str,
        pos: usize,
        when: When,
        mailing: &Mailing<'_>,
    ) -> Result<(OrderRow, Emailed), Refused> {
        let (id_owned, w) = (id.to_string(), when.clone());
        let claimed = self
            .db
            .write_locked(Lock::Orders, move |tx| claim_in(tx, &id_owned, pos, &w))
            .await;
        self.waiting.changed();
        let order = claimed.map_err(unsaved)??;
        self.send_claimed(order, pos, &when, mailing).await
    }

    /// Sends the email of a line this request claimed, then keeps what
    /// came of it.
    async fn send_claimed(
        &self,
        order: OrderRow,
        pos: usize,
        when: &When,
        mailing: &Mailing<'_>,
    ) -> Result<(OrderRow, Emailed), Refused> {
        let emailed = send(&order, pos, mailing).await;
        let (id, w) = (order.id.clone(), when.clone());
        let settled = self
            .db
            .write_locked(Lock::Orders, move |tx| settle_in(tx, &id, pos, &w, emailed))
            .await;
        self.waiting.changed();
        let order = settled.map_err(unsaved)??;
        Ok((order, emailed))
    }
}

/// Claims line `pos` of order `id` for its email: only an arrived line no
/// one told, and only if the conditional change is kept (so a second
/// claim, on either engine, finds it told and is refused).
fn claim_in(tx: &Tx<'_>, id: &str, pos: usize, when: &When) -> DbResult<Result<OrderRow, Refused>> {
    let Some(mut order) = store::get(tx, id)? else {
        return Ok(Err(Refused::NoSuchOrder));
    };
    let Some(line) = order.lines.get_mut(pos) else {
        return Ok(Err(Refused::NoSuchOrder));
    };
    if order.customer_id.is_empty() {
        return Ok(Err(Refused::NoCustomer));
    }
    if line.at() != LineState::Arrived || line.told_at.is_some() {
        return Ok(Err(Refused::Problem(OrderProblem::WrongStep)));
    }
    claim(line, when);
    let kept = tx.execute(
        "UPDATE order_lines SET told_at = ?3, told_by = ?4, told_email = ?5, changed = ?3,
             changed_by = ?4
         WHERE order_id = ?1 AND pos = ?2 AND state = 'arrived' AND told_at IS NULL",
        &[
            &id,
            &(pos as i64),
            &when.now,
            &when.by,
            &store::told_code(line),
        ],
    )?;
    if kept != 1 {
        return Ok(Err(Refused::Problem(OrderProblem::WrongStep)));
    }
    Ok(Ok(order))
}

/// Keeps what came of the email of line `pos` claimed at `when`: sent,
/// the line is told by email (and the customer's history says so); not
/// sent, the line is untold again, its email failed where the mail did
/// not go.
fn settle_in(
    tx: &Tx<'_>,
    id: &str,
    pos: usize,
    when: &When,
    emailed: Emailed,
) -> DbResult<Result<OrderRow, Refused>> {
    let Some(mut order) = store::get(tx, id)? else {
        return Ok(Err(Refused::NoSuchOrder));
    };
    let Some(line) = order.lines.get_mut(pos) else {
        return Ok(Err(Refused::NoSuchOrder));
    };
    // Only this request's claim is settled: the line as it claimed it.
    if line.email != LineEmail::Sending || line.told_at.as_deref() != Some(when.now.as_str()) {
        return Ok(Ok(order));
    }
    if emailed == Emailed::Sent {
        line.email = LineEmail::Idle;
    } else {
        line.told_at = None;
        line.told_by = None;
        line.told_email = false;
        line.email = if emailed == Emailed::Failed {
            LineEmail::Failed
        } else {
            LineEmail::Idle
        };
    }
    let said = format!("Order {id}: emailed that {} arrived", line.sku);
    let line = line.clone();
    tx.execute(
        "UPDATE order_lines SET told_at = ?3, told_by = ?4, told_email = ?5
         WHERE order_id = ?1 AND pos = ?2",
        &[
            &id,
            &(pos as i64),
            &line.told_at,
            &line.told_by,
            &store::told_code(&line),
        ],
    )?;
    if emailed == Emailed::Sent {
        let made = Made {
            by: when.by.as_deref(),
            at: &when.now,
        };
        note_in_history(tx, &order.customer_id, made, &said)?;
    }
    Ok(Ok(order))
}

/// Sends the email that line `pos` of `order` arrived to its customer, in
/// their language (else the shop's).
async fn send(order: &OrderRow, pos: usize, mailing: &Mailing<'_>) -> Emailed {
    let customers = mailing.customers;
    let (Ok(Some(head)), lang) = (
        customers.head(&order.customer_id).await,
        customers.lang(&order.customer_id).await.ok().flatten(),
    ) else {
        return Emailed::NoCustomer;
    };
    let lang = lang.unwrap_or(customers.shop_lang());
    let text = mail::arrived(
        mailing.locales,
        lang,
        mail::Arrived {
            order,
            pos,
            customer: &head.name,
            hours: mailing.hours,
            shop: mailing.shop,
        },
    );
    match customers.email_customer(&order.customer_id, text).await {
        Ok(QuoteEmailed::Sent) => Emailed::Sent,
        Ok(QuoteEmailed::NoAddress) => Emailed::NoAddress,
        Ok(QuoteEmailed::NoMailSettings) | Ok(QuoteEmailed::Failed) | Err(_) => Emailed::Failed,
    }
}
