//! What the permission table costs a request: the lookup the access checks
//! make for every page, form and server function (the door's entry by
//! method and pattern, and the signed-in account's role), timed on its own
//! over every door; and whole requests to a signed-in portal (a server
//! function that reads no catalogue, and a page), so the lookup can be
//! read as a share of the cheapest request. Prints nanoseconds per check,
//! and the median and 95th percentile per request.
//!
//! Run: `cargo bench --features ssr --bench permissions`;
//! `PERMISSION_BENCH_REQUESTS` changes the requests per route.

use std::{
    error::Error,
    hint::black_box,
    time::{Duration, Instant},
};

use dealer_desk::server::{
    access::{
        permissions::{Permissions, DOORS},
        users::{hash_password, Users},
        AccessConfig,
    },
    catalogue::GatewayArgs,
    http::listen::Limits,
    index::{Index, IndexSettings},
};

#[path = "support/mod.rs"]
#[allow(dead_code)] // `serve`: this bench signs in, through `serve_with_access`
mod support;

const PASSWORD: &str = "bench-password";

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len().saturating_sub(1))]
}

/// Nanoseconds per lookup: every door's entry, then an account's role.
fn lookups(users: &Users) -> f64 {
    let table = Permissions::default();
    let doors: Vec<(http::Method, &str)> =
        DOORS.iter().map(|d| (d.verb.method(), d.path)).collect();
    let rounds = 20_000;
    let started = Instant::now();
    for _ in 0..rounds {
        for (method, path) in &doors {
            black_box(table.need(black_box(method), black_box(path)));
            black_box(users.role_of(black_box("sam")));
        }
    }
    started.elapsed().as_nanos() as f64 / (rounds * doors.len()) as f64
}

async fn timed(
    request: impl Fn() -> reqwest::RequestBuilder,
    count: usize,
) -> Result<Vec<Duration>, Box<dyn Error>> {
    let mut times = Vec::with_capacity(count);
    for _ in 0..count {
        let started = Instant::now();
        let r = request().send().await?;
        if !r.status().is_success() {
            return Err(format!("answered {}", r.status()).into());
        }
        r.bytes().await?;
        times.push(started.elapsed());
    }
    times.sort();
    Ok(times)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let requests = std::env::var("PERMISSION_BENCH_REQUESTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000);
    let hash = hash_password(PASSWORD)?;
    let users =
        Users::parse(&format!("sam:{hash}:staff\nolu:{hash}\n")).map_err(|e| format!("{e:?}"))?;
    let ns = lookups(&users);
    println!(
        "permission check: {ns:.1} ns a request ({} doors)",
        DOORS.len()
    );

    let dir = std::env::temp_dir().join(format!("dd-permissions-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (demo, catalogue) = support::demo_catalogue(2_000, GatewayArgs::default()).await?;
    std::mem::forget(demo);
    let index = Index::open(IndexSettings::in_dir(&dir, "bench"))?;
    let access = AccessConfig {
        users: Some(users),
        client_rate: None,
        client_pending: None,
        ..AccessConfig::open()
    };
    let (_state, base) =
        support::serve_with_access(catalogue, index, &dir, Limits::default(), access).await?;
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()?;
    let r = http
        .post(format!("{base}/login"))
        .form(&[("username", "sam"), ("password", PASSWORD), ("next", "/")])
        .send()
        .await?;
    let cookie = r
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .map(|v| v.split(';').next().unwrap_or_default().to_string())
        .find(|c| c.starts_with("dd_session="))
        .ok_or("no session cookie")?;
    let info = || {
        http.post(format!("{base}/api/portal_info"))
            .header("cookie", &cookie)
            .header("content-type", "application/x-www-form-urlencoded")
    };
    let page = || http.get(format!("{base}/quotes")).header("cookie", &cookie);
    // Warm up both.
    timed(info, 50).await?;
    timed(page, 50).await?;
    for (name, times) in [
        (
            "server function /api/portal_info",
            timed(info, requests).await?,
        ),
        ("page /quotes", timed(page, requests).await?),
    ] {
        let p50 = percentile(&times, 0.5);
        println!(
            "{name}: p50 {:.1} µs, p95 {:.1} µs; the check is {:.3} % of the median",
            p50.as_secs_f64() * 1e6,
            percentile(&times, 0.95).as_secs_f64() * 1e6,
            ns / (p50.as_nanos() as f64) * 100.0
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}
