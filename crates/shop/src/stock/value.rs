//! The shelf's worth at a day and over a period, from the ledger
//! (`model::stock::value`): each part's units and value summed from its
//! movements before the day's end, named by the catalogue's index
//! (category, brand), and the movements of a period by kind. Read on the
//! store's report connection: a manager's report never holds up the
//! counter.

use std::collections::HashMap;

use crate::{
    index::Index,
    model::{
        quote::Minor,
        shop_day::UtcDay,
        stock::{
            value::{grouped, period_rows, PartAt, PeriodRow, ValueReport},
            Kind,
        },
    },
    platform::sql::{DbResult, Tx},
};

use super::{unsaved, Refused, Stock};

/// Every part's units and value from the movements before `before` (UTC
/// stamp, exclusive), those with either.
pub fn parts_before(tx: &Tx<'_>, before: &str) -> DbResult<Vec<PartAt>> {
    tx.query(
        "SELECT sku, CAST(SUM(qty) AS BIGINT), CAST(SUM(value_minor) AS BIGINT) \
         FROM stock_movements WHERE at < ?1 GROUP BY sku \
         HAVING SUM(qty) <> 0 OR SUM(value_minor) <> 0 ORDER BY sku",
        &[&before],
        |r| {
            Ok(PartAt {
                sku: r.get(0)?,
                units: r.get(1)?,
                value: Minor(r.get(2)?),
            })
        },
    )
}

/// The shelf's value from the movements before `before`.
pub fn value_before(tx: &Tx<'_>, before: &str) -> DbResult<Minor> {
    tx.query_one(
        "SELECT CAST(COALESCE(SUM(value_minor), 0) AS BIGINT) FROM stock_movements WHERE at < ?1",
        &[&before],
        |r| Ok(Minor(r.get(0)?)),
    )
}

/// The movements from `from` (inclusive) to `before` (exclusive), summed
/// by kind.
pub fn totals_between(tx: &Tx<'_>, from: &str, before: &str) -> DbResult<Vec<PeriodRow>> {
    let rows = tx.query(
        "SELECT kind, CAST(SUM(qty) AS BIGINT), CAST(SUM(value_minor) AS BIGINT) \
         FROM stock_movements WHERE at >= ?1 AND at < ?2 GROUP BY kind",
        &[&from, &before],
        |r| {
            Ok((
                Kind::parse(&r.get::<String>(0)?),
                r.get::<i64>(1)?,
                Minor(r.get(2)?),
            ))
        },
    )?;
    Ok(rows
        .into_iter()
        .filter_map(|(kind, units, value)| kind.map(|kind| PeriodRow { kind, units, value }))
        .collect())
}

/// The days a value report is asked for, as the shop's UTC bounds.
pub struct ValueDays {
    /// The day the value is at, and its text.
    pub on: (UtcDay, String),
    /// The period's first and last day, and their text.
    pub from: (UtcDay, String),
    pub to: (UtcDay, String),
}

/// A part's category and brand, as the index names them.
struct Names {
    category: HashMap<String, String>,
    brand: HashMap<String, String>,
}

/// Parts read from the index at a time.
const NAMES_CHUNK: usize = 500;

async fn names_of(index: &Index, parts: &[PartAt]) -> Names {
    let mut names = Names {
        category: HashMap::new(),
        brand: HashMap::new(),
    };
    let skus: Vec<String> = parts.iter().map(|p| p.sku.clone()).collect();
    for chunk in skus.chunks(NAMES_CHUNK) {
        // An index not yet synced names what it holds; the rest are unnamed.
        let Ok(found) = index.summaries(chunk).await else {
            continue;
        };
        for p in found {
            if let Some(c) = p.category.filter(|c| !c.trim().is_empty()) {
                names
                    .category
                    .insert(p.sku.clone(), crate::model::clean_text(&c));
            }
            if let Some(b) = p.brand.filter(|b| !b.trim().is_empty()) {
                names.brand.insert(p.sku, crate::model::clean_text(&b));
            }
        }
    }
    names
}

