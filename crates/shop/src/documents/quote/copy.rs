//! The customer's copy of a quote, in words: the shop's head, the dates,
//! who it is for, each line at the shop's price with its discount in
//! words, and the totals as the list's page shows them, in the reader's
//! language. `render_quote` draws what this writes.

use crate::{
    documents::ShopDetails,
    i18n::words::Words,
    model::{
        pricing::{ShopTotals, TaxKind},
        quote::{discount::Discount, QuoteView},
    },
    pricing::ShopPricing,
};

use super::sheet::{DocRow, DocTotal, Paper, QuoteDocument};

/// The rows of the totals, as the page shows them.
/// `net_first`: net, tax, then total even where prices include tax (a
/// business's copy).
fn total_rows(
    w: &Words<'_>,
    t: &ShopTotals,
    discount: Option<Discount>,
    net_first: bool,
) -> Vec<DocTotal> {
    let c = t.currency;
    let row = |label: String, amount: String, strong: bool| DocTotal {
        label,
        amount,
        strong,
    };
    let mut rows = Vec::new();
    if let Some(tier) = t.tier.as_ref().filter(|tier| tier.saving.0 > 0) {
        rows.push(row(
            w.t("quote-total-retail"),
            w.money(c, tier.retail),
            false,
        ));
        let saving = w.t_with("quote-tier-saving", &[("tier", &tier.name)]);
        let off = ["−", &w.money(c, tier.saving)].concat();
        rows.push(row(saving, off, false));
    }
    if t.line_discounts.0 > 0 || t.quote_discount.0 > 0 {
        rows.push(row(
            w.t("quote-before-discounts"),
            w.money(c, t.before_discounts),
            false,
        ));
        if t.line_discounts.0 > 0 {
            let off = ["−", &w.money(c, t.line_discounts)].concat();
            rows.push(row(w.t("quote-line-discounts"), off, false));
        }
        if t.quote_discount.0 > 0 {
            let said = match discount {
                Some(Discount::Percent(r)) => [" (", &w.rate(r), "%)"].concat(),
                _ => String::new(),
            };
            let off = ["−", &w.money(c, t.quote_discount)].concat();
            rows.push(row(
                [w.t("quote-quote-discount"), said].concat(),
                off,
                false,
            ));
        }
    }
    let rate = w.rate(t.rate);
    let included = t.includes_tax && !net_first;
    let tax_key = match (t.kind, included) {
        (TaxKind::Vat, true) => "quote-tax-vat-in",
        (TaxKind::Vat, false) => "quote-tax-vat",
        (TaxKind::SalesTax, _) => "quote-tax-sales",
    };
    let tax = row(
        w.t_with(tax_key, &[("rate", &rate)]),
        w.money(c, t.tax),
        false,
    );
    let total = row(w.t("quote-total-shop"), w.money(c, t.total), true);
    let taxed = t.rate.0 > 0;
    if included {
        rows.push(total);
        if taxed {
            rows.push(tax);
        }
    } else {
        if taxed {
            rows.push(row(w.t("quote-total-net"), w.money(c, t.net), false));
            rows.push(tax);
        }
        rows.push(total);
    }
    rows
}

/// The copy's lines: each at the shop's price, its total after its
/// discount, and the discount in words.
/// `net`: each price before tax (a business's copy).
fn doc_rows(w: &Words<'_>, view: &QuoteView, t: &ShopTotals, net: bool) -> Vec<DocRow> {
    let c = t.currency;
    view.lines
        .iter()
        .map(|l| {
            let m = t.line(&l.sku);
            let unit = m.and_then(|m| if net { m.unit_net } else { m.unit });
            let total =
                m.filter(|_| unit.is_some())
                    .map(|m| if net { m.net } else { m.value.minus(m.off) });
            let note = m.filter(|m| m.off.0 > 0).map(|m| {
                let said = l.discount.map(|d| w.discount(d, c)).unwrap_or_default();
                [said, " (".into(), w.money(c, m.value), ")".into()].concat()
            });
            let name = l.prices().name.clone();
            DocRow {
                sku: w.code(l),
                name: match w.labour(l, c) {
                    Some(hours) => [name, " · ".into(), hours].concat(),
                    None => name,
                },
                qty: w.count(l.qty),
                unit: unit.map_or_else(|| "—".into(), |u| w.money(c, u)),
                total: total.map_or_else(|| "—".into(), |v| w.money(c, v)),
                note,
            }
        })
        .collect()
}

