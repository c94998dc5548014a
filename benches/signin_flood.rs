//! Memory under a flood of sign-ins with huge usernames: one address posts
//! `/login` with ~1.9 MB usernames as fast as it can (four at a time) for
//! 30 seconds, against a portal with a users file and the default client
//! limits. Prints the answers by status, the process's memory before, at
//! its peak and after, and what the client-keyed tables hold at the end.
//! The flood stays on this machine (the portal listens on 127.0.0.1).
//!
//! Run: `cargo bench --features ssr --bench signin_flood` (add `--profile
//! dev` to reuse the test build; `FLOOD_SECS=10` shortens the run;
//! `FLOOD_NO_CLIENT_LIMIT=1` turns the per-client limits off, so every post
//! reaches the sign-in form itself).

use std::{
    collections::BTreeMap,
    error::Error,
    time::{Duration, Instant},
};

use dealer_desk::server::{
    access::{
        users::{hash_password, Users},
        AccessConfig,
    },
    catalogue::GatewayArgs,
    http::listen::Limits,
    index::{Index, IndexSettings},
    platform::process,
};

#[path = "support/mod.rs"]
#[allow(dead_code)]
mod support;

/// Posts sent at once.
const SENDERS: usize = 4;

fn flood_secs() -> u64 {
    std::env::var("FLOOD_SECS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(30)
}

/// One sender: posts the same huge form until the deadline; its answers by status.
async fn sender(
    url: String,
    body: bytes::Bytes,
    until: Instant,
) -> Result<BTreeMap<u16, u64>, reqwest::Error> {
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()?;
    let mut statuses = BTreeMap::new();
    while Instant::now() < until {
        let status = match http
            .post(&url)
            .header("content-type", "application/x-www-form-urlencoded")
            .header("origin", url.trim_end_matches("/login"))
            .body(body.clone())
            .send()
            .await
        {
            Ok(r) => {
                let s = r.status().as_u16();
                let _ = r.bytes().await;
                s
            }
            // A connection the portal closed mid-upload.
            Err(_) => 0,
        };
        *statuses.entry(status).or_insert(0) += 1;
    }
    Ok(statuses)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let dir = std::env::temp_dir().join(format!("dd-flood-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (demo, catalogue) = support::demo_catalogue(300, GatewayArgs::default()).await?;
    let index = Index::open(IndexSettings::in_dir(&dir, "bench"))?;
    let users = Users::parse(&format!("anna:{}\n", hash_password("a-real-password")?))
        .map_err(|e| format!("{e:?}"))?;
    // FLOOD_NO_CLIENT_LIMIT=1: every post reaches the sign-in itself
    // (the per-client rate and pending limits off), the harder case.
    let unlimited = std::env::var("FLOOD_NO_CLIENT_LIMIT").is_ok_and(|v| v == "1");
    let access = AccessConfig {
        users: Some(users),
        client_rate: if unlimited {
            None
        } else {
            AccessConfig::open().client_rate
        },
        client_pending: if unlimited {
            None
        } else {
            AccessConfig::open().client_pending
        },
        ..AccessConfig::open()
    };
    let (state, base) =
        support::serve_with_access(catalogue, index, &dir, Limits::default(), access).await?;
    let url = format!("{base}/login");
    let body = bytes::Bytes::from(format!(
        "username={}&password=x&next=%2F",
        "u".repeat(1_900_000)
    ));
    let secs = flood_secs();
    let before = process::resident_kb();
    let peak_known = process::reset_peak();
    let until = Instant::now() + Duration::from_secs(secs);
    let senders: Vec<_> = (0..SENDERS)
        .map(|_| tokio::spawn(sender(url.clone(), body.clone(), until)))
        .collect();
    let mut statuses = BTreeMap::<u16, u64>::new();
    for s in senders {
        for (status, n) in s.await?? {
            *statuses.entry(status).or_insert(0) += n;
        }
    }
    let peak = process::peak_kb();
    let after = process::resident_kb();
    let sizes = state.access.table_sizes();
    let mb = |kb: u64| kb as f64 / 1024.0;
    println!(
        "sign-in flood: {secs} s from one address, {SENDERS} posts at once, 1.9 MB usernames, \
         client limits {}",
        if unlimited { "off" } else { "on (defaults)" }
    );
    println!(
        "  posts: {} (by status: {statuses:?}; 0 = cut off)",
        statuses.values().sum::<u64>()
    );
    println!(
        "  memory: before {:.0} MB, peak {} MB, after {:.0} MB; growth {:.1} MB",
        mb(before),
        if peak_known {
            format!("{:.0}", mb(peak))
        } else {
            "?".into()
        },
        mb(after),
        mb(after.saturating_sub(before))
    );
    println!(
        "  tables: {} account keys, {} client keys, {} client allowances",
        sizes.accounts, sizes.clients, sizes.allowances
    );
    drop(demo);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}
