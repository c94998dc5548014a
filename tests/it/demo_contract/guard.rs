//! What stands in front of the endpoints: the key (401, never echoed), the
//! per-key budget (429 with Retry-After), and injected faults.

use std::time::{Duration, Instant};

use dealer_desk::server::demo::Faults;
use serde_json::json;

use super::{opts, problem, Demo, DemoOptions, KEY};

const KEYED: &[&str] = &[
    "/product/get/CP0001BL",
    "/product/search",
    "/product/stock/CP0001BL",
    "/bikes/all",
    "/brands/all",
    "/categories/all",
];

#[tokio::test]
async fn missing_or_wrong_key_is_401_and_never_echoed() {
    let demo = Demo::small().await;
    let wrong = "wrong-key-Zq81";
    for path in KEYED {
        let resp = demo.http.get(demo.url(path)).send().await.unwrap();
        let body = problem(resp, 401).await;
        assert_eq!(body["instance"], *path);
        let resp = demo
            .http
            .get(demo.url(path))
            .header("x-api-key", wrong)
            .send()
            .await
            .unwrap();
        let text = resp.text().await.unwrap();
        assert!(!text.contains(wrong) && !text.contains(KEY), "{text}");
        assert!(text.contains("401"));
    }
    // Near misses: case, one character more, a prefix.
    for near in [KEY.to_uppercase(), format!("{KEY}x"), KEY[..10].to_string()] {
        let resp = demo
            .http
            .get(demo.url("/brands/all"))
            .header("x-api-key", near.as_str())
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 401, "{near:?}");
    }
    let resp = demo
        .http
        .post(demo.url("/product/bulkstock"))
        .json(&json!(["A"]))
        .send()
        .await
        .unwrap();
    problem(resp, 401).await;
}

#[tokio::test]
async fn budget_runs_out_with_429_and_retry_after_but_assets_are_free() {
    let demo = Demo::start(DemoOptions {
        rate_limit_per_sec: 0.2,
        burst: 3,
        ..opts(100)
    })
    .await;
    for _ in 0..3 {
        assert_eq!(demo.get("/brands/all").await.status(), 200);
    }
    let resp = demo.get("/categories/all").await;
    let retry: u64 = resp
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok())
        .expect("Retry-After in whole seconds");
    assert!((1..=5).contains(&retry), "{retry}");
    problem(resp, 429).await;
    // Assets need no key and spend no budget.
    for _ in 0..10 {
        let resp = demo
            .http
            .get(demo.url("/assets/img/category/brakes.svg"))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 200);
    }
    // A wrong key is refused before the budget is consulted.
    let resp = demo
        .http
        .get(demo.url("/brands/all"))
        .header("x-api-key", "nope")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 401);
}

#[tokio::test]
async fn default_budget_allows_browsing_bursts() {
    let demo = Demo::start(DemoOptions {
        rate_limit_per_sec: 20.0,
        burst: 40,
        ..opts(100)
    })
    .await;
    // A page's worth of calls at once passes; one call per product does not.
    let calls = (0..100).map(|_| demo.get("/brands/all"));
    let statuses: Vec<u16> = futures::future::join_all(calls)
        .await
        .iter()
        .map(|r| r.status().as_u16())
        .collect();
    let ok = statuses.iter().filter(|s| **s == 200).count();
    let throttled = statuses.iter().filter(|s| **s == 429).count();
    assert_eq!(ok + throttled, 100);
    assert!((40..=70).contains(&ok), "{ok} passed");
}

#[tokio::test]
async fn injected_500s_come_at_about_the_share() {
    let demo = Demo::start(DemoOptions {
        faults: Faults {
            error_rate: 0.5,
            ..Faults::default()
        },
        ..opts(100)
    })
    .await;
    let mut failed = 0;
    for _ in 0..100 {
        let resp = demo.get("/brands/all").await;
        if resp.status() == 500 {
            problem(resp, 500).await;
            failed += 1;
        } else {
            assert_eq!(resp.status(), 200);
        }
    }
    assert!((30..=70).contains(&failed), "{failed} of 100 failed");
}

#[tokio::test]
async fn injected_latency_delays_keyed_responses() {
    let demo = Demo::start(DemoOptions {
        faults: Faults {
            latency: Duration::from_millis(150),
            ..Faults::default()
        },
        ..opts(100)
    })
    .await;
    for path in ["/brands/all", "/product/stock/X"] {
        let t = Instant::now();
        assert_eq!(demo.get(path).await.status(), 200);
        assert!(t.elapsed() >= Duration::from_millis(150), "{path}");
    }
}

#[tokio::test]
async fn forced_429_answers_everything_keyed() {
    let demo = Demo::start(DemoOptions {
        faults: Faults {
            force_429: true,
            ..Faults::default()
        },
        ..opts(100)
    })
    .await;
    for path in KEYED {
        let resp = demo.get(path).await;
        assert!(resp.headers().contains_key("retry-after"));
        problem(resp, 429).await;
    }
    problem(demo.bulk(&json!(["A"])).await, 429).await;
    let asset = demo
        .http
        .get(demo.url("/assets/img/brand/stoppa.svg"))
        .send()
        .await
        .unwrap();
    assert_eq!(asset.status(), 200);
}
