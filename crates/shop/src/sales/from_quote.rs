//! What a quote list comes to as a sale: each line at the list's price
//! (tiers, discounts and tax as the list's page shows them), with its
//! share of the list's whole total and net (its own discount, its part of
//! the list's discount), shared out so the lines add up to the total and
//! the net to the minor unit. Parts of the catalogue, and typed parts
//! with a code, leave the shelf; labour and a typed line without a code
//! do not.

use crate::model::{
    order::share_out,
    pricing::TaxKind,
    quote::{other::LineKind, Minor, QuoteView},
    sale::{SaleLine, SaleMoney},
};

/// A list's lines as a sale would keep them, what they come to, and how
/// many have no price yet (a list with one is not sold).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaleOfQuote {
    pub lines: Vec<SaleLine>,
    pub money: SaleMoney,
    pub unpriced: usize,
}

/// The sale of `view`, as priced for the shop.
pub fn sale_of(view: &QuoteView) -> Option<SaleOfQuote> {
    let t = view.shop.as_ref()?;
    let priced = |m: &crate::model::pricing::LineMoney| m.unit.is_some();
    let totals: Vec<Minor> = t
        .lines
        .iter()
        .map(|m| {
            if priced(m) {
                m.value.minus(m.off)
            } else {
                Minor(0)
            }
        })
        .collect();
    let nets: Vec<Minor> = t
        .lines
        .iter()
        .map(|m| if priced(m) { m.net } else { Minor(0) })
        .collect();
    let (total_shares, net_shares) = (share_out(t.total, &totals), share_out(t.net, &nets));
    let mut lines = Vec::new();
    for (((l, m), total), net) in view
        .lines
        .iter()
        .zip(&t.lines)
        .zip(total_shares)
        .zip(net_shares)
    {
        let (Some(unit), true) = (m.unit, l.qty > 0) else {
            continue;
        };
        let code = l.code().map(str::to_string);
        let takes_stock = match &l.kind {
            LineKind::Part => true,
            LineKind::Typed { code } => code.is_some(),
            LineKind::Labour { .. } => false,
        };
        lines.push(SaleLine {
            sku: code.unwrap_or_default(),
            name: l.prices().name.clone(),
            qty: l.qty,
            unit,
            total,
            net,
            unit_net: m.unit_net.unwrap_or(unit),
            takes_stock,
        });
    }
    Some(SaleOfQuote {
        lines,
        money: SaleMoney {
            net: t.net,
            tax: t.tax,
            total: t.total,
            rate: t.rate,
            includes_tax: t.includes_tax,
            sales_tax: t.kind == TaxKind::SalesTax,
        },
        unpriced: t.unpriced,
    })
}

/// The SKUs of a list's lines that leave the shelf, in the list's order
/// (what the sale page asks the shelf about).
pub fn stocked_skus(view: &QuoteView) -> Vec<String> {
    sale_of(view)
        .map(|s| {
            s.lines
                .into_iter()
                .filter(|l| l.takes_stock)
                .map(|l| l.sku)
                .collect()
        })
        .unwrap_or_default()
}

/// What the sale page shows besides the list: its customer, the invoices
/// made from it before, and the shelf's lines of `stocked_skus`.
pub struct DraftFacts {
    pub customer: Option<crate::model::customer::CustomerHead>,
    pub sold_before: Vec<(i64, String)>,
    pub ours: Vec<crate::model::stock::view::ShelfLine>,
}

/// The sale page of `view`, with a new form's token.
pub fn draft(
    view: &QuoteView,
    facts: DraftFacts,
    currency: crate::model::Currency,
) -> crate::model::sale::view::SaleDraft {
    use crate::model::sale::view::{DraftSaleLine, InvoiceLink, SaleDraft};
    let sale = sale_of(view);
    let unpriced = sale.as_ref().map_or(view.lines.len(), |s| s.unpriced);
    let (lines, money) = match sale {
        Some(s) => (s.lines, s.money),
        None => (Vec::new(), SaleMoney::default()),
    };
    let mut ours = facts.ours.into_iter();
    let lines = lines
        .into_iter()
        .map(|line| DraftSaleLine {
            ours: if line.takes_stock { ours.next() } else { None },
            line,
        })
        .collect();
    SaleDraft {
        quote_id: view.head.id.clone(),
        quote_name: view.head.name.clone(),
        customer: facts.customer,
        currency: view.shop.as_ref().map_or(currency, |t| t.currency),
        lines,
        money,
        unpriced,
        token: super::new_sale_token(),
        sold_before: facts
            .sold_before
            .into_iter()
            .map(|(id, number)| InvoiceLink { id, number })
            .collect(),
    }
}
