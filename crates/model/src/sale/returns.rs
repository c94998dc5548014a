//! Taking parts back from an invoice, as rules: why (`Reason`), which
//! lines and how many (never more than sold less what came back before),
//! whether each goes back on the shelf, what each unit refunds (its share
//! of the line's total, net and tax, shared so that every return of a
//! whole line adds up to the line exactly), and when a manager must
//! approve (after the shop's days for returns). The credit note itself
//! (its number, the refund, the parts back on the shelf) is the shop
//! crate's `sales/`.

use serde::{Deserialize, Serialize};

use super::{Method, SaleLine};
use crate::quote::money::Minor;

/// Why a customer brings a part back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reason {
    NotNeeded,
    WrongPart,
    Faulty,
    Other,
}

impl Reason {
    pub const ALL: [Reason; 4] = [
        Reason::NotNeeded,
        Reason::WrongPart,
        Reason::Faulty,
        Reason::Other,
    ];

    /// The code kept with a credit note (never changed once released).
    pub fn code(self) -> &'static str {
        match self {
            Reason::NotNeeded => "not-needed",
            Reason::WrongPart => "wrong-part",
            Reason::Faulty => "faulty",
            Reason::Other => "other",
        }
    }

    pub fn parse(code: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.code() == code.trim())
    }

    /// The message key of its name on a page.
    pub fn key(self) -> &'static str {
        match self {
            Reason::NotNeeded => "return-reason-not-needed",
            Reason::WrongPart => "return-reason-wrong-part",
            Reason::Faulty => "return-reason-faulty",
            Reason::Other => "return-reason-other",
        }
    }
}

/// Why a return was refused (nothing was written).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReturnProblem {
    /// No line has a quantity to take back.
    NothingChosen,
    /// A quantity that is not a whole number of one or more.
    NotAQuantity,
    /// More than the line has left to return (its SKU, or its name).
    TooMany(String),
    NoReason,
    /// "Other" without a word of why.
    ReasonUnsaid,
    NoteTooLong,
    NotAMethod,
    /// Past the shop's days for returns, or no invoice: a manager approves.
    NeedsManager,
    /// The return form without its token: an old or forged form.
    StaleForm,
    /// A part's code typed without an invoice that is not a code.
    NotASku(String),
    /// A refund typed without an invoice that is not money above zero.
    NotAnAmount,
    /// More lines than one return without an invoice takes.
    TooManyLines,
}

impl ReturnProblem {
    pub fn key(&self) -> &'static str {
        match self {
            ReturnProblem::NothingChosen => "return-problem-nothing",
            ReturnProblem::NotAQuantity => "return-problem-quantity",
            ReturnProblem::TooMany(_) => "return-problem-too-many",
            ReturnProblem::NoReason => "return-problem-reason",
            ReturnProblem::ReasonUnsaid => "return-problem-reason-unsaid",
            ReturnProblem::NoteTooLong => "return-problem-note",
            ReturnProblem::NotAMethod => "return-problem-method",
            ReturnProblem::NeedsManager => "return-problem-manager",
            ReturnProblem::StaleForm => "sale-problem-form",
            ReturnProblem::NotASku(_) => "return-problem-sku",
            ReturnProblem::NotAnAmount => "return-problem-amount",
            ReturnProblem::TooManyLines => "return-problem-too-many-lines",
        }
    }
}

/// The longest note a return keeps.
pub const MOST_NOTE_CHARS: usize = 300;

/// The days a return needs no manager, when the shop sets none.
pub const DEFAULT_RETURN_DAYS: u32 = 30;

/// One line asked back: the invoice's line (its place), how many, and
/// whether the units go back on the shelf (not when damaged).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Asked {
    pub pos: usize,
    pub qty: i64,
    pub restock: bool,
}

/// A quantity as typed on the return form: empty is none, else one or
/// more whole units.
pub fn quantity(typed: &str) -> Result<i64, ReturnProblem> {
    let t = typed.trim();
    if t.is_empty() {
        return Ok(0);
    }
    match t.parse::<i64>() {
        Ok(n) if (0..=crate::stock::MOST_UNITS).contains(&n) => Ok(n),
        _ => Err(ReturnProblem::NotAQuantity),
    }
}

