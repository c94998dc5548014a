//! Quote lists at their edges: bad input refused with a note and nothing
//! lost, a full list, a note code that is not one.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::{all_products, lines_of, list_of, note, page, post, synced_portal};

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
}
