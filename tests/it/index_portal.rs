//! The index through the portal's own door, over HTTP: lists fall back to
//! the supplier (with a notice) until the first sync, then come from the
//! index with facets; suggestions, the EAN lookup, `/status`, `/healthz`,
//! the customer's bike, and bad input answered with 400, never 500.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::index_support;

use std::time::Instant;

use dealer_desk::{
    api::search::Suggest,
    model::{
        query::{ListQuery, SupplierFilters},
        search::Suggestion,
        wire::{from_wire, to_wire, WireEncoding},
        Currency,
    },
    server::{
        access::{Access, AccessConfig},
        http,
        index::SyncKind,
        start::state::{AppState, Settings, Shared},
    },
};
use index_support::{demo, gateway, open, upstream, TempDir, DEMO_KEY};
use leptos::server_fn::ContentType;
use serde_json::{json, Value};

async fn serve(state: AppState) -> String {
    let app = http::router(state).into_make_service_with_connect_info::<std::net::SocketAddr>();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        axum::serve(listener, app).await.unwrap();
    });
    format!("http://{addr}")
}

async fn call(client: &reqwest::Client, base: &str, name: &str, body: Value) -> (u16, Value) {
    let r = client
        .post(format!("{base}/api/{name}"))
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    let text = r.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

async fn get_json(client: &reqwest::Client, url: String) -> Value {
    client.get(url).send().await.unwrap().json().await.unwrap()
}

async fn get_text(client: &reqwest::Client, url: String) -> String {
    client.get(url).send().await.unwrap().text().await.unwrap()
}

/// The lookup box's suggestions, asked as the island asks (a wire message).
async fn suggest(client: &reqwest::Client, base: &str, q: &str) -> (u16, Vec<Suggestion>) {
    let r = client
        .post(format!("{base}/api/suggest"))
        .header("content-type", WireEncoding::CONTENT_TYPE)
        .body(to_wire(&Suggest { q: q.to_string() }))
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    let body = r.bytes().await.unwrap();
    (status, from_wire(&body).unwrap_or_default())
}

fn list_body(q: &ListQuery, facets: bool) -> Value {
    json!({"query": q, "currency": Currency::Gbp, "facets": facets})
}

#[tokio::test]
async fn lists_show_what_the_index_holds_until_the_first_sync_then_all_of_it() {
    let d = demo(300).await;
    let g = gateway(&d.base_url(), DEMO_KEY);
    let dir = TempDir::new("ip-portal");
    let index = open(&dir, "demo-portal");
    let quotes = dealer_desk::server::quotes::Quotes::open(&index.settings().data_dir).unwrap();
    let leptos_options = leptos::config::LeptosOptions::builder()
        .output_name("dealer-desk")
        .build();
    let pricing = dealer_desk::server::pricing::ShopPricing::default();
    let state = AppState::new(
        g.clone(),
        Shared {
            page_head: dealer_desk::server::http::page_head::PageHead::new(&leptos_options),
            leptos_options,
            index: index.clone(),
            settings: Settings {
                demo: false,
                low_stock_threshold: 3,
                started: Instant::now(),
                image_sources: String::new(),
                processing: Default::default(),
            },
            readiness: dealer_desk::server::http::readiness::Readiness::alone(),
            log_drops: Default::default(),
            locales: std::sync::Arc::new(
                dealer_desk::server::i18n::Locales::load().expect("the interface languages load"),
            ),
            access: Access::new(AccessConfig::open()),
            exports: Default::default(),
            backups: dealer_desk::server::backup::Backups::off(),
            orders: dealer_desk::server::orders::Orders::open(
                quotes.connection(),
                Default::default(),
            )
            .unwrap(),
            stock: dealer_desk::server::stock::Stock::open(
                quotes.connection(),
                pricing.terms().currency,
            )
            .unwrap(),
            sales: dealer_desk::server::sales::Sales::open(
                quotes.connection(),
                pricing.terms().currency,
                "",
            )
            .unwrap(),
            customers: dealer_desk::server::customers::Customers::open(
                quotes.connection(),
                &Default::default(),
            )
            .await
            .unwrap(),
            price_rules: dealer_desk::server::price_rules::PriceRules::open(
                quotes.connection(),
                pricing.clone(),
            )
            .await
            .unwrap(),
            quotes,
            pricing,
            shop_details: Default::default(),
        },
    );
    let readiness = state.readiness.clone();
    let base = serve(state).await;
    let client = reqwest::Client::new();
    let all = g
        .search(&SupplierFilters {
            extended: true,
            ..SupplierFilters::default()
        })
        .await
        .unwrap()
        .value;
    let p = all
        .iter()
        .find(|p| p.ean.is_some() && p.name.is_some())
        .unwrap();
    let sku = p.sku.clone().unwrap();
    let word = p
        .name
        .as_deref()
        .unwrap()
        .split_whitespace()
        .next()
        .unwrap()
        .to_string();
    let by_text = ListQuery::from_pairs([("q", word.as_str())]).0;

    // Before the first sync: what the index holds so far (nothing yet),
    // with the sync's progress; never a whole-list supplier call.
    let searches = upstream(&g, "search");
    let (status, page) = call(&client, &base, "list_products", list_body(&by_text, true)).await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["index_pending"], true);
    assert!(page["facets"].is_null());
    assert_eq!(page["total"].as_u64().unwrap(), 0);
    let html = get_text(&client, format!("{base}/search?q={word}")).await;
    assert!(
        html.contains("still being fetched from the supplier"),
        "notice shown"
    );
    assert_eq!(
        upstream(&g, "search"),
        searches,
        "no whole-list call for a page"
    );
    let (status, s) = suggest(&client, &base, &sku).await;
    assert_eq!(status, 200);
    assert!(s.is_empty(), "no suggestions before the index");
    let health: Value = get_json(&client, format!("{base}/healthz")).await;
    assert_eq!(health["index"]["ready"], false);
    // Alive, and not ready for a load balancer until the index is complete.
    assert_eq!(health["alive"], true);
    assert_eq!(health["ready"], false);
    assert_eq!(health["sync_role"], "alone");
    let ready = ready_check(&client, &base).await;
    assert_eq!(ready.status(), 503);
    let why: Value = ready.json().await.unwrap();
    assert!(
        why["not_ready"][0].as_str().unwrap().contains("index"),
        "{why}"
    );
    let live = client
        .get(format!("{base}/healthz/live"))
        .send()
        .await
        .unwrap();
    assert_eq!(live.status(), 200);

    // After it: the index, with facets, and no notice.
    index.sync(&g, SyncKind::Full).await.unwrap();
    let (status, page) = call(&client, &base, "list_products", list_body(&by_text, true)).await;
    assert_eq!(status, 200);
    assert_eq!(page["index_pending"], false);
    assert!(!page["facets"]["categories"].as_array().unwrap().is_empty());
    assert_eq!(
        page["stock"].as_array().unwrap().len(),
        page["items"].as_array().unwrap().len()
    );
    let html = get_text(&client, format!("{base}/search?q={word}")).await;
    assert!(!html.contains("still being fetched from the supplier"));
    assert!(html.contains("class=\"facets\""), "facets rendered");

    // Suggestions and the counter's lookup by EAN.
    let prefix: String = sku.chars().take(4).collect();
    let (status, s) = suggest(&client, &base, &prefix).await;
    assert_eq!(status, 200);
    assert!(!s.is_empty() && s.len() <= 8);
    assert!(s.iter().any(|x| x.sku.starts_with(&prefix)), "{s:?}");
    let (_, target) = call(&client, &base, "lookup", json!({"q": p.ean})).await;
    assert_eq!(target, json!({"Product": sku}));

    // Status page and health.
    let html = get_text(&client, format!("{base}/status")).await;
    assert!(html.contains("Products indexed") && html.contains("data-ready=\"true\""));
    let health: Value = get_json(&client, format!("{base}/healthz")).await;
    assert_eq!(health["index"]["ready"], true);
    assert_eq!(health["ready"], true);
    let ready = ready_check(&client, &base).await;
    assert_eq!(ready.status(), 200);
    // Stopping: not ready from then on, while pages still answer.
    readiness.begin_stopping();
    let ready = ready_check(&client, &base).await;
    assert_eq!(ready.status(), 503);
    let why: Value = ready.json().await.unwrap();
    assert_eq!(why["stopping"], true);
    assert_eq!(why["not_ready"], serde_json::json!(["stopping"]));
    let html = get_text(&client, format!("{base}/status")).await;
    assert!(html.contains("Products indexed"));
    assert_eq!(
        health["index"]["products"].as_u64().unwrap() as usize,
        all.len()
    );

    // The customer's bike: set by year id (label from the listing), then
    // lists show only fitting parts; clearing it removes the chip.
    let fitted = all
        .iter()
        .find(|p| p.bikes.as_ref().is_some_and(|b| !b.is_empty()))
        .unwrap();
    let year_id = fitted.bikes.as_ref().unwrap()[0].models.as_ref().unwrap()[0]
        .years
        .as_ref()
        .unwrap()[0]
        .id;
    let no_redirect = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let r = no_redirect
        .get(format!("{base}/my-bike?year={year_id}&back=/search"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    assert_eq!(r.headers()["location"], "/search");
    let cookie = r.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    assert!(cookie.starts_with(&format!("dd_bike={year_id}|")));
    let html = client
        .get(format!("{base}/search"))
        .header("cookie", &cookie)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(html.contains("Customer&#x27;s bike:") || html.contains("Customer's bike:"));
    let fits = all
        .iter()
        .filter(|p| {
            dealer_desk::server::products::fits_query(
                p,
                &ListQuery {
                    year_id: Some(year_id),
                    ..ListQuery::default()
                },
            )
        })
        .count();
    assert!(
        html.contains(&format!("{fits} product")),
        "only the {fits} fitting parts"
    );
    let my_bike = |q: &str| no_redirect.get(format!("{base}/my-bike?{q}")).send();
    assert_eq!(
        my_bike("year=999999999").await.unwrap().status().as_u16(),
        404
    );
    assert_eq!(my_bike("year=abc").await.unwrap().status().as_u16(), 400);
    let r = my_bike("clear=1&back=//evil.example").await.unwrap();
    assert_eq!(r.headers()["location"], "/");
    assert!(r.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .contains("Max-Age=0"));

    // Bad input at the door: a clear 400, never a 500.
    let mut long = by_text.clone();
    long.text = Some("x".repeat(1000));
    let mut bad_id = by_text.clone();
    bad_id.year_id = Some(-4);
    let mut bad_page = by_text.clone();
    bad_page.page = 0;
    let mut bad_date = by_text.clone();
    bad_date.filters.created_after = Some("yesterday".into());
    for q in [long, bad_id, bad_page, bad_date] {
        let (status, body) = call(&client, &base, "list_products", list_body(&q, true)).await;
        assert_eq!(status, 400, "{body}");
    }
    let (status, _) = suggest(&client, &base, &"y".repeat(5000)).await;
    assert_eq!(status, 400);
    for text in ["\"*:()", "NEAR(x)", "ü🏍", "ブレーキ"] {
        let q = ListQuery::from_pairs([("q", text)]).0;
        let (status, body) = call(&client, &base, "list_products", list_body(&q, true)).await;
        assert_eq!(status, 200, "{text}: {body}");
        let (status, _) = suggest(&client, &base, text).await;
        assert_eq!(status, 200);
    }
    // A bidi override is refused with a reason, not searched for.
    let mut bidi = by_text.clone();
    bidi.text = Some("evil\u{202e}".into());
    let (status, body) = call(&client, &base, "list_products", list_body(&bidi, true)).await;
    assert_eq!(status, 400, "{body}");
    assert!(body.to_string().contains("cannot be searched"));
}

/// What a load balancer's readiness check gets.
async fn ready_check(client: &reqwest::Client, base: &str) -> reqwest::Response {
    client
        .get(format!("{base}/healthz/ready"))
        .send()
        .await
        .unwrap()
}
