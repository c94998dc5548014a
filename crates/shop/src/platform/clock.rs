//! The portal's clock: what "now" is for everything that ages (cached
//! supplier answers, sessions, per-client allowances). In service it is the
//! system's monotonic clock. A test can take a clock it moves forward by
//! hand, so an answer grows stale or a session runs out without waiting.

use std::{
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

/// The system clock, or the system clock moved forward by hand.
#[derive(Debug, Clone, Default)]
pub struct Clock {
    /// Nanoseconds added to the system clock (only in a clock for tests).
    ahead: Option<Arc<AtomicU64>>,
}

impl Clock {
    /// The system clock.
    pub fn system() -> Self {
        Clock { ahead: None }
    }

    /// A clock that runs with the system's and can be moved forward.
    pub fn adjustable() -> Self {
        Clock {
            ahead: Some(Arc::new(AtomicU64::new(0))),
        }
    }

    pub fn now(&self) -> Instant {
        let now = Instant::now();
        match &self.ahead {
            None => now,
            Some(a) => now + Duration::from_nanos(a.load(Ordering::SeqCst)),
        }
    }

    /// Wall-clock seconds since 1970 (for what outlives the process:
    /// saved sessions' expiry), moved forward with the clock.
    pub fn unix_secs(&self) -> i64 {
        let wall = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        let ahead = self.ahead.as_ref().map_or(Duration::ZERO, |a| {
            Duration::from_nanos(a.load(Ordering::SeqCst))
        });
        i64::try_from((wall + ahead).as_secs()).unwrap_or(i64::MAX)
    }

    /// How long since `then` (zero for a time still to come).
    pub fn since(&self, then: Instant) -> Duration {
        self.now().saturating_duration_since(then)
    }

    /// Moves an adjustable clock forward (and every copy of it); the system
    /// clock cannot be moved, so this does nothing to it.
    pub fn advance(&self, by: Duration) {
        if let Some(a) = &self.ahead {
            let nanos = u64::try_from(by.as_nanos()).unwrap_or(u64::MAX);
            a.fetch_add(nanos, Ordering::SeqCst);
        }
    }
}

impl governor::clock::Clock for Clock {
    type Instant = Instant;

    fn now(&self) -> Instant {
        Clock::now(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_adjustable_clock_moves_with_every_copy() {
        let c = Clock::adjustable();
        let copy = c.clone();
        let then = c.now();
        copy.advance(Duration::from_secs(60));
        assert!(c.since(then) >= Duration::from_secs(60));
        let system = Clock::system();
        let before = system.now();
        system.advance(Duration::from_secs(60));
        assert!(system.since(before) < Duration::from_secs(60));
        assert_eq!(c.since(c.now() + Duration::from_secs(1)), Duration::ZERO);
    }
}
