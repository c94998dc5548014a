//! Counters and a latency histogram for the gateway, rendered as Prometheus
//! text for `/metrics`.
//!
//! Labels are fixed words (endpoint, status code, cache kind): never a SKU, a
//! filter or anything else a person typed, and never the key. This module
//! only counts; it must not decide anything.

use std::{
    collections::BTreeMap,
    fmt::Write as _,
    sync::{Mutex, MutexGuard},
    time::Duration,
};

use super::paths::Endpoint;

/// Upper bounds of the latency buckets, in seconds.
const BUCKETS: [f64; 12] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// What the cache answered one request with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CacheResult {
    /// Served without this request causing a supplier call (a fresh entry,
    /// or the answer of an identical call already in flight).
    Hit,
    /// This request made the supplier call.
    Miss,
    /// The supplier failed and an entry past its time was served.
    Stale,
}

impl CacheResult {
    fn label(self) -> &'static str {
        match self {
            CacheResult::Hit => "hit",
            CacheResult::Miss => "miss",
            CacheResult::Stale => "stale",
        }
    }
}

/// How one supplier call ended, for the `status` label.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CallOutcome {
    Status(u16),
    Timeout,
    Error,
    /// The rate limiter refused to wait any longer: no call was made.
    Throttled,
}

#[derive(Default)]
struct Histogram {
    counts: [u64; BUCKETS.len()],
    count: u64,
    sum: f64,
}

