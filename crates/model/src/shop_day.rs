//! A day as the shop reads it, as the stores' bounds: every time is kept
//! in UTC, so a day typed into a filter ("2026-11-28") is the span from
//! the shop's midnight that day to its next midnight, both in UTC. On the
//! days the clocks change that span is 23 or 25 hours. The server works
//! the bounds out (`platform::shop_time`); this is only their shape.

use serde::{Deserialize, Serialize};

/// One of the shop's days as UTC stamps ("YYYY-MM-DD HH:MM:SS", compared
/// as text): records at or after `start` and before `end` are of that day.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UtcDay {
    /// The shop's first instant of the day.
    pub start: String,
    /// The shop's first instant of the next day.
    pub end: String,
}
