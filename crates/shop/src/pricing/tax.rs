//! Tax: the rate table the portal ships (the UK, every EU country,
//! Switzerland, Norway, and each US state's base sales tax), and the
//! arithmetic of tax on a quote, exact in minor units. Rates are data:
//! the shop may set its own rate (a US city's local rate, a change in
//! law) over the shipped one, and this table is only where it starts.
//!
//! Where tax is rounded, and why:
//! - **On the total, not per line**, everywhere: a quote here is one
//!   document at one rate, and the UK (HMRC VAT Notice 700, §16.6), the
//!   EU's invoicing rules (the VAT amount per rate, Directive 2006/112/EC
//!   art. 226(10)) and US states' sales tax (computed on the taxable
//!   total of the sale) all take the amount on the document's total. One
//!   rounding, on the total, also keeps the copy's figures adding up.
//! - **The UK rounds VAT down** to the penny (HMRC allows the total VAT
//!   to be rounded down; the customer never pays a fraction more).
//! - **Everywhere else half up** (commercial rounding, a half cent up).
//!
//! Consumer prices include tax in the UK, the EU, Switzerland and Norway
//! (UK Price Marking Order 2004, art. 9 (formerly 1991); EU Directive
//! 98/6/EC); in the US a shelf price is before sales tax, which is added
//! at the total.

use crate::model::{
    pricing::{Rate, TaxKind, HUNDRED_PERCENT},
    quote::Minor,
    Currency,
};

/// How a tax amount is rounded to the minor unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TaxRounding {
    /// Towards zero (the UK's VAT).
    Down,
    /// Half a minor unit away from zero.
    HalfUp,
}

/// One row of the shipped table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TaxRegion {
    /// ISO 3166 code ("DE"), or a US state's ISO 3166-2 code ("US-CA").
    pub code: &'static str,
    /// The standard rate.
    pub standard: Rate,
    /// Consumer prices are shown including the tax.
    pub prices_include_tax: bool,
    pub rounding: TaxRounding,
    /// What the tax is called (VAT, or US sales tax).
    pub name: TaxKind,
    /// The currency a shop there is priced in by default.
    pub currency: Currency,
}

const fn vat(code: &'static str, percent_thousandths: i64, currency: Currency) -> TaxRegion {
    TaxRegion {
        code,
        standard: Rate(percent_thousandths),
        prices_include_tax: true,
        rounding: TaxRounding::HalfUp,
        name: TaxKind::Vat,
        currency,
    }
}

const fn state(code: &'static str, percent_thousandths: i64) -> TaxRegion {
    TaxRegion {
        code,
        standard: Rate(percent_thousandths),
        prices_include_tax: false,
        rounding: TaxRounding::HalfUp,
        name: TaxKind::SalesTax,
        currency: Currency::Usd,
    }
}

use Currency::{Eur, Gbp};

/// Standard rates as they stood in 2025 (Slovakia 23 % from January,
/// Estonia 24 % from July, Romania 21 % from August; Finland 25.5 % since
/// September 2024). Switzerland and Norway price in their own currencies,
/// which the supplier does not: a shop there is priced in EUR unless it
/// says otherwise.
pub const REGIONS: &[TaxRegion] = &[
    TaxRegion {
        rounding: TaxRounding::Down,
        ..vat("GB", 20_000, Gbp)
    },
    vat("AT", 20_000, Eur),
    vat("BE", 21_000, Eur),
    vat("BG", 20_000, Eur),
    vat("HR", 25_000, Eur),
    vat("CY", 19_000, Eur),
    vat("CZ", 21_000, Eur),
    vat("DK", 25_000, Eur),
    vat("EE", 24_000, Eur),
    vat("FI", 25_500, Eur),
    vat("FR", 20_000, Eur),
    vat("DE", 19_000, Eur),
    vat("GR", 24_000, Eur),
    vat("HU", 27_000, Eur),
    vat("IE", 23_000, Eur),
    vat("IT", 22_000, Eur),
    vat("LV", 21_000, Eur),
    vat("LT", 21_000, Eur),
    vat("LU", 17_000, Eur),
    vat("MT", 18_000, Eur),
    vat("NL", 21_000, Eur),
    vat("PL", 23_000, Eur),
    vat("PT", 23_000, Eur),
    vat("RO", 21_000, Eur),
    vat("SK", 23_000, Eur),
    vat("SI", 22_000, Eur),
    vat("ES", 21_000, Eur),
    vat("SE", 25_000, Eur),
    vat("CH", 8_100, Eur),
    vat("NO", 25_000, Eur),
    // A US shop with no state set: no sales tax until it sets its rate.
    state("US", 0),
    state("US-AL", 4_000),
    state("US-AK", 0),
    state("US-AZ", 5_600),
    state("US-AR", 6_500),
    state("US-CA", 7_250),
    state("US-CO", 2_900),
    state("US-CT", 6_350),
    state("US-DE", 0),
    state("US-DC", 6_000),
    state("US-FL", 6_000),
    state("US-GA", 4_000),
    state("US-HI", 4_000),
    state("US-ID", 6_000),
    state("US-IL", 6_250),
    state("US-IN", 7_000),
    state("US-IA", 6_000),
    state("US-KS", 6_500),
    state("US-KY", 6_000),
    state("US-LA", 5_000),
    state("US-ME", 5_500),
    state("US-MD", 6_000),
    state("US-MA", 6_250),
    state("US-MI", 6_000),
    state("US-MN", 6_875),
    state("US-MS", 7_000),
    state("US-MO", 4_225),
    state("US-MT", 0),
    state("US-NE", 5_500),
    state("US-NV", 6_850),
    state("US-NH", 0),
    state("US-NJ", 6_625),
    state("US-NM", 4_875),
    state("US-NY", 4_000),
    state("US-NC", 4_750),
    state("US-ND", 5_000),
    state("US-OH", 5_750),
    state("US-OK", 4_500),
    state("US-OR", 0),
    state("US-PA", 6_000),
    state("US-RI", 7_000),
    state("US-SC", 6_000),
    state("US-SD", 4_200),
    state("US-TN", 7_000),
    state("US-TX", 6_250),
    state("US-UT", 6_100),
    state("US-VT", 6_000),
    state("US-VA", 5_300),
    state("US-WA", 6_500),
    state("US-WV", 6_000),
    state("US-WI", 5_000),
    state("US-WY", 4_000),
];