/// A line of an invoice as a return sees it: what was sold, and how many
/// came back before.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sold {
    pub line: SaleLine,
    /// What one unit cost the shop as it left.
    pub cost: Minor,
    pub returned: i64,
}

impl Sold {
    /// Units still to return.
    pub fn left(&self) -> i64 {
        (self.line.qty - self.returned).max(0)
    }
}

/// One line of a credit note: what it takes back and refunds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Back {
    /// The invoice line's place.
    pub pos: usize,
    pub sku: String,
    pub name: String,
    pub qty: i64,
    /// Refunded, as the invoice's line showed it (with tax where the
    /// shop's prices include it).
    pub total: Minor,
    pub net: Minor,
    /// What one unit cost the shop as it left (it comes back at this).
    pub cost: Minor,
    /// Back on the shelf (false: damaged, recorded only).
    pub restock: bool,
    pub takes_stock: bool,
}

/// `whole`'s share for units `from..from + qty` of `of`: the share of the
/// first `k` units is `whole × k / of` rounded down, so the shares of a
/// line's every return add up to `whole` exactly.
pub fn share(whole: Minor, of: i64, from: i64, qty: i64) -> Minor {
    if of <= 0 {
        return Minor(0);
    }
    let upto = |k: i64| (i128::from(whole.0) * i128::from(k) / i128::from(of)) as i64;
    Minor(upto(from + qty) - upto(from))
}

/// The lines of a credit note for `asked` from `sold` (the invoice's
/// lines in order), or why not.
pub fn take_back(sold: &[Sold], asked: &[Asked]) -> Result<Vec<Back>, ReturnProblem> {
    let mut out = Vec::new();
    for a in asked.iter().filter(|a| a.qty != 0) {
        if a.qty < 0 {
            return Err(ReturnProblem::NotAQuantity);
        }
        let Some(s) = sold.get(a.pos) else {
            return Err(ReturnProblem::NothingChosen);
        };
        let already: i64 = out
            .iter()
            .filter(|b: &&Back| b.pos == a.pos)
            .map(|b| b.qty)
            .sum();
        if a.qty + already > s.left() {
            let named = if s.line.sku.is_empty() {
                s.line.name.clone()
            } else {
                s.line.sku.clone()
            };
            return Err(ReturnProblem::TooMany(named));
        }
        let from = s.returned + already;
        out.push(Back {
            pos: a.pos,
            sku: s.line.sku.clone(),
            name: s.line.name.clone(),
            qty: a.qty,
            total: share(s.line.total, s.line.qty, from, a.qty),
            net: share(s.line.net, s.line.qty, from, a.qty),
            cost: s.cost,
            restock: a.restock && s.line.takes_stock,
            takes_stock: s.line.takes_stock,
        });
    }
    if out.is_empty() {
        return Err(ReturnProblem::NothingChosen);
    }
    Ok(out)
}

/// What a return says as typed: its reason (and a word for "other"), its
/// note and how the refund is paid.
pub fn check_said(
    reason: &str,
    note: &str,
    method: &str,
) -> Result<(Reason, String, Method), ReturnProblem> {
    let reason = Reason::parse(reason).ok_or(ReturnProblem::NoReason)?;
    let note = crate::clean_text(note.trim());
    if note.chars().count() > MOST_NOTE_CHARS {
        return Err(ReturnProblem::NoteTooLong);
    }
    if reason == Reason::Other && note.is_empty() {
        return Err(ReturnProblem::ReasonUnsaid);
    }
    let method = Method::parse(method).ok_or(ReturnProblem::NotAMethod)?;
    Ok((reason, note, method))
}

/// Whether a sale on `sold_day` may come back on `today` without a
/// manager: within `days` days (both "YYYY-MM-DD"; a day that does not
/// read asks a manager).
pub fn within_days(sold_day: &str, today: &str, days: u32) -> bool {
    match (
        crate::quote::day_number(sold_day),
        crate::quote::day_number(today),
    ) {
        (Some(s), Some(t)) => t - s <= i64::from(days),
        _ => false,
    }
}

