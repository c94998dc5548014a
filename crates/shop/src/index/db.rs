//! What every part of the index shares about SQLite and its locks: the
//! result type of a database step, and how a lock is taken. A module of its
//! own, below the others, so none of them imports another for it.

use std::sync::{Mutex, MutexGuard};

/// The result of one step against SQLite.
pub type DbResult<T> = Result<T, rusqlite::Error>;

/// Takes a lock. A panic while it was held leaves the data usable: the
/// database keeps its own consistency, the lock only guards who uses it.
pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}
