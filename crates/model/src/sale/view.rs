//! What the sales' pages show: the sale page of a quote list (its lines at
//! the list's prices, what the shelf has of each, the payment form), an
//! invoice, and the invoices' list with its filters. Times are already in
//! the shop's zone when they reach a page; amounts are minor units.

use serde::{Deserialize, Serialize};

use super::{Method, Payment, SaleLine, SaleMoney, SaleProblem};
use crate::{customer::CustomerHead, quote::Minor, stock::view::ShelfLine, Currency};

/// An invoice made before from the same list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InvoiceLink {
    pub id: i64,
    pub number: String,
}

/// One line of the sale page: the line as the invoice will keep it, and
/// what the shop's shelf has of it (`None`: takes nothing off the shelf).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftSaleLine {
    pub line: SaleLine,
    pub ours: Option<ShelfLine>,
}

impl DraftSaleLine {
    /// Fewer free on the shelf than the line sells.
    pub fn short(&self) -> bool {
        self.ours
            .as_ref()
            .is_some_and(|o| o.available() < self.line.qty)
    }
}

/// The sale page of a quote list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaleDraft {
    pub quote_id: String,
    pub quote_name: String,
    pub customer: Option<CustomerHead>,
    pub currency: Currency,
    pub lines: Vec<DraftSaleLine>,
    pub money: SaleMoney,
    /// Lines without a price (the sale waits for them).
    pub unpriced: usize,
    /// This form's own token: sent twice, it makes one invoice.
    pub token: String,
    /// Invoices made from this list before.
    pub sold_before: Vec<InvoiceLink>,
}

impl SaleDraft {
    /// The SKUs with fewer free on the shelf than the sale takes.
    pub fn short_skus(&self) -> Vec<String> {
        self.lines
            .iter()
            .filter(|l| l.short())
            .map(|l| l.line.sku.clone())
            .collect()
    }
}

/// A sale form as typed: an amount for each method, sell anyway, and
/// (refused) why.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostedSale {
    pub token: String,
    /// (method's code, amount as typed).
    pub amounts: Vec<(String, String)>,
    pub anyway: bool,
    pub problem: Option<SaleProblem>,
    /// The person may not sell.
    pub not_allowed: bool,
    /// The store did not answer: nothing was written.
    pub busy: bool,
}

impl PostedSale {
    /// What was typed for `method`.
    pub fn amount(&self, method: Method) -> String {
        self.amounts
            .iter()
            .find(|(m, _)| m == method.code())
            .map(|(_, a)| a.clone())
            .unwrap_or_default()
    }
}

/// One line of an invoice as its page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InvoiceLineView {
    pub line: SaleLine,
    /// What one unit cost the shop as it left (managers only).
    pub cost: Option<Minor>,
    /// Units taken back since.
    #[serde(default)]
    pub returned: i64,
}

/// One invoice as its page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InvoiceView {
    pub id: i64,
    pub number: String,
    /// When it was issued, in the shop's zone ("YYYY-MM-DD HH:MM").
    pub at: String,
    pub customer_id: Option<String>,
    /// The customer's name as it was at the sale (`None`: a walk-in, or
    /// a name the law let go).
    pub customer_name: Option<String>,
    /// A business customer's VAT number, as it was at the sale.
    pub customer_vat: Option<String>,
    pub quote_id: Option<String>,
    pub currency: Currency,
    pub lines: Vec<InvoiceLineView>,
    pub payments: Vec<Payment>,
    /// The cash tendered, and the change given.
    pub tendered: Option<Minor>,
    pub change: Minor,
    pub money: SaleMoney,
    pub by: Option<String>,
    /// The sale's margin: its net less what the parts cost (managers).
    pub margin: Option<Minor>,
    /// Its credit notes, oldest first.
    #[serde(default)]
    pub credit_notes: Vec<super::return_view::CreditLink>,
    /// Paid before the sale (a special order's deposit), its time in the
    /// shop's zone.
    #[serde(default)]
    pub paid_before: Vec<super::PaidBefore>,
    /// The special order it collected.
    #[serde(default)]
    pub order_id: Option<String>,
    /// The counter has a receipt printer (`RECEIPT_PRINTER`).
    #[serde(default)]
    pub can_print: bool,
}

