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
        s.render_calls(&mut out);
        s.render_cache(&mut out);
        out
    }
}

impl State {
    /// The supplier calls: counts, latency, retries, refusals.
    fn render_calls(&self, o: &mut String) {
        let s = self;
        let name = "catalogue_upstream_requests_total";
        family(
            o,
            name,
            "counter",
            "Calls made to the supplier, retries included.",
        );
        for ((endpoint, outcome), n) in &s.upstream {
            let status = match outcome {
                CallOutcome::Status(code) => code.to_string(),
                CallOutcome::Timeout => "timeout".into(),
                CallOutcome::Error | CallOutcome::Throttled => "error".into(),
            };
            sample(o, name, &[("endpoint", endpoint), ("status", &status)], n);
        }

        let name = "catalogue_upstream_latency_seconds";
        family(o, name, "histogram", "Time of one supplier call.");
        for (endpoint, h) in &s.latency {
            let bucket = [name, "_bucket"].concat();
            for (le, n) in BUCKETS.iter().zip(h.counts.iter()) {
                sample(
                    o,
                    &bucket,
                    &[("endpoint", endpoint), ("le", &le.to_string())],
                    n,
                );
            }
            sample(
                o,
                &bucket,
                &[("endpoint", endpoint), ("le", "+Inf")],
                h.count,
            );
            sample(
                o,
                &[name, "_sum"].concat(),
                &[("endpoint", endpoint)],
                h.sum,
            );
            sample(
                o,
                &[name, "_count"].concat(),
                &[("endpoint", endpoint)],
                h.count,
            );
        }

        let name = "catalogue_upstream_retries_total";
        family(
            o,
            name,
            "counter",
            "Supplier calls repeated after a 429, 502-504 or connection error.",
        );
        for (endpoint, n) in &s.retries {
            sample(o, name, &[("endpoint", endpoint)], n);
        }

        let name = "catalogue_limiter_refused_total";
        family(
            o,
            name,
            "counter",
            "Calls given up because the portal's own rate limit would have made them wait too long.",
        );
        sample(o, name, &[], s.throttled);
    }

    /// The caches: results by kind, coalesced calls, records left out.
    fn render_cache(&self, o: &mut String) {
        let s = self;
        let name = "catalogue_cache_requests_total";
        family(
            o,
            name,
            "counter",
            "Gateway requests by cache kind and result.",
        );
        for ((kind, result), n) in &s.cache {
            sample(o, name, &[("kind", kind), ("result", result.label())], n);
        }

        let name = "catalogue_cache_coalesced_total";
        family(
            o,
            name,
            "counter",
            "Requests that joined an identical supplier call already in flight.",
        );
        for (kind, n) in &s.coalesced {
            sample(o, name, &[("kind", kind)], n);
        }

        let name = "catalogue_records_skipped_total";
        family(
            o,
            name,
            "counter",
            "Supplier records that could not be read and were left out.",
        );
        for (endpoint, n) in &s.skipped {
            sample(o, name, &[("endpoint", endpoint)], n);
        }
    }
}

/// The `# HELP` and `# TYPE` lines that open a metric family.
pub(crate) fn family(out: &mut String, name: &str, kind: &str, help: &str) {
    let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} {kind}");
}

/// One sample line: `name{label="value",...} value`. Label values here are
/// the portal's own words (endpoint and cache names), never request text.
pub(crate) fn sample(
    out: &mut String,
    name: &str,
    labels: &[(&str, &str)],
    value: impl std::fmt::Display,
) {
    out.push_str(name);
    if !labels.is_empty() {
        let pairs: Vec<String> = labels.iter().map(|(k, v)| format!("{k}=\"{v}\"")).collect();
        out.push('{');
        out.push_str(&pairs.join(","));
        out.push('}');
    }
    let _ = writeln!(out, " {value}");
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
        assert!(t.contains("# TYPE catalogue_upstream_latency_seconds histogram\n"));
        assert!(t.contains(
            "catalogue_upstream_latency_seconds_bucket{endpoint=\"product_get\",le=\"+Inf\"} 2\n\
             catalogue_upstream_latency_seconds_sum{endpoint=\"product_get\"} 0.03\n\
             catalogue_upstream_latency_seconds_count{endpoint=\"product_get\"} 2\n"
        ));
        assert!(t.contains("\ncatalogue_limiter_refused_total 0\n"));
    }
}
