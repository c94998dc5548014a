//! The interface's languages, and which one a request reads: the
//! preference cookie when the person chose one, else the browser's
//! `Accept-Language`, else English.
//!
//! Only the interface is translated: the supplier's names, descriptions and
//! categories stay as the supplier sends them.

/// A language the interface is written in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, with the United Kingdom's formats ("£1,027.87", 27/11/2026).
    #[default]
    En,
    De,
    Fr,
    Nl,
    Es,
}

impl Lang {
    /// Every language, in the order the picker lists them.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::De, Lang::Fr, Lang::Nl, Lang::Es];

    /// The code kept in the cookie and written in `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Nl => "nl",
            Lang::Es => "es",
        }
    }

    /// The locale whose formats (numbers, money, dates) the language uses.
    pub fn locale(self) -> &'static str {
        match self {
            Lang::En => "en-GB",
            Lang::De => "de-DE",
            Lang::Fr => "fr-FR",
            Lang::Nl => "nl-NL",
            Lang::Es => "es-ES",
        }
    }

    /// The language's name in itself, as the picker shows it whatever the
    /// page's language (a person finds their own language by its own name).
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Nl => "Nederlands",
            Lang::Es => "Español",
        }
    }

    /// A language from its code or a language tag ("de", "de-AT", "FR_ch");
    /// `None` for a language the interface does not speak.
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?;
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The language a browser asks for first among those the interface
    /// speaks, by its `Accept-Language` weights (`de-CH, fr;q=0.8, *;q=0.1`);
    /// English when it names none of them. Entries past the first 16, or
    /// with a weight that does not parse, are not read.
    pub fn from_accept_language(header: &str) -> Lang {
        let mut best: Option<(u16, Lang)> = None;
        for entry in header.split(',').take(16) {
            let mut parts = entry.split(';');
            let tag = parts.next().unwrap_or_default();
            let Some(weight) = weight(parts) else {
                continue;
            };
            let Some(lang) = Lang::parse(tag) else {
                continue;
            };
            // The first of equal weights wins, as the browser listed them.
            if weight > 0 && best.is_none_or(|(w, _)| weight > w) {
                best = Some((weight, lang));
            }
        }
        best.map(|(_, l)| l).unwrap_or_default()
    }
}

/// An `Accept-Language` entry's weight in thousandths (`q=0.8` is 800; no
/// `q` is 1000); `None` when it does not parse.
fn weight<'a>(params: impl Iterator<Item = &'a str>) -> Option<u16> {
    let mut weight = 1000;
    for p in params {
        let (name, value) = p.split_once('=')?;
        if !name.trim().eq_ignore_ascii_case("q") {
            continue;
        }
        let value: f32 = value.trim().parse().ok()?;
        if !(0.0..=1.0).contains(&value) {
            return None;
        }
        weight = (value * 1000.0).round() as u16;
    }
    Some(weight)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_read_by_their_primary_language() {
        assert_eq!(Lang::parse("de"), Some(Lang::De));
        assert_eq!(Lang::parse("de-AT"), Some(Lang::De));
        assert_eq!(Lang::parse(" FR_ch "), Some(Lang::Fr));
        assert_eq!(Lang::parse("nl-BE"), Some(Lang::Nl));
        assert_eq!(Lang::parse("es-419"), Some(Lang::Es));
        assert_eq!(Lang::parse("pt-BR"), None);
        assert_eq!(Lang::parse(""), None);
        for l in Lang::ALL {
            assert_eq!(Lang::parse(l.code()), Some(l));
        }
    }

    #[test]
    fn the_browser_picks_by_weight_then_order() {
        assert_eq!(
            Lang::from_accept_language("de-DE,de;q=0.9,en;q=0.8"),
            Lang::De
        );
        assert_eq!(Lang::from_accept_language("en-US,en;q=0.9"), Lang::En);
        assert_eq!(
            Lang::from_accept_language("pt-BR, fr;q=0.5, nl;q=0.7"),
            Lang::Nl
        );
        assert_eq!(Lang::from_accept_language("fr;q=0.5, es;q=0.5"), Lang::Fr);
        assert_eq!(Lang::from_accept_language("es;q=0, de;q=0.1"), Lang::De);
        assert_eq!(Lang::from_accept_language("*"), Lang::En);
    }

    #[test]
    fn a_header_that_does_not_parse_is_english() {
        assert_eq!(Lang::from_accept_language(""), Lang::En);
        assert_eq!(Lang::from_accept_language("de;q=abc"), Lang::En);
        assert_eq!(Lang::from_accept_language("de;q=7"), Lang::En);
        assert_eq!(Lang::from_accept_language("de;garbage"), Lang::En);
        assert_eq!(Lang::from_accept_language(";;;,,,"), Lang::En);
        let long = "pt,".repeat(20) + "de";
        assert_eq!(Lang::from_accept_language(&long), Lang::En);
    }
}
