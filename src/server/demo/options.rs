//! The demo's options: the `demo-catalogue` flags, the options a caller
//! builds in code, their defaults and their checks. `Debug` never shows the
//! API key. Must not start anything.

use std::{fmt, net::SocketAddr, time::Duration};

use chrono::{DateTime, Utc};
use clap::Args;

use crate::server::platform::clock::Clock;

/// Flags of `dealer-desk demo-catalogue`.
#[derive(Clone, Args)]
pub struct DemoArgs {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:3100")]
    pub addr: SocketAddr,
    /// The key clients must send in `x-api-key`.
    #[arg(long, env = "DEMO_API_KEY", hide_env_values = true)]
    pub api_key: String,
    /// Number of generated products.
    #[arg(long, default_value_t = 5000)]
    pub products: usize,
    /// Seed of the generated data.
    #[arg(long, default_value_t = 42)]
    pub seed: u64,
    /// Origin written into asset URLs (default: this server's own address).
    #[arg(long, env = "DEMO_ASSET_BASE_URL")]
    pub asset_base_url: Option<String>,
    /// Seconds between stock movements; 0 freezes stock.
    #[arg(long, default_value_t = 20.0)]
    pub stock_tick_secs: f64,
    /// Share of SKUs whose stock moves each tick (0 to 1).
    #[arg(long, default_value_t = 0.05)]
    pub stock_move_share: f64,
    /// Requests per second each key may make on average; 0 for no limit.
    #[arg(long, default_value_t = 20.0)]
    pub rate_limit: f64,
    /// Requests a key may make at once before the rate applies.
    #[arg(long, default_value_t = 40)]
    pub burst: u32,
    /// Most SKUs one bulk stock request may ask for.
    #[arg(long, default_value_t = 100)]
    pub bulk_max: usize,
    /// Extra delay before every keyed response but searches, in milliseconds.
    #[arg(long, env = "DEMO_LATENCY_MS", default_value_t = 0)]
    pub latency_ms: u64,
    /// Extra delay before every search's answer, in milliseconds.
    #[arg(long, env = "DEMO_SEARCH_LATENCY_MS", default_value_t = 0)]
    pub search_latency_ms: u64,
    /// Time to send each megabyte of an answer, in milliseconds (a slow
    /// line: the answer arrives piece by piece).
    #[arg(long, env = "DEMO_MS_PER_MB", default_value_t = 0)]
    pub ms_per_mb: u64,
    /// Share of keyed requests answered with a 500 (0 to 1).
    #[arg(long, default_value_t = 0.0)]
    pub error_rate: f64,
    /// Answer every keyed request with 429.
    #[arg(long)]
    pub force_429: bool,
}

/// Injected failures and slowness, for testing a client's resilience: a
/// latency profile (per call, per search, per megabyte sent) plays a real
/// supplier on the internet.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Faults {
    /// Added before every keyed response but searches.
    pub latency: Duration,
    /// Added before every search's answer.
    pub search_latency: Duration,
    /// Time to send each megabyte (1,048,576 bytes) of an answer.
    pub per_mb: Duration,
    /// Share of keyed requests answered with 500, 0 to 1.
    pub error_rate: f64,
    /// Answer every keyed request with 429.
    pub force_429: bool,
}

/// How to build and run a demo catalogue.
#[derive(Clone)]
pub struct DemoOptions {
    pub products: usize,
    pub seed: u64,
    pub api_key: String,
    /// Origin of asset URLs in the data, e.g. `http://127.0.0.1:3100`.
    /// `None`: `start` uses the bound address; `router` alone uses the
    /// request's Host.
    pub asset_base_url: Option<String>,
    /// Time between stock movements; zero freezes stock.
    pub stock_tick: Duration,
    /// Share of SKUs that move each tick, 0 to 1.
    pub stock_move_share: f64,
    /// Average requests per second per key; zero or less for no limit.
    pub rate_limit_per_sec: f64,
    pub burst: u32,
    /// Most SKUs per bulk stock request.
    pub bulk_max: usize,
    pub faults: Faults,
    /// The instant generated dates lead up to. `None`: the start of the
    /// current UTC day, so a restart on the same day gives the same data.
    pub now: Option<DateTime<Utc>>,
    /// What "now" is for stock movements (the system's clock but in tests).
    pub clock: Clock,
}

impl DemoOptions {
    pub fn new(products: usize, seed: u64, api_key: impl Into<String>) -> Self {
        DemoOptions {
            products,
            seed,
            api_key: api_key.into(),
            asset_base_url: None,
            stock_tick: Duration::from_secs(20),
            stock_move_share: 0.05,
            rate_limit_per_sec: 20.0,
            burst: 40,
            bulk_max: 100,
            faults: Faults::default(),
            now: None,
            clock: Clock::system(),
        }
    }

