//! Caching of supplier answers, with coalescing and stale-if-error.
//!
//! Each kind of answer has its own store and time to live. An entry is kept
//! past its time (up to a longer "stale" bound) so that when the supplier
//! fails, the last good answer can still be served, marked with its age.
//! Identical requests that miss at the same moment share one supplier call
//! (a shared call, `in_flight.rs`).
//! This module must not know supplier paths or shapes.

use std::{
    future::Future,
    hash::Hash,
    sync::Arc,
    time::{Duration, Instant},
};

use crate::{model::AppError, platform::clock::Clock};

use super::{
    client::worth_serving_stale,
    in_flight::{InFlight, Joined},
    metrics::{CacheResult, Metrics},
    Fetched,
};

/// One cached answer and when it was fetched.
#[derive(Debug)]
pub struct Entry<V> {
    pub value: Arc<V>,
    pub at: Instant,
    /// Records of this answer that could not be read and were left out.
    pub skipped: usize,
}

impl<V> Clone for Entry<V> {
    fn clone(&self) -> Self {
        Entry {
            value: Arc::clone(&self.value),
            at: self.at,
            skipped: self.skipped,
        }
    }
}

/// What a shared call brings back: the entry, and whether a supplier call was made.
struct Answered<V> {
    entry: Entry<V>,
    called: bool,
}

impl<V> Clone for Answered<V> {
    fn clone(&self) -> Self {
        Answered {
            entry: self.entry.clone(),
            called: self.called,
        }
    }
}

type CallAnswer<V> = Result<Answered<V>, AppError>;

/// Sizes and times of one store.
#[derive(Debug, Clone)]
pub struct StoreSettings {
    /// How long an entry is fresh.
    pub ttl: Duration,
    /// How long an entry may be served stale when the supplier fails.
    pub stale_max: Duration,
    /// Capacity, in weight units (entries, unless a weigher says otherwise).
    pub capacity: u64,
    /// What "now" is when an entry's age is asked.
    pub clock: Clock,
}

/// A cache of one kind of answer, keyed by `K`.
pub struct Store<K, V> {
    kind: &'static str,
    ttl: Duration,
    stale_max: Duration,
    clock: Clock,
    entries: moka::future::Cache<K, Entry<V>>,
    in_flight: InFlight<K, CallAnswer<V>>,
    metrics: Arc<Metrics>,
}

