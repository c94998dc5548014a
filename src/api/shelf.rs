//! The shop's own shelf for pages: one part's line, worth and movements
//! (its product page), and a page of the shelf's list (`/stock/shelf`).
//! Changes are plain form posts (`server/http/routes/shelf.rs`), so they
//! work without JavaScript. What a person sees of the worth is decided by
//! the stock domain (`stock::shown`) from their role.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::model::{
    stock::view::{PartShelf, ShelfPage},
    AppError,
};

#[cfg(feature = "ssr")]
fn busy(_: crate::server::stock::Refused) -> AppError {
    AppError::Internal("the shelf could not be read".into())
}

/// The request's role (server only).
#[cfg(feature = "ssr")]
fn role() -> Option<crate::model::role::Role> {
    use_context::<http::request::Parts>()
        .and_then(|p| p.extensions.get::<crate::model::role::Role>().copied())
}

/// Movements a part's page shows.
#[cfg(feature = "ssr")]
const MOVEMENTS_SHOWN: usize = 20;

/// One part on our shelf, for its page.
#[server(endpoint = "part_shelf", input = Json)]
pub async fn part_on_shelf(sku: String) -> Result<PartShelf, AppError> {
    let sku = crate::model::skus::validate_sku(&sku).map_err(AppError::BadRequest)?;
    let state = crate::server::start::state::door_state::<PartOnShelf>()?;
    let record = state
        .stock
        .part(&sku, MOVEMENTS_SHOWN)
        .await
        .map_err(busy)?;
    let seen = crate::server::stock::shown::Seen {
        role: role(),
        time: &state.customers.shop_time,
    };
    Ok(crate::server::stock::shown::part(
        &state.stock,
        record,
        &seen,
    ))
}

/// A page of the shelf's list: sorted by bin or SKU, narrowed to bins
/// starting with `bin`.
#[server(endpoint = "shelf_list", input = Json)]
pub async fn shelf_list(order: String, bin: String, page: u32) -> Result<ShelfPage, AppError> {
    use crate::model::stock::view::ShelfOrder;
    use crate::server::stock::{shown, ShelfQuery};
    let bin = bin.trim().to_ascii_uppercase();
    if !bin.is_empty() && crate::model::stock::parse_bins(&bin).map(|b| b.len()) != Ok(1) {
        return Err(AppError::BadRequest(
            "A bin is up to 20 letters, digits, dashes, dots or slashes.".into(),
        ));
    }
    let order = ShelfOrder::parse(&order);
    let page = page.clamp(1, 100_000);
    let state = crate::server::start::state::door_state::<ShelfList>()?;
    let q = ShelfQuery {
        by_bin: order == ShelfOrder::Bin,
        bin: bin.clone(),
        offset: i64::from(page - 1) * i64::from(shown::PER_PAGE),
        limit: i64::from(shown::PER_PAGE),
    };
    let rows = state.stock.shelf(q).await.map_err(busy)?;
    let skus: Vec<String> = rows.rows.iter().map(|(p, _)| p.sku.clone()).collect();
    let names = state.index.summaries(&skus).await.unwrap_or_default();
    let value = state.stock.value_at(None).await.ok();
    let seen = shown::Seen {
        role: role(),
        time: &state.customers.shop_time,
    };
    let asked = shown::PageAsked {
        order,
        bin,
        page,
        total: rows.total,
        value,
    };
    Ok(shown::page(&state.stock, rows, &names, asked, &seen))
}

/// The shelf's worth on a day, by category and brand, and what moved over
/// a period (days as "YYYY-MM-DD"; empty: today, and this month). Days
/// that cannot be read give today's report, saying why.
#[server(endpoint = "stock_value", input = Json)]
pub async fn stock_value(
    on: String,
    from: String,
    to: String,
) -> Result<crate::model::stock::value::ValueReport, AppError> {
    use crate::server::stock::value::days_asked;
    let state = crate::server::start::state::door_state::<StockValue>()?;
    let time = &state.customers.shop_time;
    let (days, problem) = match days_asked(time, &on, &from, &to) {
        Ok(d) => (d, None),
        Err(p) => (
            days_asked(time, "", "", "").map_err(|_| AppError::Internal("today".into()))?,
            Some(p),
        ),
    };
    let mut report = state
        .stock
        .value_report(&state.index, days)
        .await
        .map_err(busy)?;
    report.problem = problem;
    Ok(report)
}
