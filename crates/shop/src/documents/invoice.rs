//! An invoice in words, drawn as the quote's copy is (`render_quote`):
//! what the law of the shop's country asks of it, in the customer's
//! language.
//!
//! - **EU (VAT, article 226 of the VAT directive)**: the date of issue and
//!   the date of supply (a counter sale is supplied when it is issued: the
//!   invoice says so), the number from its gap-free series, the shop's
//!   name, address and VAT number, a business customer's name and VAT
//!   number, each line's quantity, description and unit price before VAT,
//!   the net of each line, and the net, the VAT and the gross at the rate
//!   (the shop sells at one rate, so there is one row of each).
//! - **UK**: the same full invoice, except that a sale of £250 or less to
//!   a customer with no VAT number may be a *simplified* invoice: prices
//!   with VAT, the total and the VAT in it at its rate, saying so.
//! - **US (sales tax)**: the lines at their prices, the subtotal, the
//!   sales tax on it at its rate, and the total.
//!
//! Under the totals: each payment by its method, and for cash what was
//! tendered and the change given.

use crate::{
    documents::{quote::shop_lines, ShopDetails},
    i18n::words::Words,
    model::{quote::Minor, sale::view::InvoiceView},
};

use super::quote::{DocRow, DocTotal, Paper, QuoteDocument};

/// The most a UK simplified invoice may come to, in pence.
pub const UK_SIMPLIFIED_MOST: i64 = 25_000;

/// Which invoice the law asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InvoiceKind {
    /// Article 226 (and the UK's full invoice): prices before VAT.
    Full,
    /// The UK's simplified invoice: prices with VAT.
    Simplified,
    /// Sales tax added to the subtotal.
    SalesTax,
}

/// The kind of invoice `inv` is, in a shop in `country`.
pub fn kind_of(inv: &InvoiceView, country: &str) -> InvoiceKind {
    if inv.money.sales_tax {
        return InvoiceKind::SalesTax;
    }
    let small = inv.money.total.0 <= UK_SIMPLIFIED_MOST;
    if country == "GB" && small && inv.customer_vat.is_none() && inv.money.includes_tax {
        InvoiceKind::Simplified
    } else {
        InvoiceKind::Full
    }
}

/// Where an invoice is printed from: the shop, its country and paper.
pub struct InvoiceFrom<'a> {
    pub details: &'a ShopDetails,
    pub country: &'a str,
    pub paper: Paper,
}

/// The day of a stamp in the shop's zone ("YYYY-MM-DD HH:MM").
fn day_of(at: &str) -> &str {
    at.get(..10).unwrap_or(at)
}

fn rows(w: &Words<'_>, inv: &InvoiceView, kind: InvoiceKind) -> Vec<DocRow> {
    let c = inv.currency;
    inv.lines
        .iter()
        .map(|l| {
            let l = &l.line;
            let (unit, total) = match kind {
                InvoiceKind::Full => (l.unit_net, l.net),
                InvoiceKind::Simplified | InvoiceKind::SalesTax => (l.unit, l.total),
            };
            let undiscounted = unit.times(l.qty);
            let note = (undiscounted.0 > total.0).then(|| {
                let off = ["−", &w.money(c, undiscounted.minus(total))].concat();
                w.t_with("invoice-line-off", &[("amount", &off)])
            });
            DocRow {
                sku: if l.takes_stock || !l.sku.is_empty() {
                    l.sku.clone()
                } else {
                    w.t("quote-line-labour")
                },
                name: l.name.clone(),
                qty: w.count(l.qty),
                unit: w.money(c, unit),
                total: w.money(c, total),
                note,
            }
        })
        .collect()
}

