//! Counting failed sign-ins: after `max` failures within a window, a key (an
//! account or a client address) is refused until the window has passed.
//! Successful sign-ins do not count, so staff who type well are never slowed.
//!
//! An attempt is counted when it starts (`take`), before the password is
//! checked, so a crowd of attempts sent at once cannot all slip past the
//! limit while the slow checks run; a successful or unchecked one is given
//! back (`refund`).
//!
//! The table is keyed by what a client sends, so it must stay small
//! whatever is sent: a key is kept as its SHA-256 (32 bytes, never the
//! text), the table holds at most `MAX_KEYS` of them and forgets each a
//! window after it was last counted. A refused attempt adds nothing. It
//! must not decide which keys are worth counting: the caller does that
//! (an account only once its name has a valid shape).
//!
//! With a shared server (`shared_limits`), the counts are counters there
//! (one per key digest, expiring a window after the first count), so a
//! crowd spread over several portals meets one limit; take and refund are
//! each one atomic script. The table here counts while that server does
//! not answer.

use std::{
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use sha2::{Digest, Sha256};

use crate::{
    platform::clock::Clock,
    platform::shared_limits::{scripts::Scripts, SharedLimits},
};

/// The most keys remembered; past it the least used are dropped first.
const MAX_KEYS: u64 = 50_000;

/// A key as the table keeps it: its SHA-256.
type KeyDigest = [u8; 32];

/// Failures counted in one window, and when the window started.
#[derive(Debug)]
struct Window {
    count: u32,
    since: Instant,
}

pub struct Attempts {
    max: u32,
    shared: SharedLimits,
    /// What the keys count on the shared server (`account`, `client`).
    kind: &'static str,
    window: Duration,
    clock: Clock,
    seen: moka::sync::Cache<KeyDigest, Arc<Mutex<Window>>>,
}

fn digest(key: &str) -> KeyDigest {
    Sha256::digest(key.as_bytes()).into()
}

impl Attempts {
    pub fn new(max: u32, window: Duration, clock: Clock) -> Self {
        Attempts::shared(max, window, clock, SharedLimits::local(), "signin")
    }

    /// As `new`, the counts kept on the shared server when `shared` has
    /// one, under `kind` (keys of different kinds never meet).
    pub fn shared(
        max: u32,
        window: Duration,
        clock: Clock,
        shared: SharedLimits,
        kind: &'static str,
    ) -> Self {
        Attempts {
            max: max.max(1),
            shared,
            kind,
            window,
            clock,
            seen: moka::sync::Cache::builder()
                .max_capacity(MAX_KEYS)
                // A window after its last count a key has nothing left to say.
                .time_to_idle(window.max(Duration::from_secs(1)))
                .build(),
        }
    }

    /// The key's counter on the shared server.
    fn shared_key(&self, key: &str) -> String {
        self.shared
            .key(&format!("signin-{}", self.kind), &hex::encode(digest(key)))
    }

    fn window_ms(&self) -> i64 {
        i64::try_from(self.window.as_millis())
            .unwrap_or(i64::MAX)
            .max(1)
    }

    /// Counts one on the shared server if under `max`: `None` when it
    /// did not answer.
    async fn take_shared(&self, key: &str, max: i64) -> Option<bool> {
        let key = self.shared_key(key);
        let taken: i64 = self
            .shared
            .eval(
                |s: &Scripts| &s.count_take,
                &[&key],
                &[max, self.window_ms()],
            )
            .await?;
        Some(taken == 1)
    }

    /// True when this key has used up its failures for the current window.
    pub async fn blocked(&self, key: &str) -> bool {
        if self.shared.is_up() {
            let get = redis::Cmd::get(self.shared_key(key));
            if let Some(count) = self.shared.query::<Option<i64>>(&get).await {
                return count.unwrap_or(0) >= i64::from(self.max);
            }
        }
        let Some(w) = self.seen.get(&digest(key)) else {
            return false;
        };
        let w = w.lock().unwrap_or_else(|p| p.into_inner());
        w.count >= self.max && self.clock.since(w.since) < self.window
    }

    /// Counts one failure.
    pub async fn failed(&self, key: &str) {
        if self.take_shared(key, i64::MAX).await.is_some() {
            return;
        }
        let entry = self.window_of(digest(key));
        let mut w = entry.lock().unwrap_or_else(|p| p.into_inner());
        self.renew(&mut w);
        w.count = w.count.saturating_add(1);
    }

    /// Counts one attempt if the key has any left: `false` when it is blocked,
    /// and then nothing is added. The check and the count happen under one
    /// lock, so of many attempts at once only `max` get through.
    pub async fn take(&self, key: &str) -> bool {
        if let Some(taken) = self.take_shared(key, i64::from(self.max)).await {
            return taken;
        }
        // A key with no window yet is never refused, so a refusal finds
        // its window already there.
        let entry = self.window_of(digest(key));
        let mut w = entry.lock().unwrap_or_else(|p| p.into_inner());
        self.renew(&mut w);
        if w.count >= self.max {
            return false;
        }
        w.count += 1;
        true
    }

    /// The key's window, made when it has none.
    fn window_of(&self, key: KeyDigest) -> Arc<Mutex<Window>> {
        let since = self.clock.now();
        self.seen
            .get_with(key, || Arc::new(Mutex::new(Window { count: 0, since })))
    }

    /// Starts a new window once the last one has passed.
    fn renew(&self, w: &mut Window) {
        if self.clock.since(w.since) >= self.window {
            *w = Window {
                count: 0,
                since: self.clock.now(),
            };
        }
    }

    /// Gives back one attempt taken by `take` (it succeeded, or was never checked).
    pub async fn refund(&self, key: &str) {
        let counter = self.shared_key(key);
        let refunded: Option<i64> = self
            .shared
            .eval(|s: &Scripts| &s.count_refund, &[&counter], &[])
            .await;
        if refunded.is_some() {
            return;
        }
        if let Some(entry) = self.seen.get(&digest(key)) {
            let mut w = entry.lock().unwrap_or_else(|p| p.into_inner());
            w.count = w.count.saturating_sub(1);
        }
    }

    /// Forgets a key's failures (after a successful sign-in).
    pub async fn clear(&self, key: &str) {
        self.seen.invalidate(&digest(key));
        let del = redis::Cmd::del(self.shared_key(key));
        let _: Option<i64> = self.shared.query(&del).await;
    }

    /// Keys remembered now (pending evictions done first).
    pub fn len(&self) -> u64 {
        self.seen.run_pending_tasks();
        self.seen.entry_count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn blocks_after_max_failures_until_the_window_passes() {
        let clock = Clock::adjustable();
        let a = Attempts::new(3, Duration::from_secs(900), clock.clone());
        for _ in 0..2 {
            a.failed("anna").await;
        }
        assert!(!a.blocked("anna").await);
        a.failed("anna").await;
        assert!(a.blocked("anna").await);
        assert!(!a.blocked("bob").await);
        clock.advance(Duration::from_secs(899));
        assert!(a.blocked("anna").await, "still in the window");
        clock.advance(Duration::from_secs(1));
        assert!(!a.blocked("anna").await);
        a.failed("anna").await;
        assert!(!a.blocked("anna").await, "a new window starts from zero");
        a.clear("anna").await;
        assert!(!a.blocked("anna").await);
    }

    #[tokio::test]
    async fn attempts_are_counted_as_they_start() {
        let a = Attempts::new(2, Duration::from_secs(60), Clock::system());
        assert!(a.take("anna").await && a.take("anna").await);
        assert!(!a.take("anna").await, "a third attempt waits");
        assert!(a.blocked("anna").await);
        a.refund("anna").await;
        assert!(!a.blocked("anna").await);
        assert!(a.take("anna").await);
        assert!(!a.take("anna").await);
    }

    #[tokio::test]
    async fn keys_are_kept_as_digests_and_refusals_add_nothing() {
        let a = Attempts::new(1, Duration::from_secs(60), Clock::system());
        let huge = "x".repeat(1 << 20);
        assert!(a.take(&huge).await);
        assert!(!a.take(&huge).await);
        assert_eq!(a.len(), 1, "one key, whatever its length");
        // The table weighs 32 bytes a key: nothing of the text is kept.
        assert!(std::mem::size_of::<KeyDigest>() == 32);
        for _ in 0..100 {
            assert!(!a.take(&huge).await);
        }
        assert_eq!(a.len(), 1);
    }
}
