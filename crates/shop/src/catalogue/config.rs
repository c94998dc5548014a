//! The gateway's tuning: flags and environment variables with defaults, and
//! the checked configuration built from them.
//!
//! Every number that shapes how hard the portal leans on the supplier lives
//! here, with its default, so an operator can find and change it in one
//! place. This module must not hold behaviour; it only reads and clamps.

use std::time::Duration;

use clap::Args;
use reqwest::Url;

use crate::{
    platform::clock::Clock, platform::secrets::ApiKey, platform::shared_limits::SharedLimits,
};

use super::{
    client::{BatchLimits, RetryPolicy},
    paths::DEFAULT_BULK_CHUNK,
};

/// Gateway tuning flags (added to `dealer-desk serve`).
#[derive(Debug, Clone, Args)]
pub struct GatewayArgs {
    /// Total timeout of one supplier call, in seconds.
    #[arg(long, env = "CATALOGUE_TIMEOUT_SECS", default_value_t = 8.0)]
    pub catalogue_timeout_secs: f64,

    /// Timeout for opening a connection to the supplier, in seconds.
    #[arg(long, env = "CATALOGUE_CONNECT_TIMEOUT_SECS", default_value_t = 3.0)]
    pub catalogue_connect_timeout_secs: f64,

    /// Attempts per supplier call, the first included (429, 502-504 and
    /// broken connections are retried; 400, 401 and 404 never).
    #[arg(long, env = "CATALOGUE_MAX_ATTEMPTS", default_value_t = 3)]
    pub catalogue_max_attempts: u32,

    /// Most time spent waiting between attempts of one call, in seconds.
    #[arg(long, env = "CATALOGUE_RETRY_BUDGET_SECS", default_value_t = 10.0)]
    pub catalogue_retry_budget_secs: f64,

    /// First backoff between attempts, in milliseconds (doubles, with jitter).
    #[arg(long, env = "CATALOGUE_BACKOFF_MS", default_value_t = 250)]
    pub catalogue_backoff_ms: u64,

    /// Longest single backoff, in milliseconds.
    #[arg(long, env = "CATALOGUE_BACKOFF_MAX_MS", default_value_t = 4000)]
    pub catalogue_backoff_max_ms: u64,

    /// Supplier calls per second, on average, for the whole portal.
    #[arg(long, env = "CATALOGUE_RATE_PER_SEC", default_value_t = 10.0)]
    pub catalogue_rate_per_sec: f64,

    /// Supplier calls allowed at once above the average rate.
    #[arg(long, env = "CATALOGUE_RATE_BURST", default_value_t = 20)]
    pub catalogue_rate_burst: u32,

    /// Longest wait for the portal's own rate limit before answering "busy",
    /// in seconds.
    #[arg(long, env = "CATALOGUE_RATE_MAX_WAIT_SECS", default_value_t = 5.0)]
    pub catalogue_rate_max_wait_secs: f64,

    /// How long the categories, brands and bikes listings stay fresh, in seconds.
    #[arg(long, env = "CATALOGUE_TTL_LISTINGS_SECS", default_value_t = 3600.0)]
    pub catalogue_ttl_listings_secs: f64,

    /// How long one product stays fresh, in seconds.
    #[arg(long, env = "CATALOGUE_TTL_PRODUCT_SECS", default_value_t = 300.0)]
    pub catalogue_ttl_product_secs: f64,

    /// How long one search answer stays fresh, in seconds.
    #[arg(long, env = "CATALOGUE_TTL_SEARCH_SECS", default_value_t = 120.0)]
    pub catalogue_ttl_search_secs: f64,

    /// How long one SKU's stock stays fresh, in seconds.
    #[arg(long, env = "CATALOGUE_TTL_STOCK_SECS", default_value_t = 15.0)]
    pub catalogue_ttl_stock_secs: f64,

    /// How long the supplier's "no such product" for a SKU is remembered,
    /// in seconds (asking again sooner costs a call and tells nothing new).
    #[arg(long, env = "CATALOGUE_TTL_MISSING_SECS", default_value_t = 60.0)]
    pub catalogue_ttl_missing_secs: f64,

    /// The largest answer read from the supplier, in megabytes (after
    /// decompression); a larger one fails the call at once.
    #[arg(long, env = "CATALOGUE_MAX_BODY_MB", default_value_t = 256)]
    pub catalogue_max_body_mb: u64,

    /// The largest list a sync reads, in megabytes (after decompression).
    /// A sync reads a category's list record by record as it arrives, so
    /// it holds the records, never the text; each record must fit
    /// `CATALOGUE_MAX_BODY_MB`.
    #[arg(long, env = "CATALOGUE_MAX_LIST_MB", default_value_t = 16384)]
    pub catalogue_max_list_mb: u64,

    /// How old a listing, product or search answer may be and still be
    /// served (marked stale) while the supplier fails, in seconds.
    #[arg(long, env = "CATALOGUE_STALE_MAX_SECS", default_value_t = 86400.0)]
    pub catalogue_stale_max_secs: f64,

