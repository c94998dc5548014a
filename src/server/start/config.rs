//! Configuration, read once at start from the command line and environment,
//! validated with messages a person can act on.
//!
//! The supplier key is kept in `ApiKey` (its own module), whose `Debug` and
//! `Display` never print it, so no log line or error message can leak it by
//! accident.

use std::{net::SocketAddr, path::PathBuf};

use clap::Args;
use reqwest::Url;

use crate::server::platform::secrets::ApiKey;

/// For clap: a key given on the command line or in the environment goes
/// straight into an `ApiKey`, so the parsed arguments never hold it bare.
fn key_arg(raw: &str) -> Result<ApiKey, std::convert::Infallible> {
    Ok(ApiKey::new(raw))
}

/// Where the catalogue comes from.
#[derive(Debug, Clone)]
pub enum Upstream {
    /// The real supplier at this base URL.
    Supplier { base_url: Url, api_key: ApiKey },
    /// The embedded demo catalogue, started in-process.
    Demo {
        products: usize,
        seed: u64,
        stock_tick_secs: u64,
        rate_limit: f64,
        /// The demo's latency profile (all zero: answers at once).
        slowness: crate::server::demo::Faults,
    },
}

/// Flags and variables for `dealer-desk serve`.
#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// Address to listen on (the Leptos convention).
    #[arg(long, env = "LEPTOS_SITE_ADDR")]
    pub site_addr: Option<SocketAddr>,

    /// The supplier's base URL. Unset: run on the embedded demo catalogue.
    #[arg(long, env = "CATALOGUE_BASE_URL")]
    pub catalogue_base_url: Option<String>,

    /// The supplier's API key.
    #[arg(long, env = "CATALOGUE_API_KEY", hide_env_values = true, value_parser = key_arg)]
    pub catalogue_api_key: Option<ApiKey>,

    /// A file holding the supplier's API key (first line, trimmed).
    #[arg(long, env = "CATALOGUE_API_KEY_FILE")]
    pub catalogue_api_key_file: Option<PathBuf>,

    /// Products in the embedded demo catalogue.
    #[arg(long, env = "DEMO_PRODUCTS", default_value_t = 5000)]
    pub demo_products: usize,

    /// Seed of the embedded demo catalogue's generated data.
    #[arg(long, env = "DEMO_SEED", default_value_t = 42)]
    pub demo_seed: u64,

    /// Seconds between stock movements in the embedded demo catalogue.
    #[arg(long, env = "DEMO_STOCK_TICK_SECS", default_value_t = 20)]
    pub demo_stock_tick_secs: u64,

    /// Requests per second the embedded demo catalogue allows the portal.
    #[arg(long, env = "DEMO_RATE_LIMIT", default_value_t = 20.0)]
    pub demo_rate_limit: f64,

    /// The embedded demo catalogue's delay before each answer but searches,
    /// in milliseconds (plays a supplier on the internet; 0: none).
    #[arg(long, env = "DEMO_LATENCY_MS", default_value_t = 0)]
    pub demo_latency_ms: u64,

    /// The embedded demo catalogue's delay before each search's answer, in
    /// milliseconds.
    #[arg(long, env = "DEMO_SEARCH_LATENCY_MS", default_value_t = 0)]
    pub demo_search_latency_ms: u64,

    /// The embedded demo catalogue's time to send each megabyte of an
    /// answer, in milliseconds.
    #[arg(long, env = "DEMO_MS_PER_MB", default_value_t = 0)]
    pub demo_ms_per_mb: u64,

    /// The key the embedded demo catalogue expects. Unset: a fresh random key
    /// at every start (fix it only for tests that look for it in responses).
    #[arg(long, env = "DEMO_API_KEY", hide_env_values = true, value_parser = key_arg)]
    pub demo_api_key: Option<ApiKey>,

    /// Origins product images may load from (space- or comma-separated),
    /// besides the portal itself. Unset: the catalogue's own origin.
    #[arg(long, env = "IMAGE_HOSTS")]
    pub image_hosts: Option<String>,

    /// Stock at or under this count shows as "low stock".
    #[arg(long, env = "LOW_STOCK_THRESHOLD", default_value_t = 3)]
    pub low_stock_threshold: i64,

    #[command(flatten)]
    pub gateway: crate::server::catalogue::GatewayArgs,

    #[command(flatten)]
    pub index: crate::server::index::IndexArgs,

    #[command(flatten)]
    pub access: crate::server::access::AccessArgs,

    #[command(flatten)]
    pub listen: crate::server::http::listen::ListenArgs,

    #[command(flatten)]
    pub customers: crate::server::customers::CustomerArgs,

    #[command(flatten)]
    pub prices: crate::server::pricing::PriceArgs,

    #[command(flatten)]
    pub orders: crate::server::orders::OrderArgs,

    #[command(flatten)]
    pub sales: crate::server::sales::SaleArgs,

    #[command(flatten)]
    pub shop_details: crate::server::documents::ShopDetailsArgs,

    #[command(flatten)]
    pub stores: crate::server::platform::postgres::stores::StoreArgs,

    #[command(flatten)]
    pub shared_limits: crate::server::platform::shared_limits::SharedLimitsArgs,

    #[command(flatten)]
    pub backup: crate::server::backup::BackupArgs,
}

