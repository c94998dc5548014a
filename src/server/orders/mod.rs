//! Special orders (`model::order` has their rules): an order made for a
//! customer with its deposit, read back, and each line moved on, in the
//! shop's records beside the customers (the lists' file, or the shared
//! database). Every change runs in one transaction holding the orders'
//! lock, so two portals never move one line twice, and within limits that
//! refuse with a reason: orders per customer, lines per order, orders
//! open at once.

pub mod schema;
pub mod store;

use crate::model::{
    order::{
        apply_step, deposit_of, deposit_share, refund_of, LineState, OrderLine, OrderProblem,
        PayMethod, Step, When,
    },
    pricing::Rate,
    quote::Minor,
    Currency,
};
use crate::server::platform::sql::{Db, DbError, Lock};
use store::OrderRow;

/// Most orders one customer has.
pub const MOST_PER_CUSTOMER: usize = 200;
/// Most lines one order has.
pub const MOST_LINES: usize = 100;
/// Most orders not yet done with, in all.
pub const MOST_OPEN: usize = 10_000;

/// The shop's order settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OrderTerms {
    /// The deposit taken when none is typed (`ORDER_DEPOSIT_PERCENT`).
    pub deposit: Rate,
    /// Kept of a cancelled line once ordered (`ORDER_RESTOCK_PERCENT`).
    pub restock: Rate,
}

/// Why an order or a change was not made (nothing was).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    Problem(OrderProblem),
    NoSuchOrder,
    /// A limit: which, and its most.
    Limit {
        what: &'static str,
        most: usize,
    },
    /// The store could not keep it.
    Unsaved,
}

impl From<OrderProblem> for Refused {
    fn from(p: OrderProblem) -> Self {
        Refused::Problem(p)
    }
}

/// A new order, as the counter asks for it.
#[derive(Debug, Clone)]
pub struct NewOrder {
    pub id: String,
    pub customer_id: String,
    pub quote_id: Option<String>,
    pub currency: Currency,
    /// At the quote's selling prices.
    pub lines: Vec<OrderLine>,
    /// The deposit as typed (empty: the shop's default share).
    pub deposit: String,
    pub method: PayMethod,
    pub by: Option<String>,
    /// UTC, "YYYY-MM-DD HH:MM:SS".
    pub now: String,
}

/// The special orders.
#[derive(Clone)]
pub struct Orders {
    db: Db,
    terms: OrderTerms,
}

fn unsaved(e: DbError) -> Refused {
    tracing::error!(error = %e, "orders: a change was not kept");
    Refused::Unsaved
}

impl Orders {
    /// The orders beside the lists (`Quotes::connection`): in the lists'
    /// file their tables are added when missing; in Postgres the stores'
    /// migrations made them.
    pub fn open(db: Db, terms: OrderTerms) -> Result<Orders, String> {
        if let Some(made) = db.sqlite_now(|c| schema::migrate(c)) {
            made.map_err(|e| format!("orders' tables: {e}"))?;
        }
        Ok(Orders { db, terms })
    }

    pub fn terms(&self) -> OrderTerms {
        self.terms
    }

    /// Makes an order, or says why not.
    pub async fn create(&self, new: NewOrder) -> Result<OrderRow, Refused> {
        // A new line is to order, whatever else came with it.
        let lines: Vec<OrderLine> = new
            .lines
            .into_iter()
            .filter(|l| l.qty > 0)
            .map(|l| OrderLine {
                sku: l.sku,
                name: l.name,
                qty: l.qty,
                unit: l.unit,
                state: Some(LineState::ToOrder),
                ..OrderLine::default()
            })
            .collect();
        if lines.is_empty() {
            return Err(OrderProblem::NoLines.into());
        }
        if lines.len() > MOST_LINES {
            return Err(Refused::Limit {
                what: "lines",
                most: MOST_LINES,
            });
        }
        let total = lines.iter().fold(Minor(0), |s, l| s.plus(l.value()));
        let deposit = deposit_of(&new.deposit, self.terms.deposit, total)?;
        let row = OrderRow {
            id: new.id,
            customer_id: new.customer_id,
            quote_id: new.quote_id,
            currency: new.currency,
            created: new.now,
            created_by: new.by,
            deposit,
            deposit_method: new.method,
            lines,
        };
        let written = self
            .db
            .write_locked(Lock::Orders, move |tx| {
                let (theirs, open) = store::counts(tx, &row.customer_id)?;
                if theirs >= MOST_PER_CUSTOMER {
                    return Ok(Err(Refused::Limit {
                        what: "orders per customer",
                        most: MOST_PER_CUSTOMER,
                    }));
                }
                if open >= MOST_OPEN {
                    return Ok(Err(Refused::Limit {
                        what: "open orders",
                        most: MOST_OPEN,
                    }));
                }
                store::insert(tx, &row)?;
                Ok(Ok(row))
            })
            .await;
        written.map_err(unsaved)?
    }

    /// An order and its lines; `None`: no such order.
    pub async fn get(&self, id: &str) -> Result<Option<OrderRow>, Refused> {
        let id = id.to_string();
        self.db
            .read(move |tx| store::get(tx, &id))
            .await
            .map_err(unsaved)
    }

    /// Moves line `pos` of order `id` on by `step`: the order after it.
    pub async fn step(
        &self,
        id: &str,
        pos: usize,
        step: Step,
        when: When,
    ) -> Result<OrderRow, Refused> {
        let (id, restock) = (id.to_string(), self.terms.restock);
        let done = self
            .db
            .write_locked(Lock::Orders, move |tx| {
                let Some(mut order) = store::get(tx, &id)? else {
                    return Ok(Err(Refused::NoSuchOrder));
                };
                let Some(line) = order.lines.get(pos) else {
                    return Ok(Err(Refused::NoSuchOrder));
                };
                let total = order.lines.iter().fold(Minor(0), |s, l| s.plus(l.value()));
                let share = deposit_share(order.deposit, line.value(), total);
                let ordered = line.at() >= LineState::Ordered;
                let refund = refund_of(share, line.value(), restock, ordered);
                let moved = match apply_step(line, &step, &when, refund) {
                    Ok(l) => l,
                    Err(p) => return Ok(Err(Refused::Problem(p))),
                };
                store::put_line(tx, &id, pos, &moved, &when.now, when.by.as_deref())?;
                order.lines[pos] = moved;
                Ok(Ok(order))
            })
            .await;
        done.map_err(unsaved)?
    }
}
