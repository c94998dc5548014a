//! Counts as pages show them (`model::stock::count_view`): the counting
//! sheet of a blind count never carries what the record says, whoever
//! asks; the review (managers) carries every difference valued at cost.
//! Times are in the shop's zone.

use std::collections::HashMap;

use crate::model::{
    listing::ProductSummary,
    role::Role,
    stock::{
        count::Totals,
        count_view::{
            CountHead, CountReview, CountSheet, LinesChoice, ReviewLine, SheetLine, LINES_A_PAGE,
        },
    },
};

use super::{
    count::CountPage,
    count_store::{CountRecord, LineRecord, LinesShown, NO_BIN},
    shown::Seen,
    Stock,
};

/// The store's choice of lines for a page's.
pub fn lines_shown(c: LinesChoice) -> LinesShown {
    match c {
        LinesChoice::All => LinesShown::All,
        LinesChoice::ToCount => LinesShown::ToCount,
        LinesChoice::Recount => LinesShown::Recount,
        LinesChoice::Review => LinesShown::Review,
    }
}

/// Where a page of `LINES_A_PAGE` lines starts.
pub fn offset(page: u32) -> i64 {
    i64::from(page.max(1) - 1) * i64::from(LINES_A_PAGE)
}

fn pages(matching: i64) -> u32 {
    (matching.max(1) as u64).div_ceil(u64::from(LINES_A_PAGE)) as u32
}

/// A count's head.
pub fn head(c: CountRecord, seen: &Seen<'_>) -> CountHead {
    CountHead {
        id: c.id,
        state: c.state,
        scope: c.scope,
        detail: c.detail,
        blind: c.blind,
        opened_by: c.opened_by.unwrap_or_default(),
        opened_at: seen.time.local(&c.opened_at),
        closed_by: c.closed_by.unwrap_or_default(),
        closed_at: c.closed_at.map(|t| seen.time.local(&t)).unwrap_or_default(),
        posted_moves: c.posted_moves,
        lines: c.lines,
        counted: c.counted,
    }
}

/// Whether the person reviews counts (managers).
pub fn may_review(seen: &Seen<'_>) -> bool {
    seen.role.is_some_and(|r| r.has(Role::Manager))
}

fn names_of(found: Vec<ProductSummary>) -> HashMap<String, String> {
    found
        .into_iter()
        .filter(|p| !p.name.trim().is_empty())
        .map(|p| (p.sku, p.name))
        .collect()
}

fn bin_of(l: &LineRecord) -> Option<String> {
    (l.bin_key != NO_BIN).then(|| l.bin_key.clone())
}

/// Which page of a count a sheet or review shows.
pub struct Asked {
    pub shown: LinesChoice,
    pub page: u32,
}

/// The counting sheet: what the record says only when the count is not
/// blind.
pub fn sheet(
    p: CountPage,
    found: Vec<ProductSummary>,
    asked: Asked,
    seen: &Seen<'_>,
) -> CountSheet {
    let names = names_of(found);
    let blind = p.count.blind;
    let lines = p
        .lines
        .iter()
        .map(|l| SheetLine {
            sku: l.line.sku.clone(),
            name: names.get(&l.line.sku).cloned(),
            bin: bin_of(l),
            counted: l.line.counted,
            recount: l.line.recount,
            expected: (!blind).then_some(l.on_hand_now),
            packs_of: (l.pack > 1).then_some(l.pack),
        })
        .collect();
    CountSheet {
        head: head(p.count, seen),
        lines,
        shown: asked.shown,
        page: asked.page,
        pages: pages(p.matching),
        matching: p.matching,
        may_review: may_review(seen),
    }
}

/// What a review shows of a count: its totals over every line, and a page.
pub struct ReviewParts {
    pub page: CountPage,
    pub all: Vec<LineRecord>,
    pub found: Vec<ProductSummary>,
}

/// A manager's review.
pub fn review(stock: &Stock, r: ReviewParts, asked: Asked, seen: &Seen<'_>) -> CountReview {
    let names = names_of(r.found);
    let mut totals = Totals::default();
    for l in &r.all {
        totals.add(&l.line, l.average);
    }
    let lines = r
        .page
        .lines
        .iter()
        .map(|l| {
            let difference = l.line.difference();
            ReviewLine {
                sku: l.line.sku.clone(),
                name: names.get(&l.line.sku).cloned(),
                bin: bin_of(l),
                counted: l.line.counted,
                on_hand_then: l.line.on_hand_then,
                difference,
                value: difference.map(|d| crate::model::quote::Minor(d * l.average.0)),
                recount: l.line.recount,
                counted_before: l.counted_before,
                counted_by: l.counted_by.clone().unwrap_or_default(),
                counted_at: l
                    .counted_at
                    .as_deref()
                    .map(|t| seen.time.local(t))
                    .unwrap_or_default(),
                on_hand_now: l.on_hand_now,
            }
        })
        .collect();
    CountReview {
        head: head(r.page.count, seen),
        totals,
        lines,
        shown: asked.shown,
        page: asked.page,
        pages: pages(r.page.matching),
        matching: r.page.matching,
        currency: stock.currency(),
    }
}
