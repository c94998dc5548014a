//! A crowd of wrong passwords for one account, all at once: the attempts
//! are counted as they arrive, so no more than the limit are ever checked,
//! and only a few (memory-hungry) password checks run at the same time.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{sync::Arc, time::Duration};

use reqwest::StatusCode;

use super::{closed, demo_portal, sign_in, PASSWORD};
use dealer_desk::server::{access::AccessConfig, platform::process};

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn three_hundred_wrong_passwords_at_once_get_five_checks() {
    let p = Arc::new(
        demo_portal(AccessConfig {
            // Per account 5 in the window (the default); per client many,
            // so the account's limit is the one under test.
            failures: (5, 10_000, Duration::from_secs(15 * 60)),
            // Every attempt reaches the sign-in itself, not the access checks's limits.
            client_rate: None,
            client_pending: None,
            ..closed()
        })
        .await,
    );
    // Warm up: one right sign-in, so lazily built state is in place.
    assert_eq!(
        sign_in(&p, "bob", PASSWORD, "/").await.status(),
        StatusCode::SEE_OTHER
    );
    let checks_before = p.state.access.password_checks_done();
    let before = process::resident_kb();
    let peak_known = process::reset_peak();
    let tries: Vec<_> = (0..300)
        .map(|i| {
            let p = p.clone();
            tokio::spawn(async move {
                sign_in(&p, "anna", &format!("wrong-{i}"), "/")
                    .await
                    .status()
            })
        })
        .collect();
    let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
    for t in tries {
        *statuses.entry(t.await.unwrap().as_u16()).or_default() += 1;
    }
    let checks = p.state.access.password_checks_done() - checks_before;
    let growth_mb = process::peak_kb().saturating_sub(before) as f64 / 1024.0;
    eprintln!(
        "300 concurrent wrong passwords: {checks} password checks, answers {statuses:?}, \
         memory growth {growth_mb:.1} MB"
    );
    assert!(checks <= 5, "{checks} checks");
    assert!(
        statuses.get(&401).copied().unwrap_or(0) <= 5,
        "{statuses:?}"
    );
    assert_eq!(statuses.get(&500), None);
    if peak_known {
        assert!(growth_mb < 150.0, "memory grew {growth_mb:.1} MB");
    }
    // Attempts that were not checked (503) were given back: wrong passwords
    // one at a time use up what is left, and never more than five in all.
    for _ in 0..10 {
        if sign_in(&p, "anna", "still wrong", "/").await.status() == StatusCode::TOO_MANY_REQUESTS {
            break;
        }
    }
    let all_checks = p.state.access.password_checks_done() - checks_before;
    assert_eq!(all_checks, 5, "five checks in the window, in all");
    // The account is locked now, even for the right password.
    let r = sign_in(&p, "anna", PASSWORD, "/").await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
}
