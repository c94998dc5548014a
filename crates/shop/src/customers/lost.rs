//! Lost sales' rules, once for both engines: one row per sale that got
//! away (the code asked for, the reason, when, by whom), kept for two
//! years and at most 100,000 rows (the oldest go first, under the
//! customers' lock), and the report's totals for a period. An hour takes
//! at most `MAX_LOST_PER_HOUR` (all staff) and `MAX_LOST_PER_PERSON_HOUR`
//! (one signed-in person); those refused are counted per hour
//! (`lost_refused`, kept as long as the sales) and the report says so.
//! A sale keeps its quantity, the part's dealer prices of its day (minor
//! units, per currency: its value is those times the quantity) and the
//! customer it was for, while they are on the books.

use crate::model::outcome::Outcome;
use crate::platform::sql::{DbResult, Row, Tx};

use super::store::{CustomerOutcome, Made};
use crate::model::customer::{
    CodeTotal, CustomerName, CustomerNote, DealerValue, LostReason, LostSale, ReasonTotal,
    MAX_LOST_PER_HOUR, MAX_LOST_PER_PERSON_HOUR, MAX_LOST_SALES, REPORT_SKUS,
};
use crate::model::quote::money::Minor;

/// One lost sale to record.
#[derive(Debug, Clone)]
pub struct NewLost {
    pub code: String,
    /// The product's name when the code is one.
    pub name: Option<String>,
    pub reason: LostReason,
    pub note: Option<String>,
    /// The customer's id, when it was recorded for one.
    pub customer: Option<String>,
    pub qty: i64,
    /// The part's dealer prices that day (`DealerValue::default()`: none,
    /// e.g. a code the catalogue does not have).
    pub unit: DealerValue,
}

/// The times a new lost sale is checked against.
#[derive(Debug, Clone)]
pub struct LostTimes {
    /// Older lost sales are dropped (two years before now).
    pub keep_from: String,
    /// An hour before now: at most `MAX_LOST_PER_HOUR` since.
    pub hour_ago: String,
}

/// Records a lost sale, unless the last hour has its most; drops those
/// older than `keep_from` and the oldest past the limit.
pub fn add(
    tx: &Tx<'_>,
    l: &NewLost,
    made: Made<'_>,
    times: &LostTimes,
) -> DbResult<CustomerOutcome> {
    if let Some(full) = hour_full(tx, made.by, &times.hour_ago)? {
        tx.execute(
            "INSERT INTO lost_refused(hour, count) VALUES (?1, 1)
             ON CONFLICT (hour) DO UPDATE SET count = lost_refused.count + 1",
            &[&hour_of(made.at)],
        )?;
        return Ok(Outcome::Refused(full));
    }
    // A customer deleted meanwhile: the sale still counts, for no one.
    let customer = match &l.customer {
        Some(id) => tx.query_opt("SELECT id FROM customers WHERE id = ?1", &[id], |r| {
            r.get::<String>(0)
        })?,
        None => None,
    };
    let minor = |m: Option<Minor>| m.map(|m| m.0);
    tx.execute(
        r#"INSERT INTO lost_sales(at, code, code_key, name, reason, note, customer, "by",
                                  qty, gbp_minor, usd_minor, eur_minor)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"#,
        &[
            &made.at,
            &l.code,
            &code_key(&l.code),
            &l.name.as_deref().map(shown_name),
            &l.reason.code(),
            &l.note,
            &customer,
            &made.by,
            &l.qty,
            &minor(l.unit.gbp),
            &minor(l.unit.usd),
            &minor(l.unit.eur),
        ],
    )?;
    tx.execute("DELETE FROM lost_sales WHERE at < ?1", &[&times.keep_from])?;
    tx.execute(
        "DELETE FROM lost_refused WHERE hour < ?1",
        &[&hour_of(&times.keep_from)],
    )?;
    let n = tx.count("SELECT COUNT(*) FROM lost_sales", &[])?;
    let over = n.saturating_sub(MAX_LOST_SALES) as i64;
    if over > 0 {
        tx.execute(
            "DELETE FROM lost_sales WHERE id IN
             (SELECT id FROM lost_sales ORDER BY at, id LIMIT ?1)",
            &[&over],
        )?;
    }
    Ok(Outcome::Done(CustomerNote::LostMade))
}

