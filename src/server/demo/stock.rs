//! Moving stock. A SKU's count at tick `t` is a pure function of the seed,
//! the product, its starting stock and `t`: every tick a share of SKUs move
//! (a sale, a restock, a sell-out). No background task and no shared state,
//! so every endpoint agrees on a SKU's count within a tick and tests can
//! predict ticks. Must not read the catalogue beyond the product's seed.

use std::time::{Duration, Instant};

use super::data::StockSeed;
use crate::server::platform::clock::Clock;

/// How far back to look for a SKU's last move. Past it, the SKU shows its
/// starting stock again (with the default 5% share: one SKU in 500,000).
const LOOKBACK: u64 = 256;

pub const UNAVAILABLE: &str = "Stock feed unavailable for this SKU";
pub const UNKNOWN_SKU: &str = "Unknown SKU";

/// Turns the wall clock into tick numbers.
#[derive(Debug, Clone)]
pub struct StockClock {
    start: Instant,
    tick: Duration,
    share: f64,
    seed: u64,
    clock: Clock,
}

/// A stock reading as the wire carries it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reading {
    pub count: Option<i32>,
    pub error: Option<&'static str>,
}

impl StockClock {
    /// `tick` zero freezes stock; `share` is the part of SKUs that move per tick.
    pub fn new(seed: u64, tick: Duration, share: f64, clock: Clock) -> Self {
        StockClock {
            start: clock.now(),
            clock,
            tick,
            share: if share.is_finite() {
                share.clamp(0.0, 1.0)
            } else {
                0.0
            },
            seed,
        }
    }

    pub fn tick_now(&self) -> u64 {
        if self.tick.is_zero() {
            return 0;
        }
        (self.clock.since(self.start).as_nanos() / self.tick.as_nanos()) as u64
    }

    /// The reading of product `index` at tick `tick`.
    pub fn reading(&self, index: usize, seed: StockSeed, tick: u64) -> Reading {
        let base = match seed {
            StockSeed::Unavailable => {
                return Reading {
                    count: None,
                    error: Some(UNAVAILABLE),
                }
            }
            StockSeed::Unknown => {
                return Reading {
                    count: None,
                    error: None,
                }
            }
            StockSeed::Count(c) => i32::from(c),
        };
        let floor = tick.saturating_sub(LOOKBACK).max(1);
        let threshold = (self.share * u64::MAX as f64) as u64;
        let mut t = tick;
        while t >= floor && t > 0 {
            let h = mix(self.seed, index as u64, t);
            if h < threshold || self.share >= 1.0 {
                return Reading {
                    count: Some(level(base, mix(h, index as u64, 0x5EED))),
                    error: None,
                };
            }
            t -= 1;
        }
        Reading {
            count: Some(base),
            error: None,
        }
    }
}

/// Where a SKU's stock stands after a move at some tick.
fn level(base: i32, h: u64) -> i32 {
    let small = (h >> 8) % 5;
    match h % 100 {
        0..=44 => (base - 1 - small as i32).max(0),
        45..=74 => base + 5 + ((h >> 16) % 30) as i32,
        75..=84 => 0,
        _ => base + small as i32,
    }
}

/// A well-spread hash of three numbers.
fn mix(a: u64, b: u64, c: u64) -> u64 {
    let mut z = a
        ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ c.wrapping_mul(0xC2B2_AE3D_27D4_EB4F).rotate_left(31);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tick_zero_is_the_seed_and_ticks_are_pure() {
        let c = StockClock::new(9, Duration::from_secs(20), 0.05, Clock::system());
        let r = c.reading(3, StockSeed::Count(12), 0);
        assert_eq!(r.count, Some(12));
        for t in 0..50 {
            assert_eq!(
                c.reading(3, StockSeed::Count(12), t),
                c.reading(3, StockSeed::Count(12), t)
            );
        }
    }

    #[test]
    fn about_the_share_moves_per_tick() {
        let c = StockClock::new(1, Duration::from_secs(1), 0.05, Clock::system());
        let moved = (0..10_000)
            .filter(|&i| {
                c.reading(i, StockSeed::Count(50), 1) != c.reading(i, StockSeed::Count(50), 0)
            })
            .count();
        assert!((300..=700).contains(&moved), "{moved}");
    }

    #[test]
    fn unavailable_never_moves_and_counts_never_go_negative() {
        let c = StockClock::new(2, Duration::from_secs(1), 1.0, Clock::system());
        for t in 0..20 {
            let r = c.reading(1, StockSeed::Unavailable, t);
            assert_eq!(r.count, None);
            assert_eq!(r.error, Some(UNAVAILABLE));
            assert!(c.reading(t as usize, StockSeed::Count(0), t).count >= Some(0));
        }
    }
}
