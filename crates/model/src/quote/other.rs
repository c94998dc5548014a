//! Lines of a quote that are not a catalogue part: fitting labour (hours
//! at an hourly rate, or a fixed price) and a part typed at the counter
//! that the supplier does not carry (its description, price, and its own
//! code if it has one). They are priced by the shop, in its currency and
//! as its shelf prices are (including tax where those do, before tax
//! where they do not), so they are taxed, discounted and totalled like
//! any line; no tier reprices them, and no supplier is asked about them
//! (no stock, no order form, no fitment).
//!
//! A line is keyed within its quote by its SKU; these lines by a key the
//! portal makes (`~` and random hex, `is_other_key`), which no part added
//! by SKU can take (`PricedQuotes::add` refuses it).

use serde::{Deserialize, Serialize};

use crate::{
    pricing::{parse_fixed, RateRefused},
    quote::{parse_qty, Minor, Note},
    skus::MAX_SKU_LEN,
};

/// What a line is.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LineKind {
    /// A part from the catalogue, by its SKU.
    #[default]
    Part,
    /// Fitting labour: `hours` at `rate` per hour, or (both `None`) a
    /// fixed price.
    Labour {
        hours: Option<Hours>,
        rate: Option<Minor>,
    },
    /// A part typed at the counter, with its own code if it has one.
    Typed { code: Option<String> },
}

/// Hours of labour in hundredths (150: an hour and a half).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hours(pub i64);

impl Hours {
    /// "1.5", "0.25", "2" (a point, no trailing zeros).
    pub fn plain(self) -> String {
        let (whole, hundredths) = (self.0 / 100, self.0 % 100);
        if hundredths == 0 {
            return whole.to_string();
        }
        format!(
            "{whole}.{}",
            format!("{hundredths:02}").trim_end_matches('0')
        )
    }

    /// The hours as a number, and the decimals `plain` writes, for a
    /// locale's formatter.
    pub fn decimal(self) -> (f64, i16) {
        let places = self.plain().split_once('.').map_or(0, |(_, f)| f.len());
        (self.0 as f64 / 100.0, places as i16)
    }
}

/// Labour charged by the hour: how many, at what rate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hourly {
    pub hours: Hours,
    pub rate: Minor,
}

/// Most hours one labour line may be (999.99).
pub const MAX_HOURS: Hours = Hours(99_999);
/// The highest price or hourly rate typed for one (100,000.00).
pub const MAX_TYPED_PRICE: Minor = Minor(10_000_000);
/// Longest description, in characters.
pub const MAX_DESCRIPTION: usize = 120;

/// The key of a line that is not a catalogue part.
pub fn is_other_key(sku: &str) -> bool {
    sku.starts_with('~')
}

impl LineKind {
    pub fn is_part(&self) -> bool {
        matches!(self, LineKind::Part)
    }

    /// Labour's hours and rate, when it is charged by the hour.
    pub fn hourly(&self) -> Option<Hourly> {
        match *self {
            LineKind::Labour {
                hours: Some(hours),
                rate: Some(rate),
            } => Some(Hourly { hours, rate }),
            _ => None,
        }
    }

    /// The kind as its columns keep it: (kind, code, hours, rate); a part
    /// has none.
    pub fn cells(&self) -> KindCells {
        match self {
            LineKind::Part => KindCells::default(),
            LineKind::Labour { hours, rate } => KindCells {
                kind: Some("labour".into()),
                code: None,
                hours: hours.map(|h| h.0),
                rate: rate.map(|r| r.0),
            },
            LineKind::Typed { code } => KindCells {
                kind: Some("typed".into()),
                code: code.clone(),
                hours: None,
                rate: None,
            },
        }
    }

