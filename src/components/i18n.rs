//! The page's language: its words and its number, money and date formats,
//! for every component that writes text.
//!
//! The language is worked out once per page from the request (the
//! preference cookie, else `Accept-Language`, else English) and provided
//! with the server's `Locales`. Pages render on the server only; the
//! browser build renders none, so there it has the language alone, and
//! islands show only what the server wrote into the page.

use leptos::prelude::*;

use crate::model::{
    lang::Lang,
    listing::{StockState, StockText},
    quote::money::Minor,
    Currency,
};

/// A value put into a message's placeholder.
#[derive(Debug, Clone, Copy)]
pub enum Arg<'a> {
    /// Text as it is (a name, a SKU, a formatted price).
    Text(&'a str),
    /// A count: chooses the plural form, and is grouped ("5.000").
    Count(i64),
}

/// The page's language and what writes text in it. `Copy`: the words are
/// kept with the page's render (a `StoredValue`), so any part of a view
/// can use it.
#[derive(Clone, Copy)]
pub struct I18n {
    pub lang: Lang,
    #[cfg(feature = "ssr")]
    locales: StoredValue<std::sync::Arc<crate::server::i18n::Locales>>,
}

impl std::fmt::Debug for I18n {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("I18n")
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

#[cfg(feature = "ssr")]
fn locales() -> std::sync::Arc<crate::server::i18n::Locales> {
    use crate::server::i18n::Locales;
    match use_context::<crate::server::start::state::AppState>() {
        Some(s) => s.locales.clone(),
        // Outside a request (the route list is worked out by rendering the
        // app once at start): the languages are made again for it.
        None => std::sync::Arc::new(Locales::load().unwrap_or_else(|_| Locales::none())),
    }
}

/// What the request asks for: the language cookie, else the browser's
/// `Accept-Language`, else English (server only).
fn requested() -> Lang {
    #[cfg(feature = "ssr")]
    {
        with_context::<http::request::Parts, _>(|p| crate::model::prefs::request_lang(&p.headers))
            .unwrap_or_default()
    }
    #[cfg(not(feature = "ssr"))]
    {
        Lang::default()
    }
}

/// Works out the page's language once and makes it available to every
/// component below.
pub fn provide_i18n() -> I18n {
    let i18n = I18n::new(requested());
    provide_context(i18n);
    i18n
}

pub fn use_i18n() -> I18n {
    use_context::<I18n>().unwrap_or_else(provide_i18n)
}

impl I18n {
    #[cfg(feature = "ssr")]
    pub fn new(lang: Lang) -> I18n {
        I18n::with_locales(lang, locales())
    }

    #[cfg(not(feature = "ssr"))]
    pub fn new(lang: Lang) -> I18n {
        I18n { lang }
    }

    #[cfg(feature = "ssr")]
    pub fn with_locales(lang: Lang, locales: std::sync::Arc<crate::server::i18n::Locales>) -> I18n {
        I18n {
            lang,
            locales: StoredValue::new(locales),
        }
    }

    /// What `f` makes of the languages; `None` once the page's render is
    /// gone.
    #[cfg(feature = "ssr")]
    fn with<R>(&self, f: impl FnOnce(&crate::server::i18n::Locales) -> R) -> Option<R> {
        self.locales.try_with_value(|l| f(l))
    }

    /// What `f` makes of the page language's formats.
    #[cfg(feature = "ssr")]
    fn formats<R>(&self, f: impl FnOnce(&crate::server::i18n::formats::Formats) -> R) -> Option<R> {
        self.with(|l| l.formats(self.lang).map(f)).flatten()
    }

    /// The message `key` in the page's language.
    pub fn t(&self, key: &'static str) -> String {
        #[cfg(feature = "ssr")]
        if let Some(text) = self.with(|l| l.text(self.lang, key, None)) {
            return text;
        }
        key.to_string()
    }

    /// The message `key` with its placeholders filled.
    pub fn t_with(&self, key: &'static str, args: &[(&'static str, Arg<'_>)]) -> String {
        #[cfg(feature = "ssr")]
        {
            let mut fluent = fluent_bundle::FluentArgs::with_capacity(args.len());
            for (name, value) in args {
                match value {
                    Arg::Text(s) => fluent.set(*name, *s),
                    Arg::Count(n) => fluent.set(*name, *n),
                }
            }
            self.with(|l| l.text(self.lang, key, Some(&fluent)))
                .unwrap_or_else(|| key.to_string())
        }
        #[cfg(not(feature = "ssr"))]
        {
            let _ = args;
            key.to_string()
        }
    }

    /// Words that are the same on every page in this language (an island's
    /// word list, a count's forms), made by `make` once per language and
    /// kept by the server's languages under `name`.
    pub fn kept<T: Send + Sync + 'static>(
        &self,
        name: &'static str,
        make: impl FnOnce(I18n) -> T,
    ) -> std::sync::Arc<T> {
        #[cfg(feature = "ssr")]
        if let Some(locales) = self.locales.try_get_value() {
            return locales.kept(self.lang, name, || make(*self));
        }
        #[cfg(not(feature = "ssr"))]
        let _ = name;
        std::sync::Arc::new(make(*self))
    }

