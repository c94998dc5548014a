//! Counts, as rules: what a count covers (`Scope`), what a counting person
//! types or scans (`Entry`), the difference a counted line makes and what
//! posting a count writes (`postings`). A count keeps, for each line, the
//! on hand at the moment the line was last counted: a sale or a delivery
//! after that moves the record as it moves the shelf, so it makes no false
//! difference, and the difference is put onto the on hand as it is when
//! the count is posted. The store (who counted what, when) is the shop
//! crate's `stock/count`.

use serde::{Deserialize, Serialize};

use super::{bins::MOST_BIN_CHARS, parse_bins, MOST_UNITS};
use crate::quote::money::Minor;

/// The most parts a list count names (a count over more is a count of
/// bins, a category or the whole shelf, which have no cap).
pub const MOST_LISTED: usize = 5_000;

/// The longest quantity a count's box takes, as the form's `maxlength`
/// (`=` and seven digits).
pub const MOST_UNITS_TEXT: &str = "9";

/// The longest category name a count is opened over.
pub const MOST_CATEGORY_CHARS: usize = 120;

/// What a count covers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scope {
    /// Every part the shop keeps.
    Whole,
    /// Parts with a bin from `from` to `to` (both included, upper case;
    /// `B-04` to `B-06` takes `B-06-3` too).
    Bins { from: String, to: String },
    /// Parts of one catalogue category (its name, as the index has it).
    Category(String),
    /// The parts named (a cycle count).
    List(Vec<String>),
}

impl Scope {
    /// The code kept with the count.
    pub fn code(&self) -> &'static str {
        match self {
            Scope::Whole => "whole",
            Scope::Bins { .. } => "bins",
            Scope::Category(_) => "category",
            Scope::List(_) => "list",
        }
    }

    /// What it covers, as kept and shown (the list's parts are its lines).
    pub fn detail(&self) -> String {
        match self {
            Scope::Whole => String::new(),
            Scope::Bins { from, to } => format!("{from} – {to}"),
            Scope::Category(c) => c.clone(),
            Scope::List(skus) => skus.len().to_string(),
        }
    }

    /// Whether a part in these bins is in a count of bins (true for every
    /// other scope: theirs is decided by the part, not its bins).
    pub fn takes_bins(&self, bins: &[String]) -> bool {
        match self {
            Scope::Bins { from, to } => bins.iter().any(|b| in_range(b, from, to)),
            _ => true,
        }
    }
}

/// A bin within `from` to `to`: at or after `from`, and at or before `to`
/// or starting with it.
fn in_range(bin: &str, from: &str, to: &str) -> bool {
    bin >= from && (bin <= to || bin.starts_with(to))
}

/// The kinds of count, as the form names them.
pub const SCOPE_CODES: [&str; 4] = ["whole", "bins", "category", "list"];

/// What a count's opening form sent.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ScopeAsked<'a> {
    pub kind: &'a str,
    pub from: &'a str,
    pub to: &'a str,
    pub category: &'a str,
    /// SKUs, one a line or separated by commas or spaces.
    pub list: &'a str,
}

/// Reads what a count covers, or says what is wrong with it.
pub fn scope(asked: &ScopeAsked<'_>) -> Result<Scope, CountProblem> {
    match asked.kind.trim() {
        "whole" => Ok(Scope::Whole),
        "bins" => bin_range(asked.from, asked.to),
        "category" => {
            let c = crate::clean_text(asked.category.trim());
            if c.is_empty() || c.chars().count() > MOST_CATEGORY_CHARS {
                Err(CountProblem::NoCategory)
            } else {
                Ok(Scope::Category(c))
            }
        }
        "list" => listed(asked.list),
        _ => Err(CountProblem::NoScope),
    }
}

fn bin_range(from: &str, to: &str) -> Result<Scope, CountProblem> {
    let one = |t: &str| -> Result<String, CountProblem> {
        match parse_bins(t) {
            Ok(b) if b.len() == 1 => Ok(b[0].clone()),
            _ => Err(CountProblem::BadBinRange),
        }
    };
    let from = one(from)?;
    let to = if to.trim().is_empty() {
        from.clone()
    } else {
        one(to)?
    };
    if from > to || from.len() > MOST_BIN_CHARS {
        return Err(CountProblem::BadBinRange);
    }
    Ok(Scope::Bins { from, to })
}

