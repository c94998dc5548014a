//! The catalogue gateway: the one place the portal talks to the supplier.
//!
//! It holds the supplier's key, keeps the portal inside the supplier's rate
//! budget, absorbs slowness and failures (retries, caching, stale answers)
//! and turns the supplier's loosely shaped records into the model's types.
//! Pages reach it only through server functions. It must never hand out the
//! key, and never import the demo catalogue: the two meet only by URL.
//!
//! Layout: `paths` (every supplier path and shape decision), `client` (HTTP,
//! retries, error mapping), `decode` (tolerant reading), `cache` (stores,
//! coalescing, stale-if-error), `stock` (per-SKU stock and bulk chunks),
//! `retry` (policy and `Retry-After`), `queue` (whose call goes next: a
//! person's before batch work, clients in turn), `limiter` (the allowance),
//! `metrics`, `config` (flags and defaults).
//!
//! A `Catalogue` handle carries who its calls are for (`Caller`): the door
//! binds it to the client a request comes from (`for_client`), and batch
//! work takes `batch()`.

mod cache;
mod client;
mod config;
mod decode;
mod in_flight;
mod limiter;
mod metrics;
mod paths;
mod queue;
mod records;
mod retry;
mod stock;

use std::{sync::Arc, time::Duration};

use reqwest::Url;
use serde::de::DeserializeOwned;

use crate::model::{query::SupplierFilters, AppError, Bike, Brand, Category, Product, Stock};

pub use client::{BatchLimits, RetryPolicy};
pub use config::{GatewayArgs, GatewayConfig};
pub use decode::RecordError;
pub use limiter::{Limiter, Supplier};
/// The Prometheus text format's lines, for the portal's other figures.
pub(crate) use metrics::{family as metric_family, sample as metric_sample};
pub use queue::{Caller, Class};
pub use stock::{Reading, ReadingState};

use cache::{Store, StoreSettings};
use client::{Call, Client, ClientSettings};
use metrics::Metrics;
use paths::Endpoint;
use queue::{Queue, QueueSettings};
use records::Records;
use stock::{StockReader, StockWait};

/// A value from the supplier, possibly served from cache past its time.
#[derive(Debug, Clone)]
pub struct Fetched<T> {
    pub value: T,
    /// Set when the value is stale (the supplier failed): how old it is.
    pub stale_for: Option<Duration>,
    /// Records the supplier sent that could not be read and were left out.
    pub skipped: usize,
}

#[derive(Clone)]
pub struct Catalogue {
    inner: Arc<Inner>,
    /// Who this handle's calls are for.
    caller: Caller,
}

struct Inner {
    base: Url,
    client: Arc<Client>,
    metrics: Arc<Metrics>,
    products: Store<String, Product>,
    /// SKUs the supplier said it does not have, remembered briefly: a
    /// stream of requests for made-up SKUs costs one call each, not one per request.
    missing: Option<moka::future::Cache<String, AppError>>,
    searches: Store<SupplierFilters, Vec<Product>>,
    categories: Store<(), Vec<Category>>,
    brands: Store<(), Vec<Brand>>,
    bikes: Store<(), Vec<Bike>>,
    stock: StockReader,
    /// How long a page waits for stock it has never seen.
    stock_page_wait: Duration,
    stock_ttl: Duration,
}

/// How recently the supplier must have answered for `reachable` to trust it
/// without asking.
const HEALTH_WINDOW: Duration = Duration::from_secs(30);

/// The weight of a search answer in the cache: its rows.
#[allow(clippy::ptr_arg)] // the store's weigher takes the stored type itself
fn rows<T>(v: &Vec<T>) -> u32 {
    u32::try_from(v.len()).unwrap_or(u32::MAX)
}

/// The one line of the portal's supplier calls, in front of its allowance
/// (shared with other portals on the same key when a server is set).
fn supplier_queue(cfg: &GatewayConfig) -> Queue {
    let supplier = Supplier {
        base_url: cfg.base_url.as_str(),
        api_key: &cfg.api_key,
    };
    Queue::new(
        Limiter::for_supplier(
            cfg.rate_per_sec,
            cfg.rate_burst,
            &cfg.shared_limits,
            supplier,
        ),
        QueueSettings {
            person_max_wait: cfg.rate_max_wait,
            batch_every: cfg.batch_every,
        },
    )
}

