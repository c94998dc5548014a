//! Stock as the badges show it: one bulk supplier call at most for all the
//! SKUs of a page, each count with when it was checked. A count served from
//! cache because the supplier failed carries the time it was really checked.

use std::time::Duration;

use crate::model::{listing::StockView, AppError};

use super::Products;

/// The current UTC time as "HH:MM:SS", for "checked at" labels.
pub fn now_hms() -> String {
    hms_ago(Duration::ZERO)
}

/// The UTC time `ago` before now, as "HH:MM:SS".
fn hms_ago(ago: Duration) -> String {
    let ago = chrono::Duration::from_std(ago).unwrap_or_default();
    (chrono::Utc::now() - ago).format("%H:%M:%S").to_string()
}

impl Products<'_> {
    /// The low-stock threshold the portal is set to.
    pub fn low_at(&self) -> i64 {
        self.state.settings.low_stock_threshold
    }

    /// Stock for these SKUs (one view each, in order; an empty SKU gets an
    /// unknown count), from one bulk call at most.
    pub async fn stock_views(&self, skus: &[String]) -> Result<Vec<StockView>, AppError> {
        let wanted: Vec<String> = skus.iter().filter(|s| !s.is_empty()).cloned().collect();
        let (got, at) = if wanted.is_empty() {
            (Vec::new(), now_hms())
        } else {
            let fetched = self.state.catalogue.bulk_stock_fetched(&wanted).await?;
            // Counts kept from before a supplier failure say when they were
            // checked, not when they were shown.
            let at = hms_ago(fetched.stale_for.unwrap_or_default());
            (fetched.value, at)
        };
        let low = self.low_at();
        let mut it = got.into_iter();
        Ok(skus
            .iter()
            .map(|s| {
                let st = if s.is_empty() { None } else { it.next() };
                StockView::from_stock(s, st.as_ref(), &at, low)
            })
            .collect())
    }

    /// As `stock_views`, but when the supplier cannot say just now every SKU
    /// gets an unknown count with that reason (the list still shows).
    pub async fn stock_or_unknown(&self, skus: &[String]) -> Vec<StockView> {
        self.stock_views(skus).await.unwrap_or_else(|_| {
            let at = now_hms();
            skus.iter()
                .map(|s| StockView {
                    sku: s.clone(),
                    count: None,
                    error: Some("Stock could not be checked just now.".into()),
                    checked_at: at.clone(),
                    low_at: self.low_at(),
                })
                .collect()
        })
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
            if skus.len() >= self.state.catalogue.bulk_chunk() {
                break;
            }
            if !skus.contains(sku) {
                skus.push(sku.clone());
            }
        }
        self.stock_or_unknown(&skus).await
    }
}
