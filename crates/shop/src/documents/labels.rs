//! Shelf labels as a PDF for a sheet or roll (`model::labels`), and as
//! ZPL for a Zebra printer. Each label: the part's name (cut to fit, never
//! overflowing), its SKU and brand, the price as the caller wrote it, and
//! a barcode the counter's scanner reads back into the lookup: EAN-13
//! where the part has a valid EAN, else Code 128 of the SKU, its text
//! under the bars, quiet zones kept clear. Takes finished values; asks no
//! store.

use barcoders::sym::{code128::Code128, ean13::EAN13};
use krilla::{
    geom::{PathBuilder, Point, Rect},
    metadata::Metadata,
    page::PageSettings,
    paint::Fill,
    surface::Surface,
    text::TextDirection,
    Document,
};

use super::{
    layout::{Face, Faces},
    quote::DocumentError,
};
use crate::model::labels::{is_ean13, LabelFormat, Sheet, MM};

/// What one label prints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Label {
    pub sku: String,
    pub name: String,
    pub brand: Option<String>,
    /// The price as it is to be read ("£12.50"); `None`: no price.
    pub price: Option<String>,
    pub ean: Option<String>,
    /// The part's main bin on the shop's shelf, where asked for.
    pub bin: Option<String>,
}

impl Label {
    /// The line under the name: SKU, brand and bin, those it has.
    pub fn sku_line(&self) -> String {
        [
            Some(self.sku.as_str()),
            self.brand.as_deref(),
            self.bin.as_deref(),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" · ")
    }
}

/// A barcode: its bars (one `true` per dark module) and the text under
/// them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Barcode {
    pub modules: Vec<bool>,
    pub text: String,
    pub ean: bool,
}

/// Quiet modules either side: EAN-13 asks 11 and 7; Code 128 ten.
const QUIET: usize = 11;

/// EAN-13 where `ean` is a valid one, else Code 128 of the SKU (its
/// printable ASCII; `None` for a SKU that has none).
pub fn barcode_of(sku: &str, ean: Option<&str>) -> Option<Barcode> {
    if let Some(e) = ean.filter(|e| is_ean13(e)) {
        if let Ok(code) = EAN13::new(&e[..12]) {
            return Some(Barcode {
                modules: code.encode().into_iter().map(|m| m == 1).collect(),
                text: e.to_string(),
                ean: true,
            });
        }
    }
    let printable = !sku.is_empty() && sku.chars().all(|c| (' '..='~').contains(&c));
    if !printable {
        return None;
    }
    let code = Code128::new(format!("\u{0181}{sku}")).ok()?;
    Some(Barcode {
        modules: code.encode().into_iter().map(|m| m == 1).collect(),
        text: sku.to_string(),
        ean: false,
    })
}

