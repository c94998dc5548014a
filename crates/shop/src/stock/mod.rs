//! The shop's own shelf (`model::stock` has its rules): a ledger of every
//! movement of the shop's stock, each part's on hand, what is held of it
//! for customers and its bins, and what it is worth at cost. Kept beside
//! the special orders (the lists' file, or the shared database), whose
//! arrived lines are what it holds for customers.
//!
//! Its operations (`operations`) are what a person does to the shelf:
//! each is given the `Actor`, checks what they may do, writes in one
//! transaction holding the shelf's lock (two portals never read one
//! part's state at once and both write from it) and records its own
//! audit entry.

pub mod count;
pub mod count_shown;
pub mod count_store;
pub mod for_orders;
pub mod import;
pub mod operations;
pub mod schema;
pub mod shown;
pub mod store;
pub mod value;

use crate::{
    model::{
        stock::{view::ShelfLine, StockProblem},
        Currency,
    },
    platform::sql::{Db, DbError},
};

pub use operations::{AdjustAsked, BinsAsked, PartFacts};
pub use store::{MovementRecord, NewMovement, PartState, ShelfQuery, ShelfRows};

/// Why a change to the shelf was not made (nothing was).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    Problem(StockProblem),
    /// The person's role does not allow it.
    NotAllowed,
    /// The store could not keep it, or read it.
    Unsaved,
}

impl From<StockProblem> for Refused {
    fn from(p: StockProblem) -> Self {
        Refused::Problem(p)
    }
}

fn unsaved(e: DbError) -> Refused {
    tracing::error!(error = %e, "stock: the shelf could not be read or changed");
    Refused::Unsaved
}

/// The shelf.
#[derive(Clone)]
pub struct Stock {
    db: Db,
    /// The shop's currency: every cost and value is in its minor units.
    currency: Currency,
}

/// A part's record for its page.
#[derive(Debug, Clone, Default)]
pub struct PartRecord {
    pub line: ShelfLine,
    pub state: Option<PartState>,
    /// Newest first.
    pub movements: Vec<MovementRecord>,
    /// More than those.
    pub more: bool,
}

impl Stock {
    /// The shelf beside the lists (`Quotes::connection`): in the lists'
    /// file its tables are added when missing; in Postgres the stores'
    /// migrations made them.
    pub fn open(db: Db, currency: Currency) -> Result<Stock, String> {
        // What it holds for customers is read from the orders' lines.
        if let Some(made) =
            db.sqlite_now(|c| crate::orders::schema::migrate(c).and_then(|_| schema::migrate(c)))
        {
            made.map_err(|e| format!("the shelf's tables: {e}"))?;
        }
        Ok(Stock { db, currency })
    }

    /// The currency of every cost and value.
    pub fn currency(&self) -> Currency {
        self.currency
    }

    /// Writes one movement (a receipt, a sale, a return) with the part's
    /// new state, holding the shelf's lock. For other domains'
    /// operations, which check their own rules and record their own audit
    /// entry; a person's change to the shelf goes through `operations`.
    pub async fn record(&self, m: NewMovement) -> Result<crate::model::stock::Applied, Refused> {
        self.db
            .write_locked(crate::platform::sql::Lock::Stock, move |tx| {
                store::write_movement(tx, &m)
            })
            .await
            .map_err(unsaved)
    }

    /// One part's line: on hand, held for customers, bins.
    pub async fn line(&self, sku: &str) -> Result<ShelfLine, Refused> {
        let sku = sku.to_string();
        self.db
            .read(move |tx| store::line(tx, &sku))
            .await
            .map_err(unsaved)
    }

    /// Several parts' lines, in the order asked (a card list, a quote).
    pub async fn lines(&self, skus: Vec<String>) -> Result<Vec<ShelfLine>, Refused> {
        self.db
            .read(move |tx| store::lines(tx, &skus))
            .await
            .map_err(unsaved)
    }

    /// Ours, beside each row of a stock check (left out when the shelf
    /// cannot be read: the check still shows the supplier's).
    pub async fn mark_ours(&self, report: &mut crate::model::stock_report::BulkReport) {
        let skus: Vec<String> = report.rows.iter().map(|r| r.sku.clone()).collect();
        if let Ok(lines) = self.lines(skus).await {
            for (row, line) in report.rows.iter_mut().zip(lines) {
                row.ours = Some(line);
            }
        }
    }

    /// One part's line, state and latest `most` movements.
    pub async fn part(&self, sku: &str, most: usize) -> Result<PartRecord, Refused> {
        let sku = sku.to_string();
        let most = most.min(1_000) as i64;
        self.db
            .read(move |tx| {
                let line = store::line(tx, &sku)?;
                let state = store::part(tx, &sku)?;
                let mut movements = store::movements(tx, &sku, most + 1)?;
                let more = movements.len() as i64 > most;
                movements.truncate(most as usize);
                Ok(PartRecord {
                    line,
                    state,
                    movements,
                    more,
                })
            })
            .await
            .map_err(unsaved)
    }

    /// A page of the parts the shop keeps.
    pub async fn shelf(&self, q: ShelfQuery) -> Result<ShelfRows, Refused> {
        self.db
            .read(move |tx| store::shelf(tx, &q))
            .await
            .map_err(unsaved)
    }

    /// The dealer price in the shop's currency of each of `skus` that the
    /// index knows and prices: the cost of units found of a part that has
    /// none yet (marked as assumed).
    pub(crate) async fn dealer_prices(
        &self,
        index: &crate::index::Index,
        skus: &[String],
    ) -> std::collections::HashMap<String, crate::model::quote::Minor> {
        let mut out = std::collections::HashMap::new();
        for chunk in skus.chunks(500) {
            let Ok(found) = index.summaries(chunk).await else {
                continue;
            };
            for p in found {
                let price = p.dealer_price(self.currency);
                if let Some(m) = price.and_then(crate::model::quote::Minor::from_price) {
                    out.insert(p.sku, m);
                }
            }
        }
        out
    }

    /// The shelf's value at cost after every movement up to `until` (UTC
    /// stamp; `None`: now).
    pub async fn value_at(
        &self,
        until: Option<String>,
    ) -> Result<crate::model::quote::Minor, Refused> {
        self.db
            .read_report(move |tx| store::value_at(tx, until.as_deref()))
            .await
            .map_err(unsaved)
    }
}
