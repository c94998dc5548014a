//! The customer's copy of a quote as a PDF: the shop (name, address, VAT
//! number, logo), the quote's name, date and validity, the customer, the
//! lines (SKU, product, quantity, price, line total and its discount),
//! the totals with the tax, and a QR code of the quote's address for
//! staff. A4 or US Letter. A long quote runs over pages, the table's
//! head repeated on each, "Page 1 of 3" at the foot.

use krilla::{metadata::Metadata, page::PageSettings, Document};

use super::layout::Faces;
pub use copy::{paper_for, quote_copy, shop_lines, CopyFor, CopyFrom};
use header::{draw_header, header_height};
use rows::{RowLines, NOTE_ROW};
use sheet::{Columns, Pen, Which, BODY, MARGIN, ROW, SMALL};
pub use sheet::{DocRow, DocTotal, DocumentError, Logo, Paper, QuoteDocument};
pub(in crate::documents) use sheet::{Pen as SheetPen, Which as Face};

mod copy;
mod header;
mod rows;
mod sheet;
mod words;

/// The rows each page holds: the first page under the header, the others
/// from the top; the totals after the last row (on a page of their own
/// when they do not fit). Each row as tall as its wrapped text.
fn paginate(
    doc: &QuoteDocument,
    laid: &[RowLines],
    note_lines: usize,
    first_top: f32,
    height: f32,
) -> Vec<std::ops::Range<usize>> {
    let bottom = height - MARGIN - ROW * 2.0;
    let mut pages = Vec::new();
    let (mut start, mut y) = (0, first_top + ROW * 1.5);
    for (i, r) in laid.iter().enumerate() {
        let h = r.height();
        if y + h > bottom && i > start {
            pages.push(start..i);
            start = i;
            y = MARGIN + ROW * 1.5;
        }
        y += h;
    }
    pages.push(start..laid.len());
    let totals = ROW * (doc.totals.len() + note_lines + 2) as f32;
    if y + totals > bottom {
        pages.push(laid.len()..laid.len());
    }
    pages
}

/// The notes under the totals, each wrapped to the page's width.
fn note_lines(doc: &QuoteDocument, faces: &Faces, cols: &Columns) -> Vec<String> {
    doc.notes
        .iter()
        .flat_map(|n| faces.regular.lines(n, SMALL, cols.total_right - MARGIN))
        .collect()
}

/// The copy as PDF bytes.
pub fn render_quote(doc: &QuoteDocument) -> Result<Vec<u8>, DocumentError> {
    let faces = Faces::load().ok_or(DocumentError::Fonts)?;
    let (width, height) = doc.paper.size();
    let cols = Columns::for_width(width);
    let header_bottom = header_height(doc, &faces, width);
    let laid: Vec<RowLines> = doc
        .rows
        .iter()
        .map(|r| RowLines::of(&faces, &cols, r))
        .collect();
    let notes = note_lines(doc, &faces, &cols);
    let pages = paginate(doc, &laid, notes.len(), header_bottom, height);
    let count = pages.len();
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(doc.title.clone())
            .language(doc.lang.clone()),
    );
    for (n, range) in pages.into_iter().enumerate() {
        let settings = PageSettings::from_wh(width, height)
            .ok_or_else(|| DocumentError::Write("page size".into()))?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        let mut pen = Pen {
            surface: &mut surface,
            faces: &faces,
            y: MARGIN,
        };
        if n == 0 {
            draw_header(&mut pen, doc, width)?;
            pen.y = header_bottom;
        }
        draw_rows(&mut pen, doc, &cols, &laid, range.clone(), width);
        if n + 1 == count {
            draw_totals(&mut pen, doc, &cols, &notes);
        }
        pen.y = height - MARGIN / 2.0;
        let label = doc
            .page_label
            .replace("{page}", &(n + 1).to_string())
            .replace("{pages}", &count.to_string());
        pen.right(width - MARGIN, &label, Which::Regular, SMALL);
        surface.finish();
        page.finish();
    }
    document
        .finish()
        .map_err(|e| DocumentError::Write(format!("{e:?}")))
}

fn draw_heads(pen: &mut Pen<'_, '_>, doc: &QuoteDocument, cols: &Columns, width: f32) {
    pen.y += ROW;
    let [sku, product, qty, unit, total] = &doc.heads;
    pen.text(cols.sku, sku, Which::Bold, BODY);
    pen.text(cols.product, product, Which::Bold, BODY);
    pen.right(cols.qty_right, qty, Which::Bold, BODY);
    pen.right(cols.unit_right, unit, Which::Bold, BODY);
    pen.right(cols.total_right, total, Which::Bold, BODY);
    pen.y += 4.0;
    pen.rule(MARGIN, width - MARGIN);
}

fn draw_rows(
    pen: &mut Pen<'_, '_>,
    doc: &QuoteDocument,
    cols: &Columns,
    laid: &[RowLines],
    range: std::ops::Range<usize>,
    width: f32,
) {
    if range.is_empty() {
        return;
    }
    draw_heads(pen, doc, cols, width);
    for (r, lines) in doc.rows[range.clone()].iter().zip(&laid[range]) {
        let top = pen.y;
        for (n, sku) in lines.sku.iter().enumerate() {
            pen.y = top + ROW * (n + 1) as f32;
            pen.text(cols.sku, sku, Which::Regular, BODY);
        }
        for (n, name) in lines.name.iter().enumerate() {
            pen.y = top + ROW * (n + 1) as f32;
            pen.text(cols.product, name, Which::Regular, BODY);
        }
        // The amounts on the row's first line.
        pen.y = top + ROW;
        pen.right(cols.qty_right, &r.qty, Which::Regular, BODY);
        pen.right(cols.unit_right, &r.unit, Which::Regular, BODY);
        pen.right(cols.total_right, &r.total, Which::Regular, BODY);
        pen.y = top + ROW * lines.body() as f32;
        for note in &lines.note {
            pen.y += NOTE_ROW;
            pen.right(cols.total_right, note, Which::Regular, SMALL);
        }
    }
}

fn draw_totals(pen: &mut Pen<'_, '_>, doc: &QuoteDocument, cols: &Columns, notes: &[String]) {
    pen.y += ROW * 0.6;
    for t in &doc.totals {
        pen.y += ROW;
        let face = if t.strong {
            pen.y += 3.0;
            let at = pen.y - ROW + 2.0;
            let keep = pen.y;
            pen.y = at;
            pen.rule(cols.unit_right - 120.0, cols.total_right);
            pen.y = keep;
            Which::Bold
        } else {
            Which::Regular
        };
        pen.right(cols.unit_right, &t.label, face, BODY);
        pen.right(cols.total_right, &t.amount, face, BODY);
    }
    pen.y += ROW * 0.5;
    for n in notes {
        pen.y += ROW;
        pen.text(MARGIN, n, Which::Regular, SMALL);
    }
}

#[cfg(test)]
mod tests;
