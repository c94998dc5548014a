//! Shared setup of the gateway tests: a gateway pointed at a local fault
//! server, with a recognisable key that must never show up anywhere.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;

use dealer_desk::server::{
    catalogue::{Catalogue, GatewayArgs, GatewayConfig},
    platform::clock::Clock,
    platform::secrets::ApiKey,
};
use reqwest::Url;
use wiremock::{MockServer, Request};

/// The key the tests use; every test that sees an error checks it is absent.
pub const KEY: &str = "TEST-KEY-7f3a9c2e-do-not-leak";

/// Fast defaults for tests: short backoffs, a generous rate limit.
pub fn args() -> GatewayArgs {
    GatewayArgs {
        catalogue_timeout_secs: 2.0,
        catalogue_connect_timeout_secs: 1.0,
        catalogue_backoff_ms: 20,
        catalogue_backoff_max_ms: 100,
        catalogue_rate_per_sec: 1000.0,
        catalogue_rate_burst: 1000,
        ..GatewayArgs::default()
    }
}

pub fn gateway_at(base: &str, args: &GatewayArgs) -> Catalogue {
    let cfg = GatewayConfig::new(Url::parse(base).unwrap(), ApiKey::new(KEY), args);
    Catalogue::new(cfg).unwrap()
}

pub fn gateway(server: &MockServer) -> Catalogue {
    gateway_at(&server.uri(), &args())
}

/// A gateway whose caches age by a clock the test moves forward.
pub fn gateway_clocked(
    server: &MockServer,
    tweak: impl FnOnce(&mut GatewayArgs),
) -> (Catalogue, Clock) {
    let mut a = args();
    tweak(&mut a);
    let mut cfg = GatewayConfig::new(Url::parse(&server.uri()).unwrap(), ApiKey::new(KEY), &a);
    cfg.clock = Clock::adjustable();
    let clock = cfg.clock.clone();
    (Catalogue::new(cfg).unwrap(), clock)
}

pub fn gateway_with(server: &MockServer, tweak: impl FnOnce(&mut GatewayArgs)) -> Catalogue {
    let mut a = args();
    tweak(&mut a);
    gateway_at(&server.uri(), &a)
}

pub fn fixture(name: &str) -> String {
    let p: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "tests",
        "fixtures",
        "gateway",
        name,
    ]
    .iter()
    .collect();
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("fixture {}: {e}", p.display()))
}

pub fn fixture_json(name: &str) -> serde_json::Value {
    serde_json::from_str(&fixture(name)).unwrap()
}

/// The requests the server received, optionally only those to one path.
pub async fn received(server: &MockServer, path: Option<&str>) -> Vec<Request> {
    server
        .received_requests()
        .await
        .unwrap_or_default()
        .into_iter()
        .filter(|r| path.is_none_or(|p| r.url.path() == p))
        .collect()
}

/// The value of one counter line in the Prometheus text, 0 if absent.
pub fn metric(text: &str, series: &str) -> u64 {
    text.lines()
        .find_map(|l| {
            l.strip_prefix(series)
                .and_then(|rest| rest.trim().parse().ok())
        })
        .unwrap_or(0)
}

/// Asserts each series has its value, naming every one that does not.
#[track_caller]
pub fn assert_metrics(text: &str, want: &[(&str, u64)]) {
    let wrong: Vec<String> = want
        .iter()
        .filter(|(series, n)| metric(text, series) != *n)
        .map(|(series, n)| format!("{series}: {} (want {n})", metric(text, series)))
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Asserts the key appears nowhere in the text.
pub fn assert_no_key(what: &str, text: &str) {
    assert!(!text.contains(KEY), "{what} leaks the key: {text}");
}
