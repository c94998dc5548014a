//! Keeping the index in step with the supplier.
//!
//! A full sync fetches the whole catalogue with extended properties one
//! category at a time (`categoryId`), through the gateway and so within its
//! rate limit, writing each chunk in one transaction; when every chunk has
//! arrived it removes what the supplier no longer lists. An incremental sync
//! asks only for products updated since the last sync began (less a safety
//! margin). The loop runs a full sync first and then every reconcile
//! interval, incremental ones in between. Every call is batch work (after
//! people's calls, with batch work's limits). The full sync itself is in `full`.

use std::{
    collections::HashMap,
    time::{Duration, Instant},
};

use super::{
    lock,
    source::{Supplier, SyncFrom},
    store, Index,
};
use crate::{
    catalogue::Catalogue,
    model::{query::SupplierFilters, search::SyncRun, AppError, Product},
};

/// How soon a failed sync is tried again (sooner than the normal interval
/// while the index has never been complete).
const RETRY_FIRST: Duration = Duration::from_secs(20);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SyncKind {
    Full,
    Incremental,
}

impl SyncKind {
    fn label(self) -> &'static str {
        match self {
            SyncKind::Full => "full",
            SyncKind::Incremental => "incremental",
        }
    }
}

fn iso(t: chrono::DateTime<chrono::Utc>) -> String {
    t.format("%Y-%m-%dT%H:%M:%S+00:00").to_string()
}

/// When a finished sync's data began, where the next incremental sync asks
/// from: for a full sync carried on over several attempts, its first
/// attempt (`run.started`, the plan's), so a product that changed between
/// attempts in a category already fetched is asked for again.
fn data_began(
    run: &SyncRun,
    attempt: chrono::DateTime<chrono::Utc>,
) -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::parse_from_rfc3339(&run.started)
        .map(|t| t.with_timezone(&chrono::Utc))
        .map_or(attempt, |first| first.min(attempt))
}

/// Starts the background loop: sync now, then every interval, forever.
pub fn spawn_sync_loop(index: Index, catalogue: Catalogue) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        if index.is_ready() {
            // A restart serves the saved index: load its columns before
            // the first search rather than during it.
            let _ = index.warm().await;
        }
        loop {
            let kind = index.next_kind();
            let ok = index.sync(&catalogue, kind).await.is_ok();
            let every = index.settings().sync_every;
            let wait = if ok || index.is_ready() {
                every
            } else {
                every.min(RETRY_FIRST)
            };
            tokio::time::sleep(wait).await;
        }
    })
}

impl Index {
    /// Full when the index has never been complete or its last full sync is
    /// older than the reconcile interval; otherwise incremental.
    pub fn next_kind(&self) -> SyncKind {
        if !self.is_ready() {
            return SyncKind::Full;
        }
        let runs = lock(&self.inner.runs);
        let due = runs
            .last_full
            .as_ref()
            .and_then(|r| chrono::DateTime::parse_from_rfc3339(&r.started).ok())
            .is_none_or(|t| {
                chrono::Utc::now()
                    .signed_duration_since(t)
                    .to_std()
                    .unwrap_or_default()
                    >= self.inner.settings.reconcile_every
            });
        if due {
            SyncKind::Full
        } else {
            SyncKind::Incremental
        }
    }

    /// Runs one sync from the supplier, as batch work.
    pub async fn sync(&self, catalogue: &Catalogue, kind: SyncKind) -> Result<SyncRun, AppError> {
        let supplier = Supplier(catalogue.batch());
        self.sync_from(
            SyncFrom {
                source: &supplier,
                copy: None,
            },
            kind,
        )
        .await
    }

