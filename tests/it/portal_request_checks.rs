//! Hostile input at the server functions, over real HTTP: bad arguments get
//! a 400 with a reason and never reach the supplier; one client past its
//! allowance gets 429 with `Retry-After` (for pages too) while other
//! clients carry on.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::portal_support;

use std::time::Duration;

use dealer_desk::{
    api::{
        catalogue::{BikeModels, StockFor},
        search::Suggest,
    },
    model::{
        listing::StockFace,
        picker::PickModel,
        search::Suggestion,
        wire::{from_wire, to_wire},
        AppError,
    },
    server::{access::AccessConfig, platform::clock::Clock},
};
use portal_support::{assert_no_key, demo_portal};
use reqwest::StatusCode;
use serde_json::json;

fn list(query: serde_json::Value) -> serde_json::Value {
    let mut q = json!({
        "filters": {
            "category_id": null, "brand_id": null, "category": null, "brand": null,
            "created_before": null, "created_after": null,
            "updated_before": null, "updated_after": null, "extended": false
        },
        "text": null, "year_id": null, "sort": "Name", "page": 1, "view": "Grid"
    });
    for (k, v) in query.as_object().unwrap() {
        if k == "filters" {
            for (fk, fv) in v.as_object().unwrap() {
                q["filters"][fk] = fv.clone();
            }
        } else {
            q[k] = v.clone();
        }
    }
    json!({ "query": q, "currency": "Gbp", "facets": false })
}

