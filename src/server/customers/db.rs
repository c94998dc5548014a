//! The customers' records, kept beside the quote lists (`ListsStore`):
//! in the lists' SQLite file on its one connection, each change run on a
//! blocking thread (`store`, `links`, `watches`, `lost` hold the
//! statements), or in Postgres when `DATABASE_URL` is set (`pg`,
//! `pg_view`, `pg_watches`, `pg_lost`). Watches and lost sales have their
//! methods in `db_watches`, the check's in `check`. As with the lists, the facade is an enum of the two
//! stores rather than a trait: one `match` a method, the same change named
//! the same in both arms. Knows nothing of HTTP or pages.

use crate::model::outcome::Outcome;
use std::time::Duration;

use super::{links, pg, pg_view, schema, stamp, store, watches, CustomerArgs, CustomerOutcome};
use crate::model::{
    customer::{CustomerBike, CustomerFields, CustomerHead, CustomerNote, CustomerView},
    AppError,
};
use crate::server::{
    platform::postgres::PgError,
    platform::sqlite_worker::{run_blocking, BlockingError, SharedConnection},
    quotes::ListsStore,
};

/// The customers' records, beside the quote lists.
#[derive(Clone)]
pub struct Customers {
    pub(super) store: ListsStore,
    /// How long a watch stays open.
    pub watch_for: chrono::Duration,
    /// Time between scheduled checks.
    pub check_every: Duration,
    /// Email to the shop when watched parts come back (`None`: no email).
    pub(super) mailer: Option<super::mail::Mailer>,
}

const UNSAVED: &str = "The customer records could not be read or saved just now.";

fn db_error(e: rusqlite::Error) -> AppError {
    tracing::error!(error = %e, "customers");
    AppError::Internal(UNSAVED.into())
}

/// The database's words go to the log; people read the same sentence as
/// with SQLite.
pub(super) fn pg_said<T>(r: Result<T, PgError>) -> Result<T, AppError> {
    r.map_err(|e| {
        tracing::error!(error = %e, "customers");
        AppError::Internal(UNSAVED.into())
    })
}

pub(super) async fn run<T, F>(conn: &SharedConnection, f: F) -> Result<T, AppError>
where
    T: Send + 'static,
    F: FnOnce(&mut rusqlite::Connection) -> Result<T, rusqlite::Error> + Send + 'static,
{
    run_blocking(conn, f).await.map_err(|e| match e {
        BlockingError::Database(e) => db_error(e),
        BlockingError::Stopped => {
            AppError::Internal("The customer records could not answer just now.".into())
        }
    })
}

fn now() -> String {
    stamp(chrono::Utc::now())
}

impl Customers {
    /// The customers' tables beside the lists (`Quotes::connection`): in
    /// the lists' file they are added when missing; in Postgres the
    /// stores' migrations made them.
    pub fn open(store: ListsStore, args: &CustomerArgs) -> Result<Customers, String> {
        if let ListsStore::Sqlite(conn) = &store {
            let c = conn.lock().unwrap_or_else(|p| p.into_inner());
            schema::migrate(&c).map_err(|e| format!("customers' tables: {e}"))?;
        }
        Ok(Customers {
            store,
            watch_for: chrono::Duration::days(i64::from(args.watch_days)),
            check_every: Duration::from_secs(args.watch_check_every_secs.max(1)),
            mailer: args.mailer()?,
        })
    }

    /// Adds a customer under a new id (`quotes::new_id`); the id when made.
    pub async fn create(
        &self,
        id: String,
        f: CustomerFields,
        by: Option<String>,
    ) -> Result<Outcome<String, CustomerNote>, AppError> {
        let made = match &self.store {
            ListsStore::Sqlite(c) => {
                let id = id.clone();
                run(c, move |c| store::create(c, &id, &f, by.as_deref(), &now())).await?
            }
            ListsStore::Postgres(p) => {
                pg_said(pg::create(p, &id, &f, by.as_deref(), &now()).await)?
            }
        };
        Ok(made.map_done(|_| id))
    }

    pub async fn update(
        &self,
        id: &str,
        f: CustomerFields,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        let id = id.to_string();
        match &self.store {
            ListsStore::Sqlite(c) => {
                run(c, move |c| store::update(c, &id, &f, by.as_deref(), &now())).await
            }
            ListsStore::Postgres(p) => pg_said(pg::update(p, &id, &f, by.as_deref(), &now()).await),
        }
    }

