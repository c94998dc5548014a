//! At the counter, over real HTTP on a demo portal with a synced index:
//! variant families and the product page's "Also in"; quote lists built,
//! changed and exported with plain form posts (POST/redirect/GET), bad
//! input refused with a note and nothing lost, two tabs editing one list,
//! lists private to their browser and kept across a restart.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;

use dealer_desk::{
    model::{query::ListQuery, Currency, Product},
    server::{
        access::{
            users::{hash_password, Users},
            AccessConfig,
        },
        index::{family_key, SyncKind},
        products::Rows,
        quotes::{Owner, Quotes},
    },
};
use reqwest::StatusCode;

use crate::portal_support::{demo_portal, Portal};

/// A demo portal without per-client limits (a test posts hundreds of
/// forms), its index synced.
async fn synced_portal() -> Portal {
    let p = demo_portal(AccessConfig {
        client_rate: None,
        client_pending: None,
        ..AccessConfig::open()
    })
    .await;
    p.state
        .index
        .sync(&p.state.catalogue, SyncKind::Full)
        .await
        .unwrap();
    assert!(p.state.index.is_ready());
    p
}

/// Every product in the index.
async fn all_products(p: &Portal) -> Vec<Product> {
    let rows = p
        .state
        .products()
        .rows(&ListQuery::default(), Currency::Gbp)
        .await
        .unwrap();
    let Rows::Index(ids) = rows else {
        panic!("the index is ready")
    };
    p.state.index.records_by_id(ids).await.unwrap()
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
    let r = p
        .http
        .get(p.url(path))
        .header("cookie", cookie)
        .send()
        .await
        .unwrap();
    (r.status(), r.text().await.unwrap())
}

/// Posts a form; answers the redirect's location and any browser cookie set.
async fn post(
    p: &Portal,
    path: &str,
    cookie: &str,
    form: &[(&str, &str)],
) -> (String, Option<String>) {
    let r = p
        .http
        .post(p.url(path))
        .header("cookie", cookie)
        .form(form)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "{path} {form:?}");
    let cookie = r
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("dd_browser="))
        .map(|v| v.split(';').next().unwrap().to_string());
    let to = r.headers()["location"].to_str().unwrap().to_string();
    (to, cookie)
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

    let csv = p
        .http
        .get(p.url(&format!("/quotes/{id}/csv")))
        .header("cookie", &cookie)
        .send()
        .await
        .unwrap();
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

