//! Generated SVG pictures: product tiles with the category's icon and the
//! SKU, category images, banners and logos, brand wordmarks and bike
//! drawings. Everything is a function of the text it is given, which comes
//! from a URL: all of it is XML-escaped. Must not fetch or embed anything
//! from elsewhere.

use std::fmt::Write;

use crate::server::demo::data::tables::Icon;

const PALETTE: &[&str] = &[
    "#1f4e79", "#2e7d32", "#8e24aa", "#c62828", "#ef6c00", "#00838f", "#37474f", "#6d4c41",
    "#283593", "#558b2f", "#ad1457", "#4e342e",
];

/// A stable small hash of text, for colours and variations.
pub fn hash(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

pub fn colour(s: &str) -> &'static str {
    PALETTE[(hash(s) % PALETTE.len() as u64) as usize]
}

pub fn escape(s: &str) -> String {
    // Control characters are not allowed in XML text: a space instead.
    let visible: String = s
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    crate::model::escape_html(&visible)
}

/// Shortens text for a line of a picture.
fn clip(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(max.saturating_sub(1)).collect();
        t.push('…');
        t
    }
}

/// The icon's shapes in a 100×100 box.
fn icon_shapes(icon: Icon) -> &'static str {
    match icon {
        Icon::Shield => {
            r#"<path d="M50 8 L86 22 V48 C86 72 70 86 50 94 C30 86 14 72 14 48 V22 Z"/>"#
        }
        Icon::Bag => {
            r#"<rect x="16" y="34" width="68" height="54" rx="9"/><path d="M36 34 V24 a6 6 0 0 1 6-6 h16 a6 6 0 0 1 6 6 V34" fill="none" stroke="currentColor" stroke-width="7"/>"#
        }
        Icon::Bulb => {
            r#"<circle cx="50" cy="40" r="27"/><rect x="38" y="67" width="24" height="10" rx="2"/><rect x="41" y="80" width="18" height="9" rx="3"/>"#
        }
        Icon::Pipe => {
            r#"<rect x="34" y="30" width="58" height="34" rx="17"/><rect x="6" y="42" width="32" height="11" rx="3"/><circle cx="80" cy="47" r="7" opacity="0.4"/>"#
        }
        Icon::Disc => {
            r#"<path fill-rule="evenodd" d="M50 8a42 42 0 1 0 0.1 0zM50 36a14 14 0 1 1-0.1 0z"/>"#
        }
        Icon::Sprocket => {
            r#"<circle cx="50" cy="50" r="34"/><circle cx="50" cy="50" r="41" fill="none" stroke="currentColor" stroke-width="9" stroke-dasharray="7 6"/>"#
        }
        Icon::Screen => r#"<path d="M18 86 C14 50 26 18 50 10 C74 18 86 50 82 86 Z"/>"#,
        Icon::Mirror => {
            r#"<ellipse cx="58" cy="34" rx="32" ry="20"/><rect x="26" y="48" width="9" height="44" rx="4" transform="rotate(-20 30 70)"/>"#
        }
        Icon::Lever => {
            r#"<rect x="8" y="42" width="84" height="14" rx="7" transform="rotate(-12 50 50)"/><circle cx="18" cy="54" r="11"/>"#
        }
        Icon::Wrench => {
            r#"<path d="M70 10a22 22 0 0 0-20 30L12 78l10 10 38-38a22 22 0 0 0 30-20l-12 12-12-4-4-12z"/>"#
        }
        Icon::Plug => {
            r#"<rect x="24" y="30" width="52" height="40" rx="8"/><rect x="34" y="12" width="8" height="20"/><rect x="58" y="12" width="8" height="20"/><rect x="45" y="70" width="10" height="20"/>"#
        }
        Icon::Seat => {
            r#"<path d="M8 62 C20 40 46 38 62 44 C76 48 86 44 92 38 L92 54 C80 66 60 70 40 70 L8 72 Z"/>"#
        }
    }
}

fn icon(out: &mut String, icon: Icon, x: f64, y: f64, size: f64, fill: &str) {
    let _ = write!(
        out,
        r#"<g transform="translate({x} {y}) scale({})" fill="{fill}" color="{fill}">{}</g>"#,
        size / 100.0,
        icon_shapes(icon)
    );
}

fn open(out: &mut String, w: u32, h: u32, label: &str) {
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img" aria-label="{}"><title>{}</title>"#,
        escape(label),
        escape(label)
    );
}

const FONT: &str = "font-family=\"system-ui, -apple-system, 'Segoe UI', sans-serif\"";

