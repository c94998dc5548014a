//! Property tests of an order's money: random orders (lines, quantities,
//! prices, a deposit within the total, a restocking fee) whose lines are
//! moved on as the counter does (ordered, arrived, collected, cancelled
//! before or after ordering) always show a sum that adds up to the minor
//! unit, a due that is what the lines still to come take at collection,
//! and never a due below zero. Tests only.

use proptest::prelude::*;

use super::{
    apply_step, at_collection, balance, deposit_shares,
    money::{money_rows, money_sum, sum_of, Join},
    refund_of, LineState, OrderLine, Step, When,
};
use crate::{
    pricing::{Rate, HUNDRED_PERCENT},
    quote::Minor,
};

/// Where a random line ends up.
#[derive(Debug, Clone, Copy)]
enum End {
    ToOrder,
    Ordered,
    Arrived,
    Collected,
    CancelledEarly,
    CancelledOrdered,
    CancelledArrived,
}

fn end() -> impl Strategy<Value = End> {
    prop_oneof![
        Just(End::ToOrder),
        Just(End::Ordered),
        Just(End::Arrived),
        Just(End::Collected),
        Just(End::CancelledEarly),
        Just(End::CancelledOrdered),
        Just(End::CancelledArrived),
    ]
}

/// A line: one's price, a quantity, whether the quote's amount differs
/// from price × quantity (a discount), and where it ends up.
fn line() -> impl Strategy<Value = (i64, i64, Option<i64>, End)> {
    (
        0i64..60_000,
        1i64..12,
        prop::option::of(0i64..400_000),
        end(),
    )
}

fn when() -> When {
    When {
        now: "2026-11-29 10:00:00".into(),
        today: "2026-11-29".into(),
        by: Some("sam".into()),
    }
}

/// Moves line `pos` on by `step` as the orders' store does: its refund
/// from its share of the deposit, less the fee once it was ordered.
fn step(lines: &mut [OrderLine], deposit: Minor, restock: Rate, pos: usize, step: Step) {
    let share = deposit_shares(lines, deposit)[pos];
    let l = &lines[pos];
    let refund = refund_of(share, l.value(), restock, l.at() >= LineState::Ordered);
    lines[pos] = apply_step(l, &step, &when(), refund).expect("a step the line allows");
}

fn cancel() -> Step {
    Step::Cancelled {
        reason: "changed their mind".into(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn every_order_s_money_adds_up_to_the_minor_unit(
        drafts in prop::collection::vec(line(), 1..9),
        deposit_part in 0u32..=1000,
        restock_percent in 0i64..=100,
    ) {
        let mut lines: Vec<OrderLine> = drafts
            .iter()
            .enumerate()
            .map(|(n, (unit, qty, amount, _))| OrderLine {
                sku: format!("P{n}"),
                unit: Minor(*unit),
                qty: *qty,
                amount: amount.map(Minor),
                state: Some(LineState::ToOrder),
                ..OrderLine::default()
            })
            .collect();
        let total: i64 = lines.iter().map(|l| l.value().0).sum();
        // A deposit within the total, as `deposit_of` allows.
        let deposit = Minor(total * i64::from(deposit_part) / 1000);
        let restock = Rate(restock_percent * HUNDRED_PERCENT / 100);
        for (pos, (_, _, _, end)) in drafts.iter().enumerate() {
            let ordered = || Step::Ordered { reference: String::new(), expected: String::new() };
            let arrived = || Step::Arrived { place: String::new() };
            let path: Vec<Step> = match end {
                End::ToOrder => vec![],
                End::Ordered => vec![ordered()],
                End::Arrived => vec![ordered(), arrived()],
                End::Collected => vec![ordered(), arrived(), Step::Collected],
                End::CancelledEarly => vec![cancel()],
                End::CancelledOrdered => vec![ordered(), cancel()],
                End::CancelledArrived => vec![ordered(), arrived(), cancel()],
            };
            for s in path {
                step(&mut lines, deposit, restock, pos, s);
            }
        }
        let b = balance(&lines, deposit);
        // The sum as shown adds up: total − deposit − paid + refunded +
        // fees kept = due, to the minor unit.
        let terms = money_sum(&b);
        prop_assert_eq!(sum_of(&terms), b.due.0);
        prop_assert_eq!(b.total.0 - b.deposit.0 - b.paid.0 + b.refunded.0 + b.fees.0, b.due.0);
        let end = terms.last().expect("a due");
        prop_assert_eq!(end.join, Join::Equals);
        prop_assert_eq!(end.amount, b.due);
        // The due is what the lines still to come take at collection, so
        // never below zero: nothing is owed back on such an order.
        let shares = deposit_shares(&lines, deposit);
        let to_come: i64 = lines
            .iter()
            .zip(&shares)
            .filter(|(l, _)| !l.at().is_done())
            .map(|(l, s)| at_collection(l.value(), *s).0)
            .sum();
        prop_assert_eq!(b.due.0, to_come);
        prop_assert!(b.due.0 >= 0);
        // What the customer handed over, less what went back, plus what is
        // still due, is what they owe: the lines kept and the fees.
        prop_assert_eq!(b.deposit.0 + b.paid.0 - b.refunded.0 + b.due.0, b.total.0 + b.fees.0);
        // Every row not zero is shown, and the last says the due.
        let rows = money_rows(&b);
        let last = rows.last().expect("a due");
        prop_assert_eq!((last.key, last.amount, last.strong), ("receipt-due", b.due, true));
        prop_assert!(rows[..rows.len() - 1].iter().all(|r| r.amount.0 != 0 || r.key == "receipt-total"));
        let shown = |key: &str| rows.iter().any(|r| r.key == key);
        prop_assert_eq!(shown("order-paid"), b.paid.0 != 0);
        prop_assert_eq!(shown("order-fees"), b.fees.0 != 0);
        prop_assert_eq!(shown("receipt-refunded"), b.refunded.0 != 0);
    }
}
