//! One syncer among several portals sharing a database.
//!
//! Every portal keeps its own index, but only one asks the supplier for the
//! catalogue: the one holding a Postgres advisory lock (session-level, on a
//! connection of its own). It syncs as a lone portal does and copies every
//! chunk to the shared database (`copy`); the others run the same sync
//! against that copy. The lock is the database's: it is released the moment
//! its holder's connection closes (a killed or crashed portal), and another
//! portal takes it at its next try, within `TRY_EVERY`. The holder checks
//! its connection during a sync and stops syncing as soon as it has lost it,
//! so two portals sync at once for at most that long.
//!
//! The portal that takes over carries on the supplier's incremental sync
//! from where the last syncer's left off (`supplier_since`), not from its
//! own last read of the copy, so no supplier change falls between the two.

mod copy;

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
    time::Duration,
};

pub use copy::{Copied, SharedCopy, MIGRATIONS};

use crate::{
    catalogue::Catalogue,
    index::{Index, Supplier, SyncFrom},
    platform::postgres::{Client, Pg},
};

/// The advisory-lock key of the catalogue sync.
const SYNC_LOCK: i64 = 0x4445_534b_0002;
/// How often a portal that does not sync tries to take over, and how often
/// the syncer checks it still holds the lock.
const TRY_EVERY: Duration = Duration::from_secs(5);
/// How soon a failed sync is tried again while the index was never complete.
const RETRY_FIRST: Duration = Duration::from_secs(20);

/// Whether this portal is the one that syncs (shared with whatever else
/// only one portal may do, such as the watch check).
#[derive(Clone, Debug, Default)]
pub struct SyncRole {
    leading: Arc<AtomicBool>,
    /// False for a lone portal: it always syncs.
    shared: bool,
}

impl SyncRole {
    /// A portal alone: it does everything itself.
    pub fn alone() -> SyncRole {
        SyncRole {
            leading: Arc::new(AtomicBool::new(true)),
            shared: false,
        }
    }

    /// True when this portal syncs with the supplier (always, alone).
    pub fn is_syncer(&self) -> bool {
        self.leading.load(Ordering::Acquire)
    }

    /// For `/healthz`: "alone", "syncer" or "follower".
    pub fn label(&self) -> &'static str {
        match (self.shared, self.is_syncer()) {
            (false, _) => "alone",
            (true, true) => "syncer",
            (true, false) => "follower",
        }
    }
}

/// Takes and keeps the sync lock.
pub struct Syncer {
    pg: Pg,
    copy: Arc<SharedCopy>,
    /// The connection holding the lock, while held.
    lock: tokio::sync::Mutex<Option<Client>>,
    role: SyncRole,
    /// How far the copy had come at a follower's last attempt.
    seen: tokio::sync::Mutex<Option<Copied>>,
}

impl Syncer {
    pub fn new(pg: Pg, copy: SharedCopy) -> Syncer {
        Syncer {
            pg,
            copy: Arc::new(copy),
            lock: tokio::sync::Mutex::new(None),
            seen: tokio::sync::Mutex::new(None),
            role: SyncRole {
                leading: Arc::new(AtomicBool::new(false)),
                shared: true,
            },
        }
    }

    pub fn role(&self) -> SyncRole {
        self.role.clone()
    }

    /// Holds the lock after this call if it can: checks the held one is
    /// still held, or tries to take it. Whether this portal syncs now.
    pub async fn try_lead(&self) -> bool {
        let mut held = self.lock.lock().await;
        if let Some(client) = held.as_ref() {
            if client.simple_query("SELECT 1").await.is_ok() {
                return true;
            }
            tracing::warn!("catalogue sync: the connection holding the sync lock was lost");
            *held = None;
        }
        let taken = match self.pg.dedicated().await {
            Ok(client) => match client
                .query_one("SELECT pg_try_advisory_lock($1)", &[&SYNC_LOCK])
                .await
            {
                Ok(row) if row.get::<_, bool>(0) => Some(client),
                Ok(_) => None,
                Err(e) => {
                    tracing::warn!(error = %crate::platform::postgres::PgError::from(e), "catalogue sync: cannot ask for the sync lock");
                    None
                }
            },
            Err(e) => {
                tracing::warn!(error = %e, "catalogue sync: cannot reach the database for the sync lock");
                None
            }
        };
        let leading = taken.is_some();
        *held = taken;
        let was = self.role.leading.swap(leading, Ordering::AcqRel);
        if leading != was {
            if leading {
                tracing::info!("catalogue sync: this portal syncs with the supplier for all");
            } else {
                tracing::info!(
                    "catalogue sync: another portal syncs; this one reads the shared copy"
                );
            }
        }
        leading
    }

