//! The variant rule: which products are one part in other colours or sizes.
//!
//! The supplier has no variant field, but its SKUs carry one: a stem and a
//! colour or size suffix (`CP0151BL`, `CP0151SI`), under the same name. The
//! rule, applied to each product on its own (so a sync computes it row by
//! row, with no pass over the whole catalogue):
//!
//! 1. The SKU is trimmed and upper-cased.
//! 2. A *separated suffix*: the part after the last `-`, `_`, `/`, `.` or
//!    space, when it is 1 to 4 letters or digits and not a number of three or
//!    more digits (`GLOVE-XL`, `CP0151-02`, `KIT/3XL`; not `CP-0151`).
//! 3. Otherwise an *attached suffix*: 1 to 3 letters ending the SKU right
//!    after a digit (`CP0151BL`, `CP0151XXL`; not `CP0151`, not `ABCDE`).
//! 4. What is left before the suffix is the *stem*; it must keep at least
//!    three characters, or there is no suffix and the whole SKU is the stem.
//!    A SKU without a suffix is its own stem, so a product `CP0151` joins
//!    the family of `CP0151BL` (it is the plain one of the family).
//! 5. The *family key* is the stem with the name folded (lower case, runs
//!    of white space as one space). Products with the same key form a
//!    family when there are two or more of them: same stem but another name
//!    is another part. A product without a name is a family of its own.
//!
//! Numbers running straight on (`CP0151`, `CP0152`) are different parts,
//! never sizes; a size glued to digits (`CP01513XL`) is not recognised.
//!
//! Each product's *label* within its family: its "Colour", "Color" or
//! "Size" option (or additional field) when the supplier gives one, else
//! its suffix, else "Standard".

use rusqlite::Connection;

use super::{db::DbResult, text};
use crate::model::{listing::ProductSummary, NameValue, Product};

/// What separates a stem from a separated suffix.
const SEPARATORS: [char; 5] = ['-', '_', '/', '.', ' '];
/// Fewest characters a stem keeps.
const MIN_STEM: usize = 3;
/// Unit separator: between the stem and the name in a family key.
const JOIN: char = '\u{1f}';
/// The code point right after `JOIN`: the end of a stem's range of keys.
const AFTER_JOIN: char = '\u{20}';

/// A SKU cut into its stem and its colour or size suffix, if it has one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkuParts {
    pub stem: String,
    pub suffix: Option<String>,
}

/// Cuts a SKU into stem and suffix by the rule above.
pub fn split_sku(sku: &str) -> SkuParts {
    let sku = sku.trim().to_uppercase();
    let whole = |sku: String| SkuParts {
        stem: sku,
        suffix: None,
    };
    if let Some(at) = sku.rfind(SEPARATORS) {
        let (head, tail) = (&sku[..at], &sku[at + 1..]);
        let stem = head.trim_end_matches(SEPARATORS);
        let digits_only = tail.chars().all(|c| c.is_ascii_digit());
        let fits = (1..=4).contains(&tail.len())
            && tail.chars().all(|c| c.is_ascii_alphanumeric())
            && !(digits_only && tail.len() >= 3);
        if fits && stem.chars().count() >= MIN_STEM {
            return SkuParts {
                stem: stem.to_string(),
                suffix: Some(tail.to_string()),
            };
        }
        if fits || tail.is_empty() {
            return whole(sku);
        }
    }
    let letters = sku
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_alphabetic())
        .count();
    let cut = sku.len() - letters;
    let after_digit = sku[..cut].ends_with(|c: char| c.is_ascii_digit());
    if (1..=3).contains(&letters) && after_digit && cut >= MIN_STEM {
        return SkuParts {
            stem: sku[..cut].to_string(),
            suffix: Some(sku[cut..].to_string()),
        };
    }
    whole(sku)
}

