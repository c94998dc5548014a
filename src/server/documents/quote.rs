//! The customer's copy of a quote as a PDF: the shop (name, address, VAT
//! number, logo), the quote's name, date and validity, the customer, the
//! lines (SKU, product, quantity, price, line total and its discount),
//! the totals with the tax, and a QR code of the quote's address for
//! staff. A4 or US Letter. A long quote runs over pages, the table's
//! head repeated on each, "Page 1 of 3" at the foot.

use krilla::{
    color::rgb,
    geom::{PathBuilder, Point, Rect},
    metadata::Metadata,
    page::PageSettings,
    paint::Fill,
    surface::Surface,
    text::TextDirection,
    Document,
};

use super::layout::{Face, Faces};
use header::{draw_header, header_height};
use rows::{RowLines, NOTE_ROW};

mod header;
mod rows;

/// The paper a copy is printed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paper {
    A4,
    Letter,
}

impl Paper {
    /// Width and height in points.
    fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }
}

/// A logo image's bytes, as the shop's settings name it.
#[derive(Debug, Clone)]
pub enum Logo {
    Png(Vec<u8>),
    Jpeg(Vec<u8>),
}

/// One line of the copy, every value already written out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocRow {
    pub sku: String,
    pub name: String,
    pub qty: String,
    pub unit: String,
    pub total: String,
    /// The line's discount in words ("−10% (£45.00)"), if any.
    pub note: Option<String>,
}

/// One row of the totals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocTotal {
    pub label: String,
    pub amount: String,
    /// The grand total: bold, ruled above.
    pub strong: bool,
}

/// Everything a copy prints, in the customer's words and formats.
#[derive(Debug, Clone)]
pub struct QuoteDocument {
    pub paper: Paper,
    /// The language's code ("de"), for the PDF's metadata.
    pub lang: String,
    pub title: String,
    /// The shop's name first, then its address lines and VAT number.
    pub shop: Vec<String>,
    pub logo: Option<Logo>,
    /// The date, the validity (or that it has expired).
    pub facts: Vec<String>,
    /// Who it is for.
    pub customer: Vec<String>,
    /// SKU, product, quantity, price, line total.
    pub heads: [String; 5],
    pub rows: Vec<DocRow>,
    pub totals: Vec<DocTotal>,
    /// Lines under the totals (what the prices include).
    pub notes: Vec<String>,
    /// The quote's address for staff, as a QR code, with its caption.
    pub qr: Option<(String, String)>,
    /// "Page {page} of {pages}".
    pub page_label: String,
}

const MARGIN: f32 = 48.0;
const BODY: f32 = 9.0;
const SMALL: f32 = 7.5;
const ROW: f32 = 13.0;
const QR_SIZE: f32 = 64.0;

/// Where the columns stand on a page `width` wide: SKU and product from
/// the left; quantity, price and total right-aligned at their right edge.
struct Columns {
    sku: f32,
    product: f32,
    product_width: f32,
    qty_right: f32,
    unit_right: f32,
    total_right: f32,
}

impl Columns {
    fn for_width(width: f32) -> Columns {
        let right = width - MARGIN;
        Columns {
            sku: MARGIN,
            product: MARGIN + 88.0,
            product_width: right - 215.0 - (MARGIN + 88.0),
            qty_right: right - 170.0,
            unit_right: right - 85.0,
            total_right: right,
        }
    }
}

/// Why a copy could not be made.
#[derive(Debug, thiserror::Error)]
pub enum DocumentError {
    #[error("the document's fonts could not be read")]
    Fonts,
    #[error("the PDF could not be written: {0}")]
    Write(String),
}

/// A page being drawn: its surface, the faces, and how far down it is.
struct Pen<'a, 'b> {
    surface: &'a mut Surface<'b>,
    faces: &'a Faces,
    y: f32,
}

impl Pen<'_, '_> {
    fn text(&mut self, x: f32, text: &str, face: Which, size: f32) {
        let f = self.face(face);
        self.surface.draw_text(
            Point::from_xy(x, self.y),
            f.font.clone(),
            size,
            text,
            false,
            TextDirection::Auto,
        );
    }

    fn right(&mut self, right: f32, text: &str, face: Which, size: f32) {
        let w = self.face(face).width(text, size);
        self.text(right - w, text, face, size);
    }

    fn face(&self, which: Which) -> &Face {
        match which {
            Which::Regular => &self.faces.regular,
            Which::Bold => &self.faces.bold,
        }
    }

    /// A thin rule across the page at the current height.
    fn rule(&mut self, from: f32, to: f32) {
        let mut pb = PathBuilder::new();
        if let Some(r) = Rect::from_xywh(from, self.y, to - from, 0.6) {
            pb.push_rect(r);
        }
        if let Some(path) = pb.finish() {
            self.surface.set_fill(Some(grey()));
            self.surface.draw_path(&path);
            self.surface.set_fill(Some(Fill::default()));
        }
    }
}

#[derive(Clone, Copy)]
enum Which {
    Regular,
    Bold,
}

fn grey() -> Fill {
    Fill {
        paint: rgb::Color::new(120, 120, 120).into(),
        ..Fill::default()
    }
}

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
