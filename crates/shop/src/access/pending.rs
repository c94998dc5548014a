//! How many requests each client has in progress at once.
//!
//! A request for a product nobody has asked for costs a supplier call, and
//! the supplier's allowance is the portal's, shared by everyone. A client
//! that sends hundreds of such requests at once would hold all of it; with
//! a few requests in progress per client, the others it sends are told to
//! wait (429) at once, and everyone else's pages still find room. A browser
//! opens at most six connections to one site (most of them for files, which
//! are not counted), so a person never meets it.
//!
//! The count stays per portal even when other limits are shared
//! (`shared_limits`): it bounds the work one portal holds for a client,
//! which is a portal's own resource, and a shared count would cost two
//! round trips a request (in and out) and need leases so that a dead
//! portal's counts expire. Behind N portals a client may have N times the
//! places, still a few; what it may spend of the supplier's allowance is
//! bounded by the shared request rate and the shared allowance itself.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

pub struct Pending {
    max: usize,
    counts: Mutex<HashMap<String, usize>>,
}

/// The client already has as many requests in progress as it may.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Full;

/// One request in progress; dropping it frees the place.
pub struct Place {
    pending: Arc<Pending>,
    key: String,
}

impl Pending {
    pub fn new(max: usize) -> Arc<Self> {
        Arc::new(Pending {
            max: max.max(1),
            counts: Mutex::new(HashMap::new()),
        })
    }

    /// A place for one more request of this client, if it has one left.
    pub fn enter(self: &Arc<Self>, key: &str) -> Option<Place> {
        let mut counts = self.counts.lock().ok()?;
        let n = counts.entry(key.to_string()).or_insert(0);
        if *n >= self.max {
            return None;
        }
        *n += 1;
        Some(Place {
            pending: Arc::clone(self),
            key: key.to_string(),
        })
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        if let Ok(mut counts) = self.pending.counts.lock() {
            if let Some(n) = counts.get_mut(&self.key) {
                *n = n.saturating_sub(1);
                if *n == 0 {
                    counts.remove(&self.key);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_gets_a_few_places_and_others_their_own() {
        let p = Pending::new(2);
        let a1 = p.enter("a").unwrap();
        let _a2 = p.enter("a").unwrap();
        assert!(p.enter("a").is_none());
        assert!(p.enter("b").is_some());
        drop(a1);
        assert!(p.enter("a").is_some());
    }
}
