//! What a customer form's fields may be: a name, a phone number, an email
//! address, a note, a watch's quantity, a lost sale's code and note. Each
//! check says what was wrong as a `CustomerNote`; nothing is changed then.

use super::{CustomerNote, LostReason};
use crate::lang::Lang;

/// Longest name, in characters.
pub const MAX_NAME: usize = 80;
/// Longest note on a customer, in characters.
pub const MAX_NOTE: usize = 500;
/// Longest note on a lost sale, in characters.
pub const MAX_LOST_NOTE: usize = 200;
/// Longest code a lost sale keeps (a SKU or what was typed or scanned).
pub const MAX_CODE: usize = 64;
/// Digits a phone number has at least and at most (E.164 allows 15).
pub const PHONE_DIGITS: (usize, usize) = (6, 15);
/// Largest quantity a watch waits for.
pub const MAX_WATCH_QTY: i64 = 9_999;

/// The fields of a customer, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomerFields {
    pub name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub note: Option<String>,
    /// The language the customer is written to in (their copy of a
    /// quote, their email); `None`: the shop's.
    pub lang: Option<Lang>,
    /// A business customer's VAT (or tax) number, printed on their copies;
    /// with one, their copy shows prices before tax, the tax beside them.
    pub vat_number: Option<String>,
}

/// Longest VAT or tax number, in characters.
pub const MAX_VAT_NUMBER: usize = 20;

/// A VAT or tax number as typed ("GB 123 4567 89", "DE123456789",
/// "12-3456789"): letters, digits, spaces, dots and dashes, 4 to 20
/// characters with at least two digits; kept in capitals with its spaces
/// folded. Empty: none (not a business).
pub fn clean_vat_number(s: &str) -> Result<Option<String>, CustomerNote> {
    let number = fold_spaces(s).to_uppercase();
    if number.is_empty() {
        return Ok(None);
    }
    let shape = number
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, ' ' | '.' | '-'));
    let digits = number.chars().filter(char::is_ascii_digit).count();
    let length = number.chars().count();
    if !shape || digits < 2 || !(4..=MAX_VAT_NUMBER).contains(&length) {
        return Err(CustomerNote::VatNumberBad);
    }
    Ok(Some(number))
}

