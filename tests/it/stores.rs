//! The stores' contract, on both engines: quote lists, customers, their
//! watches and lost sales, sessions and feed tokens, the shop's price
//! rules, the audit log, driven through the same facades the portal uses, each test run
//! on SQLite (a folder of its own) and on Postgres (a schema of its own,
//! made here and dropped at its end, so the tests can run at once and
//! again), on `DATABASE_URL` or the server this run starts itself
//! (`test_servers`). "Two portals" are two connections to one file, or two
//! pools on one schema. Then what only Postgres has: migrations, start-up,
//! two portals sharing a database.

#[path = "stores/access.rs"]
mod access;
#[path = "stores/audit.rs"]
mod audit;
#[path = "stores/collections.rs"]
mod collections;
#[path = "stores/counts.rs"]
mod counts;
#[path = "stores/customers.rs"]
mod customers;
#[path = "stores/loose_returns.rs"]
mod loose_returns;
#[path = "stores/order_mail.rs"]
mod order_mail;
#[path = "stores/orders.rs"]
mod orders;
#[path = "stores/portal.rs"]
mod portal;
#[path = "stores/price_rules.rs"]
mod price_rules;
#[path = "stores/quotes.rs"]
mod quotes;
#[path = "stores/reads.rs"]
mod reads;
#[path = "stores/sales.rs"]
mod sales;
#[path = "stores/start.rs"]
mod start;
#[path = "stores/stock.rs"]
mod stock;

use std::sync::Arc;

use dealer_desk::server::{
    access::{db::AccessDb, session_sql::SqlSessions, sessions::SessionStore, FeedTokens},
    platform::postgres::{stores::MIGRATIONS, Pg},
    quotes::{new_id, Quotes},
};

/// A signed-in person of `role`, named after it ("manager").
pub fn person(role: dealer_desk::model::role::Role) -> dealer_desk::server::access::Actor {
    dealer_desk::server::access::Actor {
        who: Some(format!("{role:?}").to_lowercase()),
        address: None,
        role: Some(role),
    }
}

/// Where one run of a contract test keeps its stores.
pub enum Engine {
    Sqlite(tempfile::TempDir),
    Postgres(Box<Schema>),
}

impl Engine {
    /// SQLite, and Postgres where a server is at hand (always in CI).
    pub async fn both() -> Vec<Engine> {
        let mut all = vec![Engine::Sqlite(tempfile::tempdir().unwrap())];
        if let Some(s) = Schema::new().await {
            all.push(Engine::Postgres(Box::new(s)));
        }
        all
    }

    /// The quote lists as one portal holds them (each call: another
    /// portal's connection to the same records).
    pub async fn quotes(&self) -> Quotes {
        match self {
            Engine::Sqlite(dir) => Quotes::open(dir.path()).unwrap(),
            Engine::Postgres(s) => Quotes::postgres(s.open().await),
        }
    }

    /// The sessions and feed tokens' store, as one portal holds it.
    pub async fn access(&self) -> AccessDb {
        match self {
            Engine::Sqlite(dir) => AccessDb::open(dir.path()).unwrap(),
            Engine::Postgres(s) => AccessDb::postgres(s.open().await),
        }
    }

    pub async fn sessions(&self) -> Arc<dyn SessionStore> {
        Arc::new(SqlSessions::new(self.access().await))
    }

    pub async fn tokens(&self) -> FeedTokens {
        FeedTokens::new(self.access().await)
    }

    /// A number the stores' own tables give (`SELECT COUNT(*) …`), read
    /// past the facades: what a limit kept.
    pub async fn count(&self, sql: &str) -> i64 {
        match self {
            Engine::Sqlite(dir) => rusqlite::Connection::open(dir.path().join("quotes.sqlite3"))
                .unwrap()
                .query_row(sql, [], |r| r.get(0))
                .unwrap(),
            Engine::Postgres(s) => {
                let pg = s.open().await;
                let c = pg.client().await.unwrap();
                c.query_one(sql, &[]).await.unwrap().get(0)
            }
        }
    }

    /// Runs `sql` on the stores' own tables, past the facades (a store
    /// as an older release left it).
    pub async fn execute(&self, sql: &str) {
        self.execute_in("quotes.sqlite3", sql).await
    }

