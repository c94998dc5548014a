//! Watches for Postgres (`DATABASE_URL`): the statements of `watches.rs`,
//! with the same checks and outcomes. Making a watch counts before it
//! writes (the watch limits), so it holds the customers' advisory lock for
//! its transaction, as SQLite's one connection would.

use crate::model::outcome::Outcome;
use deadpool_postgres::GenericClient;

use super::{
    pg::{count, head, locked, log, PgResult},
    store::CustomerOutcome,
    watches::{NewWatch, ROW},
};
use crate::model::customer::{
    CustomerHead, CustomerNote, WatchRow, MAX_WATCHES, MAX_WATCHES_PER_CUSTOMER,
};
use crate::server::platform::postgres::{Pg, Row};

/// Makes a watch; a customer's open watch on the same part takes the new
/// quantity instead of a second watch.
pub async fn add(
    pg: &Pg,
    w: &NewWatch<'_>,
    by: Option<&str>,
    at: &str,
) -> PgResult<CustomerOutcome> {
    let mut c = pg.client().await?;
    let tx = locked(&mut c).await?;
    if head(&tx, w.customer).await?.is_none() {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    }
    let same = tx
        .query_opt(
            "SELECT id FROM watches WHERE customer = $1 AND sku = $2 AND ended IS NULL",
            &[&w.customer, &w.sku],
        )
        .await?;
    if let Some(same) = same {
        let id: i64 = same.try_get(0)?;
        tx.execute(
            "UPDATE watches SET qty = $2, back = CASE WHEN stock >= $2 THEN back ELSE NULL END
             WHERE id = $1",
            &[&id, &w.qty],
        )
        .await?;
    } else {
        let open = "SELECT COUNT(*) FROM watches WHERE ended IS NULL";
        if count(&tx, open, None).await? >= MAX_WATCHES {
            return Ok(Outcome::Refused(CustomerNote::WatchMax));
        }
        let theirs = "SELECT COUNT(*) FROM watches WHERE ended IS NULL AND customer = $1";
        if count(&tx, theirs, Some(w.customer)).await? >= MAX_WATCHES_PER_CUSTOMER {
            return Ok(Outcome::Refused(CustomerNote::WatchCustomerMax));
        }
        tx.execute(
            r#"INSERT INTO watches(customer, sku, name, qty, created, "by")
               VALUES ($1, $2, $3, $4, $5, $6)"#,
            &[&w.customer, &w.sku, &w.name, &w.qty, &at, &by],
        )
        .await?;
    }
    let what = format!("Watching {} (quantity {})", w.sku, w.qty);
    log(&tx, w.customer, at, by, &what).await?;
    tx.commit().await?;
    Ok(Outcome::Done(CustomerNote::WatchMade))
}

/// Ends an open watch (`reason`: "done", "expired").
pub async fn end(
    pg: &Pg,
    id: i64,
    reason: &str,
    by: Option<&str>,
    at: &str,
) -> PgResult<CustomerOutcome> {
    let mut c = pg.client().await?;
    let tx = c.transaction().await?;
    let found = tx
        .query_opt(
            "UPDATE watches SET ended = $2, end_reason = $3 WHERE id = $1 AND ended IS NULL
             RETURNING customer, sku",
            &[&id, &at, &reason],
        )
        .await?;
    let Some(found) = found else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchWatch));
    };
    let (customer, sku): (String, String) = (found.try_get(0)?, found.try_get(1)?);
    let what = format!("Watch on {sku} ended ({reason})");
    log(&tx, &customer, at, by, &what).await?;
    tx.commit().await?;
    Ok(Outcome::Done(CustomerNote::WatchDone))
}

/// Ends every open watch made before `cutoff`; how many.
pub async fn expire(pg: &Pg, cutoff: &str, at: &str) -> PgResult<usize> {
    let c = pg.client().await?;
    let n = c
        .execute(
            "UPDATE watches SET ended = $2, end_reason = 'expired'
             WHERE ended IS NULL AND created < $1",
            &[&cutoff, &at],
        )
        .await?;
    Ok(n as usize)
}

/// The SKUs open watches wait for, each once.
pub async fn open_skus(pg: &Pg) -> PgResult<Vec<String>> {
    let c = pg.client().await?;
    let rows = c
        .query(
            "SELECT DISTINCT sku FROM watches WHERE ended IS NULL ORDER BY sku",
            &[],
        )
        .await?;
    rows.iter().map(|r| Ok(r.try_get(0)?)).collect()
}

