//! Alive or ready, for a load balancer in front of several portals.
//!
//! A portal is alive while it answers at all (`/healthz/live`). It is
//! ready (`/healthz/ready`, 200 or 503) when it should be sent people:
//! its index is complete, the shared database answers (when there is
//! one), and it is not stopping. On SIGTERM it first says it is not ready
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

use crate::server::{platform::postgres::Pg, syncer::SyncRole};

/// How long a health check waits for the shared database.
const DATABASE_CHECK: Duration = Duration::from_secs(1);

#[derive(Clone, Debug)]
pub struct Readiness {
    stopping: Arc<AtomicBool>,
    sync_role: SyncRole,
    database: Option<Pg>,
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
    pub not_ready: Vec<&'static str>,
}

impl Readiness {
    pub fn new(sync_role: SyncRole, database: Option<Pg>) -> Readiness {
        Readiness {
            stopping: Arc::new(AtomicBool::new(false)),
            sync_role,
            database,
        }
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
            not_ready.push("stopping");
        }
        if !index_ready {
            not_ready.push("the catalogue index is not complete yet");
        }
        if database_reachable == Some(false) {
            not_ready.push("the shared database does not answer");
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
