//! The portal's own budget of supplier calls, shared by every user.
//!
//! The supplier throttles per key, and the key is the portal's: one busy
//! screen must not spend the budget of all the others. Every call, retries
//! included, takes a cell from one `governor` limiter first. Waiting is
//! bounded: past the bound the caller hears "busy" instead of queueing
//! forever. This module must not make calls or know about endpoints.

use std::{num::NonZeroU32, time::Duration};

use governor::{clock::Clock, DefaultDirectRateLimiter, Quota, RateLimiter};

pub struct Limiter {
    limiter: DefaultDirectRateLimiter,
    max_wait: Duration,
}

/// The limiter would have made the call wait longer than allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLong;

impl Limiter {
    /// `per_second` calls a second on average, up to `burst` at once.
    pub fn new(per_second: f64, burst: u32, max_wait: Duration) -> Self {
        let per_second = if per_second.is_finite() && per_second > 0.0 {
            per_second
        } else {
            1.0
        };
        let period = Duration::from_secs_f64((1.0 / per_second).max(1e-6));
        let burst = NonZeroU32::new(burst.max(1)).unwrap_or(NonZeroU32::MIN);
        let quota = Quota::with_period(period)
            .unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN))
            .allow_burst(burst);
        Limiter {
            limiter: RateLimiter::direct(quota),
            max_wait,
        }
    }

    /// Waits for a cell, or says at once that the wait would be too long.
    pub async fn acquire(&self) -> Result<(), TooLong> {
        let wait = match self.limiter.check() {
            Ok(()) => return Ok(()),
            Err(not_until) => not_until.wait_time_from(self.limiter.clock().now()),
        };
        if wait > self.max_wait {
            return Err(TooLong);
        }
        tokio::time::timeout(self.max_wait, self.limiter.until_ready())
            .await
            .map_err(|_| TooLong)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[tokio::test]
    async fn holds_the_rate_and_bounds_the_wait() {
        let l = Limiter::new(20.0, 2, Duration::from_secs(2));
        let t = Instant::now();
        for _ in 0..6 {
            l.acquire().await.unwrap();
        }
        // 2 at once, then 4 more at 50 ms each.
        assert!(
            t.elapsed() >= Duration::from_millis(180),
            "{:?}",
            t.elapsed()
        );

        let strict = Limiter::new(1.0, 1, Duration::from_millis(100));
        strict.acquire().await.unwrap();
        let t = Instant::now();
        assert_eq!(strict.acquire().await, Err(TooLong));
        assert!(t.elapsed() < Duration::from_millis(50));
    }
}
