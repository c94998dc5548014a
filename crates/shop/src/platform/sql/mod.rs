//! One way to store, on either engine. A store (quote lists, customers,
//! sessions, feed tokens) writes its rules once, as plain functions over a
//! `Tx`: the same statements, the same checks in the same order, the same
//! outcomes. `Db` is where they run: a SQLite file on one connection, or
//! the shared Postgres database (`DATABASE_URL`). Every call runs on a
//! blocking thread (`read`, `write`), so the async workers never wait on
//! a database; a change is one transaction, committed when its function
//! returns `Ok` and rolled back otherwise (a refusal is an `Ok`: a store
//! refuses before it writes).
//!
//! Why one set of statements and a small dialect layer (`dialect.rs`)
//! rather than a query builder such as `sea-query`: our statements are
//! fixed, short and read best as SQL, and they differ between the engines
//! only in parameters and two column names. A builder would turn each into
//! builder calls and add three crates, while the real difference, how a
//! statement is run (rusqlite is synchronous on one connection,
//! tokio-postgres is async over a pool), would remain: that is what `Tx`
//! settles, by waiting for Postgres on the blocking thread. The tables
//! themselves (types, sequences, collations) are each engine's own DDL.
//!
//! Several portals on one Postgres database do not take turns the way one
//! SQLite connection does, so a change that counts before it writes (lists
//! per owner, customers, watches, tokens) names a `Lock`: a
//! transaction-level advisory lock taken before its first statement.
//! SQLite needs none: its changes begin `IMMEDIATE`, holding the file's
//! write lock from the first read.

mod dialect;
mod refusals;
pub mod sqlite_file;
mod tx;

use std::sync::{
    atomic::{AtomicBool, Ordering},
    Arc, Mutex,
};

pub use dialect::Dialect;
pub use refusals::{WriteHealth, WriteRefusal};
pub use tx::{Column, Param, Row, Tx};

use super::postgres::{Pg, PgError};

/// One SQLite connection, shared by a store's calls (one at a time).
pub type SharedConnection = Arc<Mutex<rusqlite::Connection>>;

/// Why a statement did not run.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("sqlite: {0}")]
    Sqlite(rusqlite::Error),
    #[error("{0}")]
    Postgres(PgError),
    /// The store cannot write at all (disk full, read-only): the engine's
    /// words for the log, and why.
    #[error("{1}")]
    Refused(WriteRefusal, String),
    /// A statement's own mistake (e.g. an aggregate that gave no row).
    #[error("statement: {0}")]
    Statement(String),
    /// The blocking thread running the call stopped (it panicked).
    #[error("the database worker stopped")]
    Stopped,
    /// The read's caller was gone (its request ended) before it finished.
    #[error("the read was stopped: its request had ended")]
    Abandoned,
}

impl DbError {
    /// Why the store could not write, when that is what went wrong.
    pub fn refusal(&self) -> Option<WriteRefusal> {
        match self {
            DbError::Refused(why, _) => Some(*why),
            _ => None,
        }
    }
}

impl From<rusqlite::Error> for DbError {
    fn from(e: rusqlite::Error) -> Self {
        match WriteRefusal::of_sqlite(&e) {
            Some(why) => DbError::Refused(why, format!("sqlite: {e}")),
            None => DbError::Sqlite(e),
        }
    }
}

impl From<PgError> for DbError {
    fn from(e: PgError) -> Self {
        DbError::Postgres(e)
    }
}

impl From<tokio_postgres::Error> for DbError {
    fn from(e: tokio_postgres::Error) -> Self {
        match WriteRefusal::of_postgres(&e) {
            Some(why) => DbError::Refused(why, PgError::from(e).0),
            None => DbError::Postgres(e.into()),
        }
    }
}

impl From<deadpool_postgres::PoolError> for DbError {
    fn from(e: deadpool_postgres::PoolError) -> Self {
        DbError::Postgres(e.into())
    }
}

/// What every store call returns.
pub type DbResult<T> = Result<T, DbError>;

