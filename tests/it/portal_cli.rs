//! The binary's access commands and start-up: `hash-password` makes hashes
//! the users file accepts; a broken users file stops the portal with the line
//! to fix; without one the portal says in its log that it runs open;
//! `audit verify` says whether every entry of the audit log holds.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{
    io::{BufRead, BufReader, Write},
    process::{Command, Stdio},
    time::{Duration, Instant},
};

use dealer_desk::server::access::users::Users;

const BIN: &str = env!("CARGO_BIN_EXE_dealer-desk");

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("dd-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn hash_password_reads_stdin_and_prints_a_usable_hash() {
    let mut child = Command::new(BIN)
        .arg("hash-password")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"counter staff 1\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let hash = String::from_utf8(out.stdout).unwrap().trim().to_string();
    assert!(hash.starts_with("$argon2id$"), "{hash}");
    assert!(!hash.contains("counter staff"));
    let users = Users::parse(&format!("anna:{hash}")).unwrap();
    assert!(users.check("anna", "counter staff 1").is_some());
    assert!(users.check("anna", "counter staff 1\n").is_none());

    let out = Command::new(BIN)
        .arg("hash-password")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success(), "an empty password is refused");
}

#[test]
fn a_broken_users_file_stops_the_portal_with_the_line_to_fix() {
    let path = temp_file("users-bad", "# staff\nanna:not-a-hash\n");
    let out = Command::new(BIN)
        .env("DEALER_DESK_USERS_FILE", &path)
        .env("LEPTOS_SITE_ADDR", "127.0.0.1:0")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 2"), "{err}");
    assert!(err.contains("hash-password"), "{err}");
    let _ = std::fs::remove_file(path);
}

#[test]
fn without_a_users_file_the_log_says_access_is_open() {
    let mut child = Command::new(BIN)
        .env_remove("DEALER_DESK_USERS_FILE")
        .env("LEPTOS_SITE_ADDR", "127.0.0.1:0")
        .env("DEMO_PRODUCTS", "50")
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let started = Instant::now();
    let mut seen = Vec::new();
    while started.elapsed() < Duration::from_secs(30) {
        match rx.recv_timeout(Duration::from_millis(200)) {
            Ok(line) => {
                let done = line.contains("listening on");
                seen.push(line);
                if done {
                    break;
                }
            }
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
            Err(_) => break,
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    assert!(
        seen.iter().any(|l| l.contains("open access")),
        "log at start: {seen:#?}"
    );
}

#[tokio::test]
async fn audit_verify_says_whether_every_entry_holds() {
    use dealer_desk::{
        model::audit::Action,
        server::access::{audit::Event, db::AccessDb},
    };
    let dir = tempfile::tempdir().unwrap();
    let verify = |dir: &std::path::Path| {
        Command::new(BIN)
            .args(["audit", "verify", "--data-dir"])
            .arg(dir)
            .env_remove("DATABASE_URL")
            .output()
            .unwrap()
    };
    // No log there: it cannot say.
    let out = verify(dir.path());
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let log =
        dealer_desk::server::access::audit::AuditLog::of(&AccessDb::open(dir.path()).unwrap(), 730);
    for i in 0..5 {
        log.record(Event::new(Action::CustomerDeleted).on(format!("c{i}")));
    }
    log.flush().await;
    let out = verify(dir.path());
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(
        said.contains("5 entries, 1 to 5, every one holds"),
        "{said}"
    );
    let conn = rusqlite::Connection::open(dir.path().join("access.sqlite3")).unwrap();
    conn.execute("UPDATE audit_log SET record = 'c9' WHERE seq = 3", [])
        .unwrap();
    let out = verify(dir.path());
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("entry 3 does not hold"), "{said}");
}
