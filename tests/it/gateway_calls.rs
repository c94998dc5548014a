//! Calls over real HTTP against a local fault server: paths, retries, error
//! mapping, the rate limit, timeouts, and the key staying where it belongs.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::gateway_support;

use std::time::{Duration, Instant};

use dealer_desk::model::{query::SupplierFilters, AppError};
use gateway_support::*;
use serde_json::json;
use wiremock::{
    matchers::{any, method, path, query_param},
    Mock, MockServer, ResponseTemplate,
};

fn product_json(sku: &str) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(json!({"id": 1, "sku": sku, "sitePrice": 1.0}))
}

#[tokio::test]
async fn odd_skus_reach_their_own_path() {
    let s = MockServer::start().await;
    let cases = [
        ("A/B", "/product/get/A%2FB"),
        ("50%", "/product/get/50%25"),
        ("with space", "/product/get/with%20space"),
        ("Q?x#y", "/product/get/Q%3Fx%23y"),
        ("ÜNI-çødé", "/product/get/%C3%9CNI-%C3%A7%C3%B8d%C3%A9"),
        ("..x", "/product/get/..x"),
        ("back\\slash", "/product/get/back%5Cslash"),
    ];
    for (sku, p) in cases {
        Mock::given(method("GET"))
            .and(path(p))
            .respond_with(product_json(sku))
            .expect(1)
            .mount(&s)
            .await;
    }
    let g = gateway(&s);
    for (sku, _) in cases {
        let p = g
            .product(sku)
            .await
            .unwrap_or_else(|e| panic!("{sku}: {e:?}"));
        assert_eq!(p.value.sku.as_deref(), Some(sku));
    }
    // "." and ".." cannot be one path segment: answered without a call.
    for sku in [".", "..", "", "  "] {
        assert!(
            matches!(g.product(sku).await, Err(AppError::NotFound(_))),
            "{sku:?}"
        );
    }
    assert_eq!(received(&s, None).await.len(), cases.len());
}

#[tokio::test]
async fn base_url_with_or_without_slash_and_prefix() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/api/v1/product/get/X 1".replace(' ', "%20")))
        .respond_with(product_json("X 1"))
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/product/get/X"))
        .respond_with(product_json("X"))
        .mount(&s)
        .await;
    for base in [
        format!("{}/api/v1", s.uri()),
        format!("{}/api/v1/", s.uri()),
    ] {
        let g = gateway_at(&base, &args());
        assert_eq!(
            g.product("X 1").await.unwrap().value.sku_str(),
            "X 1",
            "{base}"
        );
    }
    for base in [s.uri(), format!("{}/", s.uri())] {
        let g = gateway_at(&base, &args());
        assert_eq!(g.product("X").await.unwrap().value.sku_str(), "X", "{base}");
    }
}

#[tokio::test]
async fn search_sends_the_supplier_names() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/product/search"))
        .and(query_param("categoryId", "12"))
        .and(query_param("brand", "R&G"))
        .and(query_param("createdAfter", "2024-05-04T09:42:00+00:00"))
        .and(query_param("includeExtendedProperties", "true"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!([{"sku": "A"}])))
        .expect(1)
        .mount(&s)
        .await;
    let f = SupplierFilters {
        category_id: Some(12),
        brand: Some("R&G".into()),
        category: Some(" ".into()),
        created_after: Some("2024-05-04T09:42:00+00:00".into()),
        extended: true,
        ..Default::default()
    };
    let g = gateway(&s);
    assert_eq!(g.search(&f).await.unwrap().value.len(), 1);
    let q = received(&s, None).await[0]
        .url
        .query()
        .unwrap_or("")
        .to_string();
    assert!(!q.contains("category="), "empty filter sent: {q}");
}

#[tokio::test]
async fn retry_after_is_honoured_on_429() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/product/get/R1"))
        .respond_with(ResponseTemplate::new(429).insert_header("Retry-After", "1"))
        .up_to_n_times(1)
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/product/get/R1"))
        .respond_with(product_json("R1"))
        .mount(&s)
        .await;
    let g = gateway(&s);
    let t = Instant::now();
    assert_eq!(g.product("R1").await.unwrap().value.sku_str(), "R1");
    let took = t.elapsed();
    assert!(
        took >= Duration::from_millis(950),
        "Retry-After not honoured: {took:?}"
    );
    assert!(took < Duration::from_secs(3), "{took:?}");
    assert_eq!(received(&s, None).await.len(), 2);
    let m = g.render_metrics();
    assert_metrics(
        &m,
        &[
            (
                r#"catalogue_upstream_requests_total{endpoint="product_get",status="429"}"#,
                1,
            ),
            (
                r#"catalogue_upstream_requests_total{endpoint="product_get",status="200"}"#,
                1,
            ),
            (
                r#"catalogue_upstream_retries_total{endpoint="product_get"}"#,
                1,
            ),
        ],
    );
}

