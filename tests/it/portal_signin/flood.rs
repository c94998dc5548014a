//! A flood of sign-ins with usernames no account could have: nothing of
//! them is kept. A form larger than any real one is refused before it is
//! read or counted; a username of the wrong shape counts against the client
//! only (never as an account); a refused attempt adds no entry anywhere.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use reqwest::StatusCode;

use super::{closed, demo_portal, says, sign_in};
use dealer_desk::server::{
    access::{AccessConfig, TableSizes},
    http::routes::sign_in::SignInProblem,
};

#[tokio::test]
async fn oversized_usernames_add_no_entries() {
    let p = demo_portal(AccessConfig {
        failures: (5, 20, Duration::from_secs(15 * 60)),
        client_rate: None,
        client_pending: None,
        ..closed()
    })
    .await;
    let empty = TableSizes {
        accounts: 0,
        clients: 0,
        allowances: 0,
    };
    assert_eq!(p.state.access.table_sizes(), empty);

    // Far past a real form: refused unread, nothing counted.
    let huge = "u".repeat(1_900_000);
    for _ in 0..5 {
        let r = sign_in(&p, &huge, "pw", "/").await;
        assert_eq!(r.status(), StatusCode::PAYLOAD_TOO_LARGE);
        let body = r.text().await.unwrap();
        assert!(body.contains(&says(SignInProblem::TooLarge)));
        assert!(body.len() < 4096, "the name is not echoed");
    }
    assert_eq!(p.state.access.table_sizes(), empty);

    // Within the form's size, but no account's shape: the client alone counts.
    let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
    for i in 0..60 {
        let name = format!("{i}{}", "v".repeat(4000));
        let r = sign_in(&p, &name, "pw", "/").await;
        *statuses.entry(r.status().as_u16()).or_default() += 1;
        assert!(!r.text().await.unwrap().contains("vvvv"), "not echoed");
    }
    assert_eq!(statuses.get(&401), Some(&20), "{statuses:?}");
    assert_eq!(statuses.get(&429), Some(&40), "{statuses:?}");
    assert_eq!(
        p.state.access.table_sizes(),
        TableSizes {
            accounts: 0,
            clients: 1,
            allowances: 0,
        }
    );
}
