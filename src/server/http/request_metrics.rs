//! Requests this portal answered, by route: how many (by method and
//! status) and how long they took, for `/metrics` (Prometheus text, written
//! by `prometheus-client`).
//!
//! The route label is the route's pattern as the router knows it
//! (`/product/{sku}`), never the path a client sent: a label value per SKU
//! or per made-up address would grow without bound. Requests no route
//! matched are one label (`unmatched`). One set per router (so per
//! portal), created with it; this module only counts.

use std::time::Duration;

use prometheus_client::{
    encoding::EncodeLabelSet,
    metrics::{counter::Counter, family::Family, histogram::Histogram},
    registry::Registry,
};

/// Upper bounds of the latency buckets, in seconds.
const BUCKETS: [f64; 12] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// The route label of a request no route matched.
pub const UNMATCHED: &str = "unmatched";

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Answered {
    route: String,
    method: &'static str,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Timed {
    route: String,
    method: &'static str,
}

/// The request counters and latency histograms of one router.
#[derive(Clone)]
pub struct RequestMetrics {
    answered: Family<Answered, Counter>,
    latency: Family<Timed, Histogram, fn() -> Histogram>,
}

impl Default for RequestMetrics {
    fn default() -> Self {
        fn histogram() -> Histogram {
            Histogram::new(BUCKETS)
        }
        RequestMetrics {
            answered: Family::default(),
            latency: Family::new_with_constructor(histogram as fn() -> Histogram),
        }
    }
}

/// A method as a label: the standard ones by name, anything else `other`.
fn method_label(method: &http::Method) -> &'static str {
    match method.as_str() {
        "GET" => "GET",
        "HEAD" => "HEAD",
        "POST" => "POST",
        "PUT" => "PUT",
        "DELETE" => "DELETE",
        "PATCH" => "PATCH",
        "OPTIONS" => "OPTIONS",
        _ => "other",
    }
}

impl RequestMetrics {
    /// One answered request: its route's pattern (or `UNMATCHED`), method,
    /// status and time.
    pub fn observe(&self, route: &str, method: &http::Method, status: u16, took: Duration) {
        let method = method_label(method);
        let route = route.to_string();
        self.latency
            .get_or_create(&Timed {
                route: route.clone(),
                method,
            })
            .observe(took.as_secs_f64());
        self.answered
            .get_or_create(&Answered {
                route,
                method,
                status,
            })
            .inc();
    }

    /// The Prometheus text of these metrics, appended to `out`.
    pub fn render(&self, out: &mut String) {
        let mut registry = Registry::default();
        registry.register(
            "http_requests",
            "Requests answered, by route pattern, method and status.",
            self.answered.clone(),
        );
        registry.register(
            "http_request_duration_seconds",
            "Time from a request's arrival to its answer's head, by route pattern and method.",
            self.latency.clone(),
        );
        // Writing to a String cannot fail.
        let _ = prometheus_client::encoding::text::encode_registry(out, &registry);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_times_by_route_pattern() {
        let m = RequestMetrics::default();
        let get = http::Method::GET;
        m.observe("/product/{sku}", &get, 200, Duration::from_millis(20));
        m.observe("/product/{sku}", &get, 200, Duration::from_millis(300));
        m.observe("/product/{sku}", &get, 404, Duration::from_millis(3));
        let odd = http::Method::from_bytes(b"BREW").unwrap_or(http::Method::GET);
        m.observe(UNMATCHED, &odd, 404, Duration::from_millis(1));
        let mut t = String::new();
        m.render(&mut t);
        assert!(t.contains(
            "http_requests_total{route=\"/product/{sku}\",method=\"GET\",status=\"200\"} 2"
        ));
        assert!(t.contains("method=\"other\",status=\"404\"} 1"), "{t}");
        assert!(t.contains(
            "http_request_duration_seconds_count{route=\"/product/{sku}\",method=\"GET\"} 3"
        ));
        let fast = t.lines().find(|l| {
            l.starts_with("http_request_duration_seconds_bucket{")
                && l.contains("route=\"/product/{sku}\"")
                && l.contains("le=\"0.025\"")
        });
        assert!(fast.is_some_and(|l| l.ends_with(" 2")), "{t}");
        assert!(t.contains("# TYPE http_request_duration_seconds histogram"));
        assert!(!t.contains("# EOF"), "the rest of /metrics follows");
    }
}
