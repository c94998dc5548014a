//! A special order's lines collected as a sale: each line at what the
//! order made of it, the tax on their whole total, the part of the order's
//! deposit each line carries as a payment already taken, and what is left
//! to pay now. Pure: the shop crate's `sales::collect` reads the order and
//! writes the invoice.
//!
//! How each country's tax treats a deposit, and what the invoice shows:
//! - **The UK** (VAT Notice 700, §14.2): a deposit paid before the parts
//!   are handed over makes a tax point for the amount paid, so the VAT in
//!   it falls in the period the deposit was taken. The order's receipt is
//!   the deposit's record; the invoice at collection is for the whole
//!   supply and shows the deposit as paid before.
//! - **The EU** (Directive 2006/112/EC, art. 65): VAT on a payment on
//!   account is due when it is received; the final invoice states the
//!   whole supply's net, rate and VAT and takes off the payments on
//!   account (Germany's "Endrechnung", §14(5) UStG, is the same rule). A
//!   business customer may ask for an invoice for the deposit itself
//!   (art. 220(1)(4)): the order's receipt is not one.
//! - **The US**: sales tax is due when the sale is completed, at
//!   delivery; a deposit is a payment towards the price and is taxed with
//!   the sale. The invoice shows the sales tax on the whole price.
//!
//! So the invoice of a collection is alike everywhere: every collected
//! line at its full price, the tax on their total at the rate in force on
//! the day they are handed over (the day of supply), then the deposit's
//! share as paid before (the day the deposit was taken and how), then
//! what is paid now, which meets the rest exactly.

use serde::{Deserialize, Serialize};

use super::{view::InvoiceLink, Method, SaleLine, SaleMoney};
use crate::{
    order::share_out,
    quote::money::{Minor, Rate},
    Currency,
};

/// One line of an order as its collection sells it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CollectLine {
    /// Its place in the order.
    pub pos: usize,
    pub sku: String,
    pub name: String,
    pub qty: i64,
    /// One's selling price, as the order had it.
    pub unit: Minor,
    /// What the whole line comes to (tax included where it is added).
    pub value: Minor,
    /// Its share of the order's deposit, fixed when the order was made.
    pub share: Minor,
}

/// The shop's tax as the collection is invoiced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TaxTerms {
    pub rate: Rate,
    /// Shelf prices include the tax (the UK, the EU).
    pub includes_tax: bool,
    /// A sales tax (the US).
    pub sales_tax: bool,
}

/// What collecting some lines comes to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Collection {
    /// Each line as the invoice keeps it.
    pub lines: Vec<SaleLine>,
    /// Their net, tax and total.
    pub money: SaleMoney,
    /// The deposit's shares of these lines: paid before.
    pub deposit: Minor,
    /// What is left to pay now (never below zero).
    pub due: Minor,
}

/// The collection of `lines`: the tax in their total is `tax_in(total)`
/// (the region's rounding), shared over the lines by their values so the
/// nets add up exactly.
pub fn collection(
    lines: &[CollectLine],
    terms: TaxTerms,
    tax_in: impl Fn(Minor) -> Minor,
) -> Collection {
    let total = Minor(lines.iter().map(|l| l.value.0).sum());
    let tax = tax_in(total);
    let net = total.minus(tax);
    let values: Vec<Minor> = lines.iter().map(|l| l.value).collect();
    let nets = share_out(net, &values);
    let sale_lines = lines
        .iter()
        .zip(nets)
        .map(|(l, net)| SaleLine {
            sku: l.sku.clone(),
            name: l.name.clone(),
            qty: l.qty,
            unit: l.unit,
            total: l.value,
            net,
            unit_net: if terms.includes_tax {
                Minor(crate::stock::cost::share(net.0, l.qty))
            } else {
                l.unit
            },
            takes_stock: true,
        })
        .collect();
    let deposit = Minor(lines.iter().map(|l| l.share.0).sum());
    Collection {
        lines: sale_lines,
        money: SaleMoney {
            net,
            tax,
            total,
            rate: terms.rate,
            includes_tax: terms.includes_tax,
            sales_tax: terms.sales_tax,
        },
        deposit,
        due: Minor(total.minus(deposit).0.max(0)),
    }
}

/// One line of the collection page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CollectDraftLine {
    pub line: CollectLine,
    /// Where it is kept.
    pub place: Option<String>,
    /// Ticked to collect now.
    pub chosen: bool,
}

