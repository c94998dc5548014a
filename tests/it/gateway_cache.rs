//! Caching over real HTTP: coalescing of identical requests, stale answers
//! when the supplier fails, per-SKU stock with chunked bulk calls, and what
//! one list page costs cold and warm.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::gateway_support;

use std::{
    sync::{
        atomic::{AtomicUsize, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use dealer_desk::model::{query::SupplierFilters, AppError};
use gateway_support::*;
use serde_json::{json, Value};
use wiremock::{
    matchers::{any, method, path, path_regex},
    Mock, MockServer, Request, Respond, ResponseTemplate,
};

fn product_json(sku: &str) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(json!({"id": 1, "sku": sku, "sitePrice": 1.0}))
}

/// A bulk stock endpoint: answers each SKU `S-n` with count n, in reverse
/// order; leaves out SKUs starting `MISSING`; fails a chunk holding `FAIL`.
struct BulkStock {
    calls: Arc<AtomicUsize>,
    delay: Duration,
}

impl Respond for BulkStock {
    fn respond(&self, req: &Request) -> ResponseTemplate {
        self.calls.fetch_add(1, Ordering::SeqCst);
        let skus: Vec<String> = serde_json::from_slice(&req.body).unwrap();
        if skus.iter().any(|s| s.starts_with("FAIL")) {
            return ResponseTemplate::new(400).set_body_json(json!({"title": "Bad Request"}));
        }
        let mut out: Vec<Value> = skus
            .iter()
            .filter(|s| !s.starts_with("MISSING"))
            .map(|s| {
                let n: Option<i64> = s.strip_prefix("S-").and_then(|n| n.parse().ok());
                json!({"sku": s, "count": n, "error": null})
            })
            .collect();
        out.reverse();
        ResponseTemplate::new(200)
            .set_body_json(out)
            .set_delay(self.delay)
    }
}

async fn bulk_server(delay: Duration) -> (MockServer, Arc<AtomicUsize>) {
    let s = MockServer::start().await;
    let calls = Arc::new(AtomicUsize::new(0));
    Mock::given(method("POST"))
        .and(path("/product/bulkstock"))
        .respond_with(BulkStock {
            calls: Arc::clone(&calls),
            delay,
        })
        .mount(&s)
        .await;
    (s, calls)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_concurrent_cold_requests_cost_one_call() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/product/get/CP0435BL"))
        .respond_with(product_json("CP0435BL").set_delay(Duration::from_millis(200)))
        .mount(&s)
        .await;
    let g = gateway(&s);
    let tasks: Vec<_> = (0..50)
        .map(|_| {
            let g = g.clone();
            tokio::spawn(async move { g.product("CP0435BL").await })
        })
        .collect();
    for t in tasks {
        assert_eq!(t.await.unwrap().unwrap().value.sku_str(), "CP0435BL");
    }
    let m = g.render_metrics();
    let upstream = metric(
        &m,
        r#"catalogue_upstream_requests_total{endpoint="product_get",status="200"}"#,
    );
    let wire = received(&s, None).await.len();
    println!("FIGURE: 50 concurrent cold product() calls -> {upstream} supplier call(s) (metrics), {wire} received");
    assert_eq!(upstream, 1);
    assert_eq!(wire, 1);
    assert_metrics(
        &m,
        &[
            (
                r#"catalogue_cache_requests_total{kind="product",result="miss"}"#,
                1,
            ),
            (
                r#"catalogue_cache_requests_total{kind="product",result="hit"}"#,
                49,
            ),
        ],
    );
    // Warm now.
    g.product("CP0435BL").await.unwrap();
    assert_eq!(received(&s, None).await.len(), 1);
}

#[tokio::test]
async fn a_caller_giving_up_does_not_cancel_the_call_for_others() {
    let s = MockServer::start().await;
    Mock::given(any())
        .respond_with(product_json("P").set_delay(Duration::from_millis(300)))
        .mount(&s)
        .await;
    let g = gateway(&s);
    let impatient = tokio::time::timeout(Duration::from_millis(50), g.product("P")).await;
    assert!(impatient.is_err());
    assert_eq!(g.product("P").await.unwrap().value.sku_str(), "P");
    assert_eq!(received(&s, None).await.len(), 1);
}

#[tokio::test]
async fn stale_value_is_served_when_the_supplier_fails() {
    let s = MockServer::start().await;
    Mock::given(path_regex("^/product/get/"))
        .respond_with(product_json("ST"))
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/categories/all"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!([{"id": 1, "name": "A"}])))
        .mount(&s)
        .await;
    let (g, clock) = gateway_clocked(&s, |a| {
        a.catalogue_ttl_product_secs = 0.2;
        a.catalogue_ttl_listings_secs = 0.2;
    });
    assert_eq!(g.product("ST").await.unwrap().stale_for, None);
    g.categories().await.unwrap();

    s.reset().await;
    Mock::given(any())
        .respond_with(ResponseTemplate::new(503))
        .mount(&s)
        .await;
    clock.advance(Duration::from_millis(300));

    let f = g.product("ST").await.unwrap();
    assert_eq!(f.value.sku_str(), "ST");
    let age = f.stale_for.expect("marked stale");
    assert!(age >= Duration::from_millis(300), "{age:?}");
    let c = g.categories().await.unwrap();
    assert!(c.stale_for.is_some());
    assert_eq!(c.value.len(), 1);
    let m = g.render_metrics();
    assert_metrics(
        &m,
        &[(
            r#"catalogue_cache_requests_total{kind="product",result="stale"}"#,
            1,
        )],
    );
    // Still no stale answer for what was never fetched.
    assert_eq!(g.product("OTHER").await.unwrap_err(), AppError::Unreachable);

    // Not for a 404: the product is gone, and saying so is the truth.
    s.reset().await;
    Mock::given(any())
        .respond_with(ResponseTemplate::new(404))
        .mount(&s)
        .await;
    assert!(matches!(g.product("ST").await, Err(AppError::NotFound(_))));
    // And once gone, an outage does not bring it back stale: the 404 is
    // remembered for a while, without asking again.
    s.reset().await;
    Mock::given(any())
        .respond_with(ResponseTemplate::new(503))
        .mount(&s)
        .await;
    assert!(matches!(g.product("ST").await, Err(AppError::NotFound(_))));
    assert!(s.received_requests().await.unwrap_or_default().is_empty());
}

#[tokio::test]
async fn stale_values_have_an_age_limit() {
    let s = MockServer::start().await;
    Mock::given(any())
        .respond_with(product_json("OLD"))
        .mount(&s)
        .await;
    let (g, clock) = gateway_clocked(&s, |a| {
        a.catalogue_ttl_product_secs = 0.1;
        a.catalogue_stale_max_secs = 0.3;
    });
    g.product("OLD").await.unwrap();
    s.reset().await;
    Mock::given(any())
        .respond_with(ResponseTemplate::new(503))
        .mount(&s)
        .await;
    clock.advance(Duration::from_millis(500));
    assert_eq!(g.product("OLD").await.unwrap_err(), AppError::Unreachable);
}

#[tokio::test]
async fn searches_are_cached_by_their_filters() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/product/search"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!([{"sku": "A"}])))
        .mount(&s)
        .await;
    let g = gateway(&s);
    let f = |brand: &str| SupplierFilters {
        brand: Some(brand.into()),
        ..Default::default()
    };
    g.search(&f("Oxford")).await.unwrap();
    g.search(&f("  Oxford ")).await.unwrap();
    assert_eq!(received(&s, None).await.len(), 1);
    g.search(&f("Puig")).await.unwrap();
    g.search(&SupplierFilters {
        extended: true,
        ..f("Puig")
    })
    .await
    .unwrap();
    assert_eq!(received(&s, None).await.len(), 3);
}

#[tokio::test]
async fn bulk_stock_chunks_keeps_order_and_reports_missing() {
    let (s, calls) = bulk_server(Duration::from_millis(300)).await;
    let g = gateway(&s);
    let mut skus: Vec<String> = (0..250).map(|i| format!("S-{i}")).collect();
    skus.insert(10, "S-3".into()); // a duplicate
    skus.insert(20, "MISSING-1".into());
    skus.push("S-0".into());
    skus.push(String::new());
    let t = Instant::now();
    let out = g.bulk_stock(&skus).await.unwrap();
    let took = t.elapsed();

    assert_eq!(out.len(), skus.len());
    for (asked, got) in skus.iter().zip(&out) {
        assert_eq!(got.sku.as_deref(), Some(asked.as_str()));
        match asked.strip_prefix("S-") {
            Some(n) => assert_eq!(got.count, Some(n.parse().unwrap()), "{asked}"),
            None => {
                assert_eq!(got.count, None, "{asked}");
                assert!(got.error.is_some(), "{asked}");
            }
        }
    }
    assert!(out[20]
        .error
        .as_deref()
        .unwrap()
        .contains("did not include"));
    // 251 distinct SKUs on the wire, in chunks of at most 100: 3 calls.
    let reqs = received(&s, None).await;
    assert_eq!(reqs.len(), 3);
    let mut sent = 0;
    for r in &reqs {
        let body: Vec<String> = serde_json::from_slice(&r.body).unwrap();
        assert!(body.len() <= 100);
        assert_eq!(r.headers.get("content-type").unwrap(), "application/json");
        sent += body.len();
    }
    assert_eq!(sent, 251);
    // Two chunks at a time: the third waits for one of the first two.
    assert!(
        took >= Duration::from_millis(550),
        "chunks not limited: {took:?}"
    );
    assert_eq!(calls.load(Ordering::SeqCst), 3);

    // Warm: the same list again costs nothing.
    let again = g.bulk_stock(&skus).await.unwrap();
    assert_eq!(again, out);
    assert_eq!(received(&s, None).await.len(), 3);
    // And one SKU from it costs nothing either.
    assert_eq!(g.stock("S-42").await.unwrap().count, Some(42));
    assert_eq!(received(&s, None).await.len(), 3);
}

#[tokio::test]
async fn one_list_page_of_48_costs_two_calls_cold_and_none_warm() {
    let s = MockServer::start().await;
    let page: Vec<Value> = (0..48)
        .map(|i| json!({"id": i, "sku": format!("S-{i}"), "sitePrice": 9.5}))
        .collect();
    Mock::given(method("GET"))
        .and(path("/product/search"))
        .respond_with(ResponseTemplate::new(200).set_body_json(page))
        .mount(&s)
        .await;
    let calls = Arc::new(AtomicUsize::new(0));
    Mock::given(method("POST"))
        .and(path("/product/bulkstock"))
        .respond_with(BulkStock {
            calls: Arc::clone(&calls),
            delay: Duration::ZERO,
        })
        .mount(&s)
        .await;
    let g = gateway(&s);
    let f = SupplierFilters {
        brand: Some("R&G".into()),
        ..Default::default()
    };
    let load_page = || async {
        let products = g.search(&f).await.unwrap().value;
        let skus: Vec<String> = products.iter().map(|p| p.sku_str().to_string()).collect();
        let stock = g.bulk_stock(&skus).await.unwrap();
        assert_eq!(stock.len(), 48);
        assert_eq!(stock[47].count, Some(47));
    };
    load_page().await;
    let cold = received(&s, None).await.len();
    load_page().await;
    let warm = received(&s, None).await.len() - cold;
    println!("FIGURE: list page of 48 with stock -> cold {cold} supplier call(s), warm {warm}");
    assert_eq!(cold, 2);
    assert_eq!(warm, 0);
    assert_eq!(calls.load(Ordering::SeqCst), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn overlapping_bulk_requests_share_calls() {
    let (s, calls) = bulk_server(Duration::from_millis(200)).await;
    let g = gateway(&s);
    let skus: Vec<String> = (0..48).map(|i| format!("S-{i}")).collect();
    let tasks: Vec<_> = (0..10)
        .map(|_| {
            let g = g.clone();
            let skus = skus.clone();
            tokio::spawn(async move { g.bulk_stock(&skus).await })
        })
        .collect();
    for t in tasks {
        assert_eq!(t.await.unwrap().unwrap().len(), 48);
    }
    assert_eq!(calls.load(Ordering::SeqCst), 1);
}

#[tokio::test]
async fn bulk_keeps_per_sku_errors_and_old_shapes() {
    let (s, _) = bulk_server(Duration::ZERO).await;
    let g = gateway_with(&s, |a| a.catalogue_bulk_chunk = 2);
    // The chunk holding FAIL-1 is refused; the other chunk answers.
    let skus: Vec<String> = ["S-1", "FAIL-1", "S-2", "S-3"].map(String::from).to_vec();
    let out = g.bulk_stock(&skus).await.unwrap();
    assert_eq!(out[0].count, None);
    assert!(out[0].error.is_some());
    assert!(out[1].error.is_some());
    assert_eq!((out[2].count, out[3].count), (Some(2), Some(3)));
    assert_no_key("stock error", out[1].error.as_deref().unwrap());

    // An older answer without SKUs, one per SKU asked: read by position.
    let old = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/product/bulkstock"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!([4, {"count": 5}])))
        .mount(&old)
        .await;
    let out = gateway(&old)
        .bulk_stock(&["A".into(), "B".into()])
        .await
        .unwrap();
    assert_eq!((out[0].count, out[1].count), (Some(4), Some(5)));
}

#[tokio::test]
async fn bulk_serves_stale_counts_or_fails_whole() {
    let (s, _) = bulk_server(Duration::ZERO).await;
    let (g, clock) = gateway_clocked(&s, |a| a.catalogue_ttl_stock_secs = 0.1);
    let skus: Vec<String> = vec!["S-1".into(), "S-2".into()];
    g.bulk_stock(&skus).await.unwrap();
    s.reset().await;
    Mock::given(any())
        .respond_with(ResponseTemplate::new(503))
        .mount(&s)
        .await;
    clock.advance(Duration::from_millis(200));
    let f = g.bulk_stock_fetched(&skus).await.unwrap();
    assert_eq!(f.value[1].count, Some(2));
    assert!(f.stale_for.unwrap() >= Duration::from_millis(200));
    // Nothing known and nothing answers: the whole call fails.
    assert_eq!(
        g.bulk_stock(&["S-9".into()]).await.unwrap_err(),
        AppError::Unreachable
    );
    // A refused key fails the whole call too.
    s.reset().await;
    Mock::given(any())
        .respond_with(ResponseTemplate::new(401))
        .mount(&s)
        .await;
    assert_eq!(
        g.bulk_stock(&["S-7".into(), "S-8".into()])
            .await
            .unwrap_err(),
        AppError::NotAuthorised
    );
}

#[tokio::test]
async fn single_stock_uses_its_endpoint_and_the_cache() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/product/stock/A%2F1"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(json!({"sku": "A/1", "count": 3, "error": null})),
        )
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/product/stock/UNKNOWN"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(json!({"sku": "UNKNOWN", "count": null, "error": "Unknown SKU"})),
        )
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/product/stock/OLD"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!(6)))
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/product/stock/GONE"))
        .respond_with(ResponseTemplate::new(404))
        .mount(&s)
        .await;
    let g = gateway(&s);
    assert_eq!(g.stock("A/1").await.unwrap().count, Some(3));
    assert_eq!(g.stock("A/1").await.unwrap().count, Some(3));
    assert_eq!(received(&s, Some("/product/stock/A%2F1")).await.len(), 1);
    let u = g.stock("UNKNOWN").await.unwrap();
    assert_eq!((u.count, u.error.as_deref()), (None, Some("Unknown SKU")));
    let o = g.stock("OLD").await.unwrap();
    assert_eq!((o.sku.as_deref(), o.count), (Some("OLD"), Some(6)));
    let gone = g.stock("GONE").await.unwrap();
    assert_eq!(gone.count, None);
    assert!(gone.error.is_some());
    let m = g.render_metrics();
    assert_metrics(
        &m,
        &[
            (
                r#"catalogue_upstream_requests_total{endpoint="stock",status="200"}"#,
                3,
            ),
            (
                r#"catalogue_cache_requests_total{kind="stock",result="hit"}"#,
                1,
            ),
        ],
    );
}

#[tokio::test]
async fn single_stock_of_a_dot_sku_goes_by_the_bulk_endpoint() {
    let (s, calls) = bulk_server(Duration::ZERO).await;
    let g = gateway(&s);
    let st = g.stock("..").await.unwrap();
    assert_eq!(st.sku.as_deref(), Some(".."));
    assert_eq!(calls.load(Ordering::SeqCst), 1);
    assert!(received(&s, None)
        .await
        .iter()
        .all(|r| r.url.path() == "/product/bulkstock"));
}