/// Writes what a check saw for these SKUs (`None`: not known, left as it
/// was); how many watches came back.
pub async fn record(pg: &Pg, seen: &[(String, Option<i64>)], at: &str) -> PgResult<usize> {
    let mut c = pg.client().await?;
    let tx = c.transaction().await?;
    let came = tx
        .prepare(
            "UPDATE watches SET back = $3
             WHERE sku = $1 AND ended IS NULL AND back IS NULL AND qty <= $2",
        )
        .await?;
    let set = tx
        .prepare(
            "UPDATE watches SET stock = $2, checked = $3,
             back = CASE WHEN qty <= $2 THEN back ELSE NULL END
             WHERE sku = $1 AND ended IS NULL",
        )
        .await?;
    let mut back = 0;
    for (sku, count) in seen {
        let Some(count) = count else { continue };
        back += tx.execute(&came, &[sku, count, &at]).await? as usize;
        tx.execute(&set, &[sku, count, &at]).await?;
    }
    tx.commit().await?;
    Ok(back)
}

/// Writes one check's figures, keeping the last 100.
pub async fn log_check(pg: &Pg, at: &str, figures: [usize; 4]) -> PgResult<()> {
    let [skus, calls, back, expired] = figures.map(|n| n as i64);
    let mut c = pg.client().await?;
    let tx = c.transaction().await?;
    tx.execute(
        "INSERT INTO watch_checks(at, skus, calls, back, expired) VALUES ($1, $2, $3, $4, $5)",
        &[&at, &skus, &calls, &back, &expired],
    )
    .await?;
    tx.execute(
        "DELETE FROM watch_checks WHERE seq NOT IN
         (SELECT seq FROM watch_checks ORDER BY at DESC LIMIT 100)",
        &[],
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

async fn last_check(c: &impl GenericClient) -> PgResult<Option<String>> {
    let row = c.query_one("SELECT MAX(at) FROM watch_checks", &[]).await?;
    Ok(row.try_get(0)?)
}

fn watch_row(r: &Row) -> PgResult<WatchRow> {
    Ok(WatchRow {
        id: r.try_get(0)?,
        sku: r.try_get(1)?,
        name: r.try_get(2)?,
        qty: r.try_get(3)?,
        created: r.try_get(4)?,
        stock: r.try_get(5)?,
        checked: r.try_get(6)?,
        back: r.try_get(7)?,
        customer: CustomerHead {
            id: r.try_get(8)?,
            name: r.try_get(9)?,
            phone: r.try_get(10)?,
            email: r.try_get(11)?,
        },
    })
}

async fn watch_rows(
    c: &impl GenericClient,
    sql: &str,
    param: &(dyn tokio_postgres::types::ToSql + Sync),
) -> PgResult<Vec<WatchRow>> {
    let rows = c.query(sql, &[param]).await?;
    rows.iter().map(watch_row).collect()
}

/// (open watches whose part is back, open watches).
async fn counts(c: &impl GenericClient) -> PgResult<(u64, u64)> {
    let r = c
        .query_one(
            "SELECT COUNT(back), COUNT(*) FROM watches WHERE ended IS NULL",
            &[],
        )
        .await?;
    Ok((
        r.try_get::<_, i64>(0)?.max(0) as u64,
        r.try_get::<_, i64>(1)?.max(0) as u64,
    ))
}

/// Open watches whose part is back.
pub async fn back_count(pg: &Pg) -> PgResult<u64> {
    Ok(counts(&pg.client().await?).await?.0)
}

/// The "Back in stock" page: at most `limit` watches, the latest back first.
pub async fn back_in_stock(pg: &Pg, limit: usize) -> PgResult<crate::model::customer::BackInStock> {
    let c = pg.client().await?;
    let sql = format!(
        "{ROW} WHERE w.ended IS NULL AND w.back IS NOT NULL
         ORDER BY w.back DESC, w.id DESC LIMIT $1"
    );
    Ok(crate::model::customer::BackInStock {
        rows: watch_rows(&c, &sql, &(limit as i64)).await?,
        open: counts(&c).await?.1,
        last_check: last_check(&c).await?,
    })
}

/// Open watches that came back at the check of `at`.
pub async fn back_at(pg: &Pg, at: &str) -> PgResult<Vec<WatchRow>> {
    let c = pg.client().await?;
    let sql = format!("{ROW} WHERE w.ended IS NULL AND w.back = $1 ORDER BY w.sku, w.id");
    watch_rows(&c, &sql, &at).await
}

/// A customer's open watches, newest first.
pub async fn of_customer(c: &impl GenericClient, id: &str) -> PgResult<Vec<WatchRow>> {
    let sql = format!(
        "{ROW} WHERE w.customer = $1 AND w.ended IS NULL ORDER BY w.created DESC, w.id DESC"
    );
    watch_rows(c, &sql, &id).await
}
