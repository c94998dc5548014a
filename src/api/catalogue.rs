//! Server functions for reading the catalogue: listings, product lists,
//! one product, stock, and the counter's lookup.
//!
//! Every argument is checked here, at the door, before the gateway is asked.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use serde::{Deserialize, Serialize};

use crate::model::{
    listing::{ListPage, LookupTarget, StockFace, StockView},
    picker::{BikeChoice, BikeChoices, PickModel},
    query::ListQuery,
    AppError, Bike, Brand, Category, Currency, Product,
};

/// One product for its page: descriptions already sanitized, stock beside it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProductView {
    pub product: Product,
    pub stock: StockView,
    pub stale_secs: Option<u64>,
}

#[server(endpoint = "categories", input = Json)]
pub async fn category_listing() -> Result<Vec<Category>, AppError> {
    let cat = ssr::catalogue()?;
    let mut v = cat.categories().await?.value.as_ref().clone();
    v.sort_by_key(|c| c.name.clone().unwrap_or_default().to_lowercase());
    Ok(v)
}

#[server(endpoint = "brands", input = Json)]
pub async fn brand_listing() -> Result<Vec<Brand>, AppError> {
    let cat = ssr::catalogue()?;
    let mut v = cat.brands().await?.value.as_ref().clone();
    v.sort_by_key(|b| b.name.clone().unwrap_or_default().to_lowercase());
    Ok(v)
}

#[server(endpoint = "bikes", input = Json)]
pub async fn bike_listing() -> Result<Vec<Bike>, AppError> {
    let cat = ssr::catalogue()?;
    let mut v = cat.bikes().await?.value.as_ref().clone();
    v.sort_by_key(|b| b.name.clone().unwrap_or_default().to_lowercase());
    Ok(v)
}

/// The models of one make and their years, as the bike picker lists them.
#[server(endpoint = "bike_models", input = Json)]
pub async fn bike_models(make: i64) -> Result<Vec<PickModel>, AppError> {
    let bikes = ssr::catalogue()?.bikes().await?.value;
    Ok(crate::model::picker::models(&bikes, Some(make)))
}

/// What the bike picker shows for a choice (ids and labels only, read from
/// the cached listing without copying it).
#[server(endpoint = "picker_lists", input = Json)]
pub async fn picker_lists(asked: BikeChoice) -> Result<BikeChoices, AppError> {
    let bikes = ssr::catalogue()?.bikes().await?.value;
    Ok(crate::model::picker::choices(&bikes, asked))
}

/// One page of products matching a query, with stock for that page, and
/// category and brand counts when `facets` is asked for.
#[server(endpoint = "list_products", input = Json)]
pub async fn list_products(
    query: ListQuery,
    currency: Currency,
    facets: bool,
) -> Result<ListPage, AppError> {
    ssr::list(&query, currency, facets).await
}

/// Products created in the last 30 days, newest first.
#[server(endpoint = "whats_new", input = Json)]
pub async fn whats_new() -> Result<ListPage, AppError> {
    let since = chrono::Utc::now() - chrono::Duration::days(30);
    let mut q = ListQuery {
        page: 1,
        sort: crate::model::query::SortKey::Newest,
        ..ListQuery::default()
    };
    q.filters.created_after = Some(since.format("%Y-%m-%dT00:00:00+00:00").to_string());
    ssr::list(&q, Currency::Gbp, false).await
}

#[server(endpoint = "product", input = Json)]
pub async fn product_detail(sku: String) -> Result<ProductView, AppError> {
    let sku = crate::model::skus::validate_sku(&sku).map_err(AppError::BadRequest)?;
    let cat = ssr::catalogue()?;
    let fetched = cat.product(&sku).await?;
    let mut product = fetched.value.as_ref().clone();
    let clean = |d: &str| crate::server::html_memo::sanitized(d, ssr::sanitize_html);
    product.brief_description = product.brief_description.as_deref().map(clean);
    product.full_description = product.full_description.as_deref().map(clean);
    let stock = StockView::from_stock(
        product.sku.as_deref().unwrap_or(&sku),
        product.stock.as_ref(),
        &crate::server::lists::now_hms(),
        ssr::low_at(),
    );
    Ok(ProductView {
        product,
        stock,
        stale_secs: fetched.stale_for.map(|d| d.as_secs()),
    })
}

/// Live stock for the SKUs a page shows, as their badges read: one bulk
/// call at most.
#[server(endpoint = "stock", input = Json)]
pub async fn stock_for(skus: Vec<String>) -> Result<Vec<StockFace>, AppError> {
    let skus = super::door::check_skus(&skus, 200)?;
    Ok(ssr::stock_views(&skus)
        .await?
        .iter()
        .map(StockView::face)
        .collect())
}

