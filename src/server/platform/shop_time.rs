//! The shop's time zone (`SHOP_TIME_ZONE`, an IANA name such as
//! "Europe/London"; unset: the machine's). The stores keep every time in
//! UTC; pages show it in the shop's zone with the zone's abbreviation at
//! that moment ("2026-07-01 14:05 BST"), so a time is never ambiguous.
//! Exports keep UTC.

use chrono::{NaiveDateTime, TimeZone};
use chrono_tz::Tz;

/// The zone the shop reads its times in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShopTime {
    zone: Tz,
}

impl Default for ShopTime {
    fn default() -> Self {
        ShopTime { zone: Tz::UTC }
    }
}

impl ShopTime {
    /// The zone named by the setting (an IANA name); unset or empty: the
    /// machine's, or UTC when the machine names none the portal knows. A
    /// name it does not know is refused with the reason.
    pub fn from_setting(name: Option<&str>) -> Result<ShopTime, String> {
        match name.map(str::trim).filter(|n| !n.is_empty()) {
            Some(n) => n.parse::<Tz>().map(|zone| ShopTime { zone }).map_err(|_| {
                format!(
                    "SHOP_TIME_ZONE {n:?} is not a time zone the portal knows \
                     (an IANA name such as Europe/London or America/New_York)"
                )
            }),
            None => Ok(ShopTime::machine()),
        }
    }

    /// The machine's zone (`TZ`, `/etc/localtime`), or UTC.
    fn machine() -> ShopTime {
        iana_time_zone::get_timezone()
            .ok()
            .and_then(|n| n.parse::<Tz>().ok())
            .map_or_else(ShopTime::default, |zone| ShopTime { zone })
    }

    /// The zone's IANA name ("Europe/London").
    pub fn name(&self) -> &'static str {
        self.zone.name()
    }

    /// A stored UTC time ("YYYY-MM-DD HH:MM[:SS]", a `T` or not, or RFC
    /// 3339) in the shop's zone, to the same precision, with the zone's
    /// abbreviation then ("2026-07-01 14:05 BST"). Text that is no time
    /// comes back as it was.
    pub fn local(&self, stamp: &str) -> String {
        let Some((at, seconds)) = parse_utc(stamp) else {
            return stamp.to_string();
        };
        let here = self.zone.from_utc_datetime(&at);
        let format = if seconds {
            "%Y-%m-%d %H:%M:%S %Z"
        } else {
            "%Y-%m-%d %H:%M %Z"
        };
        here.format(format).to_string()
    }

    /// The shop's calendar day of a stored UTC time ("YYYY-MM-DD").
    pub fn local_day(&self, stamp: &str) -> String {
        match parse_utc(stamp) {
            Some((at, _)) => self
                .zone
                .from_utc_datetime(&at)
                .format("%Y-%m-%d")
                .to_string(),
            None => stamp.get(..10).unwrap_or(stamp).to_string(),
        }
    }

    /// Today in the shop.
    /// The shop's clock now, to the second.
    pub fn now(&self) -> NaiveDateTime {
        chrono::Utc::now().with_timezone(&self.zone).naive_local()
    }

    pub fn today(&self) -> chrono::NaiveDate {
        chrono::Utc::now().with_timezone(&self.zone).date_naive()
    }

    /// `local` for an optional time.
    pub fn local_opt(&self, stamp: &mut Option<String>) {
        if let Some(s) = stamp {
            *s = self.local(s);
        }
    }
}

/// A stored UTC time and whether it has seconds.
fn parse_utc(stamp: &str) -> Option<(NaiveDateTime, bool)> {
    let s = stamp.trim();
    if let Ok(t) = chrono::DateTime::parse_from_rfc3339(s) {
        return Some((t.naive_utc(), true));
    }
    let s = s.replacen('T', " ", 1);
    if let Ok(t) = NaiveDateTime::parse_from_str(&s, "%Y-%m-%d %H:%M:%S") {
        return Some((t, true));
    }
    NaiveDateTime::parse_from_str(&s, "%Y-%m-%d %H:%M")
        .ok()
        .map(|t| (t, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(name: &str) -> ShopTime {
        ShopTime::from_setting(Some(name)).unwrap()
    }

    #[test]
    fn stored_times_show_in_the_shops_zone_with_its_abbreviation() {
        let london = at("Europe/London");
        assert_eq!(
            london.local("2026-07-01 13:05:09"),
            "2026-07-01 14:05:09 BST"
        );
        assert_eq!(london.local("2026-12-01 13:05"), "2026-12-01 13:05 GMT");
        assert_eq!(
            london.local("2026-07-01T13:05:09Z"),
            "2026-07-01 14:05:09 BST"
        );
        let berlin = at("Europe/Berlin");
        assert_eq!(berlin.local("2026-12-31 23:30"), "2027-01-01 00:30 CET");
        assert_eq!(berlin.local_day("2026-12-31 23:30:00"), "2027-01-01");
        let ny = at("America/New_York");
        assert_eq!(ny.local("2026-07-01 03:00:00"), "2026-06-30 23:00:00 EDT");
        assert_eq!(ny.name(), "America/New_York");
    }

    #[test]
    fn what_is_no_time_is_left_alone_and_unknown_zones_are_refused() {
        let utc = ShopTime::default();
        assert_eq!(utc.local("not yet"), "not yet");
        assert_eq!(utc.local("2026-01-02 03:04"), "2026-01-02 03:04 UTC");
        let e = ShopTime::from_setting(Some("Mars/Olympus")).unwrap_err();
        assert!(
            e.contains("Mars/Olympus") && e.contains("Europe/London"),
            "{e}"
        );
        assert!(
            ShopTime::from_setting(Some(" ")).is_ok(),
            "empty: the machine's"
        );
    }
}
