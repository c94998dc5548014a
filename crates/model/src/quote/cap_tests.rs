//! The cap's rule: the cases people met, and random sequences of changes
//! to a quote that never leave a discount above the cap without a
//! manager's approval for it.

use proptest::prelude::*;

use super::*;

const CAP: Rate = Rate(15_000);

fn amount(m: i64) -> Option<Discount> {
    Some(Discount::Amount(Minor(m)))
}

fn line(sku: &str, value: i64, discount: Option<Discount>) -> CapLine {
    CapLine {
        sku: sku.into(),
        value: Some(Minor(value)),
        kept: Kept {
            discount,
            approved: None,
        },
    }
}

#[test]
fn fifteen_percent_of_ten_is_capped_when_one_is_left() {
    // £163.48 off 10 × £108.99 is within 15 %; off one it is all of it.
    let ten = CapQuote {
        lines: vec![line("A", 10 * 10_899, amount(16_348))],
        ..CapQuote::default()
    };
    assert!(hold_cap(&ten, CAP, ChangedBy::Staff).is_empty());
    let one = CapQuote {
        lines: vec![line("A", 10_899, amount(16_348))],
        ..CapQuote::default()
    };
    let changes = hold_cap(&one, CAP, ChangedBy::Staff);
    assert_eq!(changes.len(), 1);
    let c = &changes[0];
    assert_eq!(c.on, DiscountOn::Line("A".into()));
    assert_eq!(c.held, Held::Capped);
    // 15 % of £108.99 is £16.3485: £16.34, never more.
    assert_eq!(c.now.discount, amount(1_634));
    // A manager changing it approves the share it now is.
    let by_manager = hold_cap(&one, CAP, ChangedBy::Manager);
    assert_eq!(by_manager[0].held, Held::Approved);
    assert_eq!(by_manager[0].now.discount, amount(16_348));
    assert_eq!(by_manager[0].now.approved, Some(Rate(HUNDRED_PERCENT)));
}

#[test]
fn an_approved_share_stands_and_a_larger_one_is_capped_to_it() {
    // £30 off £100 approved (30 %).
    let approved = approval_for(Discount::Amount(Minor(3_000)), Minor(10_000), CAP);
    assert_eq!(approved, Some(Rate(30_000)));
    assert_eq!(
        approval_for(Discount::Amount(Minor(1_500)), Minor(10_000), CAP),
        None
    );
    let kept = Kept {
        discount: amount(3_000),
        approved,
    };
    assert_eq!(hold_one(Minor(10_000), kept, CAP, ChangedBy::Staff), None);
    // More of the line: a smaller share, still fine.
    assert_eq!(hold_one(Minor(20_000), kept, CAP, ChangedBy::Staff), None);
    // Half the line: 60 %, capped back to the 30 % approved, not to 15 %.
    let (now, held) = hold_one(Minor(5_000), kept, CAP, ChangedBy::Staff).unwrap();
    assert_eq!(held, Held::Capped);
    assert_eq!(now.discount, amount(1_500));
    assert_eq!(now.approved, approved);
    // A percentage keeps its share whatever its line is worth.
    let twenty = Kept {
        discount: Some(Discount::Percent(Rate(20_000))),
        approved: Some(Rate(20_000)),
    };
    assert_eq!(hold_one(Minor(1), twenty, CAP, ChangedBy::Staff), None);
    // One above the cap with no approval (a cap lowered since) comes down.
    let unapproved = Kept {
        discount: Some(Discount::Percent(Rate(20_000))),
        approved: None,
    };
    let (now, _) = hold_one(Minor(1), unapproved, CAP, ChangedBy::Staff).unwrap();
    assert_eq!(now.discount, Some(Discount::Percent(CAP)));
}

#[test]
fn a_whole_quote_amount_is_held_to_what_the_lines_come_to() {
    // £105.99 off two lines of £105.99 and £800: within 15 %.
    let both = CapQuote {
        lines: vec![line("A", 10_599, None), line("B", 80_000, None)],
        discount: Kept {
            discount: amount(10_599),
            approved: None,
        },
    };
    assert!(hold_cap(&both, CAP, ChangedBy::Staff).is_empty());
    // The £800 line removed: £105.99 off £105.99.
    let one = CapQuote {
        lines: vec![line("A", 10_599, None)],
        ..both.clone()
    };
    let changes = hold_cap(&one, CAP, ChangedBy::Staff);
    assert_eq!(changes[0].on, DiscountOn::Quote);
    assert_eq!(changes[0].now.discount, amount(1_589));
    // Every line removed: nothing left to take it from, so it goes.
    let none = CapQuote {
        lines: vec![],
        ..both.clone()
    };
    assert_eq!(
        hold_cap(&none, CAP, ChangedBy::Staff)[0].now,
        Kept::default()
    );
}

