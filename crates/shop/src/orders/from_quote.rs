//! What a quote's parts come to as lines of an order: each priced part of
//! the catalogue or typed at the counter (labour is not ordered), at the
//! quote's selling price, with its share of the quote's whole total (its
//! own discount, its part of the quote's discount and of the tax added),
//! shared out so the lines add up to the quote's total to the minor unit.

use crate::model::{
    order::{share_out, view::DraftLine},
    quote::{other::LineKind, Minor, QuoteView},
};

/// The lines a quote offers for an order, and how many it leaves out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FromQuote {
    pub lines: Vec<DraftLine>,
    pub left_out: usize,
}

/// The quote's parts that can be ordered, with what each comes to.
pub fn draft_lines(view: &QuoteView) -> FromQuote {
    let Some(t) = &view.shop else {
        return FromQuote {
            lines: Vec::new(),
            left_out: view.lines.len(),
        };
    };
    let weights: Vec<Minor> = t
        .lines
        .iter()
        .map(|m| {
            if m.unit.is_some() {
                m.value.minus(m.off)
            } else {
                Minor(0)
            }
        })
        .collect();
    let shares = share_out(t.total, &weights);
    let mut out = FromQuote {
        lines: Vec::new(),
        left_out: 0,
    };
    for ((l, m), amount) in view.lines.iter().zip(&t.lines).zip(shares) {
        let part = !matches!(l.kind, LineKind::Labour { .. });
        match (part, m.unit, l.code()) {
            (true, Some(unit), Some(code)) if l.qty > 0 => out.lines.push(DraftLine {
                sku: code.to_string(),
                name: Some(l.prices().name.clone()).filter(|n| !n.is_empty()),
                qty: l.qty,
                unit,
                amount,
                ours: l.ours.clone(),
            }),
            _ => out.left_out += 1,
        }
    }
    out
}

/// The order form for a quote: its orderable parts, their total, and the
/// deposit the shop takes when none is typed.
pub fn draft(
    view: &QuoteView,
    customer: Option<crate::model::customer::CustomerHead>,
    terms: super::OrderTerms,
    mail_on: bool,
) -> crate::model::order::view::OrderDraft {
    let from = draft_lines(view);
    let total = from.lines.iter().fold(Minor(0), |s, l| s.plus(l.amount));
    let currency = view
        .shop
        .as_ref()
        .map_or(crate::model::Currency::Gbp, |t| t.currency);
    crate::model::order::view::OrderDraft {
        quote_id: view.head.id.clone(),
        quote_name: view.head.name.clone(),
        customer,
        currency,
        left_out: from.left_out,
        total,
        default_rate: crate::model::pricing::rate_text(terms.deposit),
        default_deposit: crate::model::order::deposit_of("", terms.deposit, total)
            .unwrap_or_default(),
        mail_on,
        lines: from.lines,
    }
}

/// An order's lines as chosen from the draft (`chosen`: SKUs; none
/// chosen is none ordered).
pub fn chosen_lines(
    lines: &[crate::model::order::view::DraftLine],
    chosen: &[String],
) -> Vec<crate::model::order::OrderLine> {
    lines
        .iter()
        .filter(|l| chosen.iter().any(|c| c == &l.sku))
        .map(|l| crate::model::order::OrderLine {
            sku: l.sku.clone(),
            name: l.name.clone(),
            qty: l.qty,
            unit: l.unit,
            amount: Some(l.amount),
            ..Default::default()
        })
        .collect()
}
