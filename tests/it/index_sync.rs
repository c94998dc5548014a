//! Keeping the index in step: a full sync, incremental syncs that ask only
//! for what changed, a reconcile that removes what the supplier dropped, a
//! restart that serves the saved index at once, and failures that keep
//! what is there. The supplier here is an in-test one whose catalogue the
//! test changes between syncs.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::index_support;

use std::sync::{Arc, Mutex};

use dealer_desk::{
    model::{query::ListQuery, Currency},
    server::index::{Index, SyncKind},
};
use index_support::{gateway, open, upstream, TempDir};
use serde_json::{json, Value};
use wiremock::{
    matchers::{method, path},
    Mock, MockServer, Request, Respond, ResponseTemplate,
};

/// The supplier's catalogue as the test sets it, and the searches it was sent.
#[derive(Clone, Default)]
struct Shelf {
    products: Arc<Mutex<Vec<Value>>>,
    asked: Arc<Mutex<Vec<String>>>,
    fail_category: Arc<Mutex<Option<i64>>>,
}

fn product(sku: &str, name: &str, category: i64, modified: &str) -> Value {
    json!({
        "id": 1, "sku": sku, "name": name,
        "category": {"id": category, "name": format!("Cat {category}")},
        "brand": "Acme", "dateCreated": "2024-01-01T00:00:00+00:00",
        "dateModified": modified, "siteprice": 10.0,
        "bikes": [{"id": 5, "name": "Yamaha", "models": [{"id": 50, "name": "MT-09",
            "years": [{"id": 500, "name": "2019"}]}]}]
    })
}

impl Respond for Shelf {
    fn respond(&self, req: &Request) -> ResponseTemplate {
        let pairs: Vec<(String, String)> = req.url.query_pairs().into_owned().collect();
        self.asked
            .lock()
            .unwrap()
            .push(req.url.query().unwrap_or("").to_string());
        let get = |k: &str| pairs.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
        let cat = get("categoryId").and_then(|c| c.parse::<i64>().ok());
        if cat.is_some() && cat == *self.fail_category.lock().unwrap() {
            return ResponseTemplate::new(500).set_body_string("boom");
        }
        let after = get("updatedAfter");
        let list: Vec<Value> = self
            .products
            .lock()
            .unwrap()
            .iter()
            .filter(|p| cat.is_none_or(|c| p["category"]["id"] == c))
            .filter(|p| {
                after.as_deref().is_none_or(|a| {
                    let m =
                        chrono::DateTime::parse_from_rfc3339(p["dateModified"].as_str().unwrap())
                            .unwrap();
                    m > chrono::DateTime::parse_from_rfc3339(a).unwrap()
                })
            })
            .cloned()
            .collect();
        ResponseTemplate::new(200).set_body_json(list)
    }
}

async fn supplier(shelf: &Shelf) -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/product/search"))
        .respond_with(shelf.clone())
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/categories/all"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!([
            {"id": 1, "name": "Cat 1"}, {"id": 2, "name": "Cat 2"}
        ])))
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

fn text(t: &str) -> ListQuery {
    ListQuery::from_pairs([("q", t)]).0
}

/// How many products the index lists for the query.
async fn total(index: &Index, q: &ListQuery) -> usize {
    index.list(q, Currency::Gbp, false).await.unwrap().total
}

fn now_iso() -> String {
    chrono::Utc::now()
        .format("%Y-%m-%dT%H:%M:%S+00:00")
        .to_string()
}

