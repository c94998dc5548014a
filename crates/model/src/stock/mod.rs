//! The shop's own shelf, as rules: what a movement of stock is (its kind,
//! its quantity, the reason a manager gives for an adjustment), where a
//! part lives (its bins), how much of it there is for a customer to take
//! (`Level`), and what it is worth (`cost`: the moving weighted average).
//! The ledger itself (who wrote which movement, when) is the shop crate's
//! `stock/`; nothing here reads a store. Every quantity is whole units,
//! every amount whole minor units of the shop's currency.

pub mod bins;
pub mod cost;
#[cfg(test)]
mod cost_props;
pub mod count;
pub mod count_view;
pub mod import;
pub mod value;
pub mod view;

use serde::{Deserialize, Serialize};

pub use bins::{parse_bins, Bins, MOST_BINS, MOST_BIN_CHARS};
pub use cost::{apply, Applied, Held, Move};

/// The most units one movement moves: more is a typing slip, not a
/// delivery (and keeps every value far inside `i64`).
pub const MOST_UNITS: i64 = 1_000_000;

/// What a movement is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// The stock a part had when the shop began keeping it here.
    Opening,
    /// Delivered from the supplier (its cost is what the shop paid).
    Received,
    /// Sold to a customer.
    Sold,
    /// Brought back by a customer.
    Returned,
    /// Changed by a manager, with a reason.
    Adjusted,
    /// Put right by a count.
    Counted,
    /// Moved from one bin to another (no quantity changes).
    Moved,
}

impl Kind {
    pub const ALL: [Kind; 7] = [
        Kind::Opening,
        Kind::Received,
        Kind::Sold,
        Kind::Returned,
        Kind::Adjusted,
        Kind::Counted,
        Kind::Moved,
    ];

    /// The code kept in the ledger (never changed once released).
    pub fn code(self) -> &'static str {
        match self {
            Kind::Opening => "opening",
            Kind::Received => "received",
            Kind::Sold => "sold",
            Kind::Returned => "returned",
            Kind::Adjusted => "adjusted",
            Kind::Counted => "counted",
            Kind::Moved => "moved",
        }
    }

    pub fn parse(code: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The message key of its name on a page.
    pub fn key(self) -> &'static str {
        match self {
            Kind::Opening => "stock-kind-opening",
            Kind::Received => "stock-kind-received",
            Kind::Sold => "stock-kind-sold",
            Kind::Returned => "stock-kind-returned",
            Kind::Adjusted => "stock-kind-adjusted",
            Kind::Counted => "stock-kind-counted",
            Kind::Moved => "stock-kind-moved",
        }
    }
}

/// Why a manager adjusts a part's stock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reason {
    Damaged,
    Found,
    Theft,
    /// Taken for a job in the shop's own workshop.
    Workshop,
    /// The record was wrong.
    Correction,
}

impl Reason {
    pub const ALL: [Reason; 5] = [
        Reason::Damaged,
        Reason::Found,
        Reason::Theft,
        Reason::Workshop,
        Reason::Correction,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Reason::Damaged => "damaged",
            Reason::Found => "found",
            Reason::Theft => "theft",
            Reason::Workshop => "workshop",
            Reason::Correction => "correction",
        }
    }

    pub fn parse(code: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.code() == code.trim())
    }

    pub fn key(self) -> &'static str {
        match self {
            Reason::Damaged => "stock-reason-damaged",
            Reason::Found => "stock-reason-found",
            Reason::Theft => "stock-reason-theft",
            Reason::Workshop => "stock-reason-workshop",
            Reason::Correction => "stock-reason-correction",
        }
    }

    /// Whether `qty` can have this reason: what is damaged, stolen or used
    /// leaves the shelf, what is found comes onto it, a correction goes
    /// either way. Never zero.
    pub fn allows(self, qty: i64) -> bool {
        match self {
            Reason::Damaged | Reason::Theft | Reason::Workshop => qty < 0,
            Reason::Found => qty > 0,
            Reason::Correction => qty != 0,
        }
    }
}

