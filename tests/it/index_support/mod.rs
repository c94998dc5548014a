//! Shared setup of the index tests: a fresh data folder, the embedded demo
//! catalogue with a gateway in front of it, and a synced index.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::{path::PathBuf, time::Duration};

use dealer_desk::server::{
    catalogue::{Catalogue, GatewayArgs, GatewayConfig},
    demo::{self, DemoOptions, RunningDemo},
    index::{Index, IndexSettings, SyncKind},
    platform::secrets::ApiKey,
};

pub const DEMO_KEY: &str = "index-test-key-5e1b";

/// A data folder of its own, removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos();
        let p = std::env::temp_dir().join(format!("dd-{name}-{}-{nanos}", std::process::id()));
        std::fs::create_dir_all(&p).unwrap();
        TempDir(p)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub fn fast_args() -> GatewayArgs {
    GatewayArgs {
        catalogue_timeout_secs: 10.0,
        catalogue_connect_timeout_secs: 2.0,
        catalogue_backoff_ms: 20,
        catalogue_backoff_max_ms: 100,
        catalogue_rate_per_sec: 1000.0,
        catalogue_rate_burst: 1000,
        ..GatewayArgs::default()
    }
}

pub async fn demo(products: usize) -> RunningDemo {
    let mut o = DemoOptions::new(products, 7, DEMO_KEY);
    o.stock_tick = Duration::ZERO;
    o.rate_limit_per_sec = 0.0;
    demo::start(o, "127.0.0.1:0".parse().unwrap())
        .await
        .unwrap()
}

pub fn gateway(base: &str, key: &str) -> Catalogue {
    let cfg = GatewayConfig::new(
        reqwest::Url::parse(base).unwrap(),
        ApiKey::new(key),
        &fast_args(),
    );
    Catalogue::new(cfg).unwrap()
}

pub fn open(dir: &TempDir, identity: &str) -> Index {
    Index::open(IndexSettings::in_dir(&dir.0, identity)).unwrap()
}

/// The demo, a gateway on it, and an index with one full sync done.
pub async fn synced(products: usize, dir: &TempDir) -> (RunningDemo, Catalogue, Index) {
    let d = demo(products).await;
    let g = gateway(&d.base_url(), DEMO_KEY);
    let index = open(dir, "demo-test");
    index.sync(&g, SyncKind::Full).await.unwrap();
    (d, g, index)
}

/// The whole catalogue as the supplier sends it (extended records).
pub async fn catalogue(g: &Catalogue) -> Vec<dealer_desk::model::Product> {
    g.search(&dealer_desk::model::query::SupplierFilters {
        extended: true,
        ..Default::default()
    })
    .await
    .unwrap()
    .value
    .as_ref()
    .clone()
}

/// Calls the supplier received for one endpoint label, from the gateway's metrics.
pub fn upstream(g: &Catalogue, endpoint: &str) -> u64 {
    g.render_metrics()
        .lines()
        .filter(|l| {
            l.starts_with(&format!(
                "catalogue_upstream_requests_total{{endpoint=\"{endpoint}\","
            ))
        })
        .filter_map(|l| l.rsplit(' ').next()?.parse::<u64>().ok())
        .sum()
}
