//! Instants as the supplier writes and reads them: ISO 8601 with an explicit
//! offset (`2024-05-04T09:42:00+00:00`). Formatting is allocation-free because
//! a whole-catalogue search writes two dates per product. Must not consult
//! the clock: callers pass instants in.

use std::fmt;

use chrono::{DateTime, Datelike, NaiveDate, Timelike, Utc};

/// Unix seconds, displayed as `YYYY-MM-DDTHH:MM:SS+00:00`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Iso(pub i64);

impl fmt::Display for Iso {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(t) = DateTime::<Utc>::from_timestamp(self.0, 0) else {
            return f.write_str("1970-01-01T00:00:00+00:00");
        };
        write!(
            f,
            "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}+00:00",
            t.year(),
            t.month(),
            t.day(),
            t.hour(),
            t.minute(),
            t.second()
        )
    }
}

impl serde::Serialize for Iso {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// The calendar year of an instant.
pub fn year_of(secs: i64) -> u16 {
    DateTime::<Utc>::from_timestamp(secs, 0)
        .map(|t| t.year().clamp(1970, 9999) as u16)
        .unwrap_or(1970)
}

/// The start of the UTC day holding `secs`.
pub fn day_start(secs: i64) -> i64 {
    secs - secs.rem_euclid(86_400)
}

/// Parses a query instant into unix milliseconds: RFC 3339 (offset or `Z`,
/// optional fraction), or a bare date taken as midnight UTC.
pub fn parse_instant(raw: &str) -> Option<i64> {
    let raw = raw.trim();
    if let Ok(t) = DateTime::parse_from_rfc3339(raw) {
        return Some(t.timestamp_millis());
    }
    NaiveDate::parse_from_str(raw, "%Y-%m-%d")
        .ok()
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .map(|t| t.and_utc().timestamp_millis())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_with_explicit_offset() {
        assert_eq!(Iso(1_714_815_720).to_string(), "2024-05-04T09:42:00+00:00");
        assert_eq!(Iso(0).to_string(), "1970-01-01T00:00:00+00:00");
    }

    #[test]
    fn parses_offsets_z_and_dates() {
        let want = Some(1_714_815_720_000);
        assert_eq!(parse_instant("2024-05-04T09:42:00+00:00"), want);
        assert_eq!(parse_instant("2024-05-04T09:42:00Z"), want);
        assert_eq!(parse_instant("2024-05-04T11:42:00+02:00"), want);
        assert_eq!(parse_instant("2024-05-04T09:42:00.000Z"), want);
        assert_eq!(parse_instant("2024-05-04"), Some(1_714_780_800_000));
        assert_eq!(parse_instant("2024-05-04T09:42:00 00:00"), None);
        assert_eq!(parse_instant("yesterday"), None);
        assert_eq!(parse_instant(""), None);
    }

    #[test]
    fn years_and_days() {
        assert_eq!(year_of(1_714_815_720), 2024);
        assert_eq!(day_start(1_714_815_720), 1_714_780_800);
    }
}
