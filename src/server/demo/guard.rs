//! What stands in front of every keyed endpoint, in order: injected latency
//! (per search or per other call), the API key (401), a forced 429, the
//! per-key budget (429 with `Retry-After`), and an injected share of 500s;
//! behind it, an answer sent at a set time per megabyte. Must never log the
//! key or put it in a body, and must not guard the assets.

use std::{
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use futures::StreamExt;

use axum::{
    extract::{Request, State},
    http::StatusCode,
    middleware::Next,
    response::{IntoResponse, Response},
};

use super::{
    limit::{retry_after_secs, Budget},
    problem::Problem,
    Faults,
};

pub struct Guard {
    key: String,
    budget: Budget,
    faults: Faults,
    seed: u64,
    requests: AtomicU64,
}

impl Guard {
    pub fn new(key: String, rate: f64, burst: u32, faults: Faults, seed: u64) -> Self {
        Guard {
            key,
            budget: Budget::new(rate, burst),
            faults,
            seed,
            requests: AtomicU64::new(0),
        }
    }

    /// Whether the next request should fail with a 500: a fixed sequence
    /// from the seed, so a test sees the same share every run.
    fn injected_failure(&self) -> bool {
        let rate = self.faults.error_rate;
        if rate.is_nan() || rate <= 0.0 {
            return false;
        }
        let n = self.requests.fetch_add(1, Ordering::Relaxed);
        let mut z = self.seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z as f64 / u64::MAX as f64) < rate
    }
}

/// Compares without stopping at the first differing byte.
fn same_key(given: &[u8], expected: &[u8]) -> bool {
    if expected.is_empty() || given.len() != expected.len() {
        return false;
    }
    given
        .iter()
        .zip(expected)
        .fold(0u8, |acc, (a, b)| acc | (a ^ b))
        == 0
}

pub async fn guard(State(g): State<Arc<Guard>>, req: Request, next: Next) -> Response {
    let path = req.uri().path().to_string();
    let latency = if path.ends_with("/product/search") {
        g.faults.search_latency
    } else {
        g.faults.latency
    };
    if latency > Duration::ZERO {
        tokio::time::sleep(latency).await;
    }
    match req.headers().get("x-api-key") {
        None => {
            return Problem::new(
                StatusCode::UNAUTHORIZED,
                "The x-api-key header is missing.",
                &path,
            )
            .into_response()
        }
        Some(v) if !same_key(v.as_bytes(), g.key.as_bytes()) => {
            return Problem::new(StatusCode::UNAUTHORIZED, "The API key is not valid.", &path)
                .into_response()
        }
        Some(_) => {}
    }
    if g.faults.force_429 {
        return Problem::too_many(1, &path).into_response();
    }
    if let Err(wait) = g.budget.take(&g.key, Instant::now()) {
        return Problem::too_many(retry_after_secs(wait), &path).into_response();
    }
    if g.injected_failure() {
        return Problem::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "The catalogue service failed to process the request (simulated).",
            &path,
        )
        .into_response();
    }
    let answer = next.run(req).await;
    if g.faults.per_mb.is_zero() {
        return answer;
    }
    slow_line(answer, g.faults.per_mb).await
}

/// Bytes sent between pauses on a slow line.
const PIECE: usize = 64 * 1024;

/// The answer, sent piece by piece at `per_mb` a megabyte.
async fn slow_line(answer: Response, per_mb: Duration) -> Response {
    let (parts, body) = answer.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        return Problem::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "The answer could not be sent.",
            "",
        )
        .into_response();
    };
    let pause = per_mb.mul_f64(PIECE as f64 / (1024.0 * 1024.0));
    let pieces: Vec<bytes::Bytes> = bytes
        .chunks(PIECE)
        .map(bytes::Bytes::copy_from_slice)
        .collect();
    let stream = futures::stream::iter(pieces).then(move |piece| async move {
        tokio::time::sleep(pause).await;
        Ok::<_, std::convert::Infallible>(piece)
    });
    let mut parts = parts;
    parts.headers.remove(axum::http::header::CONTENT_LENGTH);
    Response::from_parts(parts, axum::body::Body::from_stream(stream))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_compare_exactly() {
        assert!(same_key(b"abc", b"abc"));
        assert!(!same_key(b"abd", b"abc"));
        assert!(!same_key(b"ab", b"abc"));
        assert!(!same_key(b"", b""));
    }

    #[test]
    fn failure_share_is_close_to_the_rate() {
        let g = Guard::new(
            "k".into(),
            0.0,
            1,
            Faults {
                error_rate: 0.3,
                ..Faults::default()
            },
            5,
        );
        let failed = (0..10_000).filter(|_| g.injected_failure()).count();
        assert!((2_700..=3_300).contains(&failed), "{failed}");
    }
}
