//! The customers' statements for Postgres (`DATABASE_URL`): records, bikes,
//! the lists made for them and the history, as `store.rs` and `links.rs`
//! do them on SQLite, with the same checks in the same order. Every change
//! runs in one transaction that first takes the customers' advisory lock,
//! so the limits counted (customers, bikes) hold with several portals as
//! they do on SQLite's one connection. Knows nothing of HTTP or pages.

use deadpool_postgres::GenericClient;

use super::store::{name_key, Done};
use crate::model::customer::{
    fold_spaces, phone_digits, CustomerBike, CustomerChange, CustomerFields, CustomerHead,
    CustomerNote, CustomerQuote, CustomerView, MAX_BIKES, MAX_CUSTOMERS, MAX_FOUND,
};
use crate::server::pg::{stores::Lock, Pg, PgError, Row};

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
) -> PgResult<Done> {
    let mut c = pg.client().await?;
    let tx = locked(&mut c).await?;
    let n: i64 = tx
        .query_one("SELECT COUNT(*) FROM customers", &[])
        .await?
        .try_get(0)?;
    if n as usize >= MAX_CUSTOMERS {
        return Ok(Err(CustomerNote::TooMany));
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
    Ok(Ok(CustomerNote::Created))
}

/// Saves changed fields; the history says which changed.
pub async fn update(
    pg: &Pg,
    id: &str,
    f: &CustomerFields,
    by: Option<&str>,
    at: &str,
) -> PgResult<Done> {
    let mut c = pg.client().await?;
    let tx = locked(&mut c).await?;
    let was = tx
        .query_opt(
            "SELECT name, phone, email, note FROM customers WHERE id = $1",
            &[&id],
        )
        .await?;
    let Some(was) = was else {
        return Ok(Err(CustomerNote::NoSuchCustomer));
    };
    let (name, phone, email, note): (String, Option<String>, Option<String>, Option<String>) = (
        was.try_get(0)?,
        was.try_get(1)?,
        was.try_get(2)?,
        was.try_get(3)?,
    );
    let changed: Vec<&str> = [
        (name != f.name, "name"),
        (phone != f.phone, "phone"),
        (email != f.email, "email"),
        (note != f.note, "note"),
    ]
    .into_iter()
    .filter_map(|(c, what)| c.then_some(what))
    .collect();
    if changed.is_empty() {
        return Ok(Ok(CustomerNote::Saved));
    }
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
    let what = format!("Changed {}", changed.join(", "));
    log(&tx, id, at, by, &what).await?;
    tx.commit().await?;
    Ok(Ok(CustomerNote::Saved))
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

/// The history, newest first (the last 50 changes).
async fn history(c: &impl GenericClient, id: &str) -> PgResult<Vec<CustomerChange>> {
    let rows = c
        .query(
            r#"SELECT at, "by", what FROM customer_changes WHERE customer = $1
               ORDER BY at DESC, seq DESC LIMIT 50"#,
            &[&id],
        )
        .await?;
    rows.iter()
        .map(|r| {
            Ok(CustomerChange {
                at: r.try_get(0)?,
                by: r.try_get(1)?,
                what: r.try_get(2)?,
            })
        })
        .collect()
}

/// Every quote list made for this customer, latest first.
async fn quotes(c: &impl GenericClient, id: &str) -> PgResult<Vec<CustomerQuote>> {
    let rows = c
        .query(
            "SELECT q.id, q.name, q.updated,
                    (SELECT COUNT(*) FROM quote_lines l WHERE l.quote = q.id)
             FROM quote_customers c JOIN quotes q ON q.id = c.quote
             WHERE c.customer = $1 ORDER BY q.updated DESC LIMIT 200",
            &[&id],
        )
        .await?;
    rows.iter()
        .map(|r| {
            Ok(CustomerQuote {
                id: r.try_get(0)?,
                name: r.try_get(1)?,
                updated: r.try_get(2)?,
                lines: r.try_get::<_, i64>(3)?.clamp(0, u32::MAX as i64) as u32,
                mine: false,
            })
        })
        .collect()
}

/// A customer's page, read in one transaction (one consistent picture).
pub async fn view(pg: &Pg, id: &str) -> PgResult<Option<CustomerView>> {
    let mut c = pg.client().await?;
    let tx = c
        .build_transaction()
        .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
        .read_only(true)
        .start()
        .await?;
    let Some(head) = head(&tx, id).await? else {
        return Ok(None);
    };
    let details = tx
        .query_opt("SELECT note, created FROM customers WHERE id = $1", &[&id])
        .await?;
    let (note, created) = match details {
        Some(r) => (r.try_get(0)?, r.try_get(1)?),
        None => Default::default(),
    };
    Ok(Some(CustomerView {
        head,
        note,
        created,
        bikes: bikes(&tx, id).await?,
        quotes: quotes(&tx, id).await?,
        watches: super::pg_watches::of_customer(&tx, id).await?,
        history: history(&tx, id).await?,
    }))
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
) -> PgResult<Done> {
    let mut c = pg.client().await?;
    let tx = locked(&mut c).await?;
    if head(&tx, id).await?.is_none() {
        return Ok(Err(CustomerNote::NoSuchCustomer));
    }
    let have = bikes(&tx, id).await?;
    if have.iter().any(|b| b.year_id == bike.year_id) {
        return Ok(Ok(CustomerNote::BikeAdded));
    }
    if have.len() >= MAX_BIKES {
        return Ok(Err(CustomerNote::BikeMax));
    }
    tx.execute(
        "INSERT INTO customer_bikes(customer, year_id, label, added) VALUES ($1, $2, $3, $4)",
        &[&id, &bike.year_id, &bike.label, &at],
    )
    .await?;
    touch(&tx, id, at).await?;
    log(&tx, id, at, by, &format!("Added bike {}", bike.label)).await?;
    tx.commit().await?;
    Ok(Ok(CustomerNote::BikeAdded))
}

pub async fn remove_bike(
    pg: &Pg,
    id: &str,
    year_id: i64,
    by: Option<&str>,
    at: &str,
) -> PgResult<Done> {
    let mut c = pg.client().await?;
    let tx = locked(&mut c).await?;
    let label = tx
        .query_opt(
            "DELETE FROM customer_bikes WHERE customer = $1 AND year_id = $2 RETURNING label",
            &[&id, &year_id],
        )
        .await?;
    let Some(label) = label else {
        return Ok(Err(CustomerNote::NoSuchCustomer));
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
    Ok(Ok(CustomerNote::BikeRemoved))
}

/// What `links::set` writes: list `quote` is for `customer` (with the fit
/// marks for `bike`, one of theirs), or (`None`) for nobody.
pub struct QuoteLink<'a> {
    pub quote: &'a str,
    pub customer: Option<&'a str>,
    pub bike: Option<i64>,
}

pub async fn set_quote(
    pg: &Pg,
    link: &QuoteLink<'_>,
    by: Option<&str>,
    at: &str,
) -> PgResult<Done> {
    let mut c = pg.client().await?;
    let tx = locked(&mut c).await?;
    let quote = link.quote;
    let Some(customer) = link.customer else {
        tx.execute("DELETE FROM quote_customers WHERE quote = $1", &[&quote])
            .await?;
        tx.commit().await?;
        return Ok(Ok(CustomerNote::QuoteCleared));
    };
    let Some(who) = head(&tx, customer).await? else {
        return Ok(Err(CustomerNote::NoSuchCustomer));
    };
    if let Some(y) = link.bike {
        if !bikes(&tx, &who.id).await?.iter().any(|b| b.year_id == y) {
            return Ok(Err(CustomerNote::BikeUnknown));
        }
    }
    let name = tx
        .query_opt("SELECT name FROM quotes WHERE id = $1", &[&quote])
        .await?;
    let Some(name) = name else {
        return Ok(Err(CustomerNote::NoSuchList));
    };
    let name: String = name.try_get(0)?;
    tx.execute(
        "INSERT INTO quote_customers(quote, customer, bike) VALUES ($1, $2, $3)
         ON CONFLICT(quote) DO UPDATE SET customer = excluded.customer, bike = excluded.bike",
        &[&quote, &who.id, &link.bike],
    )
    .await?;
    let what = format!("Quote \u{201c}{name}\u{201d} made for them");
    log(&tx, &who.id, at, by, &what).await?;
    tx.commit().await?;
    Ok(Ok(CustomerNote::QuoteSet))
}

/// The customer a list is for, and the bike chosen for its fit marks.
pub async fn of_quote(pg: &Pg, quote: &str) -> PgResult<Option<(CustomerHead, Option<i64>)>> {
    let c = pg.client().await?;
    let found = c
        .query_opt(
            "SELECT customer, bike FROM quote_customers WHERE quote = $1",
            &[&quote],
        )
        .await?;
    let Some(found) = found else {
        return Ok(None);
    };
    let (id, bike): (String, Option<i64>) = (found.try_get(0)?, found.try_get(1)?);
    Ok(head(&c, &id).await?.map(|h| (h, bike)))
}
