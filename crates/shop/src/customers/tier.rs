//! What prices a customer's quotes: their price tier, which of the shop's
//! named tiers (its key, the name in lower case) their quotes are priced
//! at, and their VAT number, which makes them a business (net prices). The tiers themselves
//! are the price rules' (`price_rules`); a key whose tier was removed
//! prices at retail, and the customer's page says so.

use crate::model::customer::{history, CustomerNote};
use crate::platform::sql::{DbResult, Tx};

use super::store::{log, Made};

/// Puts customer `id` on the tier `key` named `name` (`None`: retail),
/// and says so in their history.
pub fn set(
    tx: &Tx<'_>,
    id: &str,
    key: Option<&str>,
    name: &str,
    made: Made<'_>,
) -> DbResult<CustomerNote> {
    let was: Option<Option<String>> =
        tx.query_opt("SELECT tier FROM customers WHERE id = ?1", &[&id], |r| {
            r.get(0)
        })?;
    let Some(was) = was else {
        return Ok(CustomerNote::NoSuchCustomer);
    };
    if was.as_deref() == key {
        return Ok(CustomerNote::TierSet);
    }
    tx.execute(
        "UPDATE customers SET tier = ?2, updated = ?3 WHERE id = ?1",
        &[&id, &key, &made.at],
    )?;
    let line = match key {
        Some(_) => history::tier_line(name),
        None => history::RETAIL_LINE.to_string(),
    };
    log(tx, id, made, &line)?;
    Ok(CustomerNote::TierSet)
}

/// The tier key of the customer quote list `quote` is for, if any.
pub fn of_quote(tx: &Tx<'_>, quote: &str) -> DbResult<Option<String>> {
    let found: Option<Option<String>> = tx.query_opt(
        "SELECT c.tier FROM quote_customers q JOIN customers c ON c.id = q.customer
         WHERE q.quote = ?1",
        &[&quote],
        |r| r.get(0),
    )?;
    Ok(found.flatten())
}

/// A business customer's VAT or tax number (`None`: a consumer, or no
/// such customer).
pub fn vat_number(tx: &Tx<'_>, id: &str) -> DbResult<Option<String>> {
    let found: Option<Option<String>> = tx.query_opt(
        "SELECT vat_number FROM customers WHERE id = ?1",
        &[&id],
        |r| r.get(0),
    )?;
    Ok(found.flatten())
}
