//! Lost sales as pages show them: why a sale got away, one sale with its
//! quantity, value and customer, the report's totals and the reorder list
//! (what was lost for stock, the stock now, and what to order).

use serde::{Deserialize, Serialize};

use super::Period;
use crate::quote::money::{self, Minor};
use crate::Currency;

/// Why a sale got away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LostReason {
    OutOfStock,
    NotInCatalogue,
    DoesNotFit,
    Price,
    Other,
}

impl LostReason {
    pub const ALL: [LostReason; 5] = [
        LostReason::OutOfStock,
        LostReason::NotInCatalogue,
        LostReason::DoesNotFit,
        LostReason::Price,
        LostReason::Other,
    ];

    pub fn code(self) -> &'static str {
        match self {
            LostReason::OutOfStock => "out-of-stock",
            LostReason::NotInCatalogue => "not-in-catalogue",
            LostReason::DoesNotFit => "does-not-fit",
            LostReason::Price => "price",
            LostReason::Other => "other",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            LostReason::OutOfStock => "Out of stock",
            LostReason::NotInCatalogue => "Not in the catalogue",
            LostReason::DoesNotFit => "Does not fit",
            LostReason::Price => "Price",
            LostReason::Other => "Other",
        }
    }

    /// The key of its name on the pages (in `crates/shop/locales`); `label` is the
    /// name exports write.
    pub fn label_key(self) -> &'static str {
        match self {
            LostReason::OutOfStock => "lost-reason-out-of-stock",
            LostReason::NotInCatalogue => "lost-reason-not-in-catalogue",
            LostReason::DoesNotFit => "lost-reason-does-not-fit",
            LostReason::Price => "lost-reason-price",
            LostReason::Other => "lost-reason-other",
        }
    }

    pub fn from_code(code: &str) -> Option<LostReason> {
        LostReason::ALL.into_iter().find(|r| r.code() == code)
    }
}

/// One row of the report's totals by reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReasonTotal {
    pub reason: LostReason,
    pub count: u64,
    /// Parts lost (the sales' quantities added up).
    pub units: u64,
    pub value: DealerValue,
}

/// One SKU (or typed code) of the report: lost how often, for which reasons.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeTotal {
    pub code: String,
    pub name: Option<String>,
    pub total: u64,
    /// Counts in the order of `LostReason::ALL`.
    pub by_reason: Vec<u64>,
    /// Parts lost (the sales' quantities added up).
    pub units: u64,
    pub value: DealerValue,
}

/// One lost sale as the report's latest list shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LostSale {
    pub at: String,
    pub code: String,
    pub reason: LostReason,
    pub note: Option<String>,
    pub by: Option<String>,
    pub qty: i64,
    /// At the dealer price of the day it was recorded, times `qty`.
    pub value: DealerValue,
    /// Who wanted it, when it was recorded for a customer (and they are
    /// still on the shop's books).
    pub customer: Option<CustomerName>,
}

/// The lost-sales report for a period.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LostReport {
    pub period: Period,
    pub total: u64,
    /// Parts lost in the period (the sales' quantities added up).
    pub units: u64,
    /// What they were worth at the dealer prices of their days.
    pub value: DealerValue,
    /// Sales with no dealer price (a code the catalogue does not have):
    /// counted, not valued.
    pub unpriced: u64,
    pub by_reason: Vec<ReasonTotal>,
    /// Most lost first (at most `REPORT_SKUS`).
    pub by_code: Vec<CodeTotal>,
    /// The parts most often lost for stock, with the stock now: the
    /// reorder list.
    pub reorder: Vec<ReorderLine>,
    /// The latest few, newest first.
    pub latest: Vec<LostSale>,
    /// Why the period asked for was not used, if it was not.
    pub period_note: Option<PeriodNote>,
    /// Lost sales not recorded in the period: the hour's limit was reached.
    pub refused: u64,
}

/// Why a report's period is not the one asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PeriodNote {
    /// The end did not read as a date: the period ends today.
    BadEnd,
    /// The start did not read as a date: the 30 days to the end.
    BadStart,
    /// The start was after the end: the two were swapped.
    Swapped,
    /// Longer than the longest period (its days): it starts later.
    TooLong(i64),
}

impl PeriodNote {
    /// The key of what the report says of it (in `crates/shop/locales`); a
    /// `TooLong` fills in its days.
    pub fn message_key(self) -> &'static str {
        match self {
            PeriodNote::BadEnd => "lost-period-bad-end",
            PeriodNote::BadStart => "lost-period-bad-start",
            PeriodNote::Swapped => "lost-period-swapped",
            PeriodNote::TooLong(_) => "lost-period-too-long",
        }
    }
}

