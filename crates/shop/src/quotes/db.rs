//! The quote lists' store: the SQLite file in the data folder, or
//! Postgres when `DATABASE_URL` is set; either way the same rules
//! (`store`, `copies`) run on `platform::sql::Db`, on a blocking thread.
//! A change that counts before it writes holds its owner's lock. Pages
//! and routes see one `Quotes` with the same methods either way.

use crate::model::outcome::Outcome;
use std::path::Path;

use super::store::{LineChange, SavedLine, SavedList};
use super::{copies, file, new_id, store, Owner};
use crate::model::{
    quote::{Note, QuoteHead},
    AppError,
};
use crate::platform::{
    postgres::Pg,
    sql::{sqlite_file, Db, DbError, Lock},
};

/// The file's name in the data folder (the customers live in it too).
pub const FILE: &str = "quotes.sqlite3";

/// The lists, open.
#[derive(Clone)]
pub struct Quotes {
    db: Db,
}

/// The database's words go to the log; people read a plain sentence.
fn unsaved(e: DbError) -> AppError {
    tracing::error!(error = %e, "quote lists");
    let told = e.refusal().map_or(
        "The quote lists could not be read or saved just now.",
        |why| why.told(),
    );
    AppError::Internal(told.into())
}

impl Quotes {
    /// Opens (creating if needed) the lists' file in the data folder.
    pub fn open(data_dir: &Path) -> Result<Quotes, String> {
        let conn = file::open(data_dir)?;
        let reports = sqlite_file::reader(data_dir, super::LAYOUT)?;
        Ok(Quotes {
            db: Db::sqlite(conn, Some(reports)),
        })
    }

    /// The lists in the shared database (its tables made by
    /// `postgres::stores::MIGRATIONS`).
    pub fn postgres(pg: Pg) -> Quotes {
        Quotes {
            db: Db::postgres(pg),
        }
    }

    /// Where the lists are, for the customers' records kept beside them
    /// (`customers`).
    pub fn connection(&self) -> Db {
        self.db.clone()
    }

