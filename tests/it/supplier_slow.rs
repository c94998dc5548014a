//! A real supplier is slow: seconds per search, a small allowance shared by
//! everyone. These tests play one with the demo catalogue's latency
//! profile or an in-test supplier, and check that pages do not wait for
//! what they need not: stock seen before is shown at once (old counts
//! refreshed behind the page, one call), unseen stock is waited for only
//! within a budget, a full sync keeps what it finished, and batch calls
//! are patient where a person's are not.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use dealer_desk::server::{
    catalogue::{Catalogue, GatewayConfig, ReadingState},
    demo::{self, DemoOptions, Faults, RunningDemo},
    index::SyncKind,
    platform::clock::Clock,
    platform::secrets::ApiKey,
};
use serde_json::json;
use wiremock::{
    matchers::{method, path},
    Mock, MockServer, Request, Respond, ResponseTemplate,
};

use crate::{
    gateway_support::metric,
    index_support::{self, fast_args, open, upstream, TempDir, DEMO_KEY},
};

async fn slow_demo(products: usize, faults: Faults) -> RunningDemo {
    let mut o = DemoOptions::new(products, 7, DEMO_KEY);
    o.stock_tick = Duration::ZERO;
    o.rate_limit_per_sec = 0.0;
    o.faults = faults;
    demo::start(o, "127.0.0.1:0".parse().unwrap())
        .await
        .unwrap()
}

fn clocked_gateway(
    base: &str,
    tweak: impl FnOnce(&mut dealer_desk::server::catalogue::GatewayArgs),
) -> (Catalogue, Clock) {
    let mut a = fast_args();
    tweak(&mut a);
    let mut cfg = GatewayConfig::new(
        reqwest::Url::parse(base).unwrap(),
        ApiKey::new(DEMO_KEY),
        &a,
    );
    cfg.clock = Clock::adjustable();
    let clock = cfg.clock.clone();
    (Catalogue::new(cfg).unwrap(), clock)
}

fn skus(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("CP{:04}BL", 151 + i)).collect()
}

#[tokio::test]
async fn old_stock_is_shown_at_once_and_refreshed_behind_the_page_with_one_call() {
    let d = slow_demo(300, Faults::default()).await;
    let (g, clock) = clocked_gateway(&d.base_url(), |a| a.catalogue_ttl_stock_secs = 15.0);
    let wanted = skus(20);

    // Never seen: the page waits (the demo is quick) and gets live counts.
    let first = g.stock_for_page(&wanted).await.unwrap();
    assert!(first.iter().all(|r| r.state == ReadingState::Live));
    assert_eq!(upstream(&g, "bulkstock"), 1);

    // Past its freshness: shown at once, marked old, without waiting for
    // the supplier; one bulk call refreshes the page's SKUs behind it.
    clock.advance(Duration::from_secs(20));
    let second = g.stock_for_page(&wanted).await.unwrap();
    assert!(
        second.iter().all(|r| r.state == ReadingState::Old),
        "{second:?}"
    );
    assert!(second
        .iter()
        .all(|r| r.checked_ago >= Duration::from_secs(20)));
    // A live refresh joins that call rather than making another.
    let live = g.stock_readings(&wanted).await.unwrap();
    assert!(live.iter().all(|r| r.state == ReadingState::Live));
    assert_eq!(
        upstream(&g, "bulkstock"),
        2,
        "one refresh for the whole page"
    );
    let m = g.render_metrics();
    assert_eq!(metric(&m, "catalogue_stock_served_old_total"), 20);
    assert_eq!(metric(&m, "catalogue_stock_refreshed_total"), 1);

    // Fresh again: nothing is asked.
    let third = g.stock_for_page(&wanted).await.unwrap();
    assert!(third.iter().all(|r| r.state == ReadingState::Live));
    assert_eq!(upstream(&g, "bulkstock"), 2);
}