/// The invoices' list's filters, as typed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SalesFilter {
    /// A customer's name, or part of it.
    pub customer: String,
    /// Who sold.
    pub by: String,
    /// A payment method's code.
    pub method: String,
    /// The first and last day ("YYYY-MM-DD", the shop's days).
    pub from: String,
    pub to: String,
    /// An invoice's number, or part of it.
    pub number: String,
    /// The page, from 1.
    pub page: u32,
}

/// The invoices a page shows.
pub const SALES_A_PAGE: usize = 50;

/// One row of the list: an invoice, or a credit note against one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SalesRow {
    pub id: i64,
    pub number: String,
    /// In the shop's zone ("YYYY-MM-DD HH:MM").
    pub at: String,
    pub customer_id: Option<String>,
    pub customer_name: Option<String>,
    pub total: Minor,
    #[serde(default)]
    pub currency: Currency,
    /// Each payment's method, as taken (a credit note: how it refunded).
    pub methods: Vec<Method>,
    pub by: Option<String>,
    /// A credit note (its invoice, if it has one, is `against`).
    #[serde(default)]
    pub credit: bool,
    /// A credit note's invoice.
    #[serde(default)]
    pub against: Option<CreditOf>,
}

/// The invoice a credit note in the list refers to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CreditOf {
    pub invoice_id: i64,
    pub invoice_number: String,
}

impl SalesRow {
    /// What the row adds to the takings: a credit note's total taken off.
    pub fn signed_total(&self) -> Minor {
        if self.credit {
            Minor(-self.total.0)
        } else {
            self.total
        }
    }
}

/// The invoices' list: a page of rows and what the filters matched.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SalesList {
    pub rows: Vec<SalesRow>,
    /// Every invoice and credit note the filters match, and the
    /// invoices' total less the credit notes'.
    pub matched: u64,
    pub total: Minor,
    pub currency: Currency,
    pub page: u32,
    pub pages: u32,
    /// A filter's day is not a date: nothing was looked for.
    pub bad_day: bool,
}

/// Whether a filter's day is a date ("YYYY-MM-DD") or empty.
pub fn is_day_or_empty(text: &str) -> bool {
    let t = text.trim();
    t.is_empty() || crate::order::is_day_text(t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stock::Level;

    fn draft_line(qty: i64, on_hand: i64, takes_stock: bool) -> DraftSaleLine {
        DraftSaleLine {
            line: SaleLine {
                sku: format!("P{qty}{on_hand}"),
                name: String::new(),
                qty,
                unit: Minor(100),
                total: Minor(100 * qty),
                net: Minor(80 * qty),
                unit_net: Minor(80),
                takes_stock,
            },
            ours: takes_stock.then(|| ShelfLine {
                sku: String::new(),
                level: Level {
                    on_hand,
                    committed: 1,
                },
                bins: Vec::new(),
                kept: true,
                pack: 0,
            }),
        }
    }

    #[test]
    fn a_line_is_short_when_fewer_are_free_than_it_sells() {
        // On hand 3, one held for a customer: 2 free.
        assert!(!draft_line(2, 3, true).short());
        assert!(draft_line(3, 3, true).short());
        assert!(!draft_line(5, 0, false).short());
    }

    #[test]
    fn filter_days_are_dates_or_empty() {
        assert!(is_day_or_empty(""));
        assert!(is_day_or_empty("2026-12-07"));
        assert!(!is_day_or_empty("2026-13-01"));
        assert!(!is_day_or_empty("yesterday"));
    }
}
