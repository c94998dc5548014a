//! A special order's arrived lines collected as a sale (`model::sale::
//! collect` has the money, and how each country's tax treats the
//! deposit): one transaction holding the sales' lock, the orders' and the
//! shelf's (always in that order), which checks each chosen line still
//! waits to be collected, takes the invoice's number, writes the invoice
//! with its lines at what the order made of them, the deposit's share of
//! those lines as paid before and the payments taken now, a `sold`
//! movement per part (it leaves the shelf and is no longer held for the
//! customer), moves the lines to collected and notes it in the
//! customer's history. The form's token makes a second submit find the
//! invoice the first made.

use crate::{
    access::{
        audit::{AuditLog, Event},
        Actor,
    },
    customers::{note_in_history, Made},
    model::{
        audit::Action,
        order::{apply_step, deposit_shares, LineState, PayMethod, Refund, Step, When},
        quote::money::Minor,
        role::Role,
        sale::{
            collect::{
                chosen_places, collection, CollectDraft, CollectDraftLine, CollectLine, Collection,
                TaxTerms,
            },
            settle,
            view::InvoiceLink,
            Method, PaidBefore, Payment, SaleProblem,
        },
    },
    orders::{store as orders_store, store::OrderRow, Orders},
    platform::sql::{DbResult, Lock, Tx},
    pricing::{
        tax::{tax_in, TaxRounding},
        ShopTerms,
    },
};

use super::{
    store, unsaved, write_sale, SaleAsked, SaleCustomer, SaleDay, SaleRefused, Sales, Sold, Written,
};

/// How the customer pays what is left: all of it by one method, or the
/// amounts as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Paying {
    All(Method),
    Split(Vec<Payment>),
}

/// The shop's tax as a collection is invoiced: the rate in force today
/// and how its region rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CollectTax {
    pub terms: TaxTerms,
    pub rounding: TaxRounding,
}

impl CollectTax {
    /// The shop's tax now.
    pub fn of(terms: &ShopTerms) -> CollectTax {
        CollectTax {
            terms: TaxTerms {
                rate: terms.rate,
                includes_tax: terms.region.prices_include_tax,
                sales_tax: terms.region.name == crate::model::pricing::TaxKind::SalesTax,
            },
            rounding: terms.region.rounding,
        }
    }

    /// What `lines` come to.
    pub fn collection(&self, lines: &[CollectLine]) -> Collection {
        let (rate, rounding) = (self.terms.rate, self.rounding);
        collection(lines, self.terms, |total| tax_in(total, rate, rounding))
    }
}

/// A collection to make.
pub struct CollectAsked {
    pub order: String,
    /// The lines' places in the order.
    pub lines: Vec<usize>,
    pub token: String,
    pub paying: Paying,
    pub customer: Option<SaleCustomer>,
    pub tax: CollectTax,
    /// UTC, "YYYY-MM-DD HH:MM:SS".
    pub at: String,
    pub today: String,
    pub day: Option<SaleDay>,
}

/// Each waiting line of `order` at `places` as a collection sells it;
/// `None`: one is not waiting.
pub fn lines_of(order: &OrderRow, places: &[usize]) -> Option<Vec<CollectLine>> {
    let shares = deposit_shares(&order.lines, order.deposit);
    places
        .iter()
        .map(|&pos| {
            let l = order.lines.get(pos)?;
            (l.at() == LineState::Arrived).then(|| CollectLine {
                pos,
                sku: l.sku.clone(),
                name: l.name.clone().unwrap_or_default(),
                qty: l.qty,
                unit: l.unit,
                value: l.value(),
                share: shares[pos],
            })
        })
        .collect()
}

/// The method a deposit was taken by, as a sale's payment.
pub fn method_of(m: PayMethod) -> Method {
    match m {
        PayMethod::Cash => Method::Cash,
        PayMethod::Card => Method::Card,
        PayMethod::Other => Method::Other,
    }
}

impl Sales {
    /// Collects `asked` as `actor` (staff or above): the invoice of the
    /// chosen lines, the deposit's share as paid before, the payments
    /// meeting the rest exactly; the lines collected. One transaction; an
    /// entry in the audit log.
    pub async fn collect(
        &self,
        actor: &Actor,
        audit: &AuditLog,
        orders: &Orders,
        asked: CollectAsked,
    ) -> Result<Sold, SaleRefused> {
        if !actor.may(Role::Staff) {
            return Err(SaleRefused::NotAllowed);
        }
        if asked.lines.is_empty() {
            return Err(SaleProblem::NoLines.into());
        }
        let token = super::cut_token(&asked.token)?;
        let written = self.written(actor);
        let order = asked.order.clone();
        let sold = self
            .db
            .write_locked(Lock::Sales, move |tx| {
                if let Some(made) = super::made_before(tx, &token)? {
                    return Ok(Ok(made));
                }
                tx.also_lock(&Lock::Orders)?;
                tx.also_lock(&Lock::Stock)?;
                collect_in(tx, &written, &token, asked)
            })
            .await
            .map_err(unsaved)??;
        orders.lines_moved();
        if !sold.again {
            let i = &sold.invoice;
            let said = format!(
                "{} {}, order {order} collected",
                self.currency.code(),
                i.total().plain()
            );
            audit.record(actor.stamp(Event::new(Action::SaleMade).on(i.number.clone()).with(said)));
        }
        Ok(sold)
    }
}

