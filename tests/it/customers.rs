//! Customers at the counter, over real HTTP on a demo portal: records made,
//! found and changed with plain forms (bad input refused with a note, the
//! form filled again, nothing saved), who changed them when sign-in is on,
//! a quote for a customer with its lines' fit on their bike, watches that
//! come back as the demo's stock moves on the portal clock, and the lost
//! sales' report and CSV. Submodules: `records`, `fit`, `watches`, `mail`
//! (email to the shop), `lost`, `languages` (a customer's own language),
//! `shop_prices` (the shop's own prices on pages, quotes and copies),
//! `other_lines` (labour and parts typed at the counter on a quote),
//! `orders` (special orders from a quote to collection), `order_mail`
//! (an arrival's email sent once), `order_money` (the receipt's sum),
//! `shop_days` (the days in filters are the shop's) and `shop_margin` (a
//! shop's margin and currency list in its own currency).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use dealer_desk::{model::Product, server::access::AccessConfig};
use reqwest::StatusCode;

use crate::portal_support::{demo_portal_sized, Portal};

#[path = "customers/fit.rs"]
mod fit;
#[path = "customers/invoices.rs"]
mod invoices;
#[path = "customers/languages.rs"]
mod languages;
#[path = "customers/lost.rs"]
mod lost;
#[path = "customers/mail.rs"]
pub(crate) mod mail;
#[path = "customers/order_mail.rs"]
mod order_mail;
#[path = "customers/order_money.rs"]
mod order_money;
#[path = "customers/orders.rs"]
mod orders;
#[path = "customers/other_lines.rs"]
mod other_lines;
#[path = "customers/records.rs"]
mod records;
#[path = "customers/shop_days.rs"]
mod shop_days;
#[path = "customers/shop_margin.rs"]
mod shop_margin;
#[path = "customers/shop_prices.rs"]
mod shop_prices;
#[path = "customers/tiers.rs"]
mod tiers;
#[path = "customers/watches.rs"]
mod watches;

/// Open access without per-client limits (tests post many forms).
fn open_access() -> AccessConfig {
    AccessConfig {
        client_rate: None,
        client_pending: None,
        ..AccessConfig::open()
    }
}

/// A demo portal of `products` products, its index synced.
async fn synced(products: usize) -> Portal {
    demo_portal_sized(open_access(), Default::default(), products)
        .await
        .synced()
        .await
}

/// Posts a form with a cookie: the redirect's location and every cookie
/// set (`name=value`).
async fn post(
    p: &Portal,
    path: &str,
    cookie: &str,
    form: &[(&str, &str)],
) -> (String, Vec<String>) {
    let r = p.post_as(path, cookie, form).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "{path} {form:?}");
    let set = r
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .map(|v| v.split(';').next().unwrap().to_string())
        .collect();
    (r.headers()["location"].to_str().unwrap().to_string(), set)
}

/// Posts a form the portal refuses: answered with the page itself (422),
/// never a redirect, so nothing typed lands in an address; its HTML.
async fn refused(p: &Portal, path: &str, cookie: &str, form: &[(&str, &str)]) -> String {
    let r = p.post_as(path, cookie, form).await;
    assert_eq!(
        r.status(),
        StatusCode::UNPROCESSABLE_ENTITY,
        "{path} {form:?}"
    );
    assert!(r.headers().get("location").is_none(), "{path}: no redirect");
    r.text().await.unwrap()
}

/// The customer note code a rendered page shows.
fn shown_cnote(html: &str) -> String {
    html.split("data-cnote=\"")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .unwrap_or("")
        .to_string()
}

/// The customer note code in a redirect's location.
fn cnote(location: &str) -> String {
    location
        .split("cnote=")
        .nth(1)
        .map(|s| s.split('&').next().unwrap_or("").to_string())
        .unwrap_or_default()
}

/// A page's HTML, answered 200.
async fn page(p: &Portal, path: &str, cookie: &str) -> String {
    let r = p.get_as(path, cookie).await;
    assert_eq!(r.status(), StatusCode::OK, "{path}");
    r.text().await.unwrap()
}

/// A customer made with the form: their id.
async fn new_customer(p: &Portal, cookie: &str, name: &str, phone: &str) -> String {
    let (to, _) = post(
        p,
        "/customers/new",
        cookie,
        &[("name", name), ("phone", phone)],
    )
    .await;
    assert_eq!(cnote(&to), "created", "{to}");
    to.trim_start_matches("/customers/")
        .split('?')
        .next()
        .unwrap()
        .to_string()
}

/// The HTML of the table row that holds `marker`.
fn row<'a>(html: &'a str, marker: &str) -> &'a str {
    let at = html.find(marker).unwrap_or_else(|| panic!("no {marker}"));
    let start = html[..at].rfind("<tr").unwrap();
    let end = at + html[at..].find("</tr>").unwrap();
    &html[start..end]
}

/// Every product in the (synced) index.
async fn all_products(p: &Portal) -> Vec<Product> {
    p.all_products().await
}
