//! A count's statements, written once over a `Tx` for SQLite and Postgres
//! alike: a count and its lines made, a line counted, lines sent back for
//! a recount, the count closed, and what pages read of them. Checks are
//! the caller's (`count`); these only read and write.

use crate::{
    model::{
        quote::Minor,
        stock::count::{CountLine, CountState, Scope},
    },
    platform::sql::{DbResult, Param, Row, Tx},
};

/// The `bin_key` of a part with no bin: after every bin.
pub const NO_BIN: &str = "~";

/// A count as kept.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CountRecord {
    pub id: i64,
    /// `Scope::code`.
    pub scope: String,
    /// `Scope::detail`.
    pub detail: String,
    pub blind: bool,
    pub state: CountState,
    pub opened_by: Option<String>,
    pub opened_at: String,
    pub closed_by: Option<String>,
    pub closed_at: Option<String>,
    /// Movements its posting wrote.
    pub posted_moves: Option<i64>,
    pub lines: i64,
    pub counted: i64,
}

const COUNT_COLUMNS: &str = "c.id, c.scope, c.detail, c.blind, c.state, c.opened_by, \
    c.opened_at, c.closed_by, c.closed_at, c.posted_moves, \
    (SELECT COUNT(*) FROM stock_count_lines l WHERE l.count_id = c.id), \
    (SELECT COUNT(*) FROM stock_count_lines l WHERE l.count_id = c.id AND l.counted IS NOT NULL)";

fn count_of(r: &Row<'_, '_>) -> DbResult<CountRecord> {
    Ok(CountRecord {
        id: r.get(0)?,
        scope: r.get(1)?,
        detail: r.get(2)?,
        blind: r.get::<i64>(3)? != 0,
        state: CountState::parse(&r.get::<String>(4)?).unwrap_or(CountState::Cancelled),
        opened_by: r.get(5)?,
        opened_at: r.get(6)?,
        closed_by: r.get(7)?,
        closed_at: r.get(8)?,
        posted_moves: r.get(9)?,
        lines: r.count(10)? as i64,
        counted: r.count(11)? as i64,
    })
}

/// One count (`None`: no such count).
pub fn count(tx: &Tx<'_>, id: i64) -> DbResult<Option<CountRecord>> {
    let sql = format!("SELECT {COUNT_COLUMNS} FROM stock_counts c WHERE c.id = ?1");
    tx.query_opt(&sql, &[&id], count_of)
}

/// Every open count and the latest `closed` others, newest first.
pub fn counts(tx: &Tx<'_>, closed: i64) -> DbResult<Vec<CountRecord>> {
    let open = format!(
        "SELECT {COUNT_COLUMNS} FROM stock_counts c WHERE c.state = 'open' ORDER BY c.id DESC"
    );
    let mut all = tx.query(&open, &[], count_of)?;
    let rest = format!(
        "SELECT {COUNT_COLUMNS} FROM stock_counts c WHERE c.state <> 'open' \
         ORDER BY c.id DESC LIMIT ?1"
    );
    all.extend(tx.query(&rest, &[&closed], count_of)?);
    Ok(all)
}

/// A count's state alone, inside a change's transaction.
pub fn state(tx: &Tx<'_>, id: i64) -> DbResult<Option<CountState>> {
    tx.query_opt(
        "SELECT state FROM stock_counts WHERE id = ?1",
        &[&id],
        |r| Ok(CountState::parse(&r.get::<String>(0)?).unwrap_or(CountState::Cancelled)),
    )
}

/// Whether the count is blind and what it covers.
pub fn scope_of(tx: &Tx<'_>, id: i64) -> DbResult<Option<String>> {
    tx.query_opt(
        "SELECT scope FROM stock_counts WHERE id = ?1",
        &[&id],
        |r| r.get::<String>(0),
    )
}

/// A part the shop keeps and its bins, as a count's scope reads them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptPart {
    pub sku: String,
    pub bins: Vec<String>,
}

/// Every part the shop keeps, with its bins, in SKU order.
pub fn kept_parts(tx: &Tx<'_>) -> DbResult<Vec<KeptPart>> {
    tx.query(
        "SELECT sku, bin1, bin2, bin3 FROM stock_parts ORDER BY sku",
        &[],
        |r| {
            let bins = [1, 2, 3]
                .into_iter()
                .map(|i| r.get::<Option<String>>(i))
                .collect::<DbResult<Vec<_>>>()?;
            Ok(KeptPart {
                sku: r.get(0)?,
                bins: bins.into_iter().flatten().collect(),
            })
        },
    )
}

