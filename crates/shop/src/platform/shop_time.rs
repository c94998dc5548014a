//! The shop's time zone (`SHOP_TIME_ZONE`, an IANA name such as
//! "Europe/London"; unset: the machine's). The stores keep every time in
//! UTC; pages show it in the shop's zone with the zone's abbreviation at
//! that moment ("2026-07-01 14:05 BST"), so a time is never ambiguous.
//! Exports keep UTC. A day typed into a filter is the shop's day, read
//! as UTC bounds by `day_bounds`.

use chrono::{LocalResult, NaiveDate, NaiveDateTime, TimeZone};
use chrono_tz::Tz;

use crate::model::shop_day::UtcDay;

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
    /// A shop that reads its times in UTC.
    pub const UTC: ShopTime = ShopTime { zone: Tz::UTC };

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

    /// The shop's `day` as UTC bounds (`day_bounds` in this zone).
    pub fn day(&self, day: NaiveDate) -> UtcDay {
        day_bounds(self.zone, day)
    }

    /// A typed day ("YYYY-MM-DD") as the shop's UTC bounds; `None` when it
    /// is no day.
    pub fn day_text(&self, typed: &str) -> Option<UtcDay> {
        NaiveDate::parse_from_str(typed.trim(), "%Y-%m-%d")
            .ok()
            .map(|d| self.day(d))
    }

    /// `local` for an optional time.
    pub fn local_opt(&self, stamp: &mut Option<String>) {
        if let Some(s) = stamp {
            *s = self.local(s);
        }
    }
}

/// The day `day` in `zone` as UTC bounds: from its first instant to the
/// next day's, so a day the clocks change on is 23 or 25 hours long.
pub fn day_bounds(zone: Tz, day: NaiveDate) -> UtcDay {
    let stamp = |d: NaiveDate| {
        first_instant(zone, d)
            .format("%Y-%m-%d %H:%M:%S")
            .to_string()
    };
    UtcDay {
        start: stamp(day),
        end: day
            .succ_opt()
            .map_or_else(|| "9999-12-31 23:59:59".into(), stamp),
    }
}

/// The first instant of `day` in `zone`, in UTC: its midnight; the
/// earlier one when midnight comes twice; the first minute after the gap
/// when the clocks skip midnight (some zones change at 00:00).
fn first_instant(zone: Tz, day: NaiveDate) -> NaiveDateTime {
    let midnight = day.and_time(chrono::NaiveTime::MIN);
    (0..=24 * 60)
        .map(|m| midnight + chrono::Duration::minutes(m))
        .find_map(|t| match zone.from_local_datetime(&t) {
            LocalResult::Single(at) | LocalResult::Ambiguous(at, _) => Some(at.naive_utc()),
            LocalResult::None => None,
        })
        // No zone skips a whole day of minutes; read it as UTC if one did.
        .unwrap_or(midnight)
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
    use chrono::Datelike;

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

    /// Hours between a day's bounds.
    fn hours(d: &UtcDay) -> i64 {
        let read = |s: &str| NaiveDateTime::parse_from_str(s, "%Y-%m-%d %H:%M:%S").unwrap();
        (read(&d.end) - read(&d.start)).num_hours()
    }

    #[test]
    fn a_typed_day_is_the_shops_day_in_utc() {
        let la = at("America/Los_Angeles");
        let d = la.day_text("2026-11-28").unwrap();
        assert_eq!(d.start, "2026-11-28 08:00:00");
        assert_eq!(d.end, "2026-11-29 08:00:00");
        // 22:47 PST on the 28th is 06:47 UTC on the 29th: the 28th's.
        assert!(
            d.start.as_str() <= "2026-11-29 06:47:00" && "2026-11-29 06:47:00" < d.end.as_str()
        );
        let berlin = at("Europe/Berlin").day_text(" 2026-07-01 ").unwrap();
        assert_eq!(
            (berlin.start.as_str(), berlin.end.as_str()),
            ("2026-06-30 22:00:00", "2026-07-01 22:00:00")
        );
        assert_eq!(
            ShopTime::default().day_text("2026-07-01").unwrap().start,
            "2026-07-01 00:00:00"
        );
        for typed in ["", "28/11/2026", "2026-02-30", "yesterday"] {
            assert_eq!(la.day_text(typed), None, "{typed:?}");
        }
    }

    #[test]
    fn the_days_the_clocks_change_are_23_and_25_hours() {
        let day = |zone: &str, d: &str| at(zone).day_text(d).unwrap();
        for (zone, short, long) in [
            ("America/Los_Angeles", "2026-03-08", "2026-11-01"),
            ("Europe/London", "2026-03-29", "2026-10-25"),
        ] {
            assert_eq!(hours(&day(zone, short)), 23, "{zone} {short}");
            assert_eq!(hours(&day(zone, long)), 25, "{zone} {long}");
            assert_eq!(hours(&day(zone, "2026-06-15")), 24, "{zone}");
        }
        let spring = day("Europe/London", "2026-03-29");
        assert_eq!(
            (spring.start.as_str(), spring.end.as_str()),
            ("2026-03-29 00:00:00", "2026-03-29 23:00:00")
        );
        let autumn = day("America/Los_Angeles", "2026-11-01");
        assert_eq!(
            (autumn.start.as_str(), autumn.end.as_str()),
            ("2026-11-01 07:00:00", "2026-11-02 08:00:00")
        );
        // Days follow on: each day's end is the next one's start.
        let la = at("America/Los_Angeles");
        let mut d = NaiveDate::from_ymd_opt(2026, 1, 1).unwrap();
        while d.year() == 2026 {
            let next = d.succ_opt().unwrap();
            assert_eq!(la.day(d).end, la.day(next).start, "{d}");
            d = next;
        }
    }

    #[test]
    fn a_zone_that_skips_midnight_starts_the_day_after_the_gap() {
        // Santiago moves its clocks at 24:00: 2026-09-06 begins at 01:00.
        let santiago = at("America/Santiago").day_text("2026-09-06").unwrap();
        assert_eq!(santiago.start, "2026-09-06 04:00:00");
        assert_eq!(hours(&santiago), 23);
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
