//! `/metrics` over real HTTP: each request is counted and timed under its
//! route's pattern, never under the path a client sent.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::portal_support;

use dealer_desk::server::access::AccessConfig;
use portal_support::demo_portal;

#[tokio::test]
async fn requests_are_counted_and_timed_by_route_pattern() {
    let p = demo_portal(AccessConfig::open()).await;
    for path in [
        "/",
        "/product/NO-SUCH-SKU-1",
        "/product/NO-SUCH-SKU-2",
        "/no/such/page",
    ] {
        p.get(path).await;
    }
    let text = p.get("/metrics").await.text().await.unwrap();
    assert!(
        text.contains("http_requests_total{route=\"/\",method=\"GET\",status=\"200\"} 1"),
        "{text}"
    );
    assert!(
        text.contains(
            "http_request_duration_seconds_count{route=\"/product/{sku}\",method=\"GET\"} 2"
        ),
        "{text}"
    );
    assert!(
        text.contains("route=\"unmatched\",method=\"GET\""),
        "{text}"
    );
    assert!(!text.contains("NO-SUCH"), "no label from a client's path");
    assert!(text.contains("# TYPE http_request_duration_seconds histogram"));
}
