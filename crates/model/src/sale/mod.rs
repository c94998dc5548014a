//! Selling at the counter, as rules: how the customer pays (`Method`), a
//! payment as typed (`amount`), whether the payments meet the total
//! exactly and what change the cash leaves (`settle`), and an invoice's
//! number in its gap-free series (`invoice_number`). Every amount is whole
//! minor units of the shop's currency. The sale itself (who sold what,
//! the invoice kept, the parts taken off the shelf) is the shop crate's
//! `sales/`; nothing here reads a store.

use serde::{Deserialize, Serialize};

use crate::quote::money::{Minor, Rate};

pub mod collect;
pub mod day;
pub mod loose;
pub mod return_view;
pub mod returns;
pub mod view;

/// The most one payment takes, in minor units (a hundred million in the
/// shop's currency): more is a typing slip, and every sum stays far inside
/// `i64`.
pub const MOST_AMOUNT: i64 = 10_000_000_000;

/// The most lines one sale sells.
pub const MOST_LINES: usize = 500;

/// How a customer pays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Method {
    /// Notes and coins: what is tendered may be more, and change is given.
    Cash,
    Card,
    /// A bank transfer.
    Transfer,
    /// A gift voucher or credit the shop gave before.
    Voucher,
    Other,
}

impl Method {
    pub const ALL: [Method; 5] = [
        Method::Cash,
        Method::Card,
        Method::Transfer,
        Method::Voucher,
        Method::Other,
    ];

    /// The code kept with a payment (never changed once released).
    pub fn code(self) -> &'static str {
        match self {
            Method::Cash => "cash",
            Method::Card => "card",
            Method::Transfer => "transfer",
            Method::Voucher => "voucher",
            Method::Other => "other",
        }
    }

    pub fn parse(code: &str) -> Option<Method> {
        Method::ALL.into_iter().find(|m| m.code() == code.trim())
    }

    /// The message key of its name on a page.
    pub fn key(self) -> &'static str {
        match self {
            Method::Cash => "sale-method-cash",
            Method::Card => "sale-method-card",
            Method::Transfer => "sale-method-transfer",
            Method::Voucher => "sale-method-voucher",
            Method::Other => "sale-method-other",
        }
    }
}

/// Why a sale was refused (nothing was written).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SaleProblem {
    /// Nothing to sell.
    NoLines,
    /// More lines than one sale takes.
    TooManyLines,
    /// A line whose quantity is not one or more whole units, or that has
    /// no price.
    BadLine(String),
    /// No payment for a total above zero.
    NoPayment,
    /// An amount that is not money (more than two decimals, a letter).
    NotAnAmount,
    /// An amount of nothing, or below zero.
    NotPositive,
    /// More than one payment takes (`MOST_AMOUNT`).
    TooLarge,
    /// The payments are short of the total by this much.
    Short(Minor),
    /// Payments other than cash come to more than the total: only cash
    /// gives change.
    OverPaid(Minor),
    /// Not one of the methods.
    NotAMethod,
    /// A sale form without its token: an old or forged form.
    StaleForm,
    /// These parts have fewer free on the shelf than the sale takes, and
    /// the counter did not say to sell anyway.
    ShortOnShelf(Vec<String>),
    /// A line has no price yet: the list is priced first.
    Unpriced,
    /// A line chosen to collect is not waiting to be collected (not
    /// arrived yet, collected or cancelled since the page was shown).
    NotWaiting,
}

impl SaleProblem {
    /// The message key of what a person reads.
    pub fn key(&self) -> &'static str {
        match self {
            SaleProblem::NoLines => "sale-problem-no-lines",
            SaleProblem::TooManyLines => "sale-problem-too-many-lines",
            SaleProblem::BadLine(_) => "sale-problem-line",
            SaleProblem::NoPayment => "sale-problem-no-payment",
            SaleProblem::NotAnAmount => "sale-problem-amount",
            SaleProblem::NotPositive => "sale-problem-not-positive",
            SaleProblem::TooLarge => "sale-problem-too-large",
            SaleProblem::Short(_) => "sale-problem-short",
            SaleProblem::OverPaid(_) => "sale-problem-over-paid",
            SaleProblem::NotAMethod => "sale-problem-method",
            SaleProblem::StaleForm => "sale-problem-form",
            SaleProblem::ShortOnShelf(_) => "sale-problem-short-shelf",
            SaleProblem::Unpriced => "sale-problem-unpriced",
            SaleProblem::NotWaiting => "collect-problem-not-waiting",
        }
    }
}