#[tokio::test]
async fn full_incremental_reconcile_and_restart() {
    let shelf = Shelf::default();
    *shelf.products.lock().unwrap() = vec![
        product("AA-1", "Front brake pad", 1, "2024-02-01T00:00:00+00:00"),
        product("BB-2", "Rear sprocket", 2, "2024-02-01T00:00:00+00:00"),
        product("CC-3", "Chain lube", 2, "2024-02-01T00:00:00+00:00"),
    ];
    let server = supplier(&shelf).await;
    let g = gateway(&server.uri(), "k");
    let dir = TempDir::new("is-sync");
    let index = open(&dir, "fake");
    assert!(!index.is_ready());

    // Full: one search per category, each with extended properties.
    index.sync(&g, SyncKind::Full).await.unwrap();
    assert!(index.is_ready());
    let asked = shelf.asked.lock().unwrap().clone();
    assert_eq!(asked.len(), 2, "{asked:?}");
    assert!(asked
        .iter()
        .all(|q| q.contains("categoryId=") && q.contains("includeExtendedProperties=true")));
    let st = index.status().await;
    assert_eq!((st.products, st.fitment_rows), (3, 3));
    assert_eq!(st.last_full.as_ref().unwrap().fetched, 3);
    assert_eq!(total(&index, &text("sprocket")).await, 1);
    // Brand ids come from the brand listing (products carry only the name).
    let mut by_brand = ListQuery::from_pairs([("brand_id", "9")]).0;
    by_brand.page = 1;
    assert_eq!(total(&index, &by_brand).await, 3);

    // The supplier renames one product and adds another; incremental asks
    // only for products updated since the last sync began (less a margin).
    {
        let mut p = shelf.products.lock().unwrap();
        p[1] = product("BB-2", "Rear sprocket 520 pitch", 2, &now_iso());
        p.push(product("DD-4", "Tyre levers", 1, &now_iso()));
        p.remove(2); // CC-3 disappears
    }
    shelf.asked.lock().unwrap().clear();
    assert_eq!(index.next_kind(), SyncKind::Incremental);
    index.sync(&g, SyncKind::Incremental).await.unwrap();
    let asked = shelf.asked.lock().unwrap().clone();
    assert_eq!(asked.len(), 1);
    assert!(asked[0].contains("updatedAfter=") && !asked[0].contains("categoryId"));
    let inc = index.status().await.last_incremental.unwrap();
    assert_eq!(inc.fetched, 2, "only the two changed products");
    assert_eq!(total(&index, &text("pitch")).await, 1);
    assert_eq!(total(&index, &text("levers")).await, 1);
    // A removal is not visible to an incremental sync...
    assert_eq!(total(&index, &text("lube")).await, 1);

    // ... the full reconcile finds it.
    index.sync(&g, SyncKind::Full).await.unwrap();
    let st = index.status().await;
    assert_eq!(st.last_full.as_ref().unwrap().removed, 1);
    assert_eq!(st.products, 3);
    assert_eq!(total(&index, &text("lube")).await, 0);
    assert_eq!(index.suggest("lu").await.unwrap().len(), 0);

    // Restart: a new process opens the saved index, ready at once, without
    // asking the supplier anything.
    drop(index);
    let g2 = gateway(&server.uri(), "k");
    let reopened = open(&dir, "fake");
    assert!(reopened.is_ready());
    assert_eq!(reopened.status().await.products, 3);
    assert_eq!(total(&reopened, &text("levers")).await, 1);
    assert!(reopened.status().await.last_full.is_some());
    assert_eq!(upstream(&g2, "search"), 0);
    assert_eq!(reopened.next_kind(), SyncKind::Incremental);

    // Another catalogue (a different identity) starts afresh.
    drop(reopened);
    let other = open(&dir, "another-supplier");
    assert!(!other.is_ready());
    assert_eq!(other.status().await.products, 0);
}

