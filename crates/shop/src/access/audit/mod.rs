//! The audit log: who did what, when (UTC), from which address, to which
//! record, kept with the sign-in sessions (the access file, or the shared
//! database) so it is in every backup. Every domain writes it through one
//! call (`Access::audit_request`, or `AuditLog::record` where there is no
//! request), which never waits: an entry goes on a queue, and one writer
//! adds what has gathered in one transaction, linked into the chain
//! (`store`, `chain`). A flood (a script hammering refused routes) fills
//! the queue; what it drops is counted and recorded as one entry, and a
//! person's request is never held up by the log.
//!
//! It must never hold a password, a code, a token or a key: callers name
//! the record (a customer's id, a route, a rule), never a secret.

mod chain;
pub mod store;

use std::sync::{
    atomic::{AtomicU64, Ordering},
    Arc, OnceLock,
};

use tokio::sync::{mpsc, oneshot};

use crate::{
    model::{
        audit::{Action, AuditEntry, CheckedFilter},
        AppError,
    },
    platform::sql::{Db, DbError, Lock},
};

pub use store::{BadEntry, NewEntry, Verified};

/// Entries waiting for the writer before more are dropped (and counted).
const QUEUE: usize = 10_000;
/// Most entries the writer adds in one transaction.
const BATCH: usize = 500;
/// Days entries are kept unless the shop says otherwise (`AUDIT_KEEP_DAYS`).
pub const KEEP_DAYS_DEFAULT: i64 = 730;

/// One thing to record, from whoever did it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    pub action: Action,
    pub who: Option<String>,
    pub address: Option<String>,
    pub record: Option<String>,
    pub detail: Option<String>,
}

impl Event {
    pub fn new(action: Action) -> Event {
        Event {
            action,
            who: None,
            address: None,
            record: None,
            detail: None,
        }
    }

    /// Which record it was about.
    pub fn on(mut self, record: impl Into<String>) -> Event {
        self.record = Some(record.into());
        self
    }

    /// What else is worth knowing.
    pub fn with(mut self, detail: impl Into<String>) -> Event {
        self.detail = Some(detail.into());
        self
    }

    /// The entry to add, stamped now (UTC).
    fn at_now(self) -> NewEntry {
        NewEntry {
            at: stamp(),
            who: self.who,
            address: self.address,
            action: self.action,
            record: self.record,
            detail: self.detail,
        }
    }
}

enum Msg {
    Entry(NewEntry),
    /// Answered once everything sent before it is written.
    Flush(oneshot::Sender<()>),
}

/// The log: where it is kept and the writer's queue. Cheap to clone.
#[derive(Clone)]
pub struct AuditLog(Arc<Inner>);

struct Inner {
    db: Db,
    queue: OnceLock<mpsc::Sender<Msg>>,
    dropped: Arc<AtomicU64>,
    keep_days: i64,
}

impl std::fmt::Debug for AuditLog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AuditLog")
            .field("keep_days", &self.0.keep_days)
            .finish_non_exhaustive()
    }
}

/// The database's words go to the log file; people read a plain sentence.
fn unread(e: DbError) -> AppError {
    tracing::error!(error = %e, "audit log");
    AppError::Internal("The audit log could not be read just now.".into())
}

fn stamp() -> String {
    chrono::Utc::now().format("%Y-%m-%d %H:%M:%S").to_string()
}

impl AuditLog {
    /// The log in `db` (its table made there: `store::SQLITE_TABLE`, or
    /// the stores' migrations in Postgres), keeping `keep_days`.
    pub fn new(db: Db, keep_days: i64) -> AuditLog {
        AuditLog(Arc::new(Inner {
            db,
            queue: OnceLock::new(),
            dropped: Arc::new(AtomicU64::new(0)),
            keep_days,
        }))
    }

    /// The log kept beside the sessions (`db`), keeping entries `keep_days`.
    pub fn of(db: &super::db::AccessDb, keep_days: i64) -> AuditLog {
        AuditLog::new(db.db().clone(), keep_days)
    }

    /// A log in memory only (tests, and a portal with no data folder).
    pub fn in_memory() -> AuditLog {
        let conn = rusqlite::Connection::open_in_memory()
            .and_then(|c| c.execute_batch(store::SQLITE_TABLE).map(|_| c))
            .unwrap_or_else(|e| panic!("an in-memory SQLite database always opens: {e}"));
        AuditLog::new(Db::sqlite(conn, None), KEEP_DAYS_DEFAULT)
    }

    pub fn keep_days(&self) -> i64 {
        self.0.keep_days
    }

