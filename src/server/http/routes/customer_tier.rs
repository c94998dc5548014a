//! `POST /customers/{id}/tier`: puts a customer on one of the shop's price
//! tiers (`tier`: the tier's name in lower case; empty: retail). Managers
//! only (the permission table): a tier sells for less than retail. A tier
//! the shop does not have is refused; the change goes into the
//! customer's history, and their quotes are priced at it from then on,
//! each with its discounts held to the shop's cap again.

use axum::{extract::State, http::request::Parts, response::Response};

use super::{
    customers::{back_to, CustomerPath},
    quote_form::cap_held,
};
use crate::{
    model::customer::CustomerNote,
    server::{http::typed_form::TypedForm, start::state::AppState},
};

/// The tier form: the tier's name (empty: retail).
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct TierForm {
    tier: String,
}

pub async fn set_tier(
    State(state): State<AppState>,
    CustomerPath { id, page }: CustomerPath,
    parts: Parts,
    TypedForm(form): TypedForm<TierForm>,
) -> Response {
    let typed = form.tier.trim().to_lowercase();
    let (key, name) = if typed.is_empty() {
        (None, "retail".to_string())
    } else {
        match state.pricing.tier(Some(&typed)) {
            Some(tier) => (Some(typed), tier.name),
            None => return back_to(&page, CustomerNote::TierUnknown),
        }
    };
    let note = state
        .customers
        .set_tier(&id, key, name.clone(), state.access.actor(&parts).who)
        .await
        .unwrap_or(CustomerNote::Busy);
    if note == CustomerNote::TierSet {
        let e = crate::server::access::audit::Event::new(crate::model::audit::Action::CustomerTier)
            .on(id.clone())
            .with(name);
        state.access.audit_as(&state.access.actor(&parts), e);
        if capped_on_their_quotes(&state, &parts, &id).await {
            return back_to(&format!("{page}#tier"), CustomerNote::TierSetCapped);
        }
    }
    back_to(&format!("{page}#tier"), note)
}

/// Every quote for customer `id` is priced at their new tier: the shop's
/// discount cap is held again on each (whoever's list it is). Whether a
/// discount was brought back on any.
async fn capped_on_their_quotes(state: &AppState, parts: &Parts, id: &str) -> bool {
    let lists = match state.quotes.for_customer(id).await {
        Ok(lists) => lists,
        Err(e) => {
            tracing::warn!(customer = id, error = %e, "their quotes' discounts could not be checked");
            return false;
        }
    };
    let mut capped = false;
    for (list, owner) in lists {
        capped |= cap_held(state, parts, &owner, &list).await.capped;
    }
    capped
}