/// The lines a new count starts with (bins are the parts' at opening).
pub struct NewCount<'a> {
    pub scope: &'a Scope,
    pub blind: bool,
    pub by: &'a Option<String>,
    pub at: &'a str,
    pub parts: &'a [KeptPart],
}

/// Lines written in one statement each.
const LINES_A_STATEMENT: usize = 300;

/// Makes a count and its lines (none counted): its number.
pub fn create(tx: &Tx<'_>, c: &NewCount<'_>) -> DbResult<i64> {
    let id = tx.query_one(
        "INSERT INTO stock_counts (scope, detail, blind, state, opened_by, opened_at) \
         VALUES (?1, ?2, ?3, 'open', ?4, ?5) RETURNING id",
        &[
            &c.scope.code(),
            &c.scope.detail(),
            &i64::from(c.blind),
            c.by,
            &c.at,
        ],
        |r| r.get::<i64>(0),
    )?;
    for chunk in c.parts.chunks(LINES_A_STATEMENT) {
        let keys: Vec<String> = chunk.iter().map(|p| bin_key(&p.bins)).collect();
        let mut params: Vec<&dyn Param> = vec![&id];
        let mut rows = Vec::with_capacity(chunk.len());
        for (n, (p, key)) in chunk.iter().zip(&keys).enumerate() {
            rows.push(format!("(?1, ?{}, ?{})", 2 + 2 * n, 3 + 2 * n));
            params.push(&p.sku);
            params.push(key);
        }
        let sql = format!(
            "INSERT INTO stock_count_lines (count_id, sku, bin_key) VALUES {}",
            rows.join(", ")
        );
        tx.execute(&sql, &params)?;
    }
    Ok(id)
}

/// Where a part sorts in a count: its main bin, or after every bin.
pub fn bin_key(bins: &[String]) -> String {
    bins.first().cloned().unwrap_or_else(|| NO_BIN.to_string())
}

/// One line as a change reads it (`None`: the part is not in the count).
pub fn line(tx: &Tx<'_>, id: i64, sku: &str) -> DbResult<Option<CountLine>> {
    tx.query_opt(
        "SELECT sku, counted, on_hand_then, recount FROM stock_count_lines \
         WHERE count_id = ?1 AND sku = ?2",
        &[&id, &sku],
        |r| {
            Ok(CountLine {
                sku: r.get(0)?,
                counted: r.get(1)?,
                on_hand_then: r.get(2)?,
                recount: r.get::<i64>(3)? != 0,
            })
        },
    )
}

/// Adds a part found outside what the count listed (a whole-shelf count).
pub fn add_line(tx: &Tx<'_>, id: i64, sku: &str, key: &str) -> DbResult<()> {
    tx.execute(
        "INSERT INTO stock_count_lines (count_id, sku, bin_key) VALUES (?1, ?2, ?3)",
        &[&id, &sku, &key],
    )?;
    Ok(())
}

/// What a line was counted at, by whom, and the on hand at that moment.
pub struct Counted<'a> {
    pub sku: &'a str,
    pub counted: i64,
    pub on_hand: i64,
    pub by: &'a Option<String>,
    pub at: &'a str,
}

/// Keeps a line's count (a recount asked of it is then done).
pub fn set_counted(tx: &Tx<'_>, id: i64, c: &Counted<'_>) -> DbResult<()> {
    tx.execute(
        "UPDATE stock_count_lines SET counted = ?3, on_hand_then = ?4, counted_by = ?5, \
         counted_at = ?6, recount = 0 WHERE count_id = ?1 AND sku = ?2",
        &[&id, &c.sku, &c.counted, &c.on_hand, c.by, &c.at],
    )?;
    Ok(())
}

/// Sends counted lines back to be counted again (what they said is kept
/// beside them); how many were.
pub fn ask_recount(tx: &Tx<'_>, id: i64, skus: &[String]) -> DbResult<usize> {
    let mut n = 0;
    for sku in skus {
        n += tx.execute(
            "UPDATE stock_count_lines SET recount = 1, counted_before = counted, \
             counted = NULL, on_hand_then = NULL WHERE count_id = ?1 AND sku = ?2 \
             AND counted IS NOT NULL",
            &[&id, sku],
        )?;
    }
    Ok(n)
}

