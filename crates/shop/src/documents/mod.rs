//! What is printed or sent as a file: the customer's copy of a quote
//! (`quote`: its words in the reader's language, `copy`, and its drawing),
//! a special order's receipt drawn as a table copy too, and shelf labels
//! (`labels`), and a sale's invoice (`invoice`), 80 mm receipt
//! (`receipt`) and credit note (`credit_note`). It asks no store: routes and email hand it the finished
//! records, it writes the words and draws them.
//!
//! Why krilla: it is pure Rust (no C toolchain, no system fonts, nothing
//! fetched at run time), it embeds TrueType fonts as CID fonts subset to
//! the glyphs used, with a ToUnicode map, so the text of a copy is
//! extractable and searchable (`pdftotext` reads the total as printed),
//! and it draws the few things a copy needs (text, rules, the QR code's
//! squares, a PNG or JPEG logo) without a layout engine. typst as a
//! library would bring a whole typesetting system for one table;
//! printpdf leaves subsetting and text measurement to us. Line breaking
//! and alignment here are our own and small: widths are measured with
//! the font's own advances (`ttf-parser`).
//!
//! The fonts are DejaVu Sans and DejaVu Sans Bold (`fonts/`, their
//! licence beside them), compiled in: they cover every letter the
//! portal's languages print (€ £ ß é ñ å ø ł).

mod args;
pub mod credit_note;
pub mod escpos;
pub mod invoice;
pub mod labels;
mod layout;
pub mod quote;
pub mod receipt;
pub mod z_report;

pub use args::{ShopDetails, ShopDetailsArgs};
pub use quote::{
    paper_for, quote_copy, render_quote, shop_lines, CopyFor, CopyFrom, DocRow, DocTotal,
    DocumentError, Logo, Paper, QuoteDocument,
};