/// What a change holds on Postgres while it counts before it writes, to
/// the end of its transaction (`pg_advisory_xact_lock(kind, hashtext(key))`).
#[derive(Debug, Clone)]
pub enum Lock {
    /// One owner's quote lists.
    QuoteOwner(String),
    /// The customers' records, watches and lost sales.
    Customers,
    /// The feed tokens.
    FeedTokens,
    /// The shop's price rules.
    PriceRules,
    /// The audit log's newest end.
    Audit,
    /// The staff accounts.
    Accounts,
    /// The special orders.
    Orders,
    /// The shop's shelf (every part's state and its movements).
    Stock,
    /// The sales and their invoices' number series.
    Sales,
}

impl Lock {
    fn kind_and_key(&self) -> (i32, &str) {
        match self {
            Lock::QuoteOwner(owner) => (0x4444_5101, owner),
            Lock::Customers => (0x4444_5102, ""),
            Lock::FeedTokens => (0x4444_5103, ""),
            Lock::PriceRules => (0x4444_5104, ""),
            Lock::Audit => (0x4444_5105, ""),
            Lock::Accounts => (0x4444_5106, ""),
            Lock::Orders => (0x4444_5107, ""),
            Lock::Stock => (0x4444_5108, ""),
            Lock::Sales => (0x4444_5109, ""),
        }
    }
}

/// A SQLite file's connections: one for its changes and its page reads,
/// and (for a file on disk) one of its own for reads that scan many rows
/// (reports, downloads), so those wait for one another and never hold up
/// a page or a change (write-ahead logging lets it read while the other
/// writes).
#[derive(Clone)]
pub struct SqliteFile {
    main: SharedConnection,
    reports: Option<SharedConnection>,
}

/// Where a store's rows are, and whether it takes changes now.
#[derive(Clone)]
pub struct Db {
    engine: Engine,
    writes: WriteHealth,
}

/// The engine a store's rows are in.
#[derive(Clone)]
enum Engine {
    /// A file in the data folder.
    Sqlite(SqliteFile),
    /// The shared database; boxed, as its settings are large beside one
    /// pointer.
    Postgres(Box<Pg>),
}

impl std::fmt::Debug for Db {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.engine {
            Engine::Sqlite(_) => f.write_str("Db::Sqlite"),
            Engine::Postgres(pg) => write!(f, "Db::Postgres({})", pg.shown()),
        }
    }
}

/// How many prepared statements a SQLite connection keeps (every store's
/// statements fit).
const SQLITE_STATEMENTS: usize = 96;

/// SQLite plans a statement once: its planner never reads a bound value.
/// Without this, a statement with `LIMIT ?` or `LIKE ?` is marked to be
/// planned again whenever its value is bound, so a kept statement is
/// parsed and planned afresh at every run (a product page's siblings
/// query spent most of its time there).
pub fn stable_plans(conn: &rusqlite::Connection) -> rusqlite::Result<()> {
    conn.set_db_config(
        rusqlite::config::DbConfig::SQLITE_DBCONFIG_ENABLE_QPSG,
        true,
    )
    .map(|_| ())
}

impl Db {
    /// A SQLite connection, ready (its tables made by the store), and
    /// (a file on disk) a read-only one for reports.
    pub fn sqlite(conn: rusqlite::Connection, reports: Option<rusqlite::Connection>) -> Db {
        let shared = |c: rusqlite::Connection| {
            c.set_prepared_statement_cache_capacity(SQLITE_STATEMENTS);
            if let Err(e) = stable_plans(&c) {
                tracing::warn!(error = %e, "SQLite: plans are made again at each run");
            }
            Arc::new(Mutex::new(c))
        };
        Db::on(Engine::Sqlite(SqliteFile {
            main: shared(conn),
            reports: reports.map(shared),
        }))
    }

    pub fn postgres(pg: Pg) -> Db {
        Db::on(Engine::Postgres(Box::new(pg)))
    }

    fn on(engine: Engine) -> Db {
        Db {
            engine,
            writes: WriteHealth::default(),
        }
    }

    /// True for a SQLite file (false: the shared database).
    pub fn is_sqlite(&self) -> bool {
        matches!(self.engine, Engine::Sqlite(_))
    }

    /// Whether the store takes changes now (`/healthz/ready`).
    pub fn write_health(&self) -> &WriteHealth {
        &self.writes
    }

