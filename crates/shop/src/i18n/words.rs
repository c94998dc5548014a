//! The words and formats of one language, for what is written out on
//! the server in a customer's language rather than the page's: a printed
//! copy, a receipt, an email.

use crate::model::{lang::Lang, quote::Minor, Currency};

use super::Locales;

/// The words and formats of one language, for writing a copy.
pub struct Words<'a> {
    pub locales: &'a Locales,
    pub lang: Lang,
}

impl Words<'_> {
    pub fn t(&self, key: &str) -> String {
        self.locales.text_with(self.lang, key, &[])
    }

    pub fn t_with(&self, key: &str, args: &[(&str, &str)]) -> String {
        self.locales.text_with(self.lang, key, args)
    }

    pub fn money(&self, c: Currency, m: Minor) -> String {
        match self.locales.formats(self.lang) {
            Some(f) => f.money(m.0, c),
            None => [c.code(), " ", &m.plain()].concat(),
        }
    }

    pub fn count(&self, n: i64) -> String {
        self.locales
            .formats(self.lang)
            .map_or_else(|| n.to_string(), |f| f.count(n))
    }

    /// A day "YYYY-MM-DD" in the language's short form.
    pub fn day(&self, day: &str) -> String {
        let parsed = chrono::NaiveDate::parse_from_str(day, "%Y-%m-%d");
        match (parsed, self.locales.formats(self.lang)) {
            (Ok(d), Some(f)) => {
                use chrono::Datelike;
                let two = |n: u32| u8::try_from(n).unwrap_or(1);
                f.date(d.year(), two(d.month()), two(d.day()))
            }
            _ => day.to_string(),
        }
    }
}