#[tokio::test]
async fn bad_input_is_refused_with_a_note_and_loses_nothing() {
    let p = synced_portal().await;
    let all = all_products(&p).await;
    let skus: Vec<String> = all.iter().filter_map(|x| x.sku.clone()).collect();
    let (to, cookie) = post(
        &p,
        "/quotes/add",
        "",
        &[("sku", &skus[0]), ("qty", "2"), ("quote", "new")],
    )
    .await;
    let cookie = cookie.unwrap();
    let id = list_of(&to);
    let line = format!("/quotes/{id}/line");
    let before = lines_of(&page(&p, &format!("/quotes/{id}"), &cookie).await.1);

    for (qty, code) in [
        ("0", "qty-range"),
        ("-3", "qty-range"),
        ("1000000000", "qty-range"),
        ("1.5", "qty-range"),
        ("two", "qty-text"),
        ("", "qty-text"),
    ] {
        let (to, _) = post(&p, &line, &cookie, &[("sku", &skus[0]), ("qty", qty)]).await;
        assert_eq!(note(&to), code, "set {qty:?}");
        let (to, _) = post(
            &p,
            "/quotes/add",
            &cookie,
            &[("sku", &skus[1]), ("qty", qty), ("quote", &id)],
        )
        .await;
        assert_eq!(note(&to), code, "add {qty:?}");
    }
    let (to, _) = post(
        &p,
        "/quotes/add",
        &cookie,
        &[("sku", "NO-SUCH-SKU-1"), ("qty", "1"), ("quote", &id)],
    )
    .await;
    assert_eq!(note(&to), "unknown-sku");
    let (to, _) = post(
        &p,
        &line,
        &cookie,
        &[("sku", "NO-SUCH-SKU-1"), ("qty", "1")],
    )
    .await;
    assert_eq!(note(&to), "no-line");
    let (to, _) = post(
        &p,
        &format!("/quotes/{id}/rename"),
        &cookie,
        &[("name", "  ")],
    )
    .await;
    assert_eq!(note(&to), "name-empty");
    let long = "x".repeat(81);
    let (to, _) = post(
        &p,
        &format!("/quotes/{id}/rename"),
        &cookie,
        &[("name", &long)],
    )
    .await;
    assert_eq!(note(&to), "name-long");
    // A list id that is not one: no list, nothing done.
    let (to, _) = post(
        &p,
        "/quotes/zzz/line",
        &cookie,
        &[("sku", &skus[0]), ("qty", "1")],
    )
    .await;
    assert_eq!(note(&to), "no-list");

    let (_, html) = page(&p, &format!("/quotes/{id}?note=qty-range"), &cookie).await;
    assert_eq!(lines_of(&html), before);
    assert!(html.contains("a quantity must be a whole number from 1 to 9999"));
    // A note code that is not one shows nothing (nothing from the address
    // is echoed).
    let (_, html) = page(&p, &format!("/quotes/{id}?note=%3Cb%3Ehi"), &cookie).await;
    assert!(!html.contains("<b>hi") && !html.contains("data-note"));

    // A list holds 200 lines: the 201st is refused, the 200 stay.
    let mut added = 1;
    for sku in skus.iter().skip(1) {
        let (to, _) = post(
            &p,
            "/quotes/add",
            &cookie,
            &[("sku", sku), ("qty", "1"), ("quote", &id)],
        )
        .await;
        if added < 200 {
            assert_eq!(note(&to), "added");
            added += 1;
        } else {
            assert_eq!(note(&to), "full");
            break;
        }
    }
    let t = std::time::Instant::now();
    let (status, html) = page(&p, &format!("/quotes/{id}"), &cookie).await;
    let ms = t.elapsed().as_millis();
    assert_eq!(status, StatusCode::OK);
    assert_eq!(lines_of(&html).len(), 200);
    println!("a 200-line quote page rendered in {ms} ms (debug build, stock from the demo)");
}

#[tokio::test]
async fn two_tabs_editing_one_list_lose_nothing() {
    let p = synced_portal().await;
    let all = all_products(&p).await;
    let skus: Vec<String> = all.iter().filter_map(|x| x.sku.clone()).take(21).collect();
    let (to, cookie) = post(
        &p,
        "/quotes/add",
        "",
        &[("sku", &skus[0]), ("qty", "1"), ("quote", "new")],
    )
    .await;
    let cookie = cookie.unwrap();
    let id = list_of(&to);
    // Two tabs, each adding ten parts of its own and changing the first
    // line, at the same time.
    let tab = |range: std::ops::Range<usize>, qty: &'static str| {
        let (p, cookie, id, skus) = (&p, &cookie, &id, &skus);
        async move {
            for i in range {
                post(
                    p,
                    "/quotes/add",
                    cookie,
                    &[("sku", &skus[i]), ("qty", "2"), ("quote", id)],
                )
                .await;
                post(
                    p,
                    &format!("/quotes/{id}/line"),
                    cookie,
                    &[("sku", &skus[0]), ("qty", qty)],
                )
                .await;
            }
        }
    };
    futures::join!(tab(1..11, "7"), tab(11..21, "7"));
    let (_, html) = page(&p, &format!("/quotes/{id}"), &cookie).await;
    let lines = lines_of(&html);
    assert_eq!(lines.len(), 21);
    assert_eq!(lines[0], (skus[0].clone(), "7".into()));
    for sku in &skus[1..] {
        assert!(lines.contains(&(sku.clone(), "2".into())), "{sku}");
    }
}