    /// Reads, on a blocking thread: on Postgres in one read-only snapshot
    /// (several statements see one consistent picture).
    pub async fn read<T, F>(&self, f: F) -> DbResult<T>
    where
        T: Send + 'static,
        F: FnOnce(&Tx<'_>) -> DbResult<T> + Send + 'static,
    {
        self.run(Begin::Read, f).await
    }

    /// A read that scans many rows (a report, a download): as `read`, but
    /// on SQLite on the file's report connection.
    pub async fn read_report<T, F>(&self, f: F) -> DbResult<T>
    where
        T: Send + 'static,
        F: FnOnce(&Tx<'_>) -> DbResult<T> + Send + 'static,
    {
        self.run(Begin::Report, f).await
    }

    /// A change in one transaction, without a lock (it does not count
    /// before it writes).
    pub async fn write<T, F>(&self, f: F) -> DbResult<T>
    where
        T: Send + 'static,
        F: FnOnce(&Tx<'_>) -> DbResult<T> + Send + 'static,
    {
        self.noted(self.run(Begin::Write(None), f).await)
    }

    /// A change in one transaction that holds `lock` (on Postgres) from
    /// its first statement.
    pub async fn write_locked<T, F>(&self, lock: Lock, f: F) -> DbResult<T>
    where
        T: Send + 'static,
        F: FnOnce(&Tx<'_>) -> DbResult<T> + Send + 'static,
    {
        self.noted(self.run(Begin::Write(Some(lock)), f).await)
    }

    /// A change's outcome, noted in the store's write health: refused, or
    /// committed (an error of another kind says nothing either way).
    fn noted<T>(&self, out: DbResult<T>) -> DbResult<T> {
        match &out {
            Ok(_) => self.writes.note(None),
            Err(e) => {
                if let Some(why) = e.refusal() {
                    self.writes.note(Some(why));
                }
            }
        }
        out
    }

    async fn run<T, F>(&self, begin: Begin, f: F) -> DbResult<T>
    where
        T: Send + 'static,
        F: FnOnce(&Tx<'_>) -> DbResult<T> + Send + 'static,
    {
        match &self.engine {
            Engine::Sqlite(file) => {
                let conn = match (&begin, &file.reports) {
                    (Begin::Report, Some(reports)) => Arc::clone(reports),
                    _ => Arc::clone(&file.main),
                };
                // A read whose request is gone (the person left, or it
                // timed out) stops; a change, once begun, completes.
                let abandon = match begin {
                    Begin::Write(_) => None,
                    Begin::Read | Begin::Report => Some(Abandon::default()),
                };
                let running = abandon.clone();
                let _stop_when_dropped = abandon.map(StopWhenDropped);
                blocking(move || {
                    let mut c = conn.lock().unwrap_or_else(|p| p.into_inner());
                    Abandon::watch(running.as_ref(), &c)?;
                    let tx = match begin {
                        Begin::Read => return f(&Tx::sqlite(&c)),
                        // Several statements, one snapshot.
                        Begin::Report => c.transaction()?,
                        Begin::Write(_) => write_tx(&mut c)?,
                    };
                    let out = f(&Tx::sqlite(&tx))?;
                    tx.commit()?;
                    Ok(out)
                })
                .await
            }
            Engine::Postgres(pg) => {
                let pg = pg.clone();
                // As on SQLite: a read whose request is gone is cancelled
                // on the server; a change, once begun, completes.
                let cancel = match begin {
                    Begin::Write(_) => None,
                    Begin::Read | Begin::Report => Some(PgCancel::default()),
                };
                let running = cancel.clone();
                let _cancel_when_dropped = cancel.map(CancelWhenDropped);
                blocking(move || on_postgres(&pg, begin, running.as_ref(), f)).await
            }
        }
    }

    /// Runs `f` on the SQLite connection here, now (start-up, before
    /// serving: a file's own upgrades); `None` on Postgres.
    pub fn sqlite_now<T>(
        &self,
        f: impl FnOnce(&mut rusqlite::Connection) -> rusqlite::Result<T>,
    ) -> Option<DbResult<T>> {
        let Engine::Sqlite(file) = &self.engine else {
            return None;
        };
        let mut c = file.main.lock().unwrap_or_else(|p| p.into_inner());
        Some(f(&mut c).map_err(DbError::from))
    }
}

/// How a call's transaction begins.
enum Begin {
    /// A read: on Postgres a read-only snapshot; on SQLite the connection
    /// as it is (one connection, so nothing changes under the read).
    Read,
    /// A read of many rows: on SQLite on the report connection, in one
    /// read transaction (one snapshot).
    Report,
    /// A change, holding a lock or not.
    Write(Option<Lock>),
}

/// Runs `f` in a Postgres transaction, on this blocking thread; a read
/// (`cancel`) can be cancelled by its caller going away.
fn on_postgres<T>(
    pg: &Pg,
    begin: Begin,
    cancel: Option<&PgCancel>,
    f: impl FnOnce(&Tx<'_>) -> DbResult<T>,
) -> DbResult<T> {
    let runtime = tokio::runtime::Handle::current();
    let mut client = runtime.block_on(pg.client())?;
    if let Some(c) = cancel {
        c.running(&client)?;
    }
    let out = in_transaction(&runtime, &mut client, begin, f);
    if let Some(c) = cancel {
        if c.finished() {
            // A cancel may still be on its way to this connection's
            // server: it must not meet another request's statement, so
            // the connection leaves the pool and closes.
            drop(deadpool_postgres::Object::take(client));
        }
    }
    out
}

fn in_transaction<T>(
    runtime: &tokio::runtime::Handle,
    client: &mut deadpool_postgres::Object,
    begin: Begin,
    f: impl FnOnce(&Tx<'_>) -> DbResult<T>,
) -> DbResult<T> {
    let mut starting = client.build_transaction();
    if let Begin::Read | Begin::Report = begin {
        starting = starting
            .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
            .read_only(true);
    }
    let tx = runtime.block_on(starting.start())?;
    let t = Tx::postgres(&tx, runtime);
    if let Begin::Write(Some(lock)) = &begin {
        let (kind, key) = lock.kind_and_key();
        t.execute(
            "SELECT pg_advisory_xact_lock(?1, hashtext(?2))",
            &[&kind, &key],
        )?;
    }
    let out = f(&t)?;
    runtime.block_on(tx.commit())?;
    Ok(out)
}

/// Cancels a Postgres read whose caller is gone (the person left, or the
/// request timed out): the caller's future holds `CancelWhenDropped`,
/// which sends the statement running on the read's connection a cancel
/// (the client's cancel token, as `pg_cancel_backend` does), so the
/// blocking thread ends within moments and its connection is freed.
#[derive(Clone, Default)]
struct PgCancel(Arc<std::sync::Mutex<CancelState>>);

#[derive(Default)]
struct CancelState {
    /// How to cancel the statement running now, while one may be.
    token: Option<tokio_postgres::CancelToken>,
    /// The caller is gone.
    gone: bool,
    /// The read has ended: nothing is to be cancelled any more.
    done: bool,
}

impl PgCancel {
    fn state(&self) -> std::sync::MutexGuard<'_, CancelState> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The read is about to run on `client`: `Err` when its caller is
    /// already gone (then it does not begin).
    fn running(&self, client: &tokio_postgres::Client) -> DbResult<()> {
        let mut s = self.state();
        if s.gone {
            return Err(DbError::Abandoned);
        }
        s.token = Some(client.cancel_token());
        Ok(())
    }

    /// The read has ended; whether a cancel was sent for it.
    fn finished(&self) -> bool {
        let mut s = self.state();
        s.done = true;
        s.token = None;
        s.gone
    }
}

/// Held by the caller's future: dropping it cancels the read.
struct CancelWhenDropped(PgCancel);

impl Drop for CancelWhenDropped {
    fn drop(&mut self) {
        let token = {
            let mut s = self.0.state();
            if s.done {
                return;
            }
            s.gone = true;
            s.token.take()
        };
        if let (Some(token), Ok(runtime)) = (token, tokio::runtime::Handle::try_current()) {
            runtime.spawn(send_cancel(token));
        }
    }
}

/// Tries to send a cancel a few times over about three seconds: the
/// cancel needs a connection of its own, which a server at its limit of
/// connections refuses for a moment.
async fn send_cancel(token: tokio_postgres::CancelToken) {
    const TRIES: u32 = 5;
    for n in 0..TRIES {
        match token.cancel_query(tokio_postgres::NoTls).await {
            Ok(()) => return,
            Err(e) if n + 1 == TRIES => {
                tracing::warn!(error = %e, "a read whose request ended could not be cancelled");
            }
            Err(_) => tokio::time::sleep(std::time::Duration::from_millis(200 << n)).await,
        }
    }
}

/// Stops a SQLite read whose caller is gone (the person left, or the
/// request timed out): the caller's future holds `StopWhenDropped`, and
/// the read's connection checks the flag every `CHECK_EVERY` steps of a
/// statement (SQLite's progress handler), so a long report ends within
/// moments of its request and frees its connection.
#[derive(Clone, Default)]
struct Abandon(Arc<AtomicBool>);

/// Virtual-machine steps between two looks at the flag.
const CHECK_EVERY: std::ffi::c_int = 10_000;

/// Held by the caller's future: dropping it abandons the read.
struct StopWhenDropped(Abandon);

impl Drop for StopWhenDropped {
    fn drop(&mut self) {
        self.0 .0.store(true, Ordering::Relaxed);
    }
}

impl Abandon {
    /// Sets how `conn` runs this call: a read stops once its caller is
    /// gone (and does not begin if it is); a change (`None`) runs to its
    /// end. Every call sets it, so no call inherits another's.
    fn watch(abandon: Option<&Abandon>, conn: &rusqlite::Connection) -> DbResult<()> {
        match abandon {
            Some(a) if a.0.load(Ordering::Relaxed) => Err(DbError::Abandoned),
            Some(a) => {
                let gone = Arc::clone(&a.0);
                conn.progress_handler(CHECK_EVERY, Some(move || gone.load(Ordering::Relaxed)));
                Ok(())
            }
            None => {
                conn.progress_handler(0, None::<fn() -> bool>);
                Ok(())
            }
        }
    }
}

/// Runs `f` on a blocking thread.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> DbResult<T> + Send + 'static,
) -> DbResult<T> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|_| DbError::Stopped)?
}

/// A SQLite transaction that takes the file's write lock at once (`BEGIN
/// IMMEDIATE`). A store's changes read before they write; begun deferred,
/// a second connection to the same file (another process on the same data
/// folder) could fail halfway when its read turns into a write. Begun
/// immediate, it waits its turn (the busy timeout) instead.
pub fn write_tx(conn: &mut rusqlite::Connection) -> rusqlite::Result<rusqlite::Transaction<'_>> {
    conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    /// A read that would run for minutes: counts to a billion.
    const LONG_READ: &str = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n
                             WHERE i < 1000000000) SELECT COUNT(*) FROM n";

    #[tokio::test]
    async fn a_report_whose_request_is_gone_stops_and_frees_its_connection() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let layout = crate::platform::sqlite_layout::Layout {
            file: "t.sqlite3",
            known: 0,
        };
        let (conn, _) = sqlite_file::open(dir.path(), layout).unwrap_or_else(|e| panic!("{e}"));
        let reader = sqlite_file::reader(dir.path(), layout).unwrap_or_else(|e| panic!("{e}"));
        let db = Db::sqlite(conn, Some(reader));

        let (started, on_start) = mpsc::channel();
        let (ended, on_end) = mpsc::channel();
        let report = tokio::spawn({
            let db = db.clone();
            async move {
                db.read_report(move |tx| {
                    let _ = started.send(());
                    let out = tx.count(LONG_READ, &[]);
                    let _ = ended.send(out.is_err());
                    out
                })
                .await
            }
        });
        let waited = tokio::task::spawn_blocking(move || {
            on_start.recv_timeout(std::time::Duration::from_secs(30))
        });
        assert!(matches!(waited.await, Ok(Ok(()))), "the report began");
        report.abort();
        let stopped = tokio::task::spawn_blocking(move || {
            on_end.recv_timeout(std::time::Duration::from_secs(30))
        });
        assert!(
            matches!(stopped.await, Ok(Ok(true))),
            "the long read was interrupted, not run to its end"
        );
        // The report connection takes the next report at once.
        let n = db.read_report(|tx| tx.count("SELECT 1", &[])).await;
        assert_eq!(n.unwrap_or_else(|e| panic!("{e}")), 1);
    }
}