    /// A change to `owner`'s lists, holding their lock.
    async fn change<T, F>(&self, owner: &str, f: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&crate::platform::sql::Tx<'_>) -> Result<T, DbError> + Send + 'static,
    {
        let lock = Lock::QuoteOwner(owner.to_string());
        self.db.write_locked(lock, f).await.map_err(unsaved)
    }

    /// A list's head and lines as saved, the prices as they were added.
    pub async fn saved(&self, owner: &Owner, id: &str) -> Result<Option<SavedList>, AppError> {
        self.get(&owner.0, id).await
    }

    /// A list shared by link, by its share token, as saved.
    pub async fn shared(&self, token: &str) -> Result<Option<SavedList>, AppError> {
        // An owner is never empty, so an empty one finds by share token.
        self.get("", token).await
    }

    /// A list's head and lines (`owner` empty: by its share token).
    pub(crate) async fn get(&self, owner: &str, key: &str) -> Result<Option<SavedList>, AppError> {
        let (o, key) = (owner.to_string(), key.to_string());
        let read = self.db.read(move |tx| store::get(tx, &o, &key));
        read.await.map_err(unsaved)
    }

    /// Adds a product with its name and prices as they are now (the
    /// caller found the SKU in the catalogue: `PricedQuotes::add`).
    pub async fn add(
        &self,
        owner: &Owner,
        id: &str,
        line: SavedLine,
    ) -> Result<store::Change, AppError> {
        let (o, id) = (owner.0.clone(), id.to_string());
        self.change(&owner.0, move |tx| store::add(tx, &o, &id, &line))
            .await
    }

    /// Sets (or with `None` takes off) a line's discount, with the share
    /// a manager approved it for when above the shop's cap.
    pub async fn set_line_discount(
        &self,
        owner: &Owner,
        id: &str,
        sku: &str,
        discount: Option<crate::model::quote::discount::Discount>,
        approved: Option<crate::model::pricing::Rate>,
    ) -> Result<store::Change, AppError> {
        let (o, id, sku) = (owner.0.clone(), id.to_string(), sku.to_string());
        self.change(&owner.0, move |tx| {
            store::set_line_discount(tx, &o, &id, &sku, discount, approved)
        })
        .await
    }

    /// Writes what the cap's rule made of a list's discounts, each only
    /// while it is as the rule saw it; the changes written.
    pub async fn hold(
        &self,
        owner: &Owner,
        id: &str,
        changes: Vec<crate::model::quote::cap::CapChange>,
    ) -> Result<Vec<crate::model::quote::cap::CapChange>, AppError> {
        let (o, id) = (owner.0.clone(), id.to_string());
        self.change(&owner.0, move |tx| store::hold(tx, &o, &id, &changes))
            .await
    }

    /// The lists for a customer, each with its owner.
    pub async fn for_customer(&self, customer: &str) -> Result<Vec<(String, Owner)>, AppError> {
        let customer = customer.to_string();
        let read = self.db.read(move |tx| store::for_customer(tx, &customer));
        let found = read.await.map_err(unsaved)?;
        Ok(found.into_iter().map(|(id, o)| (id, Owner(o))).collect())
    }

    /// Moves a line to today's selling price.
    pub async fn reprice(
        &self,
        owner: &Owner,
        id: &str,
        sku: &str,
        sell: crate::model::quote::Sell,
    ) -> Result<store::Change, AppError> {
        let (o, id, sku) = (owner.0.clone(), id.to_string(), sku.to_string());
        self.change(&owner.0, move |tx| store::reprice(tx, &o, &id, &sku, sell))
            .await
    }

    /// Sets (or with `None` takes off) the whole quote's discount.
    pub async fn set_quote_discount(
        &self,
        owner: &Owner,
        id: &str,
        discount: Option<super::QuoteDiscount>,
    ) -> Result<store::Change, AppError> {
        let (o, id) = (owner.0.clone(), id.to_string());
        self.change(&owner.0, move |tx| {
            store::set_quote_discount(tx, &o, &id, discount)
        })
        .await
    }

    /// Every list of this owner, the latest changed first.
    pub async fn heads(&self, owner: &Owner) -> Result<Vec<QuoteHead>, AppError> {
        let o = owner.0.clone();
        let read = self.db.read(move |tx| store::heads(tx, &o));
        read.await.map_err(unsaved)
    }

    /// One list's head, if this owner has it.
    pub async fn head(&self, owner: &Owner, id: &str) -> Result<Option<QuoteHead>, AppError> {
        let (o, id) = (owner.0.clone(), id.to_string());
        let read = self.db.read(move |tx| store::head_of(tx, &o, &id));
        read.await.map_err(unsaved)
    }

    /// Starts a list; its id when made.
    pub async fn create(
        &self,
        owner: &Owner,
        name: String,
    ) -> Result<Outcome<String, Note>, AppError> {
        let (o, id) = (owner.0.clone(), new_id());
        let new = id.clone();
        let made = self
            .change(&owner.0, move |tx| store::create(tx, &o, &new, &name))
            .await?;
        Ok(made.map_done(|_| id))
    }

    pub async fn set_qty(
        &self,
        owner: &Owner,
        id: &str,
        sku: &str,
        qty: i64,
    ) -> Result<store::Change, AppError> {
        self.change_line(owner, id, sku, LineChange::SetQty(qty))
            .await
    }

    pub async fn remove(
        &self,
        owner: &Owner,
        id: &str,
        sku: &str,
    ) -> Result<store::Change, AppError> {
        self.change_line(owner, id, sku, LineChange::Remove).await
    }

    async fn change_line(
        &self,
        owner: &Owner,
        id: &str,
        sku: &str,
        change: LineChange,
    ) -> Result<store::Change, AppError> {
        let (o, id, sku) = (owner.0.clone(), id.to_string(), sku.to_string());
        self.change(&owner.0, move |tx| {
            store::change_line(tx, &o, &id, &sku, change)
        })
        .await
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
        self.change(&owner.0, move |tx| store::move_line(tx, &o, &id, &sku, up))
            .await
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
        let (from, to_owner, id) = (from.to_string(), to.0.clone(), new_id());
        let new = id.clone();
        let made = self
            .change(&to.0, move |tx| {
                copies::duplicate(tx, &from_owner, &from, &to_owner, &new)
            })
            .await?;
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
        self.change(&owner.0, move |tx| {
            copies::share(tx, &o, &id, token.as_deref())
        })
        .await
    }

    pub async fn rename(
        &self,
        owner: &Owner,
        id: &str,
        name: String,
    ) -> Result<store::Change, AppError> {
        let (o, id) = (owner.0.clone(), id.to_string());
        self.change(&owner.0, move |tx| store::rename(tx, &o, &id, &name))
            .await
    }

    pub async fn delete(&self, owner: &Owner, id: &str) -> Result<store::Change, AppError> {
        let (o, id) = (owner.0.clone(), id.to_string());
        self.change(&owner.0, move |tx| store::delete(tx, &o, &id))
            .await
    }

    /// The SKUs and quantities of a list's catalogue parts (the supplier's
    /// order form: labour and typed parts are the shop's own, not
    /// ordered from the supplier); `None`: no such list.
    pub async fn quantities(
        &self,
        owner: &Owner,
        id: &str,
    ) -> Result<Option<(QuoteHead, Vec<(String, i64)>)>, AppError> {
        let got = self.get(&owner.0, id).await?;
        Ok(got.map(|l| {
            let lines = l
                .lines
                .into_iter()
                .filter(|s| s.kind.is_part())
                .map(|s| (s.sku, s.qty))
                .collect();
            (l.head, lines)
        }))
    }
}
