//! How the gateway waits before trying a supplier call again: its retry
//! policy (attempts, backoff with jitter, a budget of waiting) and the
//! supplier's own `Retry-After`. No calls are made here.

use std::time::Duration;

use rand::Rng;
use reqwest::header::{HeaderMap, RETRY_AFTER};

/// How hard to try again, and for how long at most.
#[derive(Debug, Clone)]
pub struct RetryPolicy {
    /// Attempts in all, the first included (1 = never retry).
    pub max_attempts: u32,
    /// The most time spent waiting between attempts, summed.
    pub max_total_wait: Duration,
    /// The first backoff; doubled each time, with jitter.
    pub backoff_base: Duration,
    /// No single backoff is longer than this.
    pub backoff_max: Duration,
}

impl RetryPolicy {
    /// The wait before attempt `attempt + 1`: exponential, with jitter in
    /// the upper half so that many waiting callers spread out.
    pub(super) fn backoff(&self, attempt: u32) -> Duration {
        let exp = self
            .backoff_base
            .saturating_mul(1u32 << attempt.saturating_sub(1).min(16));
        let d = exp.min(self.backoff_max);
        let half = d / 2;
        let jitter = rand::thread_rng().gen_range(0.0..=1.0);
        half + half.mul_f64(jitter)
    }
}

/// `Retry-After` in seconds (whole or decimal). The HTTP-date form is not
/// used by the supplier; it falls back to our own backoff.
pub(super) fn retry_after(headers: &HeaderMap) -> Option<Duration> {
    let v = headers.get(RETRY_AFTER)?.to_str().ok()?.trim();
    let secs: f64 = v.parse().ok()?;
    (secs.is_finite() && secs >= 0.0).then(|| Duration::from_secs_f64(secs.min(3600.0)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::HeaderValue;

    #[test]
    fn backoff_grows_with_jitter_and_is_capped() {
        let p = RetryPolicy {
            max_attempts: 5,
            max_total_wait: Duration::from_secs(10),
            backoff_base: Duration::from_millis(100),
            backoff_max: Duration::from_millis(300),
        };
        for _ in 0..50 {
            let b1 = p.backoff(1);
            assert!(b1 >= Duration::from_millis(50) && b1 <= Duration::from_millis(100));
            let b2 = p.backoff(2);
            assert!(b2 >= Duration::from_millis(100) && b2 <= Duration::from_millis(200));
            assert!(p.backoff(30) <= Duration::from_millis(300));
        }
    }

    #[test]
    fn retry_after_seconds() {
        let mut h = HeaderMap::new();
        h.insert(RETRY_AFTER, HeaderValue::from_static("2"));
        assert_eq!(retry_after(&h), Some(Duration::from_secs(2)));
        h.insert(RETRY_AFTER, HeaderValue::from_static("0.5"));
        assert_eq!(retry_after(&h), Some(Duration::from_millis(500)));
        h.insert(
            RETRY_AFTER,
            HeaderValue::from_static("Wed, 21 Oct 2015 07:28:00 GMT"),
        );
        assert_eq!(retry_after(&h), None);
    }
}