impl Catalogue {
    pub fn new(cfg: GatewayConfig) -> Result<Self, String> {
        if cfg.base_url.cannot_be_a_base() {
            return Err("the catalogue base URL cannot carry paths".into());
        }
        let metrics = Arc::new(Metrics::default());
        let client = Arc::new(Client::new(
            &cfg.api_key,
            ClientSettings {
                connect_timeout: cfg.connect_timeout,
                timeout: cfg.timeout,
                retry: cfg.retry.clone(),
                batch: cfg.batch.clone(),
                queue: supplier_queue(&cfg),
                max_body: cfg.max_body,
                max_list: cfg.max_list,
            },
            Arc::clone(&metrics),
        )?);
        let settings = |ttl: Duration, stale_max: Duration, capacity: u64| StoreSettings {
            ttl,
            stale_max,
            capacity,
            clock: cfg.clock.clone(),
        };
        let m = || Arc::clone(&metrics);
        let listing = settings(cfg.ttl_listings, cfg.stale_max, 1);
        let missing = (!cfg.ttl_missing.is_zero()).then(|| {
            moka::future::Cache::builder()
                .max_capacity(cfg.cache_entries)
                .time_to_live(cfg.ttl_missing)
                .build()
        });
        let inner = Inner {
            base: cfg.base_url.clone(),
            missing,
            products: Store::new(
                "product",
                settings(cfg.ttl_product, cfg.stale_max, cfg.cache_entries),
                None,
                m(),
            ),
            searches: Store::new(
                "search",
                settings(cfg.ttl_search, cfg.stale_max, cfg.cache_search_rows),
                Some(rows::<Product>),
                m(),
            ),
            categories: Store::new("categories", listing.clone(), None, m()),
            brands: Store::new("brands", listing.clone(), None, m()),
            bikes: Store::new("bikes", listing, None, m()),
            stock: StockReader::new(
                Arc::clone(&client),
                cfg.base_url.clone(),
                Store::new(
                    "stock",
                    settings(cfg.ttl_stock, cfg.stale_stock_max, cfg.cache_entries),
                    None,
                    m(),
                ),
                m(),
                cfg.bulk_chunk,
                cfg.bulk_parallel,
            ),
            stock_page_wait: cfg.stock_page_wait,
            stock_ttl: cfg.ttl_stock,
            client,
            metrics,
        };
        Ok(Catalogue {
            inner: Arc::new(inner),
            caller: Caller::default(),
        })
    }

    /// This gateway, its calls made for a person using this client (a
    /// session or an address): served in turn with other clients.
    pub fn for_client(&self, client: &str) -> Catalogue {
        Catalogue {
            inner: Arc::clone(&self.inner),
            caller: Caller::person(client),
        }
    }

    /// This gateway, its calls made as batch work: after people's calls,
    /// with batch wait.
    pub fn batch(&self) -> Catalogue {
        Catalogue {
            inner: Arc::clone(&self.inner),
            caller: Caller::batch(),
        }
    }

    /// Who this handle's calls are for.
    pub fn caller(&self) -> &Caller {
        &self.caller
    }

    /// How long one SKU's stock count stays fresh.
    pub fn stock_ttl(&self) -> Duration {
        self.inner.stock_ttl
    }

    /// SKUs one bulk stock call asks for (a page's stock stays within it).
    pub fn bulk_chunk(&self) -> usize {
        self.inner.stock.chunk()
    }

