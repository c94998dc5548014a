//! Server functions for the sales' pages: the sale page of a quote list,
//! one invoice, and the invoices' list. Selling is a plain form post
//! (`server/http/routes/sales.rs`), so it works without JavaScript.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::model::{
    sale::{
        collect::CollectDraft,
        view::{InvoiceView, SaleDraft, SalesFilter, SalesList},
    },
    AppError,
};

#[cfg(feature = "ssr")]
fn busy(_: crate::server::sales::SaleRefused) -> AppError {
    AppError::Internal("the sales could not be read".into())
}

/// The sale page of one of the person's quote lists: its lines at the
/// list's prices, what the shelf has of each, and a new form's token.
#[server(endpoint = "sale_form", input = Json)]
pub async fn sale_form(quote: String) -> Result<SaleDraft, AppError> {
    use crate::server::{
        products::PricedQuotes,
        sales::from_quote::{draft, DraftFacts},
        start::state::{door_state, door_sub_state},
    };
    let missing = || AppError::NotFound("There is no such quote list.".into());
    if !crate::model::prefs::is_browser_id(&quote) {
        return Err(missing());
    }
    let owner = use_context::<http::request::Parts>()
        .and_then(|p| crate::server::quotes::Owner::of(&p))
        .ok_or_else(missing)?;
    let state = door_state::<SaleForm>()?;
    let priced = door_sub_state::<SaleForm, PricedQuotes>()?;
    let view = priced
        .money_view(&owner, &quote)
        .await?
        .ok_or_else(missing)?;
    let customer = state.customers.of_quote(&quote).await?.map(|l| l.customer);
    let sold_before = state.sales.of_quote(&quote).await.map_err(busy)?;
    let mut facts = DraftFacts {
        customer,
        sold_before,
        ours: Vec::new(),
    };
    let skus = crate::server::sales::from_quote::stocked_skus(&view);
    facts.ours = state.stock.lines(skus).await.unwrap_or_default();
    Ok(draft(&view, facts, state.sales.currency()))
}

/// The collection page of a special order: its lines waiting to be
/// collected (`lines`: those ticked, "0,2"; empty: all), what they come
/// to with the deposit's share taken off, and a new form's token.
#[server(endpoint = "collect_form", input = Json)]
pub async fn collect_form(order: String, lines: String) -> Result<CollectDraft, AppError> {
    use crate::server::sales::collect::{draft, CollectFacts, CollectTax};
    let missing = || AppError::NotFound("There is no such order.".into());
    if !crate::model::order::view::is_order_id(&order) {
        return Err(missing());
    }
    let state = crate::server::start::state::door_state::<CollectForm>()?;
    let row = state
        .orders
        .get(&order)
        .await
        .map_err(|_| AppError::Internal("the orders could not be read".into()))?
        .ok_or_else(missing)?;
    let customer_name = state
        .customers
        .head(&row.customer_id)
        .await
        .ok()
        .flatten()
        .map(|h| h.name);
    let asked: Vec<String> = vec![lines.chars().take(400).collect()];
    let facts = CollectFacts {
        customer_name,
        tax: CollectTax::of(&state.pricing.terms_now()),
        invoiced: state.sales.of_order(&order).await.map_err(busy)?,
        deposit_at: state.customers.shop_time.local(&row.created),
        asked: &asked,
    };
    Ok(draft(&row, facts))
}

/// The return-without-invoice page: a new form's token, and whether the
/// person is a manager (their own approval).
#[server(endpoint = "loose_return_form", input = Json)]
pub async fn loose_return_form() -> Result<crate::model::sale::loose::LooseDraft, AppError> {
    use crate::model::role::Role;
    let state = crate::server::start::state::door_state::<LooseReturnForm>()?;
    let manager_here = use_context::<http::request::Parts>()
        .map(|p| state.access.actor(&p))
        .is_some_and(|a| a.may(Role::Manager));
    Ok(crate::model::sale::loose::LooseDraft {
        token: crate::server::sales::new_sale_token(),
        manager_here,
        currency: state.sales.currency(),
    })
}

/// One invoice; what the parts cost and the margin for managers only.
#[server(endpoint = "invoice_view", input = Json)]
pub async fn invoice_of(id: i64) -> Result<InvoiceView, AppError> {
    use crate::model::role::Role;
    let state = crate::server::start::state::door_state::<InvoiceOf>()?;
    let costs = use_context::<http::request::Parts>()
        .map(|p| state.access.actor(&p))
        .is_some_and(|a| a.may(Role::Manager));
    let record = state
        .sales
        .invoice(id)
        .await
        .map_err(busy)?
        .ok_or_else(|| AppError::NotFound(format!("Invoice {id}")))?;
    let mut view = crate::server::sales::shown::invoice(
        record,
        &state.customers.shop_time,
        costs,
        state.sales.currency(),
    );
    view.can_print = state.sales.can_print();
    Ok(view)
}

/// The invoices under these filters, a page of them.
#[server(endpoint = "sales_list", input = Json)]
pub async fn sales_rows(filter: SalesFilter) -> Result<SalesList, AppError> {
    let state = crate::server::start::state::door_state::<SalesRows>()?;
    crate::server::sales::shown::list(&state.sales, &filter, &state.customers.shop_time)
        .await
        .map_err(busy)
}

/// The return form of an invoice: each line with what may still come back.
#[server(endpoint = "return_form", input = Json)]
pub async fn return_form(
    invoice: i64,
) -> Result<crate::model::sale::return_view::ReturnDraft, AppError> {
    use crate::model::role::Role;
    let state = crate::server::start::state::door_state::<ReturnForm>()?;
    let manager = use_context::<http::request::Parts>()
        .map(|p| state.access.actor(&p))
        .is_some_and(|a| a.may(Role::Manager));
    let record = state
        .sales
        .invoice(invoice)
        .await
        .map_err(busy)?
        .ok_or_else(|| AppError::NotFound(format!("Invoice {invoice}")))?;
    Ok(crate::server::sales::shown::return_draft(
        record,
        &state.customers.shop_time,
        state.sales.return_days(),
        manager,
    ))
}

/// A day's takings: the shop's, or one person's (`by`); today when `day`
/// is empty or not a day.
#[server(endpoint = "day_takings", input = Json)]
pub async fn day_takings(
    day: String,
    by: String,
) -> Result<crate::model::sale::day::DayTakings, AppError> {
    use crate::model::role::Role;
    use crate::server::sales::shown::{asked_day, day_takings as shown};
    let state = crate::server::start::state::door_state::<DayTakings>()?;
    let manager = use_context::<http::request::Parts>()
        .map(|p| state.access.actor(&p))
        .is_some_and(|a| a.may(Role::Manager));
    let time = &state.customers.shop_time;
    let (asked, bad_day) = asked_day(&day, &by, time);
    let t = state
        .sales
        .takings(asked.clone())
        .await
        .map_err(|_| AppError::Internal("the day's takings could not be read".into()))?;
    let mut view = shown(t, &asked, time, manager, state.sales.currency());
    view.bad_day = bad_day;
    Ok(view)
}

/// A customer's invoices, the latest 50.
#[server(endpoint = "customer_invoices", input = Json)]
pub async fn customer_invoices(
    id: String,
) -> Result<Vec<crate::model::sale::view::SalesRow>, AppError> {
    if !crate::model::customer::is_customer_id(&id) {
        return Err(AppError::NotFound("There is no such customer.".into()));
    }
    let state = crate::server::start::state::door_state::<CustomerInvoices>()?;
    crate::server::sales::shown::of_customer(&state.sales, &id, &state.customers.shop_time, 50)
        .await
        .map_err(busy)
}
