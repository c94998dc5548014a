//! The catalogue index: a local SQLite/FTS5 mirror of the supplier's
//! catalogue, so free text, facets and fitment answer at typing speed.
//!
//! The supplier stays the source of truth for what must be live (the
//! product page's prices and every stock count); the index serves lists,
//! search, suggestions and bike pages. It survives restarts: an existing
//! file serves at once while a background sync brings it up to date.
//!
//! Layout: `config` (flags), `schema` (tables), `store` (writes), `query`
//! (reads), `family` (the variant rule and a product's siblings), `fold`
//! (lists with one row per family), `columns`
//! and `scan` (the in-memory columns that count, facet and order result
//! sets), `terms` (the index's words in memory, for typed prefixes), `text` (typed text to FTS5), `sync` (incremental, the loop),
//! `full` (the full sync, resumable and several categories at once),
//! `changes` (the change history the syncs keep).
//! All database work runs on blocking threads, never on the async ones.

mod changes;
mod columns;
mod config;
mod db;
mod family;
mod fit;
mod fold;
mod full;
mod query;
mod scan;
mod schema;
mod source;
mod store;
mod sync;
mod terms;
mod text;

pub use text::plain_text;

use std::{
    collections::HashMap,
    path::PathBuf,
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        Arc, Mutex,
    },
};

use db::{lock, DbResult};
use rusqlite::Connection;

pub use changes::{Change, NEW, PRICE, REMOVED, RENAMED};
pub use config::{IndexArgs, IndexSettings};
pub use family::{family_key, split_sku, SkuParts, MAX_MEMBERS, MAX_SIBLINGS};
pub use query::Found;
pub use source::{Listings, Products, SourceFuture, Supplier, SyncCopy, SyncFrom, SyncSource};
pub use sync::{spawn_sync_loop, SyncKind};

use crate::model::{
    listing::ProductSummary,
    query::ListQuery,
    search::{IndexStatus, Suggestion, SyncRun},
    AppError, Currency,
};

/// Readers kept open: enough for two cores and a sync writing beside them.
const READERS: usize = 4;
const FILE: &str = "catalogue-index.sqlite3";

#[derive(Clone)]
pub struct Index {
    inner: Arc<Inner>,
}

struct Inner {
    settings: IndexSettings,
    path: PathBuf,
    writer: Mutex<Connection>,
    readers: Mutex<Vec<Connection>>,
    permits: Arc<tokio::sync::Semaphore>,
    ready: AtomicBool,
    runs: Mutex<Runs>,
    /// Totals and facet counts by the filters and text of a query and the
    /// columns snapshot they were counted on, so paging and re-sorting one
    /// result set count it once, and never with another snapshot's counts.
    /// Emptied on every write.
    counts: Mutex<HashMap<(String, u64), query::Counts>>,
    /// Bumped after every write: a columns snapshot of an older write is stale.
    written: AtomicU64,
    /// The latest columns snapshot and the write it reflects.
    columns: Mutex<Option<(u64, Arc<columns::Columns>)>>,
    /// Held while a snapshot loads, so only one reader loads it.
    loading: Mutex<()>,
    /// A load started behind the readers is under way.
    loading_behind: AtomicBool,
    /// Set by the writer connection when a write touches the catalogue's
    /// rows (anything but the sync's bookkeeping in `meta`).
    data_written: Arc<AtomicBool>,
}

/// Most result sets whose counts are kept (then all are dropped at once).
const COUNTS_KEPT: usize = 512;

/// The part of a query that decides its counts: everything but page,
/// order and view.
fn counts_key(q: &ListQuery) -> String {
    let mut k = q.clone();
    k.page = 1;
    k.sort = Default::default();
    k.view = Default::default();
    k.fold = false;
    serde_json::to_string(&k).unwrap_or_default()
}

/// What the sync loop has done, for the status page.
#[derive(Default, Clone)]
struct Runs {
    last_full: Option<SyncRun>,
    last_incremental: Option<SyncRun>,
    last_error: Option<String>,
    running: Option<&'static str>,
    /// The full sync under way or left unfinished.
    progress: Option<crate::model::search::SyncProgress>,
}

fn db_error(e: rusqlite::Error) -> AppError {
    tracing::error!(error = %e, "catalogue index");
    AppError::Internal("The catalogue index could not answer just now.".into())
}