#[tokio::test]
async fn a_line_says_when_its_product_is_gone_or_its_price_changed() {
    let p = synced_portal().await;
    let all = all_products(&p).await;
    let sku = all.iter().find_map(|x| x.sku.clone()).unwrap();
    let (to, cookie) = post(
        &p,
        "/quotes/add",
        "",
        &[("sku", &sku), ("qty", "1"), ("quote", "new")],
    )
    .await;
    let cookie = cookie.unwrap();
    let id = list_of(&to);
    // What the list recorded is made to differ from the catalogue: an older
    // price, and a product the catalogue no longer has.
    let file = p.state.index.settings().data_dir.join("quotes.sqlite3");
    let db = rusqlite::Connection::open(file).unwrap();
    db.execute("UPDATE quote_lines SET rrp = 0.5 WHERE sku = ?1", [&sku])
        .unwrap();
    db.execute(
        "INSERT INTO quote_lines(quote, sku, qty, pos, name, rrp, gbp, usd, eur, added)
         VALUES (?1, 'GONE-0001', 2, 99, 'A discontinued part', 10.0, 6.0, NULL, NULL, 'then')",
        [&id],
    )
    .unwrap();
    let (_, html) = page(&p, &format!("/quotes/{id}"), &cookie).await;
    assert!(html.contains("Price changed since added: RRP was £0.50."));
    assert!(html.contains("No longer in the catalogue"));
    assert!(html.contains("A discontinued part"));
    // The gone line is quoted at its prices as added: £20.00 for two.
    assert!(html.contains("£20.00"));
}

/// Signs in; answers the session cookie (`dd_session=...`).
async fn sign_in(p: &Portal, user: &str, password: &str) -> String {
    let r = p
        .http
        .post(p.url("/login"))
        .form(&[("username", user), ("password", password), ("next", "/")])
        .send()
        .await
        .unwrap();
    r.headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|c| c.starts_with("dd_session="))
        .map(|c| c.split(';').next().unwrap().to_string())
        .expect("a session cookie")
}

#[tokio::test]
async fn with_sign_in_a_list_belongs_to_the_member_of_staff() {
    let password = "counter-top-7";
    let hash = hash_password(password).unwrap();
    let users = Users::parse(&format!("anna:{hash}\nbob:{hash}\n")).unwrap();
    let p = demo_portal(AccessConfig {
        users: Some(users),
        client_rate: None,
        client_pending: None,
        ..AccessConfig::open()
    })
    .await;
    // Not signed in: the form leads to sign-in and starts nothing.
    let r = p
        .http
        .post(p.url("/quotes/new"))
        .form(&[("name", "Walk-in")])
        .send()
        .await
        .unwrap();
    assert!(r.status().is_redirection());
    assert!(r.headers()["location"]
        .to_str()
        .unwrap()
        .starts_with("/login"));
    assert!(r.headers().get("set-cookie").is_none());

    let anna = sign_in(&p, "anna", password).await;
    let (to, browser) = post(&p, "/quotes/new", &anna, &[("name", "Mr Patel")]).await;
    assert_eq!(note(&to), "created");
    assert_eq!(browser, None, "signed in, no browser id is needed");
    let id = list_of(&to);
    // Anna on another device (a second session) has it; Bob does not.
    let anna2 = sign_in(&p, "anna", password).await;
    assert_ne!(anna, anna2);
    let (status, html) = page(&p, &format!("/quotes/{id}"), &anna2).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("Mr Patel"));
    let bob = sign_in(&p, "bob", password).await;
    assert_eq!(
        page(&p, &format!("/quotes/{id}"), &bob).await.0,
        StatusCode::NOT_FOUND
    );
    let (_, lists) = page(&p, "/quotes", &bob).await;
    assert!(!lists.contains(&id));
}
