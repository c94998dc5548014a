//! The customers' watches and lost sales (the rules in `watches` and
//! `lost`, run as `db.rs` runs the records').

use super::{
    lost::{self, LostRow, LostTimes},
    period, stamp,
    watches::{self, NewWatch},
    CustomerOutcome, Customers, NewLost,
};
use crate::model::{
    customer::{
        BackInStock, CodeTotal, LostReport, Period, PeriodNote, ReorderLine, WatchRow,
        LOST_SALE_DAYS, MAX_LOST_SALES,
    },
    shop_day::UtcDay,
    AppError,
};

/// Reorder lines before the supplier is asked for their stock.
fn no_stock_yet(lost: Vec<CodeTotal>) -> Vec<ReorderLine> {
    lost.into_iter()
        .map(|t| ReorderLine::new(t, None))
        .collect()
}

/// Most parts in a reorder list's download (their stock is asked for in
/// the supplier's bulk calls, a hundred at a time).
const REORDER_DOWNLOAD: usize = 200;

impl Customers {
    pub async fn add_watch(
        &self,
        w: NewWatch,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        self.change(by, move |tx, made| watches::add(tx, &w, made))
            .await
    }

    /// Marks a watch's customer as told the part is back.
    pub async fn watch_contacted(
        &self,
        id: i64,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        self.change(by, move |tx, made| watches::contacted(tx, id, made))
            .await
    }

    /// One open watch, with its customer.
    pub async fn open_watch(&self, id: i64) -> Result<Option<WatchRow>, AppError> {
        self.read(move |tx| watches::open_watch(tx, id)).await
    }

    pub async fn end_watch(
        &self,
        id: i64,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        self.change(by, move |tx, made| watches::end(tx, id, "done", made))
            .await
    }

    /// The "Back in stock" page: at most `limit` watches, the latest back first.
    pub async fn back_in_stock(&self, limit: usize) -> Result<BackInStock, AppError> {
        let mut b = self
            .read(move |tx| watches::back_in_stock(tx, limit))
            .await?;
        b.mail_on = self.mailer.is_some();
        Ok(b)
    }

    /// Open watches whose part is back (the header's count).
    pub async fn back_count(&self) -> Result<u64, AppError> {
        let changes = match self.back.get() {
            Ok(n) => return Ok(n),
            Err(changes) => changes,
        };
        let n = self.read(watches::back_count).await?;
        self.back.keep(changes, n);
        Ok(n)
    }

    /// Records a lost sale (and drops the ones past the limits).
    pub async fn add_lost(
        &self,
        l: NewLost,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        let now = chrono::Utc::now();
        let times = LostTimes {
            keep_from: stamp(now - chrono::Duration::days(LOST_SALE_DAYS)),
            hour_ago: stamp(now - chrono::Duration::hours(1)),
        };
        self.change(by, move |tx, made| lost::add(tx, &l, made, &times))
            .await
    }

    /// The report for a period (days inclusive); its reorder list without
    /// the stock now (the supplier's: `reorder::stock_now`).
    pub async fn lost_report(
        &self,
        period: Period,
        period_note: Option<PeriodNote>,
    ) -> Result<LostReport, AppError> {
        let UtcDay {
            start: from,
            end: to,
        } = period::period_bounds(&period, &self.shop_time);
        let f = self
            .read_report(move |tx| lost::figures(tx, &from, &to))
            .await?;
        Ok(LostReport {
            period,
            total: f.total,
            units: f.units,
            value: f.value,
            unpriced: f.unpriced,
            by_reason: f.by_reason,
            by_code: f.by_code,
            reorder: no_stock_yet(f.reorder),
            latest: f.latest,
            period_note,
            refused: f.refused,
        })
    }

    /// The reorder list of a period (its download): the parts lost for
    /// stock, most parts first, without the stock now.
    pub async fn reorder_list(&self, period: &Period) -> Result<Vec<ReorderLine>, AppError> {
        let UtcDay {
            start: from,
            end: to,
        } = period::period_bounds(period, &self.shop_time);
        let lost = self
            .read_report(move |tx| lost::reorder(tx, &from, &to, REORDER_DOWNLOAD))
            .await?;
        Ok(no_stock_yet(lost))
    }

    /// Every lost sale of a period (at most the kept limit), newest first,
    /// with the product's name: the CSV.
    pub async fn lost_rows(&self, period: &Period) -> Result<Vec<LostRow>, AppError> {
        let UtcDay {
            start: from,
            end: to,
        } = period::period_bounds(period, &self.shop_time);
        self.read_report(move |tx| lost::rows(tx, &from, &to, MAX_LOST_SALES))
            .await
    }
}
