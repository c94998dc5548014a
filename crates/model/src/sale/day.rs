//! A day's takings, as rules and as their page shows them: what came in
//! and went out by each payment method, the sales and returns and their
//! totals, who sold what, the margin (managers), and the cash-up: the
//! float at the start, the cash counted at the end, and the difference
//! against what the sales and refunds say should be in the till. A day
//! once cashed up is closed: a sale made after that is dated the next day.

use serde::{Deserialize, Serialize};

use super::Method;
use crate::{quote::Minor, Currency};

/// What one payment method took in and paid back in a day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MethodTotal {
    pub method: Method,
    pub taken: Minor,
    pub refunded: Minor,
}

impl MethodTotal {
    pub fn net(&self) -> Minor {
        self.taken.minus(self.refunded)
    }
}

/// What one person sold in a day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PersonTotal {
    /// `None`: sold on an open portal, by no one signed in.
    pub who: Option<String>,
    pub sales: i64,
    pub total: Minor,
}

/// A day's cash-up, as recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CashUp {
    pub float: Minor,
    pub counted: Minor,
    /// What the till should hold: the float, the cash taken, less the
    /// cash refunded.
    pub expected: Minor,
    pub by: Option<String>,
    /// When, in the shop's zone.
    pub at: String,
}

impl CashUp {
    /// Counted less expected: above zero the till is over, below short.
    pub fn difference(&self) -> Minor {
        self.counted.minus(self.expected)
    }
}

/// What the till should hold at the end of a day.
pub fn expected_cash(float: Minor, methods: &[MethodTotal]) -> Minor {
    methods
        .iter()
        .filter(|m| m.method == Method::Cash)
        .fold(float, |s, m| s.plus(m.net()))
}

/// A day's takings (for the shop, or one person when `by` is set).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayTakings {
    /// "YYYY-MM-DD", the shop's day.
    pub day: String,
    pub by: String,
    pub currency: Currency,
    pub sales: i64,
    pub sales_total: Minor,
    pub returns: i64,
    pub returns_total: Minor,
    pub methods: Vec<MethodTotal>,
    pub people: Vec<PersonTotal>,
    /// Net of the sales less what the parts cost, less the margin the
    /// returns gave back (managers only).
    pub margin: Option<Minor>,
    pub cash_up: Option<CashUp>,
    /// The person may cash up (a manager).
    pub may_close: bool,
    /// The day typed was not a day: today is shown.
    pub bad_day: bool,
    /// Special orders' deposits taken in the day, and given back for
    /// cancelled lines (in `methods` too).
    #[serde(default)]
    pub deposits: Minor,
    #[serde(default)]
    pub deposits_back: Minor,
}

impl DayTakings {
    /// Sales less refunds.
    pub fn net(&self) -> Minor {
        self.sales_total.minus(self.returns_total)
    }

    /// What the till should hold with `float` in it at the start.
    pub fn expected(&self, float: Minor) -> Minor {
        expected_cash(float, &self.methods)
    }
}

/// A cash-up form as typed, and why it was refused.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostedCashUp {
    pub float: String,
    pub counted: String,
    /// The message key of why it was refused.
    pub problem: Option<String>,
}

/// An amount of cash as typed: zero or more, at most two decimals.
pub fn cash_amount(typed: &str) -> Option<Minor> {
    let t = typed.trim();
    if t == "0" || t == "0.00" || t == "0,00" {
        return Some(Minor(0));
    }
    super::amount(t).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_till_should_hold_the_float_and_the_cash_less_refunds() {
        let methods = [
            MethodTotal {
                method: Method::Cash,
                taken: Minor(12_000),
                refunded: Minor(1_500),
            },
            MethodTotal {
                method: Method::Card,
                taken: Minor(50_000),
                refunded: Minor(0),
            },
        ];
        assert_eq!(expected_cash(Minor(10_000), &methods), Minor(20_500));
        let c = CashUp {
            float: Minor(10_000),
            counted: Minor(20_450),
            expected: Minor(20_500),
            by: None,
            at: String::new(),
        };
        assert_eq!(c.difference(), Minor(-50), "50 short");
        assert_eq!(cash_amount("0"), Some(Minor(0)));
        assert_eq!(cash_amount("150.5"), Some(Minor(15_050)));
        assert_eq!(cash_amount("-1"), None);
        assert_eq!(cash_amount("lots"), None);
    }
}
