//! The catalogue gateway: the one place the portal talks to the supplier.
//!
//! (Foundation version: a plain client with the final interface. Caching,
//! retries, throttling, coalescing and metrics come with the gateway work.)

use std::{sync::Arc, time::Duration};

use clap::Args;
use reqwest::Url;
use serde::de::DeserializeOwned;

use crate::model::{query::SupplierFilters, AppError, Bike, Brand, Category, Product, Stock};

use super::config::ApiKey;

/// Gateway tuning flags (added to `dealer-desk serve`).
#[derive(Debug, Clone, Args)]
pub struct GatewayArgs {
    /// Total timeout of one supplier call, in seconds.
    #[arg(long, env = "CATALOGUE_TIMEOUT_SECS", default_value_t = 8.0)]
    pub catalogue_timeout_secs: f64,
}

#[derive(Debug, Clone)]
pub struct GatewayConfig {
    pub base_url: Url,
    pub api_key: ApiKey,
    pub timeout: Duration,
}

impl GatewayConfig {
    pub fn new(base_url: Url, api_key: ApiKey, args: &GatewayArgs) -> Self {
        GatewayConfig {
            base_url,
            api_key,
            timeout: Duration::from_secs_f64(args.catalogue_timeout_secs.max(0.1)),
        }
    }
}

/// A value from the supplier, possibly served from cache past its time.
#[derive(Debug, Clone)]
pub struct Fetched<T> {
    pub value: T,
    /// Set when the value is stale: how old it is.
    pub stale_for: Option<Duration>,
}

#[derive(Clone)]
pub struct Catalogue {
    inner: Arc<Inner>,
}

struct Inner {
    cfg: GatewayConfig,
    http: reqwest::Client,
}

impl Catalogue {
    pub fn new(cfg: GatewayConfig) -> Result<Self, String> {
        let http = reqwest::Client::builder()
            .timeout(cfg.timeout)
            .build()
            .map_err(|e| format!("cannot build the HTTP client: {e}"))?;
        Ok(Catalogue {
            inner: Arc::new(Inner { cfg, http }),
        })
    }

    fn url(&self, path: &str) -> Result<Url, AppError> {
        self.inner
            .cfg
            .base_url
            .join(path)
            .map_err(|_| AppError::Internal("bad supplier path".into()))
    }

    async fn get<T: DeserializeOwned>(&self, url: Url) -> Result<T, AppError> {
        let resp = self
            .inner
            .http
            .get(url)
            .header("x-api-key", self.inner.cfg.api_key.expose())
            .send()
            .await
            .map_err(|_| AppError::Unreachable)?;
        match resp.status().as_u16() {
            200 => resp.json().await.map_err(|_| AppError::BadResponse),
            401 => Err(AppError::NotAuthorised),
            404 => Err(AppError::NotFound("The product".into())),
            429 => Err(AppError::Busy),
            400 => Err(AppError::InvalidFilter("a filter did not parse".into())),
            _ => Err(AppError::Unreachable),
        }
    }

    pub async fn product(&self, sku: &str) -> Result<Fetched<Arc<Product>>, AppError> {
        let mut url = self.url("product/get/")?;
        url.path_segments_mut()
            .map_err(|_| AppError::Internal("bad base URL".into()))?
            .pop_if_empty()
            .push(sku);
        url.query_pairs_mut()
            .append_pair("includeExtendedProperties", "true");
        let p: Product = self.get(url).await?;
        Ok(Fetched {
            value: Arc::new(p),
            stale_for: None,
        })
    }

    pub async fn search(
        &self,
        f: &SupplierFilters,
    ) -> Result<Fetched<Arc<Vec<Product>>>, AppError> {
        let mut url = self.url("product/search")?;
        {
            let mut q = url.query_pairs_mut();
            if let Some(v) = f.category_id {
                q.append_pair("categoryId", &v.to_string());
            }
            if let Some(v) = f.brand_id {
                q.append_pair("brandId", &v.to_string());
            }
            for (k, v) in [
                ("category", &f.category),
                ("brand", &f.brand),
                ("createdBefore", &f.created_before),
                ("createdAfter", &f.created_after),
                ("updatedBefore", &f.updated_before),
                ("updatedAfter", &f.updated_after),
            ] {
                if let Some(v) = v {
                    q.append_pair(k, v);
                }
            }
            q.append_pair(
                "includeExtendedProperties",
                if f.extended { "true" } else { "false" },
            );
        }
        let v: Vec<Product> = self.get(url).await?;
        Ok(Fetched {
            value: Arc::new(v),
            stale_for: None,
        })
    }

    pub async fn bulk_stock(&self, skus: &[String]) -> Result<Vec<Stock>, AppError> {
        let url = self.url("product/bulkstock")?;
        let resp = self
            .inner
            .http
            .post(url)
            .header("x-api-key", self.inner.cfg.api_key.expose())
            .json(skus)
            .send()
            .await
            .map_err(|_| AppError::Unreachable)?;
        if !resp.status().is_success() {
            return Err(AppError::Unreachable);
        }
        resp.json().await.map_err(|_| AppError::BadResponse)
    }

    pub async fn categories(&self) -> Result<Fetched<Arc<Vec<Category>>>, AppError> {
        let v: Vec<Category> = self.get(self.url("categories/all")?).await?;
        Ok(Fetched {
            value: Arc::new(v),
            stale_for: None,
        })
    }

    pub async fn brands(&self) -> Result<Fetched<Arc<Vec<Brand>>>, AppError> {
        let v: Vec<Brand> = self.get(self.url("brands/all")?).await?;
        Ok(Fetched {
            value: Arc::new(v),
            stale_for: None,
        })
    }

    pub async fn bikes(&self) -> Result<Fetched<Arc<Vec<Bike>>>, AppError> {
        let v: Vec<Bike> = self.get(self.url("bikes/all")?).await?;
        Ok(Fetched {
            value: Arc::new(v),
            stale_for: None,
        })
    }

    /// Whether the supplier answers at all (for `/healthz`).
    pub async fn reachable(&self) -> bool {
        self.categories().await.is_ok()
    }

    /// Prometheus text for `/metrics`.
    pub fn render_metrics(&self) -> String {
        String::new()
    }
}