/// Where the pieces of one label stand, in points from the page's top
/// left: each line of text (its baseline's left end, its size, its width)
/// and the bars' box. Everything inside the label's cell.
#[derive(Debug, Clone, PartialEq)]
pub struct Placed {
    pub texts: Vec<PlacedText>,
    /// Left, top, module width and bar height.
    pub bars: Option<(f32, f32, f32, f32)>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct PlacedText {
    pub x: f32,
    pub baseline: f32,
    pub size: f32,
    pub width: f32,
    pub text: String,
    pub bold: bool,
}

/// A line of text cut to `max` points, at `x` (or ending at `x` when
/// `right`).
fn fitted(face: &Face, text: &str, size: f32, max: f32) -> (String, f32) {
    let shown = face.clip(text, size, max);
    let width = face.width(&shown, size);
    (shown, width)
}

/// Lays one label out in the cell whose top left corner is `at`.
pub fn place(
    label: &Label,
    code: Option<&Barcode>,
    sheet: &Sheet,
    at: (f32, f32),
    faces: &Faces,
) -> Placed {
    let (x, y) = at;
    let (w, h) = (sheet.label_w, sheet.label_h);
    let scale = (h / (38.1 * MM)).clamp(0.6, 1.0);
    let pad = (2.0 * MM).min(h * 0.07);
    let inner = w - 2.0 * pad;
    let mut texts = Vec::new();
    let name_size = 8.0 * scale;
    let mut baseline = y + pad + name_size;
    let (name, width) = fitted(&faces.bold, &label.name, name_size, inner);
    texts.push(PlacedText {
        x: x + pad,
        baseline,
        size: name_size,
        width,
        text: name,
        bold: true,
    });
    let small = 6.5 * scale;
    baseline += small + 2.0 * scale;
    let price_size = 9.0 * scale;
    let price = label
        .price
        .as_deref()
        .map(|p| fitted(&faces.bold, p, price_size, inner * 0.5));
    let price_w = price.as_ref().map_or(0.0, |(_, w)| w + 4.0);
    let sku_line = label.sku_line();
    let (shown, width) = fitted(&faces.regular, &sku_line, small, inner - price_w);
    texts.push(PlacedText {
        x: x + pad,
        baseline,
        size: small,
        width,
        text: shown,
        bold: false,
    });
    if let Some((text, width)) = price {
        texts.push(PlacedText {
            x: x + w - pad - width,
            baseline,
            size: price_size,
            width,
            text,
            bold: true,
        });
    }
    let bars = code.map(|c| {
        let text_size = 6.0 * scale;
        let top = baseline + 3.0 * scale;
        let bottom = y + h - pad - text_size - 1.5;
        let modules = c.modules.len() + 2 * QUIET;
        let module = (inner / modules as f32).min(1.2);
        let used = module * modules as f32;
        let left = x + pad + (inner - used) / 2.0 + module * QUIET as f32;
        let height = (bottom - top).max(4.0);
        let (text, tw) = fitted(&faces.regular, &c.text, text_size, inner);
        let centred = left + (module * c.modules.len() as f32 - tw) / 2.0;
        texts.push(PlacedText {
            x: centred.max(x + pad),
            baseline: y + h - pad - 1.0,
            size: text_size,
            width: tw,
            text,
            bold: false,
        });
        (left, top, module, height)
    });
    Placed { texts, bars }
}

fn draw(surface: &mut Surface<'_>, placed: &Placed, code: Option<&Barcode>, faces: &Faces) {
    for t in &placed.texts {
        let face = if t.bold { &faces.bold } else { &faces.regular };
        surface.draw_text(
            Point::from_xy(t.x, t.baseline),
            face.font.clone(),
            t.size,
            &t.text,
            false,
            TextDirection::Auto,
        );
    }
    let (Some((left, top, module, height)), Some(code)) = (placed.bars, code) else {
        return;
    };
    let mut pb = PathBuilder::new();
    let mut n = 0;
    while n < code.modules.len() {
        if !code.modules[n] {
            n += 1;
            continue;
        }
        let run = code.modules[n..].iter().take_while(|m| **m).count();
        if let Some(r) = Rect::from_xywh(left + n as f32 * module, top, run as f32 * module, height)
        {
            pb.push_rect(r);
        }
        n += run;
    }
    if let Some(path) = pb.finish() {
        surface.set_fill(Some(Fill::default()));
        surface.draw_path(&path);
    }
}

/// The labels as a PDF on `format`, the first at `start` (a slot of the
/// first page, for a part-used sheet).
pub fn render_labels(
    labels: &[Label],
    format: LabelFormat,
    start: usize,
    title: &str,
) -> Result<Vec<u8>, DocumentError> {
    let faces = Faces::load().ok_or(DocumentError::Fonts)?;
    let sheet = format.sheet();
    let per = sheet.per_page();
    let mut document = Document::new();
    document.set_metadata(Metadata::new().title(title.to_string()));
    let last = start + labels.len();
    for p in 0..last.div_ceil(per) {
        let settings = PageSettings::from_wh(sheet.page_w, sheet.page_h)
            .ok_or_else(|| DocumentError::Write("page size".into()))?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        for slot in (p * per).max(start)..((p + 1) * per).min(last) {
            let label = &labels[slot - start];
            let code = barcode_of(&label.sku, label.ean.as_deref());
            let (x, y) = sheet.corner(slot % per);
            let placed = place(label, code.as_ref(), &sheet, (x, y), &faces);
            draw(&mut surface, &placed, code.as_ref(), &faces);
        }
        surface.finish();
        page.finish();
    }
    document
        .finish()
        .map_err(|e| DocumentError::Write(format!("{e:?}")))
}

/// A Zebra printer's resolution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dpi {
    D203,
    D300,
}

impl Dpi {
    pub fn parse(typed: &str) -> Option<Dpi> {
        match typed.trim() {
            "" | "203" => Some(Dpi::D203),
            "300" => Some(Dpi::D300),
            _ => None,
        }
    }

    /// Dots in a millimetre.
    fn dots(self) -> f32 {
        match self {
            Dpi::D203 => 8.0,
            Dpi::D300 => 12.0,
        }
    }
}

/// Text as a ZPL field takes it: no command characters.
fn zpl_text(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c == '^' || c == '~' || c.is_control() {
                ' '
            } else {
                c
            }
        })
        .collect()
}