    /// The message `key` cut where its placeholder `name` goes: the text
    /// before and after it, so the page can put markup there (a `<code>`
    /// around an echoed SKU). Other placeholders are filled from `args`.
    pub fn t_around(
        &self,
        key: &'static str,
        name: &'static str,
        args: &[(&'static str, Arg<'_>)],
    ) -> (String, String) {
        const MARK: &str = "\u{E000}";
        let mut all = args.to_vec();
        all.push((name, Arg::Text(MARK)));
        let text = self.t_with(key, &all);
        match text.split_once(MARK) {
            Some((before, after)) => (before.to_string(), after.to_string()),
            None => (text, String::new()),
        }
    }

    /// A piece of a stock badge.
    pub fn stock_text(&self, t: StockText) -> String {
        let count = |key, n| self.t_with(key, &[("count", Arg::Count(n))]);
        let at = |key, time| self.t_with(key, &[("time", Arg::Text(time))]);
        match t {
            StockText::State(StockState::InStock(n)) => count("stock-in", n),
            StockText::State(StockState::Low(n)) => count("stock-low", n),
            StockText::State(StockState::Out) => self.t("stock-out"),
            StockText::State(StockState::Unknown) => self.t("stock-unknown"),
            StockText::Checking => self.t("stock-checking"),
            StockText::CheckingWhy => self.t("stock-checking-why"),
            StockText::CheckingNow => self.t("stock-checking-now"),
            StockText::Checked {
                at: time,
                live: true,
            } => at("stock-checked", time),
            StockText::Checked {
                at: time,
                live: false,
            } => at("stock-checked-old", time),
            StockText::Title {
                at: time,
                reason: None,
            } => at("stock-title", time),
            StockText::Title {
                at: time,
                reason: Some(r),
            } => self.t_with(
                "stock-title-reason",
                &[("time", Arg::Text(time)), ("reason", Arg::Text(r))],
            ),
        }
    }

    /// A count, grouped: "5,000" (en), "5.000" (de).
    pub fn count(&self, n: i64) -> String {
        #[cfg(feature = "ssr")]
        if let Some(text) = self.formats(|f| f.count(n)) {
            return text;
        }
        n.to_string()
    }

    /// An amount of money, or "—" when it is not known.
    pub fn money(&self, currency: Currency, amount: Option<Minor>) -> String {
        let Some(m) = amount else {
            return "—".into();
        };
        #[cfg(feature = "ssr")]
        if let Some(text) = self.formats(|f| f.money(m.0, currency)) {
            return text;
        }
        [currency.code(), " ", &m.plain()].concat()
    }

    /// A supplier's price (a JSON number), or "—" when it sent none.
    pub fn price(&self, currency: Currency, amount: Option<f64>) -> String {
        self.money(currency, amount.and_then(Minor::from_price))
    }

    /// A day given as the supplier writes it (`2026-11-27`, or a longer
    /// timestamp that starts so) in the language's short form; "—" for
    /// none, and the text as it came (cleaned, clipped) when it is not such
    /// a day.
    pub fn date_text(&self, text: Option<&str>) -> String {
        let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
            return "—".into();
        };
        let day = text.get(..10).and_then(|d| {
            let mut parts = d.splitn(3, '-');
            let y: i32 = parts.next()?.parse().ok()?;
            let m: u8 = parts.next()?.parse().ok()?;
            let d: u8 = parts.next()?.parse().ok()?;
            Some((y, m, d))
        });
        match day {
            #[cfg(feature = "ssr")]
            Some((y, m, d)) => self
                .formats(|f| f.date(y, m, d))
                .unwrap_or_else(|| text.chars().take(10).collect()),
            _ => crate::model::clean_text(text).chars().take(32).collect(),
        }
    }

    /// A day and time written `YYYY-MM-DD HH:MM[:SS][ ZONE]` (as the
    /// stores keep them, and as the shop's time is shown) in the
    /// language's short forms, to the minute, the zone kept: "27/11/2026
    /// 10:02 GMT" (en), "27.11.26 10:02" (de); the text as it came when it
    /// is not one.
    pub fn date_time_text(&self, text: &str) -> String {
        let time = text.get(11..16).and_then(|t| {
            let (h, m) = t.split_once(':')?;
            Some((h.parse::<u8>().ok()?, m.parse::<u8>().ok()?))
        });
        let zone = zone_after_minutes(text.get(16..).unwrap_or_default());
        let day = self.date_text(text.get(..10));
        match (time.and_then(|(h, m)| self.time_hm(h, m)), zone) {
            (Some(t), Some("")) if day != "—" => [day.as_str(), " ", t.as_str()].concat(),
            (Some(t), Some(z)) if day != "—" => [day.as_str(), " ", t.as_str(), " ", z].concat(),
            _ => crate::model::clean_text(text).chars().take(32).collect(),
        }
    }

    /// A time of day to the minute ("09:05"); `None` for no such time.
    fn time_hm(&self, hour: u8, minute: u8) -> Option<String> {
        #[cfg(feature = "ssr")]
        return self
            .formats(|f| f.time_hm(hour, minute))
            .filter(|t| t != "—");
        #[cfg(not(feature = "ssr"))]
        {
            let _ = (hour, minute);
            None
        }
    }

    /// A number with `places` decimals ("12.5", "12,5").
    pub fn decimal(&self, value: f64, places: i16) -> String {
        #[cfg(feature = "ssr")]
        if let Some(text) = self.formats(|f| f.decimal(value, places)) {
            return text;
        }
        format!("{value:.0$}", places.max(0) as usize)
    }
}