fn listed(text: &str) -> Result<Scope, CountProblem> {
    let mut skus: Vec<String> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for word in text.split(|c: char| c == ',' || c == ';' || c.is_whitespace()) {
        if word.is_empty() {
            continue;
        }
        let sku = crate::skus::validate_sku(word)
            .ok()
            .filter(|s| crate::scan::is_scanned_code(s) && !s.contains(['<', '>', '"']))
            .ok_or_else(|| CountProblem::NotASku(word.chars().take(40).collect()))?;
        if seen.insert(sku.to_ascii_uppercase()) {
            skus.push(sku);
        }
        if skus.len() > MOST_LISTED {
            return Err(CountProblem::ListTooLong);
        }
    }
    if skus.is_empty() {
        return Err(CountProblem::EmptyList);
    }
    Ok(Scope::List(skus))
}

/// Where a count is.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CountState {
    /// Being counted; a manager may review it and post it.
    #[default]
    Open,
    /// Its differences are on the shelf.
    Posted,
    /// Closed without changing anything.
    Cancelled,
}

impl CountState {
    pub const ALL: [CountState; 3] = [CountState::Open, CountState::Posted, CountState::Cancelled];

    pub fn code(self) -> &'static str {
        match self {
            CountState::Open => "open",
            CountState::Posted => "posted",
            CountState::Cancelled => "cancelled",
        }
    }

    pub fn parse(code: &str) -> Option<CountState> {
        CountState::ALL.into_iter().find(|s| s.code() == code)
    }

    pub fn key(self) -> &'static str {
        match self {
            CountState::Open => "count-state-open",
            CountState::Posted => "count-state-posted",
            CountState::Cancelled => "count-state-cancelled",
        }
    }
}

/// Why something asked of a count was refused (nothing was changed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum CountProblem {
    /// No kind of count chosen.
    NoScope,
    /// A bin range that is not two bins, first before last.
    BadBinRange,
    /// No category named, or too long a name.
    NoCategory,
    /// A list count naming no part.
    EmptyList,
    /// A list count naming more than `MOST_LISTED` parts.
    ListTooLong,
    /// A word of the list that is not a SKU.
    NotASku(String),
    /// Nothing on the shelf is in what was asked.
    NothingToCount,
    /// A quantity that is not a whole number of units, or below zero.
    NotACount,
    /// More units than a line can count (`MOST_UNITS`).
    TooMany,
    /// A code no part has.
    UnknownCode(String),
    /// A part outside the count's bins, category or list.
    NotInCount(String),
    /// The count was posted or cancelled.
    Closed,
    /// Lines wait for a recount: post when they are counted.
    RecountsWaiting(u64),
    /// No such count.
    NoSuchCount,
}

impl CountProblem {
    /// The message key of what a person reads.
    pub fn key(&self) -> &'static str {
        match self {
            CountProblem::NoScope => "count-problem-scope",
            CountProblem::BadBinRange => "count-problem-bins",
            CountProblem::NoCategory => "count-problem-category",
            CountProblem::EmptyList => "count-problem-empty-list",
            CountProblem::ListTooLong => "count-problem-long-list",
            CountProblem::NotASku(_) => "count-problem-not-sku",
            CountProblem::NothingToCount => "count-problem-nothing",
            CountProblem::NotACount => "count-problem-quantity",
            CountProblem::TooMany => "count-problem-too-many",
            CountProblem::UnknownCode(_) => "count-problem-unknown-code",
            CountProblem::NotInCount(_) => "count-problem-not-in-count",
            CountProblem::Closed => "count-problem-closed",
            CountProblem::RecountsWaiting(_) => "count-problem-recounts",
            CountProblem::NoSuchCount => "count-problem-no-count",
        }
    }
}

/// What a counting person entered for a part.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Entry {
    /// So many more found (a scan is one).
    Add(i64),
    /// The line's whole count, as typed over it.
    Set(i64),
}

/// Reads a quantity typed beside a code: empty is one more (a scan), a
/// number is that many more, `=N` sets the line to N.
pub fn entry(text: &str) -> Result<Entry, CountProblem> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(Entry::Add(1));
    }
    let (set, digits) = match t.strip_prefix('=') {
        Some(rest) => (true, rest.trim()),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let n = whole(digits)?;
    if set {
        Ok(Entry::Set(n))
    } else if n == 0 {
        Err(CountProblem::NotACount)
    } else {
        Ok(Entry::Add(n))
    }
}

/// A line's whole count as typed over it (`Set`).
pub fn set_to(text: &str) -> Result<Entry, CountProblem> {
    let t = text.trim();
    whole(t.strip_prefix('=').unwrap_or(t).trim()).map(Entry::Set)
}

fn whole(digits: &str) -> Result<i64, CountProblem> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(CountProblem::NotACount);
    }
    if digits.trim_start_matches('0').len() > 7 {
        return Err(CountProblem::TooMany);
    }
    let n: i64 = digits.parse().map_err(|_| CountProblem::NotACount)?;
    if n > MOST_UNITS {
        return Err(CountProblem::TooMany);
    }
    Ok(n)
}