#[tokio::test]
async fn persistent_429_is_busy_after_bounded_attempts() {
    let s = MockServer::start().await;
    Mock::given(any())
        .respond_with(ResponseTemplate::new(429))
        .mount(&s)
        .await;
    let g = gateway(&s);
    assert_eq!(g.product("B1").await.unwrap_err(), AppError::Busy);
    assert_eq!(received(&s, None).await.len(), 3);

    // A Retry-After longer than the retry budget: give up at once.
    let s2 = MockServer::start().await;
    Mock::given(any())
        .respond_with(ResponseTemplate::new(429).insert_header("Retry-After", "120"))
        .mount(&s2)
        .await;
    let g2 = gateway(&s2);
    // Given up without waiting: one request, no retry after it.
    assert_eq!(g2.product("B2").await.unwrap_err(), AppError::Busy);
    assert_eq!(received(&s2, None).await.len(), 1);
}

#[tokio::test]
async fn retries_on_503_and_gives_up_as_unreachable() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/product/get/F1"))
        .respond_with(ResponseTemplate::new(503))
        .up_to_n_times(2)
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/product/get/F1"))
        .respond_with(product_json("F1"))
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/product/get/DOWN"))
        .respond_with(ResponseTemplate::new(502))
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/product/get/BROKEN"))
        .respond_with(ResponseTemplate::new(500))
        .mount(&s)
        .await;
    let g = gateway(&s);
    assert_eq!(g.product("F1").await.unwrap().value.sku_str(), "F1");
    assert_eq!(received(&s, Some("/product/get/F1")).await.len(), 3);
    assert_eq!(g.product("DOWN").await.unwrap_err(), AppError::Unreachable);
    assert_eq!(received(&s, Some("/product/get/DOWN")).await.len(), 3);
    // A 500 is a fault, not a hiccup: not retried.
    assert_eq!(
        g.product("BROKEN").await.unwrap_err(),
        AppError::Unreachable
    );
    assert_eq!(received(&s, Some("/product/get/BROKEN")).await.len(), 1);
}

#[tokio::test]
async fn no_retry_on_400_401_404_and_mapping() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/product/search"))
        .respond_with(
            ResponseTemplate::new(400).set_body_raw(fixture("error_400.json"), "application/json"),
        )
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/product/get/NOPE"))
        .respond_with(
            ResponseTemplate::new(404).set_body_json(json!({"title": "Not Found", "status": 404})),
        )
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/brands/all"))
        .respond_with(ResponseTemplate::new(401).set_body_json(json!({"title": "Unauthorized"})))
        .mount(&s)
        .await;
    let g = gateway(&s);
    let f = SupplierFilters {
        created_after: Some("yesterday".into()),
        ..Default::default()
    };
    assert_eq!(
        g.search(&f).await.unwrap_err(),
        AppError::InvalidFilter("createdAfter is not a valid date-time".into())
    );
    assert_eq!(
        g.product("NOPE").await.unwrap_err(),
        AppError::NotFound("SKU NOPE".into())
    );
    assert_eq!(g.brands().await.unwrap_err(), AppError::NotAuthorised);
    for p in ["/product/search", "/product/get/NOPE", "/brands/all"] {
        assert_eq!(received(&s, Some(p)).await.len(), 1, "{p} was retried");
    }
    // Nor are they served stale: asking again asks again, except that a
    // product's 404 is remembered for a while (the answer stays "not found").
    assert!(matches!(
        g.product("NOPE").await,
        Err(AppError::NotFound(_))
    ));
    assert_eq!(received(&s, Some("/product/get/NOPE")).await.len(), 1);
    assert!(g.brands().await.is_err());
    assert_eq!(received(&s, Some("/brands/all")).await.len(), 2);
}

#[tokio::test]
async fn key_never_appears_in_errors_or_metrics() {
    let s = MockServer::start().await;
    // A supplier that echoes the key back in its error detail.
    Mock::given(method("GET"))
        .and(path("/product/search"))
        .respond_with(
            ResponseTemplate::new(400)
                .set_body_json(json!({"detail": format!("bad key {KEY} or filter")})),
        )
        .mount(&s)
        .await;
    for (p, status) in [
        ("/product/get/E401", 401),
        ("/product/get/E404", 404),
        ("/product/get/E429", 429),
        ("/product/get/E503", 503),
        ("/product/get/E418", 418),
    ] {
        Mock::given(method("GET"))
            .and(path(p))
            .respond_with(ResponseTemplate::new(status).set_body_string(KEY))
            .mount(&s)
            .await;
    }
    Mock::given(method("GET"))
        .and(path("/product/get/GARBAGE"))
        .respond_with(ResponseTemplate::new(200).set_body_string(format!("{{{KEY}")))
        .mount(&s)
        .await;
    let g = gateway(&s);
    let mut errors = vec![g.search(&SupplierFilters::default()).await.unwrap_err()];
    for sku in ["E401", "E404", "E429", "E503", "E418", "GARBAGE"] {
        errors.push(g.product(sku).await.unwrap_err());
    }
    errors.push(g.bulk_stock(&["E1".into()]).await.unwrap_err());
    assert!(matches!(errors[0], AppError::InvalidFilter(ref d) if d.contains("***")));
    for e in &errors {
        assert_no_key("error text", &e.to_string());
        assert_no_key("error debug", &format!("{e:?}"));
        assert_no_key("error json", &serde_json::to_string(e).unwrap());
    }
    assert_no_key("metrics", &g.render_metrics());
    // It did go, in its header, on every call.
    for r in received(&s, None).await {
        assert_eq!(r.headers.get("x-api-key").unwrap().to_str().unwrap(), KEY);
    }
}

