//! Discounts on a quote: on one line, or on the whole quote, as a
//! percentage or an amount in the shop's currency. What a person types
//! ("10%", "10 %", "4.50", "4,50"; empty or 0 to take it off) is read
//! here, and refused with the reason when it is no discount: below zero,
//! over 100 %, more than the line is worth, or above the shop's cap.
//! Amounts are whole minor units; a percentage is in thousandths.

use serde::{Deserialize, Serialize};

use crate::{
    pricing::{parse_rate, Rate, RateRefused, HUNDRED_PERCENT},
    quote::Minor,
};

/// A discount as a line or a quote keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Discount {
    Percent(Rate),
    /// In the shop's currency's minor units.
    Amount(Minor),
}

/// Why a typed discount was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum DiscountRefused {
    /// Not a number, or more than two decimals for an amount.
    Text,
    Negative,
    /// Over 100 %, or more than what it is taken from.
    TooMuch,
    /// Above the shop's cap (`MAX_DISCOUNT_PERCENT`).
    AboveCap,
}

impl From<RateRefused> for DiscountRefused {
    fn from(r: RateRefused) -> Self {
        match r {
            RateRefused::NotANumber | RateRefused::TooPrecise => DiscountRefused::Text,
            RateRefused::Negative => DiscountRefused::Negative,
            RateRefused::TooLarge => DiscountRefused::TooMuch,
        }
    }
}

/// The longest discount text read.
const MAX_TYPED: usize = 24;

/// A typed discount: `None` to take it off (empty, or zero).
pub fn parse_discount(typed: &str) -> Result<Option<Discount>, DiscountRefused> {
    let t = typed.trim();
    if t.chars().count() > MAX_TYPED {
        return Err(DiscountRefused::Text);
    }
    if t.is_empty() {
        return Ok(None);
    }
    if let Some(number) = t.strip_suffix('%') {
        let rate = parse_rate(number, Rate(HUNDRED_PERCENT))?;
        return Ok((rate.0 > 0).then_some(Discount::Percent(rate)));
    }
    let text = t.replace(',', ".");
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.as_str()),
    };
    if digits.split_once('.').is_some_and(|(_, f)| f.len() > 2) {
        return Err(DiscountRefused::Text);
    }
    let amount = Minor::from_decimal(digits).ok_or(DiscountRefused::Text)?;
    if negative && amount.0 > 0 {
        return Err(DiscountRefused::Negative);
    }
    if amount.0 > 1_000_000_000 {
        return Err(DiscountRefused::TooMuch);
    }
    Ok((amount.0 > 0).then_some(Discount::Amount(amount)))
}

impl Discount {
    /// What it takes off `value`, rounded half up, never more than the
    /// value itself.
    pub fn off(self, value: Minor) -> Minor {
        let off = match self {
            Discount::Percent(r) => {
                let n = i128::from(value.0) * i128::from(r.0);
                let d = i128::from(HUNDRED_PERCENT);
                Minor(((n + d / 2) / d) as i64)
            }
            Discount::Amount(a) => a,
        };
        Minor(off.0.clamp(0, value.0.max(0)))
    }

    /// Whether it may be taken from `value` with the shop's `cap`: an
    /// amount no more than the value, neither above the cap (an amount
    /// as a share of the value, exactly).
    pub fn check(self, value: Minor, cap: Rate) -> Result<(), DiscountRefused> {
        match self {
            Discount::Percent(r) if r > cap => Err(DiscountRefused::AboveCap),
            Discount::Percent(_) => Ok(()),
            Discount::Amount(a) if a > value => Err(DiscountRefused::TooMuch),
            Discount::Amount(a) => {
                // a / value > cap / 100 %, in whole numbers.
                let over = i128::from(a.0) * i128::from(HUNDRED_PERCENT)
                    > i128::from(cap.0) * i128::from(value.0);
                if over {
                    Err(DiscountRefused::AboveCap)
                } else {
                    Ok(())
                }
            }
        }
    }

