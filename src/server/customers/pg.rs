//! The customers' statements for Postgres (`DATABASE_URL`): records,
//! search and bikes, as `store.rs` does them on SQLite, with the same
//! checks in the same order. Every change
//! runs in one transaction that first takes the customers' advisory lock,
//! so the limits counted (customers, bikes) hold with several portals as
//! they do on SQLite's one connection. Knows nothing of HTTP or pages.

use crate::model::outcome::Outcome;
use deadpool_postgres::GenericClient;

use super::store::{changes, name_key, CustomerOutcome};
use crate::model::customer::{
    fold_spaces, phone_digits, CustomerBike, CustomerFields, CustomerHead, CustomerNote, MAX_BIKES,
    MAX_CUSTOMERS, MAX_FOUND,
};
use crate::server::platform::postgres::{stores::Lock, Pg, PgError, Row};

pub type PgResult<T> = Result<T, PgError>;

/// An open transaction holding the customers' lock.
pub async fn locked(
    c: &mut deadpool_postgres::Object,
) -> PgResult<deadpool_postgres::Transaction<'_>> {
    let tx = c.transaction().await?;
    Lock::Customers.take(&tx, "").await?;
    Ok(tx)
}

fn head_row(r: &Row) -> PgResult<CustomerHead> {
    Ok(CustomerHead {
        id: r.try_get(0)?,
        name: r.try_get(1)?,
        phone: r.try_get(2)?,
        email: r.try_get(3)?,
    })
}

/// A `SELECT COUNT(*) …` with no parameter or one (a customer's id).
pub async fn count(c: &impl GenericClient, sql: &str, customer: Option<&str>) -> PgResult<usize> {
    let row = match customer {
        Some(id) => c.query_one(sql, &[&id]).await?,
        None => c.query_one(sql, &[]).await?,
    };
    Ok(row.try_get::<_, i64>(0)?.max(0) as usize)
}

const HEAD: &str = "SELECT id, name, phone, email FROM customers";

pub async fn log(
    c: &impl GenericClient,
    id: &str,
    at: &str,
    by: Option<&str>,
    what: &str,
) -> PgResult<()> {
    c.execute(
        r#"INSERT INTO customer_changes(customer, at, "by", what) VALUES ($1, $2, $3, $4)"#,
        &[&id, &at, &by, &what],
    )
    .await?;
    Ok(())
}

pub async fn create(
    pg: &Pg,
    id: &str,
    f: &CustomerFields,
    by: Option<&str>,
    at: &str,
) -> PgResult<CustomerOutcome> {
    let mut c = pg.client().await?;
    let tx = locked(&mut c).await?;
    if count(&tx, "SELECT COUNT(*) FROM customers", None).await? >= MAX_CUSTOMERS {
        return Ok(Outcome::Refused(CustomerNote::TooMany));
    }
    tx.execute(
        "INSERT INTO customers(id, name, name_key, phone, phone_key, email, note, created, updated)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)",
        &[
            &id,
            &f.name,
            &name_key(&f.name),
            &f.phone,
            &f.phone.as_deref().map(phone_digits),
            &f.email,
            &f.note,
            &at,
        ],
    )
    .await?;
    log(&tx, id, at, by, "Created").await?;
    tx.commit().await?;
    Ok(Outcome::Done(CustomerNote::Created))
}

/// Saves changed fields; the history says which changed.
pub async fn update(
    pg: &Pg,
    id: &str,
    f: &CustomerFields,
    by: Option<&str>,
    at: &str,
) -> PgResult<CustomerOutcome> {
    let mut c = pg.client().await?;
    let tx = locked(&mut c).await?;
    let was = tx
        .query_opt(
            "SELECT name, phone, email, note FROM customers WHERE id = $1",
            &[&id],
        )
        .await?;
    let Some(was) = was else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    };
    let was = CustomerFields {
        name: was.try_get(0)?,
        phone: was.try_get(1)?,
        email: was.try_get(2)?,
        note: was.try_get(3)?,
    };
    let Some(what) = changes(&was, f) else {
        return Ok(Outcome::Done(CustomerNote::Saved));
    };
    tx.execute(
        "UPDATE customers SET name = $2, name_key = $3, phone = $4, phone_key = $5, email = $6,
         note = $7, updated = $8 WHERE id = $1",
        &[
            &id,
            &f.name,
            &name_key(&f.name),
            &f.phone,
            &f.phone.as_deref().map(phone_digits),
            &f.email,
            &f.note,
            &at,
        ],
    )
    .await?;
    log(&tx, id, at, by, &what).await?;
    tx.commit().await?;
    Ok(Outcome::Done(CustomerNote::Saved))
}

