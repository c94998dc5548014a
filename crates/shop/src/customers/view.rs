//! A customer's page, read in one snapshot: the record, their bikes, the
//! quote lists made for them, their open watches and the history.

use crate::platform::sql::{DbResult, Tx};

use super::{store, watches};
use crate::model::customer::{CustomerChange, CustomerQuote, CustomerView};

/// The history, newest first (the last 50 changes).
fn history(tx: &Tx<'_>, id: &str) -> DbResult<Vec<CustomerChange>> {
    tx.query(
        r#"SELECT at, "by", what FROM customer_changes WHERE customer = ?1
           ORDER BY at DESC, {seq} DESC LIMIT 50"#,
        &[&id],
        |r| {
            Ok(CustomerChange {
                at: r.get(0)?,
                by: r.get(1)?,
                what: r.get(2)?,
            })
        },
    )
}

/// Every quote list made for this customer (whoever keeps it), latest first;
/// `mine` is filled in by the caller.
fn quotes(tx: &Tx<'_>, id: &str) -> DbResult<Vec<CustomerQuote>> {
    tx.query(
        "SELECT q.id, q.name, q.updated, (SELECT COUNT(*) FROM quote_lines l WHERE l.quote = q.id)
         FROM quote_customers c JOIN quotes q ON q.id = c.quote
         WHERE c.customer = ?1 ORDER BY q.updated DESC LIMIT 200",
        &[&id],
        |r| {
            Ok(CustomerQuote {
                id: r.get(0)?,
                name: r.get(1)?,
                updated: r.get(2)?,
                lines: r.count(3)?.min(u64::from(u32::MAX)) as u32,
                mine: false,
            })
        },
    )
}

/// A customer's page (every quote list made for them marked not mine;
/// the caller marks the person's own), read in one snapshot.
pub fn view(tx: &Tx<'_>, id: &str) -> DbResult<Option<CustomerView>> {
    let Some(head) = store::head(tx, id)? else {
        return Ok(None);
    };
    let (note, created, lang, tier, vat_number) = tx
        .query_opt(
            "SELECT note, created, lang, tier, vat_number FROM customers WHERE id = ?1",
            &[&id],
            |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    store::lang_of(r.get(2)?),
                    r.get(3)?,
                    r.get(4)?,
                ))
            },
        )?
        .unwrap_or_default();
    Ok(Some(CustomerView {
        head,
        note,
        lang,
        vat_number,
        created,
        bikes: store::bikes(tx, id)?,
        quotes: quotes(tx, id)?,
        watches: watches::of_customer(tx, id)?,
        history: history(tx, id)?,
        tier,
        tiers: Vec::new(),
    }))
}
