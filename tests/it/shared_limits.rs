//! Limits shared through a Valkey or Redis server (`REDIS_URL`): two
//! portals (two connections, as two processes would have) on one server
//! share one supplier allowance, one client allowance, one count of failed
//! sign-ins and one set of export permits; a portal whose server is gone
//! keeps serving on its own limits and says so in `/healthz`.
//!
//! Tests that need a server use `REDIS_URL`, or the server this run starts
//! itself (`test_servers`), each under a key prefix of its own, so they can
//! run together and again; the test of a server that does not answer needs
//! none.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use dealer_desk::server::{
    access::{allowance::Allowances, attempts::Attempts, AccessConfig},
    catalogue::{Limiter, Supplier},
    exports::permits::{ExportPermits, MAX_EXPORTS},
    platform::clock::Clock,
    platform::secrets::ApiKey,
    platform::shared_limits::{SharedLimits, SharedSettings},
};
use relay::Relay;

mod relay;

/// The server to test against (`REDIS_URL`, or one this run started).
fn redis_url() -> Option<String> {
    crate::test_servers::redis_url()
}

/// A key prefix no other test or run uses.
fn prefix(test: &str) -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    format!("dd-test:{test}:{}:{nanos}:", std::process::id())
}

/// One portal's connection: the same server and prefix make two portals
/// share their limits.
async fn portal(url: &str, prefix: &str) -> SharedLimits {
    let limits = SharedLimits::connect(SharedSettings {
        prefix: prefix.to_string(),
        ..SharedSettings::new(url)
    })
    .await
    .unwrap();
    assert_eq!(limits.health().mode, "redis", "{:?}", limits.health());
    limits
}

