//! The scheduled watch check: ends watches past their time, then asks the
//! gateway for the stock of every watched SKU, one bulk call per chunk of
//! `CATALOGUE_BULK_CHUNK` SKUs (never one call per watch), and writes what
//! it saw. Batch work: it runs in the background and must never hold up a
//! page.

use chrono::{DateTime, Utc};

use super::{
    stamp, store,
    watches::{self, CheckFigures, Seen},
    Customers,
};
use crate::{
    catalogue::Catalogue,
    model::{
        customer::{WatchRow, ENDED_WATCH_DAYS},
        AppError,
    },
};

/// What one check did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CheckReport {
    /// Distinct SKUs watched.
    pub skus: usize,
    /// Bulk stock requests made to the gateway (one per chunk).
    pub chunks: usize,
    /// Chunks whose call failed (their watches keep what they had).
    pub failed: usize,
    /// Watches that came back in this check.
    pub back: usize,
    /// Watches ended because they ran out of time.
    pub expired: usize,
    /// Old ended watches and history past its limits, dropped.
    pub pruned: usize,
    /// The shop was emailed about the watches that came back.
    pub mailed: bool,
    /// Customers emailed that their part is back (those the shop chose to
    /// email, with an address on record).
    pub customers_mailed: usize,
}

impl Customers {
    /// Checks every open watch once, as of `now`.
    pub async fn check_watches(
        &self,
        catalogue: &Catalogue,
        now: DateTime<Utc>,
    ) -> Result<CheckReport, AppError> {
        let at = stamp(now);
        let cutoff = stamp(now - self.watch_for);
        let expired = self.expire(cutoff, at.clone()).await?;
        let ended_before = stamp(now - chrono::Duration::days(ENDED_WATCH_DAYS));
        let pruned = self.prune(ended_before).await?;
        let skus = self.open_skus().await?;
        let mut report = CheckReport {
            skus: skus.len(),
            expired,
            pruned,
            ..CheckReport::default()
        };
        // Batch work: its calls queue after people's, with batch work's limits.
        let catalogue = &catalogue.batch();
        for part in skus.chunks(catalogue.bulk_chunk().max(1)) {
            // One bulk call per chunk, in sequence.
            report.chunks += 1;
            let stock = match catalogue.bulk_stock(part).await {
                Ok(s) => s,
                Err(e) => {
                    tracing::warn!(error = %e, skus = part.len(), "watch check: a bulk stock call failed");
                    report.failed += 1;
                    continue;
                }
            };
            let seen: Vec<Seen> = part
                .iter()
                .cloned()
                .zip(stock.into_iter().map(|s| s.count))
                .map(|(sku, count)| Seen { sku, count })
                .collect();
            report.back += self.record(seen, at.clone()).await?;
        }
        let figures = CheckFigures {
            skus: report.skus,
            calls: report.chunks,
            back: report.back,
            expired: report.expired,
        };
        self.log_check(at.clone(), figures).await?;
        if let (Some(mailer), true) = (&self.mailer, report.back > 0) {
            let came = self.back_at(at.clone()).await?;
            let mail = super::mail::shop_mail(&self.locales, self.shop_lang, &came);
            match mailer.send_back(mail).await {
                Ok(()) => report.mailed = true,
                Err(e) => tracing::warn!(error = %e, "watch check: no email to the shop"),
            }
            report.customers_mailed = self.mail_customers(mailer, &came, at).await?;
        }
        Ok(report)
    }

    /// Emails each customer the shop chose to email that their part is
    /// back, in their language (else the shop's); those sent are marked
    /// as told. A failed send is logged and
    /// left for staff (the page shows the watch as not told).
    async fn mail_customers(
        &self,
        mailer: &super::mail::Mailer,
        came: &[WatchRow],
        at: String,
    ) -> Result<usize, AppError> {
        let mut sent = Vec::new();
        let to_mail: Vec<&WatchRow> = came
            .iter()
            .filter(|w| w.email_customer && w.customer.email.is_some())
            .collect();
        let langs = self
            .langs(to_mail.iter().map(|w| w.customer.id.clone()).collect())
            .await?;
        for (w, lang) in to_mail.into_iter().zip(langs) {
            let Some(to) = w.customer.email.as_deref() else {
                continue;
            };
            let mail =
                super::mail::back_in_stock_mail(&self.locales, lang.unwrap_or(self.shop_lang), w);
            match mailer.send_to_customer(mail, to).await {
                Ok(()) => sent.push(w.id),
                Err(e) => {
                    tracing::warn!(error = %e, watch = w.id, "watch check: no email to the customer")
                }
            }
        }
        let n = sent.len();
        if n > 0 {
            self.write(move |tx| watches::emailed(tx, &sent, &at))
                .await?;
        }
        Ok(n)
    }
}

/// The check's reads and writes.
impl Customers {
    async fn expire(&self, cutoff: String, at: String) -> Result<usize, AppError> {
        self.write(move |tx| watches::expire(tx, &cutoff, &at))
            .await
    }

    /// Keeps what nobody needs from growing: ended watches past their
    /// year or their limit, history past its limit.
    async fn prune(&self, ended_before: String) -> Result<usize, AppError> {
        self.write(move |tx| {
            Ok(watches::prune_ended(tx, &ended_before)? + store::prune_history(tx)?)
        })
        .await
    }

    async fn open_skus(&self) -> Result<Vec<String>, AppError> {
        self.read(watches::open_skus).await
    }

    async fn record(&self, seen: Vec<Seen>, at: String) -> Result<usize, AppError> {
        self.write(move |tx| watches::record(tx, &seen, &at)).await
    }

    async fn log_check(&self, at: String, figures: CheckFigures) -> Result<(), AppError> {
        self.write(move |tx| watches::log_check(tx, &at, figures))
            .await
    }

    async fn back_at(&self, at: String) -> Result<Vec<WatchRow>, AppError> {
        self.read(move |tx| watches::back_at(tx, &at)).await
    }
}

/// Checks the watches every `WATCH_CHECK_EVERY_SECS`, in the background;
/// among portals sharing a database, only the one that syncs does (one
/// check, one email, one set of supplier calls for all).
pub fn spawn_watch_loop(customers: Customers, catalogue: Catalogue, role: crate::syncer::SyncRole) {
    tokio::spawn(async move {
        let every = customers.check_every;
        let mut ticks = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if !role.is_syncer() {
                continue;
            }
            match customers.check_watches(&catalogue, Utc::now()).await {
                Ok(r) => tracing::info!(
                    skus = r.skus,
                    chunks = r.chunks,
                    back = r.back,
                    expired = r.expired,
                    "watch check"
                ),
                Err(e) => tracing::warn!(error = %e, "watch check failed"),
            }
        }
    });
}
