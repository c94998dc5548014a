//! Backups of the shop's own records: the quote lists with the customers,
//! their watches and lost sales (`quotes.sqlite3`), and the sign-in
//! sessions and feed tokens (`access.sqlite3`). Taken while the portal
//! runs (`take`: SQLite's `VACUUM INTO`, never a file copy), on demand
//! (`dealer-desk backup`) or on a schedule (`BACKUP_DIR`), each into a
//! folder named by its time with a manifest; restored into an empty data
//! folder after every check (`restore`). The catalogue index is left out:
//! it is the supplier's catalogue, rebuilt by the first sync. With
//! `DATABASE_URL` the records are in Postgres, backed up with `pg_dump`.

pub mod manifest;
pub mod restore;
mod schedule;
pub mod take;

use std::path::PathBuf;

use crate::platform::sqlite_layout::Layout;

pub use schedule::{spawn_backup_loop, Backups, Schedule};

/// Every store file a backup holds, with the newest layout this binary
/// knows for each.
pub const STORES: [Layout; 2] = [crate::quotes::LAYOUT, crate::access::db::LAYOUT];

/// Scheduled backups (`BACKUP_DIR`, `BACKUP_EVERY_HOURS`, `BACKUP_KEEP`).
#[derive(Debug, Clone, clap::Args)]
pub struct BackupArgs {
    /// Folder the portal writes a backup into on its schedule. Unset: no
    /// scheduled backups.
    #[arg(long, env = "BACKUP_DIR")]
    pub backup_dir: Option<PathBuf>,
    /// Hours between scheduled backups.
    #[arg(long, env = "BACKUP_EVERY_HOURS", default_value_t = 24)]
    pub backup_every_hours: u64,
    /// Backups kept in BACKUP_DIR; the oldest are removed past it.
    #[arg(long, env = "BACKUP_KEEP", default_value_t = 7)]
    pub backup_keep: usize,
}

impl BackupArgs {
    /// Checks the numbers.
    pub fn check(&self) -> Result<(), String> {
        if self.backup_every_hours == 0 || self.backup_every_hours > 24 * 366 {
            return Err("BACKUP_EVERY_HOURS must be between 1 and 8784".into());
        }
        if self.backup_keep == 0 || self.backup_keep > 10_000 {
            return Err("BACKUP_KEEP must be between 1 and 10000".into());
        }
        Ok(())
    }
}

/// Refuses a data folder holding a store file written by a newer release,
/// before any store is opened (each is only read).
pub fn refuse_newer_files(data_dir: &std::path::Path) -> Result<(), String> {
    use rusqlite::{Connection, OpenFlags};
    for layout in STORES {
        let path = data_dir.join(layout.file);
        if !path.is_file() {
            continue;
        }
        let conn = Connection::open_with_flags(&path, OpenFlags::SQLITE_OPEN_READ_ONLY)
            .map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        crate::platform::sqlite_layout::refuse_newer(&conn, layout).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// What `dealer-desk backup` says when the records are in Postgres: the
/// `pg_dump` command for the database, its password left out.
pub fn pg_dump_advice(shown_url: &str) -> String {
    format!(
        "DATABASE_URL is set: the quote lists, customers, watches, lost sales, sessions and feed \
         tokens are in Postgres, not in the data folder. Back them up with pg_dump, e.g.\n\n  \
         pg_dump --format=custom --file=dealer-desk-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump '{shown_url}'\n\n\
         (the password from ~/.pgpass or PGPASSWORD), and restore with pg_restore into an empty \
         database. Nothing was backed up."
    )
}
