//! The CSV export under pressure: it streams every row, only a few run at
//! once (one more client is told to come back), and when the client goes away the
//! work stops: no more supplier calls for a download nobody reads. Also the
//! whole-request timeout: a page the supplier holds up answers 503 in time.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use dealer_desk::server::{
    access::AccessConfig, catalogue::GatewayArgs, feeds::turns::MAX_EXPORTS, listen::Limits,
};
use reqwest::StatusCode;

use super::{args, fault::Mode, setup_sized};

const PRODUCTS: usize = 1_500;

fn patient() -> GatewayArgs {
    GatewayArgs {
        catalogue_timeout_secs: 10.0,
        catalogue_retry_budget_secs: 0.0,
        catalogue_ttl_search_secs: 600.0,
        catalogue_ttl_stock_secs: 0.05,
        catalogue_stale_stock_max_secs: 0.05,
        ..args()
    }
}

#[tokio::test]
async fn exports_stream_run_two_at_once_and_stop_when_the_client_leaves() {
    // Each export from its own client (one export at a time per client).
    let access = AccessConfig {
        trust_proxy: true,
        ..AccessConfig::open()
    };
    let s = setup_sized(PRODUCTS, &patient(), access, Limits::default()).await;
    let p = &s.portal;
    let from = |ip: &str| {
        let url = p.url("/export/products.csv?stock=1");
        let req = p.http.get(url).header("x-forwarded-for", ip.to_string());
        async move { req.send().await.unwrap() }
    };
    // Every row, streamed.
    let r = p.get("/export/products.csv?stock=1").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.headers().get("content-length").is_none(), "streamed");
    let csv = r.text().await.unwrap();
    assert!(csv.starts_with("SKU,EAN,Name"));
    assert_eq!(csv.lines().count(), PRODUCTS + 1);

    // A slow supplier: as many exports as may run wait on stock, one more
    // is turned away.
    s.fault.set(Mode::Slow(Duration::from_millis(400)));
    // Past the stock's time to live: every count is asked for again.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut running = Vec::new();
    for i in 0..MAX_EXPORTS {
        let r = from(&format!("10.0.0.{}", i + 1)).await;
        assert_eq!(r.status(), StatusCode::OK);
        running.push(r);
    }
    let t = Instant::now();
    let c = from("10.0.1.1").await;
    assert_eq!(c.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(c.headers().contains_key("retry-after"));
    assert!(t.elapsed() < Duration::from_millis(500), "at once");

    // The clients leave: the calls under way finish, then nothing more.
    drop(running);
    tokio::time::sleep(Duration::from_millis(3000)).await;
    let settled = s.fault.calls();
    tokio::time::sleep(Duration::from_millis(2000)).await;
    let later = s.fault.calls();
    eprintln!(
        "export abandoned: {} supplier calls after it settled",
        later - settled
    );
    assert_eq!(later, settled, "no work for a download nobody reads");
    // And the turns are free again.
    s.fault.set(Mode::Pass);
    let r = p.get("/export/products.csv?stock=1").await;
    assert_eq!(r.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_request_that_takes_too_long_is_answered_503_in_time() {
    let limits = Limits {
        request_timeout: Duration::from_millis(500),
        ..Limits::default()
    };
    let s = setup_sized(50, &patient(), AccessConfig::open(), limits).await;
    s.fault.set(Mode::Slow(Duration::from_secs(3)));
    let t = Instant::now();
    let r = s.portal.get(&format!("/product/{}", s.skus[0])).await;
    let took = t.elapsed();
    assert_eq!(r.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(took < Duration::from_millis(1500), "{took:?}");
}
