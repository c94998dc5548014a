//! A customer's page and the lists made for them, for Postgres
//! (`DATABASE_URL`): the page read in one consistent snapshot, and the
//! link from a list to its customer (`links.rs` on SQLite), written under
//! the customers' advisory lock with the same checks and outcomes.

use crate::model::outcome::Outcome;
use deadpool_postgres::GenericClient;

use super::{
    pg::{bikes, head, locked, log, PgResult},
    pg_watches,
    store::CustomerOutcome,
};
use crate::model::customer::{
    CustomerChange, CustomerHead, CustomerNote, CustomerQuote, CustomerView,
};
use crate::server::platform::postgres::Pg;

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
        watches: pg_watches::of_customer(&tx, id).await?,
        history: history(&tx, id).await?,
    }))
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
) -> PgResult<CustomerOutcome> {
    let mut c = pg.client().await?;
    let tx = locked(&mut c).await?;
    let quote = link.quote;
    let Some(customer) = link.customer else {
        tx.execute("DELETE FROM quote_customers WHERE quote = $1", &[&quote])
            .await?;
        tx.commit().await?;
        return Ok(Outcome::Done(CustomerNote::QuoteCleared));
    };
    let Some(who) = head(&tx, customer).await? else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    };
    if let Some(y) = link.bike {
        if !bikes(&tx, &who.id).await?.iter().any(|b| b.year_id == y) {
            return Ok(Outcome::Refused(CustomerNote::BikeUnknown));
        }
    }
    let name = tx
        .query_opt("SELECT name FROM quotes WHERE id = $1", &[&quote])
        .await?;
    let Some(name) = name else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchList));
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
    Ok(Outcome::Done(CustomerNote::QuoteSet))
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