/// The columns snapshot of the latest write. A reader never waits for a
/// new snapshot while an older one exists: it answers from that one and,
/// if no load is under way, starts one on a thread of its own (a snapshot
/// with the index's words takes seconds at a million products). Only the
/// first snapshot, and `warm` after a sync (`Load::Now`), are waited for.
fn current_columns(inner: &Arc<Inner>, conn: &Connection, load: Load) -> DbResult<Snapshot> {
    let fresh = |inner: &Inner| {
        let want = inner.written.load(Ordering::Acquire);
        let have = lock(&inner.columns).clone();
        (want, have)
    };
    let (want, have) = fresh(inner);
    match have {
        Some((g, c)) if g == want => {
            return Ok(Snapshot {
                written: g,
                columns: c,
            })
        }
        Some((g, stale)) if load == Load::Behind => {
            load_behind(inner);
            return Ok(Snapshot {
                written: g,
                columns: stale,
            });
        }
        _ => {}
    }
    let _one = lock(&inner.loading);
    let (want, have) = fresh(inner);
    if let Some((g, c)) = have {
        if g == want {
            return Ok(Snapshot {
                written: g,
                columns: c,
            });
        }
    }
    let cols = load_columns(inner, conn, want)?;
    Ok(Snapshot {
        written: want,
        columns: cols,
    })
}

/// Whether a reader waits for a stale snapshot's replacement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Load {
    /// Load it now and answer from it.
    Now,
    /// Answer from the stale one; load the new one on a thread of its own.
    Behind,
}

/// Loads the snapshot of write `want` and publishes it.
fn load_columns(inner: &Inner, conn: &Connection, want: u64) -> DbResult<Arc<columns::Columns>> {
    let started = std::time::Instant::now();
    let cols = Arc::new(columns::Columns::load(conn)?);
    tracing::debug!(
        products = cols.len(),
        words_mb = cols.terms.heap_bytes() / 1_048_576,
        ms = started.elapsed().as_millis() as u64,
        "catalogue index: columns loaded"
    );
    let mut kept = lock(&inner.columns);
    // A load that finished after a later one leaves the later one.
    if kept.as_ref().is_none_or(|(g, _)| *g <= want) {
        *kept = Some((want, Arc::clone(&cols)));
    }
    Ok(cols)
}

/// Starts loading the latest snapshot on a thread of its own, on a
/// connection of its own, unless a load is under way.
fn load_behind(inner: &Arc<Inner>) {
    if inner.loading_behind.swap(true, Ordering::AcqRel) {
        return;
    }
    let loader = Arc::clone(inner);
    let started = std::thread::Builder::new()
        .name("index-columns".into())
        .spawn(move || {
            let inner = loader;
            let _one = lock(&inner.loading);
            let want = inner.written.load(Ordering::Acquire);
            let current = lock(&inner.columns)
                .as_ref()
                .is_some_and(|(g, _)| *g == want);
            if !current {
                let loaded = store::open(&inner.path)
                    .and_then(|conn| load_columns(&inner, &conn, want).map(|_| ()));
                if let Err(e) = loaded {
                    tracing::error!(error = %e, "catalogue index: columns not loaded");
                }
            }
            inner.loading_behind.store(false, Ordering::Release);
        });
    if started.is_err() {
        inner.loading_behind.store(false, Ordering::Release);
    }
}

/// A columns snapshot and the write it reflects.
struct Snapshot {
    written: u64,
    columns: Arc<columns::Columns>,
}