/// The collection page of an order: its lines waiting to be collected,
/// those ticked, what they come to, and a new form's token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CollectDraft {
    pub order_id: String,
    pub customer_id: String,
    pub customer_name: Option<String>,
    pub currency: Currency,
    pub lines: Vec<CollectDraftLine>,
    /// The ticked lines' sale.
    pub money: SaleMoney,
    pub deposit: Minor,
    pub due: Minor,
    /// The deposit's day (shop's zone, "YYYY-MM-DD HH:MM") and method.
    pub deposit_at: String,
    pub deposit_method: Method,
    pub token: String,
    /// Invoices made from this order's collections before.
    pub invoiced: Vec<InvoiceLink>,
}

impl CollectDraft {
    /// The places of the ticked lines.
    pub fn chosen(&self) -> Vec<usize> {
        self.lines
            .iter()
            .filter(|l| l.chosen)
            .map(|l| l.line.pos)
            .collect()
    }
}

/// The lines asked for in a collection page's address or form ("0,2",
/// or each `line` given): known places only, each once, in order. None
/// asked: every line waiting.
pub fn chosen_places(asked: &[String], waiting: &[usize]) -> Vec<usize> {
    let mut out: Vec<usize> = asked
        .iter()
        .flat_map(|a| a.split(','))
        .filter_map(|p| p.trim().parse::<usize>().ok())
        .filter(|p| waiting.contains(p))
        .collect();
    out.sort_unstable();
    out.dedup();
    if asked.iter().all(|a| a.trim().is_empty()) {
        return waiting.to_vec();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(pos: usize, qty: i64, unit: i64, share: i64) -> CollectLine {
        CollectLine {
            pos,
            sku: format!("P{pos}"),
            name: String::new(),
            qty,
            unit: Minor(unit),
            value: Minor(unit * qty),
            share: Minor(share),
        }
    }

    const VAT: TaxTerms = TaxTerms {
        rate: Rate(20_000),
        includes_tax: true,
        sales_tax: false,
    };

    /// VAT in a total at 20 %, rounded down as the UK does.
    fn uk_vat(total: Minor) -> Minor {
        Minor(total.0 * 20 / 120)
    }

    #[test]
    fn a_collection_is_its_lines_at_full_price_less_their_deposit() {
        // 2 × 12.00 and 1 × 35.99, with 10.00 and 7.99 of the deposit.
        let c = collection(
            &[line(0, 2, 1_200, 1_000), line(2, 1, 3_599, 799)],
            VAT,
            uk_vat,
        );
        assert_eq!(c.money.total, Minor(5_999));
        assert_eq!(c.money.tax, Minor(999));
        assert_eq!(c.money.net, Minor(5_000));
        let nets: i64 = c.lines.iter().map(|l| l.net.0).sum();
        assert_eq!(nets, 5_000, "the lines' nets add up to the net");
        assert_eq!(c.deposit, Minor(1_799));
        assert_eq!(c.due, Minor(4_200));
        assert!(c.lines.iter().all(|l| l.takes_stock));
        assert_eq!(c.lines[0].unit_net, Minor(1_000));
    }

    #[test]
    fn a_deposit_of_everything_leaves_nothing_due() {
        let c = collection(&[line(0, 1, 5_000, 5_000)], VAT, uk_vat);
        assert_eq!(c.due, Minor(0));
        // Sales tax: shelf prices before tax; the line's value holds it.
        let us = TaxTerms {
            rate: Rate(7_250),
            includes_tax: false,
            sales_tax: true,
        };
        let mut l = line(0, 2, 1_000, 500);
        l.value = Minor(2_145);
        let c = collection(&[l], us, |t| Minor((t.0 * 7_250 + 53_625) / 107_250));
        assert_eq!(c.money.tax, Minor(145));
        assert_eq!(c.money.net, Minor(2_000));
        assert_eq!(c.lines[0].unit_net, Minor(1_000));
        assert_eq!(c.due, Minor(1_645));
    }

    #[test]
    fn the_lines_asked_for_are_waiting_ones_each_once() {
        let waiting = [0, 2, 3];
        assert_eq!(chosen_places(&[], &waiting), vec![0, 2, 3]);
        assert_eq!(chosen_places(&["".into()], &waiting), vec![0, 2, 3]);
        assert_eq!(chosen_places(&["3,0,0".into()], &waiting), vec![0, 3]);
        assert_eq!(
            chosen_places(&["2".into(), "1".into(), "x".into()], &waiting),
            vec![2]
        );
        assert_eq!(chosen_places(&["9".into()], &waiting), Vec::<usize>::new());
    }
}
