//! Server functions for the quote lists' pages: every list of this person
//! (or browser), one list with today's prices and stock, and a list shared
//! with colleagues by its link. Changes are plain form posts
//! (`server/routes/quotes.rs` and its neighbours), not server functions, so
//! they work without JavaScript.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::model::{
    quote::{QuoteHead, QuoteView},
    AppError,
};

#[cfg(feature = "ssr")]
fn owner() -> Option<crate::server::quotes::Owner> {
    use_context::<http::request::Parts>().and_then(|p| crate::server::quotes::Owner::of(&p))
}

/// Every list of the signed-in person (open access: this browser), the
/// latest changed first. None yet: an empty list.
#[server(endpoint = "quote_lists", input = Json)]
pub async fn quote_lists() -> Result<Vec<QuoteHead>, AppError> {
    let Some(owner) = owner() else {
        return Ok(Vec::new());
    };
    let state = crate::server::start::state::door_state::<QuoteLists>()?;
    let mut lists = state.quotes.heads(&owner).await?;
    for l in &mut lists {
        l.updated = state.customers.shop_time.local(&l.updated);
    }
    state.customers.name_lists(&owner, lists).await
}

/// One list with every line's product as it is now and its stock.
#[server(endpoint = "quote_list", input = Json)]
pub async fn quote_list(id: String) -> Result<QuoteView, AppError> {
    let missing = || AppError::NotFound("There is no such quote list.".into());
    if !crate::model::prefs::is_browser_id(&id) {
        return Err(missing());
    }
    let owner = owner().ok_or_else(missing)?;
    let mut view = crate::server::start::state::door_sub_state::<
        QuoteList,
        crate::server::products::PricedQuotes,
    >()?
    .view(&owner, &id)
    .await?
    .ok_or_else(missing)?;
    view.dated = dated(&view)?;
    Ok(view)
}

/// Today, and the last day the quote's prices hold (`QUOTE_VALID_DAYS`
/// from its oldest price), in the shop's zone.
#[cfg(feature = "ssr")]
fn dated(view: &QuoteView) -> Result<crate::model::quote::QuoteDates, AppError> {
    let state = crate::server::start::state::door_state::<QuoteList>()?;
    let today = state.customers.shop_time.today().to_string();
    let days = state.pricing.terms().valid_days;
    Ok(crate::model::quote::quote_dates(
        &today,
        view.priced_on.as_deref(),
        days,
    ))
}

/// A list shared by link, by its share token (read only).
#[server(endpoint = "shared_quote", input = Json)]
pub async fn shared_quote(token: String) -> Result<QuoteView, AppError> {
    let missing = || AppError::NotFound("There is no such shared quote list.".into());
    if !crate::model::prefs::is_browser_id(&token) {
        return Err(missing());
    }
    let mut view = crate::server::start::state::door_sub_state::<
        SharedQuote,
        crate::server::products::PricedQuotes,
    >()?
    .shared_view(&token)
    .await?
    .ok_or_else(missing)?;
    let customers = crate::server::start::state::door_state::<SharedQuote>()?
        .customers
        .clone();
    view.head.for_customer = customers.of_quote(&view.head.id).await?.map(|l| l.customer);
    view.dated = dated(&view)?;
    Ok(view)
}
