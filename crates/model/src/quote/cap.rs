//! The shop's discount cap as a rule of the quote, not of the moment it
//! was given. An amount off is a share of what it is taken from, and that
//! share grows when what it is taken from shrinks: a quantity lowered, a
//! line removed, a cheaper tier, a new price. So after every change to a
//! quote each discount is checked again (`hold_cap`): within the cap, or
//! within the share a manager approved for it, it stands; above both, a
//! change by a manager or owner approves the new share (they may give it),
//! and anyone else's brings it back to the largest that is allowed.
//!
//! A discount keeps the share that was approved for it (`Kept::approved`),
//! rounded up to the thousandth of a percent, so an approved discount
//! stays approved for what it was, and only a change that makes it a
//! larger share than that is capped. Plain arithmetic in whole numbers.

use super::{discount::Discount, Minor};
use crate::pricing::{Rate, HUNDRED_PERCENT};

/// A discount as a line or a quote keeps it, with the share of what it is
/// taken from that a manager approved (`None`: no approval; it is held to
/// the shop's cap).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Kept {
    pub discount: Option<Discount>,
    pub approved: Option<Rate>,
}

/// One line as the rule sees it: its key, its value before its own
/// discount (`None`: it has no price of ours, so its discount takes
/// nothing and is left as it is), and its discount.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CapLine {
    pub sku: String,
    pub value: Option<Minor>,
    pub kept: Kept,
}

/// A quote as the rule sees it: its lines, in order, and the discount on
/// the whole (taken from the lines' sum after their own discounts).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CapQuote {
    pub lines: Vec<CapLine>,
    pub discount: Kept,
}

/// Who made the change the quote is checked after.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangedBy {
    /// Held to the cap (and to what a manager approved).
    Staff,
    /// A signed-in manager or owner: may go above it, approving so.
    Manager,
}

/// Which discount a change is to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiscountOn {
    Line(String),
    Quote,
}

/// What the rule did to a discount that had grown above what it may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Held {
    /// Brought back to the cap (or to its approved share); taken off
    /// when nothing of it is left.
    Capped,
    /// A manager's change: its new share is approved.
    Approved,
}

/// One discount the rule changed: where, as it was, as it is now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CapChange {
    pub on: DiscountOn,
    pub was: Kept,
    pub now: Kept,
    pub held: Held,
}

/// The share of `value` a discount takes, rounded up to the thousandth of
/// a percent; an amount on nothing is all of it.
pub fn share_of(d: Discount, value: Minor) -> Rate {
    match d {
        Discount::Percent(r) => r,
        Discount::Amount(_) if value.0 <= 0 => Rate(HUNDRED_PERCENT),
        Discount::Amount(a) => {
            let n = i128::from(a.0.max(0)) * i128::from(HUNDRED_PERCENT);
            let d = i128::from(value.0);
            Rate(((n + d - 1) / d).min(i128::from(i64::MAX)) as i64)
        }
    }
}

/// Whether a discount takes no more than `limit` of `value`, exactly (an
/// amount as a share of the value, in whole numbers).
pub fn within(d: Discount, value: Minor, limit: Rate) -> bool {
    match d {
        Discount::Percent(r) => r <= limit,
        Discount::Amount(a) => {
            let limit = limit.0.min(HUNDRED_PERCENT);
            i128::from(a.0) * i128::from(HUNDRED_PERCENT)
                <= i128::from(limit) * i128::from(value.0.max(0))
        }
    }
}

/// The share to keep as approved when a discount is given: its own when
/// it is above the cap (a manager approved it), none when within.
pub fn approval_for(d: Discount, value: Minor, cap: Rate) -> Option<Rate> {
    (!within(d, value, cap)).then(|| share_of(d, value).min(Rate(HUNDRED_PERCENT)))
}

/// The largest share a kept discount may take: the cap, or what a
/// manager approved when more.
fn limit(kept: &Kept, cap: Rate) -> Rate {
    kept.approved.map_or(cap, |a| a.max(cap))
}

/// One discount checked against what it is now taken from: `None` when
/// it stands as it is, else what it becomes and why.
pub fn hold_one(value: Minor, kept: Kept, cap: Rate, by: ChangedBy) -> Option<(Kept, Held)> {
    let d = kept.discount?;
    let limit = limit(&kept, cap);
    if within(d, value, limit) {
        return None;
    }
    match by {
        ChangedBy::Manager => {
            let approved = Some(share_of(d, value).min(Rate(HUNDRED_PERCENT)));
            (approved != kept.approved).then_some((
                Kept {
                    discount: Some(d),
                    approved,
                },
                Held::Approved,
            ))
        }
        ChangedBy::Staff => {
            let allowed = match d {
                Discount::Percent(_) => Discount::Percent(limit),
                Discount::Amount(_) => {
                    let limit = i128::from(limit.0.min(HUNDRED_PERCENT));
                    let most = limit * i128::from(value.0.max(0)) / i128::from(HUNDRED_PERCENT);
                    Discount::Amount(Minor(most as i64))
                }
            };
            let left = match allowed {
                Discount::Percent(r) => r.0 > 0,
                Discount::Amount(a) => a.0 > 0,
            };
            let now = if left {
                Kept {
                    discount: Some(allowed),
                    approved: kept.approved,
                }
            } else {
                Kept::default()
            };
            Some((now, Held::Capped))
        }
    }
}

/// Every discount of a quote checked after a change by `by`: each line's
/// against its value, then the whole quote's against the lines' sum after
/// their discounts as they now stand. The changes to make, in order.
pub fn hold_cap(q: &CapQuote, cap: Rate, by: ChangedBy) -> Vec<CapChange> {
    let mut changes = Vec::new();
    let mut sum: i64 = 0;
    for line in &q.lines {
        let Some(value) = line.value else {
            continue;
        };
        let kept = match hold_one(value, line.kept, cap, by) {
            Some((now, held)) => {
                changes.push(CapChange {
                    on: DiscountOn::Line(line.sku.clone()),
                    was: line.kept,
                    now,
                    held,
                });
                now
            }
            None => line.kept,
        };
        let off = kept.discount.map_or(Minor(0), |d| d.off(value));
        sum = sum.saturating_add(value.minus(off).0);
    }
    if let Some((now, held)) = hold_one(Minor(sum), q.discount, cap, by) {
        changes.push(CapChange {
            on: DiscountOn::Quote,
            was: q.discount,
            now,
            held,
        });
    }
    changes
}

#[cfg(test)]
#[path = "cap_tests.rs"]
mod tests;
