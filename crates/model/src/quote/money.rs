//! Money in a quote: whole minor units (pence, cents), from the moment a
//! supplier's price is read into a line to the totals on the page. Sums of
//! whole numbers are exact, so a list of a thousand lines adds up to the
//! penny. A price is turned into minor units once, from the decimal the
//! supplier wrote, rounded half away from zero; nothing after that is a
//! binary fraction. It must not do currency conversion or tax.

use serde::{Deserialize, Serialize};

use crate::Currency;

/// An amount in minor units of its currency (pence for GBP, cents for USD
/// and EUR).
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Minor(pub i64);

/// The largest price taken, in major units: anything larger is no real
/// part's price and is treated as missing (and keeps every sum of a full
/// list far inside `i64`).
pub const MAX_PRICE: f64 = 1e9;

impl Minor {
    /// A supplier's price (a JSON number, read as `f64`) in minor units:
    /// the shortest decimal that reads back as the same number (what the
    /// supplier wrote), rounded to two places half away from zero. `None`
    /// for what is no price (not finite, or beyond `MAX_PRICE`).
    pub fn from_price(price: f64) -> Option<Minor> {
        if !price.is_finite() || price.abs() > MAX_PRICE {
            return None;
        }
        // `Display` for f64 writes the shortest round-trip decimal, never
        // with an exponent.
        Minor::from_decimal(&price.to_string())
    }

    /// A decimal written as text (`-12.345`) in minor units, rounded half
    /// away from zero; `None` when it is not a plain decimal.
    pub fn from_decimal(text: &str) -> Option<Minor> {
        let (negative, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
        if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        if !fraction.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let whole: i64 = whole.parse().ok()?;
        let mut fraction = fraction.bytes().map(|b| i64::from(b - b'0'));
        let tenths = fraction.next().unwrap_or(0);
        let hundredths = fraction.next().unwrap_or(0);
        // Half away from zero: the third place alone decides (5 or more up).
        let up = i64::from(fraction.next().unwrap_or(0) >= 5);
        let units = whole
            .checked_mul(100)?
            .checked_add(tenths * 10 + hundredths + up)?;
        Some(Minor(if negative { -units } else { units }))
    }

    /// This amount `qty` times (saturating: never wraps).
    pub fn times(self, qty: i64) -> Minor {
        Minor(self.0.saturating_mul(qty))
    }

    pub fn plus(self, other: Minor) -> Minor {
        Minor(self.0.saturating_add(other.0))
    }

    pub fn minus(self, other: Minor) -> Minor {
        Minor(self.0.saturating_sub(other.0))
    }

    /// "12.50" (no symbol): whole units, a point, two digits.
    pub fn plain(self) -> String {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        format!("{sign}{}.{:02}", a / 100, a % 100)
    }
}

/// "£12.50", or "—" when there is no price.
pub fn format(c: Currency, amount: Option<Minor>) -> String {
    match amount {
        Some(m) => format!("{}{}", c.symbol(), m.plain()),
        None => "—".to_string(),
    }
}

/// `part` as a percentage of `whole` (one decimal's worth of precision is
/// all a page shows); `None` when `whole` is not positive.
pub fn percent(part: Minor, whole: Minor) -> Option<f64> {
    (whole.0 > 0).then(|| part.0 as f64 / whole.0 as f64 * 100.0)
}

/// A percentage in thousandths of a percent: 19 % is `Rate(19_000)`,
/// 6.875 % (Minnesota's sales tax) is `Rate(6_875)`. Whole numbers, so a
/// rate is exact in every sum it enters.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Rate(pub i64);

/// One whole hundred percent, in `Rate`'s units.
pub const HUNDRED_PERCENT: i64 = 100_000;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_round_half_away_from_zero_from_what_was_written() {
        assert_eq!(Minor::from_price(12.5), Some(Minor(1250)));
        assert_eq!(Minor::from_price(0.1), Some(Minor(10)));
        // 1.005 is stored as 1.00499999999999989...: the decimal decides.
        assert_eq!(Minor::from_price(1.005), Some(Minor(101)));
        assert_eq!(Minor::from_price(2.675), Some(Minor(268)));
        assert_eq!(Minor::from_price(-2.675), Some(Minor(-268)));
        assert_eq!(Minor::from_price(19.994), Some(Minor(1999)));
        assert_eq!(Minor::from_price(0.0), Some(Minor(0)));
        assert_eq!(Minor::from_price(1e-7), Some(Minor(0)));
        assert_eq!(Minor::from_price(f64::NAN), None);
        assert_eq!(Minor::from_price(f64::INFINITY), None);
        assert_eq!(Minor::from_price(2e9), None);
        assert_eq!(Minor::from_decimal("12."), Some(Minor(1200)));
        assert_eq!(Minor::from_decimal("1e5"), None);
        assert_eq!(Minor::from_decimal(".5"), None);
    }

    #[test]
    fn amounts_print_as_the_pages_always_did() {
        assert_eq!(format(Currency::Gbp, Some(Minor(1250))), "£12.50");
        assert_eq!(format(Currency::Usd, Some(Minor(5))), "$0.05");
        assert_eq!(format(Currency::Eur, Some(Minor(-350))), "€-3.50");
        assert_eq!(format(Currency::Gbp, None), "—");
        assert_eq!(Minor(199).times(3), Minor(597));
        assert_eq!(Minor(i64::MAX).times(2), Minor(i64::MAX));
        assert_eq!(percent(Minor(400), Minor(1000)), Some(40.0));
        assert_eq!(percent(Minor(1), Minor(0)), None);
    }
}
