//! The full sync: the whole catalogue, one category at a time, several at
//! once, keeping what it finished.
//!
//! Each category's products are written in one transaction together with
//! the plan that says the category is done (`full_plan` in the meta
//! table), so an attempt that fails part-way, or a restart, carries on with
//! the categories still to do instead of starting again: the first sync
//! makes progress on every attempt until it completes. A category that
//! fails (after the gateway's batch retries) is left for the next attempt;
//! the others go on. Only when every category is in does the sync remove
//! what the supplier no longer lists and mark the index ready.
//! It reads from a `SyncSource` (the supplier through the gateway, as batch
//! work, or the copy a syncing portal shares) and, on the portal that
//! syncs for others, copies each chunk before writing it; this module
//! never decides how patient a call is.

use std::{collections::HashMap, sync::Arc, time::Instant};

use futures::StreamExt;
use serde::{Deserialize, Serialize};

use super::{
    lock,
    source::{Listings, SyncFrom},
    store, Index,
};
use crate::model::{
    query::SupplierFilters, search::SyncProgress, search::SyncRun, AppError, Category,
};

const PLAN: &str = "full_plan";

/// A full sync under way, as saved after each category.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Plan {
    generation: i64,
    /// RFC 3339: when its first attempt began.
    started: String,
    /// Category ids fetched and written (0: the whole catalogue at once).
    done: Vec<i64>,
    products: u64,
    skipped: u64,
}

/// One category to fetch.
#[derive(Clone)]
struct Chunk {
    id: i64,
    name: String,
}

/// A full sync's plan and what it covers.
struct Started {
    plan: Plan,
    chunks: Vec<Chunk>,
    brand_ids: Arc<HashMap<String, i64>>,
}

/// What an attempt is working through, for the progress it reports.
struct Attempt {
    began: Instant,
    total: u64,
    done_before: u64,
}

impl Index {
    pub(super) async fn full(&self, from: SyncFrom<'_>, run: &mut SyncRun) -> Result<(), AppError> {
        let Started {
            plan,
            chunks,
            brand_ids,
        } = self.start(from).await?;
        run.started.clone_from(&plan.started);
        let todo: Vec<Chunk> = chunks
            .iter()
            .filter(|c| !plan.done.contains(&c.id))
            .cloned()
            .collect();
        let attempt = Attempt {
            began: Instant::now(),
            total: chunks.len() as u64,
            done_before: (chunks.len() - todo.len()) as u64,
        };
        let plan = Arc::new(std::sync::Mutex::new(plan));
        self.show_progress(&attempt, &lock(&plan), None);
        if !todo.is_empty() {
            tracing::info!(
                categories = attempt.total,
                to_do = todo.len(),
                "catalogue index: full sync fetching categories"
            );
        }
        let failed = self
            .fetch_chunks(from, todo, &plan, &brand_ids, &attempt)
            .await;

        let plan = lock(&plan).clone();
        run.fetched = plan.products;
        run.skipped = plan.skipped;
        if let Some((name, e)) = failed.last() {
            run.error = Some(format!(
                "{} of {} categories could not be fetched (the last: {name}: {e}); the next attempt carries on",
                failed.len(),
                chunks.len()
            ));
            return Err(e.clone());
        }
        run.removed = self.complete(from, plan.generation).await?;
        lock(&self.inner.runs).progress = None;
        self.inner
            .ready
            .store(true, std::sync::atomic::Ordering::Release);
        Ok(())
    }

    /// Removes what this sync did not see and marks the index ready (the
    /// copy first told which SKUs remain); how many were removed.
    async fn complete(&self, from: SyncFrom<'_>, generation: i64) -> Result<u64, AppError> {
        if let Some(copy) = from.copy {
            let skus = self.write(move |c| store::skus_seen(c, generation)).await?;
            copy.complete(&skus).await?;
        }
        let history = self.history_now();
        self.write(move |c| {
            let tx = c.transaction()?;
            let n = store::remove_unseen(&tx, generation, history)?;
            store::set_meta(&tx, "ready", "1")?;
            store::delete_meta(&tx, PLAN)?;
            tx.commit()?;
            Ok(n)
        })
        .await
    }

    /// The listings, saved with the plan to carry on with (or a new one),
    /// and the categories to fetch.
    async fn start(&self, from: SyncFrom<'_>) -> Result<Started, AppError> {
        let listed = from.source.listings().await?;
        if let Some(copy) = from.copy {
            copy.listings(&listed).await?;
        }
        let Listings {
            categories,
            brands,
            bikes,
        } = listed;
        let brand_ids: Arc<HashMap<String, i64>> = Arc::new(
            brands
                .iter()
                .filter_map(|b| Some((b.name.as_deref()?.trim().to_lowercase(), b.id)))
                .collect(),
        );
        let listings = [
            ("categories", serde_json::to_string(categories.as_ref())),
            ("brands", serde_json::to_string(brands.as_ref())),
            ("bikes", serde_json::to_string(&bikes)),
        ]
        .into_iter()
        .filter_map(|(k, v)| Some((k, v.ok()?)))
        .collect::<Vec<_>>();
        let max_age = self.inner.settings.reconcile_every;
        let plan = self
            .write(move |c| open_plan(c, &listings, max_age))
            .await?;
        Ok(Started {
            plan,
            chunks: chunks_of(&categories),
            brand_ids,
        })
    }

