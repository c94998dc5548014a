//! At the counter, over real HTTP on a demo portal with a synced index:
//! variant families and the product page's "Also in"; quote lists built,
//! changed and exported with plain form posts (POST/redirect/GET), bad
//! input refused with a note and nothing lost, two tabs editing one list,
//! lists private to their browser and kept across a restart. Submodules:
//! `edges` (bad input), `big` (a 1,000-line list), `shared` (two tabs,
//! changed prices, sign-in), `fold` (folded lists, stem lookups), `scan`
//! (a list open at the counter), `copies` (moves, copies, shared links).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;

use dealer_desk::{
    model::Product,
    server::{
        index::family_key,
        quotes::{Owner, Quotes},
    },
};
use reqwest::StatusCode;

use crate::portal_support::{demo_portal_open_synced, Portal};

#[path = "counter/big.rs"]
mod big;
#[path = "counter/copies.rs"]
mod copies;
#[path = "counter/edges.rs"]
mod edges;
#[path = "counter/fold.rs"]
mod fold;
#[path = "counter/scan.rs"]
mod scan;
#[path = "counter/shared.rs"]
mod shared;

/// A demo portal without per-client limits (a test posts hundreds of
/// forms), its index synced.
async fn synced_portal() -> Portal {
    sized_portal(300).await
}

/// As `synced_portal`, on a demo catalogue of `products` products.
async fn sized_portal(products: usize) -> Portal {
    demo_portal_open_synced(products).await
}

/// Every product in the index.
async fn all_products(p: &Portal) -> Vec<Product> {
    p.all_products().await
}

/// The families (two products or more) by the variant rule, each's SKUs.
fn families(all: &[Product]) -> Vec<Vec<String>> {
    let mut by: HashMap<String, Vec<String>> = HashMap::new();
    for p in all {
        let Some(sku) = p.sku.clone() else { continue };
        by.entry(family_key(&sku, p.name.as_deref()))
            .or_default()
            .push(sku);
    }
    let mut out: Vec<Vec<String>> = by.into_values().filter(|v| v.len() > 1).collect();
    out.iter_mut().for_each(|v| v.sort());
    out.sort();
    out
}

async fn page(p: &Portal, path: &str, cookie: &str) -> (StatusCode, String) {
    let r = p.get_as(path, cookie).await;
    (r.status(), r.text().await.unwrap())
}

/// Posts a form; answers the redirect's location and any browser cookie set.
async fn post(
    p: &Portal,
    path: &str,
    cookie: &str,
    form: &[(&str, &str)],
) -> (String, Option<String>) {
    let (to, set) = post_all(p, path, cookie, form).await;
    (to, set.into_iter().find(|c| c.starts_with("dd_browser=")))
}

/// Posts a form; answers the redirect's location and every cookie set
/// (`name=value`, as a browser sends them back).
async fn post_all(
    p: &Portal,
    path: &str,
    cookie: &str,
    form: &[(&str, &str)],
) -> (String, Vec<String>) {
    let r = p
        .http
        .post(p.url(path))
        .header("cookie", cookie)
        .form(form)
        .send()
        .await
        .unwrap();
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

/// A new list with these SKUs (one each), for a new browser: its id and
/// the browser's cookie.
async fn list_with(p: &Portal, skus: &[String]) -> (String, String) {
    let (to, cookie) = post(
        p,
        "/quotes/add",
        "",
        &[("sku", &skus[0]), ("qty", "1"), ("quote", "new")],
    )
    .await;
    let (id, cookie) = (list_of(&to), cookie.unwrap());
    for sku in &skus[1..] {
        let form = [("sku", sku.as_str()), ("qty", "1"), ("quote", &id)];
        assert_eq!(
            note(&post(p, "/quotes/add", &cookie, &form).await.0),
            "added"
        );
    }
    (id, cookie)
}

/// The opening tag (`<… marker …>`) that holds `marker`.
pub(crate) fn tag<'a>(html: &'a str, marker: &str) -> &'a str {
    let at = html.find(marker).unwrap_or_else(|| panic!("{marker}"));
    let start = html[..at].rfind('<').unwrap();
    let end = at + html[at..].find('>').unwrap();
    &html[start..=end]
}

/// The note code in a redirect's location.
fn note(location: &str) -> &str {
    location.split("note=").nth(1).unwrap_or("")
}

/// The list id in `/quotes/{id}?...`.
fn list_of(location: &str) -> String {
    location
        .trim_start_matches("/quotes/")
        .split('?')
        .next()
        .unwrap()
        .to_string()
}

/// The SKUs and quantities of a list, read from its page.
fn lines_of(html: &str) -> Vec<(String, String)> {
    html.split("data-line-sku=\"")
        .skip(1)
        .map(|rest| {
            let sku = rest.split('"').next().unwrap().to_string();
            let qty = rest
                .split("name=\"qty\" value=\"")
                .nth(1)
                .and_then(|r| r.split('"').next())
                .unwrap_or("")
                .to_string();
            (sku, qty)
        })
        .collect()
}

