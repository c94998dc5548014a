//! The quote lists' store: the SQLite file in the data folder (one
//! connection, each change run on a blocking thread; `store` holds the
//! statements), or Postgres when `DATABASE_URL` is set (`pg`). The facade
//! is an enum of the two rather than a trait: the SQLite side runs
//! synchronous closures on one connection and the Postgres side is async
//! over a pool, so each method is one `match` whose two arms call the same
//! change by the same name, and the compiler checks both are there. Pages
//! and routes see one `Quotes` with the same methods either way.

use crate::model::outcome::Outcome;
use std::path::Path;

use super::{copies, new_id, pg, store, Owner};
use crate::model::{
    quote::{Note, QuoteHead, Snapshot},
    AppError,
};
use crate::server::{
    platform::postgres::{Pg, PgError},
    platform::sqlite_worker::SharedConnection,
};

/// The file's name in the data folder (the customers live in it too).
pub const FILE: &str = "quotes.sqlite3";

/// Where the lists (and the customers, who share their store) are kept.
#[derive(Clone)]
pub enum ListsStore {
    /// `quotes.sqlite3` in the data folder, one connection.
    Sqlite(SharedConnection),
    /// The shared database (`DATABASE_URL`); boxed, as its settings are
    /// large beside one pointer.
    Postgres(Box<Pg>),
}

/// The lists, open.
#[derive(Clone)]
pub struct Quotes {
    store: ListsStore,
}

const UNSAVED: &str = "The quote lists could not be read or saved just now.";

fn db_error(e: rusqlite::Error) -> AppError {
    tracing::error!(error = %e, "quote lists");
    AppError::Internal(UNSAVED.into())
}

/// The database's words go to the log; people read the same sentence as
/// with SQLite.
fn pg_said<T>(r: Result<T, PgError>) -> Result<T, AppError> {
    r.map_err(|e| {
        tracing::error!(error = %e, "quote lists");
        AppError::Internal(UNSAVED.into())
    })
}

async fn run<T, F>(conn: &SharedConnection, f: F) -> Result<T, AppError>
where
    T: Send + 'static,
    F: FnOnce(&mut rusqlite::Connection) -> Result<T, rusqlite::Error> + Send + 'static,
{
    use crate::server::platform::sqlite_worker::{run_blocking, BlockingError};
    run_blocking(conn, f).await.map_err(|e| match e {
        BlockingError::Database(e) => db_error(e),
        BlockingError::Stopped => {
            AppError::Internal("The quote lists could not answer just now.".into())
        }
    })
}

impl Quotes {
    /// Opens (creating if needed) the lists' file in the data folder.
    pub fn open(data_dir: &Path) -> Result<Quotes, String> {
        std::fs::create_dir_all(data_dir)
            .map_err(|e| format!("cannot create the data folder {}: {e}", data_dir.display()))?;
        let path = data_dir.join(FILE);
        let conn = store::open(&path)?;
        Ok(Quotes {
            store: ListsStore::Sqlite(std::sync::Arc::new(std::sync::Mutex::new(conn))),
        })
    }

    /// The lists in the shared database (its tables made by
    /// `pg::stores::MIGRATIONS`).
    pub fn postgres(pg: Pg) -> Quotes {
        Quotes {
            store: ListsStore::Postgres(Box::new(pg)),
        }
    }

    /// Where the lists are, for the customers' records kept beside them
    /// (`server::customers`).
    pub fn connection(&self) -> ListsStore {
        self.store.clone()
    }

    /// A list's head and lines as saved, the prices as they were added.
    pub async fn saved(
        &self,
        owner: &Owner,
        id: &str,
    ) -> Result<Option<(QuoteHead, store::Lines)>, AppError> {
        self.get(&owner.0, id).await
    }

    /// A list shared by link, by its share token, as saved.
    pub async fn shared(&self, token: &str) -> Result<Option<(QuoteHead, store::Lines)>, AppError> {
        // An owner is never empty, so an empty one finds by share token.
        self.get("", token).await
    }

    /// A list's head and lines (`owner` empty: by its share token).
    pub(crate) async fn get(
        &self,
        owner: &str,
        key: &str,
    ) -> Result<Option<(QuoteHead, store::Lines)>, AppError> {
        let (o, key) = (owner.to_string(), key.to_string());
        match &self.store {
            ListsStore::Sqlite(c) => run(c, move |c| store::get(c, &o, &key)).await,
            ListsStore::Postgres(p) => pg_said(pg::get(p, &o, &key).await),
        }
    }

    /// Adds a product with its name and prices as they are now (the
    /// caller found the SKU in the catalogue: `PricedQuotes::add`).
    pub async fn add(
        &self,
        owner: &Owner,
        id: &str,
        sku: &str,
        qty: i64,
        snap: Snapshot,
    ) -> Result<store::Change, AppError> {
        let (o, id, sku) = (owner.0.clone(), id.to_string(), sku.to_string());
        match &self.store {
            ListsStore::Sqlite(c) => {
                run(c, move |c| store::add(c, &o, &id, &sku, qty, &snap)).await
            }
            ListsStore::Postgres(p) => pg_said(pg::add(p, &o, &id, &sku, qty, &snap).await),
        }
    }

    /// Every list of this owner, the latest changed first.
    pub async fn heads(&self, owner: &Owner) -> Result<Vec<QuoteHead>, AppError> {
        let o = owner.0.clone();
        match &self.store {
            ListsStore::Sqlite(c) => run(c, move |c| store::heads(c, &o)).await,
            ListsStore::Postgres(p) => pg_said(pg::heads(p, &o).await),
        }
    }

