//! Whether the shared server answers now, and since when: every call and
//! a probe once a second report here, and the change (down to up, up to
//! down) is logged once, not at every call. This module must not make
//! calls itself; it only keeps and tells the state.

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        Mutex,
    },
    time::Instant,
};

use serde::Serialize;

/// What `/healthz` says about the shared limits.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SharedLimitsHealth {
    /// `local` (no shared server set), `redis` (shared) or `fallback`
    /// (set but not answering: this portal's own limits meanwhile).
    pub mode: &'static str,
    /// One line for a person: the server (never its password), and while
    /// it is down since when and why.
    pub detail: String,
}

impl SharedLimitsHealth {
    /// No shared server is set.
    pub fn local() -> Self {
        SharedLimitsHealth {
            mode: "local",
            detail: "no REDIS_URL: this portal keeps its limits in its own memory".into(),
        }
    }
}

struct Change {
    since: Instant,
    why: String,
}

pub(super) struct Link {
    up: AtomicBool,
    change: Mutex<Change>,
    /// The server's address as it may be shown (no password).
    shown: String,
}

impl Link {
    /// A link not yet known to answer.
    pub(super) fn new(shown: String) -> Self {
        Link {
            up: AtomicBool::new(false),
            change: Mutex::new(Change {
                since: Instant::now(),
                why: "not connected yet".into(),
            }),
            shown,
        }
    }

    pub(super) fn is_up(&self) -> bool {
        self.up.load(Ordering::Acquire)
    }

    fn note(&self, why: &str) {
        let mut c = self.change.lock().unwrap_or_else(|p| p.into_inner());
        *c = Change {
            since: Instant::now(),
            why: why.to_string(),
        };
    }

    pub(super) fn mark_up(&self) {
        if !self.up.swap(true, Ordering::AcqRel) {
            self.note("");
            tracing::info!(server = %self.shown, "shared limits: the server answers; limits are shared");
        }
    }

    pub(super) fn mark_down(&self, why: &str, share: u32) {
        if self.up.swap(false, Ordering::AcqRel) {
            self.note(why);
            tracing::warn!(
                server = %self.shown,
                why,
                "shared limits: the server does not answer; this portal's own limits meanwhile, 1/{share} of the supplier's allowance"
            );
        } else {
            // Still down: keep when it went, but say the latest reason.
            let mut c = self.change.lock().unwrap_or_else(|p| p.into_inner());
            if c.why != why {
                c.why = why.to_string();
            }
        }
    }

    pub(super) fn report(&self, share: u32) -> SharedLimitsHealth {
        if self.is_up() {
            return SharedLimitsHealth {
                mode: "redis",
                detail: format!("shared through {}", self.shown),
            };
        }
        let c = self.change.lock().unwrap_or_else(|p| p.into_inner());
        SharedLimitsHealth {
            mode: "fallback",
            detail: format!(
                "{} not answering for {} s ({}): this portal's own limits, 1/{share} of the supplier's allowance",
                self.shown,
                c.since.elapsed().as_secs(),
                c.why
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn down_and_up_are_told_apart() {
        let link = Link::new("redis://***@db:6379/".into());
        assert_eq!(link.report(2).mode, "fallback");
        assert!(link.report(2).detail.contains("not connected yet"));
        link.mark_up();
        assert_eq!(link.report(2).mode, "redis");
        link.mark_down("connection refused", 3);
        let r = link.report(3);
        assert_eq!(r.mode, "fallback");
        assert!(r.detail.contains("connection refused") && r.detail.contains("1/3"));
    }
}