/// A payment's amount as typed ("12.50", "12,50", "12"): above zero, at
/// most two decimals, at most `MOST_AMOUNT`.
pub fn amount(text: &str) -> Result<Minor, SaleProblem> {
    let t = text.trim().replace(',', ".");
    if t.starts_with('-') {
        return Err(SaleProblem::NotPositive);
    }
    let decimals = t.split_once('.').map_or(0, |(_, f)| f.len());
    let digits = t.chars().filter(|c| c.is_ascii_digit()).count();
    if t.is_empty() || decimals > 2 || t.starts_with('.') {
        return Err(SaleProblem::NotAnAmount);
    }
    // Past twelve digits it is past the most, whatever it says.
    if digits > 12 && t.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return Err(SaleProblem::TooLarge);
    }
    let m = Minor::from_decimal(&t).ok_or(SaleProblem::NotAnAmount)?;
    match m.0 {
        n if n <= 0 => Err(SaleProblem::NotPositive),
        n if n > MOST_AMOUNT => Err(SaleProblem::TooLarge),
        _ => Ok(m),
    }
}

/// The payments a sale form typed: an amount for each method (empty: none
/// by it), or `all` by one method (the whole total, as the counter's
/// quick buttons ask).
pub fn payments_typed(
    typed: &[(Method, String)],
    all: Option<Method>,
    total: Minor,
) -> Result<Vec<Payment>, SaleProblem> {
    if let Some(method) = all {
        return Ok(vec![Payment {
            method,
            amount: total,
        }]);
    }
    typed
        .iter()
        .filter(|(_, text)| !text.trim().is_empty())
        .map(|(method, text)| {
            Ok(Payment {
                method: *method,
                amount: amount(text)?,
            })
        })
        .collect()
}

/// A payment as the counter took it (for cash: what was tendered).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Payment {
    pub method: Method,
    pub amount: Minor,
}

/// A payment the customer made before the sale: a special order's
/// deposit, its share for the lines collected.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PaidBefore {
    pub method: Method,
    pub amount: Minor,
    /// When it was taken (UTC stamp as kept; a page's in the shop's zone).
    pub at: String,
    /// What it was taken for (the order's id).
    pub reference: String,
}

/// Payments that meet a total: each as kept (cash: what stays in the
/// till, the tendered cash less the change) and the change to give.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settled {
    /// Other methods first, as taken, then the cash kept (one payment).
    pub payments: Vec<Payment>,
    pub change: Minor,
    /// The cash tendered, when there was cash.
    pub tendered: Option<Minor>,
}

/// Whether `taken` meets `total` exactly: card, transfer, voucher and
/// other never more than the total (they give no change); cash may be
/// more than what is left, and the rest is change. A sale of nothing
/// (a total of zero) takes no payment.
pub fn settle(total: Minor, taken: &[Payment]) -> Result<Settled, SaleProblem> {
    if taken.iter().any(|p| p.amount.0 <= 0) {
        return Err(SaleProblem::NotPositive);
    }
    if taken.iter().any(|p| p.amount.0 > MOST_AMOUNT) {
        return Err(SaleProblem::TooLarge);
    }
    if taken.is_empty() && total.0 > 0 {
        return Err(SaleProblem::NoPayment);
    }
    let sum = |cash: bool| -> i64 {
        taken
            .iter()
            .filter(|p| (p.method == Method::Cash) == cash)
            .map(|p| p.amount.0)
            .sum()
    };
    let (other, cash) = (sum(false), sum(true));
    if other > total.0 {
        return Err(SaleProblem::OverPaid(Minor(other - total.0)));
    }
    let owed = total.0 - other;
    if cash < owed {
        return Err(SaleProblem::Short(Minor(owed - cash)));
    }
    if owed == 0 && cash > 0 {
        // Cash on top of payments that already meet the total.
        return Err(SaleProblem::OverPaid(Minor(cash)));
    }
    let mut payments: Vec<Payment> = taken
        .iter()
        .filter(|p| p.method != Method::Cash)
        .copied()
        .collect();
    if owed > 0 {
        payments.push(Payment {
            method: Method::Cash,
            amount: Minor(owed),
        });
    }
    Ok(Settled {
        payments,
        change: Minor(cash - owed),
        tendered: (cash > 0).then_some(Minor(cash)),
    })
}

