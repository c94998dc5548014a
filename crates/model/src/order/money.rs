//! An order's money as the customer reads it, the same on the order's
//! page and on the receipt: the rows worth showing (`money_rows`) and the
//! sum that says how the balance comes about (`money_sum`), both from
//! one `Balance`. The sum holds to the minor unit by construction
//! (`balance`): total − deposit − paid at collection + refunded + fees
//! kept = due. A due below zero is money owed back to the customer, and
//! is said as that, never as a negative balance.

use super::Balance;
use crate::quote::Minor;

/// One row of an order's money: its words' key and amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoneyRow {
    pub key: &'static str,
    pub amount: Minor,
    /// The last row, what is due (or owed back).
    pub strong: bool,
}

/// How a term of the sum joins the one before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Join {
    First,
    Minus,
    Plus,
    Equals,
}

impl Join {
    /// The sign written before the term (none before the first).
    pub fn sign(self) -> &'static str {
        match self {
            Join::First => "",
            Join::Minus => " \u{2212} ",
            Join::Plus => " + ",
            Join::Equals => " = ",
        }
    }
}

/// One term of the sum: how it joins, its words' key (a message with
/// `$amount`) and its amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoneyTerm {
    pub join: Join,
    pub key: &'static str,
    pub amount: Minor,
}

/// The last row's key and amount: the balance due, or what is owed back
/// when the customer has paid more than they owe.
fn last(b: &Balance) -> (&'static str, Minor) {
    if b.due.0 < 0 {
        ("order-owed-back", Minor(-b.due.0))
    } else {
        ("receipt-due", b.due)
    }
}

/// The rows of an order's money: the total, then each of deposit, paid
/// at collection, refunded and fees kept that is not zero, then what is
/// due (always).
pub fn money_rows(b: &Balance) -> Vec<MoneyRow> {
    let mut rows = vec![MoneyRow {
        key: "receipt-total",
        amount: b.total,
        strong: false,
    }];
    let middle = [
        ("receipt-deposit", b.deposit),
        ("order-paid", b.paid),
        ("receipt-refunded", b.refunded),
        ("order-fees", b.fees),
    ];
    for (key, amount) in middle {
        if amount.0 != 0 {
            rows.push(MoneyRow {
                key,
                amount,
                strong: false,
            });
        }
    }
    let (key, amount) = last(b);
    rows.push(MoneyRow {
        key,
        amount,
        strong: true,
    });
    rows
}

/// The sum that says how the balance comes about, with the same terms as
/// the rows: "total − deposit − paid + refunded + fees kept = due".
pub fn money_sum(b: &Balance) -> Vec<MoneyTerm> {
    let term = |join, key, amount| MoneyTerm { join, key, amount };
    let mut terms = vec![term(Join::First, "money-sum-total", b.total)];
    let middle = [
        (Join::Minus, "money-sum-deposit", b.deposit),
        (Join::Minus, "money-sum-paid", b.paid),
        (Join::Plus, "money-sum-refunded", b.refunded),
        (Join::Plus, "money-sum-fees", b.fees),
    ];
    for (join, key, amount) in middle {
        if amount.0 != 0 {
            terms.push(term(join, key, amount));
        }
    }
    let (key, amount) = last(b);
    let key = if key == "receipt-due" {
        "money-sum-due"
    } else {
        "money-sum-owed-back"
    };
    terms.push(term(Join::Equals, key, amount));
    terms
}

/// The sum written out: each term's words (`word` turns a key and an
/// amount into them) after its sign, e.g. "Total £199.89 − deposit
/// £25.00 − paid at collection £174.89 = due £0.00".
pub fn sum_said(terms: &[MoneyTerm], word: impl Fn(&'static str, Minor) -> String) -> String {
    terms
        .iter()
        .map(|t| [t.join.sign(), &word(t.key, t.amount)].concat())
        .collect()
}

/// The sum's terms added up as their signs say: what the due should be.
pub fn sum_of(terms: &[MoneyTerm]) -> i64 {
    let mut sum = 0i64;
    for t in terms {
        match t.join {
            Join::First | Join::Plus => sum += t.amount.0,
            Join::Minus => sum -= t.amount.0,
            Join::Equals => {}
        }
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(total: i64, deposit: i64, paid: i64, refunded: i64, fees: i64) -> Balance {
        Balance {
            total: Minor(total),
            deposit: Minor(deposit),
            paid: Minor(paid),
            refunded: Minor(refunded),
            fees: Minor(fees),
            due: Minor(total - deposit - paid + refunded + fees),
        }
    }

    #[test]
    fn only_rows_not_zero_are_shown_and_the_due_always() {
        let all_collected = b(19989, 2500, 17489, 0, 0);
        let keys: Vec<_> = money_rows(&all_collected).iter().map(|r| r.key).collect();
        assert_eq!(
            keys,
            [
                "receipt-total",
                "receipt-deposit",
                "order-paid",
                "receipt-due"
            ]
        );
        let rows = money_rows(&all_collected);
        assert_eq!(rows[2].amount, Minor(17489));
        assert_eq!(rows[3].amount, Minor(0));
        assert!(rows[3].strong);
    }

    #[test]
    fn a_cancelled_line_shows_what_went_back_and_the_fee_kept() {
        // The receipt that hid its fee: total 120.49, deposit 180.74,
        // refunded 96.39, fee 24.10, paid 60.24 at collection.
        let m = b(12049, 18074, 6024, 9639, 2410);
        assert_eq!(m.due, Minor(0));
        let terms = money_sum(&m);
        let keys: Vec<_> = terms.iter().map(|t| t.key).collect();
        assert_eq!(
            keys,
            [
                "money-sum-total",
                "money-sum-deposit",
                "money-sum-paid",
                "money-sum-refunded",
                "money-sum-fees",
                "money-sum-due"
            ]
        );
        assert_eq!(sum_of(&terms), m.due.0);
    }

    #[test]
    fn money_paid_over_what_is_owed_is_said_as_owed_back() {
        let m = b(1000, 1500, 0, 0, 0);
        let rows = money_rows(&m);
        let last = rows.last().unwrap();
        assert_eq!((last.key, last.amount), ("order-owed-back", Minor(500)));
        let terms = money_sum(&m);
        let end = terms.last().unwrap();
        assert_eq!((end.key, end.amount), ("money-sum-owed-back", Minor(500)));
        assert_eq!(sum_of(&terms), -500);
    }
}