fn total_rows(w: &Words<'_>, inv: &InvoiceView, kind: InvoiceKind) -> Vec<DocTotal> {
    let (c, m) = (inv.currency, inv.money);
    let rate = w.rate(m.rate);
    let row = |label: String, amount: Minor, strong: bool| DocTotal {
        label,
        amount: w.money(c, amount),
        strong,
    };
    let mut out = match kind {
        InvoiceKind::Full => vec![
            row(w.t_with("invoice-net-at", &[("rate", &rate)]), m.net, false),
            row(w.t_with("quote-tax-vat", &[("rate", &rate)]), m.tax, false),
            row(w.t("invoice-total"), m.total, true),
        ],
        InvoiceKind::Simplified => vec![
            row(w.t("invoice-total"), m.total, true),
            row(
                w.t_with("quote-tax-vat-in", &[("rate", &rate)]),
                m.tax,
                false,
            ),
        ],
        InvoiceKind::SalesTax => vec![
            row(w.t("quote-total-net"), m.net, false),
            row(
                w.t_with("quote-tax-sales", &[("rate", &rate)]),
                m.tax,
                false,
            ),
            row(w.t("invoice-total"), m.total, true),
        ],
    };
    out.extend(payment_rows(w, inv));
    out
}

/// What was paid before (a special order's deposit), then each payment by
/// its method; for cash, what was tendered and the change.
pub fn payment_rows(w: &Words<'_>, inv: &InvoiceView) -> Vec<DocTotal> {
    let c = inv.currency;
    let mut out: Vec<DocTotal> = inv
        .paid_before
        .iter()
        .map(|p| DocTotal {
            label: w.t_with(
                "invoice-paid-before",
                &[
                    ("day", &w.day(p.at.get(..10).unwrap_or(&p.at))),
                    ("method", &w.t(p.method.key())),
                    ("order", &p.reference),
                ],
            ),
            amount: w.money(c, p.amount),
            strong: false,
        })
        .collect();
    out.extend(inv.payments.iter().map(|p| DocTotal {
        label: w.t_with("invoice-paid-by", &[("method", &w.t(p.method.key()))]),
        amount: w.money(c, p.amount),
        strong: false,
    }));
    if let Some(tendered) = inv.tendered.filter(|_| inv.change.0 > 0) {
        out.push(DocTotal {
            label: w.t("sale-tendered"),
            amount: w.money(c, tendered),
            strong: false,
        });
        out.push(DocTotal {
            label: w.t("sale-change"),
            amount: w.money(c, inv.change),
            strong: false,
        });
    }
    out
}

/// Who the invoice is to: the customer's name and a business's VAT number.
fn customer_lines(w: &Words<'_>, inv: &InvoiceView) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(name) = &inv.customer_name {
        lines.push([w.t("invoice-to"), " ".into(), name.clone()].concat());
    }
    if let Some(n) = &inv.customer_vat {
        lines.push(w.t_with("quote-copy-vat-number", &[("number", n)]));
    }
    lines
}

/// What the invoice prints, in `w`'s words.
pub fn invoice_document(from: &InvoiceFrom<'_>, w: &Words<'_>, inv: &InvoiceView) -> QuoteDocument {
    let kind = kind_of(inv, from.country);
    let day = w.day(day_of(&inv.at));
    let mut facts = vec![
        w.t_with("invoice-issued", &[("day", &day)]),
        w.t_with("invoice-supplied", &[("day", &day)]),
    ];
    if let Some(by) = &inv.by {
        facts.push(w.t_with("invoice-served-by", &[("name", by)]));
    }
    let mut notes = Vec::new();
    match kind {
        InvoiceKind::Simplified => notes.push(w.t("invoice-simplified")),
        InvoiceKind::Full if inv.money.rate.0 > 0 => notes.push(w.t("invoice-net-prices")),
        _ => {}
    }
    let (unit_head, total_head) = match kind {
        InvoiceKind::Full => (w.t("invoice-unit-net"), w.t("invoice-line-net")),
        _ => (w.t("price-shop"), w.t("quote-line-shop")),
    };
    QuoteDocument {
        paper: from.paper,
        lang: w.lang.code().to_string(),
        title: w.t_with("invoice-title", &[("number", &inv.number)]),
        shop: shop_lines(from.details, w),
        logo: from.details.logo.clone(),
        facts,
        customer: customer_lines(w, inv),
        heads: [
            w.t("product-sku"),
            w.t("stock-result-product"),
            w.t("quote-qty"),
            unit_head,
            total_head,
        ],
        rows: rows(w, inv, kind),
        totals: total_rows(w, inv, kind),
        notes,
        qr: None,
        page_label: w.t_with("pdf-page", &[("page", "{page}"), ("pages", "{pages}")]),
    }
}
