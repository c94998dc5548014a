//! The shop's margin on a part: what its own price comes to before tax
//! against what the part costs it, the dealer price in the shop's
//! currency. Both are the shop's own figures, so the margin is what the
//! shop keeps, not the supplier's RRP against another currency's price.

use serde::{Deserialize, Serialize};

use crate::quote::money::{Minor, Rate, HUNDRED_PERCENT};

/// A margin: the amount and that as a share of the price before tax.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShopMargin {
    pub amount: Minor,
    /// Of the price before tax (negative when it sells under cost).
    pub percent: Rate,
}

/// The margin of a price before tax (`net`) over the dealer price; `None`
/// when the price is not positive.
pub fn shop_margin(net: Minor, dealer: Minor) -> Option<ShopMargin> {
    if net.0 <= 0 {
        return None;
    }
    let amount = Minor(net.0.checked_sub(dealer.0)?);
    let share = i128::from(amount.0) * i128::from(HUNDRED_PERCENT);
    // Rounded half away from zero, to a thousandth of a percent.
    let den = i128::from(net.0);
    let rounded = (2 * share + share.signum() * den) / (2 * den);
    Some(ShopMargin {
        amount,
        percent: Rate(i64::try_from(rounded).ok()?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_margin_is_the_net_price_over_the_dealer_price() {
        // 17,95 € with 19 % VAT is 15,08 € before tax; it costs 10,72 €.
        let m = shop_margin(Minor(1_508), Minor(1_072)).unwrap();
        assert_eq!(m.amount, Minor(436));
        assert_eq!(m.percent, Rate(28_912), "28.912 %");
        let under = shop_margin(Minor(1_000), Minor(1_200)).unwrap();
        assert_eq!((under.amount, under.percent), (Minor(-200), Rate(-20_000)));
        assert_eq!(shop_margin(Minor(0), Minor(100)), None);
        assert_eq!(shop_margin(Minor(-5), Minor(1)), None);
    }
}
