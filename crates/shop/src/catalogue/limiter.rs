//! The portal's own budget of supplier calls, shared by every user.
//!
//! The supplier throttles per key, and the key is the portal's: one busy
//! screen must not spend the budget of all the others. Every call, retries
//! included, takes a cell from one limiter, through the `queue` that
//! decides whose call goes next. This module must not make calls, know
//! about endpoints or decide an order.
//!
//! Alone, a portal takes its cells from one `governor` limiter. With a
//! shared server (`shared_limits`), every portal on the same supplier key
//! takes them from one GCRA bucket there, named by a digest of the base
//! URL and the key; when that server does not answer, the portal takes
//! them from a limiter of its own at `1/fallback_share` of the allowance,
//! so portals that lost it together still stay near one allowance.

use std::{num::NonZeroU32, time::Duration};

use governor::{DefaultDirectRateLimiter, Quota, RateLimiter};

use crate::{
    platform::secrets::ApiKey,
    platform::shared_limits::{
        self,
        gcra::{self, GcraParams, Verdict},
        SharedLimits,
    },
};

/// The longest sleep between two asks of the shared bucket: a wait it
/// announced may end sooner when another portal's calls are fewer.
const MAX_SHARED_SLEEP: Duration = Duration::from_secs(1);

pub struct Limiter {
    limiter: DefaultDirectRateLimiter,
    shared: Option<SharedBucket>,
}

/// The bucket every portal on one supplier key shares.
struct SharedBucket {
    limits: SharedLimits,
    key: String,
    params: GcraParams,
    /// Used while the shared server does not answer.
    fallback: DefaultDirectRateLimiter,
}

/// The call would have waited longer than allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLong;

/// The supplier whose allowance the bucket is.
pub struct Supplier<'a> {
    pub base_url: &'a str,
    pub api_key: &'a ApiKey,
}

fn governor(per_second: f64, burst: u32) -> DefaultDirectRateLimiter {
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
    RateLimiter::direct(quota)
}

impl Limiter {
    /// `per_second` calls a second on average, up to `burst` at once.
    pub fn new(per_second: f64, burst: u32) -> Self {
        Limiter {
            limiter: governor(per_second, burst),
            shared: None,
        }
    }

    /// As `new`, the cells taken from the bucket every portal using this
    /// supplier shares when `limits` has a server.
    pub fn for_supplier(
        per_second: f64,
        burst: u32,
        limits: &SharedLimits,
        supplier: Supplier<'_>,
    ) -> Self {
        let mut limiter = Limiter::new(per_second, burst);
        if limits.is_configured() {
            let share = f64::from(limits.fallback_share());
            let digest = shared_limits::digest(&[supplier.base_url, supplier.api_key.expose()]);
            limiter.shared = Some(SharedBucket {
                key: limits.key("supplier", &digest),
                limits: limits.clone(),
                params: GcraParams::new(per_second, burst),
                fallback: governor(per_second / share, burst / limits.fallback_share()),
            });
        }
        limiter
    }

    /// Takes a cell if the answer can be had in this process now: `None`
    /// when the shared bucket must be asked (`try_now`).
    pub fn try_here(&self) -> Option<bool> {
        match &self.shared {
            None => Some(self.limiter.check().is_ok()),
            Some(s) if s.limits.is_up() => None,
            Some(s) => Some(s.fallback.check().is_ok()),
        }
    }

    /// Takes a cell if one is there now.
    pub async fn try_now(&self) -> bool {
        if let Some(taken) = self.try_here() {
            return taken;
        }
        let Some(s) = &self.shared else {
            return false;
        };
        match gcra::take(&s.limits, &s.key, s.params).await {
            Some(Verdict::Granted) => true,
            Some(Verdict::WaitFor(_)) => false,
            None => s.fallback.check().is_ok(),
        }
    }

    /// Waits for a cell and takes it. On the shared bucket it sleeps as
    /// long as the bucket says a cell takes to come, then asks again.
    pub async fn until_ready(&self) {
        let Some(s) = &self.shared else {
            return self.limiter.until_ready().await;
        };
        loop {
            if !s.limits.is_up() {
                return s.fallback.until_ready().await;
            }
            match gcra::take(&s.limits, &s.key, s.params).await {
                Some(Verdict::Granted) => return,
                Some(Verdict::WaitFor(wait)) => {
                    tokio::time::sleep(wait.min(MAX_SHARED_SLEEP)).await
                }
                None => return s.fallback.until_ready().await,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[tokio::test]
    async fn holds_the_rate() {
        let l = Limiter::new(20.0, 2);
        assert!(l.try_now().await);
        assert!(l.try_now().await);
        assert!(!l.try_now().await);
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

    #[test]
    fn without_a_shared_server_the_answer_is_always_here() {
        let key = ApiKey::new("k");
        let supplier = Supplier {
            base_url: "https://api.example.com/",
            api_key: &key,
        };
        let l = Limiter::for_supplier(10.0, 1, &SharedLimits::local(), supplier);
        assert_eq!(l.try_here(), Some(true));
        assert_eq!(l.try_here(), Some(false));
    }
}
