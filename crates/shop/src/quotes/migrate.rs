//! Upgrades of a quote lists' file made by an earlier version, run once
//! when the file is opened, each in one transaction (a failure leaves the
//! file as it was and stops the portal with the reason). The file's
//! `user_version` says which have run. It must not touch a file already
//! at `VERSION`; a file past it (written by a newer release) never gets
//! here: `file::open` refuses it first, untouched.
//!
//! 1: prices from `REAL` (binary fractions) to whole minor units
//! (`INTEGER` pence and cents), each rounded half away from zero from the
//! decimal the stored number reads as (`Minor::from_price`), so 2.675
//! becomes 268 and never 267.

use crate::platform::sql::write_tx;
use rusqlite::{params, Connection};

use crate::model::quote::Minor;

/// A list's lines; prices in minor units (pence, cents), as `Minor` keeps
/// them. `{table}`: its name (the migration builds it under another first).
pub fn lines_table(table: &str) -> String {
    format!(
        "CREATE TABLE IF NOT EXISTS {table} (
    quote TEXT NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
    sku TEXT NOT NULL,
    qty INTEGER NOT NULL,
    pos INTEGER NOT NULL,
    name TEXT NOT NULL,
    rrp_minor INTEGER,
    gbp_minor INTEGER,
    usd_minor INTEGER,
    eur_minor INTEGER,
    added TEXT NOT NULL,
    PRIMARY KEY (quote, sku)
) WITHOUT ROWID;"
    )
}

/// The file's layout once every upgrade has run.
///
/// 2: lost sales keep their code's key (`customers::schema`): a release
/// before it would record lost sales without one, so it must refuse the
/// file.
///
/// 3: phone numbers are keyed in their international form for the
/// shop's country (`customers::store::key_phones`, `customer_keys`): a
/// release before it would key them as bare digits, which the search no
/// longer finds.
pub const VERSION: i64 = 3;

pub fn run(conn: &mut Connection) -> rusqlite::Result<()> {
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if version >= VERSION {
        return Ok(());
    }
    let tx = write_tx(conn)?;
    if has_column(&tx, "quote_lines", "rrp")? {
        let moved = to_minor_units(&tx)?;
        tracing::info!(
            lines = moved,
            "quote lists: prices moved to whole pence and cents"
        );
    }
    tx.execute_batch(&format!("PRAGMA user_version = {VERSION};"))?;
    tx.commit()
}

/// Whether `table` has `column`.
pub(super) fn has_column(conn: &Connection, table: &str, column: &str) -> rusqlite::Result<bool> {
    conn.prepare("SELECT 1 FROM pragma_table_info(?1) WHERE name = ?2")?
        .exists(params![table, column])
}

/// A stored price in minor units; `NULL` (no price) stays so.
fn minor(price: Option<f64>) -> Option<i64> {
    price.and_then(Minor::from_price).map(|m| m.0)
}

/// Rebuilds the lines' table with whole minor units; the lines moved.
fn to_minor_units(conn: &Connection) -> rusqlite::Result<usize> {
    conn.execute_batch(&lines_table("quote_lines_minor"))?;
    let mut read = conn
        .prepare("SELECT quote, sku, qty, pos, name, rrp, gbp, usd, eur, added FROM quote_lines")?;
    let mut write = conn.prepare(
        "INSERT INTO quote_lines_minor(quote, sku, qty, pos, name,
                                       rrp_minor, gbp_minor, usd_minor, eur_minor, added)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
    )?;
    let mut rows = read.query([])?;
    let mut moved = 0;
    while let Some(r) = rows.next()? {
        write.execute(params![
            r.get::<_, String>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, i64>(2)?,
            r.get::<_, i64>(3)?,
            r.get::<_, String>(4)?,
            minor(r.get(5)?),
            minor(r.get(6)?),
            minor(r.get(7)?),
            minor(r.get(8)?),
            r.get::<_, String>(9)?,
        ])?;
        moved += 1;
    }
    drop(rows);
    drop(read);
    drop(write);
    conn.execute_batch(
        "DROP TABLE quote_lines;
         ALTER TABLE quote_lines_minor RENAME TO quote_lines;",
    )?;
    Ok(moved)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file as the version before minor units wrote it.
    const OLD: &str = "
CREATE TABLE quotes (id TEXT PRIMARY KEY, owner TEXT NOT NULL, name TEXT NOT NULL,
                     created TEXT NOT NULL, updated TEXT NOT NULL);
CREATE TABLE quote_lines (
    quote TEXT NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
    sku TEXT NOT NULL, qty INTEGER NOT NULL, pos INTEGER NOT NULL, name TEXT NOT NULL,
    rrp REAL, gbp REAL, usd REAL, eur REAL, added TEXT NOT NULL,
    PRIMARY KEY (quote, sku)
) WITHOUT ROWID;
INSERT INTO quotes VALUES ('q1', 'browser:b', 'Mr Patel', '2026-01-01 10:00', '2026-01-01 10:00');
INSERT INTO quote_lines VALUES ('q1', 'CP0151BL', 2, 1, 'Chain', 2.675, 1.005, 19.994, NULL, 'x');
INSERT INTO quote_lines VALUES ('q1', 'CP0152', 1, 2, 'Sprocket', -0.125, 0.1, 12, 7.5, 'x');
";

    fn prices(conn: &Connection) -> Vec<(String, [Option<i64>; 4])> {
        let mut s = conn
            .prepare(
                "SELECT sku, rrp_minor, gbp_minor, usd_minor, eur_minor FROM quote_lines ORDER BY pos",
            )
            .unwrap_or_else(|e| panic!("{e}"));
        s.query_map([], |r| {
            Ok((r.get(0)?, [r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?]))
        })
        .and_then(|rows| rows.collect())
        .unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn an_old_file_gets_whole_pence_once() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("quotes.sqlite3");
        Connection::open(&path)
            .and_then(|c| c.execute_batch(OLD))
            .unwrap_or_else(|e| panic!("{e}"));
        let conn = super::super::file::open(dir.path()).unwrap_or_else(|e| panic!("{e}"));
        let want = vec![
            (
                "CP0151BL".to_string(),
                [Some(268), Some(101), Some(1999), None],
            ),
            (
                "CP0152".to_string(),
                [Some(-13), Some(10), Some(1200), Some(750)],
            ),
        ];
        assert_eq!(prices(&conn), want);
        let v: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(v, VERSION);
        drop(conn);
        // Opened again: nothing to do, nothing changed.
        let conn = super::super::file::open(dir.path()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(prices(&conn), want);
    }

    #[test]
    fn a_file_from_a_newer_release_is_refused_untouched() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("quotes.sqlite3");
        let newer = VERSION + 1;
        Connection::open(&path)
            .and_then(|c| c.execute_batch(&format!("{OLD} PRAGMA user_version = {newer};")))
            .unwrap_or_else(|e| panic!("{e}"));
        let before = std::fs::read(&path).unwrap_or_else(|e| panic!("{e}"));
        let refused = super::super::file::open(dir.path())
            .err()
            .unwrap_or_else(|| panic!("a newer layout opened"));
        assert!(
            refused.contains(&format!("layout version {newer}")),
            "{refused}"
        );
        assert!(refused.contains(&format!("up to {VERSION}")), "{refused}");
        assert_eq!(
            std::fs::read(&path).unwrap_or_else(|e| panic!("{e}")),
            before
        );
        assert!(!dir.path().join("quotes.sqlite3-wal").exists());
    }
}
