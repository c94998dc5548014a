//! The quote lists' SQLite file (`quotes.sqlite3`), beside the catalogue
//! index but kept apart from it: the index may be rebuilt at any time, and
//! these are a person's work. Its tables (SQLite's DDL; Postgres has its
//! own in `postgres::stores`), opened and brought up to date: a file
//! written by a newer release is refused untouched.

use rusqlite::Connection;

use crate::server::platform::sqlite_layout::refuse_newer;

const TABLES: &str = "
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
PRAGMA busy_timeout = 5000;
CREATE TABLE IF NOT EXISTS quotes (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    name TEXT NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS quotes_owner ON quotes(owner, updated);
";

/// Opens (creating if needed) the lists' file and brings its layout up to
/// date.
pub fn open(path: &std::path::Path) -> Result<Connection, String> {
    let cannot = |e: rusqlite::Error| format!("cannot open {}: {e}", path.display());
    let mut conn = Connection::open(path).map_err(cannot)?;
    refuse_newer(&conn, super::LAYOUT).map_err(|e| e.to_string())?;
    ready(&mut conn).map_err(cannot)?;
    Ok(conn)
}

fn ready(conn: &mut Connection) -> rusqlite::Result<()> {
    conn.execute_batch(TABLES)?;
    conn.execute_batch(&super::migrate::lines_table("quote_lines"))?;
    super::migrate::run(conn)?;
    conn.execute_batch("PRAGMA foreign_keys = ON;")?;
    share_column(conn)
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