/// Spaces folded to one, control characters dropped, ends trimmed.
pub fn fold_spaces(s: &str) -> String {
    s.split(|c: char| c.is_whitespace() || c.is_control())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn clean_name(s: &str) -> Result<String, CustomerNote> {
    let name = fold_spaces(s);
    if name.is_empty() {
        return Err(CustomerNote::NameEmpty);
    }
    if name.chars().count() > MAX_NAME {
        return Err(CustomerNote::NameLong);
    }
    Ok(name)
}

/// A phone number: digits with spaces, dashes, dots or brackets, and a
/// leading `+`; 6 to 15 digits. Empty: none.
pub fn clean_phone(s: &str) -> Result<Option<String>, CustomerNote> {
    let phone = fold_spaces(s);
    if phone.is_empty() {
        return Ok(None);
    }
    let allowed = phone.chars().enumerate().all(|(i, c)| {
        c.is_ascii_digit() || matches!(c, ' ' | '-' | '.' | '(' | ')') || (c == '+' && i == 0)
    });
    let digits = phone_digits(&phone).len();
    if !allowed || digits < PHONE_DIGITS.0 || digits > PHONE_DIGITS.1 {
        return Err(CustomerNote::PhoneBad);
    }
    Ok(Some(phone))
}

/// The digits of a phone number (how numbers are compared and found).
pub fn phone_digits(s: &str) -> String {
    s.chars().filter(char::is_ascii_digit).collect()
}

/// Typed text shaped like (part of) a phone number: three digits or more,
/// with nothing but spaces, dashes, dots, brackets and `+` between them.
pub fn looks_like_phone(s: &str) -> bool {
    phone_digits(s).len() >= 3
        && s.chars()
            .all(|c| c.is_ascii_digit() || " +-.()".contains(c))
}

/// An email address: one `@`, a local part, a domain with a dot, no
/// spaces; at most 254 characters. Empty: none.
pub fn clean_email(s: &str) -> Result<Option<String>, CustomerNote> {
    let email = s.trim();
    if email.is_empty() {
        return Ok(None);
    }
    let Some((local, domain)) = email.split_once('@') else {
        return Err(CustomerNote::EmailBad);
    };
    let domain_ok = domain.contains('.')
        && domain.split('.').all(|l| {
            !l.is_empty()
                && !l.starts_with('-')
                && !l.ends_with('-')
                && l.chars().all(|c| c.is_alphanumeric() || c == '-')
        });
    let local_ok = !local.is_empty()
        && local.len() <= 64
        && !local.starts_with('.')
        && !local.ends_with('.')
        && local
            .chars()
            .all(|c| c.is_alphanumeric() || "!#$%&'*+/=?^_`{|}~.-".contains(c));
    if email.len() > 254 || !domain_ok || !local_ok {
        return Err(CustomerNote::EmailBad);
    }
    Ok(Some(email.to_string()))
}

/// A note: trimmed, at most `max` characters. Empty: none.
pub fn clean_note(s: &str, max: usize) -> Result<Option<String>, CustomerNote> {
    let note: String = s
        .trim()
        .chars()
        .filter(|c| *c == '\n' || !c.is_control())
        .collect();
    if note.is_empty() {
        return Ok(None);
    }
    if note.chars().count() > max {
        return Err(CustomerNote::NoteLong);
    }
    Ok(Some(note))
}

/// A customer's fields from a form: a name and a phone number or an email
/// address (or both); the note is optional.
pub fn customer_fields(
    name: &str,
    phone: &str,
    email: &str,
    note: &str,
) -> Result<CustomerFields, CustomerNote> {
    let name = clean_name(name)?;
    let phone = clean_phone(phone)?;
    let email = clean_email(email)?;
    if phone.is_none() && email.is_none() {
        return Err(CustomerNote::ContactMissing);
    }
    let note = clean_note(note, MAX_NOTE)?;
    Ok(CustomerFields {
        name,
        phone,
        email,
        note,
        lang: None,
        vat_number: None,
    })
}

/// A customer's language from a form's `lang` field: a code the portal
/// speaks (`de`), or empty for the shop's language. Anything else is
/// refused, never guessed.
pub fn customer_lang(code: &str) -> Result<Option<Lang>, CustomerNote> {
    let code = code.trim();
    if code.is_empty() {
        return Ok(None);
    }
    Lang::ALL
        .into_iter()
        .find(|l| l.code() == code)
        .map(Some)
        .ok_or(CustomerNote::LangUnknown)
}

/// A watch's quantity: a whole number from 1 to 9,999.
pub fn watch_qty(s: &str) -> Result<i64, CustomerNote> {
    match s.trim().parse::<i64>() {
        Ok(q) if (1..=MAX_WATCH_QTY).contains(&q) => Ok(q),
        _ => Err(CustomerNote::WatchQty),
    }
}

/// A lost sale's code (SKU, EAN or what was typed): trimmed, not empty, at
/// most 64 characters.
pub fn lost_code(s: &str) -> Result<String, CustomerNote> {
    let code = fold_spaces(s);
    if code.is_empty() {
        return Err(CustomerNote::CodeEmpty);
    }
    if code.chars().count() > MAX_CODE {
        return Err(CustomerNote::CodeLong);
    }
    Ok(code)
}

/// A lost sale's quantity: a whole number from 1 to 9,999; left empty,
/// one.
pub fn lost_qty(s: &str) -> Result<i64, CustomerNote> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(1);
    }
    match s.parse::<i64>() {
        Ok(q) if (1..=super::MAX_LOST_QTY).contains(&q) => Ok(q),
        _ => Err(CustomerNote::LostQty),
    }
}

/// A lost sale's reason and note: "Other" needs a note saying what.
pub fn lost_reason(reason: &str, note: &str) -> Result<(LostReason, Option<String>), CustomerNote> {
    let reason = LostReason::from_code(reason).ok_or(CustomerNote::ReasonUnknown)?;
    let note = clean_note(note, MAX_LOST_NOTE).map_err(|_| CustomerNote::LostNoteLong)?;
    if reason == LostReason::Other && note.is_none() {
        return Err(CustomerNote::OtherNeedsNote);
    }
    Ok((reason, note))
}

