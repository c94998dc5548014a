//! The listener's limits over real sockets: a client that sends half a
//! request (or nothing) is cut off after the header timeout while others
//! are served, and past the connection cap new connections wait their turn.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use dealer_desk::server::{access::AccessConfig, http::listen::Limits};
use reqwest::StatusCode;
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

use super::portal_support::{demo_portal_limited, Portal};

fn limits(max_connections: usize) -> Limits {
    Limits {
        header_timeout: Duration::from_secs(1),
        request_timeout: Duration::from_secs(30),
        max_connections,
    }
}

/// A connection that sends the start of a request and then nothing.
async fn half_sent(p: &Portal) -> TcpStream {
    let addr = p.base.trim_start_matches("http://");
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n").await.unwrap();
    s
}

/// Seconds until the portal closes this connection (at most `limit`).
async fn closed_after(mut s: TcpStream, started: Instant, limit: Duration) -> Option<f64> {
    let mut buf = [0u8; 1024];
    tokio::time::timeout(limit, async {
        loop {
            match s.read(&mut buf).await {
                Ok(0) | Err(_) => return started.elapsed().as_secs_f64(),
                Ok(_) => {}
            }
        }
    })
    .await
    .ok()
}

#[tokio::test]
async fn a_half_sent_request_is_closed_while_others_are_served() {
    let p = demo_portal_limited(AccessConfig::open(), limits(64)).await;
    let started = Instant::now();
    let half = half_sent(&p).await;
    let silent = TcpStream::connect(p.base.trim_start_matches("http://"))
        .await
        .unwrap();
    let waiting = tokio::spawn(closed_after(half, started, Duration::from_secs(5)));
    let quiet = tokio::spawn(closed_after(silent, started, Duration::from_secs(5)));
    // Meanwhile another client is served.
    for _ in 0..5 {
        assert_eq!(p.get("/healthz").await.status(), StatusCode::OK);
    }
    let secs = waiting
        .await
        .unwrap()
        .expect("the half-sent request was closed");
    let quiet_secs = quiet
        .await
        .unwrap()
        .expect("the silent connection was closed");
    eprintln!(
        "header timeout 1 s: half-sent request closed after {secs:.2} s, \
         silent connection after {quiet_secs:.2} s"
    );
    assert!((0.9..3.0).contains(&secs), "{secs}");
    assert!((0.9..3.0).contains(&quiet_secs), "{quiet_secs}");
}

#[tokio::test]
async fn past_the_connection_cap_new_connections_wait_for_a_free_place() {
    let p = demo_portal_limited(AccessConfig::open(), limits(2)).await;
    let started = Instant::now();
    let a = half_sent(&p).await;
    let b = half_sent(&p).await;
    // Both places are taken until the header timeout frees them.
    let r = p.get("/healthz").await;
    let waited = started.elapsed();
    assert_eq!(r.status(), StatusCode::OK);
    assert!(waited >= Duration::from_millis(800), "{waited:?}");
    drop((a, b));
}
