//! The binary with `DATABASE_URL`: it says in its log where the stores
//! are (the password hidden) and writes no SQLite store in the data
//! folder; a database it cannot reach stops it with a clear line.

use std::{
    io::{BufRead, BufReader},
    process::{Command, Stdio},
    time::{Duration, Instant},
};

use super::Schema;

const BIN: &str = env!("CARGO_BIN_EXE_dealer-desk");

fn data_dir(tag: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("pg-start-{tag}-{}", std::process::id()))
}

#[test]
fn pg_a_portal_that_cannot_reach_its_database_stops_with_a_clear_line() {
    let out = Command::new(BIN)
        .env("DATABASE_URL", "postgres://desk:s3cret@127.0.0.1:1/desk")
        .env("LEPTOS_SITE_ADDR", "127.0.0.1:0")
        .env("DEALER_DESK_DATA_DIR", data_dir("unreachable"))
        .env("DEMO_PRODUCTS", "50")
        .env_remove("DEALER_DESK_USERS_FILE")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot use the database at"), "{err}");
    assert!(
        !err.contains("s3cret") && !err.contains("panicked"),
        "{err}"
    );
}

#[tokio::test]
async fn pg_the_portal_starts_on_postgres_and_says_so() {
    let Some(s) = Schema::new().await else { return };
    let data = data_dir("ok");
    let mut child = Command::new(BIN)
        .env("DATABASE_URL", &s.url)
        .env("LEPTOS_SITE_ADDR", "127.0.0.1:0")
        .env("DEALER_DESK_DATA_DIR", &data)
        .env("DEMO_PRODUCTS", "50")
        .env("RUST_LOG", "info")
        .env_remove("DEALER_DESK_USERS_FILE")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    let seen = tokio::task::spawn_blocking(move || {
        let started = Instant::now();
        let mut seen = Vec::new();
        for line in stdout.lines().map_while(Result::ok) {
            let done = line.contains("listening on");
            seen.push(line);
            if done || started.elapsed() > Duration::from_secs(30) {
                break;
            }
        }
        seen
    })
    .await
    .unwrap();
    let _ = child.kill();
    let _ = child.wait();
    assert!(
        seen.iter()
            .any(|l| l.contains("stores: postgres postgres://")),
        "log at start: {seen:#?}"
    );
    assert!(seen.iter().any(|l| l.contains("listening on")), "{seen:#?}");
    for file in ["quotes.sqlite3", "access.sqlite3"] {
        assert!(!data.join(file).exists(), "{file}");
    }
    s.drop().await;
}
