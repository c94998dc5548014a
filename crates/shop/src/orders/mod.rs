//! Special orders (`model::order` has their rules): an order made for a
//! customer with its deposit, read back, and each line moved on, in the
//! shop's records beside the customers (the lists' file, or the shared
//! database). Every change runs in one transaction holding the orders'
//! lock, so two portals never move one line twice, and within limits that
//! refuse with a reason: orders per customer, lines per order, orders
//! open at once.

pub mod args;
pub mod emailing;
pub mod from_quote;
pub mod lists;
pub mod mail;
pub mod operations;
pub mod schema;
pub mod shown;
pub mod store;

pub use args::OrderArgs;

use crate::model::{
    order::{
        apply_step, deposit_of, deposit_shares, refund_of, LineEmail, LineState, OrderLine,
        OrderProblem, PayMethod, Step, When,
    },
    pricing::Rate,
    quote::Minor,
    Currency,
};
use crate::{
    customers::{note_in_history, Made},
    platform::sql::{Db, DbError, Lock},
};
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
    /// Days an arrived part waits before it is flagged
    /// (`ORDER_COLLECT_REMIND_DAYS`).
    pub collect_remind_days: i64,
}

impl Default for OrderTerms {
    fn default() -> Self {
        OrderTerms {
            deposit: crate::model::order::DEFAULT_DEPOSIT,
            restock: Rate(0),
            collect_remind_days: 7,
        }
    }
}

/// Why an order or a change was not made (nothing was).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    Problem(OrderProblem),
    NoSuchOrder,
    /// The customer is not (or no longer) in the records.
    NoCustomer,
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
    /// Email the customer when a line arrives.
    pub email_on_arrival: bool,
    pub by: Option<String>,
    /// UTC, "YYYY-MM-DD HH:MM:SS".
    pub now: String,
}

/// A new order's id: "SO-" and six letters or digits, none that can be
/// mistaken for another (no 0, O, 1 or I).
pub fn new_order_id() -> String {
    use rand::Rng;
    const ALPHABET: &[u8] = b"23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
    let mut rng = rand::rngs::OsRng;
    let tail: String = (0..6)
        .map(|_| char::from(ALPHABET[rng.gen_range(0..ALPHABET.len())]))
        .collect();
    ["SO-", &tail].concat()
}

