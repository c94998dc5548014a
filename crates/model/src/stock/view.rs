//! The shelf as pages show it: one part's line (ours, before the
//! supplier's), its movements, and the shelf's list. Money is formatted
//! on the server, in the shop's currency; what a person may do is decided
//! there too (the page only hides what the server would refuse).

use serde::{Deserialize, Serialize};

use super::{Kind, Level, Reason};

/// One part on our shelf.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShelfLine {
    pub sku: String,
    pub level: Level,
    /// Main bin first.
    pub bins: Vec<String>,
    /// False for a part the shop has never kept (no movement yet).
    pub kept: bool,
}

impl ShelfLine {
    pub fn available(&self) -> i64 {
        self.level.available()
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
    /// The cost of one unit as it moved, formatted ("£12.50").
    pub unit_cost: String,
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
    pub movements: Vec<MovementRow>,
    /// More movements than shown.
    pub more: bool,
    /// The person may adjust the part's stock (managers).
    pub may_adjust: bool,
}

/// What a part's units are worth at cost, formatted.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Worth {
    pub average: String,
    pub value: String,
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
    /// Formatted; for those who may see value.
    pub worth: Option<Worth>,
}

/// A page of the shelf's list.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShelfPage {
    pub rows: Vec<ShelfRow>,
    /// Parts on the shelf in all (with any movement).
    pub parts: u64,
    /// The shelf's value at cost, formatted; for those who may see it.
    pub value: Option<String>,
    pub page: u32,
    pub pages: u32,
    pub order: ShelfOrder,
    /// The bin prefix the list is narrowed to (`bin:B-04`), if any.
    pub bin: String,
}
