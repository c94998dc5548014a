//! Stock: per-SKU caching, bulk calls in chunks, and per-SKU coalescing.
//!
//! Stock changes by the minute, so it is cached per SKU for seconds, not per
//! page: a list page asks for its SKUs, finds most of them warm, and sends
//! the rest in as few bulk calls as the chunk size allows. A SKU already on
//! its way (in someone else's chunk) is waited for, not asked again. Answers
//! come back one per requested SKU, in request order, duplicates included;
//! a SKU the supplier left out gets an unknown count and a reason.
//! This module must not build paths by hand or read HTTP statuses.

use std::{
    collections::{HashMap, HashSet},
    sync::Arc,
    time::Duration,
};

use reqwest::Url;
use tokio::sync::Semaphore;

use crate::model::{AppError, Stock};

use super::{
    cache::Store,
    client::{Call, Client},
    decode,
    flights::Flights,
    metrics::{CacheResult, Metrics},
    paths::{self, Endpoint},
    Fetched,
};

type Answer = Arc<Result<HashMap<String, Stock>, AppError>>;

/// What one SKU came to.
enum Got {
    Fresh(Stock),
    Stale(Stock, Duration),
    Failed(AppError),
}

/// What a chunk task needs, shared by all of them.
struct Shop {
    client: Arc<Client>,
    base: Url,
    store: Store<String, Stock>,
    metrics: Arc<Metrics>,
    parallel: Semaphore,
}

pub struct StockDesk {
    shop: Arc<Shop>,
    flights: Flights<String, Answer>,
    chunk: usize,
}

impl StockDesk {
    pub fn new(
        client: Arc<Client>,
        base: Url,
        store: Store<String, Stock>,
        metrics: Arc<Metrics>,
        chunk: usize,
        parallel: usize,
    ) -> Self {
        StockDesk {
            shop: Arc::new(Shop {
                client,
                base,
                store,
                metrics,
                parallel: Semaphore::new(parallel.max(1)),
            }),
            flights: Flights::new(|| {
                Arc::new(Err(AppError::Internal(
                    "a stock call stopped unexpectedly".into(),
                )))
            }),
            chunk: chunk.max(1),
        }
    }

    /// SKUs one bulk call asks for.
    pub fn chunk(&self) -> usize {
        self.chunk
    }

    /// One Stock per requested SKU, in request order.
    pub async fn bulk(&self, skus: &[String]) -> Result<Fetched<Vec<Stock>>, AppError> {
        let mut seen = HashSet::new();
        let unique: Vec<String> = skus
            .iter()
            .filter(|s| !s.trim().is_empty() && seen.insert(s.as_str()))
            .cloned()
            .collect();
        let got = self.resolve(&unique, false).await;

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

        let mut stale_for: Option<Duration> = None;
        let value = skus
            .iter()
            .map(|sku| {
                let mut st = match got.get(sku) {
                    None => unknown("no SKU given"),
                    Some(Got::Fresh(st)) => st.clone(),
                    Some(Got::Stale(st, age)) => {
                        stale_for = Some(stale_for.map_or(*age, |a| a.max(*age)));
                        st.clone()
                    }
                    Some(Got::Failed(e)) => unknown(&e.to_string()),
                };
                st.sku = Some(sku.clone());
                st
            })
            .collect();
        Ok(Fetched {
            value,
            stale_for,
            skipped: 0,
        })
    }

    /// The stock of one SKU: by its own endpoint, or by the bulk one for a
    /// SKU that cannot be put in a path.
    pub async fn one(&self, sku: &str) -> Result<Fetched<Stock>, AppError> {
        if sku.trim().is_empty() {
            return Ok(Fetched {
                value: unknown("no SKU given"),
                stale_for: None,
                skipped: 0,
            });
        }
        let key = sku.to_string();
        let mut got = self
            .resolve(std::slice::from_ref(&key), paths::sku_fits_path(sku))
            .await;
        let (mut value, stale_for) = match got.remove(sku) {
            Some(Got::Fresh(st)) => (st, None),
            Some(Got::Stale(st, age)) => (st, Some(age)),
            Some(Got::Failed(e)) => return Err(e),
            None => return Err(AppError::Internal("stock lookup lost its SKU".into())),
        };
        value.sku = Some(key);
        Ok(Fetched {
            value,
            stale_for,
            skipped: 0,
        })
    }

    /// Finds each (distinct, non-empty) SKU: warm, joined, or fetched.
    async fn resolve(&self, wanted: &[String], by_single: bool) -> HashMap<String, Got> {
        let store = &self.shop.store;
        let metrics = &self.shop.metrics;
        let mut got = HashMap::with_capacity(wanted.len());
        let mut missing = Vec::new();
        for sku in wanted {
            match store.fresh(sku).await {
                Some(e) => {
                    got.insert(sku.clone(), Got::Fresh((*e.value).clone()));
                }
                None => missing.push(sku.clone()),
            }
        }
        metrics.cache_n(store.kind(), CacheResult::Hit, got.len() as u64);

        let chunk = self.chunk;
        let boarded = self.flights.board_many(
            missing,
            |mine| {
                if by_single && mine.len() == 1 {
                    vec![mine]
                } else {
                    mine.chunks(chunk).map(<[String]>::to_vec).collect()
                }
            },
            |group| {
                let shop = Arc::clone(&self.shop);
                let single = by_single && group.len() == 1;
                async move { Arc::new(shop.fetch(group, single).await) }
            },
        );

        for b in boarded {
            if !b.led {
                metrics.coalesced(store.kind());
            }
            let g = match b.flight.await.as_ref() {
                Ok(found) => {
                    let result = if b.led {
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
}

impl Shop {
    async fn fetch(
        &self,
        skus: Vec<String>,
        single: bool,
    ) -> Result<HashMap<String, Stock>, AppError> {
        // An earlier flight may have landed since the caller looked.
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
            self.fetch_one(&wire[0]).await?
        } else {
            self.fetch_bulk(&wire).await?
        };
        for (sku, st) in answers {
            self.store.insert(sku.clone(), st.clone(), 0).await;
            out.insert(sku, st);
        }
        Ok(out)
    }

    async fn fetch_one(&self, sku: &str) -> Result<Vec<(String, Stock)>, AppError> {
        let call = Call {
            endpoint: Endpoint::Stock,
            url: paths::stock_url(&self.base, sku),
            body: None,
            sku: Some(sku),
        };
        let st = match self.client.call(&call).await {
            Ok(body) => decode::one::<Stock>(Endpoint::Stock, &body)?,
            Err(AppError::NotFound(_)) => unknown(paths::UNKNOWN_SKU),
            Err(e) => return Err(e),
        };
        Ok(vec![(sku.to_string(), st)])
    }

    async fn fetch_bulk(&self, skus: &[String]) -> Result<Vec<(String, Stock)>, AppError> {
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
        };
        let body = self.client.call(&call).await?;
        let decoded = decode::list::<Stock>(Endpoint::BulkStock, &body)?;
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
