//! Every cookie the portal keeps in a browser, read and written here and
//! nowhere else: the display preferences (price currency, counter mode), the
//! customer's bike, the recently viewed SKUs, the session token, the
//! browser's own id (whose quote lists are whose, in open access) and the
//! quote list open at the counter.
//!
//! Cookies are parsed and written with the `cookie` crate. Reading is
//! lenient: a cookie that is missing or malformed is its default (GBP,
//! counter mode off, no bike, nothing viewed), never an error. Values the
//! portal writes are made cookie-safe here (labels and SKUs percent-encoded).

use cookie::{time::Duration, Cookie, SameSite};
use serde::{Deserialize, Serialize};

use super::{
    clean_text,
    lang::Lang,
    query::{decode_component, encode_component},
    skus::validate_sku,
    Currency,
};

pub const CURRENCY_COOKIE: &str = "dd_currency";
pub const COUNTER_COOKIE: &str = "dd_counter";
pub const BIKE_COOKIE: &str = "dd_bike";
pub const RECENT_COOKIE: &str = "dd_recent";
pub const SESSION_COOKIE: &str = "dd_session";
/// The cookie of a sign-in whose password was right, waiting for its
/// second factor's code (minutes only; it opens nothing by itself).
pub const PENDING_COOKIE: &str = "dd_pending";
pub const BROWSER_COOKIE: &str = "dd_browser";
pub const OPEN_QUOTE_COOKIE: &str = "dd_open_quote";
pub const LANG_COOKIE: &str = "dd_lang";

/// How many recently viewed SKUs are kept.
pub const RECENT_MAX: usize = 10;

const YEAR_SECS: i64 = 365 * 24 * 3600;
const MONTH_SECS: i64 = 30 * 24 * 3600;
/// A quote list stays open at the counter for a working day.
const DAY_SECS: i64 = 12 * 3600;

/// The customer's bike, chosen once at the counter: lists then show only
/// parts that fit it. Kept as `yearId|label`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MyBike {
    pub year_id: i64,
    /// "Make Model Year", as shown on the chip.
    pub label: String,
}

/// What a request's cookies say.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Stored {
    pub currency: Currency,
    /// Counter mode: dealer prices and margins hidden everywhere.
    pub counter: bool,
    /// The customer's bike: lists show only parts that fit it.
    pub bike: Option<MyBike>,
    /// The last SKUs opened, most recent first.
    pub recent: Vec<String>,
    /// The quote list open at the counter (its id): scans in the lookup box
    /// and the cards' "Add" buttons add to it.
    pub open_quote: Option<String>,
}

/// Every cookie in a request's `Cookie` header texts, as (name, value).
fn pairs<'a>(headers: impl IntoIterator<Item = &'a str>) -> impl Iterator<Item = Cookie<'a>> {
    headers
        .into_iter()
        .flat_map(Cookie::split_parse)
        .filter_map(Result::ok)
}

/// One cookie's value among a request's `Cookie` header texts (the first
/// one of that name), if it is not empty.
pub fn value<'a>(headers: impl IntoIterator<Item = &'a str>, name: &str) -> Option<String> {
    pairs(headers)
        .find(|c| c.name() == name)
        .map(|c| c.value().trim().to_string())
        .filter(|v| !v.is_empty())
}

/// Reads the portal's cookies from a request's `Cookie` header texts.
pub fn read<'a>(headers: impl IntoIterator<Item = &'a str>) -> Stored {
    let mut out = Stored::default();
    for c in pairs(headers) {
        let v = c.value();
        match c.name() {
            CURRENCY_COOKIE => out.currency = Currency::parse(v).unwrap_or_default(),
            COUNTER_COOKIE => out.counter = v.trim() == "1",
            BIKE_COOKIE => out.bike = bike_from_value(v),
            RECENT_COOKIE => out.recent = recent_from_value(v),
            OPEN_QUOTE_COOKIE => out.open_quote = Some(v.to_string()).filter(|v| is_browser_id(v)),
            _ => {}
        }
    }
    out
}

/// The currencies a person may choose, the shop's own first and then the
/// others in their usual order.
pub fn currency_choices(shop: Currency) -> [Currency; 3] {
    let mut all = Currency::ALL;
    // A stable move of the shop's to the front: the others keep their order.
    if let Some(at) = all.iter().position(|c| *c == shop) {
        all[..=at].rotate_right(1);
    }
    all
}

/// A `Set-Cookie` value: site-wide, `SameSite=Lax`, kept for `max_age`
/// seconds (0 forgets it).
fn line(name: &'static str, value: String, max_age: i64, http_only: bool, secure: bool) -> String {
    Cookie::build((name, value))
        .path("/")
        .max_age(Duration::seconds(max_age))
        .same_site(SameSite::Lax)
        .http_only(http_only)
        .secure(secure)
        .build()
        .to_string()
}

