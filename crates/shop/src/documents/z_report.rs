//! A day's Z report, drawn as the invoice is (`render_quote`): the day,
//! who cashed up and when, each payment method's takings and refunds,
//! the sales and returns with their totals, and the till: the float, what
//! it should hold, what was counted and the difference. In the shop's
//! language.

use crate::{
    documents::{quote::shop_lines, ShopDetails},
    i18n::words::Words,
    model::{quote::Minor, sale::day::DayTakings},
};

use super::quote::{DocRow, DocTotal, Paper, QuoteDocument};

/// What the Z report of `d` prints, in `w`'s words.
pub fn z_report_document(
    details: &ShopDetails,
    paper: Paper,
    w: &Words<'_>,
    d: &DayTakings,
) -> QuoteDocument {
    let c = d.currency;
    let money = |m: Minor| w.money(c, m);
    let mut facts = vec![
        w.t_with(
            "day-sales",
            &[
                ("count", &w.count(d.sales)),
                ("total", &money(d.sales_total)),
            ],
        ),
        w.t_with(
            "day-returns",
            &[
                ("count", &w.count(d.returns)),
                ("total", &money(d.returns_total)),
            ],
        ),
    ];
    if d.deposits.0 != 0 || d.deposits_back.0 != 0 {
        facts.push(w.t_with(
            "day-deposits",
            &[
                ("taken", &money(d.deposits)),
                ("back", &money(d.deposits_back)),
            ],
        ));
    }
    match &d.cash_up {
        Some(cu) => facts.push(w.t_with(
            "day-closed-by",
            &[("name", cu.by.as_deref().unwrap_or("—")), ("time", &cu.at)],
        )),
        None => facts.push(w.t("day-open")),
    }
    let rows = d
        .methods
        .iter()
        .map(|m| DocRow {
            sku: w.t(m.method.key()),
            name: String::new(),
            qty: String::new(),
            unit: money(m.taken),
            total: money(m.net()),
            note: (m.refunded.0 > 0)
                .then(|| w.t_with("day-refunded", &[("amount", &money(m.refunded))])),
        })
        .collect();
    let row = |label: String, amount: Minor, strong: bool| DocTotal {
        label,
        amount: money(amount),
        strong,
    };
    let mut totals = vec![row(w.t("day-net"), d.net(), true)];
    if let Some(m) = d.margin {
        totals.push(row(w.t("sale-margin"), m, false));
    }
    if let Some(cu) = &d.cash_up {
        totals.push(row(w.t("day-float"), cu.float, false));
        totals.push(row(w.t("day-expected"), cu.expected, false));
        totals.push(row(w.t("day-counted"), cu.counted, false));
        totals.push(row(w.t("day-difference"), cu.difference(), true));
    }
    QuoteDocument {
        paper,
        lang: w.lang.code().to_string(),
        title: w.t_with("day-z-title", &[("day", &w.day(&d.day))]),
        shop: shop_lines(details, w),
        logo: details.logo.clone(),
        facts,
        customer: Vec::new(),
        heads: [
            w.t("day-method"),
            String::new(),
            String::new(),
            w.t("day-taken"),
            w.t("day-method-net"),
        ],
        rows,
        totals,
        notes: Vec::new(),
        qr: None,
        page_label: w.t_with("pdf-page", &[("page", "{page}"), ("pages", "{pages}")]),
    }
}
