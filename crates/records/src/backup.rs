//! How the portal's scheduled backups are doing, as `/healthz` and
//! `/status` show it: never silent about a failed or overdue backup.

use serde::{Deserialize, Serialize};

/// The state of scheduled backups.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BackupState {
    /// No `BACKUP_DIR`: the portal takes no backups itself.
    #[default]
    Off,
    /// The stores are in Postgres: backed up with `pg_dump`, not here.
    Postgres,
    /// Scheduled, the first not taken yet.
    Waiting,
    /// The last backup was taken and is in time.
    Ok,
    /// The last attempt failed (`last_error` says why).
    Failed,
    /// No backup for longer than the schedule allows.
    Overdue,
}

impl BackupState {
    /// The key of its label on the status page (in `crates/shop/locales`).
    pub fn label_key(self) -> &'static str {
        match self {
            BackupState::Off => "status-backup-off",
            BackupState::Postgres => "status-backup-postgres",
            BackupState::Waiting => "status-backup-waiting",
            BackupState::Ok => "status-backup-ok",
            BackupState::Failed => "status-backup-failed",
            BackupState::Overdue => "status-backup-overdue",
        }
    }

    /// Whether someone should look (a failed or overdue backup).
    pub fn needs_attention(self) -> bool {
        matches!(self, BackupState::Failed | BackupState::Overdue)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct BackupStatus {
    pub state: BackupState,
    /// Where backups are written.
    pub folder: Option<String>,
    pub every_hours: u64,
    pub keep: usize,
    /// The last attempt's time (UTC, RFC 3339), whatever it came to.
    pub last_at: Option<String>,
    /// The last backup taken.
    pub last_success_at: Option<String>,
    pub last_folder: Option<String>,
    pub last_error: Option<String>,
    pub last_took_ms: Option<u64>,
    /// When the next is due.
    pub next_at: Option<String>,
}
