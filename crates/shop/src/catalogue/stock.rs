//! Stock: per-SKU caching, bulk calls in chunks, and per-SKU coalescing.
//!
//! Stock changes by the minute, so it is cached per SKU for seconds, not per
//! page: a list page asks for its SKUs, finds most of them warm, and sends
//! the rest in as few bulk calls as the chunk size allows. A SKU already on
//! its way (in someone else's chunk) is waited for, not asked again. Answers
//! come back one per requested SKU, in request order, duplicates included;
//! a SKU the supplier left out gets an unknown count and a reason.
//!
//! A page does not wait for stock it has seen before: a count past its
//! freshness (but within the stale bound) is shown at once, marked old,
//! and refreshed in the background (one bulk call for the page's SKUs,
//! shared with anyone else asking, queued as batch work since nobody waits
//! for it; whoever joins it waits no longer than their own budget). Only a SKU never seen is waited for,
//! and then within a short budget; past it, it reads "pending" and the
//! page's live refresh fills it in. Live refreshes and exports wait for
//! the answer.
//! This module must not build paths by hand or read HTTP statuses.

use std::{
    collections::{HashMap, HashSet},
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::Duration,
};

use reqwest::Url;
use tokio::sync::Semaphore;

use crate::model::{AppError, Stock};

use super::{
    cache::Store,
    client::{Call, Client},
    decode,
    in_flight::{InFlight, Joined},
    metrics::{CacheResult, Metrics},
    paths::{self, Endpoint},
    queue::Caller,
    records, Fetched,
};

type Answer = Arc<Result<HashMap<String, Stock>, AppError>>;

/// What one SKU came to.
enum Got {
    /// Within its freshness, checked this long ago.
    Fresh(Stock, Duration),
    /// Past its freshness (the supplier failed, or a refresh is under way).
    Stale(Stock, Duration),
    /// Never seen, and not answered within the page's budget.
    Pending,
    Failed(AppError),
}

/// What the cache knows of the SKUs asked for (see `StockReader::known`).
struct Known {
    got: HashMap<String, Got>,
    missing: Vec<String>,
    due: Vec<String>,
    old: HashMap<String, (Stock, Duration)>,
}

/// How long a caller waits for stock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StockWait {
    /// Until the supplier answers (live refreshes, exports).
    Answer,
    /// A page: old counts at once (refreshed behind), unseen ones within
    /// this budget.
    Page(Duration),
    /// A stock check: old and unseen counts alike are asked for, and
    /// waited for within this budget; past it an old count is shown old
    /// (its refresh goes on) and an unseen one pending.
    Within(Duration),
}

impl StockWait {
    fn budget(self) -> Option<Duration> {
        match self {
            StockWait::Answer => None,
            StockWait::Page(b) | StockWait::Within(b) => Some(b),
        }
    }
}

/// One SKU's stock as a page shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    pub stock: Stock,
    /// How long ago the count was checked.
    pub checked_ago: Duration,
    pub state: ReadingState,
}

/// Whether a reading is current.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReadingState {
    /// Within its freshness.
    Live,
    /// Older than its freshness: shown, but not as live.
    Old,
    /// Not known yet: being checked.
    Pending,
}

/// How often stock was shown old, refreshed behind a page, or left pending.
#[derive(Default)]
pub struct StockCounts {
    pub served_old: AtomicU64,
    pub refreshed: AtomicU64,
    pub pending: AtomicU64,
}

/// What a chunk task needs, shared by all of them.
struct StockCalls {
    client: Arc<Client>,
    base: Url,
    store: Store<String, Stock>,
    metrics: Arc<Metrics>,
    parallel: Semaphore,
}

pub struct StockReader {
    calls: Arc<StockCalls>,
    in_flight: InFlight<String, Answer>,
    chunk: usize,
    pub counts: StockCounts,
}

impl StockReader {
    pub fn new(
        client: Arc<Client>,
        base: Url,
        store: Store<String, Stock>,
        metrics: Arc<Metrics>,
        chunk: usize,
        parallel: usize,
    ) -> Self {
        StockReader {
            calls: Arc::new(StockCalls {
                client,
                base,
                store,
                metrics,
                parallel: Semaphore::new(parallel.max(1)),
            }),
            in_flight: InFlight::new(|| {
                Arc::new(Err(AppError::Internal(
                    "a stock call stopped unexpectedly".into(),
                )))
            }),
            chunk: chunk.max(1),
            counts: StockCounts::default(),
        }
    }

