//! Each client's request allowance (a rate and a burst), on the portal's
//! clock. One small limiter per client, kept in a bounded table: at most
//! `MAX_CLIENTS`, and a client idle for as long as its burst takes to
//! refill is forgotten (its limiter would be full again, so nothing is
//! lost). It must not decide who a client is; the access checks names it.
//!
//! With a shared server (`shared_limits`), the allowance is one GCRA bucket
//! there per client (named by a digest of the client, which may hold a
//! session token), so a client behind a load balancer has one allowance,
//! not one per portal; the table here answers while that server does not.

use std::{num::NonZeroU32, sync::Arc, time::Duration};

use governor::{
    middleware::NoOpMiddleware,
    state::{InMemoryState, NotKeyed},
    Quota, RateLimiter,
};

use crate::{
    platform::clock::Clock,
    platform::shared_limits::{
        self,
        gcra::{self, GcraParams, Verdict},
        SharedLimits,
    },
};

/// The most clients remembered at once; past it the least recently seen go.
const MAX_CLIENTS: u64 = 100_000;

type ClientLimiter =
    RateLimiter<NotKeyed, InMemoryState, Clock, NoOpMiddleware<std::time::Instant>>;

pub struct Allowances {
    quota: Quota,
    shared: SharedLimits,
    params: GcraParams,
    clock: Clock,
    clients: moka::sync::Cache<String, Arc<ClientLimiter>>,
}

impl Allowances {
    /// `per_sec` calls a second on average, `burst` at once; `None` when
    /// the numbers make no quota.
    pub fn new(per_sec: f64, burst: u32, clock: Clock) -> Option<Allowances> {
        Allowances::shared(per_sec, burst, clock, SharedLimits::local())
    }

    /// As `new`, each client's allowance shared by every portal using the
    /// same server when `shared` has one.
    pub fn shared(
        per_sec: f64,
        burst: u32,
        clock: Clock,
        shared: SharedLimits,
    ) -> Option<Allowances> {
        let period = Duration::from_secs_f64(1.0 / per_sec.max(0.001));
        let burst = NonZeroU32::new(burst.max(1))?;
        let quota = Quota::with_period(period)?.allow_burst(burst);
        let refill = period
            .saturating_mul(burst.get())
            .max(Duration::from_secs(1));
        Some(Allowances {
            quota,
            shared,
            params: GcraParams::new(per_sec.max(0.001), burst.get()),
            clock,
            clients: moka::sync::Cache::builder()
                .max_capacity(MAX_CLIENTS)
                .time_to_idle(refill)
                .build(),
        })
    }

    /// Takes one call from this client's allowance; `Err` says how long to wait.
    pub async fn check(&self, client: &str) -> Result<(), Duration> {
        if self.shared.is_up() {
            let key = self.shared.key("client", &shared_limits::digest(&[client]));
            match gcra::take(&self.shared, &key, self.params).await {
                Some(Verdict::Granted) => return Ok(()),
                Some(Verdict::WaitFor(wait)) => return Err(wait),
                None => {}
            }
        }
        self.check_here(client)
    }

    /// The same, in this portal's table.
    fn check_here(&self, client: &str) -> Result<(), Duration> {
        let limiter = self.clients.get_with_by_ref(client, || {
            Arc::new(RateLimiter::direct_with_clock(
                self.quota,
                self.clock.clone(),
            ))
        });
        limiter
            .check()
            .map_err(|not_until| not_until.wait_time_from(governor::clock::Clock::now(&self.clock)))
    }

    /// Clients remembered now (pending evictions done first).
    pub fn len(&self) -> u64 {
        self.clients.run_pending_tasks();
        self.clients.entry_count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
