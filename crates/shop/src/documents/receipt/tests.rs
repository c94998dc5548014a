//! An invoice and its receipt read back: the law's words by the shop's
//! country and tax (a full invoice with prices before VAT, the UK's
//! simplified one, a sales tax), and the receipt as long as its sale.

use super::*;
use crate::{
    documents::{
        invoice::{invoice_document, kind_of, InvoiceFrom, InvoiceKind},
        render_quote, Paper,
    },
    i18n::Locales,
    model::{
        lang::Lang,
        quote::{money::Rate, Minor},
        sale::{
            view::{InvoiceLineView, InvoiceView},
            Method, Payment, SaleLine, SaleMoney,
        },
        Currency,
    },
};

fn invoice(lines: usize, total: i64) -> InvoiceView {
    let line = |n: usize| InvoiceLineView {
        line: SaleLine {
            sku: format!("EL{n:04}"),
            name: format!("Brake pads, sintered, front {n}"),
            qty: 2,
            unit: Minor(1_200),
            total: Minor(2_400),
            net: Minor(2_000),
            unit_net: Minor(1_000),
            takes_stock: true,
        },
        cost: None,
        returned: 0,
    };
    InvoiceView {
        id: 1,
        number: "DD-2026-000042".into(),
        at: "2026-12-07 10:15".into(),
        customer_id: None,
        customer_name: Some("Jürgen Weiß".into()),
        customer_vat: None,
        quote_id: None,
        currency: Currency::Gbp,
        lines: (0..lines).map(line).collect(),
        payments: vec![
            Payment {
                method: Method::Card,
                amount: Minor(total - 1_000),
            },
            Payment {
                method: Method::Cash,
                amount: Minor(1_000),
            },
        ],
        tendered: Some(Minor(2_000)),
        change: Minor(1_000),
        money: SaleMoney {
            net: Minor(total * 5 / 6),
            tax: Minor(total - total * 5 / 6),
            total: Minor(total),
            rate: Rate(20_000),
            includes_tax: true,
            sales_tax: false,
        },
        by: Some("ann".into()),
        margin: None,
        credit_notes: Vec::new(),
        paid_before: Vec::new(),
        order_id: None,
        can_print: false,
    }
}

fn words(locales: &Locales) -> crate::i18n::words::Words<'_> {
    crate::i18n::words::Words {
        locales,
        lang: Lang::En,
    }
}

fn details() -> ShopDetails {
    ShopDetails {
        name: Some("Motos Ñandú".into()),
        vat_number: Some("GB123456789".into()),
        ..ShopDetails::default()
    }
}

#[test]
fn the_law_of_the_shop_s_country_chooses_the_invoice() {
    let small = invoice(1, 2_400);
    assert_eq!(kind_of(&small, "GB"), InvoiceKind::Simplified);
    assert_eq!(
        kind_of(&small, "DE"),
        InvoiceKind::Full,
        "the EU: article 226"
    );
    let mut business = small.clone();
    business.customer_vat = Some("GB999".into());
    assert_eq!(kind_of(&business, "GB"), InvoiceKind::Full);
    let large = invoice(20, 48_000);
    assert_eq!(kind_of(&large, "GB"), InvoiceKind::Full, "over £250");
    let mut us = small;
    us.money.sales_tax = true;
    assert_eq!(kind_of(&us, "US"), InvoiceKind::SalesTax);
}

#[test]
fn a_full_invoice_prints_prices_before_vat_and_the_vat_at_its_rate() {
    let locales = Locales::load().unwrap_or_else(|_| panic!("the languages load"));
    let w = words(&locales);
    let d = details();
    let from = InvoiceFrom {
        details: &d,
        country: "DE",
        paper: Paper::A4,
    };
    let doc = invoice_document(&from, &w, &invoice(3, 7_200));
    assert!(doc.title.contains("DD-2026-000042"), "{}", doc.title);
    assert_eq!(doc.rows[0].unit, "£10.00", "the unit price before VAT");
    assert_eq!(doc.rows[0].total, "£20.00");
    let labels: Vec<&str> = doc.totals.iter().map(|t| t.label.as_str()).collect();
    assert!(labels.iter().any(|l| l.contains("20%")), "{labels:?}");
    assert!(doc.facts.len() >= 2, "issued and supplied: {:?}", doc.facts);
    assert!(doc.shop.iter().any(|l| l.contains("GB123456789")));
    let pdf = render_quote(&doc).unwrap_or_else(|e| panic!("{e}"));
    assert!(pdf.starts_with(b"%PDF"));
    // A simplified invoice prints prices with VAT.
    let from = InvoiceFrom {
        country: "GB",
        ..from
    };
    let doc = invoice_document(&from, &w, &invoice(1, 2_400));
    assert_eq!(doc.rows[0].unit, "£12.00");
}

#[test]
fn a_receipt_is_as_long_as_its_sale() {
    let locales = Locales::load().unwrap_or_else(|_| panic!("the languages load"));
    let w = words(&locales);
    let short = receipt(&details(), "GB", &w, &invoice(2, 4_800));
    let long = receipt(&details(), "GB", &w, &invoice(40, 96_000));
    assert!(
        short.lines.iter().any(|l| l.right == "£10.00"),
        "the change"
    );
    let (a, b) = (
        render_receipt(&short).unwrap_or_else(|e| panic!("{e}")),
        render_receipt(&long).unwrap_or_else(|e| panic!("{e}")),
    );
    assert!(a.starts_with(b"%PDF") && b.len() > a.len());
    let height = |pdf: &[u8]| {
        let text = String::from_utf8_lossy(pdf).into_owned();
        let at = text.find("/MediaBox [0 0 226.77 ").map(|i| i + 22);
        at.and_then(|i| {
            text[i..]
                .split(']')
                .next()
                .map(|h| h.trim().parse::<f32>().unwrap_or(0.0))
        })
    };
    if let (Some(ha), Some(hb)) = (height(&a), height(&b)) {
        assert!(hb > ha * 5.0, "{ha} then {hb}");
    }
}
