//! Numbers, money, dates and times written the way each language's readers
//! write them, by CLDR's rules (ICU4X, its data compiled in): "1,027.87" in
//! English, "1.027,87" in German, "1 027,87" in French. Each language's
//! formatters are made once, when the server starts.

use fixed_decimal::Decimal;
use icu_datetime::{
    fieldsets,
    input::{Date, Time},
    FixedCalendarDateTimeFormatter, NoCalendarFormatter,
};
use icu_decimal::DecimalFormatter;
use icu_experimental::dimension::currency::{formatter::CurrencyFormatter, CurrencyType};
use icu_locale_core::Locale;

use crate::model::{lang::Lang, Currency};

/// Whole numbers, grouped.
#[derive(Debug)]
pub struct Counts(DecimalFormatter);

impl Counts {
    pub fn new(lang: Lang) -> Result<Counts, MissingFormats> {
        let missing = |e: &dyn std::fmt::Display| MissingFormats(lang.locale(), e.to_string());
        let locale = Locale::try_from_str(lang.locale()).map_err(|e| missing(&e))?;
        DecimalFormatter::try_new((&locale).into(), Default::default())
            .map(Counts)
            .map_err(|e| missing(&e))
    }

    /// "5,000" (en), "5.000" (de), "5 000" (fr).
    pub fn format(&self, n: i64) -> String {
        self.0.format(&Decimal::from(n)).to_string()
    }
}

/// One language's formatters.
#[derive(Debug)]
pub struct Formats {
    count: Counts,
    /// One per currency, in `Currency::ALL`'s order.
    money: [CurrencyFormatter<DecimalFormatter>; 3],
    date: FixedCalendarDateTimeFormatter<icu_calendar::Gregorian, fieldsets::YMD>,
    time: NoCalendarFormatter<fieldsets::T>,
    time_hm: NoCalendarFormatter<fieldsets::T>,
}

