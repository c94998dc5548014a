//! A SQLite store's layout version (`PRAGMA user_version`), and the rule
//! every store keeps at start: a file written by a newer release (a higher
//! version than this binary knows) is refused before anything touches it,
//! so rolling back to an older release never runs old code on a new
//! layout. Migrating forward is each store's own business.

use rusqlite::Connection;

use super::build_info;

/// A store file and the newest layout this binary knows for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    /// The file's name in the data folder.
    pub file: &'static str,
    /// The newest layout version this binary can read and write.
    pub known: i64,
}

/// Why a store file cannot be opened as it is.
#[derive(Debug, thiserror::Error)]
pub enum LayoutError {
    #[error(
        "{file} has layout version {found}, written by a newer release of Dealer Desk; \
         this one ({binary}) knows layouts up to {known}. Nothing was changed. Start the \
         release that wrote it, or restore a backup made by this one."
    )]
    Newer {
        file: &'static str,
        found: i64,
        known: i64,
        binary: &'static str,
    },
    #[error("cannot read the layout version of {file}: {error}")]
    Unreadable {
        file: &'static str,
        error: rusqlite::Error,
    },
}

/// The file's layout version (0: new, or from before versions were kept).
pub fn version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("PRAGMA user_version", [], |r| r.get(0))
}

/// Refuses a file whose layout is newer than `layout.known`; otherwise its
/// version. Reads only.
pub fn refuse_newer(conn: &Connection, layout: Layout) -> Result<i64, LayoutError> {
    let found = version(conn).map_err(|error| LayoutError::Unreadable {
        file: layout.file,
        error,
    })?;
    if found > layout.known {
        return Err(LayoutError::Newer {
            file: layout.file,
            found,
            known: layout.known,
            binary: build_info::long_version(),
        });
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    const LISTS: Layout = Layout {
        file: "lists.sqlite3",
        known: 2,
    };

    #[test]
    fn a_newer_file_is_refused_with_both_versions_and_left_as_it_was() {
        let conn = Connection::open_in_memory().unwrap();
        conn.execute_batch("PRAGMA user_version = 2;").unwrap();
        assert_eq!(refuse_newer(&conn, LISTS).unwrap(), 2);
        conn.execute_batch("PRAGMA user_version = 3;").unwrap();
        let e = refuse_newer(&conn, LISTS).unwrap_err().to_string();
        assert!(e.contains("layout version 3"), "{e}");
        assert!(e.contains("up to 2"), "{e}");
        assert!(e.contains(build_info::VERSION), "{e}");
        assert_eq!(version(&conn).unwrap(), 3);
    }
}
