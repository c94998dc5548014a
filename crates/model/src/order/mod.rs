//! Special orders: parts ordered for a named customer, with a deposit,
//! from a quote to collection. What an order and its lines are, and the
//! rules every change follows, written once for the server and the pages:
//! the deposit (an amount or a percentage of the total, never more than
//! it), each line's way (to order → ordered → arrived → collected, or
//! cancelled from any step but collected), what a cancelled line gives
//! back (its share of the deposit, less a restocking fee once it was
//! ordered from the supplier), and the balance due. Money is whole minor
//! units; days are "YYYY-MM-DD" in the shop's zone; times are UTC stamps.

pub mod money;
#[cfg(test)]
mod money_props;
pub mod view;

use serde::{Deserialize, Serialize};

use crate::{
    pricing::{Rate, HUNDRED_PERCENT},
    quote::{
        discount::{parse_discount, Discount, DiscountRefused},
        is_day, Minor,
    },
};

/// How a deposit or a balance was paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PayMethod {
    Cash,
    Card,
    Other,
}

impl PayMethod {
    pub const ALL: [PayMethod; 3] = [PayMethod::Cash, PayMethod::Card, PayMethod::Other];

    /// Its code in the store and in forms.
    pub fn code(self) -> &'static str {
        match self {
            PayMethod::Cash => "cash",
            PayMethod::Card => "card",
            PayMethod::Other => "other",
        }
    }

    pub fn parse(code: &str) -> Option<PayMethod> {
        PayMethod::ALL.into_iter().find(|m| m.code() == code.trim())
    }

    pub fn key(self) -> &'static str {
        match self {
            PayMethod::Cash => "order-pay-cash",
            PayMethod::Card => "order-pay-card",
            PayMethod::Other => "order-pay-other",
        }
    }
}

/// Where a line of an order is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum LineState {
    ToOrder,
    Ordered,
    Arrived,
    Collected,
    Cancelled,
}

impl LineState {
    pub const ALL: [LineState; 5] = [
        LineState::ToOrder,
        LineState::Ordered,
        LineState::Arrived,
        LineState::Collected,
        LineState::Cancelled,
    ];

    /// Its code in the store and in addresses.
    pub fn code(self) -> &'static str {
        match self {
            LineState::ToOrder => "to-order",
            LineState::Ordered => "ordered",
            LineState::Arrived => "arrived",
            LineState::Collected => "collected",
            LineState::Cancelled => "cancelled",
        }
    }

    pub fn parse(code: &str) -> Option<LineState> {
        LineState::ALL.into_iter().find(|s| s.code() == code.trim())
    }

    pub fn key(self) -> &'static str {
        match self {
            LineState::ToOrder => "order-state-to-order",
            LineState::Ordered => "order-state-ordered",
            LineState::Arrived => "order-state-arrived",
            LineState::Collected => "order-state-collected",
            LineState::Cancelled => "order-state-cancelled",
        }
    }

    /// Done with: collected or cancelled.
    pub fn is_done(self) -> bool {
        matches!(self, LineState::Collected | LineState::Cancelled)
    }
}

/// One part of an order, at the quote's price.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderLine {
    pub sku: String,
    pub name: Option<String>,
    pub qty: i64,
    /// The selling price of one, tax and discounts as the quote had them.
    pub unit: Minor,
    pub state: Option<LineState>,
    /// When it was ordered from the supplier (UTC), its reference there,
    /// and the day it should arrive.
    pub ordered_at: Option<String>,
    pub reference: Option<String>,
    pub expected: Option<String>,
    /// When it arrived (UTC) and where it is kept.
    pub arrived_at: Option<String>,
    pub place: Option<String>,
    /// When it was collected (UTC), and who handed it over.
    pub collected_at: Option<String>,
    pub collected_by: Option<String>,
    /// When it was cancelled (UTC), why, what of the deposit went back
    /// and the restocking fee kept.
    pub cancelled_at: Option<String>,
    pub reason: Option<String>,
    pub refund: Option<Minor>,
    pub fee: Option<Minor>,
    /// What the whole line comes to as the quote had it (its discounts,
    /// its share of the quote's discount, and tax where it is added):
    /// `None` is `unit` times `qty`.
    pub amount: Option<Minor>,
    /// When the customer was told it arrived (UTC), by whom, and whether
    /// by email.
    pub told_at: Option<String>,
    pub told_by: Option<String>,
    pub told_email: bool,
    /// Where the email saying it arrived stands.
    pub email: LineEmail,
}

