//! Phone numbers as the records compare them: the international form
//! (E.164's digits, without the `+`) for the shop's country
//! (`SHOP_COUNTRY`), so "+44 7700 900123", "0044 7700 900123",
//! "+44 (0)7700 900123" and "07700 900123" are one number in a British
//! shop. A number is shown as it was typed; only its key is normalised.

/// The shop's country, as phone numbers are dialled there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShopCountry {
    /// ISO 3166 code, upper case ("GB").
    pub code: &'static str,
    /// The country's calling code ("44").
    pub calling: &'static str,
    /// What a national number starts with and the international form
    /// drops ("0"; "1" in North America; empty where nothing is dropped).
    pub trunk: &'static str,
    /// What is dialled before a calling code ("00"; "011" in North America).
    pub international: &'static str,
}

const fn country(
    code: &'static str,
    calling: &'static str,
    trunk: &'static str,
    international: &'static str,
) -> ShopCountry {
    ShopCountry {
        code,
        calling,
        trunk,
        international,
    }
}

/// The countries whose numbers the records know how to write
/// internationally.
pub const COUNTRIES: &[ShopCountry] = &[
    country("GB", "44", "0", "00"),
    country("IE", "353", "0", "00"),
    country("US", "1", "1", "011"),
    country("CA", "1", "1", "011"),
    country("DE", "49", "0", "00"),
    country("AT", "43", "0", "00"),
    country("CH", "41", "0", "00"),
    country("FR", "33", "0", "00"),
    country("BE", "32", "0", "00"),
    country("LU", "352", "", "00"),
    country("NL", "31", "0", "00"),
    country("ES", "34", "", "00"),
    country("PT", "351", "", "00"),
    country("IT", "39", "", "00"),
    country("GR", "30", "", "00"),
    country("DK", "45", "", "00"),
    country("NO", "47", "", "00"),
    country("SE", "46", "0", "00"),
    country("FI", "358", "0", "00"),
    country("PL", "48", "", "00"),
    country("CZ", "420", "", "00"),
    country("AU", "61", "0", "0011"),
    country("NZ", "64", "0", "00"),
    country("ZA", "27", "0", "00"),
];

impl Default for ShopCountry {
    fn default() -> Self {
        COUNTRIES[0]
    }
}

impl ShopCountry {
    /// The country of an ISO code ("gb", "GB"); an unknown code says which
    /// are known.
    pub fn from_code(code: &str) -> Result<ShopCountry, String> {
        let code = code.trim();
        COUNTRIES
            .iter()
            .find(|c| c.code.eq_ignore_ascii_case(code))
            .copied()
            .ok_or_else(|| {
                let known: Vec<&str> = COUNTRIES.iter().map(|c| c.code).collect();
                format!(
                    "SHOP_COUNTRY {code:?} is not one the portal knows; use one of {}",
                    known.join(", ")
                )
            })
    }

    /// A whole number's key: its international digits. A number written
    /// internationally keeps its own country; a national one gains the
    /// shop's calling code, less its trunk prefix.
    pub fn phone_key(&self, phone: &str) -> String {
        self.keyed(phone).unwrap_or_else(|| {
            // A national number typed without its trunk prefix.
            format!("{}{}", self.calling, super::phone_digits(phone))
        })
    }

    /// What typed (part of a) number is looked for among the keys: written
    /// internationally, its digits; starting with the trunk prefix, the
    /// calling code in its place; otherwise the digits as typed, found
    /// anywhere in a number.
    pub fn search_key(&self, typed: &str) -> String {
        self.keyed(typed)
            .unwrap_or_else(|| super::phone_digits(typed))
    }

    /// The international digits of a number written internationally, or
    /// nationally with the trunk prefix (every national number where the
    /// country has none); `None` when neither says the country.
    fn keyed(&self, phone: &str) -> Option<String> {
        if let Some(d) = self.international_digits(phone) {
            return Some(d);
        }
        let digits = super::phone_digits(phone);
        if self.trunk.is_empty() {
            return None;
        }
        let national = digits.strip_prefix(self.trunk)?;
        Some(format!("{}{national}", self.calling))
    }

    /// The digits after `+` or the international prefix, the "(0)" some
    /// write after the calling code left out; `None` for a national number.
    fn international_digits(&self, phone: &str) -> Option<String> {
        let t = phone.trim_start();
        let without_trunk = t.replace("(0)", "");
        if t.starts_with('+') {
            return Some(super::phone_digits(&without_trunk));
        }
        let digits = super::phone_digits(&without_trunk);
        digits
            .strip_prefix(self.international)
            .filter(|rest| !rest.is_empty())
            .map(str::to_string)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(code: &str) -> ShopCountry {
        ShopCountry::from_code(code).unwrap()
    }

    #[test]
    fn a_british_number_has_one_key_however_it_is_written() {
        let gb = at("gb");
        for typed in [
            "07700 900123",
            "+44 7700 900123",
            "+44 (0)7700 900123",
            "0044 7700 900123",
            "7700 900123",
            "(07700) 900-123",
        ] {
            assert_eq!(gb.phone_key(typed), "447700900123", "{typed}");
        }
        assert_eq!(gb.phone_key("+33 6 12 34 56 78"), "33612345678");
        assert_eq!(gb.phone_key("0033 6 12 34 56 78"), "33612345678");
    }

    #[test]
    fn typed_parts_of_numbers_are_looked_for_as_keys() {
        let gb = at("GB");
        assert_eq!(gb.search_key("07700 900"), "447700900");
        assert_eq!(gb.search_key("+44 7700"), "447700");
        assert_eq!(gb.search_key("900 123"), "900123");
        assert!(gb
            .phone_key("07700 900123")
            .contains(&gb.search_key("07700 900")));
        assert!(gb
            .phone_key("+44 7700 900123")
            .contains(&gb.search_key("0770")));
    }

    #[test]
    fn other_countries_keep_their_own_rules() {
        let us = at("US");
        assert_eq!(us.phone_key("(555) 123-4567"), "15551234567");
        assert_eq!(us.phone_key("1 555 123 4567"), "15551234567");
        assert_eq!(us.phone_key("011 44 7700 900123"), "447700900123");
        let it = at("IT");
        // Italian numbers keep their leading 0 after +39.
        assert_eq!(it.phone_key("06 1234 5678"), "390612345678");
        assert_eq!(it.phone_key("+39 06 1234 5678"), "390612345678");
        assert_eq!(it.search_key("06 1234"), "061234");
        let de = at("de");
        assert_eq!(de.phone_key("0171 1234567"), "491711234567");
        assert_eq!(de.phone_key("+49 (0)171 1234567"), "491711234567");
    }

    #[test]
    fn an_unknown_country_is_refused_with_the_known_ones() {
        let e = ShopCountry::from_code("XX").unwrap_err();
        assert!(e.contains("GB, IE, US"), "{e}");
        assert_eq!(ShopCountry::default().code, "GB");
    }
}