/// Where the counter's box goes: straight to a product on an exact SKU,
/// otherwise to a search.
#[server(endpoint = "lookup", input = Json)]
pub async fn lookup(q: String) -> Result<LookupTarget, AppError> {
    let q = q.trim().to_string();
    super::door::check_text("Lookup", &q, super::door::MAX_LOOKUP)?;
    let Ok(sku) = crate::model::skus::validate_sku(&q) else {
        return Ok(LookupTarget::Search(q.chars().take(100).collect()));
    };
    let state = crate::server::state::app_state()?;
    if state.index.is_ready() {
        // SKU or a scanned EAN, from the index: no supplier call.
        if let Some(found) = state.index.find_exact(&sku).await? {
            return Ok(LookupTarget::Product(found));
        }
    }
    match state.catalogue.product(&sku).await {
        Ok(p) => Ok(LookupTarget::Product(p.value.sku.clone().unwrap_or(sku))),
        Err(AppError::NotFound(_)) => {
            // A scanned EAN before the index is ready: the (cached) catalogue.
            if !state.index.is_ready() && sku.len() == 13 && sku.bytes().all(|b| b.is_ascii_digit())
            {
                if let Some(found) = ssr::find_by_ean(&sku).await? {
                    return Ok(LookupTarget::Product(found));
                }
            }
            Ok(LookupTarget::Search(sku))
        }
        Err(e) => Err(e),
    }
}

#[cfg(feature = "ssr")]
pub mod ssr {
    //! The server half of the functions above.

    use std::{collections::HashSet, sync::Arc};

    use crate::{
        model::{
            listing::{ListPage, ProductSummary, StockView},
            query::ListQuery,
            AppError, Currency, Product,
        },
        server::{
            catalogue::Catalogue,
            lists::{compare, fits_query, matches_text, now_hms, paginate, text_words},
            state::AppState,
        },
    };

    /// The low-stock threshold from the portal's settings.
    pub fn low_at() -> i64 {
        crate::server::state::app_state()
            .map(|s| s.settings.low_stock_threshold)
            .unwrap_or(3)
    }

    pub fn catalogue() -> Result<Catalogue, AppError> {
        Ok(crate::server::state::app_state()?.catalogue)
    }

    /// The whole matching set, filtered by fitment and sorted (not yet
    /// paged): the shared result set and the positions of the matches in order.
    pub async fn matching(
        cat: &Catalogue,
        query: &ListQuery,
        currency: Currency,
    ) -> Result<(Arc<Vec<Product>>, Vec<usize>, Option<u64>, usize), AppError> {
        let mut filters = query.filters.clone();
        filters.extended = true;
        let fetched = cat.search(&filters).await?;
        let all = fetched.value;
        let words = text_words(query.text.as_deref());
        let mut order: Vec<usize> = all
            .iter()
            .enumerate()
            .filter(|(_, p)| fits_query(p, query))
            .filter(|(_, p)| matches_text(p, &words))
            .map(|(i, _)| i)
            .collect();
        if matches!(
            query.sort,
            crate::model::query::SortKey::Name | crate::model::query::SortKey::Relevance
        ) {
            // The default order: build each product's key once, not per comparison.
            order.sort_by_cached_key(|&i| {
                (
                    all[i].display_name().to_lowercase(),
                    all[i].sku_str().to_string(),
                )
            });
        } else {
            order.sort_by(|&a, &b| compare(&all[a], &all[b], query.sort, currency));
        }
        Ok((
            all,
            order,
            fetched.stale_for.map(|d| d.as_secs()),
            fetched.skipped,
        ))
    }

