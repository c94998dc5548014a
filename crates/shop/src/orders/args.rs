//! The shop's special-order settings read at start: the deposit taken
//! when none is typed (`ORDER_DEPOSIT_PERCENT`), what is kept of a
//! cancelled line once it was ordered (`ORDER_RESTOCK_PERCENT`), and after
//! how many days an arrived part not collected is flagged
//! (`ORDER_COLLECT_REMIND_DAYS`). Each refused with a message that says
//! what would do.

use crate::model::pricing::{parse_rate, Rate, HUNDRED_PERCENT};

use super::OrderTerms;

#[derive(Debug, Clone, clap::Args)]
pub struct OrderArgs {
    /// The deposit, in percent of an order's total, taken when none is
    /// typed (0 to 100).
    #[arg(long, env = "ORDER_DEPOSIT_PERCENT", default_value = "20")]
    pub order_deposit_percent: String,
    /// Kept of a cancelled line's value once it was ordered from the
    /// supplier, in percent (0 to 100; never more than its deposit).
    #[arg(long, env = "ORDER_RESTOCK_PERCENT", default_value = "0")]
    pub order_restock_percent: String,
    /// Days an arrived part may wait to be collected before it is flagged.
    #[arg(long, env = "ORDER_COLLECT_REMIND_DAYS", default_value_t = 7)]
    pub order_collect_remind_days: u32,
}

impl Default for OrderArgs {
    fn default() -> Self {
        OrderArgs {
            order_deposit_percent: "20".into(),
            order_restock_percent: "0".into(),
            order_collect_remind_days: 7,
        }
    }
}

impl OrderArgs {
    /// The terms, or what is wrong with a setting.
    pub fn terms(&self) -> Result<OrderTerms, String> {
        let rate = |name: &str, typed: &str| {
            parse_rate(typed, Rate(HUNDRED_PERCENT)).map_err(|_| {
                format!(
                    "{name} must be a percentage from 0 to 100 (e.g. 20 or 12.5), not {typed:?}"
                )
            })
        };
        let days = self.order_collect_remind_days;
        if !(1..=365).contains(&days) {
            return Err(format!(
                "ORDER_COLLECT_REMIND_DAYS must be from 1 to 365 days, not {days}"
            ));
        }
        Ok(OrderTerms {
            deposit: rate("ORDER_DEPOSIT_PERCENT", &self.order_deposit_percent)?,
            restock: rate("ORDER_RESTOCK_PERCENT", &self.order_restock_percent)?,
            collect_remind_days: i64::from(days),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_settings_are_percentages_and_days_or_refused_saying_so() {
        let t = OrderArgs::default().terms().unwrap();
        assert_eq!(t, OrderTerms::default());
        let args = OrderArgs {
            order_deposit_percent: "12,5".into(),
            order_restock_percent: "15".into(),
            order_collect_remind_days: 14,
        };
        let t = args.terms().unwrap();
        assert_eq!(t.deposit, Rate(12_500));
        assert_eq!(t.restock, Rate(15_000));
        for (deposit, days) in [("120", 7), ("ten", 7), ("-1", 7), ("20", 0)] {
            let args = OrderArgs {
                order_deposit_percent: deposit.into(),
                order_collect_remind_days: days,
                ..OrderArgs::default()
            };
            let err = args.terms().unwrap_err();
            assert!(err.starts_with("ORDER_"), "{err}");
        }
    }
}