    /// Records an event now; never waits (see the module head).
    pub fn record(&self, e: Event) {
        let entry = e.at_now();
        let Some(queue) = self.queue() else {
            tracing::warn!(
                action = entry.action.code(),
                "audit entry not kept: no runtime"
            );
            return;
        };
        if queue.try_send(Msg::Entry(entry)).is_err() {
            self.0.dropped.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Waits until every event recorded before is written.
    pub async fn flush(&self) {
        let Some(queue) = self.queue() else {
            return;
        };
        let (done, written) = oneshot::channel();
        if queue.send(Msg::Flush(done)).await.is_ok() {
            let _ = written.await;
        }
    }

    /// The writer's queue, its writer started on first use (on the
    /// runtime of the first to record).
    fn queue(&self) -> Option<&mpsc::Sender<Msg>> {
        if let Some(q) = self.0.queue.get() {
            return Some(q);
        }
        let runtime = tokio::runtime::Handle::try_current().ok()?;
        Some(self.0.queue.get_or_init(|| {
            let (tx, rx) = mpsc::channel(QUEUE);
            runtime.spawn(write_loop(
                self.0.db.clone(),
                rx,
                Arc::clone(&self.0.dropped),
            ));
            tx
        }))
    }

    /// Entries matching a filter, newest first, at most `limit`.
    pub async fn find(&self, f: CheckedFilter, limit: usize) -> Result<Vec<AuditEntry>, AppError> {
        self.0
            .db
            .read_report(move |tx| store::find(tx, &f, limit))
            .await
            .map_err(unread)
    }

    /// How many entries the log holds.
    pub async fn count(&self) -> Result<u64, DbError> {
        self.0
            .db
            .read_report(|tx| Ok(tx.count("SELECT COUNT(*) FROM audit_log", &[])? as u64))
            .await
    }

    /// Walks the whole log checking every link (`store::verify`).
    pub async fn verify(&self) -> Result<Verified, DbError> {
        self.0.db.read_report(store::verify).await
    }

    /// Removes what is older than the keeping time (the cut recorded).
    pub async fn prune(&self) -> Result<u64, DbError> {
        let days = self.0.keep_days;
        let before = (chrono::Utc::now() - chrono::Duration::days(days))
            .format("%Y-%m-%d %H:%M:%S")
            .to_string();
        let at = stamp();
        self.0
            .db
            .write_locked(Lock::Audit, move |tx| store::prune(tx, &before, &at))
            .await
    }

    /// Prunes once a day for as long as the portal runs.
    pub fn spawn_prune(&self) {
        let log = self.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(std::time::Duration::from_secs(24 * 3600));
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                every.tick().await;
                match log.prune().await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(
                        removed = n,
                        "audit log: entries past the keeping time removed"
                    ),
                    Err(e) => {
                        tracing::warn!(error = %e, "audit log: the old entries could not be removed")
                    }
                }
            }
        });
    }
}

/// Records an event in the audit log of the access file in `data_dir`
/// at once, from a command that runs beside the portal or without it
/// (`dealer-desk backup`, `dealer-desk restore`).
pub fn record_in_file(data_dir: &std::path::Path, e: Event) -> Result<(), String> {
    let path = data_dir.join(super::db::FILE);
    let cannot = |e: rusqlite::Error| format!("the audit log in {}: {e}", path.display());
    let mut conn = rusqlite::Connection::open(&path).map_err(cannot)?;
    conn.busy_timeout(std::time::Duration::from_secs(10))
        .map_err(cannot)?;
    conn.execute_batch(store::SQLITE_TABLE).map_err(cannot)?;
    let tx = crate::platform::sql::write_tx(&mut conn).map_err(cannot)?;
    let entry = e.at_now();
    store::append(&crate::platform::sql::Tx::sqlite(&tx), &[entry])
        .map_err(|e| format!("the audit log in {}: {e}", path.display()))?;
    tx.commit().map_err(cannot)
}

/// The writer: what has gathered, in one transaction at a time; a flush
/// is answered once what came before it is written.
async fn write_loop(db: Db, mut rx: mpsc::Receiver<Msg>, dropped: Arc<AtomicU64>) {
    let mut waiting: Vec<oneshot::Sender<()>> = Vec::new();
    while let Some(first) = rx.recv().await {
        let mut batch = Vec::new();
        let mut take = |m: Msg, batch: &mut Vec<NewEntry>| match m {
            Msg::Entry(e) => batch.push(e),
            Msg::Flush(done) => waiting.push(done),
        };
        take(first, &mut batch);
        while batch.len() < BATCH {
            match rx.try_recv() {
                Ok(m) => take(m, &mut batch),
                Err(_) => break,
            }
        }
        let lost = dropped.swap(0, Ordering::Relaxed);
        if lost > 0 {
            tracing::warn!(dropped = lost, "audit log: entries dropped in a flood");
            batch.push(NewEntry {
                at: stamp(),
                who: None,
                address: None,
                action: Action::Dropped,
                record: None,
                detail: Some(lost.to_string()),
            });
        }
        if !batch.is_empty() {
            let n = batch.len();
            let written = db
                .write_locked(Lock::Audit, move |tx| store::append(tx, &batch))
                .await;
            if let Err(e) = written {
                tracing::error!(error = %e, entries = n, "audit log: entries could not be written");
            }
        }
        for done in waiting.drain(..) {
            let _ = done.send(());
        }
    }
}