/// Characters of a product's name kept with a lost sale (a label for the
/// report; it is also in the report's index, which bounds an entry's size).
const NAME_CHARS: usize = 200;

fn shown_name(name: &str) -> String {
    name.chars().take(NAME_CHARS).collect()
}

/// Why the last hour takes no more, if it does not: the shop's hour, or
/// this person's.
fn hour_full(tx: &Tx<'_>, by: Option<&str>, hour_ago: &str) -> DbResult<Option<CustomerNote>> {
    let shop = tx.count(
        "SELECT COUNT(*) FROM lost_sales WHERE at >= ?1",
        &[&hour_ago],
    )?;
    if shop >= MAX_LOST_PER_HOUR {
        return Ok(Some(CustomerNote::LostHourFull));
    }
    let Some(by) = by else {
        return Ok(None);
    };
    let theirs = tx.count(
        r#"SELECT COUNT(*) FROM lost_sales WHERE at >= ?1 AND "by" = ?2"#,
        &[&hour_ago, &by],
    )?;
    Ok((theirs >= MAX_LOST_PER_PERSON_HOUR).then_some(CustomerNote::LostPersonHourFull))
}

/// The hour a stamp ("2026-11-26 11:30:00") falls in: "2026-11-26 11".
fn hour_of(stamp: &str) -> String {
    stamp.get(..13).unwrap_or(stamp).to_string()
}

/// What lost sales of one part are grouped by: the code as asked for, in
/// ASCII capitals ("ab-1" and "AB-1" are one part), stored with each sale
/// so a report groups by an index rather than working it out per row.
pub fn code_key(code: &str) -> String {
    code.to_ascii_uppercase()
}

