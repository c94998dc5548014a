//! The counter's receipt: an 80 mm roll, one page as long as the sale.
//! The shop's lines, the invoice's number and time, each line (its name
//! wrapped, then quantity × price and its total), the totals with the
//! tax, each payment, the cash tendered and the change, and a closing
//! line. The same words as the invoice (`invoice`), drawn narrow.

use krilla::{metadata::Metadata, page::PageSettings, Document};

use super::{
    invoice::{kind_of, payment_rows, InvoiceKind},
    layout::Faces,
    quote::{DocumentError, Face, SheetPen},
    ShopDetails,
};
use crate::{i18n::words::Words, model::sale::view::InvoiceView};

/// 80 mm in points.
pub const ROLL_WIDTH: f32 = 226.77;
const SIDE: f32 = 10.0;
const SIZE: f32 = 8.0;
const LINE: f32 = 11.0;

/// One line of the receipt: text on the left, an amount on the right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReceiptLine {
    pub left: String,
    pub right: String,
    pub bold: bool,
}

/// Everything a receipt prints, in the customer's words and formats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Receipt {
    pub lang: String,
    pub title: String,
    pub lines: Vec<ReceiptLine>,
}

fn line(left: String, right: String, bold: bool) -> ReceiptLine {
    ReceiptLine { left, right, bold }
}

/// A rule across the roll.
pub const RULE: &str = "\u{2014}";

/// What the receipt of `inv` prints.
pub fn receipt(details: &ShopDetails, country: &str, w: &Words<'_>, inv: &InvoiceView) -> Receipt {
    let c = inv.currency;
    let kind = kind_of(inv, country);
    let mut out = Vec::new();
    for (i, l) in super::quote::shop_lines(details, w).into_iter().enumerate() {
        out.push(line(l, String::new(), i == 0));
    }
    out.push(line(RULE.into(), String::new(), false));
    out.push(line(
        w.t_with("invoice-title", &[("number", &inv.number)]),
        String::new(),
        true,
    ));
    let day = w.day(inv.at.get(..10).unwrap_or(&inv.at));
    let time = inv.at.get(11..16).unwrap_or("");
    out.push(line(
        [day, " ".into(), time.into()].concat(),
        String::new(),
        false,
    ));
    if let Some(name) = &inv.customer_name {
        out.push(line(
            [w.t("invoice-to"), " ".into(), name.clone()].concat(),
            String::new(),
            false,
        ));
    }
    out.push(line(RULE.into(), String::new(), false));
    for l in &inv.lines {
        let l = &l.line;
        let name = if l.sku.is_empty() {
            l.name.clone()
        } else {
            [l.sku.as_str(), " ", &l.name].concat()
        };
        out.push(line(name, String::new(), false));
        let each = [w.count(l.qty), " × ".into(), w.money(c, l.unit)].concat();
        out.push(line(format!("  {each}"), w.money(c, l.total), false));
    }
    out.push(line(RULE.into(), String::new(), false));
    let rate = w.rate(inv.money.rate);
    let m = inv.money;
    if kind == InvoiceKind::SalesTax {
        out.push(line(w.t("quote-total-net"), w.money(c, m.net), false));
        out.push(line(
            w.t_with("quote-tax-sales", &[("rate", &rate)]),
            w.money(c, m.tax),
            false,
        ));
    }
    out.push(line(w.t("invoice-total"), w.money(c, m.total), true));
    if kind != InvoiceKind::SalesTax && m.rate.0 > 0 {
        out.push(line(
            w.t_with("quote-tax-vat-in", &[("rate", &rate)]),
            w.money(c, m.tax),
            false,
        ));
        out.push(line(
            w.t_with("invoice-net-at", &[("rate", &rate)]),
            w.money(c, m.net),
            false,
        ));
    }
    for p in payment_rows(w, inv) {
        out.push(line(p.label, p.amount, false));
    }
    out.push(line(RULE.into(), String::new(), false));
    out.push(line(w.t("receipt-thanks"), String::new(), false));
    Receipt {
        lang: w.lang.code().to_string(),
        title: w.t_with("invoice-title", &[("number", &inv.number)]),
        lines: out,
    }
}

/// One printed row: the left text's lines (wrapped beside the amount) and
/// the amount on the first.
struct Laid {
    left: Vec<String>,
    right: String,
    bold: bool,
    rule: bool,
}

fn lay(faces: &Faces, r: &ReceiptLine) -> Laid {
    let face = if r.bold { &faces.bold } else { &faces.regular };
    let right_width = if r.right.is_empty() {
        0.0
    } else {
        faces.regular.width(&r.right, SIZE) + 8.0
    };
    let width = ROLL_WIDTH - 2.0 * SIDE - right_width;
    Laid {
        left: if r.left == RULE {
            vec![String::new()]
        } else {
            face.wrapped(&r.left, SIZE, width)
        },
        right: r.right.clone(),
        bold: r.bold,
        rule: r.left == RULE,
    }
}

/// The receipt as PDF bytes: one page 80 mm wide, as long as it needs.
pub fn render_receipt(r: &Receipt) -> Result<Vec<u8>, DocumentError> {
    let faces = Faces::load().ok_or(DocumentError::Fonts)?;
    let laid: Vec<Laid> = r.lines.iter().map(|l| lay(&faces, l)).collect();
    let rows: usize = laid.iter().map(|l| l.left.len()).sum();
    let height = SIDE * 2.0 + LINE * (rows as f32 + 1.0);
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(r.title.clone())
            .language(r.lang.clone()),
    );
    let settings = PageSettings::from_wh(ROLL_WIDTH, height)
        .ok_or_else(|| DocumentError::Write("page size".into()))?;
    let mut page = document.start_page_with(settings);
    let mut surface = page.surface();
    let mut pen = SheetPen {
        surface: &mut surface,
        faces: &faces,
        y: SIDE,
    };
    for l in &laid {
        let face = if l.bold { Face::Bold } else { Face::Regular };
        if l.rule {
            pen.y += LINE / 2.0;
            pen.rule(SIDE, ROLL_WIDTH - SIDE);
            pen.y += LINE / 2.0;
            continue;
        }
        for (n, text) in l.left.iter().enumerate() {
            pen.y += LINE;
            pen.text(SIDE, text, face, SIZE);
            if n == 0 && !l.right.is_empty() {
                pen.right(ROLL_WIDTH - SIDE, &l.right, face, SIZE);
            }
        }
    }
    surface.finish();
    page.finish();
    document
        .finish()
        .map_err(|e| DocumentError::Write(format!("{e:?}")))
}

#[cfg(test)]
mod tests;
