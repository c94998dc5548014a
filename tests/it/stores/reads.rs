//! A long read whose request is gone stops on both engines: on SQLite by
//! its progress handler (unit-tested beside it), on Postgres by a cancel
//! sent to its statement, so its blocking thread ends within moments and
//! the pool's connections serve the next requests.

use std::time::{Duration, Instant};

use super::Engine;

/// A read that would run for a minute.
const SLEEPY: &str = "SELECT COUNT(*) FROM (SELECT pg_sleep(60)) s";

#[tokio::test]
async fn a_postgres_report_whose_request_is_gone_is_cancelled_and_frees_its_connection() {
    for e in Engine::both().await {
        let Engine::Postgres(schema) = &e else {
            continue;
        };
        let watcher = schema.open().await;
        let watcher = watcher.client().await.unwrap();
        let db = e.quotes().await.connection();
        let (started, on_start) = std::sync::mpsc::channel();
        let (ended, on_end) = std::sync::mpsc::channel();
        let report = tokio::spawn({
            let db = db.clone();
            async move {
                db.read_report(move |tx| {
                    let _ = started.send(());
                    let out = tx.count(SLEEPY, &[]);
                    let _ = ended.send(out.is_err());
                    out
                })
                .await
            }
        });
        let waited =
            tokio::task::spawn_blocking(move || on_start.recv_timeout(Duration::from_secs(30)));
        assert!(matches!(waited.await, Ok(Ok(()))), "the report began");
        // Its statement is running on the server before the request goes
        // (asked of the server, one round trip at a time).
        let running = "SELECT COUNT(*) FROM pg_stat_activity
                       WHERE state = 'active' AND query LIKE '%pg_sleep(60)%'
                         AND pid <> pg_backend_pid()";
        let asked = Instant::now();
        loop {
            let n: i64 = watcher.query_one(running, &[]).await.unwrap().get(0);
            if n > 0 {
                break;
            }
            assert!(
                asked.elapsed() < Duration::from_secs(30),
                "the statement never ran"
            );
            tokio::task::yield_now().await;
        }
        let gone = Instant::now();
        report.abort();
        let stopped =
            tokio::task::spawn_blocking(move || on_end.recv_timeout(Duration::from_secs(30)));
        assert!(
            matches!(stopped.await, Ok(Ok(true))),
            "the statement was cancelled, not run to its end"
        );
        assert!(
            gone.elapsed() < Duration::from_secs(30),
            "{:?}",
            gone.elapsed()
        );
        // The next reads are served at once.
        for _ in 0..3 {
            let n = db
                .read_report(|tx| tx.count("SELECT COUNT(*) FROM (SELECT 1) s", &[]))
                .await;
            assert_eq!(n.unwrap(), 1);
        }
        e.finish().await;
    }
}