/// Text shaped like a customer's id (the portal makes 32 hex digits).
pub fn is_customer_id(s: &str) -> bool {
    s.len() == 32
        && s.bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_phones_and_emails_are_checked() {
        assert_eq!(clean_name("  Ann   Lee "), Ok("Ann Lee".into()));
        assert_eq!(clean_name(" \t "), Err(CustomerNote::NameEmpty));
        assert_eq!(clean_name(&"x".repeat(81)), Err(CustomerNote::NameLong));
        assert_eq!(
            clean_phone("+44 (0)7700 900123"),
            Ok(Some("+44 (0)7700 900123".into()))
        );
        assert_eq!(clean_phone(""), Ok(None));
        assert_eq!(clean_phone("12345"), Err(CustomerNote::PhoneBad));
        assert_eq!(clean_phone("07700 9001x3"), Err(CustomerNote::PhoneBad));
        assert_eq!(clean_phone("0+7700900123"), Err(CustomerNote::PhoneBad));
        assert_eq!(clean_phone(&"1".repeat(16)), Err(CustomerNote::PhoneBad));
        assert_eq!(
            clean_email("ann.lee@shop.example"),
            Ok(Some("ann.lee@shop.example".into()))
        );
        for bad in [
            "ann",
            "ann@",
            "@shop.example",
            "ann@shop",
            "a b@shop.example",
            "ann@@x.example",
            "ann@-x.example",
        ] {
            assert_eq!(clean_email(bad), Err(CustomerNote::EmailBad), "{bad}");
        }
    }

    #[test]
    fn a_customer_needs_a_name_and_a_way_to_reach_them() {
        assert_eq!(
            customer_fields("Ann", "", "", ""),
            Err(CustomerNote::ContactMissing)
        );
        assert_eq!(
            customer_fields("", "07700900123", "", "").unwrap_err(),
            CustomerNote::NameEmpty
        );
        let f = customer_fields("Ann", "07700 900123", "", " likes red ").unwrap();
        assert_eq!(f.note.as_deref(), Some("likes red"));
        assert_eq!(
            customer_fields("Ann", "07700900123", "", &"n".repeat(501)),
            Err(CustomerNote::NoteLong)
        );
    }

    #[test]
    fn a_language_is_one_the_portal_speaks_or_none() {
        assert_eq!(clean_vat_number(""), Ok(None));
        assert_eq!(
            clean_vat_number(" gb  123 4567 89 "),
            Ok(Some("GB 123 4567 89".into()))
        );
        assert_eq!(
            clean_vat_number("12-3456789"),
            Ok(Some("12-3456789".into()))
        );
        for bad in ["GB", "ABCDEFG", "DE12345<b>", "1234567890123456789012"] {
            assert_eq!(
                clean_vat_number(bad),
                Err(CustomerNote::VatNumberBad),
                "{bad}"
            );
        }
        assert_eq!(customer_lang(""), Ok(None));
        assert_eq!(customer_lang(" de "), Ok(Some(Lang::De)));
        assert_eq!(customer_lang("es"), Ok(Some(Lang::Es)));
        for bad in ["xx", "DE", "de-AT", "<b>", "english"] {
            assert_eq!(customer_lang(bad), Err(CustomerNote::LangUnknown), "{bad}");
        }
    }

    #[test]
    fn watch_quantities_codes_and_reasons() {
        assert_eq!(watch_qty("2"), Ok(2));
        for bad in ["0", "10000", "-1", "1.5", "", "two"] {
            assert_eq!(watch_qty(bad), Err(CustomerNote::WatchQty), "{bad}");
        }
        assert_eq!(lost_qty(""), Ok(1), "one unless said");
        assert_eq!(lost_qty(" 12 "), Ok(12));
        for bad in ["0", "-1", "10000", "1.5", "two"] {
            assert_eq!(lost_qty(bad), Err(CustomerNote::LostQty), "{bad}");
        }
        assert_eq!(lost_code("  "), Err(CustomerNote::CodeEmpty));
        assert_eq!(lost_code(&"A".repeat(65)), Err(CustomerNote::CodeLong));
        assert_eq!(lost_code(" CP 0151 "), Ok("CP 0151".into()));
        assert_eq!(lost_reason("other", ""), Err(CustomerNote::OtherNeedsNote));
        assert_eq!(lost_reason("bogus", ""), Err(CustomerNote::ReasonUnknown));
        assert_eq!(
            lost_reason("price", " too dear "),
            Ok((LostReason::Price, Some("too dear".into())))
        );
        assert!(is_customer_id(&"ab12".repeat(8)));
        assert!(!is_customer_id("AB12"));
    }
}
