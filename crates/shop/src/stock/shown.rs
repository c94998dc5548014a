//! The shelf's records as pages show them (`model::stock::view`): what a
//! person may see is decided here, by their role: staff see quantities,
//! bins and movements; managers also what they are worth and adjust.
//! Times are in the shop's zone.

use crate::{
    model::{
        listing::ProductSummary,
        role::Role,
        stock::view::{MovementRow, PartShelf, ShelfOrder, ShelfPage, ShelfRow, Worth},
    },
    platform::shop_time::ShopTime,
};

use super::{store::ShelfRows, PartRecord, Stock};

/// Who sees the shelf, and when.
pub struct Seen<'a> {
    pub role: Option<Role>,
    pub time: &'a ShopTime,
}

impl Seen<'_> {
    fn sees_value(&self) -> bool {
        self.role.is_some_and(|r| r.has(Role::Manager))
    }
}

/// A part's shelf for its page.
pub fn part(stock: &Stock, record: PartRecord, seen: &Seen<'_>) -> PartShelf {
    let value = seen.sees_value();
    let worth = record.state.as_ref().filter(|_| value).map(|s| Worth {
        average: s.held.average,
        value: s.held.value,
    });
    let movements = record
        .movements
        .into_iter()
        .filter_map(|m| {
            Some(MovementRow {
                at: seen.time.local(&m.at),
                kind: m.kind?,
                qty: m.qty,
                unit_cost: value.then_some(m.unit_cost),
                assumed: m.assumed,
                reference: m.reference,
                reason: m.reason,
                note: m.note,
                by: m.by.unwrap_or_default(),
                on_hand: m.on_hand_after,
            })
        })
        .collect();
    PartShelf {
        line: record.line,
        worth,
        currency: stock.currency(),
        movements,
        more: record.more,
        may_adjust: value,
    }
}

/// Parts per page of the shelf's list.
pub const PER_PAGE: u32 = 50;

/// A page of the shelf's list, each part named from the catalogue's
/// summaries (`names`, in any order).
pub fn page(
    stock: &Stock,
    rows: ShelfRows,
    names: &[ProductSummary],
    asked: PageAsked,
    seen: &Seen<'_>,
) -> ShelfPage {
    let value = seen.sees_value();
    let name_of = |sku: &str| {
        names
            .iter()
            .find(|p| p.sku == sku)
            .map(|p| crate::model::clean_text(&p.name))
            .filter(|n| !n.trim().is_empty())
    };
    let rows = rows_of(rows.rows, value, &name_of);
    ShelfPage {
        pages: pages(asked.total.max(1)),
        parts: asked.total,
        value: asked.value.filter(|_| value),
        currency: stock.currency(),
        page: asked.page,
        order: asked.order,
        bin: asked.bin,
        rows,
    }
}

fn pages(total: u64) -> u32 {
    total.div_ceil(u64::from(PER_PAGE)).min(u64::from(u32::MAX)) as u32
}

fn rows_of(
    rows: Vec<(super::PartState, i64)>,
    value: bool,
    name_of: &dyn Fn(&str) -> Option<String>,
) -> Vec<ShelfRow> {
    rows.into_iter()
        .map(|(p, committed)| ShelfRow {
            name: name_of(&p.sku),
            worth: value.then_some(Worth {
                average: p.held.average,
                value: p.held.value,
            }),
            line: crate::model::stock::view::ShelfLine {
                sku: p.sku,
                level: crate::model::stock::Level {
                    on_hand: p.held.on_hand,
                    committed,
                },
                bins: p.bins,
                kept: true,
                pack: p.pack,
            },
        })
        .collect()
}

/// What a page of the shelf's list was asked for, and what it found.
pub struct PageAsked {
    pub order: ShelfOrder,
    pub bin: String,
    pub page: u32,
    /// Parts that match in all.
    pub total: u64,
    /// The shelf's value now.
    pub value: Option<crate::model::quote::Minor>,
}