impl Stock {
    /// Every part's units and value at the end of `on` (for its file).
    pub async fn parts_at(&self, on: UtcDay) -> Result<Vec<PartAt>, Refused> {
        self.db
            .read_report(move |tx| parts_before(tx, &on.end))
            .await
            .map_err(unsaved)
    }

    /// The value report for `days`.
    pub async fn value_report(
        &self,
        index: &Index,
        days: ValueDays,
    ) -> Result<ValueReport, Refused> {
        let (on_end, from_start, to_end) = (
            days.on.0.end.clone(),
            days.from.0.start.clone(),
            days.to.0.end.clone(),
        );
        let (parts, opening, closing, totals) = self
            .db
            .read_report(move |tx| {
                Ok((
                    parts_before(tx, &on_end)?,
                    value_before(tx, &from_start)?,
                    value_before(tx, &to_end)?,
                    totals_between(tx, &from_start, &to_end)?,
                ))
            })
            .await
            .map_err(unsaved)?;
        let names = names_of(index, &parts).await;
        Ok(ValueReport {
            currency: self.currency,
            on: days.on.1,
            value: Minor(parts.iter().map(|p| p.value.0).sum()),
            parts: parts.len() as u64,
            units: parts.iter().map(|p| p.units).sum(),
            by_category: grouped(&parts, |s| names.category.get(s).cloned()),
            by_brand: grouped(&parts, |s| names.brand.get(s).cloned()),
            from: days.from.1,
            to: days.to.1,
            opening,
            closing,
            period: period_rows(&totals),
            problem: None,
        })
    }
}

/// The days typed ("YYYY-MM-DD"; empty: the default) read in the shop's
/// time: the value on `on` (today), over `from` (the first of `to`'s
/// month) to `to` (today).
pub fn days_asked(
    time: &crate::platform::shop_time::ShopTime,
    on: &str,
    from: &str,
    to: &str,
) -> Result<ValueDays, crate::model::stock::value::ValueProblem> {
    use crate::model::stock::value::ValueProblem;
    use chrono::{Datelike, NaiveDate};
    let today = time.today();
    let day = |typed: &str, default: NaiveDate| match typed.trim() {
        "" => Ok(default),
        t => NaiveDate::parse_from_str(t, "%Y-%m-%d").map_err(|_| ValueProblem::NotADay),
    };
    let on = day(on, today)?;
    let to = day(to, today)?;
    let from = day(from, to.with_day(1).unwrap_or(to))?;
    if from > to {
        return Err(ValueProblem::EndsBeforeStart);
    }
    let text = |d: NaiveDate| d.format("%Y-%m-%d").to_string();
    Ok(ValueDays {
        on: (time.day(on), text(on)),
        from: (time.day(from), text(from)),
        to: (time.day(to), text(to)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{model::stock::value::ValueProblem, platform::shop_time::ShopTime};

    #[test]
    fn days_are_read_in_the_shops_time_with_their_defaults() {
        let time = ShopTime::from_setting(Some("Europe/London")).unwrap();
        let d = days_asked(&time, "2026-06-30", "2026-06-01", "2026-06-30")
            .ok()
            .unwrap();
        assert_eq!(
            d.on.0.end, "2026-06-30 23:00:00",
            "midnight in London, in summer"
        );
        assert_eq!(d.from.0.start, "2026-05-31 23:00:00");
        assert_eq!(d.from.1, "2026-06-01");
        let today = time.today().format("%Y-%m-%d").to_string();
        let d = days_asked(&time, "", "", "").ok().unwrap();
        assert_eq!(
            (d.on.1.as_str(), d.to.1.as_str()),
            (today.as_str(), today.as_str())
        );
        assert!(d.from.1.ends_with("-01"));
        assert_eq!(
            days_asked(&time, "30/06/2026", "", "").err(),
            Some(ValueProblem::NotADay)
        );
        assert_eq!(
            days_asked(&time, "", "2026-07-01", "2026-06-01").err(),
            Some(ValueProblem::EndsBeforeStart)
        );
    }
}