#[tokio::test]
async fn bad_arguments_get_400_with_a_reason_and_no_supplier_call() {
    let p = demo_portal(AccessConfig::open()).await;
    // A good call first, so the listings are cached and the count is steady.
    let ok = p.call("list_products", list(json!({})), None).await;
    assert_eq!(ok.status(), StatusCode::OK);
    let before = p.supplier_calls();

    let long_sku = "A".repeat(65);
    let many: Vec<String> = (0..201).map(|i| format!("S{i}")).collect();
    let cases: Vec<(&str, serde_json::Value, &str)> = vec![
        ("product", json!({ "sku": long_sku }), "at most 64"),
        ("product", json!({ "sku": "AB\u{202E}C" }), "characters"),
        ("product", json!({ "sku": "  " }), "SKU"),
        // The islands' functions read wire messages, not JSON.
        ("stock", json!({ "skus": ["OK1"] }), "Invalid request"),
        ("suggest", json!({ "q": "brake" }), "Invalid request"),
        ("lookup", json!({ "q": "x".repeat(500) }), "under 200"),
        ("summaries", json!({ "skus": vec!["A"; 51] }), "Too many"),
        ("list_products", list(json!({ "page": 0 })), "Page"),
        ("list_products", list(json!({ "page": 10_001 })), "Page"),
        (
            "list_products",
            list(json!({ "year_id": -5 })),
            "not a valid id",
        ),
        (
            "list_products",
            list(json!({ "filters": { "created_after": "2024-13-01" } })),
            "not a date",
        ),
        (
            "list_products",
            list(json!({ "filters": { "brand": "b".repeat(101) } })),
            "under 100",
        ),
        (
            "list_products",
            list(json!({ "text": "a\u{202E}b" })),
            "characters",
        ),
        (
            "list_products",
            json!({ "query": "nonsense" }),
            "Invalid request",
        ),
        (
            "list_products",
            json!({ "query": {}, "currency": "XYZ" }),
            "Invalid request",
        ),
    ];
    for (endpoint, body, reason) in cases {
        let r = p.call(endpoint, body.clone(), None).await;
        assert_eq!(r.status(), StatusCode::BAD_REQUEST, "{endpoint} {body}");
        let headers = r.headers().clone();
        let text = r.text().await.unwrap();
        assert!(text.contains("BadRequest"), "{endpoint}: {text}");
        assert!(
            text.contains(reason),
            "{endpoint}: {text} should say {reason}"
        );
        assert_no_key(endpoint, &headers, &text);
    }
    // Not JSON at all.
    let r = p
        .http
        .post(p.url("/api/product"))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    // The islands' functions check their wire messages at the same door.
    let stock = |skus: Vec<String>| to_wire(&StockFor { skus });
    let wire_cases = [
        ("stock", stock(many.clone()), "200"),
        (
            "stock",
            stock(vec!["OK1".into(), "bad\u{0007}".into()]),
            "characters",
        ),
        ("stock", "3:ab".to_string(), "Invalid request"),
        ("stock", "1:5".to_string(), "Invalid request"),
        (
            "suggest",
            to_wire(&Suggest {
                q: "y".repeat(5000),
            }),
            "under 200",
        ),
        ("bike_models", to_wire(&"x".to_string()), "Invalid request"),
    ];
    for (endpoint, body, reason) in wire_cases {
        let r = p.call_wire(endpoint, body.clone()).await;
        assert_eq!(r.status(), StatusCode::BAD_REQUEST, "{endpoint} {body}");
        let text = r.text().await.unwrap();
        let e = AppError::from_json(&text).expect("an error of the portal's");
        assert!(matches!(e, AppError::BadRequest(_)), "{endpoint}: {text}");
        assert!(
            text.contains(reason),
            "{endpoint}: {text} should say {reason}"
        );
    }
    // A body past the limit is refused before any function reads it.
    let r = p
        .http
        .post(p.url("/api/check_stock"))
        .header("content-type", "application/json")
        .body(vec![b' '; 3 * 1024 * 1024])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        p.supplier_calls(),
        before,
        "no bad request reached the supplier"
    );

    // An unknown product is a 404, not a fault of the portal.
    let r = p
        .call("product", json!({ "sku": "NO-SUCH-SKU-1" }), None)
        .await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_islands_functions_answer_in_their_wire_format() {
    let p = demo_portal(AccessConfig::open()).await.synced().await;
    let page: serde_json::Value = p
        .call("list_products", list(json!({})), None)
        .await
        .json()
        .await
        .unwrap();
    let sku = page["items"][0]["sku"].as_str().unwrap().to_string();

    let r = p
        .call_wire(
            "stock",
            to_wire(&StockFor {
                skus: vec![sku.clone()],
            }),
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let faces: Vec<StockFace> = from_wire(&r.bytes().await.unwrap()).unwrap();
    assert_eq!(faces.len(), 1);
    assert_eq!(faces[0].sku, sku);
    assert!(!faces[0].label.is_empty());

    let bikes: serde_json::Value = p.call("bikes", json!({}), None).await.json().await.unwrap();
    let make = bikes[0]["id"].as_i64().unwrap();
    let r = p
        .call_wire("bike_models", to_wire(&BikeModels { make }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let models: Vec<PickModel> = from_wire(&r.bytes().await.unwrap()).unwrap();
    assert!(!models.is_empty());
    assert!(models.iter().any(|m| !m.years.is_empty()));

    // Suggestions come from the index.
    let r = p
        .call_wire("suggest", to_wire(&Suggest { q: sku.clone() }))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let found: Vec<Suggestion> = from_wire(&r.bytes().await.unwrap()).unwrap();
    assert!(found.iter().any(|s| s.sku == sku), "{found:?}");
}

#[tokio::test]
async fn one_client_in_a_loop_is_held_back_and_others_are_not() {
    let clock = Clock::adjustable();
    let p = demo_portal(AccessConfig {
        client_rate: Some((0.5, 5)),
        clock: clock.clone(),
        ..AccessConfig::open()
    })
    .await;
    for i in 0..5 {
        let r = p.call("categories", json!({}), None).await;
        assert_eq!(r.status(), StatusCode::OK, "call {i} is within the burst");
    }
    let calls = p.supplier_calls();
    let r = p.call("categories", json!({}), None).await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = r.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=2).contains(&wait), "retry after {wait}s");
    assert_eq!(r.text().await.unwrap(), "\"RateLimited\"");
    for _ in 0..20 {
        let r = p.call("product", json!({ "sku": "X" }), None).await;
        assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    }
    assert_eq!(
        p.supplier_calls(),
        calls,
        "a refused call costs no supplier call"
    );
    // Another client (another address) has its own allowance.
    let other = reqwest::Client::builder()
        .local_address("127.0.0.2".parse::<std::net::IpAddr>().unwrap())
        .build()
        .unwrap();
    let r = other
        .post(p.url("/api/categories"))
        .header("content-type", "application/json")
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    // Pages come out of the same allowance: a flood of pages is held back too.
    let r = p.get("/categories").await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(r.headers().contains_key("retry-after"));
    // The allowance comes back with time (one call every two seconds).
    clock.advance(Duration::from_millis(2100));
    let r = p.call("categories", json!({}), None).await;
    assert_eq!(r.status(), StatusCode::OK);
}

async fn call_from(p: &portal_support::Portal, forwarded_for: &str) -> StatusCode {
    p.http
        .post(p.url("/api/categories"))
        .header("content-type", "application/json")
        .header("x-forwarded-for", forwarded_for)
        .body("{}")
        .send()
        .await
        .unwrap()
        .status()
}

#[tokio::test]
async fn behind_a_trusted_proxy_clients_are_told_apart_by_forwarded_address() {
    let p = demo_portal(AccessConfig {
        client_rate: Some((0.5, 2)),
        trust_proxy: true,
        ..AccessConfig::open()
    })
    .await;
    // The proxy appends the real client last; what the client itself sent is ignored.
    for _ in 0..2 {
        assert_eq!(call_from(&p, "1.2.3.4, 10.0.0.1").await, StatusCode::OK);
    }
    assert_eq!(
        call_from(&p, "5.6.7.8, 10.0.0.1").await,
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(call_from(&p, "10.0.0.2").await, StatusCode::OK);
}

#[tokio::test]
async fn without_a_trusted_proxy_a_forged_forwarded_address_changes_nothing() {
    let p = demo_portal(AccessConfig {
        client_rate: Some((0.5, 2)),
        ..AccessConfig::open()
    })
    .await;
    assert_eq!(call_from(&p, "10.0.0.1").await, StatusCode::OK);
    assert_eq!(call_from(&p, "10.0.0.2").await, StatusCode::OK);
    assert_eq!(
        call_from(&p, "10.0.0.3").await,
        StatusCode::TOO_MANY_REQUESTS
    );
}