    /// As `execute`, in the SQLite file `file` (one database in Postgres).
    pub async fn execute_in(&self, file: &str, sql: &str) {
        match self {
            Engine::Sqlite(dir) => rusqlite::Connection::open(dir.path().join(file))
                .unwrap()
                .execute_batch(sql)
                .unwrap(),
            Engine::Postgres(s) => {
                let pg = s.open().await;
                let c = pg.client().await.unwrap();
                c.batch_execute(sql).await.unwrap();
            }
        }
    }

    /// What a portal's start does to the stores' tables before opening
    /// them: the migrations on Postgres (SQLite's stores migrate as they
    /// open).
    pub async fn start_again(&self) {
        if let Engine::Postgres(s) = self {
            s.open().await.migrate(MIGRATIONS).await.unwrap();
        }
    }

    /// Drops what the run made (the folder goes with its handle).
    pub async fn finish(self) {
        if let Engine::Postgres(s) = self {
            Schema::drop(*s).await;
        }
    }
}

/// A schema of a test's own in the test database, with the stores'
/// tables: its URL (each pool opened on it works there).
pub struct Schema {
    pub url: String,
    name: String,
    admin: Pg,
}

impl Schema {
    /// A fresh schema; `None` (said once) without `DATABASE_URL`.
    pub async fn new() -> Option<Schema> {
        let url = crate::test_servers::database_url()?;
        let admin = Pg::connect(&url).await.unwrap();
        let name = format!("t_{}", &new_id()[..12]);
        let c = admin.client().await.unwrap();
        c.batch_execute(&format!("CREATE SCHEMA {name}"))
            .await
            .unwrap();
        let sep = if url.contains('?') { '&' } else { '?' };
        let url = format!("{url}{sep}options=-c%20search_path%3D{name}");
        let s = Schema { url, name, admin };
        s.open().await.migrate(MIGRATIONS).await.unwrap();
        Some(s)
    }

    /// A pool on this schema: a portal's own.
    pub async fn open(&self) -> Pg {
        Pg::connect(&self.url).await.unwrap()
    }

    /// Drops the schema and all in it.
    pub async fn drop(self) {
        let c = self.admin.client().await.unwrap();
        let sql = format!("DROP SCHEMA {} CASCADE", self.name);
        c.batch_execute(&sql).await.unwrap();
    }
}

#[tokio::test]
async fn pg_migrations_run_once_and_a_second_start_changes_nothing() {
    let Some(s) = Schema::new().await else { return };
    let again = s.open().await.migrate(MIGRATIONS).await.unwrap();
    assert!(again.is_empty(), "{again:?}");
    s.drop().await;
}

#[tokio::test]
async fn pg_a_schema_from_a_newer_release_is_refused_and_nothing_applied() {
    let Some(s) = Schema::new().await else { return };
    let pg = s.open().await;
    let c = pg.client().await.unwrap();
    c.batch_execute(
        "INSERT INTO schema_migrations (id) VALUES ('stores/999_from_a_newer_release');
         DELETE FROM schema_migrations WHERE id = 'stores/001_quotes';",
    )
    .await
    .unwrap();
    let e = pg.migrate(MIGRATIONS).await.unwrap_err().to_string();
    assert!(e.contains("stores/999_from_a_newer_release"), "{e}");
    assert!(
        e.contains("newer release") && e.contains("Nothing was changed"),
        "{e}"
    );
    // The migration the refusal skipped was not run again.
    let back = c
        .query_opt(
            "SELECT 1 FROM schema_migrations WHERE id = 'stores/001_quotes'",
            &[],
        )
        .await
        .unwrap();
    assert!(back.is_none());
    s.drop().await;
}

#[tokio::test]
async fn pg_a_database_that_cannot_be_reached_is_a_clear_start_error() {
    // No server listens on port 1; the password never shows.
    let args = dealer_desk::server::platform::postgres::stores::StoreArgs {
        database_url: Some("postgres://desk:s3cret@127.0.0.1:1/desk".into()),
    };
    let e = args.connect().await.err().unwrap();
    assert!(e.starts_with("cannot use the database at"), "{e}");
    assert!(!e.contains("s3cret"), "{e}");
    let unset = dealer_desk::server::platform::postgres::stores::StoreArgs::default();
    assert!(unset.connect().await.unwrap().is_none());
}
