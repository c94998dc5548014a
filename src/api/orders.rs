//! Server functions for the special orders' pages: the form that orders a
//! quote's parts, the orders' list, one order, a customer's orders and the
//! header's count. Changes are plain form posts
//! (`server/http/routes/orders.rs`), so they work without JavaScript.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::model::{
    order::view::{OrderDraft, OrderView, OrdersFilter, OrdersList},
    AppError,
};

#[cfg(feature = "ssr")]
fn busy(e: crate::server::orders::Refused) -> AppError {
    AppError::Internal(format!("the orders could not be read ({e:?})"))
}

/// The form that orders the parts of one of the person's quote lists for
/// its customer.
#[server(endpoint = "order_draft", input = Json)]
pub async fn order_new_form(quote: String) -> Result<OrderDraft, AppError> {
    let missing = || AppError::NotFound("There is no such quote list.".into());
    if !crate::model::prefs::is_browser_id(&quote) {
        return Err(missing());
    }
    let owner = use_context::<http::request::Parts>()
        .and_then(|p| crate::server::quotes::Owner::of(&p))
        .ok_or_else(missing)?;
    let state = crate::server::start::state::door_state::<OrderNewForm>()?;
    let priced = crate::server::start::state::door_sub_state::<
        OrderNewForm,
        crate::server::products::PricedQuotes,
    >()?;
    let view = priced
        .money_view(&owner, &quote)
        .await?
        .ok_or_else(missing)?;
    let customer = state.customers.of_quote(&quote).await?.map(|l| l.customer);
    let mut draft = crate::server::orders::from_quote::draft(
        &view,
        customer,
        state.orders.terms(),
        state.customers.mail_on(),
    );
    // Ours beside each part: the counter sees what need not be ordered.
    let skus = draft.lines.iter().map(|l| l.sku.clone()).collect();
    if let Ok(found) = state.stock.lines(skus).await {
        for (line, ours) in draft.lines.iter_mut().zip(found) {
            line.ours = Some(ours);
        }
    }
    Ok(draft)
}

/// The orders' list under these filters.
#[server(endpoint = "orders_list", input = Json)]
pub async fn orders_rows(filter: OrdersFilter) -> Result<OrdersList, AppError> {
    if filter.customer.chars().count() > 100 || filter.from.len() > 20 || filter.to.len() > 20 {
        return Err(AppError::BadRequest(
            "Filter with at most 100 characters.".into(),
        ));
    }
    let state = crate::server::start::state::door_state::<OrdersRows>()?;
    crate::server::orders::shown::list(&state.orders, &filter, &state.customers.shop_time)
        .await
        .map_err(busy)
}

/// One order.
#[server(endpoint = "order_view", input = Json)]
pub async fn order_page(id: String) -> Result<OrderView, AppError> {
    let missing = || AppError::NotFound("There is no such order.".into());
    if !crate::model::order::view::is_order_id(&id) {
        return Err(missing());
    }
    let state = crate::server::start::state::door_state::<OrderPage>()?;
    let row = state
        .orders
        .get(&id)
        .await
        .map_err(busy)?
        .ok_or_else(missing)?;
    let customer = match row.customer_id.as_str() {
        "" => None,
        c => state.customers.head(c).await?,
    };
    Ok(crate::server::orders::shown::order(
        row,
        crate::server::orders::shown::Around {
            customer,
            terms: state.orders.terms(),
            time: &state.customers.shop_time,
            mail_on: state.customers.mail_on(),
        },
    ))
}

/// A customer's orders, the latest first.
#[server(endpoint = "customer_orders", input = Json)]
pub async fn customer_orders(id: String) -> Result<Vec<OrderView>, AppError> {
    if !crate::model::customer::is_customer_id(&id) {
        return Err(AppError::NotFound("There is no such customer.".into()));
    }
    let state = crate::server::start::state::door_state::<CustomerOrders>()?;
    let rows = state.orders.of_customer(&id).await.map_err(busy)?;
    let head = state.customers.head(&id).await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            crate::server::orders::shown::order(
                row,
                crate::server::orders::shown::Around {
                    customer: head.clone(),
                    terms: state.orders.terms(),
                    time: &state.customers.shop_time,
                    mail_on: state.customers.mail_on(),
                },
            )
        })
        .collect())
}

/// How many lines wait for the shop: to order, or arrived and the customer
/// not told (the header's count).
#[server(endpoint = "orders_waiting", input = Json)]
pub async fn orders_waiting() -> Result<u64, AppError> {
    crate::server::start::state::door_state::<OrdersWaiting>()?
        .orders
        .waiting_count()
        .await
        .map_err(busy)
}
