//! A store's statements against either engine: `Tx` runs one statement,
//! `Row` reads one result row, `Param` and `Column` are the values both
//! drivers can write and read (text, integers, bytes and their `Option`s).
//! Used on blocking threads only (`Db::read`, `Db::write`): the Postgres
//! side waits for its answer there, so the async workers never do.

use tokio::runtime::Handle;
use tokio_postgres::types::{FromSql as PgFromSql, ToSql as PgToSql};

use super::{dialect::Dialect, DbError, DbResult};

/// A value a statement takes, for either driver.
pub trait Param: Sync {
    fn sqlite(&self) -> &dyn rusqlite::ToSql;
    fn postgres(&self) -> &(dyn PgToSql + Sync);
}

impl<T: rusqlite::ToSql + PgToSql + Sync> Param for T {
    fn sqlite(&self) -> &dyn rusqlite::ToSql {
        self
    }
    fn postgres(&self) -> &(dyn PgToSql + Sync) {
        self
    }
}

/// A value a row gives, for either driver.
pub trait Column: rusqlite::types::FromSql + for<'a> PgFromSql<'a> {}

impl<T: rusqlite::types::FromSql + for<'a> PgFromSql<'a>> Column for T {}

fn sqlite_params<'p>(params: &[&'p dyn Param]) -> Vec<&'p dyn rusqlite::ToSql> {
    params.iter().map(|p| p.sqlite()).collect()
}

fn postgres_params<'p>(params: &[&'p dyn Param]) -> Vec<&'p (dyn PgToSql + Sync)> {
    params.iter().map(|p| p.postgres()).collect()
}

/// One result row.
pub enum Row<'r, 's> {
    Sqlite(&'r rusqlite::Row<'s>),
    Postgres(&'r tokio_postgres::Row),
}

impl Row<'_, '_> {
    /// Column `i` (from 0).
    pub fn get<T: Column>(&self, i: usize) -> DbResult<T> {
        match self {
            Row::Sqlite(r) => Ok(r.get(i)?),
            Row::Postgres(r) => Ok(r.try_get(i)?),
        }
    }

    /// A count or other whole number that cannot be negative.
    pub fn count(&self, i: usize) -> DbResult<u64> {
        Ok(self.get::<i64>(i)?.max(0) as u64)
    }
}

/// Where a statement runs: a SQLite connection (in a transaction or
/// not), or a Postgres transaction with the runtime to wait on.
pub struct Tx<'a> {
    on: On<'a>,
}

enum On<'a> {
    Sqlite(&'a rusqlite::Connection),
    Postgres {
        tx: &'a deadpool_postgres::Transaction<'a>,
        runtime: &'a Handle,
    },
}

impl<'a> Tx<'a> {
    /// On a SQLite connection here (start-up, and tests of a store's rules).
    pub fn sqlite(conn: &'a rusqlite::Connection) -> Tx<'a> {
        Tx {
            on: On::Sqlite(conn),
        }
    }

    pub(super) fn postgres(
        tx: &'a deadpool_postgres::Transaction<'a>,
        runtime: &'a Handle,
    ) -> Tx<'a> {
        Tx {
            on: On::Postgres { tx, runtime },
        }
    }

    /// Which engine this is (for the rare statement that is not the same
    /// in both, e.g. a table's schema).
    pub fn dialect(&self) -> Dialect {
        match self.on {
            On::Sqlite(_) => Dialect::Sqlite,
            On::Postgres { .. } => Dialect::Postgres,
        }
    }

    /// Takes `lock` too, to the end of this transaction (on Postgres; a
    /// SQLite change holds the file's write lock already): for a change
    /// that writes another store's rows beside its own. Always take locks
    /// in one order (the one the transaction began with first).
    pub fn also_lock(&self, lock: &super::Lock) -> DbResult<()> {
        if let On::Postgres { .. } = self.on {
            let (kind, key) = lock.kind_and_key();
            self.execute(
                "SELECT pg_advisory_xact_lock(?1, hashtext(?2))",
                &[&kind, &key],
            )?;
        }
        Ok(())
    }

    /// Runs a statement; the rows it changed.
    pub fn execute(&self, sql: &str, params: &[&dyn Param]) -> DbResult<usize> {
        let sql = self.dialect().statement(sql);
        match &self.on {
            On::Sqlite(c) => Ok(c
                .prepare_cached(&sql)?
                .execute(&sqlite_params(params)[..])?),
            On::Postgres { tx, runtime } => {
                let p = postgres_params(params);
                let n = runtime.block_on(async {
                    let st = tx.prepare_cached(&sql).await?;
                    tx.execute(&st, &p).await
                })?;
                Ok(n as usize)
            }
        }
    }

    /// Every row a query gives, each read by `read`.
    pub fn query<T>(
        &self,
        sql: &str,
        params: &[&dyn Param],
        read: impl FnMut(&Row<'_, '_>) -> DbResult<T>,
    ) -> DbResult<Vec<T>> {
        self.rows(sql, params, usize::MAX, read)
    }

    /// The first row a query gives, if any.
    pub fn query_opt<T>(
        &self,
        sql: &str,
        params: &[&dyn Param],
        read: impl FnMut(&Row<'_, '_>) -> DbResult<T>,
    ) -> DbResult<Option<T>> {
        Ok(self.rows(sql, params, 1, read)?.pop())
    }

    /// At most `most` rows of a query, each read by `read`.
    fn rows<T>(
        &self,
        sql: &str,
        params: &[&dyn Param],
        most: usize,
        mut read: impl FnMut(&Row<'_, '_>) -> DbResult<T>,
    ) -> DbResult<Vec<T>> {
        let sql = self.dialect().statement(sql);
        let mut out = Vec::new();
        match &self.on {
            On::Sqlite(c) => {
                let mut stmt = c.prepare_cached(&sql)?;
                let mut rows = stmt.query(&sqlite_params(params)[..])?;
                while out.len() < most {
                    let Some(r) = rows.next()? else { break };
                    out.push(read(&Row::Sqlite(r))?);
                }
            }
            On::Postgres { tx, runtime } => {
                let p = postgres_params(params);
                let rows = runtime.block_on(async {
                    let st = tx.prepare_cached(&sql).await?;
                    tx.query(&st, &p).await
                })?;
                for r in rows.iter().take(most) {
                    out.push(read(&Row::Postgres(r))?);
                }
            }
        }
        Ok(out)
    }

    /// The one row a query always gives (an aggregate's).
    pub fn query_one<T>(
        &self,
        sql: &str,
        params: &[&dyn Param],
        read: impl FnMut(&Row<'_, '_>) -> DbResult<T>,
    ) -> DbResult<T> {
        self.query_opt(sql, params, read)?
            .ok_or_else(|| DbError::Statement(format!("no row from: {sql}")))
    }

    /// A `SELECT COUNT(*) …`.
    pub fn count(&self, sql: &str, params: &[&dyn Param]) -> DbResult<usize> {
        self.query_one(sql, params, |r| r.count(0))
            .map(|n| n as usize)
    }
}