/// The cookies that store the display preferences for a year.
pub fn prefs_cookies(currency: Currency, counter: bool) -> [String; 2] {
    let counter = if counter { "1" } else { "0" };
    [
        line(
            CURRENCY_COOKIE,
            currency.code().into(),
            YEAR_SECS,
            false,
            false,
        ),
        line(COUNTER_COOKIE, counter.into(), YEAR_SECS, false, false),
    ]
}

/// The interface language the person chose, if they chose one the portal
/// speaks (else the browser's `Accept-Language` decides).
pub fn lang<'a>(headers: impl IntoIterator<Item = &'a str>) -> Option<Lang> {
    value(headers, LANG_COOKIE).and_then(|v| Lang::parse(&v))
}

/// The language a request asks for: the language cookie, else the
/// browser's `Accept-Language`, else English.
pub fn request_lang(headers: &http::HeaderMap) -> Lang {
    let cookies = headers
        .get_all(http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok());
    lang(cookies).unwrap_or_else(|| {
        headers
            .get(http::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map(Lang::from_accept_language)
            .unwrap_or_default()
    })
}

/// The cookie that keeps the chosen interface language for a year.
pub fn lang_cookie(lang: Lang) -> String {
    line(LANG_COOKIE, lang.code().into(), YEAR_SECS, false, false)
}

/// The cookie that stores the customer's bike for a year.
pub fn bike_cookie(bike: &MyBike) -> String {
    let value = [bike.year_id.to_string(), encode_component(&bike.label)].join("|");
    line(BIKE_COOKIE, value, YEAR_SECS, false, false)
}

/// The cookie that forgets the customer's bike.
pub fn clear_bike_cookie() -> String {
    line(BIKE_COOKIE, String::new(), 0, false, false)
}

/// Reads a bike cookie's value; anything malformed is no bike at all.
fn bike_from_value(v: &str) -> Option<MyBike> {
    let (id, label) = v.split_once('|')?;
    let year_id = id.trim().parse::<i64>().ok().filter(|id| *id > 0)?;
    let label = clean_text(&decode_component(label));
    let label: String = label.chars().take(120).collect();
    Some(MyBike {
        year_id,
        label: if label.trim().is_empty() {
            format!("Bike year {year_id}")
        } else {
            label
        },
    })
}

/// Puts a SKU first in the recently viewed list, without repeats, keeping
/// at most `RECENT_MAX`.
pub fn push_recent(list: &[String], sku: &str) -> Vec<String> {
    let mut out = vec![sku.to_string()];
    out.extend(list.iter().filter(|s| s.as_str() != sku).cloned());
    out.truncate(RECENT_MAX);
    out
}

/// The cookie that stores the recently viewed list for a month.
pub fn recent_cookie(list: &[String]) -> String {
    let value = list
        .iter()
        .map(|s| encode_component(s))
        .collect::<Vec<_>>()
        .join(".");
    line(RECENT_COOKIE, value, MONTH_SECS, false, false)
}

fn recent_from_value(v: &str) -> Vec<String> {
    v.split('.')
        .map(decode_component)
        .filter_map(|s| validate_sku(&s).ok())
        .take(RECENT_MAX)
        .collect()
}

/// The browser's id in open access (its quote lists belong to it): 32
/// lower-case hex digits, or nothing.
pub fn browser_id<'a>(headers: impl IntoIterator<Item = &'a str>) -> Option<String> {
    value(headers, BROWSER_COOKIE).filter(|v| is_browser_id(v))
}

