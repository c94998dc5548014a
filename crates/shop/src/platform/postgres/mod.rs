//! Postgres, for what several portals behind one address must share (when
//! `DATABASE_URL` is set; without it every store is SQLite in the data
//! folder). One pool per portal; the schema is brought up to date at start
//! by versioned migrations, each applied once, in order, in a transaction,
//! while an advisory lock keeps two portals starting together from racing.

mod migrations;
pub mod stores;

use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
pub use tokio_postgres::{Client, Row};

pub use migrations::Migration;

/// A pool of connections to the shared database.
#[derive(Clone)]
pub struct Pg {
    pool: Pool,
    /// How to open a connection outside the pool.
    config: tokio_postgres::Config,
    /// The URL without its password, for the log and `/status`.
    shown: String,
}

impl std::fmt::Debug for Pg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pg").field("url", &self.shown).finish()
    }
}

/// Why the database could not be used, in words for the log (never the
/// URL's password).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgError(pub String);

impl std::fmt::Display for PgError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<tokio_postgres::Error> for PgError {
    fn from(e: tokio_postgres::Error) -> Self {
        match e.as_db_error() {
            Some(db) => PgError(format!("database: {}", db.message())),
            None => PgError(format!("database: {e}")),
        }
    }
}

impl From<deadpool_postgres::PoolError> for PgError {
    fn from(e: deadpool_postgres::PoolError) -> Self {
        match e {
            deadpool_postgres::PoolError::Backend(e) => e.into(),
            deadpool_postgres::PoolError::Timeout(_) => {
                PgError("database: no connection free in time".into())
            }
            other => PgError(format!("database: {other}")),
        }
    }
}

/// A URL fit to show: the password replaced.
pub fn shown_url(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(mut u) => {
            if u.password().is_some() {
                let _ = u.set_password(Some("***"));
            }
            u.to_string()
        }
        Err(_) => "(a URL that does not parse)".into(),
    }
}

/// How many connections a portal keeps at most.
const POOL_SIZE: usize = 16;
/// How long a caller waits for a connection or for one to open.
const WAIT: Duration = Duration::from_secs(5);

impl Pg {
    /// Opens the pool and checks the database answers.
    pub async fn connect(url: &str) -> Result<Pg, PgError> {
        let config: tokio_postgres::Config = url
            .parse()
            .map_err(|_| PgError("DATABASE_URL is not a postgres:// URL".into()))?;
        let manager = Manager::from_config(
            config.clone(),
            tokio_postgres::NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .wait_timeout(Some(WAIT))
            .create_timeout(Some(WAIT))
            .recycle_timeout(Some(WAIT))
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .build()
            .map_err(|e| PgError(format!("database pool: {e}")))?;
        let pg = Pg {
            pool,
            config,
            shown: shown_url(url),
        };
        pg.client().await?.simple_query("SELECT 1").await?;
        Ok(pg)
    }

    /// A connection from the pool (back to it when dropped).
    pub async fn client(&self) -> Result<deadpool_postgres::Object, PgError> {
        Ok(self.pool.get().await?)
    }

    /// The URL, password hidden.
    pub fn shown(&self) -> &str {
        &self.shown
    }

    /// Applies those of `list` not yet applied, in order.
    pub async fn migrate(&self, list: &[Migration]) -> Result<Vec<&'static str>, PgError> {
        let mut client = self.client().await?;
        migrations::apply(&mut client, list).await
    }

    /// A connection of its own, outside the pool: for a session-level
    /// advisory lock, which lasts as long as the connection does.
    pub async fn dedicated(&self) -> Result<Client, PgError> {
        let (client, connection) = self.config.connect(tokio_postgres::NoTls).await?;
        tokio::spawn(async move {
            if let Err(e) = connection.await {
                tracing::warn!("database connection closed: {}", PgError::from(e));
            }
        });
        Ok(client)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shown_url_has_no_password() {
        let s = shown_url("postgres://desk:s3cret@db.example:5432/desk");
        assert!(!s.contains("s3cret"), "{s}");
        assert!(s.contains("db.example"), "{s}");
        assert!(!shown_url("not a url s3cret").contains("s3cret"));
    }
}