/// Where the email telling the customer a line arrived stands. One
/// request claims the line (`Sending`) before any mail goes, so however
/// many ask at once it is sent once; a send that did not go leaves the
/// line untold (`Failed`), to be sent again.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LineEmail {
    /// None under way: none asked, or it went (`told_email` says which).
    #[default]
    Idle,
    /// Claimed and being sent: no one else sends it.
    Sending,
    /// The last one did not go; it can be sent again.
    Failed,
}

impl OrderLine {
    /// Its state (a line without one is still to order).
    pub fn at(&self) -> LineState {
        self.state.unwrap_or(LineState::ToOrder)
    }

    /// What it is worth: what the quote made of it, else one's price
    /// times the quantity.
    pub fn value(&self) -> Minor {
        self.amount.unwrap_or_else(|| self.unit.times(self.qty))
    }
}

/// Why an order, or a change to a line, was refused (nothing changed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum OrderProblem {
    /// The deposit typed is no amount or percentage.
    DepositText,
    DepositNegative,
    /// More than the order's total.
    DepositAboveTotal,
    /// No line was chosen (or none can be ordered).
    NoLines,
    /// That step cannot follow where the line is (a collected line
    /// cancelled, an arrival before it was ordered).
    WrongStep,
    /// A day that is not "YYYY-MM-DD".
    BadDay,
    /// An expected day before the day it was ordered.
    ExpectedBeforeOrdered,
    /// A cancellation needs its reason.
    ReasonNeeded,
    /// A reference, a place or a reason longer than a line of text.
    TooLong,
}

impl OrderProblem {
    pub const ALL: [OrderProblem; 9] = [
        OrderProblem::DepositText,
        OrderProblem::DepositNegative,
        OrderProblem::DepositAboveTotal,
        OrderProblem::NoLines,
        OrderProblem::WrongStep,
        OrderProblem::BadDay,
        OrderProblem::ExpectedBeforeOrdered,
        OrderProblem::ReasonNeeded,
        OrderProblem::TooLong,
    ];

    pub fn key(self) -> &'static str {
        match self {
            OrderProblem::DepositText => "order-problem-deposit-text",
            OrderProblem::DepositNegative => "order-problem-deposit-negative",
            OrderProblem::DepositAboveTotal => "order-problem-deposit-above",
            OrderProblem::NoLines => "order-problem-no-lines",
            OrderProblem::WrongStep => "order-problem-wrong-step",
            OrderProblem::BadDay => "order-problem-day",
            OrderProblem::ExpectedBeforeOrdered => "order-problem-expected",
            OrderProblem::ReasonNeeded => "order-problem-reason",
            OrderProblem::TooLong => "order-problem-too-long",
        }
    }
}

/// The longest reference, place or reason kept.
pub const MAX_TEXT: usize = 200;

/// The deposit typed for an order worth `total`: an amount ("25.00") or a
/// percentage ("20%") of it, half up; empty is the shop's `default`
/// percentage. Never more than the total.
pub fn deposit_of(typed: &str, default: Rate, total: Minor) -> Result<Minor, OrderProblem> {
    let asked = if typed.trim().is_empty() {
        Some(Discount::Percent(default))
    } else {
        parse_discount(typed).map_err(|e| match e {
            DiscountRefused::Negative => OrderProblem::DepositNegative,
            DiscountRefused::TooMuch => OrderProblem::DepositAboveTotal,
            DiscountRefused::Text | DiscountRefused::AboveCap => OrderProblem::DepositText,
        })?
    };
    match asked {
        None => Ok(Minor(0)),
        Some(Discount::Amount(a)) if a > total => Err(OrderProblem::DepositAboveTotal),
        Some(d) => Ok(d.off(total)),
    }
}

/// A change to one line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Ordered from the supplier, with its reference there and the day it
    /// should arrive ("YYYY-MM-DD"; may be empty).
    Ordered { reference: String, expected: String },
    /// Arrived, and where it is kept.
    Arrived { place: String },
    /// Collected by the customer.
    Collected,
    /// Cancelled, and why.
    Cancelled { reason: String },
}

/// When a change is made and by whom.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct When {
    /// UTC, "YYYY-MM-DD HH:MM:SS".
    pub now: String,
    /// The shop's day now.
    pub today: String,
    pub by: Option<String>,
}

/// What a cancelled line gives back of the deposit, and the fee kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refund {
    pub refund: Minor,
    pub fee: Minor,
}