/// The collection inside its transaction: checked, then written.
fn collect_in(
    tx: &Tx<'_>,
    written: &Written,
    token: &str,
    mut asked: CollectAsked,
) -> DbResult<Result<Sold, SaleRefused>> {
    let Some(order) = orders_store::get(tx, &asked.order)? else {
        return Ok(Err(SaleProblem::NotWaiting.into()));
    };
    let Some(lines) = lines_of(&order, &asked.lines) else {
        return Ok(Err(SaleProblem::NotWaiting.into()));
    };
    let c = asked.tax.collection(&lines);
    let payments = match &asked.paying {
        Paying::All(_) if c.due.0 == 0 => Vec::new(),
        Paying::All(m) => vec![Payment {
            method: *m,
            amount: c.due,
        }],
        Paying::Split(p) => p.clone(),
    };
    let settled = match settle(c.due, &payments) {
        Ok(s) => s,
        Err(p) => return Ok(Err(p.into())),
    };
    if let Some(d) = &asked.day {
        if super::day::closing(tx, &d.day)?.is_some() {
            asked.at = d.next_start.clone();
        }
    }
    let when = When {
        now: asked.at.clone(),
        today: asked.today.clone(),
        by: written.by.clone(),
    };
    let kept = Refund {
        refund: Minor(0),
        fee: Minor(0),
    };
    let mut moved = Vec::with_capacity(lines.len());
    for line in &lines {
        match apply_step(&order.lines[line.pos], &Step::Collected, &when, kept) {
            Ok(l) => moved.push((line.pos, l)),
            Err(_) => return Ok(Err(SaleProblem::NotWaiting.into())),
        }
    }
    let sale = SaleAsked {
        token: token.to_string(),
        lines: c.lines,
        money: c.money,
        payments: Vec::new(),
        customer: asked.customer.clone(),
        quote: order.quote_id.clone(),
        order: Some(order.id.clone()),
        at: asked.at.clone(),
        anyway: true,
        day: None,
    };
    let series = asked.at.get(..4).unwrap_or("0000").to_string();
    let invoice = write_sale(tx, written, &series, token, &sale, &settled)?;
    if c.deposit.0 > 0 {
        let before = PaidBefore {
            method: method_of(order.deposit_method),
            amount: c.deposit,
            at: order.created.clone(),
            reference: order.id.clone(),
        };
        store::write_paid_before(tx, invoice.id, settled.payments.len() as i64, &before)?;
    }
    for (pos, line) in &moved {
        orders_store::put_line(tx, &order.id, *pos, line, &when.now, when.by.as_deref())?;
    }
    if !order.customer_id.is_empty() {
        let skus: Vec<&str> = lines.iter().map(|l| l.sku.as_str()).collect();
        let said = format!(
            "Order {}: {} collected, invoice {}",
            order.id,
            skus.join(", "),
            invoice.number
        );
        let made = Made {
            by: when.by.as_deref(),
            at: &when.now,
        };
        note_in_history(tx, &order.customer_id, made, &said)?;
    }
    Ok(Ok(Sold {
        invoice,
        again: false,
    }))
}

/// What the collection page shows besides the order: its customer's name,
/// the shop's tax now, the invoices of its collections before, the
/// deposit's time in the shop's zone, and the lines asked for.
pub struct CollectFacts<'a> {
    pub customer_name: Option<String>,
    pub tax: CollectTax,
    pub invoiced: Vec<(i64, String)>,
    pub deposit_at: String,
    pub asked: &'a [String],
}

/// The collection page of `order`, with a new form's token: its lines
/// waiting to be collected, those asked for ticked (none asked: all).
pub fn draft(order: &OrderRow, facts: CollectFacts<'_>) -> CollectDraft {
    let waiting: Vec<usize> = (0..order.lines.len())
        .filter(|&p| order.lines[p].at() == LineState::Arrived)
        .collect();
    let chosen = chosen_places(facts.asked, &waiting);
    let all = lines_of(order, &waiting).unwrap_or_default();
    let ticked: Vec<CollectLine> = all
        .iter()
        .filter(|l| chosen.contains(&l.pos))
        .cloned()
        .collect();
    let c = facts.tax.collection(&ticked);
    CollectDraft {
        order_id: order.id.clone(),
        customer_id: order.customer_id.clone(),
        customer_name: facts.customer_name,
        currency: order.currency,
        lines: all
            .into_iter()
            .map(|line| CollectDraftLine {
                place: order.lines[line.pos].place.clone(),
                chosen: chosen.contains(&line.pos),
                line,
            })
            .collect(),
        money: c.money,
        deposit: c.deposit,
        due: c.due,
        deposit_at: facts.deposit_at,
        deposit_method: method_of(order.deposit_method),
        token: super::new_sale_token(),
        invoiced: facts
            .invoiced
            .into_iter()
            .map(|(id, number)| InvoiceLink { id, number })
            .collect(),
    }
}

impl Sales {
    /// The invoices of an order's collections, oldest first.
    pub async fn of_order(&self, order: &str) -> Result<Vec<(i64, String)>, SaleRefused> {
        let order = order.to_string();
        self.db
            .read(move |tx| store::of_order(tx, &order))
            .await
            .map_err(unsaved)
    }
}