#[tokio::test]
async fn unseen_stock_waits_only_within_the_budget_when_the_supplier_is_slow() {
    let d = slow_demo(
        300,
        Faults {
            latency: Duration::from_millis(800),
            ..Faults::default()
        },
    )
    .await;
    let (g, _clock) = clocked_gateway(&d.base_url(), |a| a.catalogue_stock_wait_ms = 100);
    let wanted = skus(5);
    // Pending, not the counts the supplier gives after 800 ms: the page
    // did not wait for them.
    let page = g.stock_for_page(&wanted).await.unwrap();
    assert!(
        page.iter().all(|r| r.state == ReadingState::Pending),
        "{page:?}"
    );
    assert!(page.iter().all(|r| r.stock.count.is_none()));
    // The call went on without the page: the live refresh joins it.
    let live = g.stock_readings(&wanted).await.unwrap();
    assert!(live.iter().all(|r| r.state == ReadingState::Live));
    assert_eq!(
        upstream(&g, "bulkstock"),
        1,
        "the page's call was not repeated"
    );
    assert_eq!(
        metric(&g.render_metrics(), "catalogue_stock_pending_total"),
        5
    );
}

/// A supplier whose first answer to one category stalls past the batch
/// timeout, and whose category 2 fails while `fail` is set.
#[derive(Clone, Default)]
struct Moody {
    searches: Arc<AtomicU64>,
    stalled: Arc<AtomicU64>,
    fail: Arc<std::sync::atomic::AtomicBool>,
    asked: Arc<std::sync::Mutex<Vec<String>>>,
}

impl Respond for Moody {
    fn respond(&self, req: &Request) -> ResponseTemplate {
        self.searches.fetch_add(1, Ordering::SeqCst);
        let query = req.url.query().unwrap_or("").to_string();
        self.asked.lock().unwrap().push(query.clone());
        let cat: i64 = req
            .url
            .query_pairs()
            .find(|(k, _)| k == "categoryId")
            .and_then(|(_, v)| v.parse().ok())
            .unwrap_or(0);
        if cat == 2 && self.fail.load(Ordering::SeqCst) {
            return ResponseTemplate::new(500).set_body_string("boom");
        }
        let body = json!([{
            "id": cat, "sku": format!("CAT{cat}-1"), "name": format!("Part of category {cat}"),
            "category": {"id": cat, "name": format!("Cat {cat}")}, "brand": "Acme",
            "dateCreated": "2024-01-01T00:00:00+00:00",
            "dateModified": "2024-01-01T00:00:00+00:00", "sitePrice": 10.0
        }]);
        // Category 3's first answer is slower than the batch limit.
        if cat == 3 && self.stalled.fetch_add(1, Ordering::SeqCst) == 0 {
            return ResponseTemplate::new(200)
                .set_body_json(body)
                .set_delay(Duration::from_secs(2));
        }
        ResponseTemplate::new(200).set_body_json(body)
    }
}

async fn moody_supplier(m: &Moody) -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/product/search"))
        .respond_with(m.clone())
        .mount(&server)
        .await;
    let cats: Vec<_> = (1..=4)
        .map(|i| json!({"id": i, "name": format!("Cat {i}")}))
        .collect();
    Mock::given(method("GET"))
        .and(path("/categories/all"))
        .respond_with(ResponseTemplate::new(200).set_body_json(cats))
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/brands/all"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!([{"id": 9, "name": "Acme"}])))
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/bikes/all"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!([])))
        .mount(&server)
        .await;
    server
}