    /// Fetches the categories still to do, several at once, writing them in
    /// the listing's order (so the index's order, "best match" for a few
    /// matches, is the supplier's order, not whichever answer came first);
    /// the ones that failed, with why.
    async fn fetch_chunks(
        &self,
        from: SyncFrom<'_>,
        todo: Vec<Chunk>,
        plan: &Arc<std::sync::Mutex<Plan>>,
        brand_ids: &Arc<HashMap<String, i64>>,
        attempt: &Attempt,
    ) -> Vec<(String, AppError)> {
        let parallel = self.inner.settings.parallel.max(1);
        let mut answers = futures::stream::iter(todo.into_iter().map(|chunk| {
            let filters = SupplierFilters {
                category_id: (chunk.id > 0).then_some(chunk.id),
                extended: true,
                ..SupplierFilters::default()
            };
            async move { (chunk, from.source.products(&filters).await) }
        }))
        .buffered(parallel);
        let mut failed: Vec<(String, AppError)> = Vec::new();
        while let Some((chunk, answer)) = answers.next().await {
            let outcome = match answer {
                Ok(got) => self.put_chunk(from, got, &chunk, plan, brand_ids).await,
                Err(e) => Err(e),
            };
            let last_error = match outcome {
                Ok(()) => None,
                Err(e) => {
                    // The sync's own line says how many failed and the last.
                    tracing::debug!(category = chunk.name, error = %e, "catalogue index: a category failed; the next attempt carries on");
                    let shown = format!("{}: {e}", chunk.name);
                    failed.push((chunk.name, e));
                    Some(shown)
                }
            };
            self.show_progress(attempt, &lock(plan), last_error);
        }
        failed
    }

    /// Writes one category's products and marks it done, in one transaction.
    async fn put_chunk(
        &self,
        from: SyncFrom<'_>,
        got: super::source::Products,
        chunk: &Chunk,
        plan: &Arc<std::sync::Mutex<Plan>>,
        brand_ids: &Arc<HashMap<String, i64>>,
    ) -> Result<(), AppError> {
        let super::source::Products { products, skipped } = got;
        if let Some(copy) = from.copy {
            copy.products(chunk.id, &products).await?;
        }
        let mut next = lock(plan).clone();
        next.done.push(chunk.id);
        next.products += products.len() as u64;
        next.skipped += skipped;
        let json = serde_json::to_string(&next).unwrap_or_default();
        let history = self.history_now();
        let generation = next.generation;
        let brand_ids = Arc::clone(brand_ids);
        self.write(move |c| {
            let tx = c.transaction()?;
            store::upsert(&tx, &products, generation, &brand_ids, history)?;
            store::set_meta(&tx, PLAN, &json)?;
            tx.commit()
        })
        .await?;
        *lock(plan) = next;
        Ok(())
    }

    /// Publishes how far the sync has come, for `/status` and `/healthz`.
    fn show_progress(&self, attempt: &Attempt, plan: &Plan, last_error: Option<String>) {
        let done = plan.done.len() as u64;
        let this_attempt = done.saturating_sub(attempt.done_before);
        let left = attempt.total.saturating_sub(done);
        let remaining_secs = (this_attempt > 0 && left > 0).then(|| {
            let per = attempt.began.elapsed().as_secs_f64() / this_attempt as f64;
            (per * left as f64).ceil() as u64
        });
        let mut runs = lock(&self.inner.runs);
        let kept_error = runs.progress.as_ref().and_then(|p| p.last_error.clone());
        runs.progress = Some(SyncProgress {
            categories_done: done.min(attempt.total),
            categories_total: attempt.total,
            products: plan.products,
            started: plan.started.clone(),
            remaining_secs: if left == 0 { Some(0) } else { remaining_secs },
            last_error: last_error.or(kept_error),
        });
    }
}

/// The plan to carry on with, or a new one (a new generation) when none is
/// saved or the saved one is older than `max_age` (what it fetched may
/// have changed since); the listings are saved with it.
fn open_plan(
    c: &mut rusqlite::Connection,
    listings: &[(&str, String)],
    max_age: std::time::Duration,
) -> rusqlite::Result<Plan> {
    let tx = c.transaction()?;
    for (kind, body) in listings {
        store::save_listing(&tx, kind, body)?;
    }
    let young = |p: &Plan| {
        chrono::DateTime::parse_from_rfc3339(&p.started).is_ok_and(|t| {
            chrono::Utc::now()
                .signed_duration_since(t)
                .to_std()
                .unwrap_or_default()
                < max_age
        })
    };
    let saved = store::get_meta(&tx, PLAN)?
        .and_then(|j| serde_json::from_str::<Plan>(&j).ok())
        .filter(young);
    let plan = match saved {
        Some(plan) => plan,
        None => {
            let generation = store::get_meta(&tx, "generation")?
                .and_then(|g| g.parse::<i64>().ok())
                .unwrap_or(0)
                + 1;
            store::set_meta(&tx, "generation", &generation.to_string())?;
            let plan = Plan {
                generation,
                started: chrono::Utc::now().to_rfc3339(),
                done: Vec::new(),
                products: 0,
                skipped: 0,
            };
            store::set_meta(&tx, PLAN, &serde_json::to_string(&plan).unwrap_or_default())?;
            plan
        }
    };
    tx.commit()?;
    Ok(plan)
}

/// One chunk per category; a catalogue without categories in one go.
fn chunks_of(categories: &[Category]) -> Vec<Chunk> {
    let mut seen = std::collections::HashSet::new();
    let chunks: Vec<Chunk> = categories
        .iter()
        .filter(|c| c.id > 0 && seen.insert(c.id))
        .map(|c| Chunk {
            id: c.id,
            name: c
                .name
                .clone()
                .filter(|n| !n.trim().is_empty())
                .unwrap_or_else(|| format!("category {}", c.id)),
        })
        .collect();
    if chunks.is_empty() {
        return vec![Chunk {
            id: 0,
            name: "the whole catalogue".into(),
        }];
    }
    chunks
}
