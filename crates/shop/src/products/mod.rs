//! The product service: the one place below the door that knows where
//! products come from.
//!
//! Every question about products (a list page, a lookup by SKU or EAN,
//! suggestions, names for a few SKUs, one product's page, a whole result set
//! for an export, stock for a page) comes here. Here, and only here, the
//! service asks whether the catalogue index is ready. Pages never wait for
//! a whole-list supplier call: until the first sync completes, lists,
//! names and lookups come from what the index holds so far (the categories
//! fetched), with the sync's progress on the page, and the counter's lookup
//! of a SKU asks the supplier for that one product. `supplier` holds the
//! rules of filtering and ordering whole products (the reference the
//! index's answers are checked against). Server functions check their input
//! at the door and call it; routes (exports, forms) call it too. It never
//! calls back up into `api/`.

mod detail;
mod discounts;
pub mod html_memo;
mod quote_cap;
mod quotes;
mod stock;
mod stock_report;
mod supplier;

use std::collections::HashMap;

use crate::model::{
    listing::{ListPage, LookupTarget, Member, ProductSummary},
    query::{ListQuery, SortKey},
    search::Suggestion,
    skus::validate_sku,
    AppError, Currency,
};

use crate::{catalogue::Catalogue, index::Index, pricing::ShopPricing};

pub use detail::sanitize_html;
pub use discounts::{refused_note, DiscountAsked};
pub use quote_cap::CapHeld;
pub use quotes::{PricedQuotes, QuoteTiers};
pub use stock::now_hms;
pub use supplier::{compare, fits_query, fits_year, matches_text, text_words};

/// The products of one portal: its catalogue gateway and index, and the
/// stock count at or under which a part shows as low.
#[derive(Clone)]
pub struct Products {
    catalogue: Catalogue,
    index: Index,
    low_stock_threshold: i64,
    /// The shop's prices, filled into every product it answers with.
    pricing: ShopPricing,
    /// The shop's own shelf, shown before the supplier's stock.
    shelf: crate::stock::Stock,
}

/// Every product a query selects, in its order, for an export.
pub struct Rows {
    /// Record ids in the index, in the export's order.
    pub ids: Vec<i64>,
}

/// Products an export reads at a time: one index read and a few bulk stock
/// calls.
pub const CHUNK: usize = 500;

impl Rows {
    /// How many products.
    pub fn len(&self) -> usize {
        self.ids.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The products of each chunk in turn (`CHUNK` at a time); `None` once
    /// done. An index that cannot be read ends the export with an error.
    pub async fn chunk(
        &self,
        n: usize,
        index: &Index,
    ) -> Option<Result<Vec<crate::model::Product>, String>> {
        let part = self.ids.chunks(CHUNK).nth(n)?;
        Some(
            index
                .records_by_id(part.to_vec())
                .await
                .map_err(|e| e.to_string()),
        )
    }
}

impl Products {
    pub fn new(
        catalogue: Catalogue,
        index: Index,
        low_stock_threshold: i64,
        pricing: ShopPricing,
        shelf: crate::stock::Stock,
    ) -> Self {
        Products {
            catalogue,
            index,
            low_stock_threshold,
            pricing,
            shelf,
        }
    }

    /// The shop's prices this service fills in.
    pub fn pricing(&self) -> &ShopPricing {
        &self.pricing
    }

    /// The same service with its supplier calls made through this gateway
    /// (a client's, or batch work's).
    pub fn with_catalogue(&self, catalogue: Catalogue) -> Self {
        Products {
            catalogue,
            ..self.clone()
        }
    }

    fn index_ready(&self) -> bool {
        self.index.is_ready()
    }