#[derive(Default)]
struct State {
    upstream: BTreeMap<(&'static str, CallOutcome), u64>,
    latency: BTreeMap<&'static str, Histogram>,
    cache: BTreeMap<(&'static str, CacheResult), u64>,
    coalesced: BTreeMap<&'static str, u64>,
    skipped: BTreeMap<&'static str, u64>,
    throttled: u64,
    retries: BTreeMap<&'static str, u64>,
}

/// The gateway's metrics. Cheap to update; one lock, held for a few adds.
#[derive(Default)]
pub struct Metrics {
    state: Mutex<State>,
}

impl Metrics {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic elsewhere while counting leaves numbers, not broken
        // invariants: keep counting.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// One call made to the supplier (each retry is one more).
    pub fn upstream(&self, endpoint: Endpoint, outcome: CallOutcome, took: Duration) {
        let mut s = self.lock();
        if outcome == CallOutcome::Throttled {
            s.throttled += 1;
            return;
        }
        *s.upstream.entry((endpoint.label(), outcome)).or_default() += 1;
        let secs = took.as_secs_f64();
        let h = s.latency.entry(endpoint.label()).or_default();
        h.count += 1;
        h.sum += secs;
        for (i, le) in BUCKETS.iter().enumerate() {
            if secs <= *le {
                h.counts[i] += 1;
            }
        }
    }

    pub fn retry(&self, endpoint: Endpoint) {
        *self.lock().retries.entry(endpoint.label()).or_default() += 1;
    }

    pub fn cache(&self, kind: &'static str, result: CacheResult) {
        *self.lock().cache.entry((kind, result)).or_default() += 1;
    }

    pub fn cache_n(&self, kind: &'static str, result: CacheResult, n: u64) {
        if n > 0 {
            *self.lock().cache.entry((kind, result)).or_default() += n;
        }
    }

    pub fn coalesced(&self, kind: &'static str) {
        *self.lock().coalesced.entry(kind).or_default() += 1;
    }

    pub fn skipped(&self, endpoint: Endpoint, n: usize) {
        if n > 0 {
            *self.lock().skipped.entry(endpoint.label()).or_default() += n as u64;
        }
    }

    /// Prometheus text exposition format, version 0.0.4.
    pub fn render(&self) -> String {
        let s = self.lock();
        let mut out = String::with_capacity(4096);
        let _ = writeln!(
            out,
            "# HELP catalogue_upstream_requests_total Calls made to the supplier, retries included.\n\
             # TYPE catalogue_upstream_requests_total counter"
        );
        for ((endpoint, outcome), n) in &s.upstream {
            let status = match outcome {
                CallOutcome::Status(code) => code.to_string(),
                CallOutcome::Timeout => "timeout".into(),
                CallOutcome::Error | CallOutcome::Throttled => "error".into(),
            };
            let _ = writeln!(
                out,
                "catalogue_upstream_requests_total{{endpoint=\"{endpoint}\",status=\"{status}\"}} {n}"
            );
        }
        let _ = writeln!(
            out,
            "# HELP catalogue_upstream_latency_seconds Time of one supplier call.\n\
             # TYPE catalogue_upstream_latency_seconds histogram"
        );
        for (endpoint, h) in &s.latency {
            for (le, n) in BUCKETS.iter().zip(h.counts.iter()) {
                let _ = writeln!(
                    out,
                    "catalogue_upstream_latency_seconds_bucket{{endpoint=\"{endpoint}\",le=\"{le}\"}} {n}"
                );
            }
            let _ = writeln!(
                out,
                "catalogue_upstream_latency_seconds_bucket{{endpoint=\"{endpoint}\",le=\"+Inf\"}} {}\n\
                 catalogue_upstream_latency_seconds_sum{{endpoint=\"{endpoint}\"}} {}\n\
                 catalogue_upstream_latency_seconds_count{{endpoint=\"{endpoint}\"}} {}",
                h.count, h.sum, h.count
            );
        }
        let _ = writeln!(
            out,
            "# HELP catalogue_cache_requests_total Gateway requests by cache kind and result.\n\
             # TYPE catalogue_cache_requests_total counter"
        );
        for ((kind, result), n) in &s.cache {
            let _ = writeln!(
                out,
                "catalogue_cache_requests_total{{kind=\"{kind}\",result=\"{}\"}} {n}",
                result.label()
            );
        }
        let _ = writeln!(
            out,
            "# HELP catalogue_cache_coalesced_total Requests that joined an identical supplier call already in flight.\n\
             # TYPE catalogue_cache_coalesced_total counter"
        );
        for (kind, n) in &s.coalesced {
            let _ = writeln!(
                out,
                "catalogue_cache_coalesced_total{{kind=\"{kind}\"}} {n}"
            );
        }
        let _ = writeln!(
            out,
            "# HELP catalogue_upstream_retries_total Supplier calls repeated after a 429, 502-504 or connection error.\n\
             # TYPE catalogue_upstream_retries_total counter"
        );
        for (endpoint, n) in &s.retries {
            let _ = writeln!(
                out,
                "catalogue_upstream_retries_total{{endpoint=\"{endpoint}\"}} {n}"
            );
        }
        let _ = writeln!(
            out,
            "# HELP catalogue_records_skipped_total Supplier records that could not be read and were left out.\n\
             # TYPE catalogue_records_skipped_total counter"
        );
        for (endpoint, n) in &s.skipped {
            let _ = writeln!(
                out,
                "catalogue_records_skipped_total{{endpoint=\"{endpoint}\"}} {n}"
            );
        }
        let _ = writeln!(
            out,
            "# HELP catalogue_limiter_refused_total Calls given up because the portal's own rate limit would have made them wait too long.\n\
             # TYPE catalogue_limiter_refused_total counter\n\
             catalogue_limiter_refused_total {}",
            s.throttled
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_counters_and_histogram() {
        let m = Metrics::default();
        m.upstream(
            Endpoint::ProductGet,
            CallOutcome::Status(200),
            Duration::from_millis(30),
        );
        m.upstream(Endpoint::ProductGet, CallOutcome::Timeout, Duration::ZERO);
        m.cache("product", CacheResult::Miss);
        m.cache("product", CacheResult::Hit);
        let t = m.render();
        assert!(t.contains(
            "catalogue_upstream_requests_total{endpoint=\"product_get\",status=\"200\"} 1"
        ));
        assert!(t.contains(
            "catalogue_upstream_requests_total{endpoint=\"product_get\",status=\"timeout\"} 1"
        ));
        assert!(t.contains(
            "catalogue_upstream_latency_seconds_bucket{endpoint=\"product_get\",le=\"0.05\"} 2"
        ));
        assert!(t.contains(
            "catalogue_upstream_latency_seconds_bucket{endpoint=\"product_get\",le=\"0.025\"} 1"
        ));
        assert!(t.contains("catalogue_cache_requests_total{kind=\"product\",result=\"hit\"} 1"));
    }
}
