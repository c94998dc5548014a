//! Who makes the next supplier call: the order in which callers get cells
//! of the portal's one allowance (`limiter`).
//!
//! Two classes wait here. A person's call (a page, a lookup, live stock, a
//! quote) goes before batch work (syncs, stock exports); batch work still
//! gets one cell in every `batch_every` while both wait, so it finishes.
//! Among people, each client (a session or an address) has its own line and
//! the lines are served in turn, one call each: a client that floods the
//! portal holds one place in the rotation, not the whole queue. A client
//! whose line was empty joins the rotation at its head (as new flows do in
//! fair queueing): someone asking for one page goes before the busy
//! clients' next calls, and a flood, whose line never empties, cannot
//! use that to jump ahead.
//!
//! There is no background task: whoever waits takes the role of handing out
//! cells (one at a time, behind a fair async lock) until its own call is
//! served, and the next waiter takes over; a caller that gives up (its
//! request was dropped, or it waited too long) leaves its place empty and is
//! skipped. This module must not make calls or know about endpoints.
//! With several portals on one shared allowance, each decides the order of
//! its own callers here; the limiter decides when a cell is free.

use std::{
    collections::{HashMap, VecDeque},
    sync::{Arc, Mutex},
    time::Duration,
};

use tokio::sync::oneshot;

use super::limiter::{Limiter, TooLong};

/// How urgent a call is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Class {
    /// Someone is waiting for the answer.
    Person,
    /// Work nobody watches: syncs, stock exports.
    Batch,
}

impl Class {
    pub fn label(self) -> &'static str {
        match self {
            Class::Person => "person",
            Class::Batch => "batch",
        }
    }
}

/// Who a call is for: its class, and for a person the client it serves.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Caller {
    pub class: Class,
    /// The client (session or address) a person's call serves; empty when
    /// the portal does not know it (all such calls share one line).
    pub client: Arc<str>,
}

impl Caller {
    /// A person's call for this client.
    pub fn person(client: &str) -> Self {
        Caller {
            class: Class::Person,
            client: Arc::from(client),
        }
    }

    /// Batch work.
    pub fn batch() -> Self {
        Caller {
            class: Class::Batch,
            client: Arc::from("batch"),
        }
    }
}

impl Default for Caller {
    /// A person's call from a client the portal does not know.
    fn default() -> Self {
        Caller::person("")
    }
}

/// A place in line: the sender wakes the caller when its cell is granted.
type Place = oneshot::Sender<()>;

#[derive(Default)]
struct Lines {
    /// Each client's waiting calls, oldest first.
    people: HashMap<Arc<str>, VecDeque<Place>>,
    /// Clients with waiting calls, in the order they are served next.
    turn: VecDeque<Arc<str>>,
    batch: VecDeque<Place>,
    /// Cells given to people since batch work last got one.
    since_batch: u32,
}

impl Lines {
    fn is_empty(&self) -> bool {
        self.turn.is_empty() && self.batch.is_empty()
    }

    fn push(&mut self, caller: &Caller, place: Place) {
        match caller.class {
            Class::Batch => self.batch.push_back(place),
            Class::Person => {
                let line = self.people.entry(Arc::clone(&caller.client)).or_default();
                if line.is_empty() {
                    self.turn.push_front(Arc::clone(&caller.client));
                }
                line.push_back(place);
            }
        }
    }

    /// The next person's place, clients in turn; `None` when no person waits.
    fn next_person(&mut self) -> Option<Place> {
        while let Some(client) = self.turn.pop_front() {
            let Some(line) = self.people.get_mut(&client) else {
                continue;
            };
            let mut found = None;
            while let Some(place) = line.pop_front() {
                if !place.is_closed() {
                    found = Some(place);
                    break;
                }
            }
            if line.is_empty() {
                self.people.remove(&client);
            } else {
                self.turn.push_back(client);
            }
            if found.is_some() {
                return found;
            }
        }
        None
    }

    fn next_batch(&mut self) -> Option<Place> {
        while let Some(place) = self.batch.pop_front() {
            if !place.is_closed() {
                return Some(place);
            }
        }
        None
    }

    /// Drops the places of callers that gave up, so `is_empty` tells the truth.
    fn forget_closed(&mut self) {
        self.batch.retain(|p| !p.is_closed());
        self.people.retain(|_, line| {
            line.retain(|p| !p.is_closed());
            !line.is_empty()
        });
        let people = &self.people;
        self.turn.retain(|c| people.contains_key(c));
    }