/// Counts per reason, in the order of `LostReason::ALL`, as SQL columns
/// (the reasons' codes are the program's own words, not input).
fn reason_counts() -> String {
    LostReason::ALL
        .iter()
        .map(|r| format!("COUNT(*) FILTER (WHERE reason = '{}')", r.code()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The units and the value of a group of sales, as four SQL columns
/// (`units_and_value` reads them back). Sums of whole numbers, cast so
/// both engines give an integer (Postgres sums `BIGINT` as `NUMERIC`).
const UNITS_AND_VALUE: &str = "CAST(COALESCE(SUM(qty), 0) AS BIGINT),
     CAST(SUM(qty * gbp_minor) AS BIGINT), CAST(SUM(qty * usd_minor) AS BIGINT),
     CAST(SUM(qty * eur_minor) AS BIGINT)";

/// A value in the three currencies from columns `i`, `i + 1`, `i + 2`.
fn value_at(r: &Row<'_, '_>, i: usize) -> DbResult<DealerValue> {
    let minor = |i: usize| -> DbResult<Option<Minor>> { Ok(r.get::<Option<i64>>(i)?.map(Minor)) };
    Ok(DealerValue {
        gbp: minor(i)?,
        usd: minor(i + 1)?,
        eur: minor(i + 2)?,
    })
}

/// The units (column `i`) and value (the three after) of `UNITS_AND_VALUE`.
fn units_and_value(r: &Row<'_, '_>, i: usize) -> DbResult<(u64, DealerValue)> {
    Ok((r.count(i)?, value_at(r, i + 1)?))
}

fn code_total(r: &Row<'_, '_>) -> DbResult<CodeTotal> {
    let (units, value) = units_and_value(r, 3)?;
    let by_reason = (0..LostReason::ALL.len())
        .map(|i| r.count(7 + i))
        .collect::<DbResult<Vec<_>>>()?;
    Ok(CodeTotal {
        code: r.get(0)?,
        name: r.get(1)?,
        total: r.count(2)?,
        by_reason,
        units,
        value,
    })
}

/// Which codes come first in a table of totals by code.
#[derive(Debug, Clone, Copy)]
enum MostLost {
    /// Lost most often (the report's table by code).
    Times,
    /// Most parts lost (the reorder list).
    Units,
}

/// Totals by code for `[from, to)`, most lost first; `reason` keeps only
/// those lost for it.
fn by_code(
    tx: &Tx<'_>,
    from: &str,
    to: &str,
    reason: Option<LostReason>,
    first: MostLost,
    limit: usize,
) -> DbResult<Vec<CodeTotal>> {
    let order = match first {
        MostLost::Times => "COUNT(*) DESC, SUM(qty) DESC",
        MostLost::Units => "SUM(qty) DESC, COUNT(*) DESC",
    };
    let sql = format!(
        "SELECT MIN(code), MAX(name), COUNT(*), {UNITS_AND_VALUE}, {} FROM lost_sales
         WHERE at >= ?1 AND at < ?2 AND (CAST(?3 AS TEXT) IS NULL OR reason = ?3)
         GROUP BY code_key ORDER BY {order}, code_key LIMIT ?4",
        reason_counts()
    );
    let reason = reason.map(LostReason::code);
    tx.query(&sql, &[&from, &to, &reason, &(limit as i64)], code_total)
}

/// A period's totals per reason, and its sales with no price.
struct ReasonFigures {
    /// In the order of `LostReason::ALL`.
    totals: Vec<ReasonTotal>,
    /// Sales with no dealer price in any currency.
    unpriced: u64,
}

/// Totals per reason for `[from, to)`, read in the same pass as the sales
/// that have no price.
fn by_reason(tx: &Tx<'_>, from: &str, to: &str) -> DbResult<ReasonFigures> {
    let mut unpriced = 0;
    let counted = tx.query(
        &format!(
            "SELECT reason, COUNT(*), {UNITS_AND_VALUE},
                    COUNT(*) FILTER (WHERE gbp_minor IS NULL AND usd_minor IS NULL
                                     AND eur_minor IS NULL)
             FROM lost_sales WHERE at >= ?1 AND at < ?2 GROUP BY reason"
        ),
        &[&from, &to],
        |r| {
            unpriced += r.count(6)?;
            let (units, value) = units_and_value(r, 2)?;
            Ok((r.get::<String>(0)?, r.count(1)?, units, value))
        },
    )?;
    let totals = LostReason::ALL
        .into_iter()
        .map(|reason| {
            let found = counted.iter().find(|(c, ..)| c == reason.code());
            ReasonTotal {
                reason,
                count: found.map_or(0, |f| f.1),
                units: found.map_or(0, |f| f.2),
                value: found.map_or(DealerValue::default(), |f| f.3),
            }
        })
        .collect();
    Ok(ReasonFigures { totals, unpriced })
}

/// A lost sale with the product's name when its code is one (the CSV).
#[derive(Debug, Clone)]
pub struct LostRow {
    pub sale: LostSale,
    pub name: Option<String>,
}

/// Lost sales in `[from, to)`, newest first, at most `limit`.
pub fn rows(tx: &Tx<'_>, from: &str, to: &str, limit: usize) -> DbResult<Vec<LostRow>> {
    tx.query(
        r#"SELECT l.at, l.code, l.reason, l.note, l."by", l.name, l.qty,
                  l.qty * l.gbp_minor, l.qty * l.usd_minor, l.qty * l.eur_minor,
                  c.id, c.name
           FROM lost_sales l LEFT JOIN customers c ON c.id = l.customer
           WHERE l.at >= ?1 AND l.at < ?2 ORDER BY l.at DESC, l.id DESC LIMIT ?3"#,
        &[&from, &to, &(limit as i64)],
        |r| {
            let reason: String = r.get(2)?;
            let customer = match (r.get::<Option<String>>(10)?, r.get::<Option<String>>(11)?) {
                (Some(id), Some(name)) => Some(CustomerName { id, name }),
                _ => None,
            };
            Ok(LostRow {
                sale: LostSale {
                    at: r.get(0)?,
                    code: r.get(1)?,
                    reason: LostReason::from_code(&reason).unwrap_or(LostReason::Other),
                    note: r.get(3)?,
                    by: r.get(4)?,
                    qty: r.get(6)?,
                    value: value_at(r, 7)?,
                    customer,
                },
                name: r.get(5)?,
            })
        },
    )
}

/// What the lost-sales report shows for `[from, to)`.
pub struct LostFigures {
    pub total: u64,
    pub units: u64,
    pub value: DealerValue,
    /// Sales with no dealer price in any currency.
    pub unpriced: u64,
    /// Not recorded: an hour's limit was reached.
    pub refused: u64,
    pub by_reason: Vec<ReasonTotal>,
    pub by_code: Vec<CodeTotal>,
    /// Lost for stock, most parts first (the reorder list, without the
    /// stock now: that is the supplier's).
    pub reorder: Vec<CodeTotal>,
    pub latest: Vec<LostSale>,
}

/// Parts of the reorder list.
pub const REORDER_SKUS: usize = 50;

/// The report's figures, read in one snapshot.
pub fn figures(tx: &Tx<'_>, from: &str, to: &str) -> DbResult<LostFigures> {
    let ReasonFigures {
        totals: by_reason,
        unpriced,
    } = by_reason(tx, from, to)?;
    let refused = tx.count(
        "SELECT CAST(COALESCE(SUM(count), 0) AS BIGINT) FROM lost_refused
         WHERE hour >= ?1 AND hour < ?2",
        &[&hour_of(from), &hour_of(to)],
    )?;
    Ok(LostFigures {
        total: by_reason.iter().map(|t| t.count).sum(),
        units: by_reason.iter().map(|t| t.units).sum(),
        value: by_reason
            .iter()
            .fold(DealerValue::default(), |sum, t| sum.plus(t.value)),
        unpriced,
        refused: refused as u64,
        by_reason,
        by_code: by_code(tx, from, to, None, MostLost::Times, REPORT_SKUS)?,
        reorder: reorder(tx, from, to, REORDER_SKUS)?,
        latest: rows(tx, from, to, 20)?
            .into_iter()
            .map(|l| l.sale)
            .collect(),
    })
}

/// The parts lost for stock in `[from, to)`, most parts first, at most
/// `limit` (the reorder list and its download).
pub fn reorder(tx: &Tx<'_>, from: &str, to: &str, limit: usize) -> DbResult<Vec<CodeTotal>> {
    by_code(
        tx,
        from,
        to,
        Some(LostReason::OutOfStock),
        MostLost::Units,
        limit,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::platform::sql::Tx;

    /// A lost sale of `code` for `reason`, with nothing else said.
    fn sale(code: &str, reason: LostReason) -> NewLost {
        NewLost {
            code: code.into(),
            name: None,
            reason,
            note: None,
            customer: None,
            qty: 1,
            unit: DealerValue::default(),
        }
    }

    /// Now is 2026-11-26 12:00.
    fn times() -> LostTimes {
        LostTimes {
            keep_from: "2024-11-26 12:00:00".into(),
            hour_ago: "2026-11-26 11:00:00".into(),
        }
    }

    #[test]
    fn an_hour_holds_at_most_its_lost_sales_and_two_years_are_kept() {
        let conn = rusqlite::Connection::open_in_memory().unwrap_or_else(|e| panic!("{e}"));
        super::super::schema::migrate(&conn).unwrap_or_else(|e| panic!("{e}"));
        let tx = Tx::sqlite(&conn);
        let l = sale("CP0151", LostReason::OutOfStock);
        let times = times();
        fn made(at: &str) -> Made<'_> {
            Made { by: None, at }
        }
        // An old one, past the two years: dropped by the next.
        add(&tx, &l, made("2024-01-01 09:00:00"), &times).unwrap_or_else(|e| panic!("{e}"));
        for i in 0..MAX_LOST_PER_HOUR {
            let at = format!("2026-11-26 11:{:02}:{:02}", i / 60 % 60, i % 60);
            let done = add(&tx, &l, made(&at), &times).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(done, Outcome::Done(CustomerNote::LostMade), "{i}");
        }
        let full = add(&tx, &l, made("2026-11-26 11:59:59"), &times);
        assert_eq!(
            full.unwrap_or_else(|e| panic!("{e}")),
            Outcome::Refused(CustomerNote::LostHourFull)
        );
        let n = tx.count("SELECT COUNT(*) FROM lost_sales", &[]);
        assert_eq!(n.unwrap_or_else(|e| panic!("{e}")), MAX_LOST_PER_HOUR);
    }

    #[test]
    fn one_person_has_a_share_of_the_hour_and_the_report_counts_what_was_refused() {
        let conn = rusqlite::Connection::open_in_memory().unwrap_or_else(|e| panic!("{e}"));
        super::super::schema::migrate(&conn).unwrap_or_else(|e| panic!("{e}"));
        let tx = Tx::sqlite(&conn);
        let l = sale("CP0151", LostReason::Price);
        let times = times();
        let by = |who: &'static str, i: usize| -> (Option<&'static str>, String) {
            (
                Some(who),
                format!("2026-11-26 11:{:02}:{:02}", i / 60 % 60, i % 60),
            )
        };
        for i in 0..MAX_LOST_PER_PERSON_HOUR {
            let (who, at) = by("anna", i);
            let done = add(&tx, &l, Made { by: who, at: &at }, &times);
            assert_eq!(
                done.ok(),
                Some(Outcome::Done(CustomerNote::LostMade)),
                "{i}"
            );
        }
        for i in 0..3 {
            let (who, at) = by("anna", 300 + i);
            let done = add(&tx, &l, Made { by: who, at: &at }, &times);
            assert_eq!(
                done.ok(),
                Some(Outcome::Refused(CustomerNote::LostPersonHourFull))
            );
        }
        let (who, at) = by("bob", 400);
        let done = add(&tx, &l, Made { by: who, at: &at }, &times);
        assert_eq!(
            done.ok(),
            Some(Outcome::Done(CustomerNote::LostMade)),
            "a colleague still records"
        );

        let f = figures(&tx, "2026-11-26 00:00:00", "2026-11-27 00:00:00")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(f.total, MAX_LOST_PER_PERSON_HOUR as u64 + 1);
        assert_eq!(f.refused, 3, "the report says what was not recorded");
        let before = figures(&tx, "2026-11-25 00:00:00", "2026-11-26 00:00:00")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(before.refused, 0, "only the period's own");
    }

    #[test]
    fn a_file_from_before_code_keys_gains_them_and_groups_codes_as_before() {
        let conn = rusqlite::Connection::open_in_memory().unwrap_or_else(|e| panic!("{e}"));
        conn.execute_batch(
            "CREATE TABLE lost_sales (id INTEGER PRIMARY KEY, at TEXT NOT NULL,
                 code TEXT NOT NULL, name TEXT, reason TEXT NOT NULL, note TEXT,
                 customer TEXT, by TEXT);
             INSERT INTO lost_sales(at, code, reason) VALUES
                 ('2026-11-01 09:00:00', 'ab-1', 'out-of-stock'),
                 ('2026-11-02 09:00:00', 'AB-1', 'price');",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        super::super::schema::migrate(&conn).unwrap_or_else(|e| panic!("{e}"));
        super::super::schema::migrate(&conn).unwrap_or_else(|e| panic!("twice: {e}"));
        let tx = Tx::sqlite(&conn);
        let l = NewLost {
            name: Some("Brake pads".into()),
            ..sale("Ab-1", LostReason::OutOfStock)
        };
        let times = times();
        let made = Made {
            by: None,
            at: "2026-11-26 11:30:00",
        };
        add(&tx, &l, made, &times).unwrap_or_else(|e| panic!("{e}"));
        let f = figures(&tx, "2026-11-01 00:00:00", "2026-12-01 00:00:00")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(f.total, 3);
        assert_eq!(f.by_code.len(), 1, "one part, however it was typed");
        assert_eq!(f.by_code[0].code, "AB-1");
        assert_eq!(f.by_code[0].total, 3);
        assert_eq!(f.by_code[0].name.as_deref(), Some("Brake pads"));
        assert_eq!(
            f.reorder[0].total, 2,
            "out of stock twice, once for its price"
        );
    }
}
