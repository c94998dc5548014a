//! Server functions for reading the catalogue: listings, product lists,
//! one product, stock, and the counter's lookup.
//!
//! Every argument is checked here, at the door; the answers come from the
//! product service (`server::products`) or, for the category, brand and
//! bike listings, straight from the catalogue gateway.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::model::{
    listing::{ListPage, LookupTarget, ProductSummary, ProductView, StockFace},
    picker::{BikeChoice, BikeChoices, PickModel},
    query::ListQuery,
    wire::Wire,
    AppError, Bike, Brand, Category, Currency,
};

#[cfg(feature = "ssr")]
use crate::server::start::state::door_state;

#[server(endpoint = "categories", input = Json)]
pub async fn category_listing() -> Result<Vec<Category>, AppError> {
    let mut v = door_state::<CategoryListing>()?
        .catalogue
        .categories()
        .await?
        .value
        .as_ref()
        .clone();
    v.sort_by_cached_key(|c| c.name.as_deref().unwrap_or_default().to_lowercase());
    Ok(v)
}

#[server(endpoint = "brands", input = Json)]
pub async fn brand_listing() -> Result<Vec<Brand>, AppError> {
    let mut v = door_state::<BrandListing>()?
        .catalogue
        .brands()
        .await?
        .value
        .as_ref()
        .clone();
    v.sort_by_cached_key(|b| b.name.as_deref().unwrap_or_default().to_lowercase());
    Ok(v)
}

#[server(endpoint = "bikes", input = Json)]
pub async fn bike_listing() -> Result<Vec<Bike>, AppError> {
    let mut v = door_state::<BikeListing>()?
        .catalogue
        .bikes()
        .await?
        .value
        .as_ref()
        .clone();
    v.sort_by_cached_key(|b| b.name.as_deref().unwrap_or_default().to_lowercase());
    Ok(v)
}

/// The models of one make and their years, as the bike picker lists them.
/// Called by the picker's island, so in the wire format.
#[server(endpoint = "bike_models", input = Wire, output = Wire)]
pub async fn bike_models(make: i64) -> Result<Vec<PickModel>, AppError> {
    let bikes = door_state::<BikeModels>()?.catalogue.bikes().await?.value;
    Ok(crate::model::picker::models(&bikes, Some(make)))
}

crate::wire_struct!(BikeModels { make });

/// What the bike picker shows for a choice (ids and labels only, read from
/// the cached listing without copying it).
#[server(endpoint = "picker_lists", input = Json)]
pub async fn picker_lists(asked: BikeChoice) -> Result<BikeChoices, AppError> {
    let bikes = door_state::<PickerLists>()?.catalogue.bikes().await?.value;
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
    crate::model::request_checks::check_list_query(&query)?;
    door_state::<ListProducts>()?
        .products
        .list(&query, currency, facets)
        .await
}

/// Products created in the last 30 days, newest first.
#[server(endpoint = "whats_new", input = Json)]
pub async fn whats_new() -> Result<ListPage, AppError> {
    door_state::<WhatsNew>()?.products.whats_new().await
}

#[server(endpoint = "product", input = Json)]
pub async fn product_detail(sku: String) -> Result<ProductView, AppError> {
    door_state::<ProductDetail>()?.products.detail(&sku).await
}

/// Live stock for the SKUs a page shows, as their badges read: one bulk
/// call at most. Called by the `LiveStock` island, so in the wire format.
#[server(endpoint = "stock", input = Wire, output = Wire)]
pub async fn stock_for(skus: Vec<String>) -> Result<Vec<StockFace>, AppError> {
    let skus = crate::model::request_checks::check_skus(&skus, 200)?;
    let views = door_state::<StockFor>()?
        .products
        .stock_views(&skus)
        .await?;
    // In the language of the page that asks (its cookie or browser).
    let i = crate::components::i18n::use_i18n();
    Ok(views.iter().map(|v| v.face(&|t| i.stock_text(t))).collect())
}

crate::wire_struct!(StockFor { skus });

/// Where the counter's box goes: straight to a product on an exact SKU or
/// EAN, otherwise to a search.
#[server(endpoint = "lookup", input = Json)]
pub async fn lookup(q: String) -> Result<LookupTarget, AppError> {
    let q = q.trim().to_string();
    crate::model::request_checks::check_text(
        "Lookup",
        &q,
        crate::model::request_checks::MAX_LOOKUP,
    )?;
    door_state::<Lookup>()?.products.lookup(&q).await
}

/// Names and prices for a few SKUs (the home page's "recently viewed").
#[server(endpoint = "summaries", input = Json)]
pub async fn summaries(skus: Vec<String>) -> Result<Vec<ProductSummary>, AppError> {
    if skus.len() > crate::model::request_checks::MAX_SUMMARIES {
        return Err(AppError::BadRequest("Too many SKUs at once.".into()));
    }
    let skus: Vec<String> = skus
        .iter()
        .take(crate::model::prefs::RECENT_MAX)
        .filter_map(|s| crate::model::skus::validate_sku(s).ok())
        .collect();
    door_state::<Summaries>()?.products.summaries(&skus).await
}