#[tokio::test]
async fn families_are_in_the_index_and_the_product_page_shows_its_siblings() {
    let p = synced_portal().await;
    let all = all_products(&p).await;
    let fams = families(&all);
    assert!(!fams.is_empty(), "the demo generates colour families");
    let status = p.state.index.status().await;
    assert_eq!(status.families as usize, fams.len());

    let fam = fams.iter().max_by_key(|f| f.len()).unwrap();
    let sku = &fam[0];
    let (status, html) = page(&p, &format!("/product/{sku}"), "").await;
    assert_eq!(status, StatusCode::OK);
    let also = html
        .split("class=\"also-in\"")
        .nth(1)
        .expect("an Also in section");
    let also = also.split("</section>").next().unwrap();
    for other in &fam[1..] {
        assert!(
            also.contains(&format!("data-variant-sku=\"{other}\"")),
            "{other}"
        );
        assert!(
            also.contains(&format!("data-live-sku=\"{other}\"")),
            "{other} badge"
        );
        assert!(also.contains(&format!("href=\"/product/{other}\"")));
    }
    assert!(!also.contains(&format!("data-variant-sku=\"{sku}\"")));

    // A product alone has no "Also in".
    let alone: Vec<&Product> = all
        .iter()
        .filter(|x| !fams.iter().flatten().any(|s| Some(s) == x.sku.as_ref()))
        .collect();
    let lone = alone[0].sku.clone().unwrap();
    let (_, html) = page(&p, &format!("/product/{lone}"), "").await;
    assert!(!html.contains("class=\"also-in\""));
    assert!(
        html.contains("action=\"/quotes/add\""),
        "the add-to-quote form"
    );
}

#[tokio::test]
async fn a_quote_is_built_changed_exported_and_deleted_with_plain_forms() {
    let p = synced_portal().await;
    let all = all_products(&p).await;
    let skus: Vec<String> = all.iter().filter_map(|x| x.sku.clone()).take(3).collect();

    // The first add starts a list and gives the browser its id.
    let (to, cookie) = post(
        &p,
        "/quotes/add",
        "",
        &[("sku", &skus[0]), ("qty", "2"), ("quote", "new")],
    )
    .await;
    assert_eq!(note(&to), "added");
    let cookie = cookie.expect("a browser id cookie");
    let id = list_of(&to);
    post(
        &p,
        "/quotes/add",
        &cookie,
        &[("sku", &skus[1]), ("qty", "1"), ("quote", &id)],
    )
    .await;
    // The same SKU again adds to its quantity.
    post(
        &p,
        "/quotes/add",
        &cookie,
        &[("sku", &skus[0]), ("qty", "3"), ("quote", &id)],
    )
    .await;

    let (status, html) = page(&p, &format!("/quotes/{id}"), &cookie).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        lines_of(&html),
        [(skus[0].clone(), "5".into()), (skus[1].clone(), "1".into())]
    );
    assert!(html.contains("data-total=\"rrp\""));
    assert!(html.contains("data-total=\"margin\""));
    assert!(html.contains(&format!("data-live-sku=\"{}\"", skus[0])));
    assert!(html.contains("Prices valid for 30 days"));
    assert!(!html.contains("dealer-copy"));
    // The shop's printed copy keeps the dealer prices.
    let (_, html) = page(&p, &format!("/quotes/{id}?copy=dealer"), &cookie).await;
    assert!(html.contains("class=\"quote dealer-copy\""));
    assert!(html.contains("Dealer copy: not for the customer."));

    let line = format!("/quotes/{id}/line");
    let (to, _) = post(&p, &line, &cookie, &[("sku", &skus[0]), ("qty", "4")]).await;
    assert_eq!(note(&to), "changed");
    let (to, _) = post(
        &p,
        &line,
        &cookie,
        &[("sku", &skus[1]), ("action", "remove")],
    )
    .await;
    assert_eq!(note(&to), "removed");
    let (to, _) = post(
        &p,
        &format!("/quotes/{id}/rename"),
        &cookie,
        &[("name", "Mr Patel, MT-09 2021")],
    )
    .await;
    assert_eq!(note(&to), "renamed");

    let (_, html) = page(&p, &format!("/quotes/{id}"), &cookie).await;
    assert_eq!(lines_of(&html), [(skus[0].clone(), "4".into())]);
    assert!(html.contains("Mr Patel, MT-09 2021"));
    let (_, lists) = page(&p, "/quotes", &cookie).await;
    assert!(lists.contains(&format!("href=\"/quotes/{id}\"")));

    let csv = p.get_as(&format!("/quotes/{id}/csv"), &cookie).await;
    assert_eq!(csv.status(), StatusCode::OK);
    assert_eq!(
        csv.text().await.unwrap(),
        format!("SKU,Quantity\r\n{},4\r\n", skus[0])
    );

    // Another browser sees nothing of it and cannot change it.
    let other = "dd_browser=0123456789abcdef0123456789abcdef";
    assert_eq!(
        page(&p, &format!("/quotes/{id}"), other).await.0,
        StatusCode::NOT_FOUND
    );
    let (to, _) = post(&p, &line, other, &[("sku", &skus[0]), ("action", "remove")]).await;
    assert_eq!(note(&to), "no-list");
    let (to, _) = post(&p, &format!("/quotes/{id}/delete"), other, &[]).await;
    assert_eq!(note(&to), "no-list");
    // Another site's form cannot post with this browser.
    let r = p
        .http
        .post(p.url(&format!("/quotes/{id}/delete")))
        .header("cookie", &cookie)
        .header("origin", "https://elsewhere.example")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert!(r.headers().get("set-cookie").is_none());

    // The lists outlive the portal: the same file opened afresh has it.
    let again = Quotes::open(&p.state.index.settings().data_dir).unwrap();
    let owner = Owner::browser(cookie.trim_start_matches("dd_browser="));
    let heads = again.heads(&owner).await.unwrap();
    assert_eq!(heads.len(), 1);
    assert_eq!(heads[0].lines, 1);

    let (to, _) = post(&p, &format!("/quotes/{id}/delete"), &cookie, &[]).await;
    assert_eq!(
        (to.as_str(), note(&to)),
        ("/quotes?note=deleted", "deleted")
    );
    assert_eq!(
        page(&p, &format!("/quotes/{id}"), &cookie).await.0,
        StatusCode::NOT_FOUND
    );
}