    /// SKUs one bulk call asks for.
    pub fn chunk(&self) -> usize {
        self.chunk
    }

    /// One Stock per requested SKU, in request order, waiting for the
    /// supplier's answer; `stale_for` is the oldest count served stale.
    pub async fn bulk(
        &self,
        skus: &[String],
        caller: &Caller,
    ) -> Result<Fetched<Vec<Stock>>, AppError> {
        let readings = self.readings(skus, caller, StockWait::Answer).await?;
        let stale_for = readings
            .iter()
            .filter(|r| r.state == ReadingState::Old)
            .map(|r| r.checked_ago)
            .max();
        Ok(Fetched {
            value: readings.into_iter().map(|r| r.stock).collect(),
            stale_for,
            skipped: 0,
        })
    }

    /// One reading per requested SKU, in request order, with its age.
    pub async fn readings(
        &self,
        skus: &[String],
        caller: &Caller,
        wait: StockWait,
    ) -> Result<Vec<Reading>, AppError> {
        let mut seen = HashSet::new();
        let unique: Vec<String> = skus
            .iter()
            .filter(|s| !s.trim().is_empty() && seen.insert(s.as_str()))
            .cloned()
            .collect();
        let got = self.resolve(&unique, false, caller, wait).await;

        // The whole answer fails only when nothing useful came of it, or
        // when the reason concerns every SKU alike (the key was refused).
        let failures: Vec<&AppError> = got
            .values()
            .filter_map(|g| match g {
                Got::Failed(e) => Some(e),
                _ => None,
            })
            .collect();
        if let Some(e) = failures.iter().find(|e| **e == &AppError::NotAuthorised) {
            return Err((*e).clone());
        }
        if !unique.is_empty() && failures.len() == got.len() {
            if let Some(e) = failures.first() {
                return Err((*e).clone());
            }
        }

        Ok(skus
            .iter()
            .map(|sku| {
                let (mut stock, checked_ago, state) = match got.get(sku) {
                    None => (unknown("no SKU given"), Duration::ZERO, ReadingState::Live),
                    Some(Got::Fresh(st, age)) => (st.clone(), *age, ReadingState::Live),
                    Some(Got::Stale(st, age)) => (st.clone(), *age, ReadingState::Old),
                    Some(Got::Pending) => (
                        unknown(paths::STOCK_PENDING),
                        Duration::ZERO,
                        ReadingState::Pending,
                    ),
                    Some(Got::Failed(e)) => {
                        (unknown(&e.to_string()), Duration::ZERO, ReadingState::Live)
                    }
                };
                stock.sku = Some(sku.clone());
                Reading {
                    stock,
                    checked_ago,
                    state,
                }
            })
            .collect())
    }

    /// The stock of one SKU: by its own endpoint, or by the bulk one for a
    /// SKU that cannot be put in a path.
    pub async fn one(&self, sku: &str, caller: &Caller) -> Result<Fetched<Stock>, AppError> {
        if sku.trim().is_empty() {
            return Ok(Fetched {
                value: unknown("no SKU given"),
                stale_for: None,
                skipped: 0,
            });
        }
        let key = sku.to_string();
        let mut got = self
            .resolve(
                std::slice::from_ref(&key),
                paths::sku_fits_path(sku),
                caller,
                StockWait::Answer,
            )
            .await;
        let (mut value, stale_for) = match got.remove(sku) {
            Some(Got::Fresh(st, _)) => (st, None),
            Some(Got::Stale(st, age)) => (st, Some(age)),
            Some(Got::Failed(e)) => return Err(e),
            Some(Got::Pending) | None => {
                return Err(AppError::Internal("stock lookup lost its SKU".into()))
            }
        };
        value.sku = Some(key);
        Ok(Fetched {
            value,
            stale_for,
            skipped: 0,
        })
    }

