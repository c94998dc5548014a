//! The gateway against the embedded demo catalogue, over real HTTP: the
//! contract as the demo plays it (its own JSON, not the model's types), the
//! cost of a list page, and the default budget staying under the demo's.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::gateway_support;

use std::time::Duration;

use dealer_desk::{
    model::{query::SupplierFilters, AppError},
    server::{
        catalogue::{Catalogue, GatewayArgs},
        demo::{self, DemoOptions, RunningDemo},
    },
};
use gateway_support::{args, assert_metrics, assert_no_key, gateway_at};

const DEMO_KEY: &str = "demo-test-key-0c1d";

async fn demo_with(tweak: impl FnOnce(&mut DemoOptions)) -> RunningDemo {
    let mut o = DemoOptions::new(500, 1, DEMO_KEY);
    o.stock_tick = Duration::ZERO;
    tweak(&mut o);
    demo::start(o, "127.0.0.1:0".parse().unwrap())
        .await
        .unwrap()
}

fn gateway_on(d: &RunningDemo, a: &GatewayArgs) -> Catalogue {
    use dealer_desk::server::{catalogue::GatewayConfig, platform::secrets::ApiKey};
    let cfg = GatewayConfig::new(
        reqwest::Url::parse(&d.base_url()).unwrap(),
        ApiKey::new(DEMO_KEY),
        a,
    );
    Catalogue::new(cfg).unwrap()
}

fn upstream(g: &Catalogue, endpoint: &str) -> u64 {
    let m = g.render_metrics();
    m.lines()
        .filter(|l| {
            l.starts_with(&format!(
                "catalogue_upstream_requests_total{{endpoint=\"{endpoint}\","
            ))
        })
        .filter_map(|l| l.rsplit(' ').next()?.parse::<u64>().ok())
        .sum()
}

#[tokio::test]
async fn reads_the_whole_demo_catalogue() {
    let d = demo_with(|_| {}).await;
    let g = gateway_on(&d, &args());

    let cats = g.categories().await.unwrap();
    let brands = g.brands().await.unwrap();
    let bikes = g.bikes().await.unwrap();
    assert!(!cats.value.is_empty() && !brands.value.is_empty() && !bikes.value.is_empty());
    assert_eq!(cats.skipped + brands.skipped + bikes.skipped, 0);

    let all = g.search(&SupplierFilters::default()).await.unwrap();
    assert_eq!(all.value.len(), 500);
    assert_eq!(all.skipped, 0);
    let sku = all.value[0].sku.clone().unwrap();

    let p = g.product(&sku).await.unwrap().value;
    assert_eq!(p.sku.as_deref(), Some(sku.as_str()));
    assert!(
        p.dealer_price_gbp.is_some(),
        "extended properties asked for"
    );

    // Every SKU's stock in chunks of 100, plus one the demo does not know.
    let mut skus: Vec<String> = all.value.iter().filter_map(|p| p.sku.clone()).collect();
    skus.push("NO-SUCH-SKU".into());
    let stock = g.bulk_stock(&skus).await.unwrap();
    assert_eq!(stock.len(), 501);
    assert_eq!(upstream(&g, "bulkstock"), 6);
    let unknown = stock.last().unwrap();
    assert_eq!(unknown.count, None);
    assert!(unknown.error.is_some());
    // Known SKUs carry their own SKU back, and most have a count (a null
    // count with no error is "stock unknown", which the demo also plays).
    assert!(stock[..500]
        .iter()
        .zip(&skus)
        .all(|(s, k)| s.sku.as_ref() == Some(k)));
    assert!(stock[..500].iter().filter(|s| s.count.is_some()).count() > 250);

    // One SKU: from the warm per-SKU cache, the same reading.
    assert_eq!(g.stock(&sku).await.unwrap().count, stock[0].count);
    assert_eq!(upstream(&g, "stock"), 0);
    let fresh = gateway_on(&d, &args());
    assert_eq!(fresh.stock(&sku).await.unwrap().count, stock[0].count);
    assert_eq!(upstream(&fresh, "stock"), 1);
    d.shutdown().await;
}