/// A product photo stand-in: the category's colour and icon, the SKU, and
/// a different angle for each image number.
pub fn product(category: &str, icon_kind: Icon, sku: &str, n: u32) -> String {
    let mut out = String::with_capacity(2048);
    let bg = colour(category);
    open(&mut out, 600, 600, &format!("{sku} image {n}"));
    let _ = write!(
        out,
        r##"<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4e8ee"/></linearGradient></defs><rect width="600" height="600" fill="url(#g)"/><rect x="0" y="0" width="600" height="14" fill="{bg}"/>"##
    );
    let angle = (n.saturating_sub(1) % 5) as f64 * 18.0 - 36.0;
    let _ = write!(
        out,
        r##"<ellipse cx="300" cy="470" rx="170" ry="26" fill="#000" opacity="0.08"/><g transform="rotate({angle} 300 290)">"##
    );
    icon(&mut out, icon_kind, 150.0, 140.0, 300.0, bg);
    let _ = write!(
        out,
        r##"</g><text x="300" y="550" text-anchor="middle" {FONT} font-size="34" font-weight="700" fill="#263238">{}</text><text x="570" y="50" text-anchor="end" {FONT} font-size="22" fill="#607d8b">{n}</text></svg>"##,
        escape(&clip(sku, 24))
    );
    out
}

/// A category's picture: `banner` is wide, `logo` a round badge, anything
/// else a tile.
pub fn category(name: &str, blurb: &str, icon_kind: Icon, which: &str) -> String {
    let mut out = String::with_capacity(2048);
    let bg = colour(name);
    match which {
        "banner" => {
            open(&mut out, 1200, 300, name);
            let _ = write!(out, r#"<rect width="1200" height="300" fill="{bg}"/>"#);
            icon(&mut out, icon_kind, 900.0, 30.0, 240.0, "#ffffff33");
            let _ = write!(
                out,
                r##"<text x="60" y="140" {FONT} font-size="64" font-weight="700" fill="#fff">{}</text><text x="60" y="200" {FONT} font-size="28" fill="#ffffffcc">{}</text></svg>"##,
                escape(&clip(name, 30)),
                escape(&clip(blurb, 70))
            );
        }
        "logo" => {
            open(&mut out, 200, 200, name);
            let _ = write!(out, r#"<circle cx="100" cy="100" r="96" fill="{bg}"/>"#);
            icon(&mut out, icon_kind, 45.0, 45.0, 110.0, "#ffffff");
            out.push_str("</svg>");
        }
        _ => {
            open(&mut out, 400, 300, name);
            let _ = write!(out, r#"<rect width="400" height="300" fill="{bg}"/>"#);
            icon(&mut out, icon_kind, 130.0, 40.0, 140.0, "#ffffff");
            let _ = write!(
                out,
                r##"<text x="200" y="250" text-anchor="middle" {FONT} font-size="28" font-weight="700" fill="#fff">{}</text></svg>"##,
                escape(&clip(name, 24))
            );
        }
    }
    out
}

/// A brand wordmark.
pub fn brand(name: &str) -> String {
    let mut out = String::with_capacity(1024);
    let fg = colour(name);
    let initial: String = name.chars().next().map(String::from).unwrap_or_default();
    open(&mut out, 320, 100, name);
    let _ = write!(
        out,
        r##"<rect width="320" height="100" rx="12" fill="#fff"/><rect x="14" y="18" width="64" height="64" rx="10" fill="{fg}"/><text x="46" y="64" text-anchor="middle" {FONT} font-size="40" font-weight="800" fill="#fff">{}</text><text x="92" y="62" {FONT} font-size="26" font-weight="700" fill="{fg}">{}</text></svg>"##,
        escape(&initial),
        escape(&clip(name, 16))
    );
    out
}

/// A simple motorcycle side view with a caption.
pub fn bike(caption: &str, sub: &str) -> String {
    let mut out = String::with_capacity(2048);
    let fg = colour(caption);
    open(&mut out, 480, 300, &format!("{caption} {sub}"));
    let _ = write!(
        out,
        r##"<rect width="480" height="300" fill="#f4f6f8"/><g fill="none" stroke="#263238" stroke-width="10"><circle cx="120" cy="180" r="52"/><circle cx="360" cy="180" r="52"/></g><path d="M120 180 L200 110 L300 110 L360 180 M200 110 L240 180 L300 110 M300 110 L330 70 L350 70" fill="none" stroke="{fg}" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/><rect x="196" y="122" width="70" height="50" rx="10" fill="#455a64"/><path d="M176 100 L226 96 L232 106 L180 110 Z" fill="#263238"/><path d="M226 96 Q262 80 300 100 L296 112 L232 110 Z" fill="{fg}"/><text x="240" y="270" text-anchor="middle" {FONT} font-size="26" font-weight="700" fill="#263238">{}</text><text x="240" y="40" text-anchor="middle" {FONT} font-size="20" fill="#607d8b">{}</text></svg>"##,
        escape(&clip(caption, 32)),
        escape(&clip(sub, 40))
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_from_urls_is_escaped() {
        let s = product("crash-protection", Icon::Shield, "<script>&\"x'", 1);
        assert!(!s.contains("<script>"));
        assert!(s.contains("&lt;script&gt;&amp;&quot;x&#39;"));
        assert!(s.starts_with("<svg") && s.ends_with("</svg>"));
    }

    #[test]
    fn same_input_same_picture() {
        assert_eq!(brand("Apex Guard"), brand("Apex Guard"));
        assert_ne!(colour("a"), colour("b"));
    }
}
