//! What a page of the copy is made of: the document's data, the paper,
//! the columns, the sizes, and the pen that draws text and rules. Shared
//! by the copy's drawing (`quote`), its header and its rows.

use krilla::{
    color::rgb,
    geom::{PathBuilder, Point, Rect},
    paint::Fill,
    surface::Surface,
    text::TextDirection,
};

use crate::documents::layout::{Face, Faces};

/// The paper a copy is printed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paper {
    A4,
    Letter,
}

impl Paper {
    /// Width and height in points.
    pub(in crate::documents) fn size(self) -> (f32, f32) {
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

pub(in crate::documents) const MARGIN: f32 = 48.0;
pub(in crate::documents) const BODY: f32 = 9.0;
pub(in crate::documents) const SMALL: f32 = 7.5;
pub(in crate::documents) const ROW: f32 = 13.0;
pub(in crate::documents) const QR_SIZE: f32 = 64.0;

/// Where the columns stand on a page `width` wide: SKU and product from
/// the left; quantity, price and total right-aligned at their right edge.
pub(in crate::documents) struct Columns {
    pub(in crate::documents) sku: f32,
    pub(in crate::documents) product: f32,
    pub(in crate::documents) product_width: f32,
    pub(in crate::documents) qty_right: f32,
    pub(in crate::documents) unit_right: f32,
    pub(in crate::documents) total_right: f32,
}

impl Columns {
    pub(in crate::documents) fn for_width(width: f32) -> Columns {
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
pub(in crate::documents) struct Pen<'a, 'b> {
    pub(in crate::documents) surface: &'a mut Surface<'b>,
    pub(in crate::documents) faces: &'a Faces,
    pub(in crate::documents) y: f32,
}

impl Pen<'_, '_> {
    pub(in crate::documents) fn text(&mut self, x: f32, text: &str, face: Which, size: f32) {
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

    pub(in crate::documents) fn right(&mut self, right: f32, text: &str, face: Which, size: f32) {
        let w = self.face(face).width(text, size);
        self.text(right - w, text, face, size);
    }

    pub(in crate::documents) fn face(&self, which: Which) -> &Face {
        match which {
            Which::Regular => &self.faces.regular,
            Which::Bold => &self.faces.bold,
        }
    }

    /// A thin rule across the page at the current height.
    pub(in crate::documents) fn rule(&mut self, from: f32, to: f32) {
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
pub(in crate::documents) enum Which {
    Regular,
    Bold,
}

pub(in crate::documents) fn grey() -> Fill {
    Fill {
        paint: rgb::Color::new(120, 120, 120).into(),
        ..Fill::default()
    }
}