/// A configuration problem, said so that the person starting the portal can
/// fix it. Never contains the key itself.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ConfigError {
    #[error("CATALOGUE_BASE_URL is not a valid URL ({0}); expected e.g. https://api.example.com")]
    BadUrl(String),
    #[error("CATALOGUE_BASE_URL must use http or https, not {0:?}")]
    BadScheme(String),
    #[error(
        "CATALOGUE_BASE_URL is set but no key is: set CATALOGUE_API_KEY or CATALOGUE_API_KEY_FILE"
    )]
    MissingKey,
    #[error("set either CATALOGUE_API_KEY or CATALOGUE_API_KEY_FILE, not both")]
    TwoKeys,
    #[error("cannot read CATALOGUE_API_KEY_FILE {path}: {reason}")]
    KeyFile { path: String, reason: String },
    #[error("the supplier API key is empty")]
    EmptyKey,
    #[error("the supplier API key contains characters that cannot go in an HTTP header")]
    KeyNotHeaderSafe,
    #[error("DEMO_PRODUCTS must be between 1 and 200000, not {0}")]
    DemoSize(usize),
    #[error("DEMO_RATE_LIMIT must be 0 (no limit) or more requests per second, not {0}")]
    DemoRate(String),
    #[error("LOW_STOCK_THRESHOLD must be 0 or more, not {0}")]
    LowStock(i64),
}