/// Most parts one lost sale records.
pub const MAX_LOST_QTY: i64 = 9_999;

/// A customer named by a record: their page's id and their name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomerName {
    pub id: String,
    pub name: String,
}

/// An amount in each of the supplier's dealer currencies, in minor units;
/// `None` where nothing in it had a price in that currency.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealerValue {
    pub gbp: Option<Minor>,
    pub usd: Option<Minor>,
    pub eur: Option<Minor>,
}

impl DealerValue {
    pub fn of(self, c: Currency) -> Option<Minor> {
        match c {
            Currency::Gbp => self.gbp,
            Currency::Usd => self.usd,
            Currency::Eur => self.eur,
        }
    }

    /// "£12.50", or "—" when not known in that currency.
    pub fn shown(self, c: Currency) -> String {
        money::format(c, self.of(c))
    }

    /// This value `qty` times (a unit price times a quantity).
    pub fn times(self, qty: i64) -> DealerValue {
        DealerValue {
            gbp: self.gbp.map(|m| m.times(qty)),
            usd: self.usd.map(|m| m.times(qty)),
            eur: self.eur.map(|m| m.times(qty)),
        }
    }

    /// Two values added up, per currency (unknown in both: unknown).
    pub fn plus(self, other: DealerValue) -> DealerValue {
        fn add(a: Option<Minor>, b: Option<Minor>) -> Option<Minor> {
            match (a, b) {
                (None, None) => None,
                (a, b) => Some(a.unwrap_or_default().plus(b.unwrap_or_default())),
            }
        }
        DealerValue {
            gbp: add(self.gbp, other.gbp),
            usd: add(self.usd, other.usd),
            eur: add(self.eur, other.eur),
        }
    }

    /// Whether it has a price in no currency.
    pub fn is_unknown(self) -> bool {
        self.gbp.is_none() && self.usd.is_none() && self.eur.is_none()
    }
}

/// One part of the reorder list: how often and how many were lost for
/// stock in the period, the stock now, and how many to order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReorderLine {
    pub lost: CodeTotal,
    /// The supplier's count now (`None`: not a catalogue SKU, or it could
    /// not say just now).
    pub stock: Option<i64>,
    /// Lost in the period less the stock now (`None`: stock not known).
    pub suggested: Option<u64>,
}

impl ReorderLine {
    pub fn new(lost: CodeTotal, stock: Option<i64>) -> ReorderLine {
        let mut line = ReorderLine {
            lost,
            stock: None,
            suggested: None,
        };
        line.set_stock(stock);
        line
    }

    /// The stock now, and with it what to order.
    pub fn set_stock(&mut self, stock: Option<i64>) {
        self.stock = stock;
        self.suggested = suggested_order(self.lost.units, stock);
    }
}

/// What to order of a part: the units lost for stock in the period, less
/// what the supplier has now (never below nothing); `None` when the stock
/// is not known.
pub fn suggested_order(units_lost: u64, stock: Option<i64>) -> Option<u64> {
    stock.map(|s| units_lost.saturating_sub(s.max(0).unsigned_abs()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_order_is_what_was_lost_less_the_stock_now() {
        assert_eq!(suggested_order(12, Some(0)), Some(12));
        assert_eq!(suggested_order(12, Some(5)), Some(7));
        assert_eq!(suggested_order(12, Some(40)), Some(0), "enough on hand");
        assert_eq!(
            suggested_order(3, Some(-2)),
            Some(3),
            "a negative count is none"
        );
        assert_eq!(suggested_order(12, None), None, "stock not known");
    }

    #[test]
    fn a_value_is_kept_per_currency_and_unknown_stays_unknown() {
        let unit = DealerValue {
            gbp: Some(Minor(1250)),
            usd: None,
            eur: Some(Minor(1499)),
        };
        let v = unit.times(3);
        assert_eq!(v.gbp, Some(Minor(3750)));
        assert_eq!(v.shown(Currency::Gbp), "£37.50");
        assert_eq!(v.shown(Currency::Usd), "—");
        assert_eq!(v.shown(Currency::Eur), "€44.97");
        assert!(!v.is_unknown());
        let sum = v.plus(DealerValue {
            usd: Some(Minor(100)),
            ..DealerValue::default()
        });
        assert_eq!(sum.gbp, Some(Minor(3750)));
        assert_eq!(sum.usd, Some(Minor(100)));
        assert!(DealerValue::default().is_unknown());
    }
}