    /// Explains the first option that cannot work (never showing the key).
    pub fn check(&self) -> Result<(), String> {
        if self.products > 1_000_000 {
            return Err(format!(
                "products must be at most 1000000, not {}",
                self.products
            ));
        }
        if self.api_key.is_empty() {
            return Err("the API key is empty".into());
        }
        if axum::http::HeaderValue::from_str(&self.api_key).is_err() {
            return Err("the API key has characters that cannot go in an HTTP header".into());
        }
        let share = |x: f64| x.is_finite() && (0.0..=1.0).contains(&x);
        if !share(self.stock_move_share) {
            return Err("the stock move share must be between 0 and 1".into());
        }
        if !share(self.faults.error_rate) {
            return Err("the error rate must be between 0 and 1".into());
        }
        if !self.rate_limit_per_sec.is_finite() || self.rate_limit_per_sec < 0.0 {
            return Err("the rate limit must be 0 (none) or more".into());
        }
        if self.burst == 0 {
            return Err("the burst must be at least 1".into());
        }
        if self.bulk_max == 0 {
            return Err("the bulk stock maximum must be at least 1".into());
        }
        if let Some(base) = &self.asset_base_url {
            if !(base.starts_with("http://") || base.starts_with("https://")) {
                return Err(format!(
                    "the asset base URL must start with http:// or https://, not {base:?}"
                ));
            }
        }
        Ok(())
    }
}

impl DemoArgs {
    pub fn options(&self) -> Result<DemoOptions, String> {
        let tick = Duration::try_from_secs_f64(self.stock_tick_secs)
            .map_err(|_| "the stock tick must be 0 or more seconds".to_string())?;
        Ok(DemoOptions {
            asset_base_url: self.asset_base_url.clone(),
            stock_tick: tick,
            stock_move_share: self.stock_move_share,
            rate_limit_per_sec: self.rate_limit,
            burst: self.burst,
            bulk_max: self.bulk_max,
            faults: Faults {
                latency: Duration::from_millis(self.latency_ms),
                search_latency: Duration::from_millis(self.search_latency_ms),
                per_mb: Duration::from_millis(self.ms_per_mb),
                error_rate: self.error_rate,
                force_429: self.force_429,
            },
            ..DemoOptions::new(self.products, self.seed, self.api_key.trim())
        })
    }
}

impl fmt::Debug for DemoOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DemoOptions")
            .field("products", &self.products)
            .field("seed", &self.seed)
            .field("api_key", &"***")
            .field("asset_base_url", &self.asset_base_url)
            .field("stock_tick", &self.stock_tick)
            .field("stock_move_share", &self.stock_move_share)
            .field("rate_limit_per_sec", &self.rate_limit_per_sec)
            .field("burst", &self.burst)
            .field("bulk_max", &self.bulk_max)
            .field("faults", &self.faults)
            .field("now", &self.now)
            .field("clock", &self.clock)
            .finish()
    }
}

impl fmt::Debug for DemoArgs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DemoArgs")
            .field("addr", &self.addr)
            .field("api_key", &"***")
            .field("products", &self.products)
            .field("seed", &self.seed)
            .field("asset_base_url", &self.asset_base_url)
            .field("stock_tick_secs", &self.stock_tick_secs)
            .field("rate_limit", &self.rate_limit)
            .field("burst", &self.burst)
            .field("error_rate", &self.error_rate)
            .field("force_429", &self.force_429)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct T {
        #[command(flatten)]
        a: DemoArgs,
    }

    #[test]
    fn defaults_are_the_agreed_ones() {
        let o = DemoOptions::new(10, 1, "k");
        assert_eq!(o.stock_tick, Duration::from_secs(20));
        assert_eq!(o.rate_limit_per_sec, 20.0);
        assert_eq!(o.burst, 40);
        assert_eq!(o.bulk_max, 100);
        assert_eq!(o.faults, Faults::default());
        assert!(o.check().is_ok());
    }

    #[test]
    fn flags_become_options_and_bad_ones_are_explained() {
        let t = T::parse_from([
            "t",
            "--api-key",
            "s3cret",
            "--latency-ms",
            "5",
            "--error-rate",
            "0.2",
            "--force-429",
            "--stock-tick-secs",
            "0.5",
            "--rate-limit",
            "0",
        ]);
        let o = t.a.options().unwrap();
        assert_eq!(o.faults.latency, Duration::from_millis(5));
        assert!(o.faults.force_429);
        assert_eq!(o.stock_tick, Duration::from_millis(500));
        assert!(o.check().is_ok());
        assert!(!format!("{o:?} {:?}", t.a).contains("s3cret"));

        let bad = T::parse_from(["t", "--api-key", "k", "--stock-tick-secs=-1"]);
        assert!(bad.a.options().is_err());
        for o in [
            DemoOptions {
                burst: 0,
                ..DemoOptions::new(1, 1, "k")
            },
            DemoOptions {
                stock_move_share: 1.5,
                ..DemoOptions::new(1, 1, "k")
            },
            DemoOptions {
                rate_limit_per_sec: f64::NAN,
                ..DemoOptions::new(1, 1, "k")
            },
            DemoOptions::new(1, 1, ""),
            DemoOptions::new(1, 1, "bad\nkey"),
            DemoOptions {
                asset_base_url: Some("ftp://x".into()),
                ..DemoOptions::new(1, 1, "k")
            },
        ] {
            let e = o.check().unwrap_err();
            assert!(!e.contains("bad\nkey"), "{e}");
        }
    }
}
