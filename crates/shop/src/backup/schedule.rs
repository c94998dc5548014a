//! Backups on a schedule, inside the portal: one every `BACKUP_EVERY_HOURS`
//! into `BACKUP_DIR`, the oldest removed past `BACKUP_KEEP`. The last
//! outcome is kept for `/healthz` and `/status`; a failure is logged as an
//! error and tried again within the hour, and a backup later than half a
//! period past its time is shown overdue. A backup is batch work on a
//! blocking thread with its own connections: it never holds the stores'
//! connection that people's changes go through.

use std::{
    path::PathBuf,
    sync::{Arc, Mutex},
    time::Duration,
};

use chrono::{DateTime, SecondsFormat, Utc};

use super::take::{self, Taken};
use crate::model::backup::{BackupState, BackupStatus};

/// Where and how often.
#[derive(Debug, Clone)]
pub struct Schedule {
    pub data_dir: PathBuf,
    pub to: PathBuf,
    pub every: Duration,
    pub keep: usize,
}

#[derive(Debug, Default)]
struct Last {
    at: Option<DateTime<Utc>>,
    success_at: Option<DateTime<Utc>>,
    folder: Option<String>,
    error: Option<String>,
    took: Option<Duration>,
}

enum Mode {
    Off,
    Postgres,
    Scheduled(Schedule),
}

/// The portal's scheduled backups and how the last one went (cheap to clone).
#[derive(Clone)]
pub struct Backups {
    mode: Arc<Mode>,
    started: DateTime<Utc>,
    last: Arc<Mutex<Last>>,
}

impl Backups {
    /// No scheduled backups.
    pub fn off() -> Self {
        Self::with(Mode::Off)
    }

    /// The records are in Postgres: `pg_dump` backs them up.
    pub fn postgres() -> Self {
        Self::with(Mode::Postgres)
    }

    /// Backups on this schedule; the newest already in the folder counts
    /// as the last one taken.
    pub fn scheduled(schedule: Schedule) -> Self {
        let newest = take::list(&schedule.to).pop();
        let b = Self::with(Mode::Scheduled(schedule));
        if let Some(folder) = newest {
            let at = super::manifest::Manifest::read(&folder)
                .ok()
                .and_then(|m| DateTime::parse_from_rfc3339(&m.created).ok())
                .map(|t| t.with_timezone(&Utc));
            let mut last = b.lock();
            last.success_at = at;
            last.folder = Some(folder.display().to_string());
        }
        b
    }