impl Index {
    /// Opens the index in the data folder, creating it if needed. An index of
    /// another catalogue or format version is started afresh.
    pub fn open(settings: IndexSettings) -> Result<Index, String> {
        // The folder holds the customers' records too: this user's only.
        crate::platform::private_files::private_dir(&settings.data_dir)
            .map_err(|e| format!("{e} (DEALER_DESK_DATA_DIR)"))?;
        let path = settings.data_dir.join(FILE);
        let show = |e: rusqlite::Error| format!("cannot open {}: {e}", path.display());
        let writer = store::open(&path).map_err(show)?;
        let fresh = store::prepare(&writer, &settings.identity).map_err(show)?;
        if fresh {
            tracing::info!(path = %path.display(), "catalogue index: starting afresh");
        }
        let ready = store::get_meta(&writer, "ready").map_err(show)?.as_deref() == Some("1");
        let read_run = |key: &str| -> Option<SyncRun> {
            store::get_meta(&writer, key)
                .ok()
                .flatten()
                .and_then(|j| serde_json::from_str(&j).ok())
        };
        let runs = Runs {
            last_full: read_run("last_full"),
            last_incremental: read_run("last_incremental"),
            ..Runs::default()
        };
        let mut readers = Vec::with_capacity(READERS);
        for _ in 0..READERS {
            readers.push(store::open(&path).map_err(show)?);
        }
        let data_written = Arc::new(AtomicBool::new(false));
        let seen = Arc::clone(&data_written);
        writer.update_hook(Some(
            move |_: rusqlite::hooks::Action, _: &str, table: &str, _: i64| {
                if table != "meta" {
                    seen.store(true, Ordering::Release);
                }
            },
        ));
        Ok(Index {
            inner: Arc::new(Inner {
                settings,
                path,
                writer: Mutex::new(writer),
                readers: Mutex::new(readers),
                permits: Arc::new(tokio::sync::Semaphore::new(READERS)),
                ready: AtomicBool::new(ready),
                runs: Mutex::new(runs),
                counts: Mutex::new(HashMap::new()),
                written: AtomicU64::new(0),
                columns: Mutex::new(None),
                loading: Mutex::new(()),
                loading_behind: AtomicBool::new(false),
                data_written,
            }),
        })
    }

    /// A full sync has finished at some time: search may use the index.
    pub fn is_ready(&self) -> bool {
        self.inner.ready.load(Ordering::Acquire)
    }

    pub fn settings(&self) -> &IndexSettings {
        &self.inner.settings
    }

    /// Runs `f` on a reader connection on a blocking thread.
    async fn read<T, F>(&self, f: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&Connection) -> Result<T, rusqlite::Error> + Send + 'static,
    {
        let permit = Arc::clone(&self.inner.permits)
            .acquire_owned()
            .await
            .map_err(|_| AppError::Internal("The catalogue index is closed.".into()))?;
        let inner = Arc::clone(&self.inner);
        tokio::task::spawn_blocking(move || {
            // The permit lives as long as the connection is in use here: a
            // request dropped meanwhile cannot hand it to the next reader.
            let _permit = permit;
            let conn = lock(&inner.readers).pop();
            let Some(conn) = conn else {
                return Err(AppError::Internal("The catalogue index is busy.".into()));
            };
            let out = in_read_transaction(&conn, f).map_err(db_error);
            lock(&inner.readers).push(conn);
            out
        })
        .await
        .map_err(|_| AppError::Internal("The catalogue index could not answer just now.".into()))?
    }

    /// Runs `f` on a reader connection with the current columns snapshot,
    /// loading a new one first if a write made it stale.
    async fn read_columns<T, F>(&self, f: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&Connection, &columns::Columns) -> Result<T, rusqlite::Error> + Send + 'static,
    {
        self.read_snapshot(move |c, snap| f(c, &snap.columns)).await
    }

    /// As `read_columns`, with the snapshot's write number.
    async fn read_snapshot<T, F>(&self, f: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&Connection, &Snapshot) -> Result<T, rusqlite::Error> + Send + 'static,
    {
        self.read_snapshot_as(Load::Behind, f).await
    }

    async fn read_snapshot_as<T, F>(&self, load: Load, f: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&Connection, &Snapshot) -> Result<T, rusqlite::Error> + Send + 'static,
    {
        let inner = Arc::clone(&self.inner);
        self.read(move |c| {
            let snap = current_columns(&inner, c, load)?;
            f(c, &snap)
        })
        .await
    }

    /// Loads the columns snapshot now if it is stale (after a sync, so the
    /// next search does not wait for it).
    pub async fn warm(&self) -> Result<(), AppError> {
        self.read_snapshot_as(Load::Now, |_, _| Ok(())).await
    }

    /// Runs `f` on the writer connection on a blocking thread.
    async fn write<T, F>(&self, f: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Connection) -> Result<T, rusqlite::Error> + Send + 'static,
    {
        let inner = Arc::clone(&self.inner);
        tokio::task::spawn_blocking(move || {
            let out = f(&mut lock(&inner.writer)).map_err(db_error);
            // Bookkeeping alone (`meta`) leaves the snapshot and counts be.
            if inner.data_written.swap(false, Ordering::AcqRel) {
                inner.written.fetch_add(1, Ordering::AcqRel);
                lock(&inner.counts).clear();
            }
            out
        })
        .await
        .map_err(|_| AppError::Internal("The catalogue index could not be written.".into()))?
    }