    /// One list page, with stock for its items: from the index, or before
    /// its first sync from the supplier's own filters.
    pub async fn list(
        &self,
        query: &ListQuery,
        currency: Currency,
        facets: bool,
    ) -> Result<ListPage, AppError> {
        let mut page = {
            let ready = self.index_ready();
            let found = self.index.list(query, currency, facets && ready).await?;
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
                index_pending: !ready,
                sync_progress: if ready {
                    None
                } else {
                    self.index.status().await.progress
                },
                families,
                ours: Vec::new(),
            }
        };
        page.stock = self.page_stock(&page.items, &page.families).await;
        let skus = page.items.iter().map(|p| p.sku.clone()).collect();
        page.ours = self.shelf.lines(skus).await.unwrap_or_default();
        self.pricing.fill(&mut page.items);
        Ok(page)
    }

    /// Ours beside each catalogue part of a quote's lines (left as it is
    /// when the shelf cannot be read: the lines show the supplier's).
    pub async fn mark_ours(&self, lines: &mut [crate::model::quote::QuoteLine]) {
        let skus: Vec<String> = lines.iter().map(|l| l.sku.clone()).collect();
        if let Ok(found) = self.shelf.lines(skus).await {
            for (l, ours) in lines.iter_mut().zip(found) {
                if l.kind.is_part() {
                    l.ours = Some(ours);
                }
            }
        }
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

    /// Every product the query selects, in its order (not paged), from
    /// the index (before its first complete sync, what it holds so far).
    pub async fn rows(&self, query: &ListQuery, currency: Currency) -> Result<Rows, AppError> {
        self.index
            .record_ids(query, currency)
            .await
            .map(|ids| Rows { ids })
    }

    /// Names and prices for these SKUs, in their order; SKUs not in the
    /// catalogue are left out.
    pub async fn summaries(&self, skus: &[String]) -> Result<Vec<ProductSummary>, AppError> {
        if skus.is_empty() {
            return Ok(Vec::new());
        }
        // Before the first sync completes: what the index holds so far.
        let mut found = self.index.summaries(skus).await?;
        self.pricing.fill(&mut found);
        Ok(found)
    }

    /// Product names by upper-case SKU, for a stock check's rows. Empty when
    /// the catalogue cannot say just now (the rows still show stock).
    pub async fn names(&self, skus: &[String]) -> HashMap<String, String> {
        // Before the first sync completes: the names the index holds so far.
        let found = self.index.summaries(skus).await.map(|found| {
            found
                .into_iter()
                .map(|p| (p.sku.to_uppercase(), p.name))
                .collect()
        });
        found.unwrap_or_default()
    }

    /// Up to eight products for what has been typed in the lookup box: from
    /// the index only (before its first sync completes, what it holds).
    pub async fn suggest(&self, typed: &str) -> Result<Vec<Suggestion>, AppError> {
        self.index.suggest(typed).await
    }

    /// Where the counter's lookup goes: a product for an exact SKU or EAN,
    /// the products of a stem (`CP0151` for `CP0151BL`, `CP0151SI`), otherwise
    /// a search for the text.
    pub async fn lookup(&self, typed: &str) -> Result<LookupTarget, AppError> {
        if let Some(bin) = crate::model::listing::bin_asked(typed) {
            return Ok(LookupTarget::Shelf(bin));
        }
        let Ok(sku) = validate_sku(typed) else {
            return Ok(LookupTarget::Search(typed.chars().take(100).collect()));
        };
        {
            // SKU or a scanned EAN, from the index (before its first sync
            // completes, what it holds): no supplier call.
            if let Some(found) = self.index.find_exact(&sku).await? {
                return Ok(LookupTarget::Product(found));
            }
            let mut members = self.index.of_stem(&sku).await?;
            if members.len() == 1 {
                let (_, only) = members.remove(0);
                return Ok(LookupTarget::Product(only.sku));
            }
            if !members.is_empty() {
                let stem = crate::index::split_sku(&sku).stem;
                return Ok(LookupTarget::Family { stem, members });
            }
        }
        match self.catalogue.product(&sku).await {
            Ok(p) => Ok(LookupTarget::Product(p.value.sku.clone().unwrap_or(sku))),
            // An EAN the index does not hold yet is searched for: the
            // supplier has no lookup by EAN but its whole catalogue.
            Err(AppError::NotFound(_)) => Ok(LookupTarget::Search(sku)),
            Err(e) => Err(e),
        }
    }
}
