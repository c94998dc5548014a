//! Server functions for the shop's prices page: the shop's terms, its
//! price rules (times in the shop's zone), and the categories and brands
//! an override may name. Changes are plain form posts
//! (`server/http/routes/price_rules.rs`), so they work without JavaScript.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::model::{pricing::PriceSettings, AppError};

/// Everything the prices page shows.
#[server(endpoint = "shop_price_settings", input = Json)]
pub async fn shop_price_settings() -> Result<PriceSettings, AppError> {
    use crate::model::pricing::Named;
    use crate::server::pricing::default_rule;

    let state = crate::server::start::state::door_state::<ShopPriceSettings>()?;
    let t = state.pricing.terms_now();
    let region_rate = state.pricing.terms().rate;
    let own_rate = state.price_rules.tax_rate().await?.map(|mut o| {
        o.updated = state.customers.shop_time.local(&o.updated);
        o
    });
    let currency = t.currency;
    let labour_rate = state
        .price_rules
        .labour_rate()
        .await?
        .filter(|l| l.currency == currency)
        .map(|mut l| {
            l.updated = state.customers.shop_time.local(&l.updated);
            l
        });
    let mut rules = state.price_rules.all().await?;
    for r in &mut rules {
        r.updated = state.customers.shop_time.local(&r.updated);
    }
    // The lists an override names from: none while the supplier cannot
    // say (the default rule can still be set).
    let mut categories: Vec<Named> = match state.catalogue.categories().await {
        Ok(c) => c
            .value
            .iter()
            .filter_map(|c| {
                let name = crate::model::clean_text(c.name.as_deref()?);
                (c.id > 0 && !name.is_empty()).then_some(Named { id: c.id, name })
            })
            .collect(),
        Err(_) => Vec::new(),
    };
    categories.sort_by_cached_key(|c| c.name.to_lowercase());
    let mut brands: Vec<String> = match state.catalogue.brands().await {
        Ok(b) => b
            .value
            .iter()
            .filter_map(|b| b.name.as_deref().map(crate::model::clean_text))
            .filter(|n| !n.is_empty())
            .collect(),
        Err(_) => Vec::new(),
    };
    brands.sort_by_cached_key(|b| b.to_lowercase());
    brands.dedup_by(|a, b| a.eq_ignore_ascii_case(b));
    Ok(PriceSettings {
        currency: t.currency,
        region: t.region.code.to_string(),
        rate: t.rate,
        region_rate,
        own_rate,
        labour_rate,
        includes_tax: t.region.prices_include_tax,
        kind: t.region.name,
        valid_days: t.valid_days,
        portal_default: default_rule(t.currency),
        rules,
        categories,
        brands,
    })
}