#[test]
fn the_quote_is_held_after_its_lines_and_unpriced_lines_are_left() {
    // The line's £50 off £100 is capped to £15, so the quote's £10 is
    // taken from £85, not £50: within.
    let q = CapQuote {
        lines: vec![
            line("A", 10_000, amount(5_000)),
            CapLine {
                value: None,
                ..line("B", 0, amount(999))
            },
        ],
        discount: Kept {
            discount: amount(1_000),
            approved: None,
        },
    };
    let changes = hold_cap(&q, CAP, ChangedBy::Staff);
    assert_eq!(changes.len(), 1, "{changes:?}");
    assert_eq!(changes[0].now.discount, amount(1_500));
}

/// A quote as a shop has it: parts at a unit price on a tier.
#[derive(Debug, Clone)]
struct Shop {
    lines: Vec<Part>,
    discount: Kept,
    /// The customer's tier: this share off every unit price.
    tier: i64,
    next: usize,
}

#[derive(Debug, Clone)]
struct Part {
    sku: String,
    unit: i64,
    qty: i64,
    kept: Kept,
}

impl Shop {
    fn value(&self, p: &Part) -> i64 {
        let unit = p.unit * (HUNDRED_PERCENT - self.tier) / HUNDRED_PERCENT;
        unit * p.qty
    }

    fn quote(&self) -> CapQuote {
        CapQuote {
            lines: self
                .lines
                .iter()
                .map(|p| CapLine {
                    sku: p.sku.clone(),
                    value: Some(Minor(self.value(p))),
                    kept: p.kept,
                })
                .collect(),
            discount: self.discount,
        }
    }

    /// What the quote's discount is taken from: the lines after theirs.
    fn lines_sum(&self) -> i64 {
        let off = |p: &Part| p.kept.discount.map_or(0, |d| d.off(Minor(self.value(p))).0);
        self.lines.iter().map(|p| self.value(p) - off(p)).sum()
    }

    /// A discount given at the counter, as the form takes it: within the
    /// cap, or above it with a manager's name and password (its share
    /// approved); else refused, nothing changed.
    fn give(value: i64, d: Discount, approved_by_manager: bool) -> Option<Kept> {
        let value = Minor(value);
        if matches!(d, Discount::Amount(a) if a > value) {
            return None;
        }
        let approved = approval_for(d, value, CAP);
        (approved.is_none() || approved_by_manager).then_some(Kept {
            discount: Some(d),
            approved,
        })
    }

    /// Makes the change, then holds the cap as the portal does after it;
    /// what the rule changed.
    fn apply(&mut self, op: &Op) -> Vec<CapChange> {
        let at = |i: usize, n: usize| (n > 0).then(|| i % n);
        match *op {
            Op::Add { unit, qty } => {
                self.next += 1;
                self.lines.push(Part {
                    sku: format!("P{}", self.next),
                    unit,
                    qty,
                    kept: Kept::default(),
                });
            }
            Op::Qty { i, qty } => {
                if let Some(i) = at(i, self.lines.len()) {
                    self.lines[i].qty = qty;
                }
            }
            Op::Remove { i } => {
                if let Some(i) = at(i, self.lines.len()) {
                    self.lines.remove(i);
                }
            }
            Op::LineDiscount { i, d, manager } => {
                if let Some(i) = at(i, self.lines.len()) {
                    let value = self.value(&self.lines[i]);
                    if let Some(kept) = Shop::give(value, d, manager) {
                        self.lines[i].kept = kept;
                    }
                }
            }
            Op::QuoteDiscount { d, manager } => {
                if let Some(kept) = Shop::give(self.lines_sum(), d, manager) {
                    self.discount = kept;
                }
            }
            Op::Tier(off) => self.tier = off,
            Op::Reprice { i, unit } => {
                if let Some(i) = at(i, self.lines.len()) {
                    self.lines[i].unit = unit;
                }
            }
        }
        // What every change to a quote is followed by, as staff.
        let changes = hold_cap(&self.quote(), CAP, ChangedBy::Staff);
        for c in &changes {
            match &c.on {
                DiscountOn::Quote => self.discount = c.now,
                DiscountOn::Line(sku) => {
                    if let Some(p) = self.lines.iter_mut().find(|p| &p.sku == sku) {
                        p.kept = c.now;
                    }
                }
            }
        }
        changes
    }
}