/// Cancelling a line worth `value`, whose share of the deposit is
/// `share`: the share back, less `restock` of its value (half up, never
/// more than the share) once it was ordered from the supplier.
pub fn refund_of(share: Minor, value: Minor, restock: Rate, ordered: bool) -> Refund {
    let fee = if ordered {
        Discount::Percent(restock).off(value).min(share)
    } else {
        Minor(0)
    };
    Refund {
        refund: share.minus(fee),
        fee,
    }
}

/// A day written "YYYY-MM-DD" in full (so days compare as text).
pub fn is_day_text(d: &str) -> bool {
    d.len() == 10 && is_day(d)
}

/// One line of text, trimmed, at most `MAX_TEXT` characters.
fn text(typed: &str) -> Result<Option<String>, OrderProblem> {
    let t = typed.trim();
    if t.chars().count() > MAX_TEXT {
        return Err(OrderProblem::TooLong);
    }
    Ok((!t.is_empty()).then(|| t.chars().filter(|c| !c.is_control()).collect()))
}

/// The line after `step`, or why not. `refund` is what cancelling gives
/// back (`refund_of`); unused by other steps.
pub fn apply_step(
    line: &OrderLine,
    step: &Step,
    when: &When,
    refund: Refund,
) -> Result<OrderLine, OrderProblem> {
    let mut out = line.clone();
    match (line.at(), step) {
        (
            LineState::ToOrder,
            Step::Ordered {
                reference,
                expected,
            },
        ) => {
            let expected = expected.trim();
            if !expected.is_empty() && !is_day_text(expected) {
                return Err(OrderProblem::BadDay);
            }
            if !expected.is_empty() && expected < when.today.as_str() {
                return Err(OrderProblem::ExpectedBeforeOrdered);
            }
            out.reference = text(reference)?;
            out.expected = (!expected.is_empty()).then(|| expected.to_string());
            out.ordered_at = Some(when.now.clone());
            out.state = Some(LineState::Ordered);
        }
        (LineState::Ordered, Step::Arrived { place }) => {
            out.place = text(place)?;
            out.arrived_at = Some(when.now.clone());
            out.state = Some(LineState::Arrived);
        }
        (LineState::Arrived, Step::Collected) => {
            out.collected_at = Some(when.now.clone());
            out.collected_by = when.by.clone();
            out.state = Some(LineState::Collected);
        }
        (
            LineState::ToOrder | LineState::Ordered | LineState::Arrived,
            Step::Cancelled { reason },
        ) => {
            out.reason = Some(text(reason)?.ok_or(OrderProblem::ReasonNeeded)?);
            out.cancelled_at = Some(when.now.clone());
            out.refund = Some(refund.refund);
            out.fee = Some(refund.fee);
            out.state = Some(LineState::Cancelled);
        }
        _ => return Err(OrderProblem::WrongStep),
    }
    Ok(out)
}

/// An order's money now.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Balance {
    /// What the lines not cancelled are worth.
    pub total: Minor,
    /// The deposit taken.
    pub deposit: Minor,
    /// Given back for cancelled lines.
    pub refunded: Minor,
    /// Kept as restocking fees.
    pub fees: Minor,
    /// Taken when lines were collected.
    pub paid: Minor,
    /// Still to pay for the lines not yet collected or cancelled.
    pub due: Minor,
}

/// Each line's share of the deposit: the deposit in proportion to the
/// lines' values, to the minor unit (`share_out`), fixed when the order is
/// made whatever happens to the lines since.
pub fn deposit_shares(lines: &[OrderLine], deposit: Minor) -> Vec<Minor> {
    let values: Vec<Minor> = lines.iter().map(OrderLine::value).collect();
    share_out(deposit, &values)
}

/// What a line's customer pays when they collect it: its value less its
/// share of the deposit.
pub fn at_collection(value: Minor, share: Minor) -> Minor {
    Minor(value.minus(share).0.max(0))
}

/// The balance of an order with these lines and this deposit: each line
/// not cancelled is worth its value; a collected one was paid for (its
/// value less its share of the deposit) when it was handed over; a
/// cancelled one gave its share back (less any fee). What is due is
/// what that leaves, total − deposit − paid + refunded + fees kept, so
/// the sum shown always holds; for an order whose deposit was within its
/// total it is what the lines still to come take at collection (below
/// zero: owed back to the customer, `money`).
pub fn balance(lines: &[OrderLine], deposit: Minor) -> Balance {
    let mut b = Balance {
        deposit,
        ..Balance::default()
    };
    for (l, share) in lines.iter().zip(deposit_shares(lines, deposit)) {
        match l.at() {
            LineState::Cancelled => {
                b.refunded = b.refunded.plus(l.refund.unwrap_or_default());
                b.fees = b.fees.plus(l.fee.unwrap_or_default());
            }
            LineState::Collected => {
                b.total = b.total.plus(l.value());
                b.paid = b.paid.plus(at_collection(l.value(), share));
            }
            _ => b.total = b.total.plus(l.value()),
        }
    }
    b.due = b
        .total
        .minus(b.deposit)
        .minus(b.paid)
        .plus(b.refunded)
        .plus(b.fees);
    b
}

