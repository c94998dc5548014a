//! Call-sharing: one supplier call for everyone who asks the same at once.
//!
//! A shared call is a spawned task whose answer many callers can await. It is
//! registered under its keys before it is spawned and takes itself out when
//! its task ends (after the task's own writes to a cache), so a caller
//! either finds the answer in the cache or finds the shared call. Spawning means a
//! person closing the page does not cancel the call for everyone else.
//! The answers pages get (one per key, one per group of keys) are the
//! callers' business; this module knows nothing of suppliers or caches.

use std::{
    collections::HashMap,
    future::Future,
    hash::Hash,
    sync::{Arc, Mutex, MutexGuard},
};

use futures::{
    future::{BoxFuture, Shared},
    FutureExt,
};

/// An answer under way, awaited by any number of callers.
pub type SharedAnswer<T> = Shared<BoxFuture<'static, T>>;

type Map<K, T> = Arc<Mutex<HashMap<K, SharedAnswer<T>>>>;

/// Where one key's answer will come from.
pub struct Joined<K, T> {
    pub key: K,
    pub answer: SharedAnswer<T>,
    /// This caller started the shared call (rather than joining one under way).
    pub started: bool,
}

/// The calls under way under way, by key.
pub struct InFlight<K, T> {
    map: Map<K, T>,
    /// The answer of a shared call whose task stopped (it panicked).
    lost: fn() -> T,
}

impl<K, T> InFlight<K, T>
where
    K: Hash + Eq + Clone + Send + 'static,
    T: Clone + Send + Sync + 'static,
{
    pub fn new(lost: fn() -> T) -> Self {
        InFlight {
            map: Arc::new(Mutex::new(HashMap::new())),
            lost,
        }
    }

    /// Joins the shared call under way for `key`, or starts one with `start`.
    pub fn join<F, Fut>(&self, key: K, start: F) -> Joined<K, T>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = T> + Send + 'static,
    {
        let mut map = self.lock();
        if let Some(f) = map.get(&key) {
            return Joined {
                answer: f.clone(),
                key,
                started: false,
            };
        }
        let answer = self.launch(&mut map, vec![key.clone()], start());
        Joined {
            key,
            answer,
            started: true,
        }
    }

    /// Joins the calls under way under way for any of `keys`; the others are split
    /// into groups by `group`, and each group becomes one call started by
    /// `start`. One entry per key, in the order joined then started.
    pub fn join_many<G, F, Fut>(&self, keys: Vec<K>, group: G, mut start: F) -> Vec<Joined<K, T>>
    where
        G: FnOnce(Vec<K>) -> Vec<Vec<K>>,
        F: FnMut(Vec<K>) -> Fut,
        Fut: Future<Output = T> + Send + 'static,
    {
        let mut map = self.lock();
        let mut out = Vec::with_capacity(keys.len());
        let mut mine = Vec::new();
        for key in keys {
            match map.get(&key) {
                Some(f) => out.push(Joined {
                    answer: f.clone(),
                    key,
                    started: false,
                }),
                None => mine.push(key),
            }
        }
        for keys in group(mine).into_iter().filter(|g| !g.is_empty()) {
            let answer = self.launch(&mut map, keys.clone(), start(keys.clone()));
            out.extend(keys.into_iter().map(|key| Joined {
                key,
                answer: answer.clone(),
                started: true,
            }));
        }
        out
    }

    /// How many keys have a shared call under way.
    #[cfg(test)]
    fn under_way(&self) -> usize {
        self.lock().len()
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<K, SharedAnswer<T>>> {
        self.map.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Spawns `work` and registers it under `keys` (the caller holds the
    /// map's lock, so nobody can miss both the answer and the shared call).
    fn launch<Fut>(
        &self,
        map: &mut HashMap<K, SharedAnswer<T>>,
        keys: Vec<K>,
        work: Fut,
    ) -> SharedAnswer<T>
    where
        Fut: Future<Output = T> + Send + 'static,
    {
        let unregister = Unregister {
            map: Arc::clone(&self.map),
            keys: keys.clone(),
        };
        let lost = self.lost;
        let answer = tokio::spawn(async move {
            let _unregister = unregister;
            work.await
        })
        .map(move |joined| joined.unwrap_or_else(|_| lost()))
        .boxed()
        .shared();
        for key in keys {
            map.insert(key, answer.clone());
        }
        answer
    }
}

/// Takes a finished (or failed, or panicked) call out of the map,
/// whichever way its task ends.
struct Unregister<K: Hash + Eq, T> {
    map: Map<K, T>,
    keys: Vec<K>,
}

impl<K: Hash + Eq, T> Drop for Unregister<K, T> {
    fn drop(&mut self) {
        let mut map = self.map.lock().unwrap_or_else(|p| p.into_inner());
        for k in self.keys.drain(..) {
            map.remove(&k);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    #[tokio::test]
    async fn callers_at_once_share_one_flight_which_then_leaves() {
        let in_flight: InFlight<&'static str, u32> = InFlight::new(|| 0);
        let calls = Arc::new(AtomicUsize::new(0));
        let (tx, rx) = tokio::sync::oneshot::channel::<u32>();
        let c = Arc::clone(&calls);
        let first = in_flight.join("a", move || async move {
            c.fetch_add(1, Ordering::SeqCst);
            rx.await.unwrap_or(0)
        });
        let second = in_flight.join("a", || async { 99 });
        assert!(first.started && !second.started);
        assert_eq!(in_flight.under_way(), 1);
        let _ = tx.send(7);
        assert_eq!(first.answer.await, 7);
        assert_eq!(second.answer.await, 7);
        assert_eq!(calls.load(Ordering::SeqCst), 1);
        assert_eq!(in_flight.under_way(), 0);
    }

    #[tokio::test]
    async fn groups_join_what_is_under_way_and_start_the_rest() {
        let in_flight: InFlight<u32, Vec<u32>> = InFlight::new(Vec::new);
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        let held = in_flight.join(2, move || async move {
            let _ = rx.await;
            vec![2]
        });
        assert!(held.started);
        let joined = in_flight.join_many(
            vec![1, 2, 3, 4, 5],
            |keys| keys.chunks(2).map(<[u32]>::to_vec).collect(),
            |keys| async move { keys },
        );
        let started: Vec<(u32, bool)> = joined.iter().map(|b| (b.key, b.started)).collect();
        assert_eq!(
            started,
            vec![(2, false), (1, true), (3, true), (4, true), (5, true)]
        );
        let _ = tx.send(());
        let mut answers = Vec::new();
        for b in joined {
            answers.push(b.answer.await);
        }
        assert_eq!(
            answers,
            vec![vec![2], vec![1, 3], vec![1, 3], vec![4, 5], vec![4, 5]]
        );
        assert_eq!(in_flight.under_way(), 0);
    }

    #[tokio::test]
    async fn a_task_that_panics_answers_the_lost_value_and_leaves() {
        let in_flight: InFlight<u8, u8> = InFlight::new(|| 42);
        let b = in_flight.join(1, || async { panic!("the call broke") });
        assert_eq!(b.answer.await, 42);
        assert_eq!(in_flight.under_way(), 0);
    }
}