/// The labels as ZPL for a 57 × 32 mm (2¼ × 1¼ in) label at `dpi`: one
/// format per label, UTF-8 text, `^BE` for EAN-13 and `^BC` for Code 128.
pub fn render_zpl(labels: &[Label], dpi: Dpi) -> String {
    let d = dpi.dots();
    let (w, h) = ((57.0 * d) as u32, (32.0 * d) as u32);
    let pad = (2.0 * d) as u32;
    let text_w = w - 2 * pad;
    let mut out = String::new();
    for l in labels {
        let code = barcode_of(&l.sku, l.ean.as_deref());
        let name = zpl_text(&l.name);
        let sku_line = zpl_text(&l.sku_line());
        let f = |mm: f32| (mm * d) as u32;
        out.push_str(&format!("^XA^CI28^PW{w}^LL{h}\n"));
        out.push_str(&format!(
            "^FO{pad},{}^A0N,{},{}^FB{text_w},1,0,L^FD{name}^FS\n",
            f(1.5),
            f(3.0),
            f(2.6)
        ));
        out.push_str(&format!(
            "^FO{pad},{}^A0N,{},{}^FD{sku_line}^FS\n",
            f(5.5),
            f(2.5),
            f(2.2)
        ));
        if let Some(p) = &l.price {
            out.push_str(&format!(
                "^FO{pad},{}^A0N,{},{}^FB{text_w},1,0,R^FD{}^FS\n",
                f(5.0),
                f(3.5),
                f(3.0),
                zpl_text(p)
            ));
        }
        if let Some(c) = &code {
            let modules = (c.modules.len() + 2 * QUIET) as u32;
            let module = (text_w / modules).clamp(1, 3);
            let left = pad + (text_w - (module * modules).min(text_w)) / 2 + module * QUIET as u32;
            let (top, height) = (f(10.0), f(15.0));
            if c.ean {
                out.push_str(&format!(
                    "^FO{left},{top}^BY{module}^BEN,{height},Y,N^FD{}^FS\n",
                    &c.text[..12]
                ));
            } else {
                out.push_str(&format!(
                    "^FO{left},{top}^BY{module}^BCN,{height},Y,N,N^FD{}^FS\n",
                    zpl_text(&c.text)
                ));
            }
        }
        out.push_str("^XZ\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn label(sku: &str, name: &str, ean: Option<&str>) -> Label {
        Label {
            sku: sku.into(),
            name: name.into(),
            brand: Some("Brembo".into()),
            price: Some("£1,234.50".into()),
            ean: ean.map(str::to_string),
            bin: None,
        }
    }

    #[test]
    fn the_line_under_the_name_has_the_bin_where_asked_for() {
        let mut l = label("BR-1", "Pads", None);
        assert_eq!(l.sku_line(), "BR-1 · Brembo");
        l.bin = Some("B-04-2".into());
        assert_eq!(l.sku_line(), "BR-1 · Brembo · B-04-2");
        l.brand = None;
        assert_eq!(l.sku_line(), "BR-1 · B-04-2");
        assert!(render_zpl(&[l], Dpi::parse("203").unwrap()).contains("BR-1 · B-04-2"));
    }

    #[test]
    fn a_valid_ean_makes_an_ean_13_and_anything_else_code_128_of_the_sku() {
        let ean = barcode_of("EL0706", Some("4006381333931")).unwrap();
        assert!(ean.ean);
        assert_eq!(ean.modules.len(), 95);
        let bad = barcode_of("EL0706", Some("4006381333932")).unwrap();
        assert!(!bad.ean);
        assert_eq!(bad.text, "EL0706");
        assert!(barcode_of("ÄÖ", None).is_none(), "no printable ASCII");
    }

    #[test]
    fn every_piece_of_a_label_stays_inside_its_cell_on_every_format() {
        let faces = Faces::load().unwrap();
        let long = "Front brake disc, floating, stainless, for a very long model name indeed";
        for f in LabelFormat::ALL {
            let sheet = f.sheet();
            for slot in [0, sheet.per_page() - 1] {
                for l in [
                    label("EL0706", long, Some("4006381333931")),
                    label("VERY-LONG-SKU-123456", long, None),
                ] {
                    let code = barcode_of(&l.sku, l.ean.as_deref());
                    let (x, y) = sheet.corner(slot);
                    let p = place(&l, code.as_ref(), &sheet, (x, y), &faces);
                    let (right, bottom) = (x + sheet.label_w, y + sheet.label_h);
                    for t in &p.texts {
                        assert!(t.x >= x && t.x + t.width <= right + 0.01, "{f:?} {t:?}");
                        assert!(
                            t.baseline - t.size >= y && t.baseline <= bottom,
                            "{f:?} {t:?}"
                        );
                    }
                    let (left, top, module, height) = p.bars.unwrap();
                    let n = code.unwrap().modules.len() as f32;
                    // The quiet zones are inside the cell too.
                    assert!(left - module * QUIET as f32 >= x - 0.01, "{f:?}");
                    assert!(left + module * (n + QUIET as f32) <= right + 0.01, "{f:?}");
                    assert!(top >= y && top + height <= bottom, "{f:?}");
                    assert!(module >= 0.5, "{f:?}: bars wide enough to scan ({module})");
                }
            }
        }
    }

    #[test]
    fn zpl_uses_be_for_an_ean_and_bc_for_a_sku_and_keeps_commands_out_of_text() {
        let zpl = render_zpl(
            &[
                label("EL0706", "Pads ^XZ~JA", Some("4006381333931")),
                label("CP0151", "Chain", None),
            ],
            Dpi::D203,
        );
        assert_eq!(zpl.matches("^XA").count(), 2);
        assert!(zpl.contains("^BEN,120,Y,N^FD400638133393^FS"), "{zpl}");
        assert!(zpl.contains("^BCN,120,Y,N,N^FDCP0151^FS"), "{zpl}");
        assert!(zpl.contains("^PW456^LL256"), "{zpl}");
        assert!(!zpl.contains("Pads ^XZ"), "{zpl}");
        assert!(render_zpl(&[label("A1", "x", None)], Dpi::D300).contains("^PW684^LL384"));
    }
}
