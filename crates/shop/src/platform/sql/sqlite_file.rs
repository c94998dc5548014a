//! A store's SQLite file in the data folder (the quote lists', the access
//! file): the folder and the file readable by the portal's user only, a
//! file of a newer release refused untouched (`sqlite_layout`), then
//! write-ahead logging with every commit flushed to the disk
//! (`synchronous = FULL`: an edit the portal said was saved survives a
//! power cut), and a wait for a busy file instead of an error.

use std::path::Path;

use rusqlite::Connection;

use crate::platform::{
    private_files::{private_dir, private_store_file},
    sqlite_layout::{refuse_newer, Layout},
};

const SETTINGS: &str = "
PRAGMA journal_mode = WAL;
PRAGMA synchronous = FULL;
PRAGMA busy_timeout = 5000;
";

/// A read-only connection to a store's file (opened after `open`), for
/// reports: it never writes, and waits for a busy file.
pub fn reader(data_dir: &Path, layout: Layout) -> Result<Connection, String> {
    let path = data_dir.join(layout.file);
    let cannot = |e: rusqlite::Error| format!("cannot open {} to read: {e}", path.display());
    let flags =
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(&path, flags).map_err(cannot)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))
        .map_err(cannot)?;
    Ok(conn)
}

/// Opens (creating if needed) `layout.file` in `data_dir`; the layout
/// version found (0: a new file).
pub fn open(data_dir: &Path, layout: Layout) -> Result<(Connection, i64), String> {
    private_dir(data_dir)?;
    let path = data_dir.join(layout.file);
    private_store_file(&path)?;
    let cannot = |e: rusqlite::Error| format!("cannot open {}: {e}", path.display());
    let conn = Connection::open(&path).map_err(cannot)?;
    let found = refuse_newer(&conn, layout).map_err(|e| e.to_string())?;
    conn.execute_batch(SETTINGS).map_err(cannot)?;
    Ok((conn, found))
}

/// A column added to a table after the table was first made, as a store's
/// SQLite file gains it: the table, the column and its type.
pub struct AddedColumn {
    pub table: &'static str,
    pub column: &'static str,
    pub kind: &'static str,
}

/// Adds each of `added` to a table made before it (a file of an older
/// release); a table that has it already is left alone.
pub fn add_missing_columns(conn: &Connection, added: &[AddedColumn]) -> rusqlite::Result<()> {
    for a in added {
        let has = conn
            .prepare("SELECT 1 FROM pragma_table_info(?1) WHERE name = ?2")?
            .exists(rusqlite::params![a.table, a.column])?;
        if !has {
            conn.execute_batch(&format!(
                "ALTER TABLE {} ADD COLUMN {} {}",
                a.table, a.column, a.kind
            ))?;
        }
    }
    Ok(())
}