/// Who a copy is for: the customer, and a business's VAT number.
pub struct CopyFor<'a> {
    pub customer: Option<&'a crate::model::customer::CustomerHead>,
    pub vat_number: Option<&'a str>,
}

/// The shop a copy is from: its details, its prices (for a list with none
/// priced yet) and its paper.
pub struct CopyFrom<'a> {
    pub details: &'a ShopDetails,
    pub pricing: &'a ShopPricing,
    pub paper: Paper,
}

/// "For NAME · CONTACT", and a business's VAT number.
fn customer_lines(w: &Words<'_>, reader: &CopyFor<'_>) -> Vec<String> {
    let Some(c) = reader.customer else {
        return Vec::new();
    };
    let mut lines = vec![[
        w.t("quote-for"),
        " ".into(),
        c.name.clone(),
        " · ".into(),
        c.contact(),
    ]
    .concat()];
    if let Some(n) = reader.vat_number {
        lines.push(w.t_with("quote-copy-vat-number", &[("number", n)]));
    }
    lines
}

/// What the copy of `view` prints, in `w`'s words; `address` is the
/// list's on the portal, for its QR code.
pub fn quote_copy(
    from: &CopyFrom<'_>,
    w: &Words<'_>,
    view: &QuoteView,
    reader: CopyFor<'_>,
    address: String,
) -> QuoteDocument {
    let t = view
        .shop
        .clone()
        .unwrap_or_else(|| from.pricing.totals(&[], None, None));
    let d = from.details;
    let shop = shop_lines(d, w);
    let mut facts = vec![[w.t("quote-date"), " ".into(), w.day(&view.dated.today)].concat()];
    let days = view.dated.days.to_string();
    facts.push(w.t_with(
        "quote-valid",
        &[("days", &days), ("until", &w.day(&view.dated.valid_until))],
    ));
    if view.dated.expired {
        let until = w.day(&view.dated.valid_until);
        facts.push(w.t_with("quote-expired-copy", &[("until", &until)]));
    }
    // A business is shown prices before tax, the tax beside them.
    let net = reader.vat_number.is_some() && t.includes_tax;
    let rows = doc_rows(w, view, &t, net);
    let mut notes = Vec::new();
    if net {
        notes.push(w.t("quote-copy-net-prices"));
    }
    if t.unpriced > 0 {
        notes.push(
            [
                w.t("quote-unpriced-shop"),
                ": ".into(),
                w.count(t.unpriced as i64),
            ]
            .concat(),
        );
    }
    QuoteDocument {
        paper: from.paper,
        lang: w.lang.code().to_string(),
        title: w.t_with("quote-title", &[("name", &view.head.name)]),
        shop,
        logo: d.logo.clone(),
        facts,
        customer: customer_lines(w, &reader),
        heads: [
            w.t("product-sku"),
            w.t("stock-result-product"),
            w.t("quote-qty"),
            w.t("price-shop"),
            w.t("quote-line-shop"),
        ],
        rows,
        totals: total_rows(w, &t, view.discount, net),
        notes,
        qr: Some((address, w.t("pdf-qr"))),
        page_label: w.t_with("pdf-page", &[("page", "{page}"), ("pages", "{pages}")]),
    }
}

/// The shop's name, address lines and VAT number, as a copy heads them.
pub fn shop_lines(d: &ShopDetails, w: &Words<'_>) -> Vec<String> {
    let mut shop: Vec<String> = d.name.iter().chain(d.address.iter()).cloned().collect();
    if let Some(v) = &d.vat_number {
        shop.push(w.t_with("shop-vat-number", &[("number", v)]));
    }
    shop
}

/// Letter in the US and Canada, A4 elsewhere.
pub fn paper_for(country: &str) -> Paper {
    match country {
        "US" | "CA" => Paper::Letter,
        _ => Paper::A4,
    }
}
