//! The product service: the one place below the door that knows where
//! products come from.
//!
//! Every question about products (a list page, a lookup by SKU or EAN,
//! suggestions, names for a few SKUs, one product's page, a whole result set
//! for an export, stock for a page) comes here. Here, and only here, the
//! service asks whether the catalogue index is ready; until its first sync
//! it answers from the supplier's own filters and a scan of the cached
//! whole catalogue (`supplier`). Server functions check their input at the
//! door and call it; routes (exports, forms) call it too. It never calls
//! back up into `api/`.

mod detail;
mod stock;
mod supplier;

use std::{collections::HashMap, sync::Arc};

use crate::model::{
    listing::{ListPage, LookupTarget, Member, ProductSummary},
    query::{ListQuery, SortKey, SupplierFilters},
    search::Suggestion,
    skus::validate_sku,
    AppError, Currency, Product,
};

use super::state::AppState;

pub use detail::sanitize_html;
pub use stock::now_hms;
pub use supplier::{compare, fits_query, fits_year, matches_text, text_words};

/// The products of one portal (its catalogue gateway and index).
pub struct Products<'a> {
    state: &'a AppState,
}

impl AppState {
    /// The product service over this state.
    pub fn products(&self) -> Products<'_> {
        Products { state: self }
    }
}

/// Every product a query selects, in its order, for an export.
pub enum Rows {
    /// Record ids in the index, in the export's order.
    Index(Vec<i64>),
    /// Products already in memory (the supplier's cached answer), and the
    /// export's order over them.
    Loaded(Arc<Vec<Product>>, Vec<usize>),
}

impl Products<'_> {
    fn index_ready(&self) -> bool {
        self.state.index.is_ready()
    }

    /// One list page, with stock for its items: from the index, or before
    /// its first sync from the supplier's own filters.
    pub async fn list(
        &self,
        query: &ListQuery,
        currency: Currency,
        facets: bool,
    ) -> Result<ListPage, AppError> {
        let mut page = if self.index_ready() {
            let found = self.state.index.list(query, currency, facets).await?;
            let families = found
                .families
                .into_iter()
                .map(|f| {
                    f.into_iter()
                        .map(|(label, s)| Member { label, sku: s.sku })
                        .collect()
                })
                .collect();
            ListPage {
                total: found.total,
                page: found.page,
                pages: found.pages,
                items: found.items,
                stock: Vec::new(),
                stale_secs: None,
                skipped: 0,
                facets: found.facets,
                index_pending: false,
                families,
            }
        } else {
            supplier::page(&self.state.catalogue, query, currency).await?
        };
        page.stock = self.page_stock(&page.items, &page.families).await;
        Ok(page)
    }

    /// Products created in the last 30 days, newest first.
    pub async fn whats_new(&self) -> Result<ListPage, AppError> {
        let since = chrono::Utc::now() - chrono::Duration::days(30);
        let mut q = ListQuery {
            page: 1,
            sort: SortKey::Newest,
            ..ListQuery::default()
        };
        q.filters.created_after = Some(since.format("%Y-%m-%dT00:00:00+00:00").to_string());
        self.list(&q, Currency::Gbp, false).await
    }

    /// Every product the query selects, in its order (not paged).
    pub async fn rows(&self, query: &ListQuery, currency: Currency) -> Result<Rows, AppError> {
        if self.index_ready() {
            return self
                .state
                .index
                .record_ids(query, currency)
                .await
                .map(Rows::Index);
        }
        let (all, order, ..) = supplier::matching(&self.state.catalogue, query, currency).await?;
        Ok(Rows::Loaded(all, order))
    }

    /// Names and prices for these SKUs, in their order; SKUs not in the
    /// catalogue are left out.
    pub async fn summaries(&self, skus: &[String]) -> Result<Vec<ProductSummary>, AppError> {
        if skus.is_empty() {
            return Ok(Vec::new());
        }
        if self.index_ready() {
            return self.state.index.summaries(skus).await;
        }
        let all = supplier::whole_catalogue(&self.state.catalogue).await?;
        Ok(skus
            .iter()
            .filter_map(|s| all.iter().find(|p| p.sku.as_deref() == Some(s.as_str())))
            .map(ProductSummary::from_product)
            .collect())
    }

    /// Product names by upper-case SKU, for a stock check's rows. Empty when
    /// the catalogue cannot say just now (the rows still show stock).
    pub async fn names(&self, skus: &[String]) -> HashMap<String, String> {
        let found = if self.index_ready() {
            self.state.index.summaries(skus).await.map(|found| {
                found
                    .into_iter()
                    .map(|p| (p.sku.to_uppercase(), p.name))
                    .collect()
            })
        } else {
            supplier::whole_catalogue(&self.state.catalogue)
                .await
                .map(|all| {
                    all.iter()
                        .filter_map(|p| Some((p.sku.clone()?.to_uppercase(), p.display_name())))
                        .collect()
                })
        };
        found.unwrap_or_default()
    }

    /// Up to eight products for what has been typed in the lookup box: from
    /// the index only (none before its first sync).
    pub async fn suggest(&self, typed: &str) -> Result<Vec<Suggestion>, AppError> {
        if !self.index_ready() {
            return Ok(Vec::new());
        }
        self.state.index.suggest(typed).await
    }

    /// Where the counter's lookup goes: a product for an exact SKU or EAN,
    /// the products of a stem (`CP0151` for `CP0151BL`, `CP0151SI`), otherwise
    /// a search for the text.
    pub async fn lookup(&self, typed: &str) -> Result<LookupTarget, AppError> {
        let Ok(sku) = validate_sku(typed) else {
            return Ok(LookupTarget::Search(typed.chars().take(100).collect()));
        };
        if self.index_ready() {
            // SKU or a scanned EAN, from the index: no supplier call.
            if let Some(found) = self.state.index.find_exact(&sku).await? {
                return Ok(LookupTarget::Product(found));
            }
            let mut members = self.state.index.of_stem(&sku).await?;
            if members.len() == 1 {
                let (_, only) = members.remove(0);
                return Ok(LookupTarget::Product(only.sku));
            }
            if !members.is_empty() {
                let stem = crate::server::index::split_sku(&sku).stem;
                return Ok(LookupTarget::Family { stem, members });
            }
        }
        match self.state.catalogue.product(&sku).await {
            Ok(p) => Ok(LookupTarget::Product(p.value.sku.clone().unwrap_or(sku))),
            Err(AppError::NotFound(_)) => {
                // A scanned EAN before the index is ready: the (cached) catalogue.
                if !self.index_ready() && is_ean(&sku) {
                    let all = supplier::whole_catalogue(&self.state.catalogue).await?;
                    if let Some(found) = supplier::find_by_ean(&all, &sku) {
                        return Ok(LookupTarget::Product(found));
                    }
                }
                Ok(LookupTarget::Search(sku))
            }
            Err(e) => Err(e),
        }
    }
}

/// Whether text is shaped like an EAN-13 barcode.
fn is_ean(s: &str) -> bool {
    s.len() == 13 && s.bytes().all(|b| b.is_ascii_digit())
}

/// The filters that ask the supplier for the whole catalogue.
fn everything() -> SupplierFilters {
    SupplierFilters {
        extended: true,
        ..SupplierFilters::default()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn eans_are_thirteen_digits() {
        assert!(super::is_ean("5055000000001"));
        assert!(!super::is_ean("505500000000"));
        assert!(!super::is_ean("505500000000X"));
    }
}