    /// One page of the query, with facet counts when asked.
    pub async fn list(
        &self,
        q: &ListQuery,
        currency: Currency,
        facets: bool,
    ) -> Result<Found, AppError> {
        if q.fold {
            let q = q.clone();
            return self
                .read_columns(move |c, cols| fold::list(c, cols, &q, currency, facets))
                .await;
        }
        let key = counts_key(q);
        let q = q.clone();
        let inner = Arc::clone(&self.inner);
        self.read_snapshot(move |c, snap| {
            // Counts kept are used only with the snapshot they were counted on.
            let key = (key, snap.written);
            let known = lock(&inner.counts).get(&key).cloned();
            let (found, counts) = query::list(c, &snap.columns, &q, currency, facets, known)?;
            let mut kept = lock(&inner.counts);
            if kept.len() >= COUNTS_KEPT {
                kept.clear();
            }
            kept.insert(key, counts);
            Ok(found)
        })
        .await
    }

    /// Forgets kept totals and facet counts (benchmarks measure cold queries).
    pub fn forget_counts(&self) {
        lock(&self.inner.counts).clear();
    }

    /// Every matching product's record, in order (the CSV export).
    pub async fn records(
        &self,
        q: &ListQuery,
        currency: Currency,
    ) -> Result<Vec<crate::model::Product>, AppError> {
        let q = q.clone();
        self.read_columns(move |c, cols| {
            let ids = query::record_ids(c, cols, &q, currency)?;
            query::records_by_id(c, &ids)
        })
        .await
    }

    /// The ids of every matching product, in the query's order (for export).
    pub async fn record_ids(
        &self,
        q: &ListQuery,
        currency: Currency,
    ) -> Result<Vec<i64>, AppError> {
        let q = q.clone();
        self.read_columns(move |c, cols| query::record_ids(c, cols, &q, currency))
            .await
    }

    /// The records of these ids, in that order.
    pub async fn records_by_id(
        &self,
        ids: Vec<i64>,
    ) -> Result<Vec<crate::model::Product>, AppError> {
        self.read(move |c| query::records_by_id(c, &ids)).await
    }

    /// Up to `limit` changes the syncs saw at or after `since_ms`, after
    /// the change with id `after` (0: from the first), oldest first.
    pub async fn changes_since(
        &self,
        since_ms: i64,
        after: i64,
        limit: usize,
    ) -> Result<Vec<Change>, AppError> {
        self.read(move |c| changes::since(c, since_ms, after, limit))
            .await
    }

    /// How many changes the syncs saw at or after `since_ms`.
    pub async fn changes_count(&self, since_ms: i64) -> Result<u64, AppError> {
        self.read(move |c| changes::count_since(c, since_ms)).await
    }

    pub async fn suggest(&self, typed: &str) -> Result<Vec<Suggestion>, AppError> {
        let typed = typed.to_string();
        self.read_columns(move |c, cols| query::suggest(c, cols, &typed))
            .await
    }

    /// The SKU whose SKU or EAN is exactly this text.
    pub async fn find_exact(&self, typed: &str) -> Result<Option<String>, AppError> {
        let typed = typed.to_string();
        self.read(move |c| query::find_exact(c, &typed)).await
    }

    /// For each text, the SKU whose SKU or EAN it is exactly, in one read
    /// (a file of codes brought in).
    pub async fn find_exact_all(
        &self,
        typed: Vec<String>,
    ) -> Result<Vec<Option<String>>, AppError> {
        self.read(move |c| typed.iter().map(|t| query::find_exact(c, t)).collect())
            .await
    }

    /// The other products of this SKU's variant family, each with its
    /// colour or size label.
    pub async fn siblings(&self, sku: &str) -> Result<Vec<(String, ProductSummary)>, AppError> {
        let sku = sku.to_string();
        self.read(move |c| family::siblings(c, &sku)).await
    }

