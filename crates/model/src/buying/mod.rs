//! Buying, as rules: how the shop stocks a part (a minimum and a maximum,
//! with other ones in the months of a season, or not at all), and what to
//! order of it now, explained in parts a page can put into words. Every
//! quantity is whole units; nothing here reads a store (the shop crate's
//! `buying/` reads the shelf, the orders and the lost sales and asks).
//!
//! What to order of a part now is the sum of three needs:
//! - **refill**: when what is free on the shelf and on order together has
//!   fallen to the minimum or below, what it takes to bring them to the
//!   maximum (nothing above the minimum: the shelf is left to run down);
//!   what is on order counts here, once;
//! - **special orders**: units of customers' special-order lines still to
//!   order (held for the customer, not the shelf; a line ordered already
//!   is not counted);
//! - **lost sales**: sales lost for want of the part, of the reasons the
//!   shop counts as demand, in the last weeks (on top of the refill: they
//!   are sales the maximum did not cover).
//!
//! A part the shop does not stock is ordered for its special orders only,
//! less what is on order for it already; a part snoozed is left out until
//! its day (the shop crate's).

pub mod receiving;

use serde::{Deserialize, Serialize};

use crate::stock::MOST_UNITS;

/// Months of the year, January first.
pub const MONTHS: usize = 12;

/// The months a season covers: from its first to its last, through the
/// new year when the last comes first ("11-2": November to February).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Months {
    /// 1 to 12.
    pub first: u8,
    pub last: u8,
}

impl Months {
    /// Whether `month` (1 to 12) is in it.
    pub fn holds(&self, month: u8) -> bool {
        if self.first <= self.last {
            (self.first..=self.last).contains(&month)
        } else {
            month >= self.first || month <= self.last
        }
    }
}

/// A minimum and a maximum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Levels {
    pub min: i64,
    pub max: i64,
}

/// How the shop stocks a part.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stocking {
    /// Kept between these levels, and between other ones in a season.
    Kept {
        levels: Levels,
        season: Option<(Months, Levels)>,
    },
    /// Not stocked: ordered only for customers.
    NotStocked,
}

impl Stocking {
    /// The levels in force in `month` (1 to 12); `None`: not stocked.
    pub fn levels_in(&self, month: u8) -> Option<Levels> {
        match self {
            Stocking::Kept { season, levels } => Some(match season {
                Some((months, in_season)) if months.holds(month) => *in_season,
                _ => *levels,
            }),
            Stocking::NotStocked => None,
        }
    }
}

/// Why a stocking rule as typed was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleProblem {
    /// A level that is not a whole number from 0 to a million.
    NotALevel,
    /// A maximum below its minimum.
    MaxBelowMin,
    /// A maximum of nothing: the part would never be ordered.
    NoMax,
    /// A season's months that are not two months from 1 to 12 ("11-2").
    NotMonths,
    /// A season without its own levels, or levels without a season.
    SeasonHalf,
}

impl RuleProblem {
    /// The message key of what a person reads.
    pub fn key(self) -> &'static str {
        match self {
            RuleProblem::NotALevel => "buying-problem-level",
            RuleProblem::MaxBelowMin => "buying-problem-max-below-min",
            RuleProblem::NoMax => "buying-problem-no-max",
            RuleProblem::NotMonths => "buying-problem-months",
            RuleProblem::SeasonHalf => "buying-problem-season",
        }
    }
}

/// A stocking rule as typed on a part's page or a row of a file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleTyped {
    pub min: String,
    pub max: String,
    /// "11-2", or empty: no season.
    pub season: String,
    pub season_min: String,
    pub season_max: String,
    /// "Don't stock" ticked: the levels are not read.
    pub not_stocked: bool,
}

fn level(typed: &str) -> Result<i64, RuleProblem> {
    match typed.trim().parse::<i64>() {
        Ok(n) if (0..=MOST_UNITS).contains(&n) => Ok(n),
        _ => Err(RuleProblem::NotALevel),
    }
}

fn levels(min: &str, max: &str) -> Result<Levels, RuleProblem> {
    let (min, max) = (level(min)?, level(max)?);
    if max == 0 {
        return Err(RuleProblem::NoMax);
    }
    if max < min {
        return Err(RuleProblem::MaxBelowMin);
    }
    Ok(Levels { min, max })
}

