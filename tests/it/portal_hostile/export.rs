//! The CSV export under pressure: it streams every row, only a few run at
//! once (one more client is told to come back), and when the client goes away the
//! work stops: no more supplier calls for a download nobody reads. Also the
//! whole-request timeout: a page the supplier holds up answers 503 in time.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use dealer_desk::server::{
    access::AccessConfig, catalogue::GatewayArgs, exports::permits::MAX_EXPORTS,
    http::listen::Limits, index::SyncKind,
};
use reqwest::StatusCode;

use super::{args, fault::Mode, setup_sized};

const PRODUCTS: usize = 1_500;

fn patient() -> GatewayArgs {
    GatewayArgs {
        catalogue_timeout_secs: 10.0,
        catalogue_retry_budget_secs: 0.0,
        catalogue_ttl_search_secs: 600.0,
        // Stock is never fresh: every export asks for every count.
        catalogue_ttl_stock_secs: 0.0,
        catalogue_stale_stock_max_secs: 0.05,
        ..args()
    }
}

#[tokio::test]
async fn exports_stream_run_two_at_once_and_stop_when_the_client_leaves() {
    // The turns counted here are the whole process's.
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
    // Before the first complete sync an export is refused, saying why.
    let r = p.get("/export/products.csv?stock=1").await;
    assert_eq!(r.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(r
        .text()
        .await
        .unwrap()
        .contains("still being fetched from the supplier"));
    p.state
        .index
        .sync(&p.state.catalogue, SyncKind::Full)
        .await
        .unwrap();

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
    let before = s.fault.calls();
    let mut running = Vec::new();
    for i in 0..MAX_EXPORTS {
        let r = from(&format!("10.0.0.{}", i + 1)).await;
        assert_eq!(r.status(), StatusCode::OK);
        running.push(r);
    }
    // Refused with when to come back, not queued behind the running ones.
    let c = from("10.0.1.1").await;
    assert_eq!(c.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(c.headers().contains_key("retry-after"));

    // The clients leave: their exports end, the calls under way finish,
    // and the supplier is asked nothing more. Read to the end, the exports
    // would have needed a bulk stock call per chunk of products each.
    drop(running);
    let wait = Duration::from_secs(10);
    tokio::time::timeout(wait, p.state.exports.idle())
        .await
        .expect("exports end when their clients leave");
    tokio::time::timeout(wait, s.fault.quiet())
        .await
        .expect("the calls under way finish");
    let made = s.fault.calls() - before;
    let whole = (MAX_EXPORTS * PRODUCTS).div_ceil(patient().catalogue_bulk_chunk) as u64;
    eprintln!("export abandoned: {made} supplier calls, {whole} had it been read");
    assert!(made < whole, "no work for a download nobody reads: {made}");
    assert_eq!(p.state.exports.running(), 0);
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
    // 503 from the portal's own timeout, not the page the supplier's
    // answer would make after 3 s.
    let r = s.portal.get(&format!("/product/{}", s.skus[0])).await;
    assert_eq!(r.status(), StatusCode::SERVICE_UNAVAILABLE);
}
