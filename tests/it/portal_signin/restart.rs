//! Sessions are kept in the data folder: a portal started again on the same
//! folder (a restart, a deploy) opens pages for the same cookie, and
//! signing out on one ends the session for every portal on that folder at
//! once. A saved session counts only while its account is in the users
//! file with the same password. Only the token's digest is on disk.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;

use reqwest::StatusCode;

use super::{closed, demo_portal, session_cookie, sign_in, PASSWORD};
use dealer_desk::server::access::{
    db::AccessDb,
    session_sql::SqlSessions,
    users::{hash_password, Users},
    AccessConfig,
};

fn on_folder(dir: &std::path::Path) -> AccessConfig {
    AccessConfig {
        session_store: Arc::new(SqlSessions::new(AccessDb::open(dir).unwrap())),
        ..closed()
    }
}

#[tokio::test]
async fn a_session_outlives_a_restart_and_sign_out_ends_it_at_once() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("sessions-restart-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let first = demo_portal(on_folder(&dir)).await;
    let r = sign_in(&first, "anna", PASSWORD, "/").await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let (cookie, _) = session_cookie(&r);
    assert_eq!(first.get_as("/", &cookie).await.status(), StatusCode::OK);

    // A new portal on the same data folder: nothing shared but the folder.
    let second = demo_portal(on_folder(&dir)).await;
    let r = second.get_as("/stock", &cookie).await;
    assert_eq!(r.status(), StatusCode::OK, "the same cookie opens a page");
    assert!(r.text().await.unwrap().contains("action=\"/logout\""));

    // Started again with anna gone from the users file (or her password
    // changed): her saved session no longer counts.
    let without_anna = AccessConfig {
        users: Some(Users::parse(&format!("bob:{}\n", hash_password("x").unwrap())).unwrap()),
        ..on_folder(&dir)
    };
    let third = demo_portal(without_anna).await;
    let r = third.get_as("/", &cookie).await;
    assert_eq!(
        r.status(),
        StatusCode::SEE_OTHER,
        "a removed account's session"
    );
    // Open access ignores saved sessions altogether.
    let open = demo_portal(AccessConfig {
        users: None,
        ..on_folder(&dir)
    })
    .await;
    let r = open.get_as("/", &cookie).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(!r.text().await.unwrap().contains("action=\"/logout\""));

    // Signed out on the second: the first refuses the cookie at once.
    let r = second.post_as("/logout", &cookie, &[]).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let r = first.get_as("/", &cookie).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(r.headers()["location"], "/login");

    // The token itself is nowhere in the folder.
    let token = cookie.trim_start_matches("dd_session=");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let bytes = std::fs::read(entry.unwrap().path()).unwrap_or_default();
        assert!(!bytes.windows(token.len()).any(|w| w == token.as_bytes()));
    }
    let _ = std::fs::remove_dir_all(&dir);
}
