//! A customer's history as the stores write it (one English line per
//! change, kept as written: it is the record), read back into what it
//! says, so a page can say it in its own language. A line this does not
//! know (written by another release) is shown as it was written.

/// What one line of a customer's history says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChangeSaid<'a> {
    Created,
    /// The fields that changed, each as the store names it ("name",
    /// "phone", "email", "note", "language").
    Changed(Vec<ChangedField>),
    BikeAdded(&'a str),
    BikeRemoved(&'a str),
    /// A copy of their data was made (`format`: "JSON" or "CSV").
    Exported(&'a str),
    Watching {
        sku: &'a str,
        qty: &'a str,
    },
    /// A watch ended by a person ("done").
    WatchEnded(&'a str),
    Emailed(&'a str),
    Told(&'a str),
    QuoteMade(&'a str),
    /// A quote's copy (its name) emailed to them as a PDF.
    QuoteEmailed(&'a str),
    /// Put on a price tier (its name).
    Tier(&'a str),
    /// Taken off their price tier: retail prices.
    Retail,
    /// A special order made for them (its id).
    OrderMade(&'a str),
    /// A line of their order moved on.
    OrderLine {
        order: &'a str,
        sku: &'a str,
        state: crate::order::LineState,
    },
    /// Told in person or by phone that a line arrived.
    OrderTold {
        order: &'a str,
        sku: &'a str,
    },
    /// Emailed that a line arrived.
    OrderEmailed {
        order: &'a str,
        sku: &'a str,
    },
    /// A line this release does not know: shown as written.
    Other(&'a str),
}

/// A field of the record named in a "Changed …" line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangedField {
    Name,
    Phone,
    Email,
    Note,
    Lang,
    VatNumber,
}

impl ChangedField {
    fn from_stored(word: &str) -> Option<ChangedField> {
        Some(match word {
            "name" => ChangedField::Name,
            "phone" => ChangedField::Phone,
            "email" => ChangedField::Email,
            "note" => ChangedField::Note,
            "VAT number" => ChangedField::VatNumber,
            "language" => ChangedField::Lang,
            _ => return None,
        })
    }

    /// The key of its words on the page (in `crates/shop/locales`).
    pub fn label_key(self) -> &'static str {
        match self {
            ChangedField::Name => "customer-changed-name",
            ChangedField::Phone => "customer-changed-phone",
            ChangedField::Email => "customer-changed-email",
            ChangedField::Note => "customer-changed-note",
            ChangedField::Lang => "customer-changed-lang",
            ChangedField::VatNumber => "customer-changed-vat-number",
        }
    }
}

/// The text between `before` and `after` in `line`, when it has them.
fn between<'a>(line: &'a str, before: &str, after: &str) -> Option<&'a str> {
    line.strip_prefix(before)?
        .strip_suffix(after)
        .filter(|s| !s.is_empty())
}

/// The history's line for a customer taken off their tier.
pub const RETAIL_LINE: &str = "Price tier: retail";

/// The history's line for a customer put on tier `name`.
pub fn tier_line(name: &str) -> String {
    format!("Price tier \u{201c}{name}\u{201d}")
}

/// A line the special orders write: "Order SO-… made", "Order SO-…:
/// SKU ordered", "Order SO-…: told SKU arrived", "Order SO-…: emailed
/// that SKU arrived".
fn order_line(line: &str) -> Option<ChangeSaid<'_>> {
    let rest = line.strip_prefix("Order ")?;
    if let Some(order) = rest.strip_suffix(" made").filter(|o| !o.contains(' ')) {
        return Some(ChangeSaid::OrderMade(order));
    }
    let (order, what) = rest.split_once(": ")?;
    if let Some(sku) = between(what, "told ", " arrived") {
        return Some(ChangeSaid::OrderTold { order, sku });
    }
    if let Some(sku) = between(what, "emailed that ", " arrived") {
        return Some(ChangeSaid::OrderEmailed { order, sku });
    }
    let (sku, state) = what.rsplit_once(' ')?;
    let state = crate::order::LineState::parse(state)?;
    Some(ChangeSaid::OrderLine { order, sku, state })
}

impl<'a> ChangeSaid<'a> {
    pub fn read(line: &'a str) -> ChangeSaid<'a> {
        if line == "Created" {
            return ChangeSaid::Created;
        }
        if let Some(fields) = line.strip_prefix("Changed ") {
            let read: Option<Vec<ChangedField>> =
                fields.split(", ").map(ChangedField::from_stored).collect();
            if let Some(fields) = read.filter(|f| !f.is_empty()) {
                return ChangeSaid::Changed(fields);
            }
        }
        if let Some(label) = line.strip_prefix("Added bike ") {
            return ChangeSaid::BikeAdded(label);
        }
        if let Some(label) = line.strip_prefix("Removed bike ") {
            return ChangeSaid::BikeRemoved(label);
        }
        if let Some(format) = between(line, "Exported their data (", ")") {
            return ChangeSaid::Exported(format);
        }
        if let Some((sku, qty)) =
            between(line, "Watching ", ")").and_then(|s| s.split_once(" (quantity "))
        {
            return ChangeSaid::Watching { sku, qty };
        }
        if let Some(sku) = between(line, "Watch on ", " ended (done)") {
            return ChangeSaid::WatchEnded(sku);
        }
        if let Some(sku) = between(line, "Emailed that ", " is back") {
            return ChangeSaid::Emailed(sku);
        }
        if let Some(sku) = between(line, "Told ", " is back") {
            return ChangeSaid::Told(sku);
        }
        if let Some(name) = between(line, "Quote \u{201c}", "\u{201d} made for them") {
            return ChangeSaid::QuoteMade(name);
        }
        if let Some(name) = between(line, "Emailed quote \u{201c}", "\u{201d} as a PDF") {
            return ChangeSaid::QuoteEmailed(name);
        }
        if let Some(name) = between(line, "Price tier \u{201c}", "\u{201d}") {
            return ChangeSaid::Tier(name);
        }
        if line == RETAIL_LINE {
            return ChangeSaid::Retail;
        }
        if let Some(said) = order_line(line) {
            return said;
        }
        ChangeSaid::Other(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stores_lines_read_back_and_others_stay_as_written() {
        assert_eq!(ChangeSaid::read("Created"), ChangeSaid::Created);
        assert_eq!(
            ChangeSaid::read("Changed name, language"),
            ChangeSaid::Changed(vec![ChangedField::Name, ChangedField::Lang])
        );
        assert_eq!(
            ChangeSaid::read("Added bike Yamaha MT-09 2021"),
            ChangeSaid::BikeAdded("Yamaha MT-09 2021")
        );
        assert_eq!(
            ChangeSaid::read("Emailed quote \u{201c}MT-09 service\u{201d} as a PDF"),
            ChangeSaid::QuoteEmailed("MT-09 service")
        );
        assert_eq!(
            ChangeSaid::read("Exported their data (CSV)"),
            ChangeSaid::Exported("CSV")
        );
        assert_eq!(
            ChangeSaid::read(&tier_line("Trade counter")),
            ChangeSaid::Tier("Trade counter")
        );
        assert_eq!(ChangeSaid::read(RETAIL_LINE), ChangeSaid::Retail);
        assert_eq!(
            ChangeSaid::read("Watching CP0151 (quantity 2)"),
            ChangeSaid::Watching {
                sku: "CP0151",
                qty: "2"
            }
        );
        assert_eq!(
            ChangeSaid::read("Watch on CP0151 ended (done)"),
            ChangeSaid::WatchEnded("CP0151")
        );
        assert_eq!(
            ChangeSaid::read("Emailed that CP0151 is back"),
            ChangeSaid::Emailed("CP0151")
        );
        assert_eq!(
            ChangeSaid::read("Told CP0151 is back"),
            ChangeSaid::Told("CP0151")
        );
        assert_eq!(
            ChangeSaid::read("Quote \u{201c}Mr Patel\u{201d} made for them"),
            ChangeSaid::QuoteMade("Mr Patel")
        );
        assert_eq!(
            ChangeSaid::read("Order SO-4K7Q2M made"),
            ChangeSaid::OrderMade("SO-4K7Q2M")
        );
        assert_eq!(
            ChangeSaid::read("Order SO-4K7Q2M: EL0706 arrived"),
            ChangeSaid::OrderLine {
                order: "SO-4K7Q2M",
                sku: "EL0706",
                state: crate::order::LineState::Arrived
            }
        );
        assert_eq!(
            ChangeSaid::read("Order SO-4K7Q2M: told EL0706 arrived"),
            ChangeSaid::OrderTold {
                order: "SO-4K7Q2M",
                sku: "EL0706"
            }
        );
        assert_eq!(
            ChangeSaid::read("Order SO-4K7Q2M: emailed that EL0706 arrived"),
            ChangeSaid::OrderEmailed {
                order: "SO-4K7Q2M",
                sku: "EL0706"
            }
        );
        for other in [
            "Order SO-1: EL0706 lost",
            "Changed colour",
            "Changed ",
            "Watch on X ended (expired)",
            "",
        ] {
            assert_eq!(ChangeSaid::read(other), ChangeSaid::Other(other));
        }
    }
}