#[tokio::test]
async fn redirect_to_another_host_does_not_carry_the_key() {
    let elsewhere = MockServer::start().await;
    Mock::given(any())
        .respond_with(product_json("X"))
        .mount(&elsewhere)
        .await;
    let s = MockServer::start().await;
    Mock::given(any())
        .respond_with(
            ResponseTemplate::new(302)
                .insert_header("Location", format!("{}/product/get/X", elsewhere.uri())),
        )
        .mount(&s)
        .await;
    let g = gateway(&s);
    assert_eq!(g.product("X").await.unwrap_err(), AppError::BadResponse);
    assert!(received(&elsewhere, None).await.is_empty());
}

/// A supplier that answers every call with product `R`.
async fn answering_any_product() -> MockServer {
    let s = MockServer::start().await;
    Mock::given(any())
        .respond_with(product_json("R"))
        .mount(&s)
        .await;
    s
}

#[tokio::test]
async fn rate_limit_is_held() {
    let s = answering_any_product().await;
    let g = gateway_with(&s, |a| {
        a.catalogue_rate_per_sec = 5.0;
        a.catalogue_rate_burst = 1;
    });
    let t = Instant::now();
    let calls = (0..6).map(|i| {
        let g = g.clone();
        async move { g.product(&format!("R{i}")).await }
    });
    for r in futures::future::join_all(calls).await {
        r.unwrap();
    }
    // One at once, then five more at 200 ms apart.
    let took = t.elapsed();
    assert!(
        took >= Duration::from_millis(950),
        "limit not held: {took:?}"
    );
    assert_eq!(received(&s, None).await.len(), 6);
}

#[tokio::test]
async fn rate_limit_wait_is_bounded() {
    let s = answering_any_product().await;
    let g = gateway_with(&s, |a| {
        a.catalogue_rate_per_sec = 0.5;
        a.catalogue_rate_burst = 1;
        a.catalogue_rate_max_wait_secs = 0.2;
    });
    g.product("A").await.unwrap();
    // Refused rather than let through after the two seconds a turn takes.
    assert_eq!(g.product("B").await.unwrap_err(), AppError::Busy);
    assert_eq!(received(&s, None).await.len(), 1);
    assert_metrics(
        &g.render_metrics(),
        &[("catalogue_limiter_refused_total", 1)],
    );
}

#[tokio::test]
async fn connection_refused_is_unreachable_quickly() {
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let g = gateway_at(&format!("http://127.0.0.1:{port}/"), &args());
    let t = Instant::now();
    assert_eq!(g.product("X").await.unwrap_err(), AppError::Unreachable);
    assert!(t.elapsed() < Duration::from_secs(2), "{:?}", t.elapsed());
    assert!(!g.reachable().await);
    let m = g.render_metrics();
    assert_metrics(
        &m,
        &[(
            r#"catalogue_upstream_requests_total{endpoint="product_get",status="error"}"#,
            3,
        )],
    );
}

#[tokio::test]
async fn slow_supplier_times_out_without_retry() {
    let s = MockServer::start().await;
    Mock::given(any())
        .respond_with(product_json("S").set_delay(Duration::from_secs(3)))
        .mount(&s)
        .await;
    let g = gateway_with(&s, |a| a.catalogue_timeout_secs = 0.3);
    // Unreachable, not the product the supplier sends after 3 s.
    assert_eq!(g.product("S").await.unwrap_err(), AppError::Unreachable);
    let m = g.render_metrics();
    assert_metrics(
        &m,
        &[(
            r#"catalogue_upstream_requests_total{endpoint="product_get",status="timeout"}"#,
            1,
        )],
    );
    assert!(m.contains(r#"catalogue_upstream_latency_seconds_count{endpoint="product_get"} 1"#));
}

#[tokio::test]
async fn reachable_uses_recent_answers_or_the_listing() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/categories/all"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!([])))
        .mount(&s)
        .await;
    let g = gateway(&s);
    assert!(g.reachable().await);
    assert!(g.reachable().await);
    assert_eq!(received(&s, None).await.len(), 1);
}