/// Closes an open count: true when it was open (and now is not).
pub fn close(
    tx: &Tx<'_>,
    id: i64,
    to: CountState,
    by: &Option<String>,
    at: &str,
    posted: Option<(i64, &str)>,
) -> DbResult<bool> {
    let (moves, uncounted) = match posted {
        Some((m, u)) => (Some(m), Some(u.to_string())),
        None => (None, None),
    };
    let n = tx.execute(
        "UPDATE stock_counts SET state = ?2, closed_by = ?3, closed_at = ?4, \
         posted_moves = ?5, uncounted = ?6 WHERE id = ?1 AND state = 'open'",
        &[&id, &to.code(), by, &at, &moves, &uncounted],
    )?;
    Ok(n == 1)
}

/// Which of a count's lines a page lists.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum LinesShown {
    #[default]
    All,
    /// Not yet counted (or sent back).
    ToCount,
    /// Sent back for a recount.
    Recount,
    /// Counted at other than the record, sent back, or not counted: what
    /// a manager reviews.
    Review,
}

/// A line as a page shows it, with the part's state now.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LineRecord {
    pub line: CountLine,
    pub bin_key: String,
    pub counted_by: Option<String>,
    pub counted_at: Option<String>,
    pub counted_before: Option<i64>,
    pub on_hand_now: i64,
    pub average: Minor,
    /// Units a pack of the part holds (1: sold singly).
    pub pack: i64,
}

const LINE_COLUMNS: &str = "l.sku, l.counted, l.on_hand_then, l.recount, l.bin_key, \
    l.counted_by, l.counted_at, l.counted_before, COALESCE(p.on_hand, 0), \
    COALESCE(p.average_minor, 0), COALESCE(p.pack, 1)";

fn line_of(r: &Row<'_, '_>) -> DbResult<LineRecord> {
    Ok(LineRecord {
        line: CountLine {
            sku: r.get(0)?,
            counted: r.get(1)?,
            on_hand_then: r.get(2)?,
            recount: r.get::<i64>(3)? != 0,
        },
        bin_key: r.get(4)?,
        counted_by: r.get(5)?,
        counted_at: r.get(6)?,
        counted_before: r.get(7)?,
        on_hand_now: r.get(8)?,
        average: Minor(r.get(9)?),
        pack: r.get(10)?,
    })
}

fn shown_filter(shown: LinesShown) -> &'static str {
    match shown {
        LinesShown::All => "",
        LinesShown::ToCount => " AND l.counted IS NULL",
        LinesShown::Recount => " AND l.recount = 1",
        LinesShown::Review => {
            " AND (l.counted IS NULL OR l.recount = 1 OR l.counted <> l.on_hand_then)"
        }
    }
}

/// A page of a count's lines in bin order, and how many match in all.
pub fn lines(
    tx: &Tx<'_>,
    id: i64,
    shown: LinesShown,
    offset: i64,
    limit: i64,
) -> DbResult<(Vec<LineRecord>, i64)> {
    let filter = shown_filter(shown);
    let sql = format!(
        "SELECT {LINE_COLUMNS} FROM stock_count_lines l LEFT JOIN stock_parts p ON p.sku = l.sku \
         WHERE l.count_id = ?1{filter} ORDER BY l.bin_key, l.sku LIMIT ?2 OFFSET ?3"
    );
    let rows = tx.query(&sql, &[&id, &limit, &offset], line_of)?;
    let total = tx.count(
        &format!("SELECT COUNT(*) FROM stock_count_lines l WHERE l.count_id = ?1{filter}"),
        &[&id],
    )? as i64;
    Ok((rows, total))
}

/// Every line of a count (its review's totals, its posting, its file).
pub fn all_lines(tx: &Tx<'_>, id: i64) -> DbResult<Vec<LineRecord>> {
    let sql = format!(
        "SELECT {LINE_COLUMNS} FROM stock_count_lines l LEFT JOIN stock_parts p ON p.sku = l.sku \
         WHERE l.count_id = ?1 ORDER BY l.bin_key, l.sku"
    );
    tx.query(&sql, &[&id], line_of)
}
