//! Which customer a quote list is for, and which of their bikes its fit
//! marks are for: one row per list (`quote_customers`), dropped with the
//! list. Whether the person may change the list is the caller's check
//! (the list's owner); this only writes the link. Both engines.

use crate::model::outcome::Outcome;
use crate::platform::sql::{DbResult, Tx};

use super::store::{self, CustomerOutcome, Made};
use crate::model::customer::{CustomerHead, CustomerNote};

/// What a link says: list `quote` is for `customer` (with the fit marks
/// for `bike`, one of theirs), or (`None`) for nobody.
#[derive(Debug, Clone)]
pub struct QuoteLink {
    pub quote: String,
    pub customer: Option<String>,
    pub bike: Option<i64>,
}

/// The customer a list is for, and the bike chosen for its fit marks.
#[derive(Debug, Clone)]
pub struct ListCustomer {
    pub customer: CustomerHead,
    pub bike: Option<i64>,
}

/// Writes a link (the caller holds the customers' lock).
pub fn set(tx: &Tx<'_>, link: &QuoteLink, made: Made<'_>) -> DbResult<CustomerOutcome> {
    let quote = &link.quote;
    let Some(customer) = &link.customer else {
        tx.execute("DELETE FROM quote_customers WHERE quote = ?1", &[quote])?;
        return Ok(Outcome::Done(CustomerNote::QuoteCleared));
    };
    let Some(who) = store::head(tx, customer)? else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    };
    if let Some(y) = link.bike {
        if !store::bikes(tx, &who.id)?.iter().any(|b| b.year_id == y) {
            return Ok(Outcome::Refused(CustomerNote::BikeUnknown));
        }
    }
    let name: Option<String> =
        tx.query_opt("SELECT name FROM quotes WHERE id = ?1", &[quote], |r| {
            r.get(0)
        })?;
    let Some(name) = name else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchList));
    };
    tx.execute(
        "INSERT INTO quote_customers(quote, customer, bike) VALUES (?1, ?2, ?3)
         ON CONFLICT(quote) DO UPDATE SET customer = excluded.customer, bike = excluded.bike",
        &[quote, &who.id, &link.bike],
    )?;
    let what = format!("Quote \u{201c}{name}\u{201d} made for them");
    store::log(tx, &who.id, made, &what)?;
    Ok(Outcome::Done(CustomerNote::QuoteSet))
}

/// The customer a list is for, and the bike chosen for its fit marks.
pub fn of_quote(tx: &Tx<'_>, quote: &str) -> DbResult<Option<ListCustomer>> {
    let found = tx.query_opt(
        "SELECT customer, bike FROM quote_customers WHERE quote = ?1",
        &[&quote],
        |r| Ok((r.get::<String>(0)?, r.get::<Option<i64>>(1)?)),
    )?;
    let Some((id, bike)) = found else {
        return Ok(None);
    };
    Ok(store::head(tx, &id)?.map(|customer| ListCustomer { customer, bike }))
}

/// The customers of every list of `owner` that is for one: (list, who).
pub fn of_owner(tx: &Tx<'_>, owner: &str) -> DbResult<Vec<QuoteFor>> {
    tx.query(
        "SELECT qc.quote, c.id, c.name, c.phone, c.email
         FROM quote_customers qc
         JOIN quotes q ON q.id = qc.quote
         JOIN customers c ON c.id = qc.customer
         WHERE q.owner = ?1",
        &[&owner],
        |r| {
            Ok(QuoteFor {
                quote: r.get(0)?,
                customer: store::head_at(r, 1)?,
            })
        },
    )
}

/// A list, and the customer it is for.
#[derive(Debug, Clone)]
pub struct QuoteFor {
    pub quote: String,
    pub customer: CustomerHead,
}

impl super::Customers {
    /// The name of a quote started for `customer`: "Quote for …" in the
    /// words of the customer's language, else the shop's, since the name
    /// goes on the copy the customer reads; at most a list name's length.
    pub async fn quote_name(&self, customer: &CustomerHead) -> String {
        let lang = self
            .lang(&customer.id)
            .await
            .ok()
            .flatten()
            .unwrap_or(self.shop_lang);
        self.locales
            .text_with(lang, "quote-name-for", &[("name", &customer.name)])
            .chars()
            .take(crate::model::quote::MAX_NAME)
            .collect()
    }
}