    fn with(mode: Mode) -> Self {
        Backups {
            mode: Arc::new(mode),
            started: Utc::now(),
            last: Arc::new(Mutex::new(Last::default())),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Last> {
        self.last.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn schedule(&self) -> Option<&Schedule> {
        match self.mode.as_ref() {
            Mode::Scheduled(s) => Some(s),
            _ => None,
        }
    }

    /// When the next backup is due (`None`: none scheduled).
    pub fn next_due(&self) -> Option<DateTime<Utc>> {
        let s = self.schedule()?;
        let last = self.lock();
        let every = chrono::Duration::from_std(s.every).unwrap_or(chrono::Duration::hours(24));
        Some(match (last.success_at, &last.error) {
            // A failure is tried again within the hour.
            (_, Some(_)) => last.at.unwrap_or(self.started) + every.min(chrono::Duration::hours(1)),
            (Some(at), None) => at + every,
            (None, None) => self.started,
        })
    }

    /// Takes a backup now (on a blocking thread), prunes the old ones and
    /// records the outcome.
    pub async fn run_now(&self) -> Result<Taken, String> {
        let Some(s) = self.schedule().cloned() else {
            return Err("no BACKUP_DIR is set".into());
        };
        let now = Utc::now();
        let taken = tokio::task::spawn_blocking(move || {
            let taken = take::take(&s.data_dir, &s.to, now)?;
            take::prune(&s.to, s.keep)?;
            Ok::<_, String>(taken)
        })
        .await
        .unwrap_or_else(|e| Err(format!("the backup stopped: {e}")));
        let mut last = self.lock();
        last.at = Some(now);
        match &taken {
            Ok(t) => {
                last.success_at = Some(now);
                last.folder = Some(t.folder.display().to_string());
                last.error = None;
                last.took = Some(t.took);
            }
            Err(e) => last.error = Some(e.clone()),
        }
        taken
    }

    /// How the backups are doing, at `now`.
    pub fn status(&self, now: DateTime<Utc>) -> BackupStatus {
        let stamp = |t: DateTime<Utc>| t.to_rfc3339_opts(SecondsFormat::Secs, true);
        let Some(s) = self.schedule() else {
            return BackupStatus {
                state: match self.mode.as_ref() {
                    Mode::Postgres => BackupState::Postgres,
                    _ => BackupState::Off,
                },
                ..BackupStatus::default()
            };
        };
        let next = self.next_due();
        let last = self.lock();
        let every = chrono::Duration::from_std(s.every).unwrap_or(chrono::Duration::hours(24));
        let since = last.success_at.unwrap_or(self.started);
        let state = if now - since > every + every / 2 {
            BackupState::Overdue
        } else if last.error.is_some() {
            BackupState::Failed
        } else if last.success_at.is_some() {
            BackupState::Ok
        } else {
            BackupState::Waiting
        };
        BackupStatus {
            state,
            folder: Some(s.to.display().to_string()),
            every_hours: s.every.as_secs() / 3600,
            keep: s.keep,
            last_at: last.at.map(stamp),
            last_success_at: last.success_at.map(stamp),
            last_folder: last.folder.clone(),
            last_error: last.error.clone(),
            last_took_ms: last.took.map(|d| d.as_millis() as u64),
            next_at: next.map(stamp),
        }
    }
}

/// Runs the schedule for as long as the portal does (nothing when off).
pub fn spawn_backup_loop(backups: Backups, audit: crate::access::audit::AuditLog) {
    let Some(s) = backups.schedule().cloned() else {
        return;
    };
    tracing::info!(
        folder = %s.to.display(),
        every_hours = s.every.as_secs() / 3600,
        keep = s.keep,
        "backups: scheduled"
    );
    tokio::spawn(async move {
        loop {
            let due = backups.next_due().unwrap_or_else(Utc::now);
            let wait = (due - Utc::now()).to_std().unwrap_or(Duration::ZERO);
            tokio::time::sleep(wait).await;
            match backups.run_now().await {
                Ok(t) => {
                    tracing::info!(
                        folder = %t.folder.display(),
                        took_ms = t.took.as_millis() as u64,
                        "backups: taken"
                    );
                    let e =
                        crate::access::audit::Event::new(crate::model::audit::Action::BackupTaken)
                            .on(t.folder.display().to_string())
                            .with("scheduled");
                    audit.record(e);
                }
                Err(e) => {
                    tracing::error!(error = %e, "backups: FAILED; tried again within the hour")
                }
            }
            if backups.status(Utc::now()).state == BackupState::Overdue {
                tracing::error!("backups: OVERDUE, no backup for longer than scheduled");
            }
        }
    });
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn schedule(root: &std::path::Path, keep: usize) -> Schedule {
        Schedule {
            data_dir: root.join("data"),
            to: root.join("backups"),
            every: Duration::from_secs(24 * 3600),
            keep,
        }
    }

    #[tokio::test]
    async fn a_failure_is_said_then_a_success_then_overdue_and_old_ones_go() {
        let root = tempfile::tempdir().unwrap();
        let b = Backups::scheduled(schedule(root.path(), 2));
        assert_eq!(b.status(Utc::now()).state, BackupState::Waiting);
        // No store in the data folder yet: a failure, with the reason.
        let e = b.run_now().await.unwrap_err();
        let s = b.status(Utc::now());
        assert_eq!(s.state, BackupState::Failed);
        assert_eq!(s.last_error.as_deref(), Some(e.as_str()));
        assert!(s.state.needs_attention());

        std::fs::create_dir_all(root.path().join("data")).unwrap();
        rusqlite::Connection::open(root.path().join("data/quotes.sqlite3"))
            .unwrap()
            .execute_batch("CREATE TABLE quotes (id TEXT PRIMARY KEY);")
            .unwrap();
        for _ in 0..3 {
            b.run_now().await.unwrap();
        }
        let now = Utc::now();
        let s = b.status(now);
        assert_eq!(s.state, BackupState::Ok);
        assert!(s.last_error.is_none());
        assert_eq!(
            take::list(&root.path().join("backups")).len(),
            2,
            "BACKUP_KEEP"
        );
        assert_eq!(
            b.status(now + chrono::Duration::hours(37)).state,
            BackupState::Overdue
        );
        // A portal started later counts the newest backup in the folder.
        let again = Backups::scheduled(schedule(root.path(), 2));
        assert_eq!(again.status(Utc::now()).state, BackupState::Ok);
        assert!(again.next_due().unwrap() > Utc::now() + chrono::Duration::hours(23));
        assert_eq!(Backups::off().status(now).state, BackupState::Off);
    }
}