    /// The two cells a store keeps: its kind and its value.
    pub fn cells(self) -> (&'static str, i64) {
        match self {
            Discount::Percent(r) => ("percent", r.0),
            Discount::Amount(a) => ("amount", a.0),
        }
    }

    /// From the store's two cells; `None` for none or what is unknown.
    pub fn from_cells(kind: Option<&str>, value: Option<i64>) -> Option<Discount> {
        match (kind?, value?) {
            ("percent", v) if v > 0 => Some(Discount::Percent(Rate(v))),
            ("amount", v) if v > 0 => Some(Discount::Amount(Minor(v))),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_discounts_are_read_or_refused() {
        assert_eq!(
            parse_discount("10%"),
            Ok(Some(Discount::Percent(Rate(10_000))))
        );
        assert_eq!(
            parse_discount(" 7,5 % "),
            Ok(Some(Discount::Percent(Rate(7_500))))
        );
        assert_eq!(
            parse_discount("4.50"),
            Ok(Some(Discount::Amount(Minor(450))))
        );
        assert_eq!(
            parse_discount("4,5"),
            Ok(Some(Discount::Amount(Minor(450))))
        );
        assert_eq!(parse_discount(""), Ok(None));
        assert_eq!(parse_discount("0"), Ok(None));
        assert_eq!(parse_discount("0%"), Ok(None));
        assert_eq!(parse_discount("-5%"), Err(DiscountRefused::Negative));
        assert_eq!(parse_discount("-5"), Err(DiscountRefused::Negative));
        assert_eq!(parse_discount("1e9"), Err(DiscountRefused::Text));
        assert_eq!(parse_discount("1e9%"), Err(DiscountRefused::Text));
        assert_eq!(parse_discount("101%"), Err(DiscountRefused::TooMuch));
        assert_eq!(parse_discount("4.505"), Err(DiscountRefused::Text));
        assert_eq!(parse_discount("ten"), Err(DiscountRefused::Text));
        assert_eq!(
            parse_discount("99999999999999"),
            Err(DiscountRefused::TooMuch)
        );
        assert_eq!(parse_discount(&"1".repeat(30)), Err(DiscountRefused::Text));
    }

    #[test]
    fn what_a_discount_takes_and_the_cap() {
        let cap = Rate(15_000);
        // 10 % of £19.99 is £1.999: £2.00.
        assert_eq!(
            Discount::Percent(Rate(10_000)).off(Minor(1_999)),
            Minor(200)
        );
        assert_eq!(Discount::Amount(Minor(500)).off(Minor(300)), Minor(300));
        assert_eq!(
            Discount::Percent(Rate(15_000)).check(Minor(1_000), cap),
            Ok(())
        );
        assert_eq!(
            Discount::Percent(Rate(15_001)).check(Minor(1_000), cap),
            Err(DiscountRefused::AboveCap)
        );
        // £15.00 off £100.00 is 15 %: allowed; £15.01 is not.
        assert_eq!(
            Discount::Amount(Minor(1_500)).check(Minor(10_000), cap),
            Ok(())
        );
        assert_eq!(
            Discount::Amount(Minor(1_501)).check(Minor(10_000), cap),
            Err(DiscountRefused::AboveCap)
        );
        assert_eq!(
            Discount::Amount(Minor(10_001)).check(Minor(10_000), Rate(HUNDRED_PERCENT)),
            Err(DiscountRefused::TooMuch)
        );
        for d in [Discount::Percent(Rate(2_500)), Discount::Amount(Minor(1))] {
            let (k, v) = d.cells();
            assert_eq!(Discount::from_cells(Some(k), Some(v)), Some(d));
        }
        assert_eq!(Discount::from_cells(Some("gift"), Some(5)), None);
        assert_eq!(Discount::from_cells(None, Some(5)), None);
    }
}
