//! When a store cannot write at all: its disk is full, its file or
//! database is read-only, or the disk itself fails. Such a change is
//! refused like any failed one (nothing is saved, the person is told), and
//! the store remembers it, so `/healthz/ready` tells a load balancer to
//! send people elsewhere. The next change that commits clears it; so does
//! a minute without another refusal (a portal the balancer no longer sends
//! people to makes no change that could clear it).

use std::{
    sync::{Arc, Mutex},
    time::Duration,
};

use tokio::time::Instant;

/// How long one refused change keeps a store "not ready" when no change
/// commits after it.
pub const REFUSAL_HOLDS: Duration = Duration::from_secs(60);

/// Why a store cannot write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WriteRefusal {
    /// No space left (SQLite `SQLITE_FULL`, Postgres 53100 and class 53).
    DiskFull,
    /// The file, its folder or the database is read-only (SQLite
    /// `SQLITE_READONLY`, Postgres 25006).
    ReadOnly,
    /// The disk would not take the write (SQLite `SQLITE_IOERR`).
    DiskError,
}

impl WriteRefusal {
    /// Why, in words for `/healthz/ready` and the log.
    pub fn reason(self) -> &'static str {
        match self {
            WriteRefusal::DiskFull => "the disk is full",
            WriteRefusal::ReadOnly => "the store is read-only",
            WriteRefusal::DiskError => "the disk refused a write",
        }
    }

    /// What a person is told when their change was not saved.
    pub fn told(self) -> &'static str {
        match self {
            WriteRefusal::DiskFull => {
                "Nothing was saved: the portal's disk is full. Tell whoever looks after the portal."
            }
            WriteRefusal::ReadOnly | WriteRefusal::DiskError => {
                "Nothing was saved: the portal cannot write to its disk. Tell whoever looks after the portal."
            }
        }
    }

    /// The refusal a SQLite error is, if it is one.
    pub fn of_sqlite(e: &rusqlite::Error) -> Option<WriteRefusal> {
        use rusqlite::ErrorCode;
        let rusqlite::Error::SqliteFailure(f, _) = e else {
            return None;
        };
        match f.code {
            ErrorCode::DiskFull => Some(WriteRefusal::DiskFull),
            ErrorCode::ReadOnly => Some(WriteRefusal::ReadOnly),
            ErrorCode::SystemIoFailure => Some(WriteRefusal::DiskError),
            _ => None,
        }
    }

    /// The refusal a Postgres error is, if it is one.
    pub fn of_postgres(e: &tokio_postgres::Error) -> Option<WriteRefusal> {
        let code = e.code()?.code();
        if code == "25006" {
            Some(WriteRefusal::ReadOnly)
        } else if code.starts_with("53") && code != "53300" {
            // 53100 disk full, 53200 out of memory, 53400 configuration
            // limit; 53300 (too many connections) is the pool's to wait on.
            Some(WriteRefusal::DiskFull)
        } else if code.starts_with("58") {
            Some(WriteRefusal::DiskError)
        } else {
            None
        }
    }
}

/// The last refused change of one store, until a change commits or
/// `REFUSAL_HOLDS` passes. Cheap to clone (one shared cell).
#[derive(Clone, Debug, Default)]
pub struct WriteHealth {
    last: Arc<Mutex<Option<Refused>>>,
}

#[derive(Clone, Copy, Debug)]
struct Refused {
    why: WriteRefusal,
    at: Instant,
}

impl WriteHealth {
    /// Notes how a change ended.
    pub fn note(&self, refusal: Option<WriteRefusal>) {
        let mut last = self.last.lock().unwrap_or_else(|p| p.into_inner());
        match refusal {
            Some(why) => {
                if last.is_none() {
                    tracing::error!(reason = why.reason(), "a store refused a change");
                }
                *last = Some(Refused {
                    why,
                    at: Instant::now(),
                });
            }
            None => {
                if last.take().is_some() {
                    tracing::info!("a store takes changes again");
                }
            }
        }
    }

    /// Why the store refuses changes now, if it does.
    pub fn refused(&self) -> Option<WriteRefusal> {
        let last = *self.last.lock().unwrap_or_else(|p| p.into_inner());
        last.filter(|r| r.at.elapsed() < REFUSAL_HOLDS)
            .map(|r| r.why)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn a_refusal_holds_until_a_change_commits_or_a_minute_passes() {
        let h = WriteHealth::default();
        assert_eq!(h.refused(), None);
        h.note(Some(WriteRefusal::DiskFull));
        assert_eq!(h.refused(), Some(WriteRefusal::DiskFull));
        h.note(None);
        assert_eq!(h.refused(), None, "a committed change clears it");
        h.note(Some(WriteRefusal::ReadOnly));
        tokio::time::advance(REFUSAL_HOLDS - Duration::from_secs(1)).await;
        assert_eq!(h.refused(), Some(WriteRefusal::ReadOnly));
        tokio::time::advance(Duration::from_secs(1)).await;
        assert_eq!(h.refused(), None, "a minute without another refusal");
    }

    #[test]
    fn sqlite_errors_that_are_refusals() {
        let full = rusqlite::Error::SqliteFailure(
            rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_FULL),
            None,
        );
        assert_eq!(WriteRefusal::of_sqlite(&full), Some(WriteRefusal::DiskFull));
        let busy = rusqlite::Error::SqliteFailure(
            rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY),
            None,
        );
        assert_eq!(WriteRefusal::of_sqlite(&busy), None);
        assert_eq!(
            WriteRefusal::of_sqlite(&rusqlite::Error::QueryReturnedNoRows),
            None
        );
    }
}
