//! What is printed or sent as a file: today the customer's copy of a
//! quote as a PDF (`quote`). It takes finished values (every word already
//! in the customer's language, every amount already formatted) and asks
//! no store; pages, routes and email hand it what to print.
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
pub mod labels;
mod layout;
pub mod quote;

pub use args::{ShopDetails, ShopDetailsArgs};
pub use quote::{render_quote, DocRow, DocTotal, Logo, Paper, QuoteDocument};