    /// One list page from the index or, before its first sync, from the
    /// supplier's own filters, with stock for its items.
    pub async fn list(
        query: &ListQuery,
        currency: Currency,
        facets: bool,
    ) -> Result<ListPage, AppError> {
        crate::api::door::check_list_query(query)?;
        let state = crate::server::state::app_state()?;
        let mut page = if state.index.is_ready() {
            let found = state.index.list(query, currency, facets).await?;
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
            }
        } else {
            list_from_supplier(query, currency).await?
        };
        page.stock = page_stock(&page.items).await;
        Ok(page)
    }

    /// One page of the query from the supplier's own filters (and a scan of
    /// the cached result): what lists use until the index is ready.
    pub async fn list_from_supplier(
        query: &ListQuery,
        currency: Currency,
    ) -> Result<ListPage, AppError> {
        let (all, order, stale_secs, skipped) = matching(&catalogue()?, query, currency).await?;
        let (page, pages, range) = paginate(order.len(), query.page);
        let items: Vec<ProductSummary> = order[range]
            .iter()
            .filter_map(|&i| all.get(i))
            .map(ProductSummary::from_product)
            .collect();
        Ok(ListPage {
            total: order.len(),
            page,
            pages,
            items,
            stock: Vec::new(),
            stale_secs,
            skipped,
            facets: None,
            index_pending: true,
        })
    }

    /// Stock views for a page's items, or an "unknown" view per item when
    /// the supplier cannot say just now (the list itself still shows).
    pub async fn page_stock(items: &[ProductSummary]) -> Vec<StockView> {
        let skus: Vec<String> = items.iter().map(|p| p.sku.clone()).collect();
        stock_views(&skus).await.unwrap_or_else(|_| {
            let at = now_hms();
            skus.iter()
                .map(|s| StockView {
                    sku: s.clone(),
                    count: None,
                    error: Some("Stock could not be checked just now.".into()),
                    checked_at: at.clone(),
                    low_at: low_at(),
                })
                .collect()
        })
    }

    /// Stock for these SKUs in one bulk call (empty SKUs answered locally).
    pub async fn stock_views(skus: &[String]) -> Result<Vec<StockView>, AppError> {
        stock_views_in(&crate::server::state::app_state()?, skus).await
    }

    /// `stock_views` with the state given rather than taken from context.
    pub async fn stock_views_in(
        state: &AppState,
        skus: &[String],
    ) -> Result<Vec<StockView>, AppError> {
        let wanted: Vec<String> = skus.iter().filter(|s| !s.is_empty()).cloned().collect();
        let at = now_hms();
        let low = state.settings.low_stock_threshold;
        let got = if wanted.is_empty() {
            Vec::new()
        } else {
            state.catalogue.bulk_stock(&wanted).await?
        };
        let mut it = got.into_iter();
        Ok(skus
            .iter()
            .map(|s| {
                if s.is_empty() {
                    StockView::from_stock(s, None, &at, low)
                } else {
                    let st = it.next();
                    StockView::from_stock(s, st.as_ref(), &at, low)
                }
            })
            .collect())
    }

    pub async fn find_by_ean(ean: &str) -> Result<Option<String>, AppError> {
        let all = catalogue()?
            .search(&crate::model::query::SupplierFilters {
                extended: true,
                ..Default::default()
            })
            .await?
            .value;
        Ok(all
            .iter()
            .find(|p| p.ean.as_deref() == Some(ean))
            .and_then(|p| p.sku.clone()))
    }

    /// Supplier HTML made safe: cut to a readable size; basic formatting
    /// kept; scripts, handlers, styles and non-http(s) links dropped.
    pub fn sanitize_html(html: &str) -> String {
        let html = crate::model::clip(html, crate::model::MAX_HTML_BYTES);
        let tags: HashSet<&str> = [
            "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "u", "a", "h3", "h4", "h5",
            "table", "thead", "tbody", "tr", "th", "td", "span", "div", "small", "sup", "sub",
        ]
        .into_iter()
        .collect();
        let schemes: HashSet<&str> = ["http", "https"].into_iter().collect();
        ammonia::Builder::default()
            .tags(tags)
            .url_schemes(schemes)
            .link_rel(Some("noopener noreferrer nofollow"))
            .url_relative(ammonia::UrlRelative::Deny)
            .clean(html)
            .to_string()
    }

    #[cfg(test)]
    mod tests {
        use super::sanitize_html;

        #[test]
        fn sanitizing_keeps_formatting_and_drops_danger() {
            let out = sanitize_html(
                "<p onclick=\"x()\" style=\"color:red\">Hi <strong>there</strong></p>\
                 <script>alert(1)</script><ul><li>a</li></ul>\
                 <a href=\"javascript:alert(1)\">bad</a><a href=\"https://ok.example/\">ok</a>\
                 <img src=x onerror=alert(1)>",
            );
            assert!(out.contains("<p>Hi <strong>there</strong></p>"));
            assert!(out.contains("<ul><li>a</li></ul>"));
            assert!(!out.contains("script"));
            assert!(!out.contains("onclick"));
            assert!(!out.contains("style"));
            assert!(!out.contains("javascript"));
            assert!(!out.contains("<img"));
            assert!(out.contains("href=\"https://ok.example/\""));
        }
    }
}

/// Names and prices for a few SKUs (the home page's "recently viewed").
#[server(endpoint = "summaries", input = Json)]
pub async fn summaries(
    skus: Vec<String>,
) -> Result<Vec<crate::model::listing::ProductSummary>, AppError> {
    if skus.len() > super::door::MAX_SUMMARIES {
        return Err(AppError::BadRequest("Too many SKUs at once.".into()));
    }
    let skus: Vec<String> = skus
        .iter()
        .take(crate::model::recent::RECENT_MAX)
        .filter_map(|s| crate::model::skus::validate_sku(s).ok())
        .collect();
    if skus.is_empty() {
        return Ok(Vec::new());
    }
    let state = crate::server::state::app_state()?;
    if state.index.is_ready() {
        return state.index.summaries(&skus).await;
    }
    let all = state
        .catalogue
        .search(&crate::model::query::SupplierFilters {
            extended: true,
            ..Default::default()
        })
        .await?
        .value;
    Ok(skus
        .iter()
        .filter_map(|s| all.iter().find(|p| p.sku.as_deref() == Some(s.as_str())))
        .map(crate::model::listing::ProductSummary::from_product)
        .collect())
}
