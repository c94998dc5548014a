//! The email telling a customer a part they ordered has arrived, in their
//! language (else the shop's): what arrived, the order's balance due, and
//! the shop's opening hours when set. Names and SKUs are written as they
//! are; amounts in the language's format.

use crate::model::{lang::Lang, order::balance};
use crate::{
    customers::MailText,
    i18n::{words::Words, Locales},
};

use super::store::OrderRow;

/// What the email is about.
pub struct Arrived<'a> {
    pub order: &'a OrderRow,
    /// The line that arrived.
    pub pos: usize,
    pub customer: &'a str,
    pub hours: Option<&'a str>,
    pub shop: Option<&'a str>,
}

/// The email, in `lang`.
pub fn arrived(locales: &Locales, lang: Lang, a: Arrived<'_>) -> MailText {
    let w = Words { locales, lang };
    let o = a.order;
    let due = balance(&o.lines, o.deposit).due;
    let mut lines = vec![
        w.t_with("mail-order-hello", &[("name", a.customer)]),
        String::new(),
        w.t_with("mail-order-arrived", &[("order", &o.id)]),
        String::new(),
    ];
    if let Some(l) = o.lines.get(a.pos) {
        let name = l.name.as_deref().unwrap_or("");
        lines.push(format!("  {} × {name} ({})", w.count(l.qty), l.sku));
        lines.push(String::new());
    }
    lines.push(w.t_with("mail-order-due", &[("amount", &w.money(o.currency, due))]));
    if let Some(h) = a.hours {
        lines.push(w.t_with("mail-order-hours", &[("hours", h)]));
    }
    lines.push(String::new());
    lines.push(w.t("mail-order-reply"));
    if let Some(shop) = a.shop {
        lines.push(shop.to_string());
    }
    MailText {
        subject: w.t_with("mail-order-subject", &[("order", &o.id)]),
        body: lines.join("\n") + "\n",
    }
}