/// An invoice's number: the shop's prefix, the year and the number in
/// that year's series, six digits at least (`2026-000123`).
pub fn invoice_number(prefix: &str, year: i32, seq: i64) -> String {
    format!("{prefix}{year}-{seq:06}")
}

/// One line of a sale, as the invoice keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaleLine {
    pub sku: String,
    pub name: String,
    pub qty: i64,
    /// The price of one, as the shelf shows it (with tax where the shop's
    /// prices include it).
    pub unit: Minor,
    /// Its value after its discount, as the shelf shows it.
    pub total: Minor,
    /// Its value after its discount, before tax.
    pub net: Minor,
    /// The price of one before tax (the invoice's unit price net).
    #[serde(default)]
    pub unit_net: Minor,
    /// A part that leaves the shelf; labour, and a typed line without a
    /// code, take nothing off it.
    pub takes_stock: bool,
}

/// What a sale comes to, as the list's prices made it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaleMoney {
    pub net: Minor,
    pub tax: Minor,
    pub total: Minor,
    pub rate: Rate,
    /// The shop's prices include tax (VAT) or add it.
    pub includes_tax: bool,
    /// The tax is a sales tax (US), not VAT.
    pub sales_tax: bool,
}

/// Checks a sale's lines: one at least, at most `MOST_LINES`, each of one
/// or more units and a price not below zero.
pub fn check_lines(lines: &[SaleLine]) -> Result<(), SaleProblem> {
    if lines.is_empty() {
        return Err(SaleProblem::NoLines);
    }
    if lines.len() > MOST_LINES {
        return Err(SaleProblem::TooManyLines);
    }
    match lines
        .iter()
        .find(|l| l.qty < 1 || l.qty > crate::stock::MOST_UNITS || l.unit.0 < 0 || l.total.0 < 0)
    {
        Some(bad) => Err(SaleProblem::BadLine(bad.sku.clone())),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pay(method: Method, amount: i64) -> Payment {
        Payment {
            method,
            amount: Minor(amount),
        }
    }

    #[test]
    fn amounts_are_money_above_zero_within_the_most() {
        assert_eq!(amount("12.50"), Ok(Minor(1250)));
        assert_eq!(amount(" 12,5 "), Ok(Minor(1250)));
        assert_eq!(amount("7"), Ok(Minor(700)));
        assert_eq!(amount("100000000"), Ok(Minor(MOST_AMOUNT)));
        assert_eq!(amount("100000000.01"), Err(SaleProblem::TooLarge));
        assert_eq!(amount("1000000000000"), Err(SaleProblem::TooLarge));
        assert_eq!(amount("0"), Err(SaleProblem::NotPositive));
        assert_eq!(amount("-5"), Err(SaleProblem::NotPositive));
        for bad in ["", "1.234", "ten", ".5", "1e3", "1.2.3"] {
            assert_eq!(amount(bad), Err(SaleProblem::NotAnAmount), "{bad}");
        }
    }

    #[test]
    fn cash_gives_change_and_the_rest_meets_the_total_exactly() {
        let s = settle(Minor(1_799), &[pay(Method::Cash, 2_000)]).unwrap();
        assert_eq!(s.change, Minor(201));
        assert_eq!(s.payments, vec![pay(Method::Cash, 1_799)]);
        assert_eq!(s.tendered, Some(Minor(2_000)));
        // Split: card first, cash for the rest.
        let s = settle(
            Minor(10_000),
            &[pay(Method::Card, 6_000), pay(Method::Cash, 5_000)],
        )
        .unwrap();
        assert_eq!(
            s.payments,
            vec![pay(Method::Card, 6_000), pay(Method::Cash, 4_000)]
        );
        assert_eq!(s.change, Minor(1_000));
        let exact = settle(
            Minor(10_000),
            &[pay(Method::Card, 2_500), pay(Method::Voucher, 7_500)],
        )
        .unwrap();
        assert_eq!((exact.change, exact.tendered), (Minor(0), None));
    }

    #[test]
    fn payments_short_of_or_past_the_total_are_refused() {
        assert_eq!(
            settle(Minor(5_000), &[pay(Method::Card, 4_000)]),
            Err(SaleProblem::Short(Minor(1_000)))
        );
        assert_eq!(
            settle(Minor(5_000), &[pay(Method::Card, 5_001)]),
            Err(SaleProblem::OverPaid(Minor(1)))
        );
        assert_eq!(
            settle(
                Minor(5_000),
                &[pay(Method::Card, 5_000), pay(Method::Cash, 100)]
            ),
            Err(SaleProblem::OverPaid(Minor(100)))
        );
        assert_eq!(settle(Minor(5_000), &[]), Err(SaleProblem::NoPayment));
        assert_eq!(
            settle(Minor(5_000), &[pay(Method::Cash, 0)]),
            Err(SaleProblem::NotPositive)
        );
        assert_eq!(
            settle(Minor(5_000), &[pay(Method::Cash, MOST_AMOUNT + 1)]),
            Err(SaleProblem::TooLarge)
        );
        assert!(settle(Minor(0), &[]).is_ok());
    }

    #[test]
    fn a_form_s_amounts_are_its_payments() {
        let typed = vec![
            (Method::Cash, "20".to_string()),
            (Method::Card, " ".to_string()),
            (Method::Voucher, "5,50".to_string()),
        ];
        assert_eq!(
            payments_typed(&typed, None, Minor(2_000)),
            Ok(vec![pay(Method::Cash, 2_000), pay(Method::Voucher, 550)])
        );
        assert_eq!(
            payments_typed(&typed, Some(Method::Card), Minor(1_234)),
            Ok(vec![pay(Method::Card, 1_234)])
        );
        let bad = vec![(Method::Cash, "-3".to_string())];
        assert_eq!(
            payments_typed(&bad, None, Minor(1)),
            Err(SaleProblem::NotPositive)
        );
        assert_eq!(payments_typed(&[], None, Minor(1)), Ok(vec![]));
    }

    #[test]
    fn numbers_read_in_order() {
        assert_eq!(invoice_number("", 2026, 123), "2026-000123");
        assert_eq!(invoice_number("DD-", 2026, 1_234_567), "DD-2026-1234567");
        assert!(invoice_number("", 2026, 9) < invoice_number("", 2026, 10));
    }

    #[test]
    fn every_method_reads_back() {
        for m in Method::ALL {
            assert_eq!(Method::parse(m.code()), Some(m));
        }
        assert_eq!(Method::parse("cheque"), None);
    }

    #[test]
    fn lines_are_checked_before_anything_is_written() {
        let line = |qty: i64| SaleLine {
            sku: "A".into(),
            name: "Chain".into(),
            qty,
            unit: Minor(100),
            total: Minor(100 * qty),
            net: Minor(80 * qty),
            unit_net: Minor(80),
            takes_stock: true,
        };
        assert_eq!(check_lines(&[]), Err(SaleProblem::NoLines));
        assert_eq!(check_lines(&[line(1), line(3)]), Ok(()));
        assert_eq!(
            check_lines(&[line(0)]),
            Err(SaleProblem::BadLine("A".into()))
        );
        let many: Vec<SaleLine> = (0..=MOST_LINES).map(|_| line(1)).collect();
        assert_eq!(check_lines(&many), Err(SaleProblem::TooManyLines));
    }
}