    /// The kind from its columns; a kind this release does not know (a
    /// newer one's) is shown as a typed line: never as a catalogue part,
    /// which would be sent to the supplier.
    pub fn from_cells(cells: KindCells) -> LineKind {
        match cells.kind.as_deref() {
            None => LineKind::Part,
            Some("labour") => LineKind::Labour {
                hours: cells.hours.map(Hours),
                rate: cells.rate.map(Minor),
            },
            Some(_) => LineKind::Typed { code: cells.code },
        }
    }

    /// What a machine reads as the line's type: "part", "labour", "typed".
    pub fn code(&self) -> &'static str {
        match self {
            LineKind::Part => "part",
            LineKind::Labour { .. } => "labour",
            LineKind::Typed { .. } => "typed",
        }
    }
}

/// A line's kind in its store's columns.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KindCells {
    pub kind: Option<String>,
    pub code: Option<String>,
    pub hours: Option<i64>,
    pub rate: Option<i64>,
}

/// What the form for a line of the shop's own was typed with.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TypedOther {
    /// "labour" or "typed".
    pub kind: String,
    pub description: String,
    pub hours: String,
    pub rate: String,
    pub price: String,
    pub code: String,
    pub qty: String,
}

/// A line of the shop's own, read from its form: its kind, what the
/// customer reads, the price for one in the shop's currency, how many.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OtherLine {
    pub kind: LineKind,
    pub description: String,
    pub unit: Minor,
    pub qty: i64,
}

/// A refused form, answered with the quote's page: what was typed, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PostedOther {
    pub typed: TypedOther,
    pub note: Note,
}

/// An amount typed for one (a price, an hourly rate): above zero, at most
/// two decimals, at most `MAX_TYPED_PRICE`.
fn parse_price(typed: &str) -> Result<Minor, Note> {
    match parse_fixed(typed, 2) {
        Ok(0) => Err(Note::OtherPriceRange),
        Ok(units) if units > MAX_TYPED_PRICE.0 => Err(Note::OtherPriceRange),
        Ok(units) => Ok(Minor(units)),
        Err(RateRefused::Negative | RateRefused::TooLarge) => Err(Note::OtherPriceRange),
        Err(RateRefused::NotANumber | RateRefused::TooPrecise) => Err(Note::OtherPriceText),
    }
}

fn parse_hours(typed: &str) -> Result<Hours, Note> {
    match parse_fixed(typed, 2) {
        Ok(units) if (1..=MAX_HOURS.0).contains(&units) => Ok(Hours(units)),
        Ok(_) | Err(RateRefused::Negative | RateRefused::TooLarge) => Err(Note::OtherHoursRange),
        Err(RateRefused::NotANumber | RateRefused::TooPrecise) => Err(Note::OtherHoursText),
    }
}

/// Hours at a rate, rounded half up to the minor unit (1.25 h at 47.50 is
/// 59.375, so 59.38).
pub fn labour_price(hours: Hours, rate: Minor) -> Minor {
    Minor((hours.0 * rate.0 + 50).div_euclid(100))
}

