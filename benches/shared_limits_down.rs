//! How long the limits take when their shared server does not answer
//! (`REDIS_URL` at a port where nothing listens): the start (connecting,
//! then falling back to this process's own limits), and each limit's
//! answer from then on: the supplier's allowance, a failed sign-in's
//! count and an export turn. The tests check what the portal does then;
//! this is how long it takes, printed as the median, the 95th percentile
//! and the slowest of each.
//!
//! Run: `cargo bench --features ssr --bench shared_limits_down`;
//! `DOWN_BENCH_ROUNDS` changes the rounds (200).

use std::{
    error::Error,
    time::{Duration, Instant},
};

use dealer_desk::server::{
    access::attempts::Attempts,
    catalogue::{Limiter, Supplier},
    exports::permits::ExportPermits,
    platform::{
        clock::Clock,
        secrets::ApiKey,
        shared_limits::{SharedLimits, SharedSettings},
    },
};

fn rounds() -> usize {
    std::env::var("DOWN_BENCH_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|n| *n > 0)
        .unwrap_or(200)
}

/// An address where nothing listens.
fn closed_port() -> Result<u16, Box<dyn Error>> {
    let l = std::net::TcpListener::bind("127.0.0.1:0")?;
    Ok(l.local_addr()?.port())
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len().saturating_sub(1))]
}

fn report(what: &str, mut times: Vec<Duration>) {
    times.sort();
    println!(
        "{what:<44} median {:>10.3?}  p95 {:>10.3?}  slowest {:>10.3?}  ({} runs)",
        percentile(&times, 0.5),
        percentile(&times, 0.95),
        times.last().copied().unwrap_or_default(),
        times.len()
    );
}

/// Limits on a server that does not answer, and how long the start took.
async fn down() -> Result<(SharedLimits, Duration), Box<dyn Error>> {
    let url = format!("redis://127.0.0.1:{}/0", closed_port()?);
    let started = Instant::now();
    let limits = SharedLimits::connect(SharedSettings {
        prefix: format!("bench-down-{}", std::process::id()),
        fallback_share: 2,
        ..SharedSettings::new(&url)
    })
    .await?;
    Ok((limits, started.elapsed()))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn Error>> {
    let n = rounds();
    let mut starts = Vec::with_capacity(n.min(20));
    for _ in 0..n.min(20) {
        starts.push(down().await?.1);
    }
    report("start on a server that does not answer", starts);

    let (limits, _) = down().await?;
    println!("mode: {}", limits.health().mode);
    let key = ApiKey::new("BENCH-KEY");
    let (mut allowance, mut signins, mut turns) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..n {
        let supplier = Supplier {
            base_url: "https://supplier.example/api/",
            api_key: &key,
        };
        let limiter = Limiter::for_supplier(10.0, 4, &limits, supplier);
        let t = Instant::now();
        let _ = limiter.try_now().await;
        allowance.push(t.elapsed());

        let attempts = Attempts::shared(
            1,
            Duration::from_secs(60),
            Clock::system(),
            limits.clone(),
            "client",
        );
        let t = Instant::now();
        let _ = attempts.take(&format!("ip:{i}")).await;
        signins.push(t.elapsed());

        let permits = ExportPermits::new(limits.clone());
        let t = Instant::now();
        let turn = permits.acquire(Some(&format!("ip:{i}"))).await;
        turns.push(t.elapsed());
        drop(turn);
    }
    report("the supplier's allowance, one call", allowance);
    report("a failed sign-in counted, one call", signins);
    report("an export turn taken, one call", turns);
    Ok(())
}
