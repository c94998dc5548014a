//! A token bucket on the shared server, in the GCRA form (see `scripts`):
//! the numbers the script takes, made from a rate and a burst, and what
//! its answer means. The arithmetic of taking a cell runs in the script,
//! where it is atomic for every portal; what is computed here is tested
//! here.

use std::time::Duration;

use super::{scripts::Scripts, SharedLimits};

/// The shortest wait the caller is told: a cell that is due "now" on the
/// server may not be yet by the time the next call gets there.
const MIN_WAIT: Duration = Duration::from_millis(1);

/// A bucket's shape, in the script's units (microseconds).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GcraParams {
    /// Time between two cells at the average rate.
    pub interval_us: i64,
    /// How far ahead of now the bucket may be booked: `burst - 1` cells.
    pub tolerance_us: i64,
}

impl GcraParams {
    /// `per_second` cells a second on average, `burst` at once; nonsense
    /// (zero, negative, not a number) becomes one a second.
    pub fn new(per_second: f64, burst: u32) -> Self {
        let per_second = if per_second.is_finite() && per_second > 0.0 {
            per_second
        } else {
            1.0
        };
        // At most a cell a microsecond; at least one a week.
        let interval = (1_000_000.0 / per_second).clamp(1.0, 604_800_000_000.0);
        let interval_us = interval.round() as i64;
        let cells = i64::from(burst.max(1) - 1);
        GcraParams {
            interval_us,
            tolerance_us: interval_us.saturating_mul(cells),
        }
    }
}

/// What the bucket said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// A cell was taken.
    Granted,
    /// No cell now; one is free after this long.
    WaitFor(Duration),
}

impl Verdict {
    /// The script's answer `{granted, wait_us}`; `None` if it is not one.
    pub fn from_reply(reply: &[i64]) -> Option<Verdict> {
        match reply {
            [1, _] => Some(Verdict::Granted),
            [0, wait_us] => {
                let wait = Duration::from_micros(u64::try_from(*wait_us).unwrap_or(0));
                Some(Verdict::WaitFor(wait.max(MIN_WAIT)))
            }
            _ => None,
        }
    }
}

/// Takes a cell from the shared bucket at `key`; `None` when there is no
/// shared server, or it did not answer in time (the caller then decides
/// with its own limits).
pub async fn take(limits: &SharedLimits, key: &str, params: GcraParams) -> Option<Verdict> {
    let reply: Vec<i64> = limits
        .eval(
            |s: &Scripts| &s.gcra,
            &[key],
            &[params.interval_us, params.tolerance_us],
        )
        .await?;
    Verdict::from_reply(&reply)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rate_and_a_burst_become_an_interval_and_a_tolerance() {
        let p = GcraParams::new(10.0, 20);
        assert_eq!(p.interval_us, 100_000);
        // 20 at once: the first at now, 19 more booked ahead.
        assert_eq!(p.tolerance_us, 1_900_000);
        let p = GcraParams::new(3.0, 1);
        assert_eq!(p.interval_us, 333_333);
        assert_eq!(p.tolerance_us, 0, "a burst of one books nothing ahead");
    }

    #[test]
    fn nonsense_rates_become_one_a_second_and_bursts_at_least_one() {
        for bad in [0.0, -5.0, f64::NAN, f64::INFINITY] {
            assert_eq!(GcraParams::new(bad, 0).interval_us, 1_000_000, "{bad}");
        }
        assert_eq!(GcraParams::new(1e12, 1).interval_us, 1);
        assert_eq!(GcraParams::new(1.0, 0).tolerance_us, 0);
    }

    #[test]
    fn the_scripts_answer_is_read_with_a_floor_on_the_wait() {
        assert_eq!(Verdict::from_reply(&[1, 0]), Some(Verdict::Granted));
        assert_eq!(
            Verdict::from_reply(&[0, 250_000]),
            Some(Verdict::WaitFor(Duration::from_millis(250)))
        );
        assert_eq!(
            Verdict::from_reply(&[0, 0]),
            Some(Verdict::WaitFor(MIN_WAIT))
        );
        assert_eq!(
            Verdict::from_reply(&[0, -3]),
            Some(Verdict::WaitFor(MIN_WAIT))
        );
        assert_eq!(Verdict::from_reply(&[7]), None);
    }
}
