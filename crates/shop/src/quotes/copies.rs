//! Copies and shared links of quote lists. A copy is a new list of the
//! same lines (quantities, order and the prices as they were added) for
//! its new owner. A shared link carries the list's share token: 32 random
//! hex digits (128 bits), made when the owner turns sharing on and dropped
//! when it is turned off, so a link cannot be guessed and an old one stops
//! working. A link only shows the list; a colleague who wants to change it
//! copies it to their own lists. Both engines (`platform::sql`).

use crate::model::outcome::Outcome;
use crate::platform::sql::{DbResult, Tx};

use super::store::{self, lists_of, owns, touch, Change};
use crate::model::quote::{copy_name, Note, MAX_LISTS};

/// Copies list `from` (found by its id and owner, or with `from_owner`
/// empty by its share token) into a new list `new_id` of `to_owner` (the
/// caller holds `to_owner`'s lock).
pub fn duplicate(
    tx: &Tx<'_>,
    from_owner: &str,
    from: &str,
    to_owner: &str,
    new_id: &str,
) -> DbResult<Change> {
    let Some(head) = store::head_of(tx, from_owner, from)? else {
        return Ok(Outcome::Refused(Note::NoSuchList));
    };
    if lists_of(tx, to_owner)? >= MAX_LISTS {
        return Ok(Outcome::Refused(Note::TooManyLists));
    }
    tx.execute(
        "INSERT INTO quotes(id, owner, name, created, updated,
                            disc_kind, disc_value, disc_currency, disc_approved)
         SELECT ?1, ?2, ?3, ?4, ?4, disc_kind, disc_value, disc_currency, disc_approved
         FROM quotes WHERE id = ?5",
        &[
            &new_id,
            &to_owner,
            &copy_name(&head.name),
            &store::now(),
            &head.id,
        ],
    )?;
    tx.execute(
        "INSERT INTO quote_lines(quote, sku, qty, pos, name,
                                 rrp_minor, gbp_minor, usd_minor, eur_minor, added,
                                 sell_minor, sell_currency, disc_kind, disc_value,
                                 kind, code, hours, rate_minor, disc_approved)
         SELECT ?1, sku, qty, pos, name, rrp_minor, gbp_minor, usd_minor, eur_minor, added,
                sell_minor, sell_currency, disc_kind, disc_value, kind, code, hours, rate_minor,
                disc_approved
         FROM quote_lines WHERE quote = ?2",
        &[&new_id, &head.id],
    )?;
    Ok(Outcome::Done(Note::Duplicated))
}

/// Turns sharing on (with a fresh token) or off.
pub fn share(tx: &Tx<'_>, owner: &str, id: &str, token: Option<&str>) -> DbResult<Change> {
    if !owns(tx, owner, id)? {
        return Ok(Outcome::Refused(Note::NoSuchList));
    }
    tx.execute("UPDATE quotes SET share = ?2 WHERE id = ?1", &[&id, &token])?;
    touch(tx, id)?;
    Ok(Outcome::Done(if token.is_some() {
        Note::Shared
    } else {
        Note::Unshared
    }))
}