/// Why a change to the shelf was refused (nothing was written).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StockProblem {
    /// A quantity that is not a whole number of units.
    NotAQuantity,
    /// More units than one movement moves (`MOST_UNITS`).
    TooMany,
    /// A quantity of nothing where something must move.
    Zero,
    /// A reason that does not fit the quantity's direction.
    ReasonAndQuantity,
    /// No reason, or not one of the list.
    NoReason,
    /// A note past its length.
    NoteTooLong,
    /// A cost that is not an amount, or below zero.
    NotACost,
    /// A bin that is too long or holds other characters.
    BadBin,
    /// More than `MOST_BINS` bins.
    TooManyBins,
    /// The same bin twice.
    SameBinTwice,
    /// Not a SKU the catalogue knows.
    UnknownPart,
    /// A pack size that is not a whole number from 1 to `MOST_PACK`.
    BadPack,
}

impl StockProblem {
    pub const ALL: [StockProblem; 12] = [
        StockProblem::NotAQuantity,
        StockProblem::TooMany,
        StockProblem::Zero,
        StockProblem::ReasonAndQuantity,
        StockProblem::NoReason,
        StockProblem::NoteTooLong,
        StockProblem::NotACost,
        StockProblem::BadBin,
        StockProblem::TooManyBins,
        StockProblem::SameBinTwice,
        StockProblem::UnknownPart,
        StockProblem::BadPack,
    ];

    /// The message key of what a person reads.
    pub fn key(&self) -> &'static str {
        match self {
            StockProblem::NotAQuantity => "stock-problem-quantity",
            StockProblem::TooMany => "stock-problem-too-many",
            StockProblem::Zero => "stock-problem-zero",
            StockProblem::ReasonAndQuantity => "stock-problem-reason-direction",
            StockProblem::NoReason => "stock-problem-reason",
            StockProblem::NoteTooLong => "stock-problem-note",
            StockProblem::NotACost => "stock-problem-cost",
            StockProblem::BadBin => "stock-problem-bin",
            StockProblem::TooManyBins => "stock-problem-bins",
            StockProblem::SameBinTwice => "stock-problem-bin-twice",
            StockProblem::UnknownPart => "stock-problem-part",
            StockProblem::BadPack => "stock-problem-pack",
        }
    }
}

/// The most units a pack holds.
pub const MOST_PACK: i64 = 10_000;

/// A pack size as typed: empty is one (sold singly), else a whole number
/// of units from 1 to `MOST_PACK`. Stock is always counted in units.
pub fn parse_pack(text: &str) -> Result<i64, StockProblem> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(1);
    }
    if t.len() > 6 || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(StockProblem::BadPack);
    }
    match t.parse::<i64>() {
        Ok(n) if (1..=MOST_PACK).contains(&n) => Ok(n),
        _ => Err(StockProblem::BadPack),
    }
}

/// The longest note an adjustment keeps, in characters.
pub const MOST_NOTE_CHARS: usize = 500;

/// A signed quantity as typed ("3", "+3", "-2"), within `MOST_UNITS`.
pub fn parse_quantity(text: &str) -> Result<i64, StockProblem> {
    let t = text.trim();
    let (negative, digits) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(StockProblem::NotAQuantity);
    }
    // Past seven digits it is past the most, whatever it says.
    if digits.trim_start_matches('0').len() > 7 {
        return Err(StockProblem::TooMany);
    }
    let n: i64 = digits.parse().map_err(|_| StockProblem::NotAQuantity)?;
    if n > MOST_UNITS {
        return Err(StockProblem::TooMany);
    }
    Ok(if negative { -n } else { n })
}

/// A manager's adjustment, checked: its quantity, reason and note.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Adjustment {
    pub qty: i64,
    pub reason: Reason,
    pub note: String,
}

/// Reads an adjustment as typed, or says what is wrong with it.
pub fn adjustment(qty: &str, reason: &str, note: &str) -> Result<Adjustment, StockProblem> {
    let qty = parse_quantity(qty)?;
    if qty == 0 {
        return Err(StockProblem::Zero);
    }
    let reason = Reason::parse(reason).ok_or(StockProblem::NoReason)?;
    if !reason.allows(qty) {
        return Err(StockProblem::ReasonAndQuantity);
    }
    let note = crate::clean_text(note.trim());
    if note.chars().count() > MOST_NOTE_CHARS {
        return Err(StockProblem::NoteTooLong);
    }
    Ok(Adjustment { qty, reason, note })
}