/// As `store::find`: by name, or by phone digits when the text is shaped
/// like a phone number; empty text: the latest changed.
pub async fn find(pg: &Pg, typed: &str) -> PgResult<Vec<CustomerHead>> {
    let c = pg.client().await?;
    let typed = fold_spaces(typed);
    let digits = phone_digits(&typed);
    let limit = MAX_FOUND as i64;
    let rows = if typed.is_empty() {
        let sql = format!("{HEAD} ORDER BY updated DESC LIMIT $1");
        c.query(&sql, &[&limit]).await?
    } else {
        let phone_like = typed
            .chars()
            .all(|c| c.is_ascii_digit() || " +-.()".contains(c));
        let (column, key) = if digits.len() >= 3 && phone_like {
            ("phone_key", digits)
        } else {
            ("name_key", name_key(&typed))
        };
        let sql = format!(
            "{HEAD} WHERE {column} LIKE '%' || $1 || '%' ESCAPE '\\' ORDER BY name_key, id LIMIT $2"
        );
        c.query(&sql, &[&super::store::like_escaped(&key), &limit])
            .await?
    };
    rows.iter().map(head_row).collect()
}

pub async fn head(c: &impl GenericClient, id: &str) -> PgResult<Option<CustomerHead>> {
    let row = c
        .query_opt(&format!("{HEAD} WHERE id = $1"), &[&id])
        .await?;
    row.as_ref().map(head_row).transpose()
}

pub async fn bikes(c: &impl GenericClient, id: &str) -> PgResult<Vec<CustomerBike>> {
    let rows = c
        .query(
            "SELECT year_id, label FROM customer_bikes WHERE customer = $1 ORDER BY added, year_id",
            &[&id],
        )
        .await?;
    rows.iter()
        .map(|r| {
            Ok(CustomerBike {
                year_id: r.try_get(0)?,
                label: r.try_get(1)?,
            })
        })
        .collect()
}

async fn touch(c: &impl GenericClient, id: &str, at: &str) -> PgResult<()> {
    c.execute(
        "UPDATE customers SET updated = $2 WHERE id = $1",
        &[&id, &at],
    )
    .await?;
    Ok(())
}

pub async fn add_bike(
    pg: &Pg,
    id: &str,
    bike: &CustomerBike,
    by: Option<&str>,
    at: &str,
) -> PgResult<CustomerOutcome> {
    let mut c = pg.client().await?;
    let tx = locked(&mut c).await?;
    if head(&tx, id).await?.is_none() {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    }
    let have = bikes(&tx, id).await?;
    if have.iter().any(|b| b.year_id == bike.year_id) {
        return Ok(Outcome::Done(CustomerNote::BikeAdded));
    }
    if have.len() >= MAX_BIKES {
        return Ok(Outcome::Refused(CustomerNote::BikeMax));
    }
    tx.execute(
        "INSERT INTO customer_bikes(customer, year_id, label, added) VALUES ($1, $2, $3, $4)",
        &[&id, &bike.year_id, &bike.label, &at],
    )
    .await?;
    touch(&tx, id, at).await?;
    log(&tx, id, at, by, &format!("Added bike {}", bike.label)).await?;
    tx.commit().await?;
    Ok(Outcome::Done(CustomerNote::BikeAdded))
}

pub async fn remove_bike(
    pg: &Pg,
    id: &str,
    year_id: i64,
    by: Option<&str>,
    at: &str,
) -> PgResult<CustomerOutcome> {
    let mut c = pg.client().await?;
    let tx = locked(&mut c).await?;
    let label = tx
        .query_opt(
            "DELETE FROM customer_bikes WHERE customer = $1 AND year_id = $2 RETURNING label",
            &[&id, &year_id],
        )
        .await?;
    let Some(label) = label else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    };
    let label: String = label.try_get(0)?;
    tx.execute(
        "UPDATE quote_customers SET bike = NULL WHERE customer = $1 AND bike = $2",
        &[&id, &year_id],
    )
    .await?;
    touch(&tx, id, at).await?;
    log(&tx, id, at, by, &format!("Removed bike {label}")).await?;
    tx.commit().await?;
    Ok(Outcome::Done(CustomerNote::BikeRemoved))
}