    /// Every product whose SKU has this stem, each with its label (the
    /// counter's lookup of a stem).
    pub async fn of_stem(&self, stem: &str) -> Result<Vec<(String, ProductSummary)>, AppError> {
        let stem = stem.to_string();
        self.read(move |c| family::of_stem(c, &stem)).await
    }

    pub async fn summaries(&self, skus: &[String]) -> Result<Vec<ProductSummary>, AppError> {
        let skus = skus.to_vec();
        self.read(move |c| query::summaries(c, &skus)).await
    }

    /// The index's health, for `/status` and `/healthz`.
    pub async fn status(&self) -> IndexStatus {
        let (products, fitment_rows, families) =
            self.read(store::counts).await.unwrap_or((0, 0, 0));
        let size_bytes = ["", "-wal", "-shm"]
            .iter()
            .filter_map(|ext| {
                let mut p = self.inner.path.clone().into_os_string();
                p.push(ext);
                std::fs::metadata(p).ok()
            })
            .map(|m| m.len())
            .sum();
        let runs = lock(&self.inner.runs).clone();
        let every = self.inner.settings.sync_every;
        let last_ok = [&runs.last_full, &runs.last_incremental]
            .into_iter()
            .flatten()
            .filter_map(|r| chrono::DateTime::parse_from_rfc3339(&r.started).ok())
            .max();
        let stale = match last_ok {
            Some(t) => {
                let age = chrono::Utc::now().signed_duration_since(t);
                age.to_std().unwrap_or_default() > every * 3
            }
            None => true,
        };
        IndexStatus {
            ready: self.is_ready(),
            products,
            fitment_rows,
            families,
            size_bytes,
            last_full: runs.last_full,
            last_incremental: runs.last_incremental,
            last_error: runs.last_error,
            running: runs.running.map(str::to_string),
            stale,
            sync_every_secs: every.as_secs(),
            progress: runs.progress,
        }
    }
}

/// Runs `f` inside one read transaction: its statements all see the same
/// state of the index, and the file's shared lock is taken once rather than
/// once per statement (a list page reads a dozen summaries one by one).
fn in_read_transaction<T>(
    conn: &Connection,
    f: impl FnOnce(&Connection) -> Result<T, rusqlite::Error>,
) -> Result<T, rusqlite::Error> {
    // A transaction an earlier read left open (it never should) would pin
    // this connection to an old state of the index: it is ended first.
    if !conn.is_autocommit() {
        let _ = conn.execute_batch("ROLLBACK");
    }
    let began = conn.execute_batch("BEGIN DEFERRED").is_ok();
    let out = f(conn);
    if began && conn.execute_batch("COMMIT").is_err() {
        // Nothing was written: ending it any way frees the snapshot.
        let _ = conn.execute_batch("ROLLBACK");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(conn: &Connection) -> Result<i64, rusqlite::Error> {
        conn.query_row("SELECT count(*) FROM t", [], |r| r.get(0))
    }

    /// A read sees the index as it is when it starts, ends its
    /// transaction, and is not pinned to an old state by a transaction an
    /// earlier read left open.
    #[test]
    fn a_read_is_one_transaction_and_ends_it() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("index.sqlite3");
        let writer = Connection::open(&path).unwrap_or_else(|e| panic!("{e}"));
        writer
            .execute_batch("PRAGMA journal_mode=WAL; CREATE TABLE t(x); INSERT INTO t VALUES (1);")
            .unwrap_or_else(|e| panic!("{e}"));
        let reader = Connection::open(&path).unwrap_or_else(|e| panic!("{e}"));

        // Inside one read, a write made meanwhile is not seen.
        let seen = in_read_transaction(&reader, |c| {
            let before = count(c)?;
            writer.execute("INSERT INTO t VALUES (2)", [])?;
            Ok((before, count(c)?))
        });
        assert_eq!(seen.ok(), Some((1, 1)));
        assert!(reader.is_autocommit(), "the read's transaction is ended");
        assert_eq!(in_read_transaction(&reader, count).ok(), Some(2));

        // A transaction left open on the connection is ended first.
        reader
            .execute_batch("BEGIN; SELECT count(*) FROM t;")
            .unwrap_or_else(|e| panic!("{e}"));
        writer
            .execute("INSERT INTO t VALUES (3)", [])
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(in_read_transaction(&reader, count).ok(), Some(3));
        assert!(reader.is_autocommit());
    }
}
