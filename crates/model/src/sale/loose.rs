//! Parts taken back without their invoice, as rules: the lines as typed
//! (a part's code, how many, what one is refunded, damaged or not), each
//! checked; what the credit note comes to, the tax in it at the shop's
//! rate today (the refund includes it where shelf prices do, and for a
//! sales tax as the counter types what the customer paid). A return
//! without its invoice always needs a manager (the shop's
//! `sales::returns`); nothing here reads a store.

use serde::{Deserialize, Serialize};

use super::returns::{Back, ReturnProblem};
use crate::{order::share_out, quote::money::Minor};

/// The most lines one return without an invoice takes.
pub const MOST_LOOSE_LINES: usize = 50;

/// The lines a return without an invoice shows to type in.
pub const LOOSE_ROWS: usize = 8;

/// One line of the form as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LooseTyped {
    pub sku: String,
    pub qty: String,
    /// What one is refunded ("12.50").
    pub amount: String,
    /// Damaged: not back on the shelf.
    pub damaged: bool,
}

impl LooseTyped {
    fn is_empty(&self) -> bool {
        self.sku.trim().is_empty() && self.qty.trim().is_empty() && self.amount.trim().is_empty()
    }
}

/// One line checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LooseLine {
    pub sku: String,
    pub qty: i64,
    /// What one is refunded.
    pub unit: Minor,
    pub restock: bool,
}

/// The typed lines checked (empty rows left out), or the first reason
/// one is refused.
pub fn loose_lines(typed: &[LooseTyped]) -> Result<Vec<LooseLine>, ReturnProblem> {
    let mut out = Vec::new();
    for t in typed.iter().filter(|t| !t.is_empty()) {
        let sku = crate::skus::validate_sku(&t.sku)
            .map_err(|_| ReturnProblem::NotASku(t.sku.trim().chars().take(40).collect()))?;
        let qty = match super::returns::quantity(&t.qty)? {
            0 => return Err(ReturnProblem::NotAQuantity),
            n => n,
        };
        let unit = super::amount(&t.amount).map_err(|_| ReturnProblem::NotAnAmount)?;
        out.push(LooseLine {
            sku,
            qty,
            unit,
            restock: !t.damaged,
        });
    }
    if out.is_empty() {
        return Err(ReturnProblem::NothingChosen);
    }
    if out.len() > MOST_LOOSE_LINES {
        return Err(ReturnProblem::TooManyLines);
    }
    Ok(out)
}

/// What a return without an invoice comes to: each line as the credit
/// note keeps it, and the totals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LooseCredit {
    pub backs: Vec<Back>,
    pub net: Minor,
    pub tax: Minor,
    pub total: Minor,
}

/// The credit note of `lines`: each refunds its units at what was typed,
/// the tax in the whole is `tax_in(total)` (the region's rate and
/// rounding), shared over the lines so the nets add up exactly; a unit
/// back on the shelf comes back at `costs[i]` (the part's average cost
/// today: nothing says what it left at).
pub fn loose_credit(
    lines: &[LooseLine],
    names: &[String],
    costs: &[Minor],
    tax_in: impl Fn(Minor) -> Minor,
) -> LooseCredit {
    let totals: Vec<Minor> = lines.iter().map(|l| l.unit.times(l.qty)).collect();
    let total = Minor(totals.iter().map(|t| t.0).sum());
    let tax = tax_in(total);
    let net = total.minus(tax);
    let nets = share_out(net, &totals);
    let backs = lines
        .iter()
        .enumerate()
        .map(|(pos, l)| Back {
            pos,
            sku: l.sku.clone(),
            name: names.get(pos).cloned().unwrap_or_default(),
            qty: l.qty,
            total: totals[pos],
            net: nets[pos],
            cost: costs.get(pos).copied().unwrap_or_default(),
            restock: l.restock,
            takes_stock: true,
        })
        .collect();
    LooseCredit {
        backs,
        net,
        tax,
        total,
    }
}

/// A return without an invoice as typed (its lines; the token, reason,
/// note, method and why it was refused as a return's), kept when refused.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostedLoose {
    pub said: super::return_view::PostedReturn,
    pub lines: Vec<LooseTyped>,
}

impl PostedLoose {
    /// Row `n` as typed (empty past the rows sent).
    pub fn line(&self, n: usize) -> LooseTyped {
        self.lines.get(n).cloned().unwrap_or_default()
    }
}

/// The return-without-invoice page: a new form's token, whether the
/// person is a manager (no approval asked), and the shop's currency.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LooseDraft {
    pub token: String,
    pub manager_here: bool,
    pub currency: crate::Currency,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(sku: &str, qty: &str, amount: &str, damaged: bool) -> LooseTyped {
        LooseTyped {
            sku: sku.into(),
            qty: qty.into(),
            amount: amount.into(),
            damaged,
        }
    }

    #[test]
    fn typed_lines_are_checked_and_empty_rows_left_out() {
        let lines = loose_lines(&[
            typed("brk-1042", "2", "12.50", false),
            LooseTyped::default(),
            typed("OIL-10W40", "1", "9", true),
        ])
        .unwrap();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].unit, Minor(1_250));
        assert!(lines[0].restock && !lines[1].restock);
        assert_eq!(
            loose_lines(&[LooseTyped::default()]),
            Err(ReturnProblem::NothingChosen)
        );
        assert_eq!(
            loose_lines(&[typed("BRK\u{7}1042", "1", "1", false)]),
            Err(ReturnProblem::NotASku("BRK\u{7}1042".into()))
        );
        let long = "B".repeat(65);
        assert_eq!(
            loose_lines(&[typed(&long, "1", "1", false)]),
            Err(ReturnProblem::NotASku("B".repeat(40)))
        );
        for (qty, amount, problem) in [
            ("0", "1", ReturnProblem::NotAQuantity),
            ("-1", "1", ReturnProblem::NotAQuantity),
            ("two", "1", ReturnProblem::NotAQuantity),
            ("1", "", ReturnProblem::NotAnAmount),
            ("1", "-3", ReturnProblem::NotAnAmount),
            ("1", "1000000000000", ReturnProblem::NotAnAmount),
            ("1", "1.005", ReturnProblem::NotAnAmount),
        ] {
            assert_eq!(
                loose_lines(&[typed("BRK-1042", qty, amount, false)]),
                Err(problem),
                "{qty} {amount}"
            );
        }
    }

    #[test]
    fn the_credit_holds_the_tax_in_its_total_shared_to_the_lines() {
        let lines = loose_lines(&[
            typed("BRK-1042", "2", "12.00", false),
            typed("OIL-1", "1", "36.00", true),
        ])
        .unwrap();
        let c = loose_credit(
            &lines,
            &["Pads".into(), "Oil".into()],
            &[Minor(700), Minor(2_000)],
            |t| Minor(t.0 / 6),
        );
        assert_eq!(
            (c.total, c.tax, c.net),
            (Minor(6_000), Minor(1_000), Minor(5_000))
        );
        assert_eq!(c.backs[0].total, Minor(2_400));
        assert_eq!(c.backs[0].net.0 + c.backs[1].net.0, 5_000);
        assert_eq!(c.backs[0].cost, Minor(700));
        assert!(!c.backs[1].restock);
        assert_eq!(c.backs[1].name, "Oil");
    }
}
