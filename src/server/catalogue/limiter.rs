//! The portal's own budget of supplier calls, shared by every user.
//!
//! The supplier throttles per key, and the key is the portal's: one busy
//! screen must not spend the budget of all the others. Every call, retries
//! included, takes a cell from one `governor` limiter, through the `queue`
//! that decides whose call goes next. This module must not make calls,
//! know about endpoints or decide an order.

use std::{num::NonZeroU32, time::Duration};

use governor::{DefaultDirectRateLimiter, Quota, RateLimiter};

pub struct Limiter {
    limiter: DefaultDirectRateLimiter,
}

/// The call would have waited longer than allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLong;

impl Limiter {
    /// `per_second` calls a second on average, up to `burst` at once.
    pub fn new(per_second: f64, burst: u32) -> Self {
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
        }
    }

    /// Takes a cell if one is there now.
    pub fn try_now(&self) -> bool {
        self.limiter.check().is_ok()
    }

    /// Waits for a cell and takes it.
    pub async fn until_ready(&self) {
        self.limiter.until_ready().await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[tokio::test]
    async fn holds_the_rate() {
        let l = Limiter::new(20.0, 2);
        assert!(l.try_now());
        assert!(l.try_now());
        assert!(!l.try_now());
        let t = Instant::now();
        for _ in 0..4 {
            l.until_ready().await;
        }
        // 4 more at 50 ms each.
        assert!(
            t.elapsed() >= Duration::from_millis(140),
            "{:?}",
            t.elapsed()
        );
    }
}
