//! The stocking rules and the suggestion, line by line.

use super::*;

fn typed(min: &str, max: &str) -> RuleTyped {
    RuleTyped {
        min: min.into(),
        max: max.into(),
        ..RuleTyped::default()
    }
}

fn kept(min: i64, max: i64) -> Stocking {
    Stocking::Kept {
        levels: Levels { min, max },
        season: None,
    }
}

#[test]
fn a_rule_is_a_minimum_and_a_maximum_at_or_above_it() {
    assert_eq!(rule_of(&typed("2", "6")), Ok(kept(2, 6)));
    assert_eq!(rule_of(&typed(" 0 ", "1")), Ok(kept(0, 1)));
    assert_eq!(rule_of(&typed("4", "3")), Err(RuleProblem::MaxBelowMin));
    assert_eq!(rule_of(&typed("0", "0")), Err(RuleProblem::NoMax));
    for bad in ["-1", "two", "1.5", "", "1000001"] {
        assert_eq!(
            rule_of(&typed(bad, "6")),
            Err(RuleProblem::NotALevel),
            "{bad}"
        );
    }
    let not = RuleTyped {
        not_stocked: true,
        min: "nonsense".into(),
        ..RuleTyped::default()
    };
    assert_eq!(rule_of(&not), Ok(Stocking::NotStocked));
}

#[test]
fn a_season_has_its_months_and_its_own_levels() {
    let winter = RuleTyped {
        season: "11-2".into(),
        season_min: "4".into(),
        season_max: "10".into(),
        ..typed("1", "3")
    };
    let rule = rule_of(&winter).unwrap();
    assert_eq!(rule.levels_in(12), Some(Levels { min: 4, max: 10 }));
    assert_eq!(rule.levels_in(1), Some(Levels { min: 4, max: 10 }));
    assert_eq!(rule.levels_in(3), Some(Levels { min: 1, max: 3 }));
    assert_eq!(rule.levels_in(10), Some(Levels { min: 1, max: 3 }));
    assert!(months("6-8").unwrap().holds(7));
    assert!(!months("6-8").unwrap().holds(9));
    assert!(months("12").unwrap().holds(12));
    for bad in ["13", "0-3", "11-", "summer", "1-2-3"] {
        assert_eq!(months(bad), Err(RuleProblem::NotMonths), "{bad}");
    }
    let half = RuleTyped {
        season: "6-8".into(),
        ..typed("1", "3")
    };
    assert_eq!(rule_of(&half), Err(RuleProblem::SeasonHalf));
    let backwards = RuleTyped {
        season: "6-8".into(),
        season_min: "5".into(),
        season_max: "2".into(),
        ..typed("1", "3")
    };
    assert_eq!(rule_of(&backwards), Err(RuleProblem::MaxBelowMin));
}

#[test]
fn a_part_at_its_minimum_is_filled_to_its_maximum_counting_what_is_on_order() {
    // Max 6, min 2: 1 free and 1 on order is 2, at the minimum: order 4.
    let s = suggest(
        kept(2, 6),
        5,
        Signals {
            available: 1,
            on_order: 1,
            ..Signals::default()
        },
    );
    assert_eq!(s.qty, 4);
    assert_eq!(
        s.needs,
        vec![Need::Refill {
            min: 2,
            max: 6,
            have: 2,
            units: 4
        }]
    );
    // Above the minimum: nothing; the shelf runs down first.
    let s = suggest(
        kept(2, 6),
        5,
        Signals {
            available: 3,
            ..Signals::default()
        },
    );
    assert_eq!(s.qty, 0);
    assert_eq!(s.needs, vec![Need::Enough { min: 2, have: 3 }]);
    // Sold short (below zero): the shortfall is ordered too.
    let s = suggest(
        kept(0, 2),
        5,
        Signals {
            available: -3,
            ..Signals::default()
        },
    );
    assert_eq!(s.qty, 5);
}

#[test]
fn customers_and_lost_sales_are_ordered_on_top() {
    // "Max 6, have 1, on order 2, 2 lost sales: order 5" (3 + 2).
    let s = suggest(
        kept(3, 6),
        1,
        Signals {
            available: 1,
            on_order: 2,
            for_customers: 0,
            lost: 2,
        },
    );
    assert_eq!(s.qty, 5);
    assert!(s.needs.contains(&Need::Lost(2)));
    // A customer's line on a part above its minimum: that line alone.
    let s = suggest(
        kept(1, 4),
        1,
        Signals {
            available: 3,
            for_customers: 2,
            ..Signals::default()
        },
    );
    assert_eq!(s.qty, 2);
    assert_eq!(
        s.needs,
        vec![Need::Enough { min: 1, have: 3 }, Need::ForCustomers(2)]
    );
}

#[test]
fn a_part_not_stocked_is_ordered_for_its_customers_less_what_is_coming() {
    let s = suggest(
        Stocking::NotStocked,
        1,
        Signals {
            available: 0,
            on_order: 1,
            for_customers: 3,
            lost: 4,
        },
    );
    assert_eq!(
        s.qty, 2,
        "3 for customers, 1 already on its way, lost sales not demand"
    );
    assert_eq!(s.needs, vec![Need::ForCustomers(3), Need::OnOrder(1)]);
    let nothing = suggest(Stocking::NotStocked, 1, Signals::default());
    assert_eq!((nothing.qty, nothing.needs.len()), (0, 0));
}

#[test]
fn sales_hint_at_stocking_a_part_or_dropping_it() {
    assert_eq!(hint(None, 3, Some(0)), Some(Hint::Stock));
    assert_eq!(
        hint(Some(Stocking::NotStocked), 5, Some(1)),
        Some(Hint::Stock)
    );
    assert_eq!(hint(None, 2, Some(0)), None);
    assert_eq!(hint(Some(kept(1, 2)), 0, Some(9)), Some(Hint::Drop));
    assert_eq!(hint(Some(kept(1, 2)), 0, None), Some(Hint::Drop));
    assert_eq!(hint(Some(kept(1, 2)), 4, Some(0)), None);
}