    /// Finds each (distinct, non-empty) SKU: warm, joined, or fetched.
    /// A page takes an old count at once (refreshing it behind) and waits
    /// for an unseen one only within its budget.
    async fn resolve(
        &self,
        wanted: &[String],
        by_single: bool,
        caller: &Caller,
        wait: StockWait,
    ) -> HashMap<String, Got> {
        let store = &self.calls.store;
        let metrics = &self.calls.metrics;
        let Known {
            mut got,
            missing,
            due,
            mut old,
        } = self.known(wanted, wait).await;
        metrics.cache_n(store.kind(), CacheResult::Hit, got.len() as u64);
        if !due.is_empty() {
            // Refreshed behind the page: the calls under way run on their own, and
            // whoever asks next finds the new counts (or joins the call).
            self.counts
                .served_old
                .fetch_add(due.len() as u64, Ordering::Relaxed);
            // Nobody waits for it, so it queues as batch work: the calls
            // people wait for (a stock check, a count never seen) go first.
            let (_, calls) = self.join(due, by_single, &Caller::batch());
            self.counts.refreshed.fetch_add(calls, Ordering::Relaxed);
        }

        let deadline = wait
            .budget()
            .map(|budget| tokio::time::Instant::now() + budget);
        for b in self.join(missing, by_single, caller).0 {
            if !b.started {
                metrics.coalesced(store.kind());
            }
            let answer = match deadline {
                None => b.answer.await,
                Some(at) => match tokio::time::timeout_at(at, b.answer).await {
                    Ok(answer) => answer,
                    Err(_) => {
                        let shown = match old.remove(&b.key) {
                            Some((stock, age)) => {
                                self.counts.served_old.fetch_add(1, Ordering::Relaxed);
                                Got::Stale(stock, age)
                            }
                            None => {
                                self.counts.pending.fetch_add(1, Ordering::Relaxed);
                                Got::Pending
                            }
                        };
                        got.insert(b.key, shown);
                        continue;
                    }
                },
            };
            let g = match answer.as_ref() {
                Ok(found) => {
                    let result = if b.started {
                        CacheResult::Miss
                    } else {
                        CacheResult::Hit
                    };
                    metrics.cache(store.kind(), result);
                    Got::Fresh(
                        found
                            .get(&b.key)
                            .cloned()
                            .unwrap_or_else(|| unknown(paths::MISSING_FROM_BULK)),
                        Duration::ZERO,
                    )
                }
                Err(e) => match store.fall_back(&b.key, e.clone()).await {
                    Ok((old, age)) => Got::Stale((*old.value).clone(), age),
                    Err(e) => Got::Failed(e),
                },
            };
            got.insert(b.key, g);
        }
        got
    }

    /// What the cache knows of each SKU: fresh counts, counts a page shows
    /// old while they are refreshed (`due`), and those to ask for
    /// (`missing`, with the old count of each kept in `old` for a check).
    async fn known(&self, wanted: &[String], wait: StockWait) -> Known {
        let store = &self.calls.store;
        let mut k = Known {
            got: HashMap::with_capacity(wanted.len()),
            missing: Vec::new(),
            due: Vec::new(),
            old: HashMap::new(),
        };
        for sku in wanted {
            match store.any(sku).await {
                Some(e) if store.is_fresh(&e) => {
                    k.got
                        .insert(sku.clone(), Got::Fresh((*e.value).clone(), store.age(&e)));
                }
                Some(e) if matches!(wait, StockWait::Page(_)) => {
                    k.got
                        .insert(sku.clone(), Got::Stale((*e.value).clone(), store.age(&e)));
                    k.due.push(sku.clone());
                }
                Some(e) if matches!(wait, StockWait::Within(_)) => {
                    k.old
                        .insert(sku.clone(), ((*e.value).clone(), store.age(&e)));
                    k.missing.push(sku.clone());
                }
                _ => k.missing.push(sku.clone()),
            }
        }
        k
    }

    /// Joins or starts the calls for these SKUs (a call each when asked by
    /// single SKU, else chunks for the bulk endpoint); with the number of
    /// calls started.
    fn join(
        &self,
        skus: Vec<String>,
        by_single: bool,
        caller: &Caller,
    ) -> (Vec<Joined<String, Answer>>, u64) {
        let chunk = self.chunk;
        let mut started = 0u64;
        let joined = self.in_flight.join_many(
            skus,
            |mine| {
                if by_single && mine.len() == 1 {
                    vec![mine]
                } else {
                    mine.chunks(chunk).map(<[String]>::to_vec).collect()
                }
            },
            |group| {
                started += 1;
                let calls = Arc::clone(&self.calls);
                let single = by_single && group.len() == 1;
                let caller = caller.clone();
                async move { Arc::new(calls.fetch(group, single, &caller).await) }
            },
        );
        (joined, started)
    }
}

