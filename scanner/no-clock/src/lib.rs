//! `Utc::now().timestamp_millis()`, the one piece of chrono that rxing's
//! 1D decoders call (to stamp each result with the time it was read).
//!
//! On wasm32-unknown-unknown there is no clock without JavaScript glue:
//! `std::time::SystemTime::now()` panics there, which aborts the module. So
//! there the time reads as the Unix epoch (0); elsewhere it is the system
//! clock. The scanner never looks at the stamp.

use std::marker::PhantomData;

/// The UTC time zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Utc;

/// A point in time, kept as milliseconds since the Unix epoch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct DateTime<Tz> {
    millis: i64,
    zone: PhantomData<Tz>,
}

impl Utc {
    /// The current time: the system clock, or the epoch where there is
    /// none (wasm32-unknown-unknown).
    pub fn now() -> DateTime<Utc> {
        DateTime {
            millis: now_millis(),
            zone: PhantomData,
        }
    }
}

impl<Tz> DateTime<Tz> {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    pub fn timestamp_millis(&self) -> i64 {
        self.millis
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn now_millis() -> i64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
fn now_millis() -> i64 {
    0
}