    /// How old a stock count may be and still be served while the supplier
    /// fails, in seconds.
    #[arg(long, env = "CATALOGUE_STALE_STOCK_MAX_SECS", default_value_t = 300.0)]
    pub catalogue_stale_stock_max_secs: f64,

    /// SKUs per bulk stock call.
    #[arg(long, env = "CATALOGUE_BULK_CHUNK", default_value_t = DEFAULT_BULK_CHUNK)]
    pub catalogue_bulk_chunk: usize,

    /// Bulk stock calls in flight at once, for the whole portal.
    #[arg(long, env = "CATALOGUE_BULK_PARALLEL", default_value_t = 2)]
    pub catalogue_bulk_parallel: usize,

    /// Most products, and most SKUs' stock, kept in the cache (each).
    #[arg(long, env = "CATALOGUE_CACHE_ENTRIES", default_value_t = 50_000)]
    pub catalogue_cache_entries: u64,

    /// Most product rows kept in the cache across all search answers.
    #[arg(long, env = "CATALOGUE_CACHE_SEARCH_ROWS", default_value_t = 250_000)]
    pub catalogue_cache_search_rows: u64,

    /// Longest wait of a page for stock it has never seen, in milliseconds;
    /// past it the badge reads "checking" and the live refresh fills it in.
    #[arg(long, env = "CATALOGUE_STOCK_WAIT_MS", default_value_t = 150)]
    pub catalogue_stock_wait_ms: u64,

    /// Total time of one batch call (syncs, stock exports), in seconds.
    #[arg(long, env = "CATALOGUE_BATCH_TIMEOUT_SECS", default_value_t = 900.0)]
    pub catalogue_batch_timeout_secs: f64,

    /// Longest silence while a batch call's answer arrives, in seconds.
    #[arg(long, env = "CATALOGUE_BATCH_IDLE_SECS", default_value_t = 60.0)]
    pub catalogue_batch_idle_secs: f64,

    /// Attempts per batch call (timeouts are retried too).
    #[arg(long, env = "CATALOGUE_BATCH_MAX_ATTEMPTS", default_value_t = 5)]
    pub catalogue_batch_max_attempts: u32,

    /// Most time a batch call spends waiting between attempts, in seconds.
    #[arg(
        long,
        env = "CATALOGUE_BATCH_RETRY_BUDGET_SECS",
        default_value_t = 300.0
    )]
    pub catalogue_batch_retry_budget_secs: f64,

    /// While people's calls and batch work both wait, batch work gets one
    /// call of the allowance after this many of people's (its floor).
    #[arg(long, env = "CATALOGUE_BATCH_EVERY", default_value_t = 4)]
    pub catalogue_batch_every: u32,
}

impl Default for GatewayArgs {
    /// The same defaults as the flags.
    fn default() -> Self {
        GatewayArgs {
            catalogue_timeout_secs: 8.0,
            catalogue_connect_timeout_secs: 3.0,
            catalogue_max_attempts: 3,
            catalogue_retry_budget_secs: 10.0,
            catalogue_backoff_ms: 250,
            catalogue_backoff_max_ms: 4000,
            catalogue_rate_per_sec: 10.0,
            catalogue_rate_burst: 20,
            catalogue_rate_max_wait_secs: 5.0,
            catalogue_ttl_listings_secs: 3600.0,
            catalogue_ttl_product_secs: 300.0,
            catalogue_ttl_search_secs: 120.0,
            catalogue_ttl_stock_secs: 15.0,
            catalogue_ttl_missing_secs: 60.0,
            catalogue_max_body_mb: 256,
            catalogue_max_list_mb: 16384,
            catalogue_stale_max_secs: 86400.0,
            catalogue_stale_stock_max_secs: 300.0,
            catalogue_bulk_chunk: DEFAULT_BULK_CHUNK,
            catalogue_bulk_parallel: 2,
            catalogue_cache_entries: 50_000,
            catalogue_cache_search_rows: 250_000,
            catalogue_stock_wait_ms: 150,
            catalogue_batch_timeout_secs: 900.0,
            catalogue_batch_idle_secs: 60.0,
            catalogue_batch_max_attempts: 5,
            catalogue_batch_retry_budget_secs: 300.0,
            catalogue_batch_every: 4,
        }
    }
}

/// Everything the gateway is built from, checked and clamped.
#[derive(Debug, Clone)]
pub struct GatewayConfig {
    pub base_url: Url,
    pub api_key: ApiKey,
    pub connect_timeout: Duration,
    pub timeout: Duration,
    pub retry: RetryPolicy,
    pub rate_per_sec: f64,
    pub rate_burst: u32,
    pub rate_max_wait: Duration,
    pub ttl_listings: Duration,
    pub ttl_product: Duration,
    pub ttl_search: Duration,
    pub ttl_stock: Duration,
    pub ttl_missing: Duration,
    pub max_body: usize,
    pub max_list: usize,
    pub stale_max: Duration,
    pub stale_stock_max: Duration,
    pub bulk_chunk: usize,
    pub bulk_parallel: usize,
    pub cache_entries: u64,
    pub cache_search_rows: u64,
    pub stock_page_wait: Duration,
    pub batch: BatchLimits,
    pub batch_every: u32,
    /// What "now" is for the caches (the system's clock in service).
    pub clock: Clock,
    /// Where the supplier's allowance is shared with other portals (none:
    /// this portal's own).
    pub shared_limits: SharedLimits,
}