    /// One product, with extended properties (prices, stock, all images).
    pub async fn product(&self, sku: &str) -> Result<Fetched<Arc<Product>>, AppError> {
        if !paths::sku_fits_path(sku) {
            return Err(AppError::NotFound(
                Endpoint::ProductGet.not_found_phrase(Some(sku)),
            ));
        }
        if let Some(missing) = &self.inner.missing {
            if let Some(known) = missing.get(sku).await {
                return Err(known);
            }
        }
        let url = paths::product_url(&self.inner.base, sku);
        let client = Arc::clone(&self.inner.client);
        let caller = self.caller.clone();
        let owned = sku.to_string();
        let answer = self
            .inner
            .products
            .get_or_fetch(owned.clone(), move || async move {
                let call = Call {
                    endpoint: Endpoint::ProductGet,
                    url,
                    body: None,
                    sku: Some(&owned),
                    caller: &caller,
                };
                let body = client.call(&call).await?;
                let p: Product = decode::one(Endpoint::ProductGet, &body)?;
                Ok((p, 0))
            })
            .await;
        if let (Err(e @ AppError::NotFound(_)), Some(missing)) = (&answer, &self.inner.missing) {
            missing.insert(sku.to_string(), e.clone()).await;
        }
        answer
    }

    /// Products matching the filters (`f.extended` asks for extended properties).
    pub async fn search(
        &self,
        f: &SupplierFilters,
    ) -> Result<Fetched<Arc<Vec<Product>>>, AppError> {
        let key = paths::normalise_filters(f);
        let url = paths::search_url(&self.inner.base, &key);
        self.inner
            .searches
            .get_or_fetch(key, self.list_fetch(Endpoint::Search, url))
            .await
    }

    /// Products matching the filters, straight from the supplier: no cache
    /// read or write (the index's sync moves the whole catalogue through
    /// here, which would only flush what pages keep warm). Still limited,
    /// retried and counted like every other call.
    pub async fn search_uncached(
        &self,
        f: &SupplierFilters,
    ) -> Result<Fetched<Vec<Product>>, AppError> {
        let key = paths::normalise_filters(f);
        let call = Call {
            endpoint: Endpoint::Search,
            url: paths::search_url(&self.inner.base, &key),
            body: None,
            sku: None,
            caller: &self.caller,
        };
        // Read record by record: a category of a large catalogue runs to
        // hundreds of megabytes, never held as text.
        let client = &self.inner.client;
        let d = client
            .call_reading(&call, || {
                Records::<Product>::new(Endpoint::Search, client.max_body(), client.max_list())
            })
            .await?;
        self.inner.metrics.skipped(Endpoint::Search, d.skipped);
        Ok(Fetched {
            value: d.items,
            stale_for: None,
            skipped: d.skipped,
        })
    }

    /// The stock of one SKU (from the per-SKU cache when warm).
    pub async fn stock(&self, sku: &str) -> Result<Stock, AppError> {
        Ok(self.inner.stock.one(sku, &self.caller).await?.value)
    }

    /// One Stock per requested SKU, in request order (duplicates included).
    /// Warm SKUs cost no call; the rest go in chunks to the bulk endpoint.
    pub async fn bulk_stock(&self, skus: &[String]) -> Result<Vec<Stock>, AppError> {
        Ok(self.inner.stock.bulk(skus, &self.caller).await?.value)
    }

    /// Stock for a page, one reading per SKU in request order: counts seen
    /// before come at once (old ones marked and refreshed in the
    /// background); unseen ones are waited for within a short budget and
    /// read "pending" past it.
    pub async fn stock_for_page(&self, skus: &[String]) -> Result<Vec<Reading>, AppError> {
        self.inner
            .stock
            .readings(
                skus,
                &self.caller,
                StockWait::Page(self.inner.stock_page_wait),
            )
            .await
    }

    /// Stock for a stock check: every count not fresh is asked for and
    /// waited for within the page's budget; past it an old count is shown
    /// old (its refresh goes on) and an unseen one pending.
    pub async fn stock_for_check(&self, skus: &[String]) -> Result<Vec<Reading>, AppError> {
        self.inner
            .stock
            .readings(
                skus,
                &self.caller,
                StockWait::Within(self.inner.stock_page_wait),
            )
            .await
    }

    /// Stock waiting for the supplier's answer, one reading per SKU, each
    /// with its age (a live refresh).
    pub async fn stock_readings(&self, skus: &[String]) -> Result<Vec<Reading>, AppError> {
        self.inner
            .stock
            .readings(skus, &self.caller, StockWait::Answer)
            .await
    }

