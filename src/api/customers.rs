//! Server functions for the customers' pages: finding customers, one
//! customer's page, who a quote list is for (with its lines' fit), the
//! customer of the list open at the counter, "Back in stock" and its count,
//! and the lost-sales report. Changes are plain form posts
//! (`server/routes/customers.rs`, `customer_watches.rs`), not server
//! functions, so they work without JavaScript.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::model::{
    customer::{BackInStock, CustomerHead, CustomerView, LostReport, QuoteCustomer},
    AppError,
};

/// Rows the "Back in stock" page lists at most.
pub const BACK_ROWS: usize = 1_000;

#[cfg(feature = "ssr")]
fn parts() -> Option<http::request::Parts> {
    use_context::<http::request::Parts>()
}

/// Customers whose name, email or phone has the typed text (empty: the latest).
#[server(endpoint = "customers_find", input = Json)]
pub async fn customers_find(q: String) -> Result<Vec<CustomerHead>, AppError> {
    if q.chars().count() > 100 {
        return Err(AppError::BadRequest(
            "Search with at most 100 characters.".into(),
        ));
    }
    crate::server::start::state::door_state::<CustomersFind>()?
        .customers
        .find(&q)
        .await
}

/// One customer's page; the quote lists the person keeps are marked theirs.
#[server(endpoint = "customer_view", input = Json)]
pub async fn customer_page(id: String) -> Result<CustomerView, AppError> {
    let missing = || AppError::NotFound("There is no such customer.".into());
    if !crate::model::customer::is_customer_id(&id) {
        return Err(missing());
    }
    let state = crate::server::start::state::door_state::<CustomerPage>()?;
    let mut view = state.customers.view(&id).await?.ok_or_else(missing)?;
    crate::server::customers::shown::customer(&mut view, state.customers.shop_time);
    let mut tiers: Vec<crate::model::customer::TierChoice> = state
        .pricing
        .rules()
        .tiers
        .iter()
        .map(|(key, t)| crate::model::customer::TierChoice {
            key: key.clone(),
            name: t.name.clone(),
        })
        .collect();
    tiers.sort_by_key(|t| t.name.to_lowercase());
    view.tiers = tiers;
    let owner = parts().and_then(|p| crate::server::quotes::Owner::of(&p));
    if let Some(owner) = owner {
        let mine = state.quotes.heads(&owner).await?;
        for q in &mut view.quotes {
            q.mine = mine.iter().any(|h| h.id == q.id);
        }
    }
    Ok(view)
}

/// Who one of the person's lists is for, and each line's fit on their bike.
#[server(endpoint = "quote_customer", input = Json)]
pub async fn quote_customer_of(id: String) -> Result<QuoteCustomer, AppError> {
    let missing = || AppError::NotFound("There is no such quote list.".into());
    if !crate::model::prefs::is_browser_id(&id) {
        return Err(missing());
    }
    let owner = parts()
        .and_then(|p| crate::server::quotes::Owner::of(&p))
        .ok_or_else(missing)?;
    crate::server::start::state::door_sub_state::<
        QuoteCustomerOf,
        crate::server::customers::QuoteFit,
    >()?
    .quote_customer(&owner, &id)
    .await?
    .ok_or_else(missing)
}

/// The customer of the list open at the counter, if it is for one.
#[server(endpoint = "counter_customer", input = Json)]
pub async fn counter_customer() -> Result<Option<CustomerHead>, AppError> {
    let open = leptos::prelude::with_context::<http::request::Parts, _>(|p| {
        crate::server::quotes::open_list(p)
    });
    let Some(open) = open.flatten() else {
        return Ok(None);
    };
    let state = crate::server::start::state::door_state::<CounterCustomer>()?;
    Ok(state.customers.of_quote(&open).await?.map(|l| l.customer))
}

/// The watches whose part is back in stock, the latest back first.
#[server(endpoint = "back_in_stock", input = Json)]
pub async fn back_in_stock_rows() -> Result<BackInStock, AppError> {
    let customers = crate::server::start::state::door_state::<BackInStockRows>()?
        .customers
        .clone();
    let mut back = customers.back_in_stock(BACK_ROWS).await?;
    crate::server::customers::shown::back_in_stock(&mut back, customers.shop_time);
    Ok(back)
}

/// How many watches are back in stock (the header's count).
#[server(endpoint = "back_in_stock_count", input = Json)]
pub async fn back_in_stock_count() -> Result<u64, AppError> {
    crate::server::start::state::door_state::<BackInStockCount>()?
        .customers
        .back_count()
        .await
}

/// The lost-sales report for a period (`from`, `to`: "YYYY-MM-DD", days
/// included; empty: the last 30 days).
#[server(endpoint = "lost_sales_report", input = Json)]
pub async fn lost_sales_report(from: String, to: String) -> Result<LostReport, AppError> {
    let state = crate::server::start::state::door_state::<LostSalesReport>()?;
    let customers = &state.customers;
    let today = customers.shop_time.today();
    let (period, note) = crate::server::customers::parse_period(&from, &to, today);
    let mut report = customers.lost_report(period, note).await?;
    crate::server::customers::reorder::stock_now(&state.products, &mut report.reorder).await;
    for l in &mut report.latest {
        l.at = customers.shop_time.local(&l.at);
    }
    Ok(report)
}
