//! `/prefs` and `/my-bike`: links that set a preference cookie (currency,
//! counter mode, the customer's bike) and go back where they came from, so
//! the next page renders with it and nothing needs the browser's code.

use std::collections::HashMap;

use axum::{
    extract::Query,
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};

use crate::{
    model::{
        lang::Lang,
        prefs::{self, bike_cookie, clear_bike_cookie, lang_cookie, prefs_cookies, MyBike},
        Currency,
    },
    server::access::return_to::safe_return,
};

/// `GET /prefs?currency=USD&counter=1&lang=de&back=/path`: stores the
/// preferences in cookies and goes back. A missing value keeps the current
/// one; a language the portal does not speak is not stored.
pub async fn set_prefs(headers: HeaderMap, Query(q): Query<HashMap<String, String>>) -> Response {
    let stored = prefs::read(
        headers
            .get_all(header::COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok()),
    );
    let (mut currency, mut counter) = (stored.currency, stored.counter);
    if let Some(c) = q.get("currency").and_then(|c| Currency::parse(c)) {
        currency = c;
    }
    if let Some(c) = q.get("counter") {
        counter = c == "1";
    }
    let back = safe_return(q.get("back").map(String::as_str));
    let mut resp = (StatusCode::SEE_OTHER, [(header::LOCATION, back)]).into_response();
    let lang = q.get("lang").and_then(|l| Lang::parse(l)).map(lang_cookie);
    for c in prefs_cookies(currency, counter).into_iter().chain(lang) {
        if let Ok(v) = HeaderValue::from_str(&c) {
            resp.headers_mut().append(header::SET_COOKIE, v);
        }
    }
    resp
}

/// `GET /my-bike?year=ID&back=/path` remembers the customer's bike (its
/// label is read from the bike listing, never taken from the URL);
/// `GET /my-bike?clear=1&back=/path` forgets it.
pub async fn set_bike(
    axum::extract::State(state): axum::extract::State<crate::server::start::state::AppState>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let back = safe_return(q.get("back").map(String::as_str));
    let cookie = if q.contains_key("clear") {
        clear_bike_cookie()
    } else {
        let Some(year_id) = q.get("year").and_then(|y| y.trim().parse::<i64>().ok()) else {
            return (
                StatusCode::BAD_REQUEST,
                "Choose a bike year: the year id must be a whole number.",
            )
                .into_response();
        };
        let bikes = match state.catalogue.bikes().await {
            Ok(b) => b.value,
            Err(e) => return (StatusCode::SERVICE_UNAVAILABLE, e.to_string()).into_response(),
        };
        match bike_label(&bikes, year_id) {
            Some(label) => bike_cookie(&MyBike { year_id, label }),
            None => {
                return (StatusCode::NOT_FOUND, "There is no bike year with that id.")
                    .into_response()
            }
        }
    };
    let mut resp = (StatusCode::SEE_OTHER, [(header::LOCATION, back)]).into_response();
    if let Ok(v) = HeaderValue::from_str(&cookie) {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
    resp
}

/// "Make Model Year" for a model-year id, from the bike listing.
pub fn bike_label(bikes: &[crate::model::Bike], year_id: i64) -> Option<String> {
    let name = |n: &Option<String>| crate::model::clean_text(n.as_deref().unwrap_or(""));
    bikes.iter().find_map(|make| {
        make.models.iter().flatten().find_map(|model| {
            model
                .years
                .iter()
                .flatten()
                .find(|y| y.id == year_id)
                .map(|y| {
                    [name(&make.name), name(&model.name), name(&y.name)]
                        .into_iter()
                        .filter(|s| !s.trim().is_empty())
                        .collect::<Vec<_>>()
                        .join(" ")
                })
        })
    })
}