    /// Customers by name or phone (empty: the latest changed).
    pub async fn find(&self, typed: &str) -> Result<Vec<CustomerHead>, AppError> {
        let typed = typed.to_string();
        match &self.store {
            ListsStore::Sqlite(c) => run(c, move |c| store::find(c, &typed)).await,
            ListsStore::Postgres(p) => pg_said(pg::find(p, &typed).await),
        }
    }

    pub async fn head(&self, id: &str) -> Result<Option<CustomerHead>, AppError> {
        let id = id.to_string();
        match &self.store {
            ListsStore::Sqlite(c) => run(c, move |c| store::head(c, &id)).await,
            ListsStore::Postgres(p) => {
                pg_said(async { pg::head(&p.client().await?, &id).await }.await)
            }
        }
    }

    pub async fn bikes(&self, id: &str) -> Result<Vec<CustomerBike>, AppError> {
        let id = id.to_string();
        match &self.store {
            ListsStore::Sqlite(c) => run(c, move |c| store::bikes(c, &id)).await,
            ListsStore::Postgres(p) => {
                pg_said(async { pg::bikes(&p.client().await?, &id).await }.await)
            }
        }
    }

    /// A customer's page (every quote list made for them marked not mine;
    /// the caller marks the person's own).
    pub async fn view(&self, id: &str) -> Result<Option<CustomerView>, AppError> {
        let id = id.to_string();
        let conn = match &self.store {
            ListsStore::Sqlite(c) => c,
            ListsStore::Postgres(p) => return pg_said(pg_view::view(p, &id).await),
        };
        run(conn, move |c| {
            let Some(head) = store::head(c, &id)? else {
                return Ok(None);
            };
            let (note, created) = store::details(c, &id)?.unwrap_or_default();
            Ok(Some(CustomerView {
                head,
                note,
                created,
                bikes: store::bikes(c, &id)?,
                quotes: store::quotes(c, &id)?,
                watches: watches::of_customer(c, &id)?,
                history: store::history(c, &id)?,
            }))
        })
        .await
    }

    pub async fn add_bike(
        &self,
        id: &str,
        bike: CustomerBike,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        let id = id.to_string();
        match &self.store {
            ListsStore::Sqlite(c) => {
                run(c, move |c| {
                    store::add_bike(c, &id, &bike, by.as_deref(), &now())
                })
                .await
            }
            ListsStore::Postgres(p) => {
                pg_said(pg::add_bike(p, &id, &bike, by.as_deref(), &now()).await)
            }
        }
    }

    pub async fn remove_bike(
        &self,
        id: &str,
        year_id: i64,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        let id = id.to_string();
        match &self.store {
            ListsStore::Sqlite(c) => {
                run(c, move |c| {
                    store::remove_bike(c, &id, year_id, by.as_deref(), &now())
                })
                .await
            }
            ListsStore::Postgres(p) => {
                pg_said(pg::remove_bike(p, &id, year_id, by.as_deref(), &now()).await)
            }
        }
    }

    /// Makes a list be for a customer (and the fit marks for one of their
    /// bikes), or for nobody. The caller checks the list is the person's.
    pub async fn set_quote(
        &self,
        quote: &str,
        customer: Option<String>,
        bike: Option<i64>,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        let quote = quote.to_string();
        match &self.store {
            ListsStore::Sqlite(c) => {
                let set = move |c: &mut rusqlite::Connection| {
                    links::set(c, &quote, customer.as_deref(), bike, by.as_deref(), &now())
                };
                run(c, set).await
            }
            ListsStore::Postgres(p) => {
                let link = pg_view::QuoteLink {
                    quote: &quote,
                    customer: customer.as_deref(),
                    bike,
                };
                pg_said(pg_view::set_quote(p, &link, by.as_deref(), &now()).await)
            }
        }
    }

    /// The customer a list is for, and the bike chosen for its fit marks.
    pub async fn of_quote(
        &self,
        quote: &str,
    ) -> Result<Option<(CustomerHead, Option<i64>)>, AppError> {
        let quote = quote.to_string();
        match &self.store {
            ListsStore::Sqlite(c) => run(c, move |c| links::of_quote(c, &quote)).await,
            ListsStore::Postgres(p) => pg_said(pg_view::of_quote(p, &quote).await),
        }
    }
}
