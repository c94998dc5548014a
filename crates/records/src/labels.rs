//! Shelf labels: the sheets and rolls a shop prints them on (their
//! published dimensions, in points), what a request for labels may ask
//! (where the parts come from, how many, where on a part-used sheet to
//! start, which price to print), and why one is refused. Written once for
//! the route that prints them and the pages that offer them.

use serde::{Deserialize, Serialize};

/// Points in a millimetre.
pub const MM: f32 = 72.0 / 25.4;

/// Most labels one request prints.
pub const MAX_LABELS: usize = 1_000;
/// Most parts (SKUs) one request prints labels for.
pub const MAX_PARTS: usize = 500;
/// Most labels of one part.
pub const MAX_EACH: i64 = 100;

/// A sheet or roll of labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum LabelFormat {
    /// Avery L7160: A4, 3 × 7 labels of 63.5 × 38.1 mm.
    AveryL7160,
    /// Avery 5160: US Letter, 3 × 10 labels of 2⅝ × 1 in.
    Avery5160,
    /// Brother QL, 62 mm roll cut at 29 mm: one label a page.
    Brother62x29,
}

/// Where the labels of a sheet stand, in points from the page's top left.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sheet {
    pub page_w: f32,
    pub page_h: f32,
    pub cols: usize,
    pub rows: usize,
    pub label_w: f32,
    pub label_h: f32,
    /// The first label's top left corner.
    pub left: f32,
    pub top: f32,
    /// From one label's corner to the next one's, across and down.
    pub pitch_x: f32,
    pub pitch_y: f32,
}

impl Sheet {
    pub fn per_page(&self) -> usize {
        self.cols * self.rows
    }

    /// The top left corner of the label at `slot` (0-based, across then
    /// down) of a page.
    pub fn corner(&self, slot: usize) -> (f32, f32) {
        let (row, col) = (slot / self.cols, slot % self.cols);
        (
            self.left + col as f32 * self.pitch_x,
            self.top + row as f32 * self.pitch_y,
        )
    }
}

impl LabelFormat {
    pub const ALL: [LabelFormat; 3] = [
        LabelFormat::AveryL7160,
        LabelFormat::Avery5160,
        LabelFormat::Brother62x29,
    ];

    /// Its code in addresses.
    pub fn code(self) -> &'static str {
        match self {
            LabelFormat::AveryL7160 => "avery-l7160",
            LabelFormat::Avery5160 => "avery-5160",
            LabelFormat::Brother62x29 => "brother-62x29",
        }
    }

    pub fn parse(code: &str) -> Option<LabelFormat> {
        LabelFormat::ALL
            .into_iter()
            .find(|f| f.code() == code.trim())
    }

    /// The key of its name on a page.
    pub fn key(self) -> &'static str {
        match self {
            LabelFormat::AveryL7160 => "labels-format-l7160",
            LabelFormat::Avery5160 => "labels-format-5160",
            LabelFormat::Brother62x29 => "labels-format-brother",
        }
    }

    /// Its published dimensions.
    pub fn sheet(self) -> Sheet {
        match self {
            LabelFormat::AveryL7160 => Sheet {
                page_w: 210.0 * MM,
                page_h: 297.0 * MM,
                cols: 3,
                rows: 7,
                label_w: 63.5 * MM,
                label_h: 38.1 * MM,
                left: 7.25 * MM,
                top: 15.15 * MM,
                pitch_x: 66.04 * MM,
                pitch_y: 38.1 * MM,
            },
            LabelFormat::Avery5160 => Sheet {
                page_w: 612.0,
                page_h: 792.0,
                cols: 3,
                rows: 10,
                label_w: 189.0,
                label_h: 72.0,
                left: 13.5,
                top: 36.0,
                pitch_x: 198.0,
                pitch_y: 72.0,
            },
            LabelFormat::Brother62x29 => Sheet {
                page_w: 62.0 * MM,
                page_h: 29.0 * MM,
                cols: 1,
                rows: 1,
                label_w: 62.0 * MM,
                label_h: 29.0 * MM,
                left: 0.0,
                top: 0.0,
                pitch_x: 62.0 * MM,
                pitch_y: 29.0 * MM,
            },
        }
    }
}

/// Which price a label prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum LabelPrice {
    /// The shop's selling price.
    Shop,
    /// The supplier's recommended retail price (in pounds, as it gives it).
    Rrp,
    /// None at all.
    Hidden,
}