    /// Runs one sync from `from` and records it (success or failure) for
    /// the status page.
    pub async fn sync_from(&self, from: SyncFrom<'_>, kind: SyncKind) -> Result<SyncRun, AppError> {
        lock(&self.inner.runs).running = Some(match kind {
            SyncKind::Full => "full sync",
            SyncKind::Incremental => "incremental sync",
        });
        let started_at = chrono::Utc::now();
        let clock = Instant::now();
        let mut run = SyncRun {
            kind: kind.label().to_string(),
            started: started_at.to_rfc3339(),
            duration_ms: 0,
            fetched: 0,
            removed: 0,
            skipped: 0,
            error: None,
        };
        let outcome = match kind {
            SyncKind::Full => self.full(from, &mut run).await,
            SyncKind::Incremental => self.incremental(from, &mut run).await,
        };
        run.duration_ms = u64::try_from(clock.elapsed().as_millis()).unwrap_or(u64::MAX);
        if let Err(e) = &outcome {
            if run.error.is_none() {
                run.error = Some(e.to_string());
            }
            tracing::warn!(
                kind = run.kind,
                error = run.error.as_deref().unwrap_or_default(),
                "catalogue index: sync failed"
            );
        }
        let key = {
            let mut runs = lock(&self.inner.runs);
            runs.running = None;
            match (&outcome, kind) {
                (Err(e), _) => {
                    let why = run.error.clone().unwrap_or_else(|| e.to_string());
                    runs.last_error = Some(format!("{} sync: {why}", run.kind));
                    None
                }
                (Ok(()), SyncKind::Full) => {
                    runs.last_error = None;
                    runs.last_full = Some(run.clone());
                    Some("last_full")
                }
                (Ok(()), SyncKind::Incremental) => {
                    runs.last_error = None;
                    runs.last_incremental = Some(run.clone());
                    Some("last_incremental")
                }
            }
        };
        outcome?;
        if let Some(copy) = from.copy {
            copy.synced_since(&run.started).await?;
        }
        tracing::info!(
            kind = run.kind,
            from = from.source.name(),
            fetched = run.fetched,
            removed = run.removed,
            skipped = run.skipped,
            ms = run.duration_ms,
            "catalogue index: sync finished"
        );
        if let Some(key) = key {
            let json = serde_json::to_string(&run).unwrap_or_default();
            let start = iso(data_began(&run, started_at));
            self.write(move |c| {
                store::set_meta(c, key, &json)?;
                store::set_meta(c, "sync_start", &start)
            })
            .await?;
        }
        if self.is_ready() {
            self.warm().await?;
        }
        Ok(run)
    }

    async fn incremental(&self, from: SyncFrom<'_>, run: &mut SyncRun) -> Result<(), AppError> {
        let (since, generation) = self
            .write(|c| {
                Ok((
                    store::get_meta(c, "sync_start")?,
                    store::get_meta(c, "generation")?
                        .and_then(|g| g.parse::<i64>().ok())
                        .unwrap_or(1),
                ))
            })
            .await?;
        let since = since
            .and_then(|s| chrono::DateTime::parse_from_rfc3339(&s).ok())
            .map(|t| t.with_timezone(&chrono::Utc))
            .ok_or_else(|| AppError::Internal("the index has no completed sync yet".into()))?;
        let margin = chrono::Duration::from_std(self.inner.settings.margin).unwrap_or_default();
        let brands = from.source.listings().await?.brands;
        let brand_ids: HashMap<String, i64> = brands
            .iter()
            .filter_map(|b| Some((b.name.as_deref()?.trim().to_lowercase(), b.id)))
            .collect();
        let filters = SupplierFilters {
            updated_after: Some(iso(since - margin)),
            extended: true,
            ..SupplierFilters::default()
        };
        let got = from.source.products(&filters).await?;
        run.fetched = got.products.len() as u64;
        run.skipped = got.skipped;
        if let Some(copy) = from.copy {
            copy.products(0, &got.products).await?;
        }
        self.put(got.products, generation, std::sync::Arc::new(brand_ids))
            .await
    }

    /// Writes one chunk of products in one transaction.
    async fn put(
        &self,
        products: Vec<Product>,
        generation: i64,
        brand_ids: std::sync::Arc<HashMap<String, i64>>,
    ) -> Result<(), AppError> {
        let history = self.history_now();
        self.write(move |c| {
            let tx = c.transaction()?;
            store::upsert(&tx, &products, generation, &brand_ids, history)?;
            tx.commit()
        })
        .await
    }

    /// Moves the start of the next incremental sync back to `since` (RFC
    /// 3339) if it is later: a portal taking over the supplier's sync
    /// carries on from where the last one left off.
    pub async fn sync_start_at_most(&self, since: &str) -> Result<(), AppError> {
        let since = chrono::DateTime::parse_from_rfc3339(since)
            .map_err(|_| AppError::BadRequest(format!("not a time: {since}")))?
            .with_timezone(&chrono::Utc);
        self.write(move |c| {
            let mine = store::get_meta(c, "sync_start")?
                .and_then(|s| chrono::DateTime::parse_from_rfc3339(&s).ok())
                .map(|t| t.with_timezone(&chrono::Utc));
            if mine.is_some_and(|m| m > since) {
                store::set_meta(c, "sync_start", &iso(since))?;
            }
            Ok(())
        })
        .await
    }

    /// The time a change seen now is noted at; `None` while the index has
    /// never been complete (its first sync is the baseline, not changes).
    pub(super) fn history_now(&self) -> Option<i64> {
        self.is_ready()
            .then(|| chrono::Utc::now().timestamp_millis())
    }
}