    /// Whose call the next cell is for: a person's first, but batch work
    /// gets one cell after every `batch_every` given to people.
    fn next(&mut self, batch_every: u32) -> Option<(Class, Place)> {
        let batch_due = self.since_batch >= batch_every;
        if batch_due {
            if let Some(p) = self.next_batch() {
                self.since_batch = 0;
                return Some((Class::Batch, p));
            }
        }
        if let Some(p) = self.next_person() {
            self.since_batch = self.since_batch.saturating_add(1);
            return Some((Class::Person, p));
        }
        let p = self.next_batch()?;
        self.since_batch = 0;
        Some((Class::Batch, p))
    }
}

/// Cells handed out so far, by class (for `/metrics`).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Granted {
    pub person: u64,
    pub batch: u64,
}

pub struct Queue {
    limiter: Limiter,
    lines: Mutex<Lines>,
    /// Held by the waiter that is handing out cells.
    handing_out: tokio::sync::Mutex<()>,
    /// How long a person's call may wait before it hears "busy".
    person_max_wait: Duration,
    batch_every: u32,
    granted: Mutex<Granted>,
}

/// Settings of the queue.
pub struct QueueSettings {
    pub person_max_wait: Duration,
    /// While both wait, batch work gets one cell after this many people's.
    pub batch_every: u32,
}

impl Queue {
    pub fn new(limiter: Limiter, s: QueueSettings) -> Self {
        Queue {
            limiter,
            lines: Mutex::new(Lines::default()),
            handing_out: tokio::sync::Mutex::new(()),
            person_max_wait: s.person_max_wait,
            batch_every: s.batch_every.max(1),
            granted: Mutex::new(Granted::default()),
        }
    }

    fn lines(&self) -> std::sync::MutexGuard<'_, Lines> {
        self.lines.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn count(&self, class: Class) {
        let mut g = self.granted.lock().unwrap_or_else(|e| e.into_inner());
        match class {
            Class::Person => g.person += 1,
            Class::Batch => g.batch += 1,
        }
    }

