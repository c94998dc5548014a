//! The person's display preferences: price currency and counter mode.
//!
//! Kept in cookies so the server renders the first HTML already right: the
//! server reads the request's `Cookie` header once per page, and `/prefs`
//! (a plain form) changes them. Nothing in the browser reads them.

use leptos::prelude::*;

use crate::model::{
    search::{MyBike, BIKE_COOKIE},
    Currency,
};

pub const CURRENCY_COOKIE: &str = "dd_currency";
pub const COUNTER_COOKIE: &str = "dd_counter";

#[derive(Clone, Debug, PartialEq)]
pub struct Prefs {
    pub currency: Currency,
    /// Counter mode: dealer prices and margins hidden everywhere.
    pub counter: bool,
    /// The customer's bike: lists show only parts that fit it.
    pub bike: Option<MyBike>,
}

/// Reads the customer's bike from a `Cookie` header's text.
pub fn parse_bike(cookie_header: &str) -> Option<MyBike> {
    cookie_header.split(';').find_map(|pair| {
        let (k, v) = pair.trim().split_once('=')?;
        (k.trim() == BIKE_COOKIE).then(|| MyBike::from_cookie_value(v))?
    })
}

/// Reads (currency, counter mode) from a `Cookie` header's text.
pub fn parse_prefs(cookie_header: &str) -> (Currency, bool) {
    let mut currency = Currency::Gbp;
    let mut counter = false;
    for pair in cookie_header.split(';') {
        let Some((k, v)) = pair.trim().split_once('=') else {
            continue;
        };
        match k.trim() {
            CURRENCY_COOKIE => currency = Currency::parse(v).unwrap_or(Currency::Gbp),
            COUNTER_COOKIE => counter = v.trim() == "1",
            _ => {}
        }
    }
    (currency, counter)
}

/// The cookie lines that store these preferences for a year.
pub fn pref_cookies(currency: Currency, counter: bool) -> [String; 2] {
    let tail = "; Path=/; Max-Age=31536000; SameSite=Lax";
    [
        format!("{CURRENCY_COOKIE}={}{tail}", currency.code()),
        format!("{COUNTER_COOKIE}={}{tail}", if counter { "1" } else { "0" }),
    ]
}

/// The request's cookies as one `Cookie` header's text (server only; empty
/// in the browser build, which renders no pages).
pub fn cookie_text() -> String {
    #[cfg(feature = "ssr")]
    {
        use_context::<http::request::Parts>()
            .and_then(|p| {
                p.headers
                    .get_all(http::header::COOKIE)
                    .iter()
                    .filter_map(|v| v.to_str().ok())
                    .map(str::to_string)
                    .reduce(|a, b| format!("{a}; {b}"))
            })
            .unwrap_or_default()
    }
    #[cfg(not(feature = "ssr"))]
    {
        String::new()
    }
}

/// Reads the preferences once and makes them available to every component.
pub fn provide_prefs() -> Prefs {
    let cookies = cookie_text();
    let (currency, counter) = parse_prefs(&cookies);
    let prefs = Prefs {
        currency,
        counter,
        bike: parse_bike(&cookies),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bike_reads_from_cookies() {
        assert_eq!(
            parse_bike("a=b; dd_bike=12|Honda%20CB500F%202019").map(|b| b.year_id),
            Some(12)
        );
        assert_eq!(parse_bike("dd_bike=junk"), None);
        assert_eq!(parse_bike(""), None);
    }

    #[test]
    fn prefs_read_from_cookies_with_safe_defaults() {
        assert_eq!(parse_prefs(""), (Currency::Gbp, false));
        assert_eq!(
            parse_prefs("a=b; dd_currency=usd; dd_counter=1"),
            (Currency::Usd, true)
        );
        assert_eq!(
            parse_prefs("dd_currency=XYZ; dd_counter=yes"),
            (Currency::Gbp, false)
        );
    }
}