/// The special orders.
#[derive(Clone)]
pub struct Orders {
    db: Db,
    terms: OrderTerms,
    /// The header's count of lines waiting, kept between pages.
    waiting: std::sync::Arc<crate::platform::kept_count::KeptCount>,
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
        // An arrival is received onto the shop's shelf in the same
        // transaction: its tables are made here too.
        if let Some(made) =
            db.sqlite_now(|c| schema::migrate(c).and_then(|_| crate::stock::schema::migrate(c)))
        {
            made.map_err(|e| format!("orders' tables: {e}"))?;
        }
        Ok(Orders {
            db,
            terms,
            waiting: Default::default(),
        })
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
                amount: l.amount,
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
            email_on_arrival: new.email_on_arrival,
            lines,
        };
        let written = self
            .db
            .write_locked(Lock::Orders, move |tx| {
                let known = tx.count(
                    "SELECT COUNT(*) FROM customers WHERE id = ?1",
                    &[&row.customer_id],
                )?;
                if known == 0 {
                    return Ok(Err(Refused::NoCustomer));
                }
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
                let made = Made {
                    by: row.created_by.as_deref(),
                    at: &row.created,
                };
                let said = format!("Order {} made", row.id);
                note_in_history(tx, &row.customer_id, made, &said)?;
                Ok(Ok(row))
            })
            .await;
        self.waiting.changed();
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
        self.step_claiming(id, pos, step, when, false).await
    }

    /// `step`; with `claim_email`, an arrival on an order that asked to
    /// email is claimed for its email in the same transaction
    /// (`emailing`), so the one request that moved it sends it.
    async fn step_claiming(
        &self,
        id: &str,
        pos: usize,
        step: Step,
        when: When,
        claim_email: bool,
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
                let share = deposit_shares(&order.lines, order.deposit)[pos];
                let ordered = line.at() >= LineState::Ordered;
                let refund = refund_of(share, line.value(), restock, ordered);
                let mut moved = match apply_step(line, &step, &when, refund) {
                    Ok(l) => l,
                    Err(p) => return Ok(Err(Refused::Problem(p))),
                };
                let before = line.at();
                let arrived = moved.at() == LineState::Arrived && before != moved.at();
                if claim_email && arrived && order.email_on_arrival && !order.customer_id.is_empty()
                {
                    emailing::claim(&mut moved, &when);
                }
                store::put_line(tx, &id, pos, &moved, &when.now, when.by.as_deref())?;
                crate::stock::for_orders::write_step(tx, &id, before, &moved, &when)?;
                let made = Made {
                    by: when.by.as_deref(),
                    at: &when.now,
                };
                let said = format!("Order {id}: {} {}", moved.sku, moved.at().code());
                if !order.customer_id.is_empty() {
                    note_in_history(tx, &order.customer_id, made, &said)?;
                }
                order.lines[pos] = moved;
                Ok(Ok(order))
            })
            .await;
        self.waiting.changed();
        done.map_err(unsaved)?
    }

    /// Says the customer was told line `pos` arrived (by email, or in
    /// person or by phone): the order after it. A line not arrived, or
    /// told already, is refused.
    pub async fn told(
        &self,
        id: &str,
        pos: usize,
        email: bool,
        when: When,
    ) -> Result<OrderRow, Refused> {
        let id = id.to_string();
        let done = self
            .db
            .write_locked(Lock::Orders, move |tx| {
                let Some(mut order) = store::get(tx, &id)? else {
                    return Ok(Err(Refused::NoSuchOrder));
                };
                let Some(line) = order.lines.get_mut(pos) else {
                    return Ok(Err(Refused::NoSuchOrder));
                };
                if line.at() != LineState::Arrived || line.told_at.is_some() {
                    return Ok(Err(Refused::Problem(OrderProblem::WrongStep)));
                }
                line.told_at = Some(when.now.clone());
                line.told_by = when.by.clone();
                line.told_email = email;
                line.email = LineEmail::Idle;
                store::put_line(tx, &id, pos, line, &when.now, when.by.as_deref())?;
                let how = if email { "emailed that" } else { "told" };
                let said = format!("Order {id}: {how} {} arrived", line.sku);
                if !order.customer_id.is_empty() {
                    let made = Made {
                        by: when.by.as_deref(),
                        at: &when.now,
                    };
                    note_in_history(tx, &order.customer_id, made, &said)?;
                }
                Ok(Ok(order))
            })
            .await;
        self.waiting.changed();
        done.map_err(unsaved)?
    }

    /// One part of the orders' page.
    pub async fn section(
        &self,
        q: lists::ListQuery,
        section: crate::model::order::view::Section,
        late: lists::LateFrom,
        limit: usize,
    ) -> Result<crate::model::order::view::SectionRows, Refused> {
        self.db
            .read_report(move |tx| lists::section(tx, &q, section, &late, limit))
            .await
            .map_err(unsaved)
    }

    /// The lines to order, summed by SKU.
    pub async fn to_order(&self) -> Result<Vec<crate::model::order::view::ToOrderSku>, Refused> {
        self.db.read_report(lists::to_order).await.map_err(unsaved)
    }

    /// A customer's orders, the latest first.
    pub async fn of_customer(&self, customer_id: &str) -> Result<Vec<OrderRow>, Refused> {
        let id = customer_id.to_string();
        self.db
            .read(move |tx| lists::of_customer(tx, &id))
            .await
            .map_err(unsaved)
    }

    /// Lines were moved on elsewhere (a collection's sale): the header's
    /// count is read again.
    pub fn lines_moved(&self) {
        self.waiting.changed();
    }

    /// Lines waiting for the shop (the header's count).
    pub async fn waiting_count(&self) -> Result<u64, Refused> {
        let changes = match self.waiting.get() {
            Ok(n) => return Ok(n),
            Err(changes) => changes,
        };
        let n = self.db.read(lists::waiting_count).await.map_err(unsaved)?;
        self.waiting.keep(changes, n);
        Ok(n)
    }

    /// Which of a stock check's SKUs are on order for customers, and for
    /// whom (left empty when the orders cannot be read now).
    pub async fn mark_on_order(&self, report: &mut crate::model::stock_report::BulkReport) {
        let skus: Vec<String> = report.rows.iter().map(|r| r.sku.clone()).collect();
        let found = self.db.read(move |tx| lists::on_order(tx, &skus)).await;
        if let Ok(found) = found {
            report.on_order = found;
        }
    }

    /// A deleted customer's orders kept without them.
    pub async fn forget_customer(&self, customer_id: &str) -> Result<usize, Refused> {
        let id = customer_id.to_string();
        self.waiting.changed();
        self.db
            .write(move |tx| lists::forget_customer(tx, &id))
            .await
            .map_err(unsaved)
    }
}
