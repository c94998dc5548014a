//! Counting failed sign-ins: after `max` failures within a window, a key (an
//! account or a client address) is refused until the window has passed.
//! Successful sign-ins do not count, so staff who type well are never slowed.

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

/// The most keys remembered; old windows are dropped first.
const MAX_KEYS: usize = 50_000;

pub struct Attempts {
    max: u32,
    window: Duration,
    seen: Mutex<HashMap<String, (u32, Instant)>>,
}

impl Attempts {
    pub fn new(max: u32, window: Duration) -> Self {
        Attempts {
            max: max.max(1),
            window,
            seen: Mutex::new(HashMap::new()),
        }
    }

    /// True when this key has used up its failures for the current window.
    pub fn blocked(&self, key: &str) -> bool {
        let Ok(seen) = self.seen.lock() else {
            return true;
        };
        seen.get(key)
            .is_some_and(|(n, since)| *n >= self.max && since.elapsed() < self.window)
    }

    /// Counts one failure.
    pub fn failed(&self, key: &str) {
        let Ok(mut seen) = self.seen.lock() else {
            return;
        };
        if seen.len() >= MAX_KEYS {
            let window = self.window;
            seen.retain(|_, (_, since)| since.elapsed() < window);
        }
        let entry = seen.entry(key.to_string()).or_insert((0, Instant::now()));
        if entry.1.elapsed() >= self.window {
            *entry = (0, Instant::now());
        }
        entry.0 += 1;
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
        let a = Attempts::new(3, Duration::from_millis(200));
        for _ in 0..2 {
            a.failed("anna");
        }
        assert!(!a.blocked("anna"));
        a.failed("anna");
        assert!(a.blocked("anna"));
        assert!(!a.blocked("bob"));
        std::thread::sleep(Duration::from_millis(250));
        assert!(!a.blocked("anna"));
        a.failed("anna");
        assert!(!a.blocked("anna"), "a new window starts from zero");
        a.clear("anna");
        assert!(!a.blocked("anna"));
    }
}
