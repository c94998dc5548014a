//! Stock as the badges show it: one bulk supplier call at most for all the
//! SKUs of a page, each count with when it was checked.
//!
//! A page never waits for stock it has seen: an old count is shown at once,
//! marked "not live", and refreshed in the background; a count never seen
//! is waited for within the gateway's short budget, then shown as
//! "checking" for the live refresh to fill in. The bulk stock check, the
//! live refresh and exports wait for the answer. A count served from cache
//! because the supplier failed carries the time it was really checked.

use std::time::Duration;

use crate::{
    catalogue::{Reading, ReadingState},
    model::{
        listing::{Freshness, StockView},
        AppError,
    },
};

use super::Products;

/// The current UTC time as "HH:MM:SS", for "checked at" labels.
pub fn now_hms() -> String {
    hms_at(chrono::Utc::now().timestamp())
}

/// A Unix time (seconds) as its UTC "HH:MM:SS". Written out directly: a
/// page labels every badge, and `strftime` reads its pattern each time.
fn hms_at(unix: i64) -> String {
    let s = unix.rem_euclid(86_400);
    format!("{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// Whether a caller waits for the supplier's answer or takes what is known.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Wait {
    /// A page: old counts at once, unseen ones within a short budget.
    Page,
    /// A stock check: every count not fresh asked for, within the budget.
    Check,
    /// The answer (live refresh, bulk stock check, exports).
    Answer,
}

impl Products {
    /// The low-stock threshold the portal is set to.
    pub fn low_at(&self) -> i64 {
        self.low_stock_threshold
    }

    /// Stock for these SKUs (one view each, in order; an empty SKU gets an
    /// unknown count), from one bulk call at most, waiting for the answer.
    pub async fn stock_views(&self, skus: &[String]) -> Result<Vec<StockView>, AppError> {
        self.views(skus, Wait::Answer).await
    }

    async fn views(&self, skus: &[String], wait: Wait) -> Result<Vec<StockView>, AppError> {
        let wanted: Vec<String> = skus.iter().filter(|s| !s.is_empty()).cloned().collect();
        let got = if wanted.is_empty() {
            Vec::new()
        } else {
            match wait {
                Wait::Page => self.catalogue.stock_for_page(&wanted).await?,
                Wait::Check => self.catalogue.stock_for_check(&wanted).await?,
                Wait::Answer => self.catalogue.stock_readings(&wanted).await?,
            }
        };
        let low = self.low_at();
        let ttl = self.catalogue.stock_ttl();
        let now = chrono::Utc::now().timestamp();
        let mut it = got.into_iter();
        Ok(skus
            .iter()
            .map(|s| {
                let reading = if s.is_empty() { None } else { it.next() };
                view_of(s, reading, low, ttl, now)
            })
            .collect())
    }

    /// Stock for a stock check (one view per SKU, in order): current counts
    /// when the supplier answers within the page's budget; past it, old
    /// counts marked as such and unseen ones "checking".
    pub async fn checked_stock_views(&self, skus: &[String]) -> Result<Vec<StockView>, AppError> {
        self.views(skus, Wait::Check).await
    }

    /// Stock for a page: what is known at once (old counts marked), unseen
    /// counts within a short budget; every SKU gets a view even when the
    /// supplier cannot say just now.
    pub async fn page_stock_or_unknown(&self, skus: &[String]) -> Vec<StockView> {
        match self.views(skus, Wait::Page).await {
            Ok(v) => v,
            Err(_) => self.unknown_views(skus),
        }
    }

    /// As `stock_views`, but when the supplier cannot say just now every SKU
    /// gets an unknown count with that reason (the list still shows).
    pub async fn stock_or_unknown(&self, skus: &[String]) -> Vec<StockView> {
        match self.stock_views(skus).await {
            Ok(v) => v,
            Err(_) => self.unknown_views(skus),
        }
    }

    fn unknown_views(&self, skus: &[String]) -> Vec<StockView> {
        let at = now_hms();
        skus.iter()
            .map(|s| StockView {
                sku: s.clone(),
                count: None,
                error: Some("Stock could not be checked just now.".into()),
                checked_at: at.clone(),
                low_at: self.low_at(),
                ..StockView::default()
            })
            .collect()
    }

    /// Stock for a list page's items and, on a folded list, as many of
    /// their families' other members as the same one bulk call takes.
    pub(super) async fn page_stock(
        &self,
        items: &[crate::model::listing::ProductSummary],
        families: &[Vec<crate::model::listing::Member>],
    ) -> Vec<StockView> {
        let mut skus: Vec<String> = items.iter().map(|p| p.sku.clone()).collect();
        let others = families.iter().flatten().map(|m| &m.sku);
        for sku in others {
            if skus.len() >= self.catalogue.bulk_chunk() {
                break;
            }
            if !skus.contains(sku) {
                skus.push(sku.clone());
            }
        }
        self.page_stock_or_unknown(&skus).await
    }
}

/// One SKU's view: its reading's count, when it was checked (a count kept
/// from before a supplier failure says when it was really checked), and
/// when it is due again.
fn view_of(sku: &str, reading: Option<Reading>, low: i64, ttl: Duration, now: i64) -> StockView {
    let Some(r) = reading else {
        return StockView::from_stock(sku, None, &hms_at(now), low);
    };
    let ago = i64::try_from(r.checked_ago.as_secs()).unwrap_or(i64::MAX);
    let ttl = i64::try_from(ttl.as_secs()).unwrap_or(i64::MAX);
    let freshness = match r.state {
        ReadingState::Live => Freshness::Live,
        ReadingState::Old => Freshness::Old,
        ReadingState::Pending => Freshness::Pending,
    };
    let due = match freshness {
        Freshness::Live => now.saturating_sub(ago).saturating_add(ttl),
        Freshness::Old | Freshness::Pending => 0,
    };
    StockView {
        freshness,
        due,
        ..StockView::from_stock(sku, Some(&r.stock), &hms_at(now.saturating_sub(ago)), low)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_of_day_reads_as_strftime_writes_it() {
        for unix in [
            0,
            59,
            3_599,
            43_200,
            86_399,
            86_400,
            1_764_220_000,
            -1,
            -86_401,
        ] {
            let want = chrono::DateTime::from_timestamp(unix, 0)
                .map(|t| t.format("%H:%M:%S").to_string())
                .unwrap_or_default();
            assert_eq!(hms_at(unix), want, "{unix}");
        }
    }
}