    /// As `bulk_stock`, saying how old the oldest stale count served is.
    pub async fn bulk_stock_fetched(
        &self,
        skus: &[String],
    ) -> Result<Fetched<Vec<Stock>>, AppError> {
        self.inner.stock.bulk(skus, &self.caller).await
    }

    pub async fn categories(&self) -> Result<Fetched<Arc<Vec<Category>>>, AppError> {
        let url = paths::url(&self.inner.base, Endpoint::Categories, None);
        self.inner
            .categories
            .get_or_fetch((), self.list_fetch(Endpoint::Categories, url))
            .await
    }

    pub async fn brands(&self) -> Result<Fetched<Arc<Vec<Brand>>>, AppError> {
        let url = paths::url(&self.inner.base, Endpoint::Brands, None);
        self.inner
            .brands
            .get_or_fetch((), self.list_fetch(Endpoint::Brands, url))
            .await
    }

    pub async fn bikes(&self) -> Result<Fetched<Arc<Vec<Bike>>>, AppError> {
        let url = paths::url(&self.inner.base, Endpoint::Bikes, None);
        self.inner
            .bikes
            .get_or_fetch((), self.list_fetch(Endpoint::Bikes, url))
            .await
    }

    /// The fetch of a list endpoint: call, read element by element, count
    /// what was left out.
    fn list_fetch<T: DeserializeOwned + Send + 'static>(
        &self,
        endpoint: Endpoint,
        url: Url,
    ) -> impl FnOnce() -> futures::future::BoxFuture<'static, Result<(Vec<T>, usize), AppError>>
           + Send
           + 'static {
        let client = Arc::clone(&self.inner.client);
        let metrics = Arc::clone(&self.inner.metrics);
        let caller = self.caller.clone();
        move || {
            Box::pin(async move {
                let call = Call {
                    endpoint,
                    url,
                    body: None,
                    sku: None,
                    caller: &caller,
                };
                let body = client.call(&call).await?;
                let d = records::list::<T>(endpoint, &body)?;
                metrics.skipped(endpoint, d.skipped);
                Ok((d.items, d.skipped))
            })
        }
    }

    /// Whether the supplier answers. Cheap: what the last half minute of
    /// calls said, else the (usually cached) categories listing.
    pub async fn reachable(&self) -> bool {
        if let Some(known) = self.inner.client.recent_health(HEALTH_WINDOW) {
            return known;
        }
        matches!(self.categories().await, Ok(f) if f.stale_for.is_none())
    }

    /// Prometheus text for `/metrics`.
    pub fn render_metrics(&self) -> String {
        let granted = self.inner.client.granted();
        let mut out = self.inner.metrics.render();
        metrics::family(
            &mut out,
            "catalogue_calls_granted_total",
            "counter",
            "Cells of the portal's supplier allowance handed out, by class of call.",
        );
        metrics::sample(
            &mut out,
            "catalogue_calls_granted_total",
            &[("class", "person")],
            granted.person,
        );
        metrics::sample(
            &mut out,
            "catalogue_calls_granted_total",
            &[("class", "batch")],
            granted.batch,
        );
        let counts = &self.inner.stock.counts;
        let read = |c: &std::sync::atomic::AtomicU64| c.load(std::sync::atomic::Ordering::Relaxed);
        for (name, help, value) in [
            (
                "catalogue_stock_served_old_total",
                "Stock counts past their freshness shown on a page at once, while refreshed behind it.",
                read(&counts.served_old),
            ),
            (
                "catalogue_stock_refreshed_total",
                "Stock calls started behind a page to refresh old counts.",
                read(&counts.refreshed),
            ),
            (
                "catalogue_stock_pending_total",
                "Stock counts never seen before that a page did not wait for past its budget.",
                read(&counts.pending),
            ),
        ] {
            metrics::family(&mut out, name, "counter", help);
            metrics::sample(&mut out, name, &[], value);
        }
        out
    }
}
