//! The copy's header on its first page: the logo, the shop's lines, the
//! title, the facts and the customer on the left, each wrapped to its
//! width; the QR code of the quote's address on the right with its
//! caption wrapped under it (never cut short).

use krilla::{
    geom::{PathBuilder, Rect, Size, Transform},
    image::Image,
    paint::Fill,
};

use super::sheet::{
    DocumentError, Logo, Pen, QuoteDocument, Which, BODY, MARGIN, QR_SIZE, ROW, SMALL,
};
use crate::documents::layout::Faces;

/// How far down the first page's header reaches.
pub(super) fn header_height(doc: &QuoteDocument, faces: &Faces, width: f32) -> f32 {
    let text_width = width - 2.0 * MARGIN - QR_SIZE - 12.0;
    let title_lines = faces.bold.lines(&doc.title, 15.0, text_width).len().max(1);
    let text_lines = HeaderText::of(doc, faces, width).lines();
    let left = MARGIN + ROW * text_lines as f32 + 10.0 + 18.0 * title_lines as f32 + 14.0;
    let caption = doc
        .qr
        .as_ref()
        .map_or(0, |(_, c)| caption_lines(faces, c).len());
    let right = MARGIN + QR_SIZE + 10.0 + CAPTION_ROW * caption as f32 + 20.0;
    let logo = if doc.logo.is_some() { 48.0 } else { 0.0 };
    left.max(right) + logo
}

const CAPTION_ROW: f32 = SMALL + 2.0;

/// The QR code's caption, wrapped to the column the code stands in.
fn caption_lines(faces: &Faces, caption: &str) -> Vec<String> {
    faces.regular.lines(caption, SMALL, QR_SIZE + 12.0)
}

/// The header's text beside the QR code, each line wrapped to its width:
/// the shop's lines (the first in bold, larger) above the title, the
/// facts and the customer below it.
struct HeaderText {
    shop: Vec<(Which, f32, String)>,
    below: Vec<String>,
}

impl HeaderText {
    fn of(doc: &QuoteDocument, faces: &Faces, width: f32) -> HeaderText {
        let text_width = width - 2.0 * MARGIN - QR_SIZE - 12.0;
        let mut shop = Vec::new();
        for (i, line) in doc.shop.iter().enumerate() {
            let (which, face, size) = if i == 0 {
                (Which::Bold, &faces.bold, 11.0)
            } else {
                (Which::Regular, &faces.regular, BODY)
            };
            for l in face.lines(line, size, text_width) {
                shop.push((which, size, l));
            }
        }
        let below = doc
            .facts
            .iter()
            .chain(doc.customer.iter())
            .flat_map(|line| faces.regular.lines(line, BODY, text_width))
            .collect();
        HeaderText { shop, below }
    }

    fn lines(&self) -> usize {
        self.shop.len() + self.below.len()
    }
}

pub(super) fn draw_header(
    pen: &mut Pen<'_, '_>,
    doc: &QuoteDocument,
    width: f32,
) -> Result<(), DocumentError> {
    let text_width = width - 2.0 * MARGIN - QR_SIZE - 12.0;
    if let Some(logo) = &doc.logo {
        draw_logo(pen, logo)?;
        pen.y += 48.0;
    }
    let text = HeaderText::of(doc, pen.faces, width);
    for (which, size, line) in &text.shop {
        pen.y += ROW;
        pen.text(MARGIN, line, *which, *size);
    }
    pen.y += 10.0;
    for line in pen.faces.bold.lines(&doc.title, 15.0, text_width) {
        pen.y += 18.0;
        pen.text(MARGIN, &line, Which::Bold, 15.0);
    }
    for line in &text.below {
        pen.y += ROW;
        pen.text(MARGIN, line, Which::Regular, BODY);
    }
    if let Some((url, caption)) = &doc.qr {
        draw_qr(pen, url, width - MARGIN - QR_SIZE, MARGIN);
        let keep = pen.y;
        pen.y = MARGIN + QR_SIZE + 10.0;
        for line in caption_lines(pen.faces, caption) {
            pen.y += CAPTION_ROW;
            pen.right(width - MARGIN, &line, Which::Regular, SMALL);
        }
        pen.y = keep;
    }
    Ok(())
}

fn draw_logo(pen: &mut Pen<'_, '_>, logo: &Logo) -> Result<(), DocumentError> {
    let image = match logo {
        Logo::Png(b) => Image::from_png(b.clone().into(), true),
        Logo::Jpeg(b) => Image::from_jpeg(b.clone().into(), true),
    }
    .map_err(DocumentError::Write)?;
    let (w, h) = image.size();
    let scale = 40.0 / (h.max(1) as f32);
    let size = Size::from_wh((w as f32 * scale).min(200.0), 40.0)
        .ok_or_else(|| DocumentError::Write("logo size".into()))?;
    pen.surface
        .push_transform(&Transform::from_translate(MARGIN, pen.y));
    pen.surface.draw_image(image, size);
    pen.surface.pop();
    Ok(())
}

/// The QR code of `url`, its dark modules as filled squares.
fn draw_qr(pen: &mut Pen<'_, '_>, url: &str, x: f32, y: f32) {
    let Ok(code) = qrcode::QrCode::new(url.as_bytes()) else {
        return;
    };
    let n = code.width();
    let colors = code.to_colors();
    let module = QR_SIZE / n as f32;
    let mut pb = PathBuilder::new();
    for (i, c) in colors.iter().enumerate() {
        if *c == qrcode::Color::Dark {
            let (row, col) = (i / n, i % n);
            if let Some(r) = Rect::from_xywh(
                x + col as f32 * module,
                y + row as f32 * module,
                module,
                module,
            ) {
                pb.push_rect(r);
            }
        }
    }
    if let Some(path) = pb.finish() {
        pen.surface.set_fill(Some(Fill::default()));
        pen.surface.draw_path(&path);
    }
}
