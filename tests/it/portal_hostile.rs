//! A hostile supplier, over real HTTP: the portal in front of a fault proxy
//! (in front of the demo catalogue) that answers 429 for a while, fails every
//! fifth call, answers slowly, sends broken JSON, refuses connections, and
//! serves a 5 MB description and an all-null product. The portal keeps
//! answering (stale data where it has it, a clear message where it has not,
//! never a 500 or a panic) and recovers by itself. Windows are seconds, not
//! minutes, with the gateway's waits set to match.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "portal_hostile/crowd.rs"]
mod crowd;
#[path = "portal_hostile/export.rs"]
mod export;
#[path = "portal_hostile/fault.rs"]
mod fault;
#[path = "portal_hostile/head.rs"]
mod head;
use crate::portal_support;

use std::time::{Duration, Instant};

use dealer_desk::server::{
    access::AccessConfig,
    catalogue::GatewayArgs,
    demo::{self, DemoOptions, RunningDemo},
    http::listen::Limits,
};
use fault::{Fault, Mode};
use portal_support::{assert_no_key, portal_at_limited, Portal, KEY};
use reqwest::StatusCode;
use serde_json::json;

const STALE: &str = "The supplier is not answering";

fn args() -> GatewayArgs {
    GatewayArgs {
        catalogue_timeout_secs: 1.0,
        catalogue_connect_timeout_secs: 0.5,
        catalogue_max_attempts: 2,
        catalogue_retry_budget_secs: 1.5,
        catalogue_ttl_listings_secs: 0.3,
        catalogue_ttl_product_secs: 0.3,
        catalogue_ttl_search_secs: 0.3,
        catalogue_ttl_stock_secs: 0.3,
        ..portal_support::gateway_args()
    }
}

/// Nothing is ever fresh: every page asks the supplier again, and what it
/// answered before is only kept for when it fails (the trouble tests see
/// the supplier's trouble at once, without waiting for answers to age).
fn never_fresh() -> GatewayArgs {
    GatewayArgs {
        catalogue_ttl_listings_secs: 0.0,
        catalogue_ttl_product_secs: 0.0,
        catalogue_ttl_search_secs: 0.0,
        catalogue_ttl_stock_secs: 0.0,
        ..args()
    }
}

struct Setup {
    portal: Portal,
    fault: Fault,
    skus: Vec<String>,
    _demo: RunningDemo,
}

async fn setup() -> Setup {
    setup_with(&never_fresh(), AccessConfig::open()).await
}

/// The setup with the gateway's tuning and the access rules given.
async fn setup_with(gateway: &GatewayArgs, access: AccessConfig) -> Setup {
    setup_sized(200, gateway, access, Limits::default()).await
}

/// The setup over a demo catalogue of `products`, with the listener's limits.
async fn setup_sized(
    products: usize,
    gateway: &GatewayArgs,
    access: AccessConfig,
    limits: Limits,
) -> Setup {
    let mut o = DemoOptions::new(products, 11, KEY);
    o.stock_tick = Duration::ZERO;
    o.rate_limit_per_sec = 0.0;
    let demo = demo::start(o, "127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    // SKUs straight from the demo, so the portal has cached none of them.
    let list: serde_json::Value = reqwest::Client::new()
        .get(format!("{}/product/search", demo.base_url()))
        .header("x-api-key", KEY)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let skus: Vec<String> = list
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["sku"].as_str().map(str::to_string))
        .take(30)
        .collect();
    assert!(skus.len() >= 20);
    let fault = Fault::start(&demo.base_url()).await;
    let portal = portal_at_limited(&fault.url(), gateway, access, limits).await;
    Setup {
        portal,
        fault,
        skus,
        _demo: demo,
    }
}

/// A page, checked for what must always hold: an answer that is not a
/// fault of the portal, and no key.
async fn page(p: &Portal, path: &str) -> (StatusCode, String) {
    let r = p.get(path).await;
    let status = r.status();
    let headers = r.headers().clone();
    let body = r.text().await.unwrap();
    assert_ne!(status, StatusCode::INTERNAL_SERVER_ERROR, "{path}: {body}");
    assert_no_key(path, &headers, &body);
    (status, body)
}

fn product(sku: &str) -> String {
    format!("/product/{sku}")
}

async fn warm(p: &Portal, paths: &[String]) {
    for path in paths {
        let (status, _) = page(p, path).await;
        assert_eq!(status, StatusCode::OK, "{path} before the trouble");
    }
}

/// Once the trouble is over, the page answers 200 at once, without a
/// stale notice (nothing is kept fresh, so it asks the supplier again).
async fn recovers(p: &Portal, path: &str) {
    let (status, body) = page(p, path).await;
    assert_eq!(status, StatusCode::OK, "{path} did not recover");
    assert!(!body.contains(STALE), "{path} is still marked stale");
}