#[tokio::test]
async fn a_full_sync_keeps_what_it_finished_and_retries_slow_batch_calls() {
    let m = Moody::default();
    m.fail.store(true, Ordering::SeqCst);
    let server = moody_supplier(&m).await;
    let mut a = fast_args();
    // Pages would give up after 0.5 s; batch work tries again.
    a.catalogue_timeout_secs = 0.5;
    a.catalogue_batch_timeout_secs = 0.5;
    let g = Catalogue::new(GatewayConfig::new(
        reqwest::Url::parse(&server.uri()).unwrap(),
        ApiKey::new("k"),
        &a,
    ))
    .unwrap();
    let dir = TempDir::new("slow-sync");
    let index = open(&dir, "moody");

    // First attempt: category 3 stalls once and is retried (batch
    // wait); category 2 fails; the other three are kept.
    assert!(index.sync(&g, SyncKind::Full).await.is_err());
    let st = index.status().await;
    assert!(!st.ready);
    let p = st.progress.clone().expect("progress shown");
    assert_eq!(
        (p.categories_done, p.categories_total, p.products),
        (3, 4, 3)
    );
    assert!(
        p.last_error.as_deref().unwrap().starts_with("Cat 2"),
        "{p:?}"
    );
    assert!(
        st.last_error
            .as_deref()
            .unwrap()
            .contains("1 of 4 categories"),
        "{st:?}"
    );
    assert_eq!(
        m.stalled.load(Ordering::SeqCst),
        2,
        "the stalled call was tried again"
    );
    // What arrived is listed already.
    let q = dealer_desk::model::query::ListQuery::from_pairs([("q", "category")]).0;
    let found = index
        .list(&q, dealer_desk::model::Currency::Gbp, false)
        .await
        .unwrap();
    assert_eq!(found.total, 3);

    // The next attempt asks only for what is missing, and completes.
    m.fail.store(false, Ordering::SeqCst);
    m.asked.lock().unwrap().clear();
    index.sync(&g, SyncKind::Full).await.unwrap();
    let asked = m.asked.lock().unwrap().clone();
    assert_eq!(asked.len(), 1, "{asked:?}");
    assert!(asked[0].contains("categoryId=2"));
    let st = index.status().await;
    assert!(st.ready && st.progress.is_none());
    assert_eq!(st.products, 4);
    assert_eq!(st.last_full.unwrap().fetched, 4);
    // A slow batch call does not make the supplier "unreachable".
    assert!(g.reachable().await);
}

#[tokio::test]
async fn a_slow_supplier_answers_searches_piece_by_piece() {
    let d = slow_demo(
        2000,
        Faults {
            search_latency: Duration::from_millis(100),
            per_mb: Duration::from_millis(400),
            ..Faults::default()
        },
    )
    .await;
    let g = index_support::gateway(&d.base_url(), DEMO_KEY);
    let started = Instant::now();
    let all = g
        .search_uncached(&dealer_desk::model::query::SupplierFilters {
            extended: true,
            ..Default::default()
        })
        .await
        .unwrap();
    let took = started.elapsed();
    assert!(all.value.len() >= 1999);
    // A few megabytes at 0.4 s each, after 0.1 s.
    assert!(took > Duration::from_millis(500), "{took:?}");
}

#[tokio::test]
async fn a_persons_call_goes_before_batch_work_already_waiting() {
    let d = slow_demo(300, Faults::default()).await;
    // One call every 200 ms, none in reserve: everyone queues.
    let (g, _clock) = clocked_gateway(&d.base_url(), |a| {
        a.catalogue_rate_per_sec = 5.0;
        a.catalogue_rate_burst = 1;
    });
    let done = Arc::new(std::sync::Mutex::new(Vec::<String>::new()));
    // Six batch calls (an export's stock, one chunk each) wait in line.
    let mut batch = Vec::new();
    for i in 0..6 {
        let (g, done) = (g.batch(), Arc::clone(&done));
        batch.push(tokio::spawn(async move {
            g.bulk_stock(&[format!("CP{:04}BL", 151 + i)])
                .await
                .unwrap();
            done.lock().unwrap().push(format!("batch{i}"));
        }));
    }
    // Let the batch calls reach the queue, then a person asks.
    while metric(
        &g.render_metrics(),
        "catalogue_calls_granted_total{class=\"batch\"}",
    ) == 0
    {
        tokio::task::yield_now().await;
    }
    g.for_client("counter").stock("CP0300BL").await.unwrap();
    done.lock().unwrap().push("person".into());
    for b in batch {
        b.await.unwrap();
    }
    let order = done.lock().unwrap().clone();
    let at = order.iter().position(|s| s == "person").unwrap();
    assert!(
        at <= 2,
        "the person's call finished after {at} batch calls: {order:?}"
    );
    let m = g.render_metrics();
    assert_eq!(
        metric(&m, "catalogue_calls_granted_total{class=\"person\"}"),
        1
    );
    assert_eq!(
        metric(&m, "catalogue_calls_granted_total{class=\"batch\"}"),
        6
    );
}
