//! The quote lists' SQLite file (`quotes.sqlite3`), beside the catalogue
//! index but kept apart from it: the index may be rebuilt at any time, and
//! these are a person's work. Its tables (SQLite's DDL; Postgres has its
//! own in `postgres::stores`), opened and brought up to date: a file
//! written by a newer release is refused untouched.

use rusqlite::Connection;

use crate::platform::sql::sqlite_file;

const TABLES: &str = "
CREATE TABLE IF NOT EXISTS quotes (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    name TEXT NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS quotes_owner ON quotes(owner, updated);
";

/// Opens (creating if needed) the lists' file in the data folder and
/// brings its layout up to date.
pub fn open(data_dir: &std::path::Path) -> Result<Connection, String> {
    let (mut conn, _) = sqlite_file::open(data_dir, super::LAYOUT)?;
    ready(&mut conn).map_err(|e| {
        let path = data_dir.join(super::LAYOUT.file);
        format!("cannot open {}: {e}", path.display())
    })?;
    Ok(conn)
}

fn ready(conn: &mut Connection) -> rusqlite::Result<()> {
    conn.execute_batch(TABLES)?;
    conn.execute_batch(&super::migrate::lines_table("quote_lines"))?;
    super::migrate::run(conn)?;
    conn.execute_batch("PRAGMA foreign_keys = ON;")?;
    share_column(conn)?;
    for added in &ADDED_COLUMNS {
        add_when_missing(conn, added)?;
    }
    Ok(())
}

/// Columns a later release added to a file made before it: found by one
/// of them (`table`, `probe`), else added by `sql`.
struct AddedColumns {
    table: &'static str,
    probe: &'static str,
    sql: &'static str,
}

const ADDED_COLUMNS: [AddedColumns; 4] = [
    // A line's selling price at the shop, in minor units with its
    // currency (`pricing`); lines from before keep none and are
    // priced at today's.
    AddedColumns {
        table: "quote_lines",
        probe: "sell_minor",
        sql: "ALTER TABLE quote_lines ADD COLUMN sell_minor INTEGER;
              ALTER TABLE quote_lines ADD COLUMN sell_currency TEXT;",
    },
    // A line's and a whole quote's discount (`model::quote::discount`):
    // its kind ("percent", "amount") and value (thousandths of a percent,
    // or minor units), and for a quote's amount its currency.
    AddedColumns {
        table: "quote_lines",
        probe: "disc_kind",
        sql: "ALTER TABLE quote_lines ADD COLUMN disc_kind TEXT;
              ALTER TABLE quote_lines ADD COLUMN disc_value INTEGER;
              ALTER TABLE quotes ADD COLUMN disc_kind TEXT;
              ALTER TABLE quotes ADD COLUMN disc_value INTEGER;
              ALTER TABLE quotes ADD COLUMN disc_currency TEXT;",
    },
    // A line of the shop's own (`model::quote::other`): its kind
    // ("labour", "typed"; none: a catalogue part), a typed part's code,
    // labour's hours (hundredths) and hourly rate (minor units).
    AddedColumns {
        table: "quote_lines",
        probe: "kind",
        sql: "ALTER TABLE quote_lines ADD COLUMN kind TEXT;
              ALTER TABLE quote_lines ADD COLUMN code TEXT;
              ALTER TABLE quote_lines ADD COLUMN hours INTEGER;
              ALTER TABLE quote_lines ADD COLUMN rate_minor INTEGER;",
    },
    // The share of what a discount is taken from that a manager approved
    // it for (`model::quote::cap`). A percentage from before was within
    // the cap or approved when given, and its share never grows: it is
    // kept as approved. An amount's share then is not known.
    AddedColumns {
        table: "quote_lines",
        probe: "disc_approved",
        sql: "ALTER TABLE quote_lines ADD COLUMN disc_approved INTEGER;
              ALTER TABLE quotes ADD COLUMN disc_approved INTEGER;
              UPDATE quote_lines SET disc_approved = disc_value WHERE disc_kind = 'percent';
              UPDATE quotes SET disc_approved = disc_value WHERE disc_kind = 'percent';",
    },
];

fn add_when_missing(conn: &Connection, added: &AddedColumns) -> rusqlite::Result<()> {
    if !super::migrate::has_column(conn, added.table, added.probe)? {
        conn.execute_batch(added.sql)?;
    }
    Ok(())
}

/// A list's share token (`copies.rs`), added to a file made before lists
/// could be shared.
fn share_column(conn: &Connection) -> rusqlite::Result<()> {
    add_when_missing(
        conn,
        &AddedColumns {
            table: "quotes",
            probe: "share",
            sql: "ALTER TABLE quotes ADD COLUMN share TEXT;",
        },
    )?;
    conn.execute_batch(
        "CREATE UNIQUE INDEX IF NOT EXISTS quotes_share ON quotes(share) WHERE share IS NOT NULL;",
    )
}
