//! The quote lists' SQLite file (`quotes.sqlite3`), beside the catalogue
//! index but kept apart from it: the index may be rebuilt at any time, and
//! these are a person's work. Its tables (SQLite's DDL; Postgres has its
//! own in `postgres::stores`), opened and brought up to date: a file
//! written by a newer release is refused untouched.

use rusqlite::Connection;

use crate::server::platform::sql::sqlite_file;

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
    sell_columns(conn)
}

/// A line's selling price at the shop, in minor units with its currency
/// (`server::pricing`), added to a file made before the shop priced its
/// own; lines from before keep none and are priced at today's.
fn sell_columns(conn: &Connection) -> rusqlite::Result<()> {
    let has: bool = conn
        .prepare("SELECT 1 FROM pragma_table_info('quote_lines') WHERE name = 'sell_minor'")?
        .exists([])?;
    if !has {
        conn.execute_batch(
            "ALTER TABLE quote_lines ADD COLUMN sell_minor INTEGER;
             ALTER TABLE quote_lines ADD COLUMN sell_currency TEXT;",
        )?;
    }
    discount_columns(conn)
}

/// A line's and a whole quote's discount (`model::quote::discount`): its
/// kind ("percent", "amount") and value (thousandths of a percent, or
/// minor units), and for a quote's amount its currency; added to a file
/// made before discounts.
fn discount_columns(conn: &Connection) -> rusqlite::Result<()> {
    let has: bool = conn
        .prepare("SELECT 1 FROM pragma_table_info('quote_lines') WHERE name = 'disc_kind'")?
        .exists([])?;
    if !has {
        conn.execute_batch(
            "ALTER TABLE quote_lines ADD COLUMN disc_kind TEXT;
             ALTER TABLE quote_lines ADD COLUMN disc_value INTEGER;
             ALTER TABLE quotes ADD COLUMN disc_kind TEXT;
             ALTER TABLE quotes ADD COLUMN disc_value INTEGER;
             ALTER TABLE quotes ADD COLUMN disc_currency TEXT;",
        )?;
    }
    kind_columns(conn)
}

/// A line of the shop's own (`model::quote::other`): its kind ("labour",
/// "typed"; none: a catalogue part), a typed part's code, labour's hours
/// (hundredths) and hourly rate (minor units); added to a file made
/// before such lines.
fn kind_columns(conn: &Connection) -> rusqlite::Result<()> {
    let has: bool = conn
        .prepare("SELECT 1 FROM pragma_table_info('quote_lines') WHERE name = 'kind'")?
        .exists([])?;
    if !has {
        conn.execute_batch(
            "ALTER TABLE quote_lines ADD COLUMN kind TEXT;
             ALTER TABLE quote_lines ADD COLUMN code TEXT;
             ALTER TABLE quote_lines ADD COLUMN hours INTEGER;
             ALTER TABLE quote_lines ADD COLUMN rate_minor INTEGER;",
        )?;
    }
    Ok(())
}

/// A list's share token (`copies.rs`), added to a file made before lists
/// could be shared.
fn share_column(conn: &Connection) -> rusqlite::Result<()> {
    let has: bool = conn
        .prepare("SELECT 1 FROM pragma_table_info('quotes') WHERE name = 'share'")?
        .exists([])?;
    if !has {
        conn.execute_batch("ALTER TABLE quotes ADD COLUMN share TEXT;")?;
    }
    conn.execute_batch(
        "CREATE UNIQUE INDEX IF NOT EXISTS quotes_share ON quotes(share) WHERE share IS NOT NULL;",
    )
}