/// A language whose formats CLDR's compiled data does not hold (a build
/// whose data lost a locale); the server does not start without them.
#[derive(Debug, thiserror::Error)]
#[error("no number or date formats for {0}: {1}")]
pub struct MissingFormats(&'static str, String);

impl Formats {
    pub fn new(lang: Lang) -> Result<Formats, MissingFormats> {
        let missing = |e: &dyn std::fmt::Display| MissingFormats(lang.locale(), e.to_string());
        let locale = Locale::try_from_str(lang.locale()).map_err(|e| missing(&e))?;
        let money = |c: Currency| {
            let code = CurrencyType::try_from_str(c.code()).map_err(|e| missing(&e))?;
            CurrencyFormatter::try_new_symbol((&locale).into(), code, Default::default())
                .map_err(|e| missing(&e))
        };
        Ok(Formats {
            count: Counts::new(lang)?,
            money: [
                money(Currency::Gbp)?,
                money(Currency::Usd)?,
                money(Currency::Eur)?,
            ],
            date: FixedCalendarDateTimeFormatter::try_new(
                (&locale).into(),
                fieldsets::YMD::short(),
            )
            .map_err(|e| missing(&e))?,
            time: NoCalendarFormatter::try_new((&locale).into(), fieldsets::T::hms())
                .map_err(|e| missing(&e))?,
            time_hm: NoCalendarFormatter::try_new((&locale).into(), fieldsets::T::hm())
                .map_err(|e| missing(&e))?,
        })
    }

    /// A count, grouped: "5,000" (en), "5.000" (de), "5 000" (fr).
    pub fn count(&self, n: i64) -> String {
        self.count.format(n)
    }

    /// A decimal number with `places` digits after the point, rounded half
    /// away from zero: "12.5" at one place is "12.5" (en), "12,5" (de).
    pub fn decimal(&self, value: f64, places: i16) -> String {
        if !value.is_finite() {
            return "—".into();
        }
        let scaled = (value * 10f64.powi(i32::from(places))).round();
        if scaled.abs() > 1e15 {
            return "—".into();
        }
        let mut d = Decimal::from(scaled as i64);
        d.multiply_pow10(-places);
        self.count.0.format(&d).to_string()
    }

    /// An amount in minor units (pence, cents): "£1,027.87" (en),
    /// "1.027,87 €" (de), "€ 1.027,87" (nl).
    pub fn money(&self, minor: i64, currency: Currency) -> String {
        let mut d = Decimal::from(minor);
        d.multiply_pow10(-2);
        let i = Currency::ALL
            .iter()
            .position(|c| *c == currency)
            .unwrap_or(0);
        let formatted = self.money[i].format_fixed_decimal(&d);
        formatted.to_string()
    }

    /// A day in the language's short form: 27/11/2026 (en), 27.11.26 (de).
    /// "—" for a day that is not in the calendar.
    pub fn date(&self, year: i32, month: u8, day: u8) -> String {
        match Date::try_new_gregorian(year, month, day) {
            Ok(d) => self.date.format(&d).to_string(),
            Err(_) => "—".into(),
        }
    }

    /// A time of day with seconds: 08:51:01.
    pub fn time(&self, hour: u8, minute: u8, second: u8) -> String {
        match Time::try_new(hour, minute, second, 0) {
            Ok(t) => self.time.format(&t).to_string(),
            Err(_) => "—".into(),
        }
    }

    /// A day and time to the minute, each in the language's short form:
    /// "27/11/2026 08:51" (en), "27.11.26 08:51" (de).
    pub fn date_time(&self, at: chrono::NaiveDateTime) -> String {
        use chrono::{Datelike, Timelike};
        let two = |n: u32| u8::try_from(n).unwrap_or(u8::MAX);
        let day = self.date(at.year(), two(at.month()), two(at.day()));
        let time = self.time_hm(two(at.hour()), two(at.minute()));
        [day, time].join(" ")
    }

    /// A time of day to the minute: 08:51 (en).
    pub fn time_hm(&self, hour: u8, minute: u8) -> String {
        match Time::try_new(hour, minute, 0, 0) {
            Ok(t) => self.time_hm.format(&t).to_string(),
            Err(_) => "—".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(lang: Lang) -> Formats {
        Formats::new(lang).expect("every language has formats")
    }

    #[test]
    fn money_is_written_as_each_language_writes_it() {
        let cases = [
            (Lang::En, Currency::Gbp, "£1,027.87"),
            (Lang::De, Currency::Gbp, "1.027,87\u{a0}£"),
            (Lang::De, Currency::Eur, "1.027,87\u{a0}€"),
            (Lang::Fr, Currency::Eur, "1\u{202f}027,87\u{a0}€"),
            (Lang::Nl, Currency::Eur, "€\u{a0}1.027,87"),
            (Lang::Es, Currency::Eur, "1027,87\u{a0}€"),
        ];
        for (lang, currency, want) in cases {
            assert_eq!(
                f(lang).money(102_787, currency),
                want,
                "{lang:?} {currency:?}"
            );
        }
        assert_eq!(
            f(Lang::Es).money(1_234_500, Currency::Eur),
            "12.345,00\u{a0}€"
        );
        assert_eq!(f(Lang::En).money(-1250, Currency::Gbp), "-£12.50");
        assert_eq!(f(Lang::En).money(0, Currency::Eur), "€0.00");
    }

    #[test]
    fn counts_are_grouped() {
        assert_eq!(f(Lang::En).count(5000), "5,000");
        assert_eq!(f(Lang::De).count(5000), "5.000");
        assert_eq!(f(Lang::Fr).count(5000), "5\u{202f}000");
        assert_eq!(f(Lang::Nl).count(1_234_567), "1.234.567");
        assert_eq!(f(Lang::Es).count(5000), "5000");
        assert_eq!(f(Lang::Es).count(50_000), "50.000");
        assert_eq!(f(Lang::En).count(7), "7");
        assert_eq!(f(Lang::De).decimal(12.345, 1), "12,3");
        assert_eq!(f(Lang::En).decimal(f64::NAN, 1), "—");
    }

    #[test]
    fn dates_and_times_in_the_short_form() {
        assert_eq!(f(Lang::En).date(2026, 11, 27), "27/11/2026");
        assert_eq!(f(Lang::De).date(2026, 11, 27), "27.11.26");
        assert_eq!(f(Lang::Fr).date(2026, 11, 27), "27/11/2026");
        assert_eq!(f(Lang::Nl).date(2026, 11, 27), "27-11-2026");
        assert_eq!(f(Lang::Es).date(2026, 11, 27), "27/11/26");
        assert_eq!(f(Lang::En).date(2026, 2, 30), "—");
        assert_eq!(f(Lang::En).time(8, 5, 1), "08:05:01");
        assert_eq!(f(Lang::Es).time(8, 5, 1), "08:05:01");
        assert_eq!(f(Lang::De).time_hm(17, 30), "17:30");
        assert_eq!(f(Lang::En).time(24, 0, 0), "—");
    }
}
