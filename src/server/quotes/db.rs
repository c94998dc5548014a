//! The quote lists' file: one SQLite connection, each change run on a
//! blocking thread (`store` holds the statements).

use std::{
    path::Path,
    sync::{Arc, Mutex},
};

use rusqlite::Connection;

use super::{copies, new_id, store, Owner};
use crate::model::{
    quote::{Note, QuoteHead},
    AppError,
};

const FILE: &str = "quotes.sqlite3";

/// The lists' file, open. One connection: a list changes a line at a time.
#[derive(Clone)]
pub struct Quotes {
    conn: Arc<Mutex<Connection>>,
}

fn db_error(e: rusqlite::Error) -> AppError {
    tracing::error!(error = %e, "quote lists");
    AppError::Internal("The quote lists could not be read or saved just now.".into())
}

impl Quotes {
    /// Opens (creating if needed) the lists' file in the data folder.
    pub fn open(data_dir: &Path) -> Result<Quotes, String> {
        std::fs::create_dir_all(data_dir)
            .map_err(|e| format!("cannot create the data folder {}: {e}", data_dir.display()))?;
        let path = data_dir.join(FILE);
        let conn =
            store::open(&path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        Ok(Quotes {
            conn: Arc::new(Mutex::new(conn)),
        })
    }

    /// The file's one connection, for the customers' tables kept in the
    /// same file (`server::customers`).
    pub fn connection(&self) -> Arc<Mutex<Connection>> {
        Arc::clone(&self.conn)
    }

    pub(super) async fn run<T, F>(&self, f: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Connection) -> Result<T, rusqlite::Error> + Send + 'static,
    {
        use crate::server::shared_db::{run_blocking, BlockingError};
        run_blocking(&self.conn, f).await.map_err(|e| match e {
            BlockingError::Database(e) => db_error(e),
            BlockingError::Stopped => {
                AppError::Internal("The quote lists could not answer just now.".into())
            }
        })
    }

    /// Every list of this owner, the latest changed first.
    pub async fn heads(&self, owner: &Owner) -> Result<Vec<QuoteHead>, AppError> {
        let o = owner.0.clone();
        self.run(move |c| store::heads(c, &o)).await
    }

    /// One list's head, if this owner has it.
    pub async fn head(&self, owner: &Owner, id: &str) -> Result<Option<QuoteHead>, AppError> {
        let (o, id) = (owner.0.clone(), id.to_string());
        self.run(move |c| store::head_of(c, &o, &id)).await
    }

    /// Starts a list; its id when made.
    pub async fn create(
        &self,
        owner: &Owner,
        name: String,
    ) -> Result<Result<String, Note>, AppError> {
        let (o, id) = (owner.0.clone(), new_id());
        let made = self
            .run({
                let id = id.clone();
                move |c| store::create(c, &o, &id, &name)
            })
            .await?;
        Ok(made.map(|_| id))
    }

    pub async fn set_qty(
        &self,
        owner: &Owner,
        id: &str,
        sku: &str,
        qty: i64,
    ) -> Result<store::Change, AppError> {
        let (o, id, sku) = (owner.0.clone(), id.to_string(), sku.to_string());
        self.run(move |c| store::set_qty(c, &o, &id, &sku, qty))
            .await
    }

    pub async fn remove(
        &self,
        owner: &Owner,
        id: &str,
        sku: &str,
    ) -> Result<store::Change, AppError> {
        let (o, id, sku) = (owner.0.clone(), id.to_string(), sku.to_string());
        self.run(move |c| store::remove(c, &o, &id, &sku)).await
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
        self.run(move |c| store::move_line(c, &o, &id, &sku, up))
            .await
    }

    /// Copies a list of this owner, or (`from` a share token, `owner`
    /// `None`) a shared list, into a new list of `to`; the copy's id.
    pub async fn duplicate(
        &self,
        from_owner: Option<&Owner>,
        from: &str,
        to: &Owner,
    ) -> Result<Result<String, Note>, AppError> {
        let from_owner = from_owner.map(|o| o.0.clone()).unwrap_or_default();
        let (from, to, id) = (from.to_string(), to.0.clone(), new_id());
        let made = self
            .run({
                let id = id.clone();
                move |c| copies::duplicate(c, &from_owner, &from, &to, &id)
            })
            .await?;
        Ok(made.map(|_| id))
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
        self.run(move |c| copies::share(c, &o, &id, token.as_deref()))
            .await
    }

    pub async fn rename(
        &self,
        owner: &Owner,
        id: &str,
        name: String,
    ) -> Result<store::Change, AppError> {
        let (o, id) = (owner.0.clone(), id.to_string());
        self.run(move |c| store::rename(c, &o, &id, &name)).await
    }

    pub async fn delete(&self, owner: &Owner, id: &str) -> Result<store::Change, AppError> {
        let (o, id) = (owner.0.clone(), id.to_string());
        self.run(move |c| store::delete(c, &o, &id)).await
    }

    /// The SKUs and quantities of a list (the CSV export); `None`: no such list.
    pub async fn quantities(
        &self,
        owner: &Owner,
        id: &str,
    ) -> Result<Option<(QuoteHead, Vec<(String, i64)>)>, AppError> {
        let (o, id) = (owner.0.clone(), id.to_string());
        let got = self.run(move |c| store::get(c, &o, &id)).await?;
        Ok(got.map(|(h, lines)| (h, lines.into_iter().map(|(s, q, _)| (s, q)).collect())))
    }
}
