//! Which customer a quote list is for, and which of their bikes its fit
//! marks are for: one row per list (`quote_customers`), dropped with the
//! list. Whether the person may change the list is the caller's check
//! (the list's owner); this only writes the link.

use crate::model::outcome::Outcome;
use crate::server::platform::sqlite_worker::write_tx;
use rusqlite::{params, Connection, OptionalExtension};

use super::{
    schema::DbResult,
    store::{self, CustomerOutcome},
};
use crate::model::customer::{CustomerHead, CustomerNote};

/// Makes list `quote` be for `customer` (with the fit marks for `bike`,
/// one of theirs), or (`None`) for nobody.
pub fn set(
    conn: &mut Connection,
    quote: &str,
    customer: Option<&str>,
    bike: Option<i64>,
    by: Option<&str>,
    at: &str,
) -> DbResult<CustomerOutcome> {
    let tx = write_tx(conn)?;
    let Some(customer) = customer else {
        tx.execute("DELETE FROM quote_customers WHERE quote = ?1", [quote])?;
        tx.commit()?;
        return Ok(Outcome::Done(CustomerNote::QuoteCleared));
    };
    let Some(who) = store::head(&tx, customer)? else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    };
    let bike = match bike {
        Some(y) => {
            let theirs = store::bikes(&tx, &who.id)?.iter().any(|b| b.year_id == y);
            if !theirs {
                return Ok(Outcome::Refused(CustomerNote::BikeUnknown));
            }
            Some(y)
        }
        None => None,
    };
    let name: Option<String> = tx
        .query_row("SELECT name FROM quotes WHERE id = ?1", [quote], |r| {
            r.get(0)
        })
        .optional()?;
    let Some(name) = name else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchList));
    };
    tx.execute(
        "INSERT INTO quote_customers(quote, customer, bike) VALUES (?1, ?2, ?3)
         ON CONFLICT(quote) DO UPDATE SET customer = excluded.customer, bike = excluded.bike",
        params![quote, who.id, bike],
    )?;
    store::log(
        &tx,
        &who.id,
        at,
        by,
        &format!("Quote \u{201c}{name}\u{201d} made for them"),
    )?;
    tx.commit()?;
    Ok(Outcome::Done(CustomerNote::QuoteSet))
}

/// The customer a list is for, and the bike chosen for its fit marks.
pub fn of_quote(conn: &Connection, quote: &str) -> DbResult<Option<(CustomerHead, Option<i64>)>> {
    let found: Option<(String, Option<i64>)> = conn
        .query_row(
            "SELECT customer, bike FROM quote_customers WHERE quote = ?1",
            [quote],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    let Some((id, bike)) = found else {
        return Ok(None);
    };
    Ok(store::head(conn, &id)?.map(|h| (h, bike)))
}
