//! Quote lists shared and kept: two tabs editing one list, lines whose
//! product is gone or whose price changed, lists that belong to the signed-in
//! member of staff.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use dealer_desk::server::access::{
    users::{hash_password, Users},
    AccessConfig,
};
use reqwest::StatusCode;

use super::{all_products, lines_of, list_of, note, page, post, synced_portal};
use crate::portal_support::{demo_portal, Portal};

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
    // Prices are kept in whole pence.
    db.execute(
        "UPDATE quote_lines SET rrp_minor = 50, gbp_minor = 30 WHERE sku = ?1",
        [&sku],
    )
    .unwrap();
    db.execute(
        "INSERT INTO quote_lines(quote, sku, qty, pos, name,
                                 rrp_minor, gbp_minor, usd_minor, eur_minor, added,
                                 sell_minor, sell_currency)
         VALUES (?1, 'GONE-0001', 2, 99, 'A discontinued part', 1000, 600, NULL, NULL, 'then',
                 1000, 'GBP')",
        [&id],
    )
    .unwrap();
    let (_, html) = page(&p, &format!("/quotes/{id}"), &cookie).await;
    assert!(html.contains("Price changed since added: RRP was £0.50."));
    // The dealer price's change is the dealer's to read: the customer's
    // copy hides it with the other dealer prices.
    assert!(html.contains(
        "<p data-line-note=\"dealer\" class=\"line-note dealer\">Price changed since added: dealer price was £0.30.</p>"
    ));
    assert!(html.contains("No longer in the catalogue"));
    assert!(html.contains("A discontinued part"));
    // The gone line is quoted at the shop's price it was added at:
    // £20.00 for two.
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