/// Seconds to a duration; nonsense (negative, NaN, infinite) becomes `min`.
fn secs(v: f64, min: f64) -> Duration {
    if v.is_finite() {
        Duration::from_secs_f64(v.clamp(min, 1.0e9))
    } else {
        Duration::from_secs_f64(min)
    }
}

impl GatewayConfig {
    pub fn new(base_url: Url, api_key: ApiKey, a: &GatewayArgs) -> Self {
        GatewayConfig {
            base_url,
            api_key,
            connect_timeout: secs(a.catalogue_connect_timeout_secs, 0.05),
            timeout: secs(a.catalogue_timeout_secs, 0.1),
            retry: RetryPolicy {
                max_attempts: a.catalogue_max_attempts.clamp(1, 20),
                max_total_wait: secs(a.catalogue_retry_budget_secs, 0.0),
                backoff_base: Duration::from_millis(a.catalogue_backoff_ms.max(1)),
                backoff_max: Duration::from_millis(
                    a.catalogue_backoff_max_ms
                        .max(a.catalogue_backoff_ms.max(1)),
                ),
            },
            rate_per_sec: if a.catalogue_rate_per_sec.is_finite() && a.catalogue_rate_per_sec > 0.0
            {
                a.catalogue_rate_per_sec
            } else {
                10.0
            },
            rate_burst: a.catalogue_rate_burst.max(1),
            rate_max_wait: secs(a.catalogue_rate_max_wait_secs, 0.0),
            ttl_listings: secs(a.catalogue_ttl_listings_secs, 0.0),
            ttl_product: secs(a.catalogue_ttl_product_secs, 0.0),
            ttl_search: secs(a.catalogue_ttl_search_secs, 0.0),
            ttl_stock: secs(a.catalogue_ttl_stock_secs, 0.0),
            ttl_missing: secs(a.catalogue_ttl_missing_secs, 0.0),
            max_body: usize::try_from(a.catalogue_max_body_mb.clamp(1, 4096) * 1024 * 1024)
                .unwrap_or(usize::MAX),
            max_list: usize::try_from(a.catalogue_max_list_mb.clamp(1, 1 << 20) * 1024 * 1024)
                .unwrap_or(usize::MAX),
            stale_max: secs(a.catalogue_stale_max_secs, 0.0),
            stale_stock_max: secs(a.catalogue_stale_stock_max_secs, 0.0),
            bulk_chunk: a.catalogue_bulk_chunk.clamp(1, 10_000),
            bulk_parallel: a.catalogue_bulk_parallel.clamp(1, 64),
            cache_entries: a.catalogue_cache_entries.max(1),
            cache_search_rows: a.catalogue_cache_search_rows.max(1),
            stock_page_wait: Duration::from_millis(a.catalogue_stock_wait_ms.min(60_000)),
            batch: BatchLimits {
                timeout: secs(a.catalogue_batch_timeout_secs, 1.0),
                idle: secs(a.catalogue_batch_idle_secs, 0.1),
                retry: RetryPolicy {
                    max_attempts: a.catalogue_batch_max_attempts.clamp(1, 50),
                    max_total_wait: secs(a.catalogue_batch_retry_budget_secs, 0.0),
                    backoff_base: Duration::from_millis(a.catalogue_backoff_ms.max(1))
                        .max(Duration::from_secs(1)),
                    backoff_max: Duration::from_secs(60),
                },
            },
            batch_every: a.catalogue_batch_every.clamp(1, 1000),
            clock: Clock::system(),
            shared_limits: SharedLimits::local(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct T {
        #[command(flatten)]
        a: GatewayArgs,
    }

    #[test]
    fn flag_defaults_match_default_impl() {
        let parsed = T::parse_from(["t"]).a;
        assert_eq!(
            format!("{parsed:?}"),
            format!("{:?}", GatewayArgs::default())
        );
    }

    #[test]
    fn nonsense_is_clamped() {
        let a = GatewayArgs {
            catalogue_rate_per_sec: -1.0,
            catalogue_bulk_chunk: 0,
            catalogue_timeout_secs: f64::NAN,
            ..GatewayArgs::default()
        };
        let c = GatewayConfig::new(Url::parse("http://h").unwrap(), ApiKey::new("k"), &a);
        assert_eq!(c.rate_per_sec, 10.0);
        assert_eq!(c.bulk_chunk, 1);
        assert_eq!(c.timeout, Duration::from_millis(100));
    }
}
