//! Call-sharing: one supplier call for everyone who asks the same at once.
//!
//! A flight is a spawned task whose answer many callers can await. It is
//! registered under its keys before it is spawned and takes itself out when
//! its task ends (after the task's own writes to a cache), so a caller
//! either finds the answer in the cache or finds the flight. Spawning means a
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
pub type Flight<T> = Shared<BoxFuture<'static, T>>;

type Map<K, T> = Arc<Mutex<HashMap<K, Flight<T>>>>;

/// Where one key's answer will come from.
pub struct Boarded<K, T> {
    pub key: K,
    pub flight: Flight<T>,
    /// This caller started the flight (rather than joining one under way).
    pub led: bool,
}

/// The flights under way, by key.
pub struct Flights<K, T> {
    map: Map<K, T>,
    /// The answer of a flight whose task stopped (it panicked).
    lost: fn() -> T,
}

impl<K, T> Flights<K, T>
where
    K: Hash + Eq + Clone + Send + 'static,
    T: Clone + Send + Sync + 'static,
{
    pub fn new(lost: fn() -> T) -> Self {
        Flights {
            map: Arc::new(Mutex::new(HashMap::new())),
            lost,
        }
    }

    /// Joins the flight under way for `key`, or starts one with `start`.
    pub fn board<F, Fut>(&self, key: K, start: F) -> Boarded<K, T>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = T> + Send + 'static,
    {
        let mut map = self.lock();
        if let Some(f) = map.get(&key) {
            return Boarded {
                flight: f.clone(),
                key,
                led: false,
            };
        }
        let flight = self.launch(&mut map, vec![key.clone()], start());
        Boarded {
            key,
            flight,
            led: true,
        }
    }

    /// Joins the flights under way for any of `keys`; the others are split
    /// into groups by `group`, and each group becomes one flight started by
    /// `start`. One entry per key, in the order joined then started.
    pub fn board_many<G, F, Fut>(&self, keys: Vec<K>, group: G, mut start: F) -> Vec<Boarded<K, T>>
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
                Some(f) => out.push(Boarded {
                    flight: f.clone(),
                    key,
                    led: false,
                }),
                None => mine.push(key),
            }
        }
        for keys in group(mine).into_iter().filter(|g| !g.is_empty()) {
            let flight = self.launch(&mut map, keys.clone(), start(keys.clone()));
            out.extend(keys.into_iter().map(|key| Boarded {
                key,
                flight: flight.clone(),
                led: true,
            }));
        }
        out
    }

    /// How many keys have a flight under way.
    #[cfg(test)]
    fn under_way(&self) -> usize {
        self.lock().len()
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<K, Flight<T>>> {
        self.map.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Spawns `work` and registers it under `keys` (the caller holds the
    /// map's lock, so nobody can miss both the answer and the flight).
    fn launch<Fut>(&self, map: &mut HashMap<K, Flight<T>>, keys: Vec<K>, work: Fut) -> Flight<T>
    where
        Fut: Future<Output = T> + Send + 'static,
    {
        let unregister = Unregister {
            map: Arc::clone(&self.map),
            keys: keys.clone(),
        };
        let lost = self.lost;
        let flight = tokio::spawn(async move {
            let _unregister = unregister;
            work.await
        })
        .map(move |joined| joined.unwrap_or_else(|_| lost()))
        .boxed()
        .shared();
        for key in keys {
            map.insert(key, flight.clone());
        }
        flight
    }
}

/// Takes a finished (or failed, or panicked) flight out of the map,
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
        let flights: Flights<&'static str, u32> = Flights::new(|| 0);
        let calls = Arc::new(AtomicUsize::new(0));
        let (tx, rx) = tokio::sync::oneshot::channel::<u32>();
        let c = Arc::clone(&calls);
        let first = flights.board("a", move || async move {
            c.fetch_add(1, Ordering::SeqCst);
            rx.await.unwrap_or(0)
        });
        let second = flights.board("a", || async { 99 });
        assert!(first.led && !second.led);
        assert_eq!(flights.under_way(), 1);
        let _ = tx.send(7);
        assert_eq!(first.flight.await, 7);
        assert_eq!(second.flight.await, 7);
        assert_eq!(calls.load(Ordering::SeqCst), 1);
        assert_eq!(flights.under_way(), 0);
    }

    #[tokio::test]
    async fn groups_join_what_is_under_way_and_start_the_rest() {
        let flights: Flights<u32, Vec<u32>> = Flights::new(Vec::new);
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        let held = flights.board(2, move || async move {
            let _ = rx.await;
            vec![2]
        });
        assert!(held.led);
        let boarded = flights.board_many(
            vec![1, 2, 3, 4, 5],
            |keys| keys.chunks(2).map(<[u32]>::to_vec).collect(),
            |keys| async move { keys },
        );
        let led: Vec<(u32, bool)> = boarded.iter().map(|b| (b.key, b.led)).collect();
        assert_eq!(
            led,
            vec![(2, false), (1, true), (3, true), (4, true), (5, true)]
        );
        let _ = tx.send(());
        let mut answers = Vec::new();
        for b in boarded {
            answers.push(b.flight.await);
        }
        assert_eq!(
            answers,
            vec![vec![2], vec![1, 3], vec![1, 3], vec![4, 5], vec![4, 5]]
        );
        assert_eq!(flights.under_way(), 0);
    }

    #[tokio::test]
    async fn a_task_that_panics_answers_the_lost_value_and_leaves() {
        let flights: Flights<u8, u8> = Flights::new(|| 42);
        let b = flights.board(1, || async { panic!("the call broke") });
        assert_eq!(b.flight.await, 42);
        assert_eq!(flights.under_way(), 0);
    }
}
