//! Supplier names and URL text that try to break out of `<title>`: the
//! fault proxy adds a `</title><meta http-equiv="refresh">` payload to every
//! name it passes on, and every page kind must keep it as text.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use reqwest::StatusCode;

use super::{fault::Mode, setup};

const PAYLOAD: &str =
    r#" </title><meta http-equiv="refresh" content="0;url=https://evil.example/"><title>"#;

/// The text of the document's one `<title>`, and the whole `<head>`.
fn head_of(html: &str) -> (String, String) {
    let head_end = html.find("</head>").expect("a head");
    let head = &html[..head_end];
    assert_eq!(head.matches("<title>").count(), 1, "one title: {head}");
    let start = head.find("<title>").unwrap() + "<title>".len();
    let end = head[start..].find("</title>").expect("a closed title") + start;
    (head[start..end].to_string(), head.to_string())
}

fn assert_inert(path: &str, html: &str, expect_payload_in_title: bool) {
    let (title, head) = head_of(html);
    assert!(
        !html.contains("<meta http-equiv"),
        "{path}: the payload became markup: {head}"
    );
    assert_eq!(head.matches("</title>").count(), 1, "{path}: {head}");
    if expect_payload_in_title {
        assert!(
            title.contains("&lt;/title&gt;&lt;meta http-equiv="),
            "{path}: the name is in the title, as text: {title}"
        );
    }
}

/// One answer of the demo catalogue, asked directly.
async fn demo_json(base: &str, path: &str) -> serde_json::Value {
    reqwest::Client::new()
        .get(format!("{base}{path}"))
        .header("x-api-key", crate::portal_support::KEY)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

async fn first_id(base: &str, path: &str) -> i64 {
    demo_json(base, path).await[0]["id"]
        .as_i64()
        .expect("an id")
}

#[tokio::test]
async fn supplier_and_url_text_stays_text_in_the_head_of_every_page_kind() {
    let s = setup().await;
    s.fault.set(Mode::EvilNames(PAYLOAD));
    let demo = s._demo.base_url();
    let demo = demo.trim_end_matches('/');
    let category = first_id(demo, "/categories/all").await;
    let brand = first_id(demo, "/brands/all").await;
    let bikes = demo_json(demo, "/bikes/all").await;
    let make = bikes[0]["id"].as_i64().unwrap();
    let model = bikes[0]["models"][0]["id"].as_i64().unwrap();
    let year = bikes[0]["models"][0]["years"][0]["id"].as_i64().unwrap();
    let q = dealer_desk::model::query::encode_component(PAYLOAD);

    let named = [
        format!("/product/{}", s.skus[0]),
        format!("/categories/{category}"),
        format!("/brands/{brand}"),
        format!("/bikes/{make}"),
        format!("/bikes/{make}/{model}"),
        format!("/bikes/{make}/{model}/{year}"),
    ];
    for path in &named {
        let r = s.portal.get(path).await;
        assert_eq!(r.status(), StatusCode::OK, "{path}");
        assert_inert(path, &r.text().await.unwrap(), true);
    }
    // Text from the address: a search, and things that do not exist.
    for path in [
        format!("/search?q={q}"),
        format!("/product/{q}"),
        format!("/bikes/{q}"),
        format!("/no-such-page/{q}"),
    ] {
        let r = s.portal.get(&path).await;
        assert_ne!(r.status(), StatusCode::INTERNAL_SERVER_ERROR, "{path}");
        assert_inert(&path, &r.text().await.unwrap(), false);
    }
}
