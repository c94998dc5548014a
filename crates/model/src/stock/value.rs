//! What the shelf is worth, at any day and over any period, as the value
//! page shows it: the total, the same by category and by brand, and what
//! moved in a period (opening, each kind of movement, closing), every
//! figure summed from the ledger's movements (a movement's value is the
//! change it made to its part's worth, `cost`), never from a snapshot.

use serde::{Deserialize, Serialize};

use super::Kind;
use crate::{quote::money::Minor, Currency};

/// One part's units and value at the day asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartAt {
    pub sku: String,
    pub units: i64,
    pub value: Minor,
}

/// A category's or brand's share of the shelf.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValueGroup {
    /// Its name; empty for parts the catalogue does not name one for.
    pub name: String,
    pub parts: u64,
    pub units: i64,
    pub value: Minor,
}

/// One kind of movement's total over a period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PeriodRow {
    pub kind: Kind,
    pub units: i64,
    pub value: Minor,
}

/// Why the days asked were not read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ValueProblem {
    /// Not a day ("YYYY-MM-DD").
    NotADay,
    /// The period ends before it starts.
    EndsBeforeStart,
}

impl ValueProblem {
    pub fn key(self) -> &'static str {
        match self {
            ValueProblem::NotADay => "value-problem-day",
            ValueProblem::EndsBeforeStart => "value-problem-order",
        }
    }
}

/// The value page.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValueReport {
    pub currency: Currency,
    /// The day the value is at (its end, in the shop's time).
    pub on: String,
    pub value: Minor,
    /// Parts with units or value at that day.
    pub parts: u64,
    pub units: i64,
    pub by_category: Vec<ValueGroup>,
    pub by_brand: Vec<ValueGroup>,
    /// The period: its first and last day.
    pub from: String,
    pub to: String,
    /// Worth at the start of `from` and the end of `to`.
    pub opening: Minor,
    pub closing: Minor,
    /// What moved between, by kind, in `Kind::ALL`'s order.
    pub period: Vec<PeriodRow>,
    /// What was wrong with the days typed (the report is then of today).
    pub problem: Option<ValueProblem>,
}

/// The parts grouped by `label_of` (a category's or brand's name; `None`:
/// unnamed), the most valuable first, the unnamed last.
pub fn grouped(parts: &[PartAt], label_of: impl Fn(&str) -> Option<String>) -> Vec<ValueGroup> {
    let mut groups: std::collections::BTreeMap<String, ValueGroup> = Default::default();
    for p in parts {
        let name = label_of(&p.sku).unwrap_or_default();
        let g = groups.entry(name.clone()).or_insert_with(|| ValueGroup {
            name,
            ..ValueGroup::default()
        });
        g.parts += 1;
        g.units += p.units;
        g.value = g.value.plus(p.value);
    }
    let mut out: Vec<ValueGroup> = groups.into_values().collect();
    out.sort_by(|a, b| {
        (a.name.is_empty(), std::cmp::Reverse(a.value.0), &a.name).cmp(&(
            b.name.is_empty(),
            std::cmp::Reverse(b.value.0),
            &b.name,
        ))
    });
    out
}

/// Each kind's totals in `Kind::ALL`'s order, those that moved only.
pub fn period_rows(totals: &[PeriodRow]) -> Vec<PeriodRow> {
    Kind::ALL
        .into_iter()
        .filter_map(|k| {
            let mine: Vec<&PeriodRow> = totals.iter().filter(|r| r.kind == k).collect();
            (!mine.is_empty()).then(|| PeriodRow {
                kind: k,
                units: mine.iter().map(|r| r.units).sum(),
                value: Minor(mine.iter().map(|r| r.value.0).sum()),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(sku: &str, units: i64, value: i64) -> PartAt {
        PartAt {
            sku: sku.into(),
            units,
            value: Minor(value),
        }
    }

    #[test]
    fn groups_sum_their_parts_the_most_valuable_first_the_unnamed_last() {
        let parts = [
            at("A", 2, 1_000),
            at("B", 1, 5_000),
            at("C", 4, 800),
            at("X", 1, 9_999),
        ];
        let cat = |s: &str| match s {
            "A" | "C" => Some("Brakes".to_string()),
            "B" => Some("Chains".to_string()),
            _ => None,
        };
        let g = grouped(&parts, cat);
        assert_eq!(
            g.iter()
                .map(|g| (g.name.as_str(), g.parts, g.units, g.value.0))
                .collect::<Vec<_>>(),
            [
                ("Chains", 1, 1, 5_000),
                ("Brakes", 2, 6, 1_800),
                ("", 1, 1, 9_999)
            ]
        );
        let total: i64 = g.iter().map(|g| g.value.0).sum();
        assert_eq!(total, parts.iter().map(|p| p.value.0).sum::<i64>());
    }

    #[test]
    fn a_period_lists_what_moved_in_the_ledgers_order() {
        let rows = period_rows(&[
            PeriodRow {
                kind: Kind::Sold,
                units: -3,
                value: Minor(-3_000),
            },
            PeriodRow {
                kind: Kind::Received,
                units: 5,
                value: Minor(6_000),
            },
        ]);
        assert_eq!(
            rows.iter().map(|r| r.kind).collect::<Vec<_>>(),
            [Kind::Received, Kind::Sold]
        );
    }
}