impl LabelPrice {
    pub fn parse(code: &str) -> Option<LabelPrice> {
        match code.trim() {
            "" | "shop" => Some(LabelPrice::Shop),
            "rrp" => Some(LabelPrice::Rrp),
            "none" => Some(LabelPrice::Hidden),
            _ => None,
        }
    }
}

/// Why labels were not printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum LabelRefused {
    UnknownFormat,
    /// The start is not a label of the sheet.
    BadStart,
    /// No label, or a quantity that is not 1 to `MAX_EACH`.
    BadCount,
    /// More than `MAX_LABELS` labels or `MAX_PARTS` parts.
    TooMany,
    /// Neither a list of the person's nor a part.
    NoSource,
    UnknownPrice,
    /// A search whose filters do not read.
    BadSearch,
}

impl LabelRefused {
    /// What to say, in plain words (the answer's body).
    pub fn message(self) -> String {
        match self {
            LabelRefused::UnknownFormat => format!(
                "Unknown label format: use one of {}.",
                LabelFormat::ALL.map(LabelFormat::code).join(", ")
            ),
            LabelRefused::BadStart => {
                "The first label must be one on the sheet (1 to its number of labels).".into()
            }
            LabelRefused::BadCount => {
                format!("Print 1 to {MAX_EACH} labels of a part.")
            }
            LabelRefused::TooMany => format!(
                "At most {MAX_LABELS} labels of {MAX_PARTS} parts at once: print them in parts."
            ),
            LabelRefused::NoSource => "Name one of your quote lists (list=…), a part (sku=…), \
                 a list of parts (skus=…) or a search (search=…)."
                .into(),
            LabelRefused::UnknownPrice => "The price is shop, rrp or none.".into(),
            LabelRefused::BadSearch => "That search has a filter that does not read: \
                 open it on the search page to see which."
                .into(),
        }
    }
}

/// The slot (0-based) a sheet starts at, from the label number typed
/// (1-based; empty is the first).
pub fn start_slot(typed: &str, sheet: &Sheet) -> Result<usize, LabelRefused> {
    let typed = typed.trim();
    if typed.is_empty() {
        return Ok(0);
    }
    match typed.parse::<usize>() {
        Ok(n) if (1..=sheet.per_page()).contains(&n) => Ok(n - 1),
        _ => Err(LabelRefused::BadStart),
    }
}

/// Whether `ean` is a valid EAN-13: 13 digits whose last is the check
/// digit of the first twelve.
pub fn is_ean13(ean: &str) -> bool {
    let digits: Vec<u32> = ean.chars().filter_map(|c| c.to_digit(10)).collect();
    if ean.len() != 13 || digits.len() != 13 {
        return false;
    }
    let sum: u32 = digits[..12]
        .iter()
        .enumerate()
        .map(|(i, d)| if i % 2 == 0 { *d } else { d * 3 })
        .sum();
    (10 - sum % 10) % 10 == digits[12]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sheets_fit_their_paper_as_published() {
        for f in LabelFormat::ALL {
            let s = f.sheet();
            let (x, y) = s.corner(s.per_page() - 1);
            let (right, bottom) = (x + s.label_w, y + s.label_h);
            assert!(right <= s.page_w + 0.5, "{f:?} {right} > {}", s.page_w);
            assert!(bottom <= s.page_h + 0.5, "{f:?} {bottom} > {}", s.page_h);
            // The margins either side are the same, as published.
            assert!((s.left - (s.page_w - right)).abs() < 1.0, "{f:?}");
            assert_eq!(LabelFormat::parse(f.code()), Some(f));
        }
        assert_eq!(LabelFormat::AveryL7160.sheet().per_page(), 21);
        assert_eq!(LabelFormat::Avery5160.sheet().per_page(), 30);
        assert_eq!(LabelFormat::parse("avery-9999"), None);
    }

    #[test]
    fn a_start_is_a_label_of_the_sheet() {
        let s = LabelFormat::AveryL7160.sheet();
        assert_eq!(start_slot("", &s), Ok(0));
        assert_eq!(start_slot("21", &s), Ok(20));
        for bad in ["0", "22", "-1", "x"] {
            assert_eq!(start_slot(bad, &s), Err(LabelRefused::BadStart), "{bad}");
        }
    }

    #[test]
    fn an_ean_counts_only_with_its_check_digit() {
        assert!(is_ean13("4006381333931"));
        assert!(is_ean13("5012345678900"));
        assert!(!is_ean13("4006381333932"));
        assert!(!is_ean13("400638133393"));
        assert!(!is_ean13("40063813339３"));
        assert!(!is_ean13("abcdefghijklm"));
    }
}
