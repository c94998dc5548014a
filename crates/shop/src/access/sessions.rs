//! Sign-in sessions: a random token (the cookie's value) mapped to who
//! signed in, until a fixed time. Kept server-side behind `SessionStore`,
//! by the token's SHA-256 only (a copy of the store opens no browser's
//! session), so a restart keeps everyone signed in; signing out removes
//! the session at once, and an expired one is never found (and is swept).
//!
//! Why not `tower-sessions`: it is a layer that owns its cookie and loads
//! the session lazily inside handlers, while the access checks (`http::access_checks`) must
//! know who is signed in before any page, server function or export runs;
//! its stores key records by the cookie's id as sent (not a digest); its
//! expiry reads the system time, not the portal's clock the tests move;
//! and its SQL store is built on `sqlx`, a second SQLite driver beside the
//! `rusqlite` the index and the quote lists use. What it would add here is
//! a few SQL statements, so the store is this small trait: the access
//! file or the shared database (`session_sql.rs`, the same statements on
//! both), or memory (tests). This module must not know which store it
//! talks to.

use std::{
    future::Future,
    pin::Pin,
    sync::{atomic::AtomicI64, Arc},
    time::Duration,
};

use rand::RngCore;
use sha2::{Digest, Sha256};

pub use super::db::StoreError;
use crate::platform::clock::Clock;

#[derive(Debug, Clone)]
pub struct Session {
    pub user: Arc<str>,
    /// The account's credential when the session started (`Users::credential`).
    pub credential: String,
}

/// A session token's SHA-256: what a store keys a session by.
pub type TokenHash = [u8; 32];

/// A session as a store keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSession {
    pub user: String,
    /// The account's credential fingerprint when it started.
    pub credential: String,
    /// Seconds since 1970 (the portal's clock) from which it is over.
    pub expires: i64,
}

/// What a store's calls return.
pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

/// Where sessions are kept. Every call is one small statement.
pub trait SessionStore: Send + Sync + std::fmt::Debug {
    fn insert(&self, id: TokenHash, session: StoredSession) -> StoreFuture<'_, ()>;
    /// The session, if it exists and has not expired by `now`.
    fn find(&self, id: TokenHash, now: i64) -> StoreFuture<'_, Option<StoredSession>>;
    fn remove(&self, id: TokenHash) -> StoreFuture<'_, ()>;
    /// Drops every session expired by `now`; how many.
    fn sweep(&self, now: i64) -> StoreFuture<'_, u64>;
}

/// How often expired sessions are swept (on a sign-in, at most this often).
const SWEEP_EVERY_SECS: i64 = 600;

#[derive(Clone)]
pub struct Sessions {
    store: Arc<dyn SessionStore>,
    ttl: Duration,
    clock: Clock,
    last_sweep: Arc<AtomicI64>,
}

fn token_hash(token: &str) -> TokenHash {
    Sha256::digest(token.as_bytes()).into()
}

/// Tokens are 64 hex digits; anything else is not looked up.
fn well_formed(token: &str) -> bool {
    token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit())
}

impl Sessions {
    pub fn new(ttl: Duration, clock: Clock, store: Arc<dyn SessionStore>) -> Self {
        Sessions {
            store,
            ttl,
            clock,
            last_sweep: Arc::new(AtomicI64::new(0)),
        }
    }

    /// How long a session lasts (for the cookie's `Max-Age`).
    pub fn ttl(&self) -> Duration {
        self.ttl
    }

    /// Starts a session for `user`, whose password hash has this
    /// fingerprint (`Users::credential`); the token goes in the cookie.
    pub async fn start(&self, user: Arc<str>, credential: String) -> Result<String, StoreError> {
        self.start_for(user, credential, self.ttl).await
    }

    /// As `start`, lasting `ttl` (a sign-in waiting for its code).
    pub async fn start_for(
        &self,
        user: Arc<str>,
        credential: String,
        ttl: Duration,
    ) -> Result<String, StoreError> {
        let mut bytes = [0u8; 32];
        rand::rngs::OsRng.fill_bytes(&mut bytes);
        let token = hex::encode(bytes);
        let now = self.clock.unix_secs();
        let ttl = i64::try_from(ttl.as_secs()).unwrap_or(i64::MAX);
        let stored = StoredSession {
            user: user.to_string(),
            credential,
            expires: now.saturating_add(ttl),
        };
        self.store.insert(token_hash(&token), stored).await?;
        self.sweep_now_and_then(now).await;
        Ok(token)
    }