/// `total` shared out in proportion to `weights`, exactly: each share
/// rounded down, the minor units left over given one each to the largest
/// remainders (the first of equals first), so the shares add up to
/// `total`. No weight at all: all of it to the first.
pub fn share_out(total: Minor, weights: &[Minor]) -> Vec<Minor> {
    let sum: i128 = weights.iter().map(|w| i128::from(w.0.max(0))).sum();
    if weights.is_empty() {
        return Vec::new();
    }
    if sum == 0 {
        let mut out = vec![Minor(0); weights.len()];
        out[0] = total;
        return out;
    }
    let t = i128::from(total.0);
    let mut out = Vec::with_capacity(weights.len());
    let mut rest: Vec<(i128, usize)> = Vec::with_capacity(weights.len());
    let mut given = 0i128;
    for (n, w) in weights.iter().enumerate() {
        let exact = t * i128::from(w.0.max(0));
        let share = exact.div_euclid(sum);
        given += share;
        rest.push((exact.rem_euclid(sum), n));
        out.push(share);
    }
    rest.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    for (_, n) in rest.into_iter().take((t - given) as usize) {
        out[n] += 1;
    }
    out.into_iter().map(|m| Minor(m as i64)).collect()
}

/// The shop's default deposit when none is typed: 20 %.
pub const DEFAULT_DEPOSIT: Rate = Rate(20 * HUNDRED_PERCENT / 100);

#[cfg(test)]
mod tests {
    use super::*;

    fn line(sku: &str, unit: i64, qty: i64) -> OrderLine {
        OrderLine {
            sku: sku.into(),
            unit: Minor(unit),
            qty,
            ..OrderLine::default()
        }
    }

    fn when(today: &str) -> When {
        When {
            now: format!("{today} 10:00:00"),
            today: today.into(),
            by: Some("sam".into()),
        }
    }

    #[test]
    fn a_total_shared_out_adds_up_to_the_minor_unit() {
        let w = [Minor(1_000), Minor(1_000), Minor(1_000)];
        assert_eq!(
            share_out(Minor(1_000), &w),
            vec![Minor(334), Minor(333), Minor(333)]
        );
        let w = [Minor(4_999), Minor(1), Minor(12_000)];
        let shares = share_out(Minor(16_201), &w);
        assert_eq!(shares.iter().map(|m| m.0).sum::<i64>(), 16_201);
        assert_eq!(
            share_out(Minor(500), &[Minor(0), Minor(0)]),
            vec![Minor(500), Minor(0)]
        );
        assert!(share_out(Minor(5), &[]).is_empty());
    }

    #[test]
    fn a_deposit_is_an_amount_or_a_share_of_the_total_and_never_more() {
        let total = Minor(12_345);
        assert_eq!(deposit_of("", DEFAULT_DEPOSIT, total), Ok(Minor(2_469)));
        assert_eq!(deposit_of("50%", DEFAULT_DEPOSIT, total), Ok(Minor(6_173)));
        assert_eq!(
            deposit_of("25,50", DEFAULT_DEPOSIT, total),
            Ok(Minor(2_550))
        );
        assert_eq!(deposit_of("0", DEFAULT_DEPOSIT, total), Ok(Minor(0)));
        assert_eq!(deposit_of("123.45", DEFAULT_DEPOSIT, total), Ok(total));
        assert_eq!(
            deposit_of("123.46", DEFAULT_DEPOSIT, total),
            Err(OrderProblem::DepositAboveTotal)
        );
        assert_eq!(
            deposit_of("101%", DEFAULT_DEPOSIT, total),
            Err(OrderProblem::DepositAboveTotal)
        );
        assert_eq!(
            deposit_of("-5", DEFAULT_DEPOSIT, total),
            Err(OrderProblem::DepositNegative)
        );
        assert_eq!(
            deposit_of("ten pounds", DEFAULT_DEPOSIT, total),
            Err(OrderProblem::DepositText)
        );
    }