/// Reads the form: a description always; labour by hours (with a rate)
/// or at a fixed price, never both; a typed part's price, quantity, and
/// code if given (shaped as a SKU is).
pub fn parse_other(t: &TypedOther) -> Result<OtherLine, Note> {
    let description = crate::clean_text(t.description.trim());
    let description = description.split_whitespace().collect::<Vec<_>>().join(" ");
    if description.is_empty() {
        return Err(Note::OtherNoDescription);
    }
    if description.chars().count() > MAX_DESCRIPTION {
        return Err(Note::OtherDescriptionLong);
    }
    let filled = |s: &str| !s.trim().is_empty();
    match t.kind.trim() {
        "labour" => {
            let (kind, unit) = match (filled(&t.hours), filled(&t.price)) {
                (true, true) => return Err(Note::OtherHoursAndPrice),
                (false, false) => return Err(Note::OtherNoPrice),
                (false, true) => (
                    LineKind::Labour {
                        hours: None,
                        rate: None,
                    },
                    parse_price(&t.price)?,
                ),
                (true, false) => {
                    let hours = parse_hours(&t.hours)?;
                    if !filled(&t.rate) {
                        return Err(Note::OtherNoRate);
                    }
                    let rate = parse_price(&t.rate)?;
                    let kind = LineKind::Labour {
                        hours: Some(hours),
                        rate: Some(rate),
                    };
                    let unit = labour_price(hours, rate);
                    if unit > MAX_TYPED_PRICE {
                        return Err(Note::OtherPriceRange);
                    }
                    // A few minutes at a tiny rate rounds to nothing: a
                    // line of 0.00 is refused as a typed price of 0 is.
                    if unit.0 <= 0 {
                        return Err(Note::OtherLabourZero);
                    }
                    (kind, unit)
                }
            };
            Ok(OtherLine {
                kind,
                description,
                unit,
                qty: 1,
            })
        }
        "typed" => {
            if !filled(&t.price) {
                return Err(Note::OtherNoPrice);
            }
            let unit = parse_price(&t.price)?;
            let qty = if filled(&t.qty) {
                parse_qty(&t.qty)?
            } else {
                1
            };
            let code = crate::clean_text(t.code.trim());
            if code.chars().count() > MAX_SKU_LEN || code.chars().any(char::is_whitespace) {
                return Err(Note::OtherCode);
            }
            Ok(OtherLine {
                kind: LineKind::Typed {
                    code: (!code.is_empty()).then_some(code),
                },
                description,
                unit,
                qty,
            })
        }
        _ => Err(Note::OtherKind),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labour(hours: &str, rate: &str, price: &str) -> TypedOther {
        TypedOther {
            kind: "labour".into(),
            description: "Fit chain and sprockets".into(),
            hours: hours.into(),
            rate: rate.into(),
            price: price.into(),
            ..TypedOther::default()
        }
    }

    fn typed(price: &str, code: &str, qty: &str) -> TypedOther {
        TypedOther {
            kind: "typed".into(),
            description: "  Used  mirror,\u{202E} left ".into(),
            price: price.into(),
            code: code.into(),
            qty: qty.into(),
            ..TypedOther::default()
        }
    }

    #[test]
    fn labour_is_hours_at_a_rate_to_the_penny() {
        let l = parse_other(&labour("1.25", "47.50", "")).unwrap();
        assert_eq!(l.unit, Minor(5938));
        assert_eq!(
            l.kind,
            LineKind::Labour {
                hours: Some(Hours(125)),
                rate: Some(Minor(4750))
            }
        );
        assert_eq!(l.qty, 1);
        assert_eq!(labour_price(Hours(150), Minor(6000)), Minor(9000));
        assert_eq!(labour_price(Hours(33), Minor(1)), Minor(0));
        assert_eq!(labour_price(Hours(50), Minor(1)), Minor(1));
        // Labour that rounds to nothing is refused, as a price of 0 is.
        assert_eq!(
            parse_other(&labour("0.33", "0.01", "")),
            Err(Note::OtherLabourZero)
        );
        assert_eq!(
            parse_other(&labour("0.5", "0.01", "")).map(|l| l.unit),
            Ok(Minor(1))
        );
        assert_eq!(labour_price(MAX_HOURS, MAX_TYPED_PRICE).0, 9_999_900_000);
        // A comma for the point, as half of Europe types it.
        assert_eq!(
            parse_other(&labour("0,5", "60", "")).unwrap().unit,
            Minor(3000)
        );
        let fixed = parse_other(&labour("", "", "35")).unwrap();
        assert_eq!(fixed.unit, Minor(3500));
        assert_eq!(
            fixed.kind,
            LineKind::Labour {
                hours: None,
                rate: None
            }
        );
    }

    #[test]
    fn labour_is_refused_with_the_reason() {
        assert_eq!(
            parse_other(&labour("1", "60", "35")),
            Err(Note::OtherHoursAndPrice)
        );
        assert_eq!(parse_other(&labour("", "60", "")), Err(Note::OtherNoPrice));
        assert_eq!(parse_other(&labour("1", "", "")), Err(Note::OtherNoRate));
        assert_eq!(
            parse_other(&labour("-1", "60", "")),
            Err(Note::OtherHoursRange)
        );
        assert_eq!(
            parse_other(&labour("0", "60", "")),
            Err(Note::OtherHoursRange)
        );
        assert_eq!(
            parse_other(&labour("1000", "60", "")),
            Err(Note::OtherHoursRange)
        );
        assert_eq!(
            parse_other(&labour("1.255", "60", "")),
            Err(Note::OtherHoursText)
        );
        assert_eq!(
            parse_other(&labour("an hour", "60", "")),
            Err(Note::OtherHoursText)
        );
        assert_eq!(
            parse_other(&labour("1", "1e9", "")),
            Err(Note::OtherPriceText)
        );
        assert_eq!(
            parse_other(&labour("999", "1000", "")),
            Err(Note::OtherPriceRange)
        );
        assert_eq!(
            parse_other(&labour("", "", "100000.01")),
            Err(Note::OtherPriceRange)
        );
        assert_eq!(
            parse_other(&labour("", "", "-5")),
            Err(Note::OtherPriceRange)
        );
        assert_eq!(
            parse_other(&labour("", "", "0")),
            Err(Note::OtherPriceRange)
        );
        let mut no_words = labour("1", "60", "");
        no_words.description = " \u{7} ".into();
        assert_eq!(parse_other(&no_words), Err(Note::OtherNoDescription));
        no_words.description = "x".repeat(MAX_DESCRIPTION + 1);
        assert_eq!(parse_other(&no_words), Err(Note::OtherDescriptionLong));
        no_words.kind = "gift".into();
        no_words.description = "Gift".into();
        assert_eq!(parse_other(&no_words), Err(Note::OtherKind));
    }

    #[test]
    fn a_typed_part_keeps_its_code_and_quantity() {
        let l = parse_other(&typed("12.99", " MIR-L ", "2")).unwrap();
        assert_eq!(l.description, "Used mirror, left");
        assert_eq!(l.unit, Minor(1299));
        assert_eq!(l.qty, 2);
        assert_eq!(
            l.kind,
            LineKind::Typed {
                code: Some("MIR-L".into())
            }
        );
        let l = parse_other(&typed("5", "", "")).unwrap();
        assert_eq!((l.qty, l.kind), (1, LineKind::Typed { code: None }));
        assert_eq!(parse_other(&typed("5", "A B", "1")), Err(Note::OtherCode));
        assert_eq!(
            parse_other(&typed("5", &"X".repeat(65), "1")),
            Err(Note::OtherCode)
        );
        assert_eq!(parse_other(&typed("5", "", "0")), Err(Note::QtyRange));
        assert_eq!(parse_other(&typed("", "", "1")), Err(Note::OtherNoPrice));
        assert_eq!(
            parse_other(&typed("4.999", "", "1")),
            Err(Note::OtherPriceText)
        );
    }

    #[test]
    fn kinds_round_trip_through_their_columns() {
        for k in [
            LineKind::Part,
            LineKind::Labour {
                hours: Some(Hours(125)),
                rate: Some(Minor(4750)),
            },
            LineKind::Labour {
                hours: None,
                rate: None,
            },
            LineKind::Typed {
                code: Some("X1".into()),
            },
            LineKind::Typed { code: None },
        ] {
            assert_eq!(LineKind::from_cells(k.cells()), k);
        }
        let newer = KindCells {
            kind: Some("rental".into()),
            ..KindCells::default()
        };
        assert!(!LineKind::from_cells(newer).is_part());
        assert_eq!(Hours(150).plain(), "1.5");
        assert_eq!(Hours(25).plain(), "0.25");
        assert_eq!(Hours(200).plain(), "2");
        assert!(is_other_key("~1a2b") && !is_other_key("CP0151BL"));
    }
}
