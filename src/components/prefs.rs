//! The person's display preferences: price currency and counter mode.
//!
//! Kept in cookies (`model::prefs`) so the server renders the first HTML
//! already right: the server reads the request's cookies once per page, and
//! `/prefs` and `/my-bike` (plain links and forms) change them. Nothing in
//! the browser reads them.

use leptos::prelude::*;

use crate::model::{
    prefs::{self, MyBike},
    Currency,
};

#[derive(Clone, Debug, PartialEq)]
pub struct Prefs {
    /// The currency dealer prices are shown in: the one chosen, else the
    /// shop's own.
    pub currency: Currency,
    /// The shop's currency (`SHOP_CURRENCY`): first in the list to choose
    /// from.
    pub shop_currency: Currency,
    /// Counter mode: dealer prices and margins hidden everywhere.
    pub counter: bool,
    /// The customer's bike: lists show only parts that fit it.
    pub bike: Option<MyBike>,
    /// The SKUs opened last, most recent first.
    pub recent: Vec<String>,
    /// The quote list open at the counter (scans and cards add to it).
    pub open_quote: Option<String>,
}

/// What the request's cookies say, and whether a currency was chosen
/// (server only; the defaults in the browser build, which renders no
/// pages).
fn stored() -> (prefs::Stored, bool) {
    #[cfg(feature = "ssr")]
    {
        use_context::<http::request::Parts>()
            .map(|p| {
                let cookies = || {
                    p.headers
                        .get_all(http::header::COOKIE)
                        .iter()
                        .filter_map(|v| v.to_str().ok())
                };
                let chosen = prefs::value(cookies(), prefs::CURRENCY_COOKIE)
                    .is_some_and(|v| Currency::parse(&v).is_some());
                (prefs::read(cookies()), chosen)
            })
            .unwrap_or_default()
    }
    #[cfg(not(feature = "ssr"))]
    {
        (prefs::Stored::default(), false)
    }
}

/// The shop's currency (server only).
fn shop_currency() -> Currency {
    #[cfg(feature = "ssr")]
    {
        use_context::<crate::server::start::state::AppState>()
            .map(|state| state.pricing.terms().currency)
            .unwrap_or_default()
    }
    #[cfg(not(feature = "ssr"))]
    {
        Currency::default()
    }
}

/// Reads the preferences once and makes them available to every component.
pub fn provide_prefs() -> Prefs {
    let (s, chosen) = stored();
    let shop_currency = shop_currency();
    let prefs = Prefs {
        currency: if chosen { s.currency } else { shop_currency },
        shop_currency,
        counter: s.counter,
        bike: s.bike,
        recent: s.recent,
        open_quote: s.open_quote,
    };
    provide_context(prefs.clone());
    prefs
}

pub fn use_prefs() -> Prefs {
    use_context::<Prefs>().unwrap_or_else(provide_prefs)
}

impl Prefs {
    /// The list query with the customer's bike applied, unless the query
    /// already names a bike of its own.
    pub fn narrow_to_bike(
        &self,
        mut q: crate::model::query::ListQuery,
    ) -> crate::model::query::ListQuery {
        if !q.has_fitment() {
            if let Some(b) = &self.bike {
                q.year_id = Some(b.year_id);
            }
        }
        q
    }
}