#[tokio::test]
async fn a_failed_chunk_removes_nothing_and_is_reported() {
    let shelf = Shelf::default();
    *shelf.products.lock().unwrap() = vec![
        product("AA-1", "Front brake pad", 1, "2024-02-01T00:00:00+00:00"),
        product("BB-2", "Rear sprocket", 2, "2024-02-01T00:00:00+00:00"),
    ];
    let server = supplier(&shelf).await;
    let g = gateway(&server.uri(), "k");
    let dir = TempDir::new("is-fail");
    let index = open(&dir, "fake");

    // The first full sync fails on one category: not ready, error shown.
    *shelf.fail_category.lock().unwrap() = Some(2);
    assert!(index.sync(&g, SyncKind::Full).await.is_err());
    let st = index.status().await;
    assert!(!st.ready && st.stale);
    assert!(st.last_error.as_deref().unwrap().starts_with("full sync"));
    assert_eq!(index.next_kind(), SyncKind::Full);

    // It recovers; then a failure mid-reconcile keeps every product.
    *shelf.fail_category.lock().unwrap() = None;
    index.sync(&g, SyncKind::Full).await.unwrap();
    assert!(index.status().await.last_error.is_none());
    *shelf.fail_category.lock().unwrap() = Some(2);
    assert!(index.sync(&g, SyncKind::Full).await.is_err());
    let st = index.status().await;
    assert!(st.ready, "a complete index stays ready");
    assert_eq!(st.products, 2, "nothing removed by a failed reconcile");
}

#[tokio::test]
async fn garbage_from_the_supplier_fails_the_sync_not_the_index() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/categories/all"))
        .respond_with(ResponseTemplate::new(200).set_body_string("{not json"))
        .mount(&server)
        .await;
    let g = gateway(&server.uri(), "k");
    let dir = TempDir::new("is-garbage");
    let index = open(&dir, "fake");
    assert!(index.sync(&g, SyncKind::Full).await.is_err());
    let st = index.status().await;
    assert!(!st.ready && st.last_error.is_some());
    // Queries still answer (empty) rather than fail.
    assert_eq!(total(&index, &text("x")).await, 0);
}

/// A full sync carried on over two attempts far apart: a product that
/// changed between them, in a category the first attempt had fetched, is
/// asked for by the next incremental sync (its cursor is the first
/// attempt's start), so its new price and name reach search, lists and
/// exports without waiting for the next reconcile.
#[tokio::test]
async fn a_resumed_full_sync_keeps_its_first_attempts_start() {
    let shelf = Shelf::default();
    *shelf.products.lock().unwrap() = vec![
        product("AA-1", "Front brake pad", 1, "2024-02-01T00:00:00+00:00"),
        product("BB-2", "Rear sprocket", 2, "2024-02-01T00:00:00+00:00"),
    ];
    let server = supplier(&shelf).await;
    let g = gateway(&server.uri(), "k");
    let dir = TempDir::new("is-resume");
    let index = open(&dir, "fake");

    // The first attempt fetches category 1 and fails on category 2.
    *shelf.fail_category.lock().unwrap() = Some(2);
    assert!(index.sync(&g, SyncKind::Full).await.is_err());
    // As if it began ten minutes ago (the plan says when).
    let ago = |mins: i64| {
        (chrono::Utc::now() - chrono::Duration::minutes(mins))
            .format("%Y-%m-%dT%H:%M:%S+00:00")
            .to_string()
    };
    let file = dir.0.join("catalogue-index.sqlite3");
    let conn = rusqlite::Connection::open(&file).unwrap();
    let plan: String = conn
        .query_row("SELECT value FROM meta WHERE key = 'full_plan'", [], |r| {
            r.get(0)
        })
        .unwrap();
    let mut plan: Value = serde_json::from_str(&plan).unwrap();
    plan["started"] = json!(ago(10));
    conn.execute(
        "UPDATE meta SET value = ?1 WHERE key = 'full_plan'",
        [plan.to_string()],
    )
    .unwrap();
    drop(conn);
    // Five minutes ago, between the attempts, the fetched product changed.
    shelf.products.lock().unwrap()[0] = product("AA-1", "Front brake pad MkII", 1, &ago(5));

    // The second attempt fetches category 2 only and completes.
    *shelf.fail_category.lock().unwrap() = None;
    index.sync(&g, SyncKind::Full).await.unwrap();
    assert_eq!(total(&index, &text("MkII")).await, 0, "not fetched again");
    index.sync(&g, SyncKind::Incremental).await.unwrap();
    assert_eq!(
        total(&index, &text("MkII")).await,
        1,
        "the incremental sync asked from the first attempt's start"
    );
}