/// A region of the table by its code ("de", "US-CA"; "UK" is "GB").
pub fn region(code: &str) -> Option<&'static TaxRegion> {
    let code = code.trim();
    let code = if code.eq_ignore_ascii_case("UK") {
        "GB"
    } else {
        code
    };
    REGIONS.iter().find(|r| r.code.eq_ignore_ascii_case(code))
}

/// `n / d` rounded as `mode` says (`d` > 0); `n` may be negative.
pub(super) fn divide(n: i128, d: i128, mode: TaxRounding) -> i64 {
    let (q, r) = (n / d, n % d);
    let q = match mode {
        TaxRounding::Down => q,
        TaxRounding::HalfUp if 2 * r.abs() >= d => q + n.signum(),
        TaxRounding::HalfUp => q,
    };
    q.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64
}

/// The tax contained in `gross`, a total including tax at `rate`:
/// `gross × rate / (100 % + rate)`, rounded as the region does.
pub fn tax_in(gross: Minor, rate: Rate, rounding: TaxRounding) -> Minor {
    let n = i128::from(gross.0) * i128::from(rate.0);
    let d = i128::from(HUNDRED_PERCENT) + i128::from(rate.0);
    Minor(divide(n, d, rounding))
}

/// The tax on `net`, a total before tax: `net × rate`, rounded as the
/// region does.
pub fn tax_on(net: Minor, rate: Rate, rounding: TaxRounding) -> Minor {
    let n = i128::from(net.0) * i128::from(rate.0);
    Minor(divide(n, i128::from(HUNDRED_PERCENT), rounding))
}

/// `amount` plus `rate` of it, half up (a net price grossed up for the
/// shelf: a price, not a tax amount, so never rounded down).
pub fn with_tax(amount: Minor, rate: Rate) -> Minor {
    let n = i128::from(amount.0) * (i128::from(HUNDRED_PERCENT) + i128::from(rate.0));
    Minor(divide(n, i128::from(HUNDRED_PERCENT), TaxRounding::HalfUp))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_each_region_once_and_rates_in_range() {
        let mut codes: Vec<&str> = REGIONS.iter().map(|r| r.code).collect();
        codes.sort_unstable();
        let n = codes.len();
        codes.dedup();
        assert_eq!(codes.len(), n, "a region is listed twice");
        // 27 EU countries, the UK, CH, NO; 50 states, DC and "US".
        assert_eq!(
            REGIONS.iter().filter(|r| !r.code.starts_with("US")).count(),
            30
        );
        assert_eq!(
            REGIONS.iter().filter(|r| r.code.starts_with("US-")).count(),
            51
        );
        for r in REGIONS {
            assert!((0..=30_000).contains(&r.standard.0), "{}", r.code);
        }
        assert_eq!(region("uk").map(|r| r.standard), Some(Rate(20_000)));
        assert_eq!(region("us-mn").map(|r| r.standard), Some(Rate(6_875)));
        assert_eq!(region("SK").map(|r| r.standard), Some(Rate(23_000)));
        assert_eq!(region("XX"), None);
    }

    #[test]
    fn worked_examples_to_the_penny_and_cent() {
        // UK: £462.98 including 20 % VAT holds £77.163…: rounded down, £77.16.
        assert_eq!(
            tax_in(Minor(46_298), Rate(20_000), TaxRounding::Down),
            Minor(7_716)
        );
        // Germany: 99,95 € including 19 % holds 15,958… €: 15,96 €.
        assert_eq!(
            tax_in(Minor(9_995), Rate(19_000), TaxRounding::HalfUp),
            Minor(1_596)
        );
        // California: $123.45 before 7.25 % sales tax: $8.950125, $8.95.
        assert_eq!(
            tax_on(Minor(12_345), Rate(7_250), TaxRounding::HalfUp),
            Minor(895)
        );
        // Minnesota: $200.00 at 6.875 %: $13.75 exactly.
        assert_eq!(
            tax_on(Minor(20_000), Rate(6_875), TaxRounding::HalfUp),
            Minor(1_375)
        );
        // A half cent goes up: $0.50 at 1 %.
        assert_eq!(
            tax_on(Minor(50), Rate(1_000), TaxRounding::HalfUp),
            Minor(1)
        );
        assert_eq!(tax_on(Minor(50), Rate(1_000), TaxRounding::Down), Minor(0));
        // A refund's tax is the mirror of the sale's.
        assert_eq!(
            tax_on(Minor(-50), Rate(1_000), TaxRounding::HalfUp),
            Minor(-1)
        );
        // A net 84,00 € grossed up at 19 %: 99,96 €.
        assert_eq!(with_tax(Minor(8_400), Rate(19_000)), Minor(9_996));
        assert_eq!(
            tax_in(Minor(0), Rate(19_000), TaxRounding::HalfUp),
            Minor(0)
        );
    }
}
