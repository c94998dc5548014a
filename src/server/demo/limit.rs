//! The per-key request budget: a token bucket per API key, refilled at
//! `rate` tokens a second up to `burst`. When empty, the caller learns how
//! many whole seconds to wait (the `Retry-After` value). Must not log or
//! expose the keys it holds.

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

pub struct Budget {
    rate: f64,
    burst: f64,
    buckets: Mutex<HashMap<String, Bucket>>,
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Budget {
    /// A rate of zero or less (or not a number) means no limit.
    pub fn new(rate: f64, burst: u32) -> Self {
        Budget {
            rate: if rate.is_finite() { rate } else { 0.0 },
            burst: f64::from(burst.max(1)),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    pub fn unlimited(&self) -> bool {
        self.rate <= 0.0
    }

    /// Takes one request from `key`'s budget, or says how long to wait.
    pub fn take(&self, key: &str, now: Instant) -> Result<(), Duration> {
        if self.unlimited() {
            return Ok(());
        }
        let mut buckets = match self.buckets.lock() {
            Ok(b) => b,
            Err(poisoned) => poisoned.into_inner(),
        };
        let bucket = buckets.entry(key.to_string()).or_insert(Bucket {
            tokens: self.burst,
            at: now,
        });
        let elapsed = now.saturating_duration_since(bucket.at).as_secs_f64();
        bucket.tokens = (bucket.tokens + elapsed * self.rate).min(self.burst);
        bucket.at = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            Ok(())
        } else {
            Err(Duration::from_secs_f64((1.0 - bucket.tokens) / self.rate))
        }
    }
}

/// Whole seconds for `Retry-After`, never less than one.
pub fn retry_after_secs(wait: Duration) -> u64 {
    wait.as_secs_f64().ceil().max(1.0) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn burst_then_refill() {
        let b = Budget::new(2.0, 3);
        let t0 = Instant::now();
        for _ in 0..3 {
            assert!(b.take("k", t0).is_ok());
        }
        let wait = b.take("k", t0).unwrap_err();
        assert!((wait.as_secs_f64() - 0.5).abs() < 1e-6);
        assert_eq!(retry_after_secs(wait), 1);
        assert!(b.take("k", t0 + Duration::from_millis(500)).is_ok());
        assert!(b.take("k", t0 + Duration::from_millis(500)).is_err());
    }

    #[test]
    fn keys_have_their_own_buckets_and_zero_is_unlimited() {
        let b = Budget::new(0.1, 1);
        let t0 = Instant::now();
        assert!(b.take("a", t0).is_ok());
        assert!(b.take("a", t0).is_err());
        assert!(b.take("b", t0).is_ok());
        assert_eq!(retry_after_secs(b.take("a", t0).unwrap_err()), 10);
        let free = Budget::new(0.0, 1);
        assert!((0..1000).all(|_| free.take("a", t0).is_ok()));
    }
}