impl<K, V> Store<K, V>
where
    K: Hash + Eq + Clone + Send + Sync + 'static,
    V: Send + Sync + 'static,
{
    /// `weigh` gives an entry's weight against `capacity` (e.g. the rows of
    /// a search answer); without it every entry weighs one.
    pub fn new(
        kind: &'static str,
        s: StoreSettings,
        weigh: Option<fn(&V) -> u32>,
        metrics: Arc<Metrics>,
    ) -> Self {
        let mut b = moka::future::Cache::builder()
            .name(kind)
            .max_capacity(s.capacity.max(1))
            .time_to_live(s.stale_max.max(s.ttl));
        if let Some(w) = weigh {
            b = b.weigher(move |_k: &K, e: &Entry<V>| w(&e.value).max(1));
        }
        Store {
            kind,
            ttl: s.ttl,
            stale_max: s.stale_max.max(s.ttl),
            clock: s.clock,
            entries: b.build(),
            in_flight: InFlight::new(|| {
                Err(AppError::Internal(
                    "a supplier call stopped unexpectedly".into(),
                ))
            }),
            metrics,
        }
    }

    pub fn kind(&self) -> &'static str {
        self.kind
    }

    /// Whether the entry is within its time to live.
    pub fn is_fresh(&self, e: &Entry<V>) -> bool {
        self.clock.since(e.at) < self.ttl
    }

    /// How long ago the entry was fetched.
    pub fn age(&self, e: &Entry<V>) -> Duration {
        self.clock.since(e.at)
    }

    /// The entry, if it is still fresh.
    pub async fn fresh(&self, key: &K) -> Option<Entry<V>> {
        self.entries.get(key).await.filter(|e| self.is_fresh(e))
    }

    /// The entry, fresh or stale (within the stale bound).
    pub async fn any(&self, key: &K) -> Option<Entry<V>> {
        let e = self.entries.get(key).await?;
        (self.clock.since(e.at) <= self.stale_max).then_some(e)
    }

    pub async fn insert(&self, key: K, value: V, skipped: usize) {
        let e = Entry {
            value: Arc::new(value),
            at: self.clock.now(),
            skipped,
        };
        self.entries.insert(key, e).await;
    }

    /// The fresh entry; else the answer of one supplier call shared by all
    /// who ask at once; else, if the supplier failed, the stale entry.
    pub async fn get_or_fetch<F, Fut>(&self, key: K, fetch: F) -> Result<Fetched<Arc<V>>, AppError>
    where
        F: FnOnce() -> Fut + Send + 'static,
        Fut: Future<Output = Result<(V, usize), AppError>> + Send + 'static,
    {
        if let Some(e) = self.fresh(&key).await {
            self.metrics.cache(self.kind, CacheResult::Hit);
            return Ok(fetched(e, None));
        }
        let joined = self.join(key, fetch);
        if !joined.started {
            self.metrics.coalesced(self.kind);
        }
        match joined.answer.await {
            Ok(answered) => {
                let result = if joined.started && answered.called {
                    CacheResult::Miss
                } else {
                    CacheResult::Hit
                };
                self.metrics.cache(self.kind, result);
                Ok(fetched(answered.entry, None))
            }
            Err(err) => {
                let reason = err.to_string();
                let (e, age) = self.fall_back(&joined.key, err).await?;
                tracing::warn!(
                    kind = self.kind,
                    age_secs = age.as_secs(),
                    error = %reason,
                    "supplier failed: serving a stale answer"
                );
                Ok(fetched(e, Some(age)))
            }
        }
    }

    /// After a failed supplier call: the stale entry and its age, when the
    /// failure is one worth hiding (an outage, not "not found" or a refused
    /// key) and an entry within the stale bound exists; else the error.
    pub async fn fall_back(
        &self,
        key: &K,
        err: AppError,
    ) -> Result<(Entry<V>, Duration), AppError> {
        if worth_serving_stale(&err) {
            if let Some(e) = self.any(key).await {
                self.metrics.cache(self.kind, CacheResult::Stale);
                let age = self.clock.since(e.at);
                return Ok((e, age));
            }
        }
        self.metrics.cache(self.kind, CacheResult::Miss);
        Err(err)
    }

    /// Joins the shared call for `key`, or starts one: it uses an answer that
    /// fetched since the caller's miss, else calls `fetch` and stores what
    /// it brings.
    fn join<F, Fut>(&self, key: K, fetch: F) -> Joined<K, CallAnswer<V>>
    where
        F: FnOnce() -> Fut + Send + 'static,
        Fut: Future<Output = Result<(V, usize), AppError>> + Send + 'static,
    {
        let entries = self.entries.clone();
        let ttl = self.ttl;
        let clock = self.clock.clone();
        let k = key.clone();
        self.in_flight.join(key, move || async move {
            // Between a caller's miss and its reaching the calls under way, an
            // earlier call may have answered: use that answer.
            if let Some(entry) = entries.get(&k).await.filter(|e| clock.since(e.at) < ttl) {
                return Ok(Answered {
                    entry,
                    called: false,
                });
            }
            match fetch().await {
                Ok((value, skipped)) => {
                    let entry = Entry {
                        value: Arc::new(value),
                        at: clock.now(),
                        skipped,
                    };
                    entries.insert(k, entry.clone()).await;
                    Ok(Answered {
                        entry,
                        called: true,
                    })
                }
                Err(e) => {
                    // Gone is gone: a later outage must not bring the old
                    // record back as a stale answer.
                    if matches!(e, AppError::NotFound(_)) {
                        entries.invalidate(&k).await;
                    }
                    Err(e)
                }
            }
        })
    }
}

fn fetched<V>(e: Entry<V>, stale_for: Option<Duration>) -> Fetched<Arc<V>> {
    Fetched {
        value: e.value,
        stale_for,
        skipped: e.skipped,
    }
}