/// Whether text is shaped like a browser id the portal writes.
pub fn is_browser_id(v: &str) -> bool {
    v.len() == 32 && v.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// The cookie that keeps the browser's id for a year: HttpOnly (no script
/// needs it), `Secure` behind https.
pub fn browser_cookie(id: &str, secure: bool) -> String {
    line(BROWSER_COOKIE, id.to_string(), YEAR_SECS, true, secure)
}

/// The cookie that keeps a quote list open at the counter for a working
/// day: HttpOnly (the page says which list is open), `Secure` behind https.
pub fn open_quote_cookie(id: &str, secure: bool) -> String {
    line(OPEN_QUOTE_COOKIE, id.to_string(), DAY_SECS, true, secure)
}

/// The cookie that closes the open quote list.
pub fn close_quote_cookie(secure: bool) -> String {
    line(OPEN_QUOTE_COOKIE, String::new(), 0, true, secure)
}

/// The session cookie: HttpOnly, for `max_age_secs`; `Secure` behind https.
pub fn session_cookie(token: &str, max_age_secs: u64, secure: bool) -> String {
    let max_age = i64::try_from(max_age_secs).unwrap_or(i64::MAX);
    line(SESSION_COOKIE, token.to_string(), max_age, true, secure)
}

/// The cookie of a sign-in sent to the single sign-on provider (minutes
/// only), bound to its `state`.
pub const SSO_COOKIE: &str = "dd_oidc";

/// A short-lived HttpOnly cookie of a sign-in under way (`PENDING_COOKIE`,
/// `SSO_COOKIE`), or (`None`) the one that ends it.
pub fn short_cookie(
    name: &'static str,
    token: Option<&str>,
    max_age_secs: i64,
    secure: bool,
) -> String {
    match token {
        Some(t) => line(name, t.to_string(), max_age_secs, true, secure),
        None => line(name, String::new(), 0, true, secure),
    }
}

/// The cookie that ends the session in the browser.
pub fn clear_session_cookie(secure: bool) -> String {
    line(SESSION_COOKIE, String::new(), 0, true, secure)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `name=value` part of a `Set-Cookie` line, as a browser sends it back.
    fn sent(line: &str) -> &str {
        line.split(';').next().unwrap()
    }

    #[test]
    fn the_browser_id_is_hex_or_nothing() {
        let id = "0123456789abcdef0123456789abcdef";
        let line = browser_cookie(id, false);
        assert!(line.contains("HttpOnly") && line.contains("SameSite=Lax"));
        assert_eq!(browser_id([sent(&line)]).as_deref(), Some(id));
        assert_eq!(browser_id(["dd_browser=../../etc"]), None);
        assert_eq!(
            browser_id(["dd_browser=0123456789ABCDEF0123456789ABCDEF"]),
            None
        );
        assert_eq!(browser_id([""]), None);
    }

    #[test]
    fn everything_reads_with_safe_defaults() {
        assert_eq!(read([""]), Stored::default());
        assert_eq!(
            read(["dd_currency=XYZ; dd_counter=yes; dd_bike=junk"]),
            Stored::default()
        );
        let s = read(["a=b; dd_currency=usd; dd_counter=1", "dd_recent=a%2Fb.c"]);
        assert_eq!(s.currency, Currency::Usd);
        assert!(s.counter);
        assert_eq!(s.recent, ["a/b", "c"]);
        // Not a cookie at all: ignored, the rest still read.
        assert!(read(["garbage; dd_counter=1"]).counter);
    }

    #[test]
    fn written_cookies_read_back() {
        let [currency, counter] = prefs_cookies(Currency::Eur, true);
        assert!(currency.contains("Path=/") && currency.contains("SameSite=Lax"));
        assert!(currency.contains("Max-Age=31536000"));
        let s = read([[sent(&currency), sent(&counter)].join("; ").as_str()]);
        assert_eq!((s.currency, s.counter), (Currency::Eur, true));

        let bike = MyBike {
            year_id: 42,
            label: "Yamaha MT-09 2019; x=1".into(),
        };
        let line = bike_cookie(&bike);
        assert_eq!(read([sent(&line)]).bike, Some(bike));
        assert!(clear_bike_cookie().contains("Max-Age=0"));

        let mut l = Vec::new();
        for i in 0..12 {
            l = push_recent(&l, &format!("S{i}"));
        }
        l = push_recent(&l, "S5");
        assert_eq!(l.len(), RECENT_MAX);
        assert_eq!(l[0], "S5");
        assert_eq!(read([sent(&recent_cookie(&l))]).recent, l);
    }

    #[test]
    fn an_open_quote_is_a_list_id_or_nothing() {
        let id = "0123456789abcdef0123456789abcdef";
        let line = open_quote_cookie(id, true);
        assert!(line.contains("HttpOnly") && line.contains("Secure"));
        assert_eq!(read([sent(&line)]).open_quote.as_deref(), Some(id));
        assert_eq!(read(["dd_open_quote=../x"]).open_quote, None);
        assert!(close_quote_cookie(false).contains("Max-Age=0"));
    }

    #[test]
    fn a_bike_value_that_is_wrong_is_no_bike() {
        assert_eq!(bike_from_value(""), None);
        assert_eq!(bike_from_value("x|y"), None);
        assert_eq!(bike_from_value("-3|y"), None);
        assert_eq!(
            bike_from_value("7|").map(|b| b.label),
            Some("Bike year 7".into())
        );
        assert_eq!(
            bike_from_value("12|Honda%20CB500F%202019").map(|b| b.year_id),
            Some(12)
        );
    }

    #[test]
    fn the_session_cookie_is_http_only_and_found_among_others() {
        let line = session_cookie("abc", 3600, true);
        assert!(line.contains("HttpOnly") && line.contains("Secure"));
        assert!(line.contains("Max-Age=3600"));
        assert!(!session_cookie("abc", 3600, false).contains("Secure"));
        assert!(clear_session_cookie(false).contains("Max-Age=0"));
        let headers = ["a=1; dd_session=abc", "b=2"];
        assert_eq!(value(headers, SESSION_COOKIE).as_deref(), Some("abc"));
        assert_eq!(value(headers, "b").as_deref(), Some("2"));
        assert_eq!(value(headers, "missing"), None);
        assert_eq!(value(["dd_session="], SESSION_COOKIE), None);
    }

    #[test]
    fn the_shops_currency_comes_first() {
        assert_eq!(
            currency_choices(Currency::Eur),
            [Currency::Eur, Currency::Gbp, Currency::Usd]
        );
        assert_eq!(
            currency_choices(Currency::Usd),
            [Currency::Usd, Currency::Gbp, Currency::Eur]
        );
        assert_eq!(currency_choices(Currency::Gbp), Currency::ALL);
    }
}