    /// The live session of this token; `None` for an unknown, ended or
    /// expired one (and when the store cannot answer, which is logged).
    pub async fn get(&self, token: &str) -> Option<Session> {
        if !well_formed(token) {
            return None;
        }
        match self
            .store
            .find(token_hash(token), self.clock.unix_secs())
            .await
        {
            Ok(found) => found.map(|s| Session {
                user: s.user.into(),
                credential: s.credential,
            }),
            Err(e) => {
                tracing::error!(error = %e, "sessions: a session could not be read");
                None
            }
        }
    }

    /// Ends a session at once.
    pub async fn end(&self, token: &str) -> Result<(), StoreError> {
        if !well_formed(token) {
            return Ok(());
        }
        self.store.remove(token_hash(token)).await
    }

    /// Drops expired sessions, when the last sweep is long enough ago.
    async fn sweep_now_and_then(&self, now: i64) {
        use std::sync::atomic::Ordering;
        let last = self.last_sweep.load(Ordering::Relaxed);
        if now - last < SWEEP_EVERY_SECS
            || self
                .last_sweep
                .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
                .is_err()
        {
            return;
        }
        match self.store.sweep(now).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(sessions = n, "sessions: expired ones swept"),
            Err(e) => tracing::warn!(error = %e, "sessions: expired ones could not be swept"),
        }
    }
}

/// Sessions in this process's memory only (tests; lost on restart).
#[derive(Debug)]
pub struct MemorySessions {
    live: moka::sync::Cache<TokenHash, StoredSession>,
}

impl Default for MemorySessions {
    fn default() -> Self {
        MemorySessions {
            live: moka::sync::Cache::builder().max_capacity(100_000).build(),
        }
    }
}

impl SessionStore for MemorySessions {
    fn insert(&self, id: TokenHash, session: StoredSession) -> StoreFuture<'_, ()> {
        self.live.insert(id, session);
        Box::pin(async { Ok(()) })
    }

    fn find(&self, id: TokenHash, now: i64) -> StoreFuture<'_, Option<StoredSession>> {
        let found = self.live.get(&id).filter(|s| s.expires > now);
        Box::pin(async move { Ok(found) })
    }

    fn remove(&self, id: TokenHash) -> StoreFuture<'_, ()> {
        self.live.invalidate(&id);
        Box::pin(async { Ok(()) })
    }

    fn sweep(&self, now: i64) -> StoreFuture<'_, u64> {
        let mut gone = 0;
        for (id, s) in self.live.iter() {
            if s.expires <= now {
                self.live.invalidate(&*id);
                gone += 1;
            }
        }
        Box::pin(async move { Ok(gone) })
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// Start, find, end and expiry, for any store.
    pub async fn a_store_starts_ends_and_expires(store: Arc<dyn SessionStore>) {
        let clock = Clock::adjustable();
        let s = Sessions::new(Duration::from_secs(3600), clock.clone(), store.clone());
        let t = s
            .start("anna".into(), "c1".into())
            .await
            .unwrap_or_default();
        assert_eq!(t.len(), 64);
        assert_eq!(s.get(&t).await.map(|x| x.user).as_deref(), Some("anna"));
        assert!(s.get("not-a-token").await.is_none());
        let t2 = s.start("bob".into(), "c2".into()).await.unwrap_or_default();
        assert_ne!(t, t2);
        assert!(s.end(&t2).await.is_ok());
        assert!(s.get(&t2).await.is_none(), "ended at once");
        clock.advance(Duration::from_secs(3599));
        assert!(s.get(&t).await.is_some(), "not yet");
        clock.advance(Duration::from_secs(1));
        assert!(s.get(&t).await.is_none(), "expired");
        let now = clock.unix_secs();
        assert_eq!(store.sweep(now).await, Ok(1), "the expired one is swept");
        assert_eq!(store.sweep(now).await, Ok(0));
    }

    #[tokio::test]
    async fn sessions_in_memory_start_end_and_expire() {
        a_store_starts_ends_and_expires(Arc::new(MemorySessions::default())).await;
    }
}