    pub fn granted(&self) -> Granted {
        *self.granted.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Waits for this caller's turn and a cell of the allowance. A person's
    /// call that would wait longer than the bound hears `TooLong`; batch
    /// work waits as long as it takes.
    pub async fn acquire(&self, caller: &Caller) -> Result<(), TooLong> {
        match caller.class {
            Class::Person => tokio::time::timeout(self.person_max_wait, self.wait_turn(caller))
                .await
                .map_err(|_| TooLong),
            Class::Batch => {
                self.wait_turn(caller).await;
                Ok(())
            }
        }
    }

    async fn wait_turn(&self, caller: &Caller) {
        let Some(mut granted) = self.line_up(caller).await else {
            self.count(caller.class);
            return;
        };
        loop {
            tokio::select! {
                biased;
                _ = &mut granted => return,
                guard = self.handing_out.lock() => {
                    if self.hand_out_until_mine(&mut granted).await {
                        drop(guard);
                        return;
                    }
                    drop(guard);
                }
            }
        }
    }

    /// Takes a cell at once when nobody waits and one is there (`None`);
    /// else a place in line. The limiter's own answer is had under the
    /// lines' lock; the shared bucket's, which takes a round trip, after
    /// it (a caller arriving meanwhile may go first: it would have anyway).
    async fn line_up(&self, caller: &Caller) -> Option<oneshot::Receiver<()>> {
        let (place, granted) = oneshot::channel();
        {
            let mut lines = self.lines();
            lines.forget_closed();
            if !lines.is_empty() {
                lines.push(caller, place);
                return Some(granted);
            }
            match self.limiter.try_here() {
                Some(true) => return None,
                Some(false) => {
                    lines.push(caller, place);
                    return Some(granted);
                }
                None => {}
            }
        }
        if self.limiter.try_now().await {
            return None;
        }
        self.lines().push(caller, place);
        Some(granted)
    }

    /// Hands out cells to whoever is next until this caller's own place is
    /// served (true) or nobody waits any more (false: served meanwhile).
    async fn hand_out_until_mine(&self, mine: &mut oneshot::Receiver<()>) -> bool {
        loop {
            if mine.try_recv().is_ok() {
                return true;
            }
            if self.lines().is_empty() {
                return false;
            }
            self.limiter.until_ready().await;
            let next = self.lines().next(self.batch_every);
            if let Some((class, place)) = next {
                if place.send(()).is_ok() {
                    self.count(class);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place() -> (Place, oneshot::Receiver<()>) {
        oneshot::channel()
    }

    #[test]
    fn people_first_clients_in_turn_batch_keeps_a_floor() {
        let mut lines = Lines::default();
        let mut waiting = Vec::new();
        let callers = [
            ("flood0", Caller::person("flood")),
            ("flood1", Caller::person("flood")),
            ("flood2", Caller::person("flood")),
            ("batch", Caller::batch()),
            ("colleague", Caller::person("colleague")),
        ];
        for (tag, c) in callers {
            let (p, r) = place();
            lines.push(&c, p);
            waiting.push((tag, r));
        }
        let mut order = Vec::new();
        while let Some((_, p)) = lines.next(3) {
            let _ = p.send(());
            for (tag, r) in waiting.iter_mut() {
                if r.try_recv().is_ok() {
                    order.push(*tag);
                }
            }
        }
        // The colleague, new to the queue, first; batch work after three
        // people's cells.
        assert_eq!(order, ["colleague", "flood0", "flood1", "batch", "flood2"]);
    }

    #[test]
    fn a_client_new_to_the_queue_goes_before_a_busy_one() {
        let mut lines = Lines::default();
        let mut flood = Vec::new();
        for _ in 0..5 {
            let (p, r) = place();
            lines.push(&Caller::person("flood"), p);
            flood.push(r);
        }
        let (_, first) = lines.next(100).expect("a place");
        let _ = first.send(());
        // The colleague arrives while the flood still waits.
        let (p, mut colleague) = place();
        lines.push(&Caller::person("colleague"), p);
        let (_, next) = lines.next(100).expect("a place");
        let _ = next.send(());
        assert!(colleague.try_recv().is_ok());
        // Then the flood again, the colleague's line being empty.
        let (_, next) = lines.next(100).expect("a place");
        let _ = next.send(());
        let served = flood
            .iter_mut()
            .map(|r| r.try_recv().is_ok())
            .filter(|ok| *ok)
            .count();
        assert_eq!(served, 2);
    }

    #[test]
    fn places_of_callers_who_left_are_skipped() {
        let mut lines = Lines::default();
        let (p, gone) = place();
        lines.push(&Caller::person("a"), p);
        drop(gone);
        let (p, mut here) = place();
        lines.push(&Caller::person("a"), p);
        let (_, next) = lines.next(4).expect("a place");
        let _ = next.send(());
        assert!(here.try_recv().is_ok());
        assert!(lines.next(4).is_none());
        assert!(lines.is_empty());
    }

    #[tokio::test]
    async fn a_colleague_waits_behind_one_flood_call_not_all() {
        // One cell every 20 ms, none in reserve.
        let q = Arc::new(Queue::new(
            Limiter::new(50.0, 1),
            QueueSettings {
                person_max_wait: Duration::from_secs(30),
                batch_every: 4,
            },
        ));
        q.acquire(&Caller::person("flood"))
            .await
            .expect("first cell");
        let served = Arc::new(Mutex::new(Vec::new()));
        let mut tasks = Vec::new();
        for i in 0..20 {
            let (q, served) = (Arc::clone(&q), Arc::clone(&served));
            tasks.push(tokio::spawn(async move {
                q.acquire(&Caller::person("flood")).await.expect("cell");
                served.lock().expect("lock").push(format!("flood{i}"));
            }));
        }
        tokio::task::yield_now().await;
        let (q2, served2) = (Arc::clone(&q), Arc::clone(&served));
        let colleague = tokio::spawn(async move {
            q2.acquire(&Caller::person("colleague"))
                .await
                .expect("cell");
            served2.lock().expect("lock").push("colleague".to_string());
        });
        colleague.await.expect("colleague");
        let at = served
            .lock()
            .expect("lock")
            .iter()
            .position(|s| s == "colleague")
            .expect("served");
        assert!(at <= 2, "the colleague was served after {at} flood calls");
        for t in tasks {
            t.await.expect("flood");
        }
        assert_eq!(q.granted().person, 22);
    }

    #[tokio::test]
    async fn a_person_who_waits_too_long_hears_busy_and_batch_waits() {
        let q = Queue::new(
            Limiter::new(1.0, 1),
            QueueSettings {
                person_max_wait: Duration::from_millis(30),
                batch_every: 4,
            },
        );
        q.acquire(&Caller::batch()).await.expect("first cell");
        assert_eq!(q.acquire(&Caller::person("x")).await, Err(TooLong));
        assert!(
            q.lines().is_empty() || {
                q.lines().forget_closed();
                q.lines().is_empty()
            }
        );
    }
}
