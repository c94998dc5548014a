//! Property tests of the average cost: any run of receipts, sales,
//! returns and adjustments keeps the part's value equal to the sum of its
//! movements' values (so the value at a past date, summed from the
//! ledger, is what the part was worth), is zero whenever nothing is on
//! hand, never below zero while something is, and its units the sum of
//! the quantities. Tests only.

use proptest::prelude::*;

use super::cost::{apply, Held, Move};
use crate::quote::money::Minor;

fn moves() -> impl Strategy<Value = Vec<Move>> {
    let one = prop_oneof![
        (1i64..500, 0i64..1_000_000).prop_map(|(q, c)| Move {
            qty: q,
            cost: Some(Minor(c))
        }),
        (1i64..500).prop_map(|q| Move { qty: q, cost: None }),
        (1i64..500).prop_map(|q| Move {
            qty: -q,
            cost: None
        }),
    ];
    proptest::collection::vec(one, 1..60)
}

proptest! {
    #[test]
    fn the_ledger_adds_up_to_the_shelf(moves in moves()) {
        let mut held = Held::default();
        let mut sum = 0i64;
        let mut units = 0i64;
        for mv in moves {
            let a = apply(held, mv);
            sum += a.value.0;
            units += mv.qty;
            held = a.held;
            prop_assert_eq!(held.value.0, sum);
            prop_assert_eq!(held.on_hand, units);
            if held.on_hand == 0 {
                prop_assert_eq!(held.value.0, 0);
            }
            if held.on_hand > 0 {
                prop_assert!(held.value.0 >= 0);
            }
            if held.on_hand < 0 {
                prop_assert!(held.value.0 <= 0);
            }
            prop_assert!(held.average.0 >= 0);
        }
    }
}