    #[test]
    fn a_line_goes_ordered_arrived_collected_and_never_back() {
        let none = Refund {
            refund: Minor(0),
            fee: Minor(0),
        };
        let l = line("EL0706", 4_999, 2);
        let ordered = Step::Ordered {
            reference: " PO-4471 ".into(),
            expected: "2026-12-04".into(),
        };
        let o = apply_step(&l, &ordered, &when("2026-11-28"), none).unwrap();
        assert_eq!(o.at(), LineState::Ordered);
        assert_eq!(o.reference.as_deref(), Some("PO-4471"));
        assert_eq!(o.expected.as_deref(), Some("2026-12-04"));
        let arrived = Step::Arrived {
            place: "Shelf B3".into(),
        };
        let a = apply_step(&o, &arrived, &when("2026-12-03"), none).unwrap();
        assert_eq!(
            (a.at(), a.place.as_deref()),
            (LineState::Arrived, Some("Shelf B3"))
        );
        let c = apply_step(&a, &Step::Collected, &when("2026-12-05"), none).unwrap();
        assert_eq!(
            (c.at(), c.collected_by.as_deref()),
            (LineState::Collected, Some("sam"))
        );
        // Nothing follows out of order, and a collected line is not cancelled.
        let cancel = Step::Cancelled {
            reason: "changed mind".into(),
        };
        for (from, step) in [
            (&l, &arrived),
            (&l, &Step::Collected),
            (&o, &ordered),
            (&o, &Step::Collected),
            (&c, &cancel),
        ] {
            assert_eq!(
                apply_step(from, step, &when("2026-12-06"), none),
                Err(OrderProblem::WrongStep),
                "{step:?} from {:?}",
                from.at()
            );
        }
        let early = Step::Ordered {
            reference: String::new(),
            expected: "2026-11-27".into(),
        };
        assert_eq!(
            apply_step(&l, &early, &when("2026-11-28"), none),
            Err(OrderProblem::ExpectedBeforeOrdered)
        );
        let bad = Step::Ordered {
            reference: String::new(),
            expected: "4/12/2026".into(),
        };
        assert_eq!(
            apply_step(&l, &bad, &when("2026-11-28"), none),
            Err(OrderProblem::BadDay)
        );
        let no_reason = Step::Cancelled {
            reason: "  ".into(),
        };
        assert_eq!(
            apply_step(&o, &no_reason, &when("2026-11-28"), none),
            Err(OrderProblem::ReasonNeeded)
        );
    }

    #[test]
    fn a_cancelled_line_gives_back_its_share_less_the_fee_once_ordered() {
        let restock = Rate(10 * HUNDRED_PERCENT / 100);
        // Two lines, £60 and £40, a £50 deposit: shares £30 and £20.
        let (a, b) = (line("A", 6_000, 1), line("B", 2_000, 2));
        let total = a.value().plus(b.value());
        let deposit = Minor(5_000);
        let share = deposit_shares(&[a.clone(), b.clone()], deposit)[1];
        assert_eq!(share, Minor(2_000));
        // Not yet ordered: all of it back.
        assert_eq!(
            refund_of(share, b.value(), restock, false),
            Refund {
                refund: Minor(2_000),
                fee: Minor(0)
            }
        );
        // Ordered: 10 % of £40 kept.
        let back = refund_of(share, b.value(), restock, true);
        assert_eq!(
            back,
            Refund {
                refund: Minor(1_600),
                fee: Minor(400)
            }
        );
        let cancelled = apply_step(
            &b,
            &Step::Cancelled {
                reason: "found elsewhere".into(),
            },
            &when("2026-11-29"),
            back,
        )
        .unwrap();
        let money = balance(&[a.clone(), cancelled], deposit);
        assert_eq!(money.total, Minor(6_000));
        assert_eq!((money.refunded, money.fees), (Minor(1_600), Minor(400)));
        // £60 less the £30 of the deposit that is line A's.
        assert_eq!(money.due, Minor(3_000));
        // No deposit: the whole total is due; a deposit of all of it: none.
        assert_eq!(balance(&[a.clone(), b.clone()], Minor(0)).due, total);
        assert_eq!(balance(&[a.clone(), b.clone()], total).due, Minor(0));
        // Collected: its value less its share was taken; nothing more due
        // for it, to the minor unit however the deposit divides.
        let third = [
            line("A", 3_333, 1),
            line("B", 3_333, 1),
            line("C", 3_334, 1),
        ];
        let shares = deposit_shares(&third, Minor(1_000));
        assert_eq!(shares.iter().map(|m| m.0).sum::<i64>(), 1_000);
        let mut done = third.clone();
        for l in &mut done {
            l.state = Some(LineState::Collected);
        }
        let money = balance(&done, Minor(1_000));
        assert_eq!((money.due, money.paid), (Minor(0), Minor(9_000)));
    }
}