impl StockCalls {
    async fn fetch(
        &self,
        skus: Vec<String>,
        single: bool,
        caller: &Caller,
    ) -> Result<HashMap<String, Stock>, AppError> {
        // An earlier call may have fetched since the caller looked.
        let mut out = HashMap::with_capacity(skus.len());
        let mut wire = Vec::with_capacity(skus.len());
        for sku in skus {
            match self.store.fresh(&sku).await {
                Some(e) => {
                    out.insert(sku, (*e.value).clone());
                }
                None => wire.push(sku),
            }
        }
        if wire.is_empty() {
            return Ok(out);
        }
        let answers = if single && wire.len() == 1 {
            self.fetch_one(&wire[0], caller).await?
        } else {
            self.fetch_bulk(&wire, caller).await?
        };
        for (sku, st) in answers {
            self.store.insert(sku.clone(), st.clone(), 0).await;
            out.insert(sku, st);
        }
        Ok(out)
    }

    async fn fetch_one(
        &self,
        sku: &str,
        caller: &Caller,
    ) -> Result<Vec<(String, Stock)>, AppError> {
        let call = Call {
            endpoint: Endpoint::Stock,
            url: paths::stock_url(&self.base, sku),
            body: None,
            sku: Some(sku),
            caller,
        };
        let st = match self.client.call(&call).await {
            Ok(body) => decode::one::<Stock>(Endpoint::Stock, &body)?,
            Err(AppError::NotFound(_)) => unknown(paths::UNKNOWN_SKU),
            Err(e) => return Err(e),
        };
        Ok(vec![(sku.to_string(), st)])
    }

    async fn fetch_bulk(
        &self,
        skus: &[String],
        caller: &Caller,
    ) -> Result<Vec<(String, Stock)>, AppError> {
        let _permit = self
            .parallel
            .acquire()
            .await
            .map_err(|_| AppError::Internal("stock calls are shut down".into()))?;
        let call = Call {
            endpoint: Endpoint::BulkStock,
            url: paths::url(&self.base, Endpoint::BulkStock, None),
            body: Some(paths::bulk_stock_body(skus)),
            sku: None,
            caller,
        };
        let body = self.client.call(&call).await?;
        let decoded = records::list::<Stock>(Endpoint::BulkStock, &body)?;
        self.metrics.skipped(Endpoint::BulkStock, decoded.skipped);
        Ok(match_answer(skus, decoded.items))
    }
}

/// Pairs the supplier's bulk answer with the SKUs asked for: by `sku` (as
/// sent, else ignoring case), else by position when the answer carries no
/// SKUs but has one entry per SKU asked. Every SKU asked gets an entry.
pub fn match_answer(asked: &[String], answer: Vec<Stock>) -> Vec<(String, Stock)> {
    let positional = answer.len() == asked.len() && answer.iter().all(|s| s.sku.is_none());
    if positional {
        return asked.iter().cloned().zip(answer).collect();
    }
    let mut exact: HashMap<String, Stock> = HashMap::with_capacity(answer.len());
    let mut folded: HashMap<String, Stock> = HashMap::new();
    for st in answer {
        if let Some(s) = st.sku.clone() {
            folded.entry(s.to_lowercase()).or_insert_with(|| st.clone());
            exact.entry(s).or_insert(st);
        }
    }
    asked
        .iter()
        .map(|sku| {
            let st = exact
                .get(sku)
                .or_else(|| folded.get(&sku.to_lowercase()))
                .cloned()
                .unwrap_or_else(|| unknown(paths::MISSING_FROM_BULK));
            (sku.clone(), st)
        })
        .collect()
}

fn unknown(reason: &str) -> Stock {
    Stock {
        sku: None,
        count: None,
        error: Some(reason.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(sku: Option<&str>, count: i64) -> Stock {
        Stock {
            sku: sku.map(str::to_string),
            count: Some(count),
            error: None,
        }
    }

    #[test]
    fn matches_by_sku_case_and_position() {
        let asked = vec!["A".to_string(), "b".to_string(), "C".to_string()];
        let m = match_answer(&asked, vec![st(Some("B"), 2), st(Some("A"), 1)]);
        assert_eq!(m[0].1.count, Some(1));
        assert_eq!(m[1].1.count, Some(2));
        assert_eq!(m[2].1.count, None);
        assert_eq!(m[2].1.error.as_deref(), Some(paths::MISSING_FROM_BULK));

        let m = match_answer(&asked, vec![st(None, 1), st(None, 2), st(None, 3)]);
        assert_eq!(m[2], ("C".to_string(), st(None, 3)));
    }
}
