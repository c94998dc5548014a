//! The customers' watches and lost sales, on whichever store the records
//! are in (`db.rs` says why the facade is an enum of the two).

use super::{
    db::{pg_said, run},
    lost, period, pg_lost, pg_watches, stamp, watches, CustomerOutcome, Customers, NewLost,
    NewWatch,
};
use crate::model::{
    customer::{BackInStock, LostReport, LostSale, Period, LOST_SALE_DAYS},
    AppError,
};
use crate::server::quotes::ListsStore;

fn now() -> String {
    stamp(chrono::Utc::now())
}

impl Customers {
    pub async fn add_watch(
        &self,
        customer: String,
        sku: String,
        name: String,
        qty: i64,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        let conn = match &self.store {
            ListsStore::Sqlite(c) => c,
            ListsStore::Postgres(p) => {
                let w = NewWatch {
                    customer: &customer,
                    sku: &sku,
                    name: &name,
                    qty,
                };
                return pg_said(pg_watches::add(p, &w, by.as_deref(), &now()).await);
            }
        };
        run(conn, move |c| {
            let w = NewWatch {
                customer: &customer,
                sku: &sku,
                name: &name,
                qty,
            };
            watches::add(c, &w, by.as_deref(), &now())
        })
        .await
    }

    pub async fn end_watch(
        &self,
        id: i64,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        match &self.store {
            ListsStore::Sqlite(c) => {
                run(c, move |c| {
                    watches::end(c, id, "done", by.as_deref(), &now())
                })
                .await
            }
            ListsStore::Postgres(p) => {
                pg_said(pg_watches::end(p, id, "done", by.as_deref(), &now()).await)
            }
        }
    }

    /// The "Back in stock" page: at most `limit` watches, the latest back first.
    pub async fn back_in_stock(&self, limit: usize) -> Result<BackInStock, AppError> {
        let conn = match &self.store {
            ListsStore::Sqlite(c) => c,
            ListsStore::Postgres(p) => return pg_said(pg_watches::back_in_stock(p, limit).await),
        };
        run(conn, move |c| {
            let (_, open) = watches::counts(c)?;
            Ok(BackInStock {
                rows: watches::back(c, limit)?,
                open,
                last_check: watches::last_check(c)?,
            })
        })
        .await
    }

    /// Open watches whose part is back (the header's count).
    pub async fn back_count(&self) -> Result<u64, AppError> {
        match &self.store {
            ListsStore::Sqlite(c) => run(c, |c| watches::counts(c).map(|(back, _)| back)).await,
            ListsStore::Postgres(p) => pg_said(pg_watches::back_count(p).await),
        }
    }

    /// Records a lost sale (and drops the ones past the limits).
    pub async fn add_lost(
        &self,
        code: String,
        name: Option<String>,
        reason: crate::model::customer::LostReason,
        note: Option<String>,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        let now_t = chrono::Utc::now();
        let keep_from = stamp(now_t - chrono::Duration::days(LOST_SALE_DAYS));
        let conn = match &self.store {
            ListsStore::Sqlite(c) => c,
            ListsStore::Postgres(p) => {
                let l = NewLost {
                    code: &code,
                    name: name.as_deref(),
                    reason,
                    note: note.as_deref(),
                    customer: None,
                };
                let at = stamp(now_t);
                return pg_said(pg_lost::add_lost(p, &l, by.as_deref(), &at, &keep_from).await);
            }
        };
        run(conn, move |c| {
            let l = NewLost {
                code: &code,
                name: name.as_deref(),
                reason,
                note: note.as_deref(),
                customer: None,
            };
            lost::add(c, &l, by.as_deref(), &stamp(now_t), &keep_from)
        })
        .await
    }

    /// The report for a period (days inclusive).
    pub async fn lost_report(
        &self,
        period: Period,
        period_note: Option<String>,
    ) -> Result<LostReport, AppError> {
        let (from, to) = period::period_bounds(&period);
        let conn = match &self.store {
            ListsStore::Sqlite(c) => c,
            ListsStore::Postgres(p) => {
                let f = pg_said(pg_lost::lost_figures(p, &from, &to).await)?;
                return Ok(LostReport {
                    period,
                    total: f.total,
                    by_reason: f.by_reason,
                    by_code: f.by_code,
                    reorder: f.reorder,
                    latest: f.latest,
                    period_note,
                });
            }
        };
        run(conn, move |c| {
            let (total, by_reason) = lost::by_reason(c, &from, &to)?;
            let (by_code, reorder) = lost::tables(c, &from, &to)?;
            let latest = lost::rows(c, &from, &to, 20)?
                .into_iter()
                .map(|(l, _)| l)
                .collect();
            Ok(LostReport {
                period,
                total,
                by_reason,
                by_code,
                reorder,
                latest,
                period_note,
            })
        })
        .await
    }

    /// Every lost sale of a period (at most the kept limit), newest first,
    /// with the product's name: the CSV.
    pub async fn lost_rows(
        &self,
        period: &Period,
    ) -> Result<Vec<(LostSale, Option<String>)>, AppError> {
        let (from, to) = period::period_bounds(period);
        let most = crate::model::customer::MAX_LOST_SALES;
        match &self.store {
            ListsStore::Sqlite(c) => run(c, move |c| lost::rows(c, &from, &to, most)).await,
            ListsStore::Postgres(p) => pg_said(
                async { pg_lost::lost_rows(&p.client().await?, &from, &to, most).await }.await,
            ),
        }
    }
}