    /// One list's head, if this owner has it.
    pub async fn head(&self, owner: &Owner, id: &str) -> Result<Option<QuoteHead>, AppError> {
        let (o, id) = (owner.0.clone(), id.to_string());
        match &self.store {
            ListsStore::Sqlite(c) => run(c, move |c| store::head_of(c, &o, &id)).await,
            ListsStore::Postgres(p) => match p.client().await {
                Ok(c) => pg_said(pg::head_of(&c, &o, &id).await),
                Err(e) => pg_said(Err(e)),
            },
        }
    }

    /// Starts a list; its id when made.
    pub async fn create(
        &self,
        owner: &Owner,
        name: String,
    ) -> Result<Outcome<String, Note>, AppError> {
        let (o, id) = (owner.0.clone(), new_id());
        let made = match &self.store {
            ListsStore::Sqlite(c) => {
                let id = id.clone();
                run(c, move |c| store::create(c, &o, &id, &name)).await?
            }
            ListsStore::Postgres(p) => pg_said(pg::create(p, &o, &id, &name).await)?,
        };
        Ok(made.map_done(|_| id))
    }

    pub async fn set_qty(
        &self,
        owner: &Owner,
        id: &str,
        sku: &str,
        qty: i64,
    ) -> Result<store::Change, AppError> {
        let (o, id, sku) = (owner.0.clone(), id.to_string(), sku.to_string());
        match &self.store {
            ListsStore::Sqlite(c) => run(c, move |c| store::set_qty(c, &o, &id, &sku, qty)).await,
            ListsStore::Postgres(p) => pg_said(pg::set_qty(p, &o, &id, &sku, qty).await),
        }
    }

    pub async fn remove(
        &self,
        owner: &Owner,
        id: &str,
        sku: &str,
    ) -> Result<store::Change, AppError> {
        let (o, id, sku) = (owner.0.clone(), id.to_string(), sku.to_string());
        match &self.store {
            ListsStore::Sqlite(c) => run(c, move |c| store::remove(c, &o, &id, &sku)).await,
            ListsStore::Postgres(p) => pg_said(pg::remove(p, &o, &id, &sku).await),
        }
    }

    /// Moves a line one place up (`up`) or down.
    pub async fn move_line(
        &self,
        owner: &Owner,
        id: &str,
        sku: &str,
        up: bool,
    ) -> Result<store::Change, AppError> {
        let (o, id, sku) = (owner.0.clone(), id.to_string(), sku.to_string());
        match &self.store {
            ListsStore::Sqlite(c) => run(c, move |c| store::move_line(c, &o, &id, &sku, up)).await,
            ListsStore::Postgres(p) => pg_said(pg::move_line(p, &o, &id, &sku, up).await),
        }
    }

    /// Copies a list of this owner, or (`from` a share token, `owner`
    /// `None`) a shared list, into a new list of `to`; the copy's id.
    pub async fn duplicate(
        &self,
        from_owner: Option<&Owner>,
        from: &str,
        to: &Owner,
    ) -> Result<Outcome<String, Note>, AppError> {
        let from_owner = from_owner.map(|o| o.0.clone()).unwrap_or_default();
        let (from, to, id) = (from.to_string(), to.0.clone(), new_id());
        let made = match &self.store {
            ListsStore::Sqlite(c) => {
                let id = id.clone();
                run(c, move |c| {
                    copies::duplicate(c, &from_owner, &from, &to, &id)
                })
                .await?
            }
            ListsStore::Postgres(p) => {
                pg_said(pg::duplicate(p, &from_owner, &from, &to, &id).await)?
            }
        };
        Ok(made.map_done(|_| id))
    }

    /// Turns sharing by link on (a fresh token) or off.
    pub async fn share(
        &self,
        owner: &Owner,
        id: &str,
        on: bool,
    ) -> Result<store::Change, AppError> {
        let (o, id) = (owner.0.clone(), id.to_string());
        let token = on.then(new_id);
        match &self.store {
            ListsStore::Sqlite(c) => {
                run(c, move |c| copies::share(c, &o, &id, token.as_deref())).await
            }
            ListsStore::Postgres(p) => pg_said(pg::share(p, &o, &id, token.as_deref()).await),
        }
    }

    pub async fn rename(
        &self,
        owner: &Owner,
        id: &str,
        name: String,
    ) -> Result<store::Change, AppError> {
        let (o, id) = (owner.0.clone(), id.to_string());
        match &self.store {
            ListsStore::Sqlite(c) => run(c, move |c| store::rename(c, &o, &id, &name)).await,
            ListsStore::Postgres(p) => pg_said(pg::rename(p, &o, &id, &name).await),
        }
    }

    pub async fn delete(&self, owner: &Owner, id: &str) -> Result<store::Change, AppError> {
        let (o, id) = (owner.0.clone(), id.to_string());
        match &self.store {
            ListsStore::Sqlite(c) => run(c, move |c| store::delete(c, &o, &id)).await,
            ListsStore::Postgres(p) => pg_said(pg::delete(p, &o, &id).await),
        }
    }

    /// The SKUs and quantities of a list (the CSV export); `None`: no such list.
    pub async fn quantities(
        &self,
        owner: &Owner,
        id: &str,
    ) -> Result<Option<(QuoteHead, Vec<(String, i64)>)>, AppError> {
        let got = self.get(&owner.0, id).await?;
        Ok(got.map(|(h, lines)| (h, lines.into_iter().map(|(s, q, _)| (s, q)).collect())))
    }
}
