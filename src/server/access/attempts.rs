//! Counting failed sign-ins: after `max` failures within a window, a key (an
//! account or a client address) is refused until the window has passed.
//! Successful sign-ins do not count, so staff who type well are never slowed.
//!
//! An attempt is counted when it starts (`take`), before the password is
//! checked, so a crowd of attempts sent at once cannot all slip past the
//! limit while the slow checks run; a successful or unchecked one is given
//! back (`refund`).

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

use crate::server::clock::Clock;

/// The most keys remembered; old windows are dropped first.
const MAX_KEYS: usize = 50_000;

pub struct Attempts {
    max: u32,
    window: Duration,
    clock: Clock,
    seen: Mutex<HashMap<String, (u32, Instant)>>,
}

impl Attempts {
    pub fn new(max: u32, window: Duration, clock: Clock) -> Self {
        Attempts {
            max: max.max(1),
            window,
            clock,
            seen: Mutex::new(HashMap::new()),
        }
    }

    /// True when this key has used up its failures for the current window.
    pub fn blocked(&self, key: &str) -> bool {
        let Ok(seen) = self.seen.lock() else {
            return true;
        };
        seen.get(key)
            .is_some_and(|(n, since)| *n >= self.max && self.clock.since(*since) < self.window)
    }

    /// Counts one failure.
    pub fn failed(&self, key: &str) {
        let Ok(mut seen) = self.seen.lock() else {
            return;
        };
        self.count_of(&mut seen, key).0 += 1;
    }

    /// Counts one attempt if the key has any left: `false` when it is blocked.
    /// The check and the count happen under one lock, so of many attempts
    /// at once only `max` get through.
    pub fn take(&self, key: &str) -> bool {
        let Ok(mut seen) = self.seen.lock() else {
            return false;
        };
        let max = self.max;
        let entry = self.count_of(&mut seen, key);
        if entry.0 >= max {
            return false;
        }
        entry.0 += 1;
        true
    }

    /// The key's count in its current window (a new window once the last
    /// one has passed); keeps the table bounded.
    fn count_of<'m>(
        &self,
        seen: &'m mut HashMap<String, (u32, Instant)>,
        key: &str,
    ) -> &'m mut (u32, Instant) {
        let now = self.clock.now();
        let window = self.window;
        if seen.len() >= MAX_KEYS {
            seen.retain(|_, (_, since)| now.saturating_duration_since(*since) < window);
        }
        let entry = seen.entry(key.to_string()).or_insert((0, now));
        if now.saturating_duration_since(entry.1) >= window {
            *entry = (0, now);
        }
        entry
    }

    /// Gives back one attempt taken by `take` (it succeeded, or was never checked).
    pub fn refund(&self, key: &str) {
        if let Ok(mut seen) = self.seen.lock() {
            if let Some(entry) = seen.get_mut(key) {
                entry.0 = entry.0.saturating_sub(1);
            }
        }
    }

    /// Forgets a key's failures (after a successful sign-in).
    pub fn clear(&self, key: &str) {
        if let Ok(mut seen) = self.seen.lock() {
            seen.remove(key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_after_max_failures_until_the_window_passes() {
        let clock = Clock::adjustable();
        let a = Attempts::new(3, Duration::from_secs(900), clock.clone());
        for _ in 0..2 {
            a.failed("anna");
        }
        assert!(!a.blocked("anna"));
        a.failed("anna");
        assert!(a.blocked("anna"));
        assert!(!a.blocked("bob"));
        clock.advance(Duration::from_secs(899));
        assert!(a.blocked("anna"), "still in the window");
        clock.advance(Duration::from_secs(1));
        assert!(!a.blocked("anna"));
        a.failed("anna");
        assert!(!a.blocked("anna"), "a new window starts from zero");
        a.clear("anna");
        assert!(!a.blocked("anna"));
    }

    #[test]
    fn attempts_are_counted_as_they_start() {
        let a = Attempts::new(2, Duration::from_secs(60), Clock::system());
        assert!(a.take("anna") && a.take("anna"));
        assert!(!a.take("anna"), "a third attempt waits");
        assert!(a.blocked("anna"));
        a.refund("anna");
        assert!(!a.blocked("anna"));
        assert!(a.take("anna"));
        assert!(!a.take("anna"));
    }
}
