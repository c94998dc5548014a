//! A line of the copy laid out in its cells: the SKU and the product's
//! text wrapped within their columns (the row grows a line for each line
//! of text), and the line's note wrapped under them, so nothing a line
//! says (a labour line's hours and rate, a long name) is cut short.

use super::sheet::{Columns, DocRow, BODY, ROW, SMALL};
use crate::documents::layout::Faces;

/// The lines each cell of a row prints.
pub(super) struct RowLines {
    pub sku: Vec<String>,
    pub name: Vec<String>,
    pub note: Vec<String>,
}

/// What a note line adds to a row's height.
pub(super) const NOTE_ROW: f32 = ROW * 0.8;

impl RowLines {
    pub fn of(faces: &Faces, cols: &Columns, r: &DocRow) -> RowLines {
        let sku_width = cols.product - cols.sku - 6.0;
        RowLines {
            sku: faces.regular.wrapped(&r.sku, BODY, sku_width),
            name: faces.regular.wrapped(&r.name, BODY, cols.product_width),
            note: r
                .note
                .as_deref()
                .map(|n| {
                    faces
                        .regular
                        .lines(n, SMALL, cols.total_right - cols.product)
                })
                .unwrap_or_default(),
        }
    }

    /// How many lines the SKU and the product take (the row's body).
    pub fn body(&self) -> usize {
        self.sku.len().max(self.name.len()).max(1)
    }

    /// The height of the row in points.
    pub fn height(&self) -> f32 {
        ROW * self.body() as f32 + NOTE_ROW * self.note.len() as f32
    }
}
