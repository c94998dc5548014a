//! The lost-sales report's period, read from the address: days, both
//! included, the last 30 unless chosen; what does not read is put right
//! and said so, never refused.

use chrono::NaiveDate;

use crate::model::{
    customer::{Period, PeriodNote},
    shop_day::UtcDay,
};
use crate::platform::shop_time::ShopTime;

/// Longest period the report covers, in days.
pub const MAX_PERIOD_DAYS: i64 = 731;

/// The report's period from the address's `from` and `to` (days, both
/// included); empty: the last 30 days to `today`. A date that does not
/// read, a period back to front or too long is put right and said so.
pub fn parse_period(from: &str, to: &str, today: NaiveDate) -> (Period, Option<PeriodNote>) {
    let read = |s: &str| NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d");
    let mut note = None;
    let to_d = match to.trim() {
        "" => today,
        s => read(s).unwrap_or_else(|_| {
            note = Some(PeriodNote::BadEnd);
            today
        }),
    };
    let mut from_d = match from.trim() {
        "" => to_d - chrono::Duration::days(29),
        s => read(s).unwrap_or_else(|_| {
            note = Some(PeriodNote::BadStart);
            to_d - chrono::Duration::days(29)
        }),
    };
    let mut to_d = to_d;
    if from_d > to_d {
        std::mem::swap(&mut from_d, &mut to_d);
        note = Some(PeriodNote::Swapped);
    }
    if (to_d - from_d).num_days() >= MAX_PERIOD_DAYS {
        from_d = to_d - chrono::Duration::days(MAX_PERIOD_DAYS - 1);
        note = Some(PeriodNote::TooLong(MAX_PERIOD_DAYS));
    }
    (
        Period {
            from: from_d.to_string(),
            to: to_d.to_string(),
        },
        note,
    )
}

/// The period as bounds on the records' UTC times: from the shop's first
/// instant of `from` to its first instant after `to`.
pub fn period_bounds(p: &Period, time: &ShopTime) -> UtcDay {
    let start = time
        .day_text(&p.from)
        .map_or_else(|| p.from.clone(), |d| d.start);
    let end = time
        .day_text(&p.to)
        .map_or_else(|| "9999-12-31".to_string(), |d| d.end);
    UtcDay { start, end }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_period_is_the_shops_days() {
        let la = ShopTime::from_setting(Some("America/Los_Angeles")).unwrap_or_default();
        let p = Period {
            from: "2026-11-28".into(),
            to: "2026-11-28".into(),
        };
        let b = period_bounds(&p, &la);
        assert_eq!(
            (b.start.as_str(), b.end.as_str()),
            ("2026-11-28 08:00:00", "2026-11-29 08:00:00")
        );
    }

    #[test]
    fn periods_default_swap_and_stay_bounded() {
        let today = NaiveDate::from_ymd_opt(2026, 3, 31).unwrap_or_default();
        let (p, note) = parse_period("", "", today);
        assert_eq!(
            (p.from.as_str(), p.to.as_str(), note),
            ("2026-03-02", "2026-03-31", None)
        );
        let (p, note) = parse_period("2026-03-10", "2026-03-01", today);
        assert_eq!(
            (p.from.as_str(), p.to.as_str()),
            ("2026-03-01", "2026-03-10")
        );
        assert!(note.is_some());
        let (p, note) = parse_period("2000-01-01", "2026-03-31", today);
        assert_eq!(p.from, "2024-03-31");
        assert!(note.is_some());
        let (p, note) = parse_period("31/03/2026", "", today);
        assert_eq!(p.to, "2026-03-31");
        assert!(note.is_some());
        assert_eq!(
            period_bounds(&p, &ShopTime::default()).end,
            "2026-04-01 00:00:00"
        );
    }
}