fn supplier_limiter(limits: &SharedLimits, per_second: f64, burst: u32) -> Limiter {
    let key = ApiKey::new("SHARED-TEST-KEY");
    let supplier = Supplier {
        base_url: "https://supplier.example/api/",
        api_key: &key,
    };
    Limiter::for_supplier(per_second, burst, limits, supplier)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_portals_on_one_server_share_one_supplier_allowance() {
    let Some(url) = redis_url() else { return };
    let p = prefix("supplier");
    let (rate, burst) = (10.0, 5);
    let a = Arc::new(supplier_limiter(&portal(&url, &p).await, rate, burst));
    let b = Arc::new(supplier_limiter(&portal(&url, &p).await, rate, burst));
    let granted = Arc::new(AtomicU64::new(0));
    let run_for = Duration::from_millis(1500);
    let started = Instant::now();
    let mut tasks = Vec::new();
    for limiter in [&a, &a, &b, &b] {
        let (limiter, granted) = (Arc::clone(limiter), Arc::clone(&granted));
        tasks.push(tokio::spawn(async move {
            while tokio::time::timeout(
                run_for.saturating_sub(started.elapsed()),
                limiter.until_ready(),
            )
            .await
            .is_ok()
            {
                granted.fetch_add(1, Ordering::SeqCst);
            }
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
    let took = started.elapsed().as_secs_f64();
    let total = granted.load(Ordering::SeqCst) as f64;
    let one_allowance = f64::from(burst) + rate * took;
    eprintln!(
        "two portals on one bucket ({rate}/s, burst {burst}): {total} cells in {took:.2} s, one allowance is {one_allowance:.1}, two would be {:.1}",
        2.0 * one_allowance
    );
    assert!(total <= one_allowance + 1.0, "{total} > {one_allowance}");
    assert!(total >= one_allowance - 3.0, "{total} < {one_allowance}");
    // Spent: the portals find at most the one cell that came meanwhile.
    let mut spare = 0;
    for limiter in [&a, &b, &a, &b] {
        spare += u32::from(limiter.try_now().await);
    }
    assert!(spare <= 1, "{spare} cells to spare");
}

#[tokio::test]
async fn a_client_has_one_allowance_across_portals() {
    let Some(url) = redis_url() else { return };
    let p = prefix("client");
    let allowance = |limits: SharedLimits| {
        // One call every ten seconds after a burst of three.
        Allowances::shared(0.1, 3, Clock::system(), limits).unwrap()
    };
    let a = allowance(portal(&url, &p).await);
    let b = allowance(portal(&url, &p).await);
    assert!(a.check("ip:10.0.0.1").await.is_ok());
    assert!(b.check("ip:10.0.0.1").await.is_ok());
    assert!(a.check("ip:10.0.0.1").await.is_ok());
    let wait = b.check("ip:10.0.0.1").await.unwrap_err();
    assert!(
        wait > Duration::from_secs(5) && wait <= Duration::from_secs(10),
        "{wait:?}"
    );
    assert!(a.check("ip:10.0.0.1").await.is_err());
    // Another client has its own.
    assert!(b.check("ip:10.0.0.2").await.is_ok());
    // The shared table holds digests only: nothing here is remembered locally.
    assert_eq!(a.len(), 0);
}

#[tokio::test]
async fn failed_sign_ins_are_counted_once_across_portals() {
    let Some(url) = redis_url() else { return };
    let p = prefix("signin");
    let window = Duration::from_secs(60);
    let attempts =
        |limits: SharedLimits| Attempts::shared(3, window, Clock::system(), limits, "client");
    let a = attempts(portal(&url, &p).await);
    let b = attempts(portal(&url, &p).await);
    let who = "ip:192.0.2.7";
    assert!(a.take(who).await && b.take(who).await && a.take(who).await);
    assert!(
        !b.take(who).await,
        "the fourth attempt, on the other portal, waits"
    );
    assert!(a.blocked(who).await && b.blocked(who).await);
    // Refused attempts add nothing: one refund frees exactly one.
    for _ in 0..20 {
        assert!(!a.take(who).await);
    }
    b.refund(who).await;
    assert!(!a.blocked(who).await);
    assert!(a.take(who).await);
    assert!(!b.take(who).await);
    // A failure counted on one is seen by the other; a clear frees both.
    let account = "anna";
    for _ in 0..3 {
        a.failed(account).await;
    }
    assert!(b.blocked(account).await);
    b.clear(account).await;
    assert!(!a.blocked(account).await);
    // Refunds never go below zero.
    for _ in 0..5 {
        a.refund("nobody").await;
    }
    assert!(a.take("nobody").await && a.take("nobody").await && a.take("nobody").await);
    assert!(!b.take("nobody").await);
}

/// A portal that takes export permits and dies holding them: its runtime
/// (and so its lease renewals) is gone, and nothing gives them back.
fn portal_that_dies_holding(url: &str, prefix: &str, lease: Duration, clients: &[&str]) {
    let (url, prefix) = (url.to_string(), prefix.to_string());
    let clients: Vec<String> = clients.iter().map(|c| c.to_string()).collect();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let held = rt.block_on(async {
            let turns = ExportPermits::with_lease(portal(&url, &prefix).await, lease);
            let mut held = Vec::new();
            for c in &clients {
                held.push(turns.acquire(Some(c)).await.unwrap());
            }
            held
        });
        // Killed: no drop runs, no renewal either.
        std::mem::forget(held);
        drop(rt);
    })
    .join()
    .unwrap();
}

#[tokio::test]
async fn export_turns_are_shared_and_come_back_when_a_lease_lapses() {
    let Some(url) = redis_url() else { return };
    let p = prefix("exports");
    let lease = Duration::from_millis(600);
    // Two portals: what one holds, the other cannot take.
    let a = ExportPermits::with_lease(portal(&url, &p).await, lease);
    let b = ExportPermits::with_lease(portal(&url, &p).await, lease);
    let x1 = a.acquire(Some("x")).await.unwrap();
    let x2 = b.acquire(Some("x")).await.unwrap();
    assert!(b.acquire(Some("x")).await.is_err(), "two per client in all");
    let y = b.acquire(Some("y")).await.unwrap();
    assert!(a.acquire(Some("z")).await.is_err(), "{MAX_EXPORTS} in all");
    // Held longer than a lease, they stay held: running exports renew them.
    tokio::time::sleep(lease + lease / 2).await;
    assert!(a.acquire(Some("z")).await.is_err(), "renewed while running");
    drop((x1, x2, y));
    let back = Instant::now();
    while a.acquire(Some("z")).await.is_err() {
        assert!(
            back.elapsed() < Duration::from_secs(2),
            "given back on drop"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }

    // A portal dies holding every turn: they come back within a lease.
    let p = prefix("exports-dead");
    let c = ExportPermits::with_lease(portal(&url, &p).await, lease);
    portal_that_dies_holding(&url, &p, lease, &["x", "x", "y"]);
    let died = Instant::now();
    assert!(
        c.acquire(Some("z")).await.is_err(),
        "held by the dead portal"
    );
    assert!(c.acquire(Some("x")).await.is_err());
    let turn = loop {
        if let Ok(t) = c.acquire(Some("x")).await {
            break t;
        }
        assert!(
            died.elapsed() < lease * 3,
            "the dead portal's turns came back"
        );
        tokio::time::sleep(Duration::from_millis(25)).await;
    };
    eprintln!(
        "a dead portal's export turns came back after {:?} (lease {lease:?})",
        died.elapsed()
    );
    assert!(died.elapsed() >= lease / 2);
    drop(turn);
}

/// An address where nothing listens.
fn closed_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

#[tokio::test]
async fn a_portal_whose_server_does_not_answer_keeps_serving_on_its_own_limits() {
    let url = format!("redis://:hush-secret@127.0.0.1:{}/0", closed_port());
    // How long this takes is the bench's (`benches/shared_limits_down.rs`):
    // here, that the start goes on and every limit answers from this process.
    let limits = SharedLimits::connect(SharedSettings {
        prefix: prefix("down"),
        fallback_share: 2,
        ..SharedSettings::new(&url)
    })
    .await
    .expect("a server that does not answer does not stop the start");
    let health = limits.health();
    assert_eq!(health.mode, "fallback");
    assert!(!health.detail.contains("hush-secret"), "{}", health.detail);

    // Every limit answers, from this process.
    // The supplier's allowance: half of a burst of four.
    let supplier = supplier_limiter(&limits, 10.0, 4);
    assert!(supplier.try_now().await && supplier.try_now().await);
    assert!(!supplier.try_now().await, "1/2 of the burst while alone");
    let signins = Attempts::shared(
        1,
        Duration::from_secs(60),
        Clock::system(),
        limits.clone(),
        "client",
    );
    assert!(signins.take("ip:1").await);
    assert!(!signins.take("ip:1").await);
    let turns = ExportPermits::new(limits.clone());
    let held: Vec<_> = all_turns(&turns).await;
    assert_eq!(held.len(), MAX_EXPORTS);
    assert_eq!(limits.health().mode, "fallback", "still on its own limits");

    // And the portal says so.
    let access = AccessConfig {
        shared_limits: limits,
        ..AccessConfig::open()
    };
    let p = crate::portal_support::demo_portal(access).await;
    let r = p.get("/healthz").await;
    let body = r.text().await.unwrap();
    let health: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(health["shared_limits"]["mode"], "fallback", "{body}");
    assert!(!body.contains("hush-secret"), "{body}");
    assert!(p.get("/").await.status().is_success(), "pages still answer");
}

/// As many export permits as there are, each for a client of its own.
async fn all_turns(
    turns: &ExportPermits,
) -> Vec<dealer_desk::server::exports::permits::ExportPermit> {
    let mut held = Vec::new();
    for i in 0..MAX_EXPORTS + 1 {
        if let Ok(t) = turns.acquire(Some(&format!("ip:{i}"))).await {
            held.push(t);
        }
    }
    held
}

#[tokio::test]
async fn without_a_server_set_healthz_says_limits_are_local() {
    let p = crate::portal_support::demo_portal(AccessConfig::open()).await;
    let health: serde_json::Value = p.get("/healthz").await.json().await.unwrap();
    assert_eq!(health["shared_limits"]["mode"], "local");
}

async fn until_mode(limits: &SharedLimits, mode: &str, within: Duration) -> Duration {
    let t = Instant::now();
    while limits.health().mode != mode {
        assert!(t.elapsed() < within, "still {:?}", limits.health());
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    t.elapsed()
}

#[tokio::test]
async fn a_server_that_goes_away_and_comes_back_is_shared_again_on_its_own() {
    let Some(url) = redis_url() else { return };
    let relay = Relay::start(&url).await;
    let limits = portal(&relay.url(&url), &prefix("relay")).await;
    let signins = Attempts::shared(
        2,
        Duration::from_secs(60),
        Clock::system(),
        limits.clone(),
        "client",
    );
    assert!(signins.take("ip:1").await);

    // Gone: a call still answers, and the portal says so. (How long a
    // call waits on a server that is down is the bench's:
    // `benches/shared_limits_down.rs`.)
    relay.cut();
    let t = Instant::now();
    let _ = signins.take("ip:1").await;
    eprintln!("a call to a server just gone answered in {:?}", t.elapsed());
    until_mode(&limits, "fallback", Duration::from_secs(3)).await;
    let t = Instant::now();
    for _ in 0..10 {
        let _ = signins.take("ip:2").await;
    }
    eprintln!("10 calls while it is down took {:?}", t.elapsed());
    assert_eq!(limits.health().mode, "fallback");

    // Back: shared again without a restart, and the shared count kept.
    let _relay = relay.put_back().await;
    let took = until_mode(&limits, "redis", Duration::from_secs(5)).await;
    eprintln!("the server was used again {took:?} after it came back");
    assert!(signins.take("ip:1").await, "the shared count was one");
    assert!(!signins.take("ip:1").await);
}
