//! The shelf as pages show it: one part's line (ours, before the
//! supplier's), its movements, and the shelf's list. Amounts are whole
//! minor units of the shop's currency, formatted by the server's page;
//! what a person may see and do is decided by the server too (the page
//! only leaves out what the server would refuse).

use serde::{Deserialize, Serialize};

use super::{Kind, Level, Reason, StockProblem};
use crate::{quote::money::Minor, Currency};

/// One part on our shelf.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShelfLine {
    pub sku: String,
    pub level: Level,
    /// Main bin first.
    pub bins: Vec<String>,
    /// False for a part the shop has never kept (no movement yet).
    pub kept: bool,
    /// Units in one of the packs it is sold in (0 or 1: sold singly).
    #[serde(default)]
    pub pack: i64,
}

impl ShelfLine {
    pub fn available(&self) -> i64 {
        self.level.available()
    }

    /// What the line says at a glance (`data-shelf` on a page): "in" when
    /// some is available, "short" below zero on hand, else "none".
    pub fn state(&self) -> &'static str {
        match self.available() {
            n if n > 0 => "in",
            _ if self.level.wants_count() => "short",
            _ => "none",
        }
    }

    /// Units a pack holds, when it is sold in packs of more than one.
    pub fn packs_of(&self) -> Option<i64> {
        (self.pack > 1).then_some(self.pack)
    }

    /// The main bin, if the part has one.
    pub fn main_bin(&self) -> Option<&str> {
        self.bins.first().map(String::as_str)
    }
}

/// One movement of a part, newest first on its page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MovementRow {
    /// In the shop's time, as the page shows it.
    pub at: String,
    pub kind: Kind,
    pub qty: i64,
    /// The cost of one unit as it moved (for those who may see value).
    pub unit_cost: Option<Minor>,
    /// The cost was not known: the dealer price was taken.
    pub assumed: bool,
    /// What caused it (an order, a count, an import), if anything.
    pub reference: String,
    pub reason: Option<Reason>,
    pub note: String,
    /// Who made it.
    pub by: String,
    /// On hand after it.
    pub on_hand: i64,
}

/// A part's shelf for its page: its line, its worth (managers) and its
/// latest movements (staff).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartShelf {
    pub line: ShelfLine,
    /// The average cost of one unit and the value on hand, formatted;
    /// shown to those who may see the shelf's value.
    pub worth: Option<Worth>,
    pub currency: Currency,
    pub movements: Vec<MovementRow>,
    /// More movements than shown.
    pub more: bool,
    /// The person may adjust the part's stock (managers).
    pub may_adjust: bool,
}

/// What a part's units are worth at cost.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Worth {
    /// The cost of one unit.
    pub average: Minor,
    /// Of every unit on hand.
    pub value: Minor,
}

/// The shelf's list, sorted by bin or SKU.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShelfOrder {
    #[default]
    Bin,
    Sku,
}

impl ShelfOrder {
    pub fn parse(s: &str) -> ShelfOrder {
        match s {
            "sku" => ShelfOrder::Sku,
            _ => ShelfOrder::Bin,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            ShelfOrder::Bin => "bin",
            ShelfOrder::Sku => "sku",
        }
    }
}

/// One row of the shelf's list.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShelfRow {
    pub line: ShelfLine,
    /// The catalogue's name, when the index knows the part.
    pub name: Option<String>,
    /// For those who may see value.
    pub worth: Option<Worth>,
}

/// A page of the shelf's list.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShelfPage {
    pub rows: Vec<ShelfRow>,
    /// Parts on the shelf in all (with any movement).
    pub parts: u64,
    /// The shelf's value at cost; for those who may see it.
    pub value: Option<Minor>,
    pub currency: Currency,
    pub page: u32,
    pub pages: u32,
    pub order: ShelfOrder,
    /// The bin prefix the list is narrowed to (`bin:B-04`), if any.
    pub bin: String,
}

/// What a shelf form said, carried back to the part's page in its address
/// (`?shelf=` and a code; never what was typed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShelfNote {
    Adjusted,
    BinsSet,
    Problem(StockProblem),
    NotAllowed,
    /// The shelf could not be changed now.
    Busy,
}

impl ShelfNote {
    pub fn code(&self) -> &'static str {
        match self {
            ShelfNote::Adjusted => "adjusted",
            ShelfNote::BinsSet => "bins-set",
            ShelfNote::NotAllowed => "not-allowed",
            ShelfNote::Busy => "busy",
            ShelfNote::Problem(p) => p.key().trim_start_matches("stock-problem-"),
        }
    }

    pub fn parse(code: &str) -> Option<ShelfNote> {
        let fixed = [
            ShelfNote::Adjusted,
            ShelfNote::BinsSet,
            ShelfNote::NotAllowed,
            ShelfNote::Busy,
        ];
        fixed
            .into_iter()
            .chain(StockProblem::ALL.into_iter().map(ShelfNote::Problem))
            .find(|n| n.code() == code)
    }

    /// The message key of what a person reads.
    pub fn key(&self) -> &'static str {
        match self {
            ShelfNote::Adjusted => "shelf-adjusted",
            ShelfNote::BinsSet => "shelf-bins-set",
            ShelfNote::NotAllowed => "shelf-not-allowed",
            ShelfNote::Busy => "shelf-busy",
            ShelfNote::Problem(p) => p.key(),
        }
    }

    /// Whether it says something went wrong.
    pub fn is_problem(&self) -> bool {
        !matches!(self, ShelfNote::Adjusted | ShelfNote::BinsSet)
    }
}

/// A refused shelf form, as typed, for the page rendered as its answer.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PostedShelf {
    pub qty: String,
    pub reason: String,
    pub note: String,
    pub bins: String,
    pub pack: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_note_reads_back_from_its_code() {
        for p in StockProblem::ALL {
            let n = ShelfNote::Problem(p);
            assert_eq!(ShelfNote::parse(n.code()), Some(n.clone()));
            assert!(n.is_problem());
        }
        assert_eq!(ShelfNote::parse("adjusted"), Some(ShelfNote::Adjusted));
        assert_eq!(ShelfNote::parse("bins-set"), Some(ShelfNote::BinsSet));
        assert_eq!(ShelfNote::parse("<script>"), None);
    }
}