/// A line's count after `e` (none yet counts as zero).
pub fn counted_after(before: Option<i64>, e: Entry) -> Result<i64, CountProblem> {
    let n = match e {
        Entry::Add(n) => before.unwrap_or(0).saturating_add(n),
        Entry::Set(n) => n,
    };
    if n > MOST_UNITS {
        Err(CountProblem::TooMany)
    } else {
        Ok(n)
    }
}

/// One line of a count as the rules need it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountLine {
    pub sku: String,
    /// What was counted (`None`: not yet).
    pub counted: Option<i64>,
    /// The on hand when the line was last counted.
    pub on_hand_then: Option<i64>,
    /// A manager asked for it to be counted again.
    pub recount: bool,
}

impl CountLine {
    /// Counted less the record at that moment: what posting puts right.
    pub fn difference(&self) -> Option<i64> {
        match (self.counted, self.on_hand_then) {
            (Some(c), Some(h)) => Some(c - h),
            _ => None,
        }
    }
}

/// What to do with lines nobody counted when a count is posted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Uncounted {
    /// Leave them as the record has them.
    #[default]
    Leave,
    /// None was found: take them to zero.
    Zero,
}

impl Uncounted {
    pub fn parse(code: &str) -> Uncounted {
        match code {
            "zero" => Uncounted::Zero,
            _ => Uncounted::Leave,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Uncounted::Leave => "leave",
            Uncounted::Zero => "zero",
        }
    }
}

/// One movement a posted count writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Posting {
    pub sku: String,
    pub qty: i64,
}

/// The movements posting writes: each counted line's difference, and
/// (with `Uncounted::Zero`) each uncounted line's on hand now, taken out.
/// `on_hand_now` is read in the posting's transaction. Refused while a
/// line waits for its recount.
pub fn postings(
    lines: &[CountLine],
    uncounted: Uncounted,
    on_hand_now: impl Fn(&str) -> i64,
) -> Result<Vec<Posting>, CountProblem> {
    let waiting = lines.iter().filter(|l| l.recount).count() as u64;
    if waiting > 0 {
        return Err(CountProblem::RecountsWaiting(waiting));
    }
    let mut out = Vec::new();
    for l in lines {
        let qty = match (l.difference(), uncounted) {
            (Some(d), _) => d,
            (None, Uncounted::Zero) => -on_hand_now(&l.sku),
            (None, Uncounted::Leave) => 0,
        };
        if qty != 0 {
            out.push(Posting {
                sku: l.sku.clone(),
                qty,
            });
        }
    }
    Ok(out)
}

/// What a count's differences come to, for its review.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Totals {
    pub lines: u64,
    pub counted: u64,
    pub differing: u64,
    pub recounts: u64,
    /// Units more (or fewer) than the record.
    pub units: i64,
    /// Those units at each part's average cost.
    pub value: Minor,
}

