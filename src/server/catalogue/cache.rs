//! Caching of supplier answers, with coalescing and stale-if-error.
//!
//! Each kind of answer has its own store and time to live. An entry is kept
//! past its time (up to a longer "stale" bound) so that when the supplier
//! fails, the last good answer can still be served, marked with its age.
//! Identical requests that miss at the same moment share one supplier call:
//! the first starts it as a task of its own (so a person closing the page does
//! not cancel it for everyone else), the rest wait for that task.
//! This module must not know supplier paths or shapes.

use std::{
    collections::HashMap,
    future::Future,
    hash::Hash,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use futures::{
    future::{BoxFuture, Shared},
    FutureExt,
};

use crate::model::AppError;

use super::{
    client::worth_serving_stale,
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

/// What a flight brings back: the entry, and whether a supplier call was made.
struct Landed<V> {
    entry: Entry<V>,
    called: bool,
}

impl<V> Clone for Landed<V> {
    fn clone(&self) -> Self {
        Landed {
            entry: self.entry.clone(),
            called: self.called,
        }
    }
}

type Flight<V> = Shared<BoxFuture<'static, Result<Landed<V>, AppError>>>;

/// Sizes and times of one store.
#[derive(Debug, Clone, Copy)]
pub struct StoreSettings {
    /// How long an entry is fresh.
    pub ttl: Duration,
    /// How long an entry may be served stale when the supplier fails.
    pub stale_max: Duration,
    /// Capacity, in weight units (entries, unless a weigher says otherwise).
    pub capacity: u64,
}

/// A cache of one kind of answer, keyed by `K`.
pub struct Store<K, V> {
    kind: &'static str,
    ttl: Duration,
    entries: moka::future::Cache<K, Entry<V>>,
    inflight: Arc<Mutex<HashMap<K, Flight<V>>>>,
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
            entries: b.build(),
            inflight: Arc::new(Mutex::new(HashMap::new())),
            metrics,
        }
    }

    pub fn kind(&self) -> &'static str {
        self.kind
    }

    fn is_fresh(&self, e: &Entry<V>) -> bool {
        e.at.elapsed() < self.ttl
    }

    /// The entry, if it is still fresh.
    pub async fn fresh(&self, key: &K) -> Option<Entry<V>> {
        self.entries.get(key).await.filter(|e| self.is_fresh(e))
    }

    /// The entry, fresh or stale (within the stale bound).
    pub async fn any(&self, key: &K) -> Option<Entry<V>> {
        self.entries.get(key).await
    }

    pub async fn insert(&self, key: K, value: V, skipped: usize) {
        let e = Entry {
            value: Arc::new(value),
            at: Instant::now(),
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
        let (flight, led) = self.join_or_lead(key.clone(), fetch);
        if !led {
            self.metrics.coalesced(self.kind);
        }
        match flight.await {
            Ok(landed) => {
                let result = if led && landed.called {
                    CacheResult::Miss
                } else {
                    CacheResult::Hit
                };
                self.metrics.cache(self.kind, result);
                Ok(fetched(landed.entry, None))
            }
            Err(err) if worth_serving_stale(&err) => match self.any(&key).await {
                Some(e) => {
                    let age = e.at.elapsed();
                    self.metrics.cache(self.kind, CacheResult::Stale);
                    tracing::warn!(
                        kind = self.kind,
                        age_secs = age.as_secs(),
                        error = %err,
                        "supplier failed: serving a stale answer"
                    );
                    Ok(fetched(e, Some(age)))
                }
                None => {
                    self.metrics.cache(self.kind, CacheResult::Miss);
                    Err(err)
                }
            },
            Err(err) => {
                self.metrics.cache(self.kind, CacheResult::Miss);
                Err(err)
            }
        }
    }

    /// Joins the flight for `key`, or starts one. The flight is registered
    /// before it is spawned and removes itself only after its answer is in
    /// the cache, so a request either finds the answer or finds the flight.
    fn join_or_lead<F, Fut>(&self, key: K, fetch: F) -> (Flight<V>, bool)
    where
        F: FnOnce() -> Fut + Send + 'static,
        Fut: Future<Output = Result<(V, usize), AppError>> + Send + 'static,
    {
        let mut map = self.inflight.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(f) = map.get(&key) {
            return (f.clone(), false);
        }
        let entries = self.entries.clone();
        let inflight = Arc::clone(&self.inflight);
        let ttl = self.ttl;
        let k = key.clone();
        let task = tokio::spawn(async move {
            let _unregister = Unregister {
                map: inflight,
                keys: vec![k.clone()],
            };
            // Between a caller's miss and its reaching this map, an earlier
            // flight may have landed: use that answer rather than call again.
            let landed = match entries.get(&k).await.filter(|e| e.at.elapsed() < ttl) {
                Some(entry) => Ok(Landed {
                    entry,
                    called: false,
                }),
                None => match fetch().await {
                    Ok((value, skipped)) => {
                        let entry = Entry {
                            value: Arc::new(value),
                            at: Instant::now(),
                            skipped,
                        };
                        entries.insert(k.clone(), entry.clone()).await;
                        Ok(Landed {
                            entry,
                            called: true,
                        })
                    }
                    Err(e) => {
                        // Gone is gone: a later outage must not bring
                        // the old record back as a stale answer.
                        if matches!(e, AppError::NotFound(_)) {
                            entries.invalidate(&k).await;
                        }
                        Err(e)
                    }
                },
            };
            landed
        });
        let flight = task
            .map(|joined| {
                joined.unwrap_or_else(|_| {
                    Err(AppError::Internal(
                        "a supplier call stopped unexpectedly".into(),
                    ))
                })
            })
            .boxed()
            .shared();
        map.insert(key, flight.clone());
        (flight, true)
    }
}

/// Takes a finished (or failed, or panicked) flight out of the in-flight
/// map, whichever way its task ends.
pub(super) struct Unregister<K: Hash + Eq, F> {
    pub map: Arc<Mutex<HashMap<K, F>>>,
    pub keys: Vec<K>,
}

impl<K: Hash + Eq, F> Drop for Unregister<K, F> {
    fn drop(&mut self) {
        let mut map = self.map.lock().unwrap_or_else(|p| p.into_inner());
        for k in self.keys.drain(..) {
            map.remove(&k);
        }
    }
}

fn fetched<V>(e: Entry<V>, stale_for: Option<Duration>) -> Fetched<Arc<V>> {
    Fetched {
        value: e.value,
        stale_for,
        skipped: e.skipped,
    }
}
