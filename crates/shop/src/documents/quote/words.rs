//! The words a quote's copy prints that take more than a message: a
//! labour line's hours at its rate, a part's code, a rate and a discount as
//! the customer's language writes them.

use crate::{
    i18n::words::Words,
    model::{
        pricing::rate_text,
        quote::{discount::Discount, QuoteLine},
        Currency,
    },
};

impl Words<'_> {
    /// Labour by the hour: "1.5 h × £60.00"; none for any other line.
    pub fn labour(&self, l: &QuoteLine, c: Currency) -> Option<String> {
        let by_hour = l.kind.hourly()?;
        let (value, places) = by_hour.hours.decimal();
        let hours = self
            .locales
            .formats(self.lang)
            .map_or_else(|| by_hour.hours.plain(), |f| f.decimal(value, places));
        let rate = self.money(c, by_hour.rate);
        Some(self.t_with("quote-labour-hours", &[("hours", &hours), ("rate", &rate)]))
    }

    /// What a line prints where a part prints its SKU.
    pub fn code(&self, l: &QuoteLine) -> String {
        match (&l.kind, l.code()) {
            (crate::model::quote::other::LineKind::Labour { .. }, _) => self.t("quote-line-labour"),
            (_, code) => code.unwrap_or("").to_string(),
        }
    }

    pub fn rate(&self, rate: crate::model::pricing::Rate) -> String {
        let text = rate_text(rate);
        let places = text.split_once('.').map_or(0, |(_, f)| f.len()) as i16;
        self.locales
            .formats(self.lang)
            .map_or(text, |f| f.decimal(rate.0 as f64 / 1000.0, places))
    }

    pub fn discount(&self, d: Discount, c: Currency) -> String {
        match d {
            Discount::Percent(r) => {
                self.t_with("quote-discount-percent", &[("rate", &self.rate(r))])
            }
            Discount::Amount(a) => ["−", &self.money(c, a)].concat(),
        }
    }
}
