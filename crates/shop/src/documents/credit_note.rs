//! A credit note in words, drawn as the invoice is (`render_quote`): its
//! own number from its own series, the invoice it refers to (number and
//! date, as article 219 of the VAT directive and the UK's rules ask of a
//! document that amends an invoice), the shop and the customer, each line
//! taken back at what it refunds (before tax where the invoice showed
//! prices before tax), the net, the tax and the total refunded, how it was
//! paid back, and why.

use crate::{
    documents::{quote::shop_lines, ShopDetails},
    i18n::words::Words,
    model::{quote::Minor, sale::return_view::CreditNoteView},
};

use super::quote::{DocRow, DocTotal, Paper, QuoteDocument};

/// What the credit note prints, in `w`'s words.
pub fn credit_note_document(
    details: &ShopDetails,
    paper: Paper,
    w: &Words<'_>,
    c: &CreditNoteView,
) -> QuoteDocument {
    let cur = c.currency;
    let day = |at: &str| w.day(at.get(..10).unwrap_or(at));
    let refers = match &c.refers_to {
        Some(r) => w.t_with(
            "credit-refers-to",
            &[("number", &r.number), ("day", &day(&r.at))],
        ),
        None => w.t("credit-no-invoice"),
    };
    let mut facts = vec![
        w.t_with("credit-issued", &[("day", &day(&c.at))]),
        refers,
        w.t_with("credit-reason", &[("reason", &w.t(c.reason.key()))]),
    ];
    if !c.note.is_empty() {
        facts.push(c.note.clone());
    }
    if let Some(m) = &c.approved_by {
        facts.push(w.t_with("credit-approved-by", &[("name", m)]));
    }
    let mut customer = Vec::new();
    if let Some(name) = &c.customer_name {
        customer.push([w.t("invoice-to"), " ".into(), name.clone()].concat());
    }
    if let Some(n) = &c.customer_vat {
        customer.push(w.t_with("quote-copy-vat-number", &[("number", n)]));
    }
    let rows = c
        .lines
        .iter()
        .map(|b| DocRow {
            sku: if b.sku.is_empty() {
                w.t("quote-line-labour")
            } else {
                b.sku.clone()
            },
            name: b.name.clone(),
            qty: w.count(b.qty),
            unit: w.money(cur, Minor(b.net.0 / b.qty.max(1))),
            total: w.money(cur, b.net),
            note: (!b.restock && b.takes_stock).then(|| w.t("credit-damaged")),
        })
        .collect();
    let rate = w.rate(c.rate);
    let tax_key = if c.sales_tax {
        "quote-tax-sales"
    } else {
        "quote-tax-vat"
    };
    let row = |label: String, amount: Minor, strong: bool| DocTotal {
        label,
        amount: w.money(cur, amount),
        strong,
    };
    let totals = vec![
        row(w.t("quote-total-net"), c.net, false),
        row(w.t_with(tax_key, &[("rate", &rate)]), c.tax, false),
        row(w.t("credit-total"), c.total, true),
        row(
            w.t_with("credit-refunded-by", &[("method", &w.t(c.method.key()))]),
            c.total,
            false,
        ),
    ];
    QuoteDocument {
        paper,
        lang: w.lang.code().to_string(),
        title: w.t_with("credit-title", &[("number", &c.number)]),
        shop: shop_lines(details, w),
        logo: details.logo.clone(),
        facts,
        customer,
        heads: [
            w.t("product-sku"),
            w.t("stock-result-product"),
            w.t("quote-qty"),
            w.t("invoice-unit-net"),
            w.t("invoice-line-net"),
        ],
        rows,
        totals,
        notes: Vec::new(),
        qr: None,
        page_label: w.t_with("pdf-page", &[("page", "{page}"), ("pages", "{pages}")]),
    }
}