impl ServeArgs {
    /// Decides where the catalogue comes from, checking everything once.
    pub fn upstream(&self) -> Result<Upstream, ConfigError> {
        if self.low_stock_threshold < 0 {
            return Err(ConfigError::LowStock(self.low_stock_threshold));
        }
        let Some(raw) = self.catalogue_base_url.as_deref().map(str::trim) else {
            if !(1..=200_000).contains(&self.demo_products) {
                return Err(ConfigError::DemoSize(self.demo_products));
            }
            if !self.demo_rate_limit.is_finite() || self.demo_rate_limit < 0.0 {
                return Err(ConfigError::DemoRate(self.demo_rate_limit.to_string()));
            }
            return Ok(Upstream::Demo {
                products: self.demo_products,
                seed: self.demo_seed,
                stock_tick_secs: self.demo_stock_tick_secs,
                rate_limit: self.demo_rate_limit,
                slowness: crate::server::demo::Faults {
                    latency: std::time::Duration::from_millis(self.demo_latency_ms),
                    search_latency: std::time::Duration::from_millis(self.demo_search_latency_ms),
                    per_mb: std::time::Duration::from_millis(self.demo_ms_per_mb),
                    ..crate::server::demo::Faults::default()
                },
            });
        };
        let base_url = Url::parse(raw).map_err(|e| ConfigError::BadUrl(e.to_string()))?;
        if !matches!(base_url.scheme(), "http" | "https") {
            return Err(ConfigError::BadScheme(base_url.scheme().to_string()));
        }
        let key = match (&self.catalogue_api_key, &self.catalogue_api_key_file) {
            (Some(_), Some(_)) => return Err(ConfigError::TwoKeys),
            (None, None) => return Err(ConfigError::MissingKey),
            (Some(k), None) => k.expose().trim().to_string(),
            (None, Some(path)) => std::fs::read_to_string(path)
                .map_err(|e| ConfigError::KeyFile {
                    path: path.display().to_string(),
                    reason: e.to_string(),
                })?
                .lines()
                .next()
                .unwrap_or("")
                .trim()
                .to_string(),
        };
        if key.is_empty() {
            return Err(ConfigError::EmptyKey);
        }
        if http::HeaderValue::from_str(&key).is_err() {
            return Err(ConfigError::KeyNotHeaderSafe);
        }
        Ok(Upstream::Supplier {
            base_url,
            api_key: ApiKey::new(key),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct T {
        #[command(flatten)]
        a: ServeArgs,
    }

    fn args(extra: &[&str]) -> ServeArgs {
        let mut v = vec!["t"];
        v.extend_from_slice(extra);
        T::parse_from(v).a
    }

    #[test]
    fn no_base_url_means_demo() {
        let a = ServeArgs {
            catalogue_base_url: None,
            ..args(&[])
        };
        assert!(matches!(a.upstream(), Ok(Upstream::Demo { .. })));
    }

    #[test]
    fn demo_tick_and_rate_reach_the_upstream() {
        let mut a = args(&["--demo-stock-tick-secs", "5", "--demo-rate-limit", "2.5"]);
        a.catalogue_base_url = None;
        match a.upstream().unwrap() {
            Upstream::Demo {
                stock_tick_secs,
                rate_limit,
                ..
            } => {
                assert_eq!(stock_tick_secs, 5);
                assert_eq!(rate_limit, 2.5);
            }
            other => panic!("expected demo, got {other:?}"),
        }
        a.demo_rate_limit = -1.0;
        assert!(matches!(a.upstream(), Err(ConfigError::DemoRate(_))));
    }

    #[test]
    fn base_url_without_key_is_refused() {
        let a = ServeArgs {
            catalogue_base_url: Some("https://api.example.com".into()),
            catalogue_api_key: None,
            catalogue_api_key_file: None,
            ..args(&[])
        };
        assert_eq!(a.upstream().unwrap_err(), ConfigError::MissingKey);
    }

    #[test]
    fn bad_urls_and_schemes_are_explained() {
        let mut a = args(&[]);
        a.catalogue_api_key = Some("k".into());
        a.catalogue_base_url = Some("not a url".into());
        assert!(matches!(a.upstream(), Err(ConfigError::BadUrl(_))));
        a.catalogue_base_url = Some("ftp://x.example".into());
        assert!(matches!(a.upstream(), Err(ConfigError::BadScheme(_))));
    }

    #[test]
    fn key_file_is_read_and_trimmed_and_never_printed() {
        let dir = std::env::temp_dir().join(format!("dd-key-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("key");
        std::fs::write(&path, "  s3cret-key  \nignored\n").unwrap();
        let mut a = args(&[]);
        a.catalogue_api_key = None;
        a.catalogue_base_url = Some("https://api.example.com/".into());
        a.catalogue_api_key_file = Some(path);
        match a.upstream().unwrap() {
            Upstream::Supplier { api_key, .. } => {
                assert_eq!(api_key.expose(), "s3cret-key");
                assert!(!format!("{api_key:?} {api_key}").contains("s3cret"));
            }
            other => panic!("expected supplier, got {other:?}"),
        }
        let mut b = args(&[]);
        b.catalogue_base_url = Some("https://api.example.com/".into());
        b.catalogue_api_key = Some("x".into());
        b.catalogue_api_key_file = Some(dir.join("missing"));
        assert_eq!(b.upstream().unwrap_err(), ConfigError::TwoKeys);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn parsed_arguments_never_print_a_key() {
        let a = args(&[
            "--catalogue-api-key",
            "sup3r-secret-k3y",
            "--demo-api-key",
            "dem0-secret-k3y",
        ]);
        let shown = format!("{a:?}");
        assert!(!shown.contains("sup3r-secret") && !shown.contains("dem0-secret"));
    }

    #[test]
    fn header_unsafe_key_is_refused_without_echo() {
        let mut a = args(&[]);
        a.catalogue_base_url = Some("https://api.example.com/".into());
        a.catalogue_api_key = Some("bad\nkey".into());
        let e = a.upstream().unwrap_err();
        assert_eq!(e, ConfigError::KeyNotHeaderSafe);
        assert!(!e.to_string().contains("bad"));
    }
}
