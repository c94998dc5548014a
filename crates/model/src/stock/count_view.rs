//! Counts as pages show them: the list of counts, the counting sheet (blind:
//! it never carries what the record says), and a manager's review of the
//! differences valued at cost. Times are in the shop's time and amounts
//! whole minor units, formatted by the server's page.

use serde::{Deserialize, Serialize};

use super::count::{CountProblem, CountState, Totals};
use crate::{quote::money::Minor, Currency};

/// Lines a count's page shows at once.
pub const LINES_A_PAGE: u32 = 100;

/// A count, as its lists and pages head it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountHead {
    pub id: i64,
    pub state: CountState,
    /// `Scope::code`: whole, bins, category, list.
    pub scope: String,
    /// The bins, the category, or how many parts a list named.
    pub detail: String,
    pub blind: bool,
    pub opened_by: String,
    pub opened_at: String,
    pub closed_by: String,
    pub closed_at: String,
    /// Movements its posting wrote.
    pub posted_moves: Option<i64>,
    pub lines: i64,
    pub counted: i64,
}

/// `/stock/counts`: open counts first, then the latest closed ones.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountsPage {
    pub counts: Vec<CountHead>,
    /// The person may review, post and cancel (managers).
    pub may_review: bool,
}

/// Which of a count's lines a page lists.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LinesChoice {
    #[default]
    All,
    /// Not yet counted, or sent back.
    ToCount,
    /// Sent back for a recount.
    Recount,
    /// What a manager reviews: differences, recounts, lines not counted.
    Review,
}

impl LinesChoice {
    pub const ALL: [LinesChoice; 4] = [
        LinesChoice::All,
        LinesChoice::ToCount,
        LinesChoice::Recount,
        LinesChoice::Review,
    ];

    pub fn code(self) -> &'static str {
        match self {
            LinesChoice::All => "all",
            LinesChoice::ToCount => "to-count",
            LinesChoice::Recount => "recount",
            LinesChoice::Review => "review",
        }
    }

    /// Read from an address; anything else is `or`.
    pub fn parse_or(code: &str, or: LinesChoice) -> LinesChoice {
        LinesChoice::ALL
            .into_iter()
            .find(|c| c.code() == code)
            .unwrap_or(or)
    }

    pub fn key(self) -> &'static str {
        match self {
            LinesChoice::All => "count-show-all",
            LinesChoice::ToCount => "count-show-to-count",
            LinesChoice::Recount => "count-show-recount",
            LinesChoice::Review => "count-show-review",
        }
    }
}

/// One line of the counting sheet.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetLine {
    pub sku: String,
    pub name: Option<String>,
    /// The main bin when the count was opened (`None`: no bin).
    pub bin: Option<String>,
    pub counted: Option<i64>,
    /// A manager sent it back: count it again.
    pub recount: bool,
    /// What the record says now: only on a count that is not blind.
    pub expected: Option<i64>,
    /// Units a pack holds, when sold in packs: the count is in units.
    pub packs_of: Option<i64>,
}

/// The counting sheet of one count, a page at a time.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountSheet {
    pub head: CountHead,
    pub lines: Vec<SheetLine>,
    pub shown: LinesChoice,
    pub page: u32,
    pub pages: u32,
    pub matching: i64,
    pub may_review: bool,
}

/// One line of a manager's review.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewLine {
    pub sku: String,
    pub name: Option<String>,
    pub bin: Option<String>,
    pub counted: Option<i64>,
    /// The record when it was counted.
    pub on_hand_then: Option<i64>,
    pub difference: Option<i64>,
    /// The difference at the part's average cost.
    pub value: Option<Minor>,
    pub recount: bool,
    /// What it was counted at before it was sent back.
    pub counted_before: Option<i64>,
    pub counted_by: String,
    pub counted_at: String,
    /// The record now.
    pub on_hand_now: i64,
}

/// A manager's review of one count.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountReview {
    pub head: CountHead,
    pub totals: Totals,
    pub lines: Vec<ReviewLine>,
    pub shown: LinesChoice,
    pub page: u32,
    pub pages: u32,
    pub matching: i64,
    pub currency: Currency,
}

/// What a count's form did, carried in the address (`?done=`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CountDone {
    Opened,
    Counted,
    RecountAsked,
    Posted,
    Cancelled,
}

impl CountDone {
    pub const ALL: [CountDone; 5] = [
        CountDone::Opened,
        CountDone::Counted,
        CountDone::RecountAsked,
        CountDone::Posted,
        CountDone::Cancelled,
    ];

    pub fn code(self) -> &'static str {
        match self {
            CountDone::Opened => "opened",
            CountDone::Counted => "counted",
            CountDone::RecountAsked => "recount",
            CountDone::Posted => "posted",
            CountDone::Cancelled => "cancelled",
        }
    }

    pub fn parse(code: &str) -> Option<CountDone> {
        CountDone::ALL.into_iter().find(|d| d.code() == code)
    }
}

/// A refused count form, as typed, for the page rendered as its answer.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PostedCount {
    /// Why (`None`: the shelf could not be changed now).
    pub problem: Option<CountProblem>,
    /// The person may not do this.
    pub not_allowed: bool,
    /// The opening form's fields, or the code and quantity typed.
    pub kind: String,
    pub from: String,
    pub to: String,
    pub category: String,
    pub list: String,
    pub code: String,
    pub qty: String,
}