/// A credit note's number: the shop's prefix, "CN", the year and its
/// place in that year's series of credit notes (`CN2026-000007`).
pub fn credit_note_number(prefix: &str, year: i32, seq: i64) -> String {
    format!("{prefix}CN{year}-{seq:06}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sold(qty: i64, total: i64, returned: i64) -> Sold {
        Sold {
            line: SaleLine {
                sku: "PADS".into(),
                name: "Pads".into(),
                qty,
                unit: Minor(total / qty),
                total: Minor(total),
                net: Minor(total * 5 / 6),
                unit_net: Minor(0),
                takes_stock: true,
            },
            cost: Minor(700),
            returned,
        }
    }

    #[test]
    fn every_return_of_a_line_adds_up_to_the_line_exactly() {
        // 3 for 10.00: 3.33, 3.33, 3.34.
        let total = Minor(1_000);
        let parts: Vec<i64> = (0..3).map(|k| share(total, 3, k, 1).0).collect();
        assert_eq!(parts.iter().sum::<i64>(), 1_000);
        assert_eq!(share(total, 3, 0, 3), total);
        assert_eq!(share(total, 3, 1, 2).0 + share(total, 3, 0, 1).0, 1_000);
        assert_eq!(share(total, 0, 0, 1), Minor(0));
    }

    #[test]
    fn never_more_back_than_sold_less_what_came_back_before() {
        let lines = vec![sold(3, 1_000, 1), sold(1, 500, 0)];
        let ask = |pos, qty| Asked {
            pos,
            qty,
            restock: true,
        };
        let back = take_back(&lines, &[ask(0, 2), ask(1, 1)]).unwrap();
        assert_eq!(back[0].total, Minor(667), "units 2 and 3 of 3");
        assert_eq!(back[1].total, Minor(500));
        assert_eq!(
            take_back(&lines, &[ask(0, 3)]),
            Err(ReturnProblem::TooMany("PADS".into()))
        );
        assert_eq!(
            take_back(&lines, &[ask(0, 1), ask(0, 2)]),
            Err(ReturnProblem::TooMany("PADS".into())),
            "two rows of one line add up"
        );
        assert_eq!(
            take_back(&lines, &[ask(0, 0)]),
            Err(ReturnProblem::NothingChosen)
        );
        assert_eq!(
            take_back(&lines, &[ask(5, 1)]),
            Err(ReturnProblem::NothingChosen)
        );
        assert_eq!(
            take_back(&lines, &[ask(0, -1)]),
            Err(ReturnProblem::NotAQuantity)
        );
    }

    #[test]
    fn what_a_return_says_is_checked() {
        assert_eq!(
            check_said("faulty", " squeals ", "card"),
            Ok((Reason::Faulty, "squeals".into(), Method::Card))
        );
        assert_eq!(check_said("", "", "card"), Err(ReturnProblem::NoReason));
        assert_eq!(
            check_said("other", " ", "cash"),
            Err(ReturnProblem::ReasonUnsaid)
        );
        assert_eq!(
            check_said("faulty", "", "cheque"),
            Err(ReturnProblem::NotAMethod)
        );
        let long = "x".repeat(MOST_NOTE_CHARS + 1);
        assert_eq!(
            check_said("faulty", &long, "cash"),
            Err(ReturnProblem::NoteTooLong)
        );
        assert_eq!(quantity(""), Ok(0));
        assert_eq!(quantity("2"), Ok(2));
        for bad in ["-1", "1.5", "two", "1000000000000"] {
            assert_eq!(quantity(bad), Err(ReturnProblem::NotAQuantity), "{bad}");
        }
    }

    #[test]
    fn a_late_return_is_past_the_shop_s_days() {
        assert!(within_days("2026-12-01", "2026-12-31", 30));
        assert!(!within_days("2026-12-01", "2027-01-01", 30));
        assert!(!within_days("garbage", "2026-12-01", 30));
        assert!(
            within_days("2024-02-28 23:00:00", "2024-03-29", 30),
            "a leap day"
        );
        assert!(!within_days("2024-02-28", "2024-03-30", 30));
        assert_eq!(crate::quote::day_number("1970-01-01"), Some(0));
        assert_eq!(crate::quote::day_number("2000-03-01"), Some(11_017));
        assert_eq!(credit_note_number("DD-", 2026, 7), "DD-CN2026-000007");
    }
}