/// A season's months as typed: "11-2", "6-8", or one month "12".
pub fn months(typed: &str) -> Result<Months, RuleProblem> {
    let month = |t: &str| match t.trim().parse::<u8>() {
        Ok(m) if (1..=12).contains(&m) => Ok(m),
        _ => Err(RuleProblem::NotMonths),
    };
    let t = typed.trim();
    let (first, last) = match t.split_once('-') {
        Some((a, b)) => (month(a)?, month(b)?),
        None => {
            let m = month(t)?;
            (m, m)
        }
    };
    Ok(Months { first, last })
}

/// The rule `typed` says, or why not.
pub fn rule_of(typed: &RuleTyped) -> Result<Stocking, RuleProblem> {
    if typed.not_stocked {
        return Ok(Stocking::NotStocked);
    }
    let levels = levels(&typed.min, &typed.max)?;
    let season_said = !typed.season.trim().is_empty();
    let season_levels = !typed.season_min.trim().is_empty() || !typed.season_max.trim().is_empty();
    let season = match (season_said, season_levels) {
        (false, false) => None,
        (true, true) => Some((
            months(&typed.season)?,
            self::levels(&typed.season_min, &typed.season_max)?,
        )),
        _ => return Err(RuleProblem::SeasonHalf),
    };
    Ok(Stocking::Kept { levels, season })
}

/// What the shop knows of a part when it asks what to order.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Signals {
    /// On the shelf and free to sell (below zero: sold short).
    pub available: i64,
    /// Ordered from the supplier and not received yet.
    pub on_order: i64,
    /// Units of special-order lines still to order.
    pub for_customers: i64,
    /// Sales lost for want of it, of the reasons counted as demand.
    pub lost: i64,
}

/// One need that makes up a suggested quantity, for a page to say.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Need {
    /// Free and on order had fallen to the minimum: this many bring them
    /// to the maximum.
    Refill {
        min: i64,
        max: i64,
        have: i64,
        units: i64,
    },
    /// Held above the minimum: nothing to refill.
    Enough { min: i64, have: i64 },
    /// Customers' special orders still to order.
    ForCustomers(i64),
    /// Sales lost for want of it.
    Lost(i64),
    /// Already on its way for a part not stocked, taken off its
    /// customers' needs.
    OnOrder(i64),
}

/// What to order of a part now, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Suggestion {
    pub qty: i64,
    pub needs: Vec<Need>,
}

/// What to order of a part stocked as `rule`, in `month`, given `s`.
pub fn suggest(rule: Stocking, month: u8, s: Signals) -> Suggestion {
    let mut needs = Vec::new();
    let have = s.available.saturating_add(s.on_order);
    let refill = match rule.levels_in(month) {
        Some(l) if have <= l.min => {
            let units = (l.max - have).max(0);
            needs.push(Need::Refill {
                min: l.min,
                max: l.max,
                have,
                units,
            });
            units
        }
        Some(l) => {
            needs.push(Need::Enough { min: l.min, have });
            0
        }
        None => 0,
    };
    let for_customers = s.for_customers.max(0);
    // Lost sales are demand for a part the shop stocks; one it does not
    // stock is ordered for named customers only.
    let lost = if rule == Stocking::NotStocked {
        0
    } else {
        s.lost.max(0)
    };
    if for_customers > 0 {
        needs.push(Need::ForCustomers(for_customers));
    }
    if lost > 0 {
        needs.push(Need::Lost(lost));
    }
    let wanted = for_customers + lost;
    // A stocked part's units on order are the shelf's (the refill counted
    // them); a part not stocked has them on order for its customers.
    let covered = match rule {
        Stocking::NotStocked => s.on_order.max(0).min(wanted),
        Stocking::Kept { .. } => 0,
    };
    if covered > 0 {
        needs.push(Need::OnOrder(covered));
    }
    Suggestion {
        qty: (refill + wanted - covered).clamp(0, MOST_UNITS),
        needs,
    }
}

/// What a part's sales say of stocking it: sold in `sold_months` of the
/// last twelve (each month it sold at least once), and months since it
/// last sold (`None`: never).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hint {
    /// Sold in 3 or more of the last 12 months, and not stocked: a
    /// candidate to stock.
    Stock,
    /// Stocked, and not sold in 9 months or more: a candidate to drop.
    Drop,
}

/// The hint, if any, for a part stocked as `rule` with these sales.
pub fn hint(rule: Option<Stocking>, sold_months: usize, since_last: Option<u32>) -> Option<Hint> {
    let stocked = matches!(rule, Some(Stocking::Kept { .. }));
    match (stocked, sold_months.min(MONTHS), since_last) {
        (false, n, _) if n >= 3 => Some(Hint::Stock),
        (true, _, None) => Some(Hint::Drop),
        (true, _, Some(m)) if m >= 9 => Some(Hint::Drop),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
