//! The staff accounts kept with the sessions (`store`): who may sign in
//! is read from them (`users::Users`); here, the access store's calls
//! that read and change them.

pub mod store;

use crate::platform::sql::{DbError, DbResult, Lock};

use super::db::AccessDb;
use store::{all, note_sign_in, put, version, AccountRow, AllAccounts};

impl AccessDb {
    /// Every account and the table's version.
    pub async fn accounts(&self) -> DbResult<AllAccounts> {
        self.db().read(all).await
    }

    /// The table's version alone (one small statement).
    pub async fn accounts_version(&self) -> DbResult<i64> {
        self.db().read(version).await
    }

    /// Reads every account, lets `change` decide what to write (under the
    /// accounts' lock, so two portals' changes never cross), and writes it.
    pub async fn change_accounts<T, F>(&self, change: F) -> DbResult<T>
    where
        T: Send + 'static,
        F: FnOnce(&AllAccounts) -> Result<(Vec<AccountRow>, T), DbError> + Send + 'static,
    {
        self.db()
            .write_locked(Lock::Accounts, move |tx| {
                let now = all(tx)?;
                let (rows, out) = change(&now)?;
                for row in &rows {
                    put(tx, row)?;
                }
                Ok(out)
            })
            .await
    }

    /// Notes that `name` signed in at `at` (a UTC stamp).
    pub async fn note_sign_in(&self, name: &str, at: String) -> DbResult<()> {
        let key = name.to_lowercase();
        self.db().write(move |tx| note_sign_in(tx, &key, &at)).await
    }
}