/// A name as families compare it: lower case, white space collapsed.
fn fold_name(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// The family key of a product with this SKU and name. A product without
/// a name gets a key no other product has (its upper-cased SKU alone).
pub fn family_key(sku: &str, name: Option<&str>) -> String {
    let name = name.map(fold_name).filter(|n| !n.is_empty());
    match name {
        Some(n) => format!("{}{JOIN}{n}", split_sku(sku).stem),
        None => format!("{JOIN}{}", sku.trim().to_uppercase()),
    }
}

/// The value of a colour or size option or field, if the supplier gives one.
fn named_variant(rows: Option<&Vec<NameValue>>) -> Option<String> {
    rows?.iter().find_map(|nv| {
        let name = nv.name.as_deref()?.trim().to_lowercase();
        let is_variant = matches!(name.as_str(), "colour" | "color" | "size");
        let value = nv.value.as_deref().map(crate::model::clean_text)?;
        (is_variant && !value.trim().is_empty()).then(|| value.trim().to_string())
    })
}

/// How a product is told apart within its family.
pub fn variant_label(p: &Product, sku: &str) -> String {
    named_variant(p.selected_options.as_ref())
        .or_else(|| named_variant(p.additional_fields.as_ref()))
        .or_else(|| split_sku(sku).suffix)
        .unwrap_or_else(|| "Standard".to_string())
}

/// Most siblings a product page lists.
pub const MAX_SIBLINGS: usize = 48;

/// The other products of this SKU's family, in SKU order, each with its
/// label. Empty for a SKU the index does not hold or a product alone.
pub fn siblings(conn: &Connection, sku: &str) -> DbResult<Vec<(String, ProductSummary)>> {
    labelled(
        conn,
        "SELECT s.variant, r.summary FROM products p
         JOIN products s ON s.family = p.family
         JOIN records r ON r.id = s.id
         WHERE p.sku_key = ?1 AND s.id != p.id
         ORDER BY s.sku_key LIMIT ?2",
        rusqlite::params![text::sku_key(sku), MAX_SIBLINGS as i64],
    )
}

/// Most members a folded list's card names.
pub const MAX_MEMBERS: usize = 12;

/// Every product of the family of the product with this record id (itself
/// included), in SKU order, each with its label: a folded list's card.
pub fn members(conn: &Connection, id: i64) -> DbResult<Vec<(String, ProductSummary)>> {
    labelled(
        conn,
        "SELECT s.variant, r.summary FROM products p
         JOIN products s ON s.family = p.family
         JOIN records r ON r.id = s.id
         WHERE p.id = ?1
         ORDER BY s.sku_key LIMIT ?2",
        rusqlite::params![id, MAX_MEMBERS as i64],
    )
}

/// Every product whose SKU has this stem (any name), in SKU order: what the
/// counter's lookup offers for a stem that is not itself a SKU. Read
/// through the family index, whose keys start with the stem.
pub fn of_stem(conn: &Connection, stem: &str) -> DbResult<Vec<(String, ProductSummary)>> {
    let stem = split_sku(stem).stem;
    if stem.is_empty() {
        return Ok(Vec::new());
    }
    // Keys of this stem run from `stem JOIN` up to `stem AFTER_JOIN`.
    let from = format!("{stem}{JOIN}");
    let to = format!("{stem}{AFTER_JOIN}");
    labelled(
        conn,
        "SELECT s.variant, r.summary FROM products s
         JOIN records r ON r.id = s.id
         WHERE s.family >= ?1 AND s.family < ?2
         ORDER BY s.sku_key LIMIT ?3",
        rusqlite::params![from, to, MAX_SIBLINGS as i64],
    )
}

/// Runs a query answering (label, summary JSON) rows; a record that does
/// not read back is left out, as on list pages.
fn labelled(
    conn: &Connection,
    sql: &str,
    params: impl rusqlite::Params,
) -> DbResult<Vec<(String, ProductSummary)>> {
    let mut stmt = conn.prepare_cached(sql)?;
    let rows = stmt.query_map(params, |r| {
        Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?))
    })?;
    let mut out = Vec::new();
    for row in rows {
        let (label, summary) = row?;
        if let Ok(s) = serde_json::from_str::<ProductSummary>(&summary) {
            out.push((label, s));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(sku: &str) -> (String, Option<String>) {
        let p = split_sku(sku);
        (p.stem, p.suffix)
    }

    #[test]
    fn colour_suffixes_attached_to_digits() {
        assert_eq!(parts("CP0151BL"), ("CP0151".into(), Some("BL".into())));
        assert_eq!(parts(" cp0151si "), ("CP0151".into(), Some("SI".into())));
        assert_eq!(parts("CP0151XXL"), ("CP0151".into(), Some("XXL".into())));
        // Four letters are a word, not a suffix.
        assert_eq!(parts("CP0151BLUE"), ("CP0151BLUE".into(), None));
    }

    #[test]
    fn no_suffix_is_its_own_stem() {
        assert_eq!(parts("CP0151"), ("CP0151".into(), None));
        assert_eq!(parts("ABCDE"), ("ABCDE".into(), None));
        assert_eq!(parts(""), ("".into(), None));
        // Too short a stem: the whole SKU.
        assert_eq!(parts("R1BL"), ("R1BL".into(), None));
        assert_eq!(parts("A-XL"), ("A-XL".into(), None));
    }

    #[test]
    fn numeric_suffixes_only_when_separated_and_short() {
        // Numbers running on are different parts.
        assert_ne!(split_sku("CP0151").stem, split_sku("CP0152").stem);
        assert_eq!(parts("CP0151-02"), ("CP0151".into(), Some("02".into())));
        assert_eq!(parts("CP0151_3"), ("CP0151".into(), Some("3".into())));
        // Three digits or more after a separator are part of the number.
        assert_eq!(parts("CP-0151"), ("CP-0151".into(), None));
        assert_eq!(parts("AB12-100"), ("AB12-100".into(), None));
    }

    #[test]
    fn separated_sizes_and_colours() {
        assert_eq!(parts("GLOVE-XL"), ("GLOVE".into(), Some("XL".into())));
        assert_eq!(parts("KIT/3XL"), ("KIT".into(), Some("3XL".into())));
        assert_eq!(parts("JKT 44.BK"), ("JKT 44".into(), Some("BK".into())));
        assert_eq!(parts("SEAT--RD"), ("SEAT".into(), Some("RD".into())));
        // A trailing separator: no suffix.
        assert_eq!(parts("CP0151-"), ("CP0151-".into(), None));
        // A long last part is no suffix, but may still end in one.
        assert_eq!(parts("X-CP0151BL"), ("X-CP0151".into(), Some("BL".into())));
    }

    #[test]
    fn families_need_the_same_stem_and_the_same_name() {
        let name = Some("Frame sliders – Yamaha MT-09");
        let black = family_key("CP0151BL", name);
        assert_eq!(
            black,
            family_key("CP0151SI", Some("frame  sliders – yamaha mt-09"))
        );
        // The stem that is itself a product joins its family.
        assert_eq!(black, family_key("CP0151", name));
        // Same stem, another name: another part.
        assert_ne!(black, family_key("CP0151OR", Some("Brake lever")));
        // Next number along: another part.
        assert_ne!(black, family_key("CP0152BL", name));
        // No name: alone.
        assert_ne!(family_key("CP0151RE", None), family_key("CP0151GO", None));
        assert_ne!(family_key("CP0151RE", Some("  ")), black);
    }

    #[test]
    fn labels_prefer_the_suppliers_colour_or_size() {
        let mut p = Product::default();
        assert_eq!(variant_label(&p, "CP0151BL"), "BL");
        assert_eq!(variant_label(&p, "CP0151"), "Standard");
        p.additional_fields = Some(vec![NameValue {
            name: Some("Size".into()),
            value: Some("Large".into()),
        }]);
        assert_eq!(variant_label(&p, "CP0151BL"), "Large");
        p.selected_options = Some(vec![
            NameValue {
                name: Some("Material".into()),
                value: Some("Steel".into()),
            },
            NameValue {
                name: Some(" COLOUR ".into()),
                value: Some("Black".into()),
            },
        ]);
        assert_eq!(variant_label(&p, "CP0151BL"), "Black");
        p.selected_options = Some(vec![NameValue {
            name: Some("Colour".into()),
            value: None,
        }]);
        assert_eq!(variant_label(&p, "CP0151BL"), "Large");
    }
}