/// How much of a part the shop has: on the shelf, held for customers, and
/// free to sell.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Level {
    /// The sum of every movement: may be below zero when more was sold
    /// than the record said there was.
    pub on_hand: i64,
    /// Held for customers: a special order's part that arrived for them
    /// and is not collected.
    pub committed: i64,
}

impl Level {
    /// Free to sell: on hand less what is held (below zero when more is
    /// held than there is).
    pub fn available(self) -> i64 {
        self.on_hand.saturating_sub(self.committed)
    }

    /// Sold when the record said there was none: the part wants a count.
    pub fn wants_count(self) -> bool {
        self.on_hand < 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantities_read_as_typed_within_the_most() {
        assert_eq!(parse_quantity("3"), Ok(3));
        assert_eq!(parse_quantity(" +12 "), Ok(12));
        assert_eq!(parse_quantity("-2"), Ok(-2));
        assert_eq!(parse_quantity("0"), Ok(0));
        assert_eq!(parse_quantity("1000000"), Ok(1_000_000));
        assert_eq!(parse_quantity("1000001"), Err(StockProblem::TooMany));
        assert_eq!(parse_quantity("1000000000000"), Err(StockProblem::TooMany));
        assert_eq!(
            parse_quantity("99999999999999999999999"),
            Err(StockProblem::TooMany)
        );
        for bad in ["", "-", "+", "1.5", "2e3", "three", "--1", "1 2", "0x10"] {
            assert_eq!(
                parse_quantity(bad),
                Err(StockProblem::NotAQuantity),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_pack_is_one_to_the_most_units() {
        assert_eq!(parse_pack(""), Ok(1));
        assert_eq!(parse_pack(" 4 "), Ok(4));
        assert_eq!(parse_pack("10000"), Ok(10_000));
        for bad in ["0", "-2", "1.5", "10001", "a", "1000000000000"] {
            assert_eq!(parse_pack(bad), Err(StockProblem::BadPack), "{bad}");
        }
    }

    #[test]
    fn a_reason_fits_its_direction() {
        assert!(Reason::Damaged.allows(-1));
        assert!(!Reason::Damaged.allows(1));
        assert!(Reason::Found.allows(2));
        assert!(!Reason::Found.allows(-2));
        assert!(Reason::Correction.allows(-5) && Reason::Correction.allows(5));
        assert!(!Reason::Correction.allows(0));
        assert!(!Reason::Workshop.allows(0) && !Reason::Theft.allows(3));
    }

    #[test]
    fn an_adjustment_is_checked_before_anything_is_written() {
        assert_eq!(
            adjustment("-2", "damaged", "  dropped  "),
            Ok(Adjustment {
                qty: -2,
                reason: Reason::Damaged,
                note: "dropped".into()
            })
        );
        assert_eq!(adjustment("0", "correction", ""), Err(StockProblem::Zero));
        assert_eq!(adjustment("2", "", ""), Err(StockProblem::NoReason));
        assert_eq!(adjustment("2", "lost", ""), Err(StockProblem::NoReason));
        assert_eq!(
            adjustment("2", "theft", ""),
            Err(StockProblem::ReasonAndQuantity)
        );
        assert_eq!(
            adjustment("1", "found", &"x".repeat(501)),
            Err(StockProblem::NoteTooLong)
        );
    }

    #[test]
    fn available_is_on_hand_less_what_is_held() {
        let l = Level {
            on_hand: 4,
            committed: 1,
        };
        assert_eq!(l.available(), 3);
        assert!(!l.wants_count());
        let short = Level {
            on_hand: -1,
            committed: 2,
        };
        assert_eq!(short.available(), -3);
        assert!(short.wants_count());
    }

    #[test]
    fn every_code_reads_back() {
        for k in Kind::ALL {
            assert_eq!(Kind::parse(k.code()), Some(k));
        }
        for r in Reason::ALL {
            assert_eq!(Reason::parse(r.code()), Some(r));
        }
    }
}