impl Totals {
    /// Adds one line, its part at `average` a unit.
    pub fn add(&mut self, l: &CountLine, average: Minor) {
        self.lines += 1;
        self.counted += u64::from(l.counted.is_some());
        self.recounts += u64::from(l.recount);
        if let Some(d) = l.difference().filter(|d| *d != 0) {
            self.differing += 1;
            self.units += d;
            self.value = Minor(self.value.0 + d * average.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asked(kind: &'static str) -> ScopeAsked<'static> {
        ScopeAsked {
            kind,
            ..ScopeAsked::default()
        }
    }

    #[test]
    fn a_scope_is_read_or_refused_with_why() {
        assert_eq!(scope(&asked("whole")), Ok(Scope::Whole));
        assert_eq!(scope(&asked("")), Err(CountProblem::NoScope));
        let bins = ScopeAsked {
            from: "b-04",
            to: "b-06",
            ..asked("bins")
        };
        assert_eq!(
            scope(&bins),
            Ok(Scope::Bins {
                from: "B-04".into(),
                to: "B-06".into()
            })
        );
        let reversed = ScopeAsked {
            from: "C",
            to: "B",
            ..asked("bins")
        };
        assert_eq!(scope(&reversed), Err(CountProblem::BadBinRange));
        let long = "x".repeat(500);
        let too_long = ScopeAsked {
            from: &long,
            ..asked("bins")
        };
        assert_eq!(scope(&too_long), Err(CountProblem::BadBinRange));
        assert_eq!(scope(&asked("category")), Err(CountProblem::NoCategory));
        assert_eq!(scope(&asked("list")), Err(CountProblem::EmptyList));
        let list = ScopeAsked {
            list: "ab-1, AB-1\ncd-2;",
            ..asked("list")
        };
        assert_eq!(
            scope(&list),
            Ok(Scope::List(vec!["ab-1".into(), "cd-2".into()]))
        );
        let bad = ScopeAsked {
            list: "AB-1 <x>",
            ..asked("list")
        };
        assert_eq!(scope(&bad), Err(CountProblem::NotASku("<x>".into())));
    }

    #[test]
    fn a_bin_range_takes_the_bins_under_its_last() {
        let s = Scope::Bins {
            from: "B-04".into(),
            to: "B-06".into(),
        };
        let has = |b: &str| s.takes_bins(&[b.to_string()]);
        assert!(has("B-04") && has("B-05-1") && has("B-06-3"));
        assert!(!has("B-03-9") && !has("B-07") && !has("C-01"));
        assert!(s.takes_bins(&["A-1".into(), "B-05".into()]));
        assert!(!s.takes_bins(&[]));
        assert!(Scope::Whole.takes_bins(&[]));
    }

    #[test]
    fn entries_add_or_set_within_the_most() {
        assert_eq!(entry(""), Ok(Entry::Add(1)));
        assert_eq!(entry(" 12 "), Ok(Entry::Add(12)));
        assert_eq!(entry("=0"), Ok(Entry::Set(0)));
        assert_eq!(entry("= 7"), Ok(Entry::Set(7)));
        assert_eq!(set_to("7"), Ok(Entry::Set(7)));
        for bad in ["-1", "0", "1.5", "x", "=", "=-2", "1e3"] {
            assert_eq!(entry(bad), Err(CountProblem::NotACount), "{bad}");
        }
        assert_eq!(entry("1000000000000"), Err(CountProblem::TooMany));
        assert_eq!(counted_after(None, Entry::Add(1)), Ok(1));
        assert_eq!(counted_after(Some(4), Entry::Add(2)), Ok(6));
        assert_eq!(counted_after(Some(4), Entry::Set(1)), Ok(1));
        assert_eq!(
            counted_after(Some(MOST_UNITS), Entry::Add(1)),
            Err(CountProblem::TooMany)
        );
    }

    fn line(sku: &str, counted: Option<i64>, then: Option<i64>) -> CountLine {
        CountLine {
            sku: sku.into(),
            counted,
            on_hand_then: then,
            recount: false,
        }
    }

    #[test]
    fn a_movement_after_a_line_was_counted_makes_no_difference() {
        // Counted 5 when the record said 5; two sold since: now 3, and
        // posting changes nothing.
        let lines = [line("A", Some(5), Some(5))];
        assert_eq!(postings(&lines, Uncounted::Leave, |_| 3), Ok(vec![]));
        // Counted 4 when the record said 5: one out, whatever since.
        let lines = [line("A", Some(4), Some(5))];
        assert_eq!(
            postings(&lines, Uncounted::Leave, |_| 9),
            Ok(vec![Posting {
                sku: "A".into(),
                qty: -1
            }])
        );
    }

    #[test]
    fn uncounted_lines_are_left_or_taken_to_zero() {
        let lines = [line("A", None, None), line("B", Some(2), Some(0))];
        let now = |s: &str| if s == "A" { 3 } else { 0 };
        let left = postings(&lines, Uncounted::Leave, now).unwrap();
        assert_eq!(left.len(), 1);
        assert_eq!(left[0].qty, 2);
        let zeroed = postings(&lines, Uncounted::Zero, now).unwrap();
        assert_eq!(
            zeroed[0],
            Posting {
                sku: "A".into(),
                qty: -3
            }
        );
        let mut waiting = lines.to_vec();
        waiting[1].recount = true;
        assert_eq!(
            postings(&waiting, Uncounted::Leave, now),
            Err(CountProblem::RecountsWaiting(1))
        );
    }

    #[test]
    fn totals_value_each_difference_at_its_average() {
        let mut t = Totals::default();
        t.add(&line("A", Some(4), Some(5)), Minor(1_250));
        t.add(&line("B", Some(3), Some(1)), Minor(100));
        t.add(&line("C", None, None), Minor(999));
        t.add(&line("D", Some(2), Some(2)), Minor(999));
        assert_eq!(t.lines, 4);
        assert_eq!(t.counted, 3);
        assert_eq!(t.differing, 2);
        assert_eq!(t.units, 1);
        assert_eq!(t.value, Minor(-1_050));
    }

    #[test]
    fn every_state_reads_back() {
        for s in CountState::ALL {
            assert_eq!(CountState::parse(s.code()), Some(s));
        }
        assert_eq!(Uncounted::parse("zero"), Uncounted::Zero);
        assert_eq!(Uncounted::parse("<x>"), Uncounted::Leave);
    }
}
