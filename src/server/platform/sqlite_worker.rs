//! One SQLite connection shared by a store (the lists' file, the access
//! file), used only on blocking threads: the async workers never wait on
//! the database. Each store maps the two ways a call can fail (the
//! database's error, a worker that stopped) to its own words.

use std::sync::{Arc, Mutex};

use rusqlite::Connection;

/// A store's one connection.
pub type SharedConnection = Arc<Mutex<Connection>>;

/// A call that did not complete: the database said no, or the blocking
/// worker running it stopped.
#[derive(Debug)]
pub enum BlockingError {
    Database(rusqlite::Error),
    Stopped,
}

/// Runs `f` on the connection on a blocking thread.
pub async fn run_blocking<T, F>(conn: &SharedConnection, f: F) -> Result<T, BlockingError>
where
    T: Send + 'static,
    F: FnOnce(&mut Connection) -> Result<T, rusqlite::Error> + Send + 'static,
{
    let conn = Arc::clone(conn);
    tokio::task::spawn_blocking(move || {
        let mut c = conn.lock().unwrap_or_else(|p| p.into_inner());
        f(&mut c).map_err(BlockingError::Database)
    })
    .await
    .map_err(|_| BlockingError::Stopped)?
}

/// A transaction that takes the file's write lock at once (`BEGIN
/// IMMEDIATE`). A store's changes read before they write; begun deferred,
/// a second connection to the same file (another process on the same data
/// folder) could fail halfway when its read turns into a write. Begun
/// immediate, it waits its turn (the busy timeout) instead.
pub fn write_tx(conn: &mut Connection) -> rusqlite::Result<rusqlite::Transaction<'_>> {
    conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
}