async fn still_alive(p: &Portal) {
    assert_eq!(p.get("/healthz").await.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_supplier_answering_429_for_a_while() {
    let s = setup().await;
    let (p, warm_sku, cold_sku) = (&s.portal, &s.skus[0], &s.skus[1]);
    warm(p, &[product(warm_sku), "/categories".into()]).await;
    s.fault.set(Mode::TooMany);

    let (status, body) = page(p, &product(warm_sku)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.contains(STALE), "kept data, marked as such");
    let (status, body) = page(p, "/categories").await;
    assert_eq!(status, StatusCode::OK, "the kept listing");
    assert!(body.contains("/categories/"));
    let (status, body) = page(p, &product(cold_sku)).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(body.contains("The supplier is busy right now"));
    let r = p.call("product", json!({ "sku": cold_sku }), None).await;
    assert_eq!(r.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(r.text().await.unwrap(), "\"Busy\"");
    still_alive(p).await;

    // The while is over: after its Retry-After the supplier is asked again.
    s.fault.set(Mode::Pass);
    recovers(p, &product(cold_sku)).await;
    recovers(p, &product(warm_sku)).await;
}

#[tokio::test]
async fn a_supplier_failing_one_call_in_five() {
    let s = setup().await;
    let p = &s.portal;
    let warmed: Vec<String> = s.skus[..6].iter().map(|k| product(k)).collect();
    warm(p, &warmed).await;
    s.fault.set(Mode::EveryFifth500);
    for _ in 0..3 {
        for path in &warmed {
            let (status, _) = page(p, path).await;
            assert_eq!(
                status,
                StatusCode::OK,
                "{path}: fresh or kept, always shown"
            );
        }
    }
    let mut answered = 0;
    for sku in &s.skus[10..20] {
        let r = p.call("product", json!({ "sku": sku }), None).await;
        match r.status() {
            StatusCode::OK => answered += 1,
            StatusCode::SERVICE_UNAVAILABLE => {
                assert_eq!(r.text().await.unwrap(), "\"Unreachable\"")
            }
            other => panic!("{sku}: {other}"),
        }
    }
    assert!(answered >= 5, "most calls still answer ({answered} of 10)");
    still_alive(p).await;
}

#[tokio::test]
async fn a_supplier_taking_five_seconds() {
    let s = setup().await;
    let (p, warm_sku, cold_sku) = (&s.portal, &s.skus[0], &s.skus[1]);
    warm(p, &[product(warm_sku)]).await;
    s.fault.set(Mode::Slow(Duration::from_secs(5)));
    let (status, body) = page(p, &product(warm_sku)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.contains(STALE));
    // Given up waiting: the supplier's answer after 5 s would be a page.
    let (status, body) = page(p, &product(cold_sku)).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(body.contains("cannot be reached right now"));
    s.fault.set(Mode::Pass);
    recovers(p, &product(cold_sku)).await;
}

#[tokio::test]
async fn a_supplier_sending_broken_json() {
    let s = setup().await;
    let (p, warm_sku, cold_sku) = (&s.portal, &s.skus[0], &s.skus[1]);
    warm(p, &[product(warm_sku), "/brands".into()]).await;
    s.fault.set(Mode::Malformed);
    let (status, body) = page(p, &product(warm_sku)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.contains(STALE));
    let (status, _) = page(p, "/brands").await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = page(p, &product(cold_sku)).await;
    assert_eq!(status, StatusCode::BAD_GATEWAY);
    assert!(body.contains("could not read"));
    s.fault.set(Mode::Pass);
    recovers(p, &product(cold_sku)).await;
    recovers(p, "/brands").await;
}

#[tokio::test]
async fn a_supplier_refusing_connections_mid_session() {
    let mut s = setup().await;
    let warm_sku = s.skus[0].clone();
    let cold_sku = s.skus[1].clone();
    warm(&s.portal, &[product(&warm_sku), "/bikes".into()]).await;
    s.fault.stop().await;
    let p = &s.portal;
    let (status, body) = page(p, &product(&warm_sku)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.contains(STALE));
    let (status, _) = page(p, "/bikes").await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = page(p, &product(&cold_sku)).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(body.contains("cannot be reached right now"));
    still_alive(p).await;
    s.fault.restart().await;
    recovers(&s.portal, &product(&cold_sku)).await;
}

#[tokio::test]
async fn a_five_megabyte_description_and_an_all_null_product() {
    let s = setup().await;
    let p = &s.portal;
    let t = Instant::now();
    let (status, body) = page(p, "/product/HUGE-1").await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.contains("Very long description"));
    assert!(
        body.len() < 1024 * 1024,
        "the description is cut to a readable size: {} bytes",
        body.len()
    );
    let r = p.call("product", json!({ "sku": "HUGE-1" }), None).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.bytes().await.unwrap().len() < 512 * 1024);
    assert!(t.elapsed() < Duration::from_secs(20), "{:?}", t.elapsed());

    let (status, body) = page(p, "/product/NULL-1").await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.contains('—'), "missing fields show a dash");
    let r = p.call("product", json!({ "sku": "NULL-1" }), None).await;
    assert_eq!(r.status(), StatusCode::OK);
    still_alive(p).await;
}
