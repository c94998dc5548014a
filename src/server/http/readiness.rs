//! Alive or ready, for a load balancer in front of several portals.
//!
//! A portal is alive while it answers at all (`/healthz/live`). It is
//! ready (`/healthz/ready`, 200 or 503) when it should be sent people:
//! its index is complete, the shared database answers (when there is
//! one), its stores take changes (none refused one for a full disk or a
//! read-only file in the last minute: `platform::sql::WriteHealth`), and
//! it is not stopping. On SIGTERM it first says it is not ready
//! and keeps serving for `SHUTDOWN_NOTICE_SECS`, so the balancer stops
//! sending it new people; then it stops accepting connections and lets
//! the requests in flight finish (`listen`). A lone portal serves before
//! its first sync completes (lists show what arrived so far), so "not
//! ready" never stops it from answering: it only tells a balancer that
//! another portal would do better.

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
    time::Duration,
};

use serde::Serialize;

use crate::server::{
    platform::{postgres::Pg, sql::WriteHealth},
    syncer::SyncRole,
};

/// How long a health check waits for the shared database.
const DATABASE_CHECK: Duration = Duration::from_secs(1);

#[derive(Clone, Debug)]
pub struct Readiness {
    stopping: Arc<AtomicBool>,
    sync_role: SyncRole,
    database: Option<Pg>,
    stores: Vec<StoreWrites>,
}

/// One store whose refused changes make the portal not ready.
#[derive(Clone, Debug)]
pub struct StoreWrites {
    /// Its name in `not_ready`, e.g. "the quote lists and customers".
    pub name: &'static str,
    pub health: WriteHealth,
}

/// What `/healthz` says of the portal's place among others.
#[derive(Debug, Clone, Serialize)]
pub struct ReadinessView {
    pub ready: bool,
    pub stopping: bool,
    /// "alone", "syncer" (syncs with the supplier for all) or "follower".
    pub sync_role: &'static str,
    /// `None` without a shared database.
    pub database_reachable: Option<bool>,
    /// Why not ready, in words; empty when ready.
    pub not_ready: Vec<String>,
}

impl Readiness {
    pub fn new(sync_role: SyncRole, database: Option<Pg>) -> Readiness {
        Readiness {
            stopping: Arc::new(AtomicBool::new(false)),
            sync_role,
            database,
            stores: Vec::new(),
        }
    }

    /// The same, not ready while one of these stores refuses changes.
    pub fn with_stores(self, stores: Vec<StoreWrites>) -> Readiness {
        Readiness { stores, ..self }
    }

    /// A lone portal's, for tests and tools.
    pub fn alone() -> Readiness {
        Readiness::new(SyncRole::alone(), None)
    }

    /// From now on the portal says it is not ready.
    pub fn begin_stopping(&self) {
        self.stopping.store(true, Ordering::Release);
    }

    pub fn sync_role(&self) -> &SyncRole {
        &self.sync_role
    }

    async fn database_answers(pg: &Pg) -> bool {
        let check = async {
            match pg.client().await {
                Ok(c) => c.simple_query("SELECT 1").await.is_ok(),
                Err(_) => false,
            }
        };
        tokio::time::timeout(DATABASE_CHECK, check)
            .await
            .unwrap_or(false)
    }

    /// The view now, given whether the index is complete.
    pub async fn view(&self, index_ready: bool) -> ReadinessView {
        let stopping = self.stopping.load(Ordering::Acquire);
        let database_reachable = match &self.database {
            Some(pg) => Some(Self::database_answers(pg).await),
            None => None,
        };
        let mut not_ready = Vec::new();
        if stopping {
            not_ready.push("stopping".to_string());
        }
        if !index_ready {
            not_ready.push("the catalogue index is not complete yet".to_string());
        }
        if database_reachable == Some(false) {
            not_ready.push("the shared database does not answer".to_string());
        }
        for store in &self.stores {
            if let Some(why) = store.health.refused() {
                not_ready.push(format!("{} refused a change: {}", store.name, why.reason()));
            }
        }
        ReadinessView {
            ready: not_ready.is_empty(),
            stopping,
            sync_role: self.sync_role.label(),
            database_reachable,
            not_ready,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::server::platform::sql::{Db, DbError, WriteRefusal};

    /// A store whose file may grow to only a few pages: a large change is
    /// refused the way a full disk refuses it (`SQLITE_FULL`).
    fn small_store() -> Db {
        let conn = rusqlite::Connection::open_in_memory().unwrap_or_else(|e| panic!("{e}"));
        conn.execute_batch("CREATE TABLE t (v BLOB); PRAGMA max_page_count = 8;")
            .unwrap_or_else(|e| panic!("{e}"));
        Db::sqlite(conn, None)
    }

    async fn insert(db: &Db, bytes: usize) -> Result<(), DbError> {
        db.write(move |tx| tx.execute("INSERT INTO t (v) VALUES (?1)", &[&vec![7u8; bytes]]))
            .await
            .map(|_| ())
    }

    #[tokio::test]
    async fn a_store_that_refuses_changes_makes_the_portal_not_ready_until_one_commits() {
        let db = small_store();
        let readiness = Readiness::alone().with_stores(vec![StoreWrites {
            name: "the quote lists and customers",
            health: db.write_health().clone(),
        }]);
        assert!(readiness.view(true).await.ready);

        let refused = insert(&db, 64 * 1024).await.expect_err("the file is full");
        assert_eq!(refused.refusal(), Some(WriteRefusal::DiskFull));
        let view = readiness.view(true).await;
        assert!(!view.ready);
        assert_eq!(
            view.not_ready,
            vec!["the quote lists and customers refused a change: the disk is full".to_string()]
        );

        insert(&db, 10).await.unwrap_or_else(|e| panic!("{e}"));
        assert!(
            readiness.view(true).await.ready,
            "a committed change clears it"
        );
    }
}
