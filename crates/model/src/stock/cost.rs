//! What the shelf is worth: a moving weighted average cost per part.
//!
//! Why the average and not FIFO: a parts shelf holds the same part bought
//! at many prices, mixed in one bin; nobody can say which delivery a unit
//! on the counter came from, and FIFO's layers would be a fiction kept in
//! a table that must be unwound on every return and count. The average
//! needs one state per part (units and their value), gives one cost per
//! sale (so every line knows its margin) and is what the shop's
//! accountant is used to for spare parts. Every movement keeps its own
//! value, so FIFO or a standard cost can be computed from the ledger
//! later without changing it.
//!
//! The rules, for a part holding `on_hand` units worth `value`:
//! - Units coming in with a cost (opening, received) add `qty × cost`;
//!   the average is the value over the units, rounded to the minor unit.
//! - Units coming in without one (returned, found, counted up) come in at
//!   the average, which they do not change.
//! - Units going out leave at the average; the last unit out takes what
//!   value is left, so a shelf at zero is worth exactly zero and rounding
//!   never leaves a ghost.
//! - Below zero (sold when the record said none) the missing units are
//!   worth the average, negative; the next receipt fills them at its own
//!   cost, which becomes the average.
//!
//! A movement's value is the change it made to the part's value, so the
//! sum of the values of every movement up to a day is what the shelf was
//! worth at the end of that day: the value at a past date needs no
//! snapshot.

use serde::{Deserialize, Serialize};

use crate::quote::money::Minor;

/// A part's stock and its worth, after its latest movement.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Held {
    pub on_hand: i64,
    /// What the units are worth at cost (negative below zero).
    pub value: Minor,
    /// The cost of one unit now (kept at zero and below, for the next
    /// unit out).
    pub average: Minor,
}

/// One movement's quantity and, for units bought, what one cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    pub qty: i64,
    /// Set for units bought (opening, received); units that come back or
    /// go out move at the average.
    pub cost: Option<Minor>,
}

/// What a movement did to a part's worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Applied {
    pub held: Held,
    /// The cost of one unit as it moved.
    pub unit_cost: Minor,
    /// The change in the part's value (its sign is the movement's).
    pub value: Minor,
}

/// A unit's share of `value` over `units`, rounded half away from zero.
pub(crate) fn share(value: i64, units: i64) -> i64 {
    if units == 0 {
        return 0;
    }
    let (v, u) = (value as i128, units as i128);
    let half = u / 2;
    let q = if v >= 0 {
        (v + half) / u
    } else {
        (v - half) / u
    };
    q as i64
}

/// `held` after `mv` moved.
pub fn apply(held: Held, mv: Move) -> Applied {
    let after_units = held.on_hand.saturating_add(mv.qty);
    let (unit_cost, after_value, average) = if mv.qty > 0 {
        let cost = mv.cost.unwrap_or(held.average);
        if held.on_hand < 0 {
            // Fill what was sold short at this cost.
            (cost, cost.times(after_units), cost)
        } else {
            let value = held.value.plus(cost.times(mv.qty));
            let average = match mv.cost {
                Some(_) if after_units > 0 => Minor(share(value.0, after_units)),
                _ => held.average,
            };
            (cost, value, average)
        }
    } else {
        let cost = held.average;
        let value = if after_units <= 0 {
            // Out to nothing, or below it: the missing units at the average.
            cost.times(after_units)
        } else {
            Minor(held.value.plus(cost.times(mv.qty)).0.max(0))
        };
        (cost, value, held.average)
    };
    Applied {
        held: Held {
            on_hand: after_units,
            value: after_value,
            average,
        },
        unit_cost,
        value: after_value.minus(held.value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bought(qty: i64, cost: i64) -> Move {
        Move {
            qty,
            cost: Some(Minor(cost)),
        }
    }

    fn out(qty: i64) -> Move {
        Move {
            qty: -qty,
            cost: None,
        }
    }

    #[test]
    fn receipts_average_their_costs() {
        let a = apply(Held::default(), bought(4, 1000));
        assert_eq!(a.held.on_hand, 4);
        assert_eq!(a.held.value, Minor(4000));
        assert_eq!(a.held.average, Minor(1000));
        assert_eq!(a.value, Minor(4000));
        let b = apply(a.held, bought(2, 1300));
        assert_eq!(b.held.value, Minor(6600));
        assert_eq!(b.held.average, Minor(1100));
        assert_eq!(b.unit_cost, Minor(1300));
    }

    #[test]
    fn units_out_leave_at_the_average_and_the_last_takes_the_rest() {
        // 3 units worth 10.00: 3.33 each, rounded.
        let h = apply(Held::default(), bought(3, 0)).held;
        let h = Held {
            value: Minor(1000),
            average: Minor(333),
            ..h
        };
        let one = apply(h, out(1));
        assert_eq!(one.value, Minor(-333));
        assert_eq!(one.held.value, Minor(667));
        let two = apply(one.held, out(1));
        let last = apply(two.held, out(1));
        assert_eq!(last.held.on_hand, 0);
        assert_eq!(last.held.value, Minor(0));
        assert_eq!(one.value.0 + two.value.0 + last.value.0, -1000);
    }

    #[test]
    fn returns_come_back_at_the_average_without_changing_it() {
        let h = apply(Held::default(), bought(2, 500)).held;
        let r = apply(h, Move { qty: 1, cost: None });
        assert_eq!(r.unit_cost, Minor(500));
        assert_eq!(r.held.average, Minor(500));
        assert_eq!(r.held.value, Minor(1500));
    }

    #[test]
    fn sold_short_then_filled_at_the_new_cost() {
        let h = apply(Held::default(), bought(1, 800)).held;
        let short = apply(h, out(3));
        assert_eq!(short.held.on_hand, -2);
        assert_eq!(short.held.value, Minor(-1600));
        let filled = apply(short.held, bought(5, 1000));
        assert_eq!(filled.held.on_hand, 3);
        assert_eq!(filled.held.value, Minor(3000));
        assert_eq!(filled.held.average, Minor(1000));
        assert_eq!(filled.value, Minor(4600));
    }

    #[test]
    fn a_move_between_bins_changes_nothing() {
        let h = apply(Held::default(), bought(2, 500)).held;
        let m = apply(h, Move { qty: 0, cost: None });
        assert_eq!(m.held, h);
        assert_eq!(m.value, Minor(0));
    }

    #[test]
    fn rounding_halves_away_from_zero() {
        assert_eq!(share(5, 2), 3);
        assert_eq!(share(-5, 2), -3);
        assert_eq!(share(4, 3), 1);
        assert_eq!(share(7, 0), 0);
    }
}
