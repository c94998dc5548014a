//! Stock: the single and bulk endpoints, unknown SKUs, agreement with the
//! product's own `stock`, and stock moving with the tick.

use std::time::Duration;

use dealer_desk::server::platform::clock::Clock;
use serde_json::{json, Value};

use super::{opts, problem, sku, Demo, KEY};

#[tokio::test]
async fn single_stock_matches_the_product_and_unknowns_are_200() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    for p in all.iter().step_by(97) {
        let s = demo.json(&format!("/product/stock/{}", sku(p))).await;
        assert_eq!(s, p["stock"], "{}", sku(p));
        let obj = s.as_object().unwrap();
        assert_eq!(obj.len(), 3);
    }
    let s = demo.json("/product/stock/NOPE1234").await;
    assert_eq!(
        s,
        json!({"sku": "NOPE1234", "count": null, "error": "Unknown SKU"})
    );
    // The feed has gaps: count null with an error, and the odd unknown.
    let stocks: Vec<&Value> = all.iter().map(|p| &p["stock"]).collect();
    assert!(stocks
        .iter()
        .any(|s| s["count"].is_null() && s["error"].is_string()));
    assert!(stocks.iter().any(|s| s["count"] == 0));
    assert!(stocks
        .iter()
        .any(|s| s["count"].as_i64().is_some_and(|c| c > 10)));
    assert!(stocks
        .iter()
        .all(|s| s["count"].as_i64().is_none_or(|c| c >= 0)));
}

#[tokio::test]
async fn bulk_stock_answers_in_request_order_with_unknowns() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    let mut asked: Vec<String> = all
        .iter()
        .rev()
        .take(40)
        .map(|p| sku(p).to_string())
        .collect();
    asked.insert(5, "UNKNOWN-1".into());
    asked.push(asked[0].clone());
    asked.push("odd/sku %".into());
    let resp = demo.bulk(&json!(asked)).await;
    assert_eq!(resp.status(), 200);
    let got: Vec<Value> = resp.json().await.unwrap();
    assert_eq!(got.len(), asked.len());
    for (g, a) in got.iter().zip(&asked) {
        assert_eq!(g["sku"], a.as_str());
        match all.iter().find(|p| sku(p) == a) {
            Some(p) => assert_eq!(g, &p["stock"]),
            None => assert!(g["count"].is_null() && g["error"].is_string()),
        }
    }
    let empty: Vec<Value> = demo.bulk(&json!([])).await.json().await.unwrap();
    assert!(empty.is_empty());
}

#[tokio::test]
async fn bulk_stock_refuses_bad_bodies_and_too_many() {
    let demo = Demo::small().await;
    let hundred: Vec<String> = (0..100).map(|i| format!("S{i}")).collect();
    assert_eq!(demo.bulk(&json!(hundred)).await.status(), 200);
    let more: Vec<String> = (0..101).map(|i| format!("S{i}")).collect();
    let body = problem(demo.bulk(&json!(more)).await, 400).await;
    assert!(body["detail"].as_str().unwrap().contains("100"));
    problem(demo.bulk(&json!({"skus": ["A"]})).await, 400).await;
    problem(demo.bulk(&json!(["A", 7])).await, 400).await;
    problem(demo.bulk(&json!("A")).await, 400).await;
    let broken = demo
        .http
        .post(demo.url("/product/bulkstock"))
        .header("x-api-key", KEY)
        .header("content-type", "application/json")
        .body("[\"A\",")
        .send()
        .await
        .unwrap();
    problem(broken, 400).await;
    let form = demo
        .http
        .post(demo.url("/product/bulkstock"))
        .header("x-api-key", KEY)
        .header("content-type", "text/plain")
        .body("[\"A\"]")
        .send()
        .await
        .unwrap();
    problem(form, 415).await;
    problem(demo.get("/product/bulkstock").await, 405).await;

    let small = Demo::start(super::DemoOptions {
        bulk_max: 5,
        ..opts(100)
    })
    .await;
    assert_eq!(
        small.bulk(&json!(["a", "b", "c", "d", "e"])).await.status(),
        200
    );
    problem(
        small.bulk(&json!(["a", "b", "c", "d", "e", "f"])).await,
        400,
    )
    .await;
}

#[tokio::test]
async fn stock_moves_with_the_tick_and_every_endpoint_agrees() {
    let clock = Clock::adjustable();
    let demo = Demo::start(super::DemoOptions {
        stock_tick: Duration::from_millis(150),
        clock: clock.clone(),
        stock_move_share: 0.5,
        ..opts(300)
    })
    .await;
    let all = demo.search(&[]).await;
    let skus: Vec<String> = all.iter().take(100).map(|p| sku(p).to_string()).collect();
    let read = || async {
        let resp = demo.bulk(&json!(skus)).await;
        resp.json::<Vec<Value>>().await.unwrap()
    };
    let before = read().await;
    clock.advance(Duration::from_millis(400));
    let after = read().await;
    let moved = before.iter().zip(&after).filter(|(a, b)| a != b).count();
    assert!(moved >= 10, "only {moved} of 100 SKUs moved");
    let unavailable_moved = before
        .iter()
        .zip(&after)
        .filter(|(a, _)| a["error"].is_string())
        .any(|(a, b)| a != b);
    assert!(!unavailable_moved, "SKUs without a figure stay without one");
}

#[tokio::test]
async fn frozen_stock_agrees_across_get_search_stock_and_bulk() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    let some: Vec<&Value> = all.iter().step_by(61).collect();
    let asked: Vec<&str> = some.iter().map(|p| sku(p)).collect();
    let bulk: Vec<Value> = demo.bulk(&json!(asked)).await.json().await.unwrap();
    for (p, b) in some.iter().zip(&bulk) {
        let got = demo
            .json(&format!(
                "/product/get/{}?includeExtendedProperties=true",
                sku(p)
            ))
            .await;
        assert_eq!(got["stock"], p["stock"]);
        assert_eq!(b, &p["stock"]);
    }
}