    /// Completes once the lock is no longer held (checked every `TRY_EVERY`).
    async fn lost(&self) {
        loop {
            tokio::time::sleep(TRY_EVERY).await;
            let held = self.lock.lock().await;
            let alive = match held.as_ref() {
                Some(c) => c.simple_query("SELECT 1").await.is_ok(),
                None => false,
            };
            if !alive {
                drop(held);
                self.role.leading.store(false, Ordering::Release);
                tracing::warn!("catalogue sync: lost the sync lock; stopping this sync");
                return;
            }
        }
    }

    /// Waits `wait`, ending early when a portal that does not sync takes
    /// the lock over.
    async fn wait_or_lead(&self, wait: Duration, leading: bool) {
        if leading {
            tokio::time::sleep(wait).await;
            return;
        }
        let until = tokio::time::Instant::now() + wait;
        while tokio::time::Instant::now() < until {
            let left = until.saturating_duration_since(tokio::time::Instant::now());
            tokio::time::sleep(left.min(TRY_EVERY)).await;
            if self.try_lead().await {
                return;
            }
        }
    }

    /// One sync as this portal's role says: from the supplier, copied for
    /// the others, or from the copy.
    async fn sync_once(&self, index: &Index, catalogue: &Catalogue, leading: bool) -> bool {
        let kind = index.next_kind();
        if !leading {
            if !self.copy_has_more(index).await {
                return false;
            }
            let from = SyncFrom {
                source: self.copy.as_ref(),
                copy: None,
            };
            return index.sync_from(from, kind).await.is_ok();
        }
        let supplier = Supplier(catalogue.batch());
        let from = SyncFrom {
            source: &supplier,
            copy: Some(self.copy.as_ref()),
        };
        tokio::select! {
            r = index.sync_from(from, kind) => r.is_ok(),
            () = self.lost() => false,
        }
    }

    /// Whether a follower's sync would find anything: an index that was
    /// never complete waits until the syncer has copied more categories
    /// than at its last attempt (so a long first sync elsewhere is not
    /// answered with a failed attempt here every few seconds).
    async fn copy_has_more(&self, index: &Index) -> bool {
        if index.is_ready() {
            return true;
        }
        let Ok(Some(now)) = self.copy.copied().await else {
            return false;
        };
        let mut seen = self.seen.lock().await;
        let more = seen.is_none_or(|s: Copied| now.complete || now.categories > s.categories);
        *seen = Some(now);
        more
    }

    /// Carries on the supplier's sync from where the last syncer left off.
    async fn take_over(&self, index: &Index) {
        match self.copy.supplier_since().await {
            Ok(Some(since)) => {
                if let Err(e) = index.sync_start_at_most(&since).await {
                    tracing::warn!(error = %e, "catalogue sync: cannot carry on from the last syncer");
                }
            }
            Ok(None) => {}
            Err(e) => tracing::warn!(error = %e, "catalogue sync: cannot read the shared copy"),
        }
    }
}

/// Starts the sync loop of a portal that shares a database: sync (from the
/// supplier or from the copy, as the lock says), wait, again.
pub fn spawn_shared_sync_loop(
    index: Index,
    catalogue: Catalogue,
    syncer: Arc<Syncer>,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        if index.is_ready() {
            let _ = index.warm().await;
        }
        let mut was_leading = false;
        loop {
            let leading = syncer.try_lead().await;
            if leading && !was_leading {
                syncer.take_over(&index).await;
            }
            was_leading = leading;
            let ok = syncer.sync_once(&index, &catalogue, leading).await;
            let every = index.settings().sync_every;
            let wait = if ok || index.is_ready() {
                every
            } else {
                every.min(RETRY_FIRST)
            };
            syncer.wait_or_lead(wait, leading).await;
        }
    })
}

/// Keeps choosing the one portal that runs shared work, for portals that
/// each sync their own catalogue (the embedded demo).
pub fn spawn_election_loop(syncer: Arc<Syncer>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            syncer.try_lead().await;
            tokio::time::sleep(TRY_EVERY).await;
        }
    })
}
