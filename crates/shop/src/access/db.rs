//! The access file, `access.sqlite3` in the data folder beside the quote
//! lists (or the shared database): sign-in sessions (by the SHA-256 of
//! their cookie), feed tokens (by the SHA-256 of their secret), the staff
//! accounts (`accounts::store`) and the audit log (`audit`). Every
//! statement runs on a blocking thread and is small (one row read or
//! written). It must not hold any secret as it was sent: only digests.

use std::path::Path;

use rusqlite::Connection;

use crate::platform::{
    postgres::Pg,
    sql::{sqlite_file, Db, DbError, Tx},
    sqlite_layout::Layout,
};

/// The file's name in the data folder.
pub const FILE: &str = "access.sqlite3";

/// The file's layout: 1, sessions and feed tokens as below. A change to
/// the tables raises it (with a migration run once at start).
pub const VERSION: i64 = 1;

/// The file and the newest layout this binary knows for it.
pub const LAYOUT: Layout = Layout {
    file: FILE,
    known: VERSION,
};

const TABLES: &str = "
CREATE TABLE IF NOT EXISTS sessions (
    id_hash BLOB PRIMARY KEY,
    user TEXT NOT NULL,
    credential TEXT NOT NULL,
    expires INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS sessions_expires ON sessions(expires);
CREATE TABLE IF NOT EXISTS feed_tokens (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    hash TEXT NOT NULL UNIQUE,
    created TEXT NOT NULL,
    last_used TEXT,
    pulls INTEGER NOT NULL DEFAULT 0
);
";

/// Why the sessions or tokens could not answer (said to the log; people
/// see a plain sentence).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct StoreError(pub String);

impl From<DbError> for StoreError {
    fn from(e: DbError) -> Self {
        StoreError(e.to_string())
    }
}

/// Where sessions and feed tokens are kept: the access file, or the shared
/// database (`DATABASE_URL`, its tables made by `postgres::stores`). Cheap
/// to clone (one shared connection or pool).
#[derive(Clone, Debug)]
pub struct AccessDb {
    db: Db,
}

impl AccessDb {
    /// Opens (creating if needed) `access.sqlite3` in the data folder.
    pub fn open(data_dir: &Path) -> Result<AccessDb, String> {
        let (conn, found) = sqlite_file::open(data_dir, LAYOUT)?;
        let cannot = |e: rusqlite::Error| format!("cannot open {}: {e}", FILE);
        conn.execute_batch(TABLES).map_err(cannot)?;
        conn.execute_batch(super::audit::store::SQLITE_TABLE)
            .map_err(cannot)?;
        conn.execute_batch(super::accounts::store::SQLITE_TABLE)
            .map_err(cannot)?;
        if found < VERSION {
            conn.execute_batch(&format!("PRAGMA user_version = {VERSION};"))
                .map_err(cannot)?;
        }
        Ok(AccessDb {
            db: Db::sqlite(conn, None),
        })
    }

    /// A file in memory only (tests, and a portal with no data folder).
    pub fn in_memory() -> AccessDb {
        AccessDb::in_memory_with(|_| Ok(()))
            .map(|(db, ())| db)
            .unwrap_or_else(|e| panic!("an in-memory SQLite database always opens: {e}"))
    }

    /// A file in memory, with `first` run on it before anything else can
    /// reach it (a users file's accounts in tests), and what it read.
    pub fn in_memory_with<T>(
        first: impl FnOnce(&Tx<'_>) -> Result<T, DbError>,
    ) -> Result<(AccessDb, T), DbError> {
        let conn = Connection::open_in_memory()?;
        conn.execute_batch(TABLES)?;
        conn.execute_batch(super::audit::store::SQLITE_TABLE)?;
        conn.execute_batch(super::accounts::store::SQLITE_TABLE)?;
        let out = first(&Tx::sqlite(&conn))?;
        let db = AccessDb {
            db: Db::sqlite(conn, None),
        };
        Ok((db, out))
    }

    /// The shared database.
    pub fn postgres(pg: Pg) -> AccessDb {
        AccessDb {
            db: Db::postgres(pg),
        }
    }

    pub(super) fn db(&self) -> &Db {
        &self.db
    }
}
