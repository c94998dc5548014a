//! A part's shelf price from one rule: plain arithmetic over whole minor
//! units (i128 inside, so no product of a price and a rate overflows),
//! each step rounded once, half up, and the price point last (always up).
//!
//! "Dealer + markup" is a net price; where the shop's shelf prices include
//! tax, the tax is added before the price point, so the shelf shows
//! 12,95 € and not a net price that happens to end in 95. "RRP × factor"
//! is a shelf price as it stands: the supplier's RRP already includes UK
//! VAT, and the factor the shop sets covers the exchange and any
//! difference in tax.

use crate::model::{
    pricing::{Basis, NoPrice, PriceRule, Rate, FACTOR_ONE, HUNDRED_PERCENT},
    quote::Minor,
};

use super::tax::{divide, with_tax, TaxRounding};

/// What a shelf price is made from: the part's prices (the dealer price
/// in the shop's currency) and the tax the shelf price includes, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Inputs {
    pub dealer: Option<Minor>,
    pub rrp: Option<Minor>,
    /// The tax rate shelf prices include (`None`: they are before tax).
    pub shelf_tax: Option<Rate>,
    /// The part's retail price at the shop, for a tier that starts from it.
    pub retail: Option<Minor>,
}

/// The shelf price by `rule`, or why there is none.
pub fn shelf_price(rule: PriceRule, input: Inputs) -> Result<Minor, NoPrice> {
    let unrounded = match rule.basis {
        Basis::DealerPlus(markup) => {
            let dealer = input.dealer.ok_or(NoPrice::NoDealerPrice)?;
            let net = scale(dealer, HUNDRED_PERCENT + markup.0, HUNDRED_PERCENT);
            match input.shelf_tax {
                Some(rate) => with_tax(net, rate),
                None => net,
            }
        }
        Basis::RrpTimes(factor) => {
            let rrp = input.rrp.ok_or(NoPrice::NoRrp)?;
            scale(rrp, factor.0, FACTOR_ONE)
        }
        Basis::RetailLess(off) => {
            let retail = input.retail.ok_or(NoPrice::NoRetail)?;
            scale(retail, HUNDRED_PERCENT - off.0, HUNDRED_PERCENT)
        }
    };
    Ok(rule.rounding.apply(unrounded))
}

/// `amount × num / den`, half up.
fn scale(amount: Minor, num: i64, den: i64) -> Minor {
    let n = i128::from(amount.0) * i128::from(num);
    Minor(divide(n, i128::from(den), TaxRounding::HalfUp))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::pricing::{Factor, Rounding};

    fn input(dealer: Option<i64>, rrp: Option<i64>, tax: Option<i64>) -> Inputs {
        Inputs {
            dealer: dealer.map(Minor),
            rrp: rrp.map(Minor),
            shelf_tax: tax.map(Rate),
            retail: None,
        }
    }

    #[test]
    fn dealer_plus_markup_then_tax_then_the_price_point() {
        let rule = PriceRule {
            basis: Basis::DealerPlus(Rate(40_000)),
            rounding: Rounding::Ends95,
        };
        // 60,00 € + 40 % = 84,00 €; + 19 % = 99,96 €; up to 100,95 €.
        assert_eq!(
            shelf_price(rule, input(Some(6_000), None, Some(19_000))),
            Ok(Minor(10_095))
        );
        // $60.00 + 40 % = $84.00, before sales tax: $84.95.
        assert_eq!(
            shelf_price(rule, input(Some(6_000), None, None)),
            Ok(Minor(8_495))
        );
        // 12.345 % on 9.99: 11.223…, to the cent 11.22.
        let exact = PriceRule {
            basis: Basis::DealerPlus(Rate(12_345)),
            rounding: Rounding::Exact,
        };
        assert_eq!(
            shelf_price(exact, input(Some(999), None, None)),
            Ok(Minor(1_122))
        );
        assert_eq!(
            shelf_price(rule, input(None, Some(1_000), Some(19_000))),
            Err(NoPrice::NoDealerPrice)
        );
    }

    #[test]
    fn rrp_times_a_factor_is_the_shelf_price_as_it_stands() {
        let rule = PriceRule {
            basis: Basis::RrpTimes(Factor(11_700)),
            rounding: Rounding::Ends99,
        };
        // £231.49 × 1.17 = 270.8433: 270.84, up to 270.99 (no tax added).
        assert_eq!(
            shelf_price(rule, input(None, Some(23_149), Some(19_000))),
            Ok(Minor(27_099))
        );
        let at_rrp = PriceRule {
            basis: Basis::RrpTimes(Factor(FACTOR_ONE)),
            rounding: Rounding::Exact,
        };
        assert_eq!(
            shelf_price(at_rrp, input(Some(1), Some(23_149), Some(20_000))),
            Ok(Minor(23_149))
        );
        assert_eq!(
            shelf_price(at_rrp, input(Some(1), None, None)),
            Err(NoPrice::NoRrp)
        );
    }
}