/// What follows a stored time's minutes: optional seconds (dropped), then
/// the zone's name after a space ("GMT", "+0530"); `Some("")` for none,
/// `None` when it is something else.
fn zone_after_minutes(rest: &str) -> Option<&str> {
    let rest = match rest.strip_prefix(':') {
        Some(s) => {
            let seconds = s.get(..2)?;
            if !seconds.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            &s[2..]
        }
        None => rest,
    };
    if rest.is_empty() {
        return Some("");
    }
    let zone = rest.strip_prefix(' ')?.trim();
    let named = (1..=8).contains(&zone.len())
        && zone
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'-');
    named.then_some(zone)
}

#[cfg(all(test, feature = "ssr"))]
mod tests {
    use super::*;
    use crate::server::i18n::Locales;

    /// What `f` writes with the handle as a page has it: its words kept
    /// with a render's owner.
    fn in_page<R>(lang: Lang, f: impl FnOnce(I18n) -> R) -> R {
        let locales = std::sync::Arc::new(Locales::load().expect("the languages load"));
        Owner::new().with(|| f(I18n::with_locales(lang, locales)))
    }

    #[test]
    fn prices_show_a_dash_when_missing_never_zero() {
        in_page(Lang::En, |en| {
            assert_eq!(en.price(Currency::Gbp, None), "—");
            assert_eq!(en.price(Currency::Eur, Some(12.5)), "€12.50");
            assert_eq!(en.price(Currency::Usd, Some(f64::NAN)), "—");
            assert_eq!(en.price(Currency::Gbp, Some(1027.875)), "£1,027.88");
        });
        let de = in_page(Lang::De, |de| de.price(Currency::Eur, Some(1027.87)));
        assert_eq!(de, "1.027,87\u{a0}€");
    }

    #[test]
    fn messages_take_counts_in_the_languages_plural_and_grouping() {
        let count = |lang, n| {
            in_page(lang, |i| {
                i.t_with("home-new-count", &[("count", Arg::Count(n))])
            })
        };
        assert_eq!(count(Lang::En, 1), "1 new product.");
        assert_eq!(count(Lang::En, 5000), "5,000 new products.");
        assert_eq!(count(Lang::De, 5000), "5.000 neue Artikel.");
        assert_eq!(count(Lang::Fr, 1), "1 nouveau produit.");
        assert_eq!(count(Lang::Fr, 0), "0 nouveau produit.");
        assert_eq!(count(Lang::Nl, 2), "2 nieuwe artikelen.");
        assert_eq!(count(Lang::Es, 12000), "12.000 productos nuevos.");
    }

    #[test]
    fn a_placeholder_can_be_cut_around() {
        let (before, after) = in_page(Lang::De, |de| {
            de.t_around("missing-product-text", "text", &[])
        });
        assert_eq!(before, "Im Katalog gibt es keinen Artikel mit der Nummer ");
        assert_eq!(after, ".");
    }

    #[test]
    fn supplier_dates_in_the_short_form() {
        in_page(Lang::En, |en| {
            assert_eq!(en.date_text(Some("2026-11-27T10:00:00Z")), "27/11/2026");
            assert_eq!(en.date_text(None), "—");
            assert_eq!(en.date_text(Some("  ")), "—");
            assert_eq!(en.date_text(Some("last Tuesday")), "last Tuesday");
        });
        assert_eq!(
            in_page(Lang::De, |de| de.date_text(Some("2026-11-27"))),
            "27.11.26"
        );
        let stamp = |lang| in_page(lang, |i| i.date_time_text("2026-11-27 09:05"));
        assert_eq!(stamp(Lang::En), "27/11/2026 09:05");
        assert_eq!(stamp(Lang::De), "27.11.26 09:05");
        assert_eq!(in_page(Lang::En, |en| en.date_time_text("soon")), "soon");
        let shop = |lang, t| in_page(lang, |i| i.date_time_text(t));
        assert_eq!(
            shop(Lang::En, "2026-11-27 09:05:59 GMT"),
            "27/11/2026 09:05 GMT"
        );
        assert_eq!(
            shop(Lang::De, "2026-07-01 14:05 CEST"),
            "01.07.26 14:05 CEST"
        );
        assert_eq!(
            shop(Lang::En, "2026-07-01 14:05 +0530"),
            "01/07/2026 14:05 +0530"
        );
        assert_eq!(shop(Lang::En, "2026-07-01 14:05xyz"), "2026-07-01 14:05xyz");
        assert_eq!(shop(Lang::En, "2026-07-01 14:05:5"), "2026-07-01 14:05:5");
    }
}