#[derive(Debug, Clone)]
enum Op {
    Add {
        unit: i64,
        qty: i64,
    },
    Qty {
        i: usize,
        qty: i64,
    },
    Remove {
        i: usize,
    },
    LineDiscount {
        i: usize,
        d: Discount,
        manager: bool,
    },
    QuoteDiscount {
        d: Discount,
        manager: bool,
    },
    Tier(i64),
    Reprice {
        i: usize,
        unit: i64,
    },
}

fn discounts() -> impl Strategy<Value = Discount> {
    prop_oneof![
        (1..=40_000i64).prop_map(|r| Discount::Percent(Rate(r))),
        (1..=200_000i64).prop_map(|a| Discount::Amount(Minor(a))),
    ]
}

fn ops(approvals: bool) -> impl Strategy<Value = Op> {
    let manager = any::<bool>().prop_map(move |m| m && approvals);
    prop_oneof![
        (1..=50_000i64, 1..=20i64).prop_map(|(unit, qty)| Op::Add { unit, qty }),
        (any::<usize>(), 1..=20i64).prop_map(|(i, qty)| Op::Qty { i, qty }),
        any::<usize>().prop_map(|i| Op::Remove { i }),
        (any::<usize>(), discounts(), manager.clone())
            .prop_map(|(i, d, manager)| Op::LineDiscount { i, d, manager }),
        (discounts(), manager).prop_map(|(d, manager)| Op::QuoteDiscount { d, manager }),
        (0..=60_000i64).prop_map(Op::Tier),
        (any::<usize>(), 1..=50_000i64).prop_map(|(i, unit)| Op::Reprice { i, unit }),
    ]
}

/// Whether `d` takes no more of `value` than `limit`, worked out apart
/// from the rule: a percentage as it is, an amount against the share.
fn takes_at_most(d: Discount, value: i64, limit: Rate) -> bool {
    match d {
        Discount::Percent(r) => r.0 <= limit.0,
        Discount::Amount(a) => {
            a.0 as i128 * 100_000 <= limit.0.min(100_000) as i128 * value as i128
        }
    }
}

fn check(shop: &Shop, approvals: bool) -> Result<(), TestCaseError> {
    let held = |kept: &Kept, value: i64| -> Result<(), TestCaseError> {
        let Some(d) = kept.discount else {
            return Ok(());
        };
        if takes_at_most(d, value, CAP) {
            return Ok(());
        }
        let approved = kept.approved.filter(|_| approvals);
        prop_assert!(
            approved.is_some(),
            "{d:?} on {value}: above the cap, unapproved"
        );
        let approved = approved.unwrap_or_default();
        prop_assert!(
            takes_at_most(d, value, approved),
            "{d:?} on {value}: above its approval {approved:?}"
        );
        Ok(())
    };
    for p in &shop.lines {
        held(&p.kept, shop.value(p))?;
    }
    held(&shop.discount, shop.lines_sum())
}

fn run(ops: &[Op], approvals: bool) -> Result<(), TestCaseError> {
    let mut shop = Shop {
        lines: vec![],
        discount: Kept::default(),
        tier: 0,
        next: 0,
    };
    for op in ops {
        let changes = shop.apply(op);
        // An add only raises what discounts are taken from: the portal
        // holds the cap after every other change, never needed after one.
        if matches!(op, Op::Add { .. }) {
            prop_assert!(changes.is_empty(), "{op:?} needed the cap: {changes:?}");
        }
        check(&shop, approvals)?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Staff alone: no discount ever takes more than the cap.
    #[test]
    fn staff_never_leave_a_quote_over_the_cap(ops in prop::collection::vec(ops(false), 1..40)) {
        run(&ops, false)?;
    }

    /// With approvals at the counter: above the cap only as far as approved.
    #[test]
    fn nothing_is_above_the_cap_but_what_a_manager_approved(
        ops in prop::collection::vec(ops(true), 1..40)
    ) {
        run(&ops, true)?;
    }
}
