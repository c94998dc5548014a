//! The little layout a printed document needs: the two fonts, the width
//! of a piece of text in them, cutting it to a width (with "…", for a
//! label's one line), and breaking it into lines to a width (a word too
//! long for one broken between its letters: nothing is cut).
//! Widths come from the fonts' own advances.

use krilla::text::Font;

static REGULAR: &[u8] = include_bytes!("fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("fonts/DejaVuSans-Bold.ttf");

/// A font to draw with and to measure in.
pub struct Face {
    pub font: Font,
    measure: ttf_parser::Face<'static>,
    units: f32,
}

/// The regular and the bold face.
pub struct Faces {
    pub regular: Face,
    pub bold: Face,
}

fn face(bytes: &'static [u8]) -> Option<Face> {
    let measure = ttf_parser::Face::parse(bytes, 0).ok()?;
    Some(Face {
        font: Font::new(bytes.into(), 0)?,
        units: f32::from(measure.units_per_em()),
        measure,
    })
}

impl Faces {
    /// The compiled-in fonts (`None` only if the files were damaged).
    pub fn load() -> Option<Faces> {
        Some(Faces {
            regular: face(REGULAR)?,
            bold: face(BOLD)?,
        })
    }
}

impl Face {
    /// The width of `text` at `size` points (a character the font lacks
    /// counts as its missing-glyph box).
    pub fn width(&self, text: &str, size: f32) -> f32 {
        let units: u32 = text
            .chars()
            .map(|c| {
                let g = self.measure.glyph_index(c).unwrap_or_default();
                u32::from(self.measure.glyph_hor_advance(g).unwrap_or(0))
            })
            .sum();
        units as f32 * size / self.units
    }

    /// `text` cut to fit `max` points, ending in "…" when cut (a shelf
    /// label's one line; a document's text wraps instead, `lines`).
    pub fn clip(&self, text: &str, size: f32, max: f32) -> String {
        if self.width(text, size) <= max {
            return text.to_string();
        }
        let ellipsis = self.width("…", size);
        let mut out = String::new();
        let mut used = 0.0;
        for c in text.chars() {
            let w = self.width(c.encode_utf8(&mut [0; 4]), size);
            if used + w + ellipsis > max {
                break;
            }
            used += w;
            out.push(c);
        }
        out.trim_end().to_string() + "…"
    }

    /// `text` broken into lines of at most `max` points, at spaces; a
    /// word longer than a line is broken between its letters, so every
    /// letter is printed.
    pub fn lines(&self, text: &str, size: f32, max: f32) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                [line.as_str(), " ", word].concat()
            };
            if self.width(&candidate, size) <= max {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            let mut pieces = self.broken(word, size, max);
            line = pieces.pop().unwrap_or_default();
            lines.extend(pieces);
        }
        if !line.is_empty() {
            lines.push(line);
        }
        lines
    }

    /// `lines`, with at least one (empty) line: the height a cell takes.
    pub fn wrapped(&self, text: &str, size: f32, max: f32) -> Vec<String> {
        let mut lines = self.lines(text, size, max);
        if lines.is_empty() {
            lines.push(String::new());
        }
        lines
    }

    /// One word in pieces of at most `max` points (at least a letter each,
    /// so a width narrower than a letter still ends).
    fn broken(&self, word: &str, size: f32, max: f32) -> Vec<String> {
        let mut pieces = Vec::new();
        let mut piece = String::new();
        for c in word.chars() {
            let mut candidate = piece.clone();
            candidate.push(c);
            if !piece.is_empty() && self.width(&candidate, size) > max {
                pieces.push(std::mem::replace(&mut piece, c.to_string()));
            } else {
                piece = candidate;
            }
        }
        if !piece.is_empty() {
            pieces.push(piece);
        }
        pieces
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_measured_cut_and_broken_to_a_width() {
        let f = Faces::load().unwrap_or_else(|| panic!("the fonts load"));
        let r = &f.regular;
        assert!(r.width("WWW", 10.0) > r.width("iii", 10.0));
        assert!((r.width("", 10.0)).abs() < f32::EPSILON);
        let long = "Brake pads, sintered, front, for the left and right caliper";
        let cut = r.clip(long, 10.0, 100.0);
        assert!(cut.ends_with('…') && r.width(&cut, 10.0) <= 100.0, "{cut}");
        assert_eq!(r.clip("Pads", 10.0, 100.0), "Pads");
        assert_eq!(r.lines("Pads", 10.0, 100.0), ["Pads"]);
        let lines = r.lines(long, 10.0, 120.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| r.width(l, 10.0) <= 120.0), "{lines:?}");
        assert_eq!(lines.join(" "), long);
        // A word wider than a line is broken, never cut.
        let word = "Bremsbelagverschleißanzeigekontakt";
        let pieces = r.lines(word, 10.0, 50.0);
        assert!(pieces.len() > 2, "{pieces:?}");
        assert!(
            pieces.iter().all(|l| r.width(l, 10.0) <= 50.0),
            "{pieces:?}"
        );
        assert_eq!(pieces.concat(), word);
        assert_eq!(r.wrapped("", 10.0, 50.0), [""]);
        // Every letter the portal's languages print has a glyph.
        for c in "€£ßéñåøłçüÄÖ".chars() {
            assert!(r.measure.glyph_index(c).is_some(), "{c}");
            assert!(f.bold.measure.glyph_index(c).is_some(), "{c}");
        }
    }
}
