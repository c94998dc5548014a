//! Contract tests of the embedded demo catalogue, over real HTTP on
//! loopback: every endpoint, every search parameter, the key, the budget,
//! moving stock, faults, determinism, data sanity and the assets. They read
//! raw JSON (`serde_json::Value`), never the portal's model, so they check
//! the wire shape the gateway will meet.

#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "demo_contract/assets.rs"]
mod assets;
#[path = "demo_contract/data.rs"]
mod data;
#[path = "demo_contract/guard.rs"]
mod guard;
#[path = "demo_contract/products.rs"]
pub mod products;
#[path = "demo_contract/search.rs"]
mod search;
#[path = "demo_contract/stock.rs"]
mod stock;

use std::time::Duration;

use chrono::{DateTime, TimeZone, Utc};
use dealer_desk::server::demo::{start, DemoOptions, RunningDemo};
use percent_encoding::{utf8_percent_encode, NON_ALPHANUMERIC};
use serde_json::Value;

pub const KEY: &str = "contract-test-key-7f3a";
/// The anchor of generated dates in most tests: 2026-01-01T00:00:00Z.
pub fn anchor() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap()
}

/// Options for a quiet demo: no budget, frozen stock, fixed dates.
pub fn opts(products: usize) -> DemoOptions {
    DemoOptions {
        rate_limit_per_sec: 0.0,
        stock_tick: Duration::ZERO,
        now: Some(anchor()),
        ..DemoOptions::new(products, 42, KEY)
    }
}

pub struct Demo {
    pub running: RunningDemo,
    pub http: reqwest::Client,
}

impl Demo {
    pub async fn start(opts: DemoOptions) -> Demo {
        let running = start(opts, ([127, 0, 0, 1], 0).into()).await.unwrap();
        Demo {
            running,
            http: reqwest::Client::new(),
        }
    }

    pub async fn small() -> Demo {
        Demo::start(opts(1200)).await
    }

    pub fn base(&self) -> String {
        self.running.base_url()
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base())
    }

    /// A keyed GET.
    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.http
            .get(self.url(path))
            .header("x-api-key", KEY)
            .send()
            .await
            .unwrap()
    }

    pub async fn get_query(&self, path: &str, query: &[(&str, &str)]) -> reqwest::Response {
        self.http
            .get(self.url(path))
            .query(query)
            .header("x-api-key", KEY)
            .send()
            .await
            .unwrap()
    }

    /// A keyed GET that must answer 200 with JSON.
    pub async fn json(&self, path: &str) -> Value {
        let resp = self.get(path).await;
        assert_eq!(resp.status(), 200, "GET {path}");
        assert!(content_type(&resp).starts_with("application/json"));
        resp.json().await.unwrap()
    }

    pub async fn search(&self, query: &[(&str, &str)]) -> Vec<Value> {
        let resp = self.get_query("/product/search", query).await;
        assert_eq!(resp.status(), 200, "search {query:?}");
        match resp.json::<Value>().await.unwrap() {
            Value::Array(v) => v,
            other => panic!("search answered {other}"),
        }
    }

    /// Every product with extended properties.
    pub async fn all(&self) -> Vec<Value> {
        self.search(&[("includeExtendedProperties", "true")]).await
    }

    pub async fn bulk(&self, body: &Value) -> reqwest::Response {
        self.http
            .post(self.url("/product/bulkstock"))
            .header("x-api-key", KEY)
            .json(body)
            .send()
            .await
            .unwrap()
    }
}

pub fn content_type(resp: &reqwest::Response) -> String {
    resp.headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string()
}

pub fn enc(s: &str) -> String {
    utf8_percent_encode(s, NON_ALPHANUMERIC).to_string()
}

pub fn sku(p: &Value) -> &str {
    p["sku"].as_str().unwrap()
}

/// Checks the supplier's error body and returns it.
pub async fn problem(resp: reqwest::Response, status: u16) -> Value {
    assert_eq!(resp.status(), status);
    assert!(content_type(&resp).starts_with("application/json"));
    let body: Value = resp.json().await.unwrap();
    for field in ["type", "title", "status", "detail", "instance", "key"] {
        assert!(
            body.get(field).is_some(),
            "error body lacks {field}: {body}"
        );
    }
    assert_eq!(body["status"], status);
    assert!(body["key"].is_null());
    assert!(body["detail"].is_string());
    body
}

pub fn instant(v: &Value) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(v.as_str().unwrap())
        .unwrap()
        .with_timezone(&Utc)
}