#[tokio::test]
async fn demo_errors_map_to_app_errors() {
    let d = demo_with(|_| {}).await;
    let g = gateway_on(&d, &args());
    assert_eq!(
        g.product("NO-SUCH-SKU").await.unwrap_err(),
        AppError::NotFound("SKU NO-SUCH-SKU".into())
    );
    let bad = SupplierFilters {
        created_after: Some("last tuesday".into()),
        ..Default::default()
    };
    assert!(matches!(
        g.search(&bad).await,
        Err(AppError::InvalidFilter(_))
    ));

    let wrong = gateway_at(&d.base_url(), &args());
    let e = wrong.product("X").await.unwrap_err();
    assert_eq!(e, AppError::NotAuthorised);
    assert_no_key("error", &format!("{e} {e:?}"));
    assert_eq!(
        wrong.categories().await.unwrap_err(),
        AppError::NotAuthorised
    );
    d.shutdown().await;
}

#[tokio::test]
async fn a_list_page_costs_two_calls_cold_and_none_warm() {
    let d = demo_with(|_| {}).await;
    let g = gateway_on(&d, &args());
    let all = g.search(&SupplierFilters::default()).await.unwrap().value;
    let brand = all[0].brand.clone().unwrap();
    let g = gateway_on(&d, &args());
    let filters = SupplierFilters {
        brand: Some(brand),
        ..Default::default()
    };
    let mut page_calls = Vec::new();
    for _ in 0..2 {
        let products = g.search(&filters).await.unwrap().value;
        let skus: Vec<String> = products
            .iter()
            .take(48)
            .filter_map(|p| p.sku.clone())
            .collect();
        assert!(!skus.is_empty());
        g.bulk_stock(&skus).await.unwrap();
        page_calls.push(upstream(&g, "search") + upstream(&g, "bulkstock"));
    }
    println!(
        "FIGURE (demo): list page with stock -> cold {} supplier call(s), warm {}",
        page_calls[0],
        page_calls[1] - page_calls[0]
    );
    assert_eq!(page_calls, [2, 2]);
    d.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_cold_requests_cost_one_demo_call() {
    let d = demo_with(|o| o.faults.latency = Duration::from_millis(100)).await;
    let g = gateway_on(&d, &args());
    let probe = gateway_on(&d, &args());
    let sku = probe
        .search(&SupplierFilters::default())
        .await
        .unwrap()
        .value[3]
        .sku
        .clone()
        .unwrap();
    let tasks: Vec<_> = (0..50)
        .map(|_| {
            let (g, sku) = (g.clone(), sku.clone());
            tokio::spawn(async move { g.product(&sku).await })
        })
        .collect();
    for t in tasks {
        t.await.unwrap().unwrap();
    }
    assert_eq!(upstream(&g, "product_get"), 1);
    d.shutdown().await;
}

#[tokio::test]
async fn default_budget_stays_under_the_demo_limit() {
    let d = demo_with(|_| {}).await;
    let g = gateway_on(&d, &GatewayArgs::default());
    let probe = gateway_on(&d, &args());
    let skus: Vec<String> = probe
        .search(&SupplierFilters::default())
        .await
        .unwrap()
        .value
        .iter()
        .take(45)
        .filter_map(|p| p.sku.clone())
        .collect();
    // 45 distinct products at once: 20 at once, then 10 a second.
    let calls = skus.iter().map(|s| {
        let g = g.clone();
        let s = s.clone();
        async move { g.product(&s).await }
    });
    for r in futures::future::join_all(calls).await {
        r.unwrap();
    }
    let m = g.render_metrics();
    assert_metrics(
        &m,
        &[(
            r#"catalogue_upstream_requests_total{endpoint="product_get",status="429"}"#,
            0,
        )],
    );
    assert_eq!(upstream(&g, "product_get"), 45);
    d.shutdown().await;
}

#[tokio::test]
async fn a_throttling_demo_gives_busy_or_a_stale_answer() {
    let d = demo_with(|o| o.faults.force_429 = true).await;
    let g = gateway_on(&d, &args());
    assert_eq!(g.categories().await.unwrap_err(), AppError::Busy);
    assert!(upstream(&g, "categories") >= 2, "429 is retried");
    d.shutdown().await;

    // Warm first, then the demo throttles: the listing is served stale.
    let ok = demo_with(|_| {}).await;
    let mut a = args();
    // Never fresh: the next call asks the (now throttling) demo again.
    a.catalogue_ttl_listings_secs = 0.0;
    let g = gateway_on(&ok, &a);
    g.brands().await.unwrap();
    let addr = ok.addr;
    ok.shutdown().await;
    let mut o = DemoOptions::new(500, 1, DEMO_KEY);
    o.faults.force_429 = true;
    let throttling = demo::start(o, addr).await.unwrap();
    let f = g.brands().await.unwrap();
    assert!(f.stale_for.is_some());
    throttling.shutdown().await;
}
