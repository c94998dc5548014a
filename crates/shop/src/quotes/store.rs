//! The quote lists' rules, once for both engines (`platform::sql`): every
//! change touches one line (or one list's name) in one transaction,
//! checked against its owner, so two tabs editing one list each change
//! only what they name and nothing is lost. A change that counts before it
//! writes (lists per owner, lines per list) holds its owner's lock
//! (`Lock::QuoteOwner`, the caller's), so two portals take turns as two
//! tabs do. Copies and shared links are in `copies.rs`.

use crate::model::outcome::Outcome;
use crate::platform::sql::{DbResult, Row, Tx};

use crate::model::pricing::Rate;
use crate::model::quote::{
    cap::{CapChange, DiscountOn},
    discount::Discount,
    other::{KindCells, LineKind},
    Minor, Note, QuoteHead, Sell, Snapshot, MAX_LINES, MAX_LISTS, MAX_QTY,
};

pub(super) fn now() -> String {
    chrono::Utc::now().format("%Y-%m-%d %H:%M").to_string()
}

/// The outcome of one change: done, or a refusal to show.
pub type Change = Outcome<Note>;

/// One saved line: its SKU (for a line of the shop's own, the key the
/// portal made), quantity, and the product as it was when added.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedLine {
    pub sku: String,
    pub qty: i64,
    pub added: Snapshot,
    /// Its discount (in its selling price's currency when an amount).
    pub discount: Option<Discount>,
    /// The share of the line a manager approved its discount for, when
    /// above the shop's cap (`model::quote::cap`).
    pub approved: Option<Rate>,
    /// A catalogue part, or labour or a part typed at the counter.
    pub kind: LineKind,
}

/// A list's head and its lines, in the order they were added.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedList {
    pub head: QuoteHead,
    pub lines: Vec<SavedLine>,
    /// The whole quote's discount, and for an amount its currency.
    pub discount: Option<QuoteDiscount>,
    /// When its oldest price was set (its oldest line's `added`).
    pub priced: Option<String>,
}

/// A whole quote's discount as kept: an amount is in the currency the
/// shop sold in when it was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuoteDiscount {
    pub discount: Discount,
    pub currency: Option<crate::model::Currency>,
    /// The share a manager approved it for, when above the shop's cap.
    pub approved: Option<Rate>,
}

/// Whether this owner has this list.
pub(super) fn owns(tx: &Tx<'_>, owner: &str, id: &str) -> DbResult<bool> {
    let found = tx.query_opt(
        "SELECT 1 FROM quotes WHERE id = ?1 AND owner = ?2",
        &[&id, &owner],
        |_| Ok(()),
    )?;
    Ok(found.is_some())
}

pub(super) fn touch(tx: &Tx<'_>, id: &str) -> DbResult<()> {
    tx.execute(
        "UPDATE quotes SET updated = ?2 WHERE id = ?1",
        &[&id, &now()],
    )?;
    Ok(())
}

/// How many lists this owner has.
pub(super) fn lists_of(tx: &Tx<'_>, owner: &str) -> DbResult<usize> {
    tx.count("SELECT COUNT(*) FROM quotes WHERE owner = ?1", &[&owner])
}

/// Starts list `id` of `owner` named `name` (the caller holds the owner's lock).
pub fn create(tx: &Tx<'_>, owner: &str, id: &str, name: &str) -> DbResult<Change> {
    if lists_of(tx, owner)? >= MAX_LISTS {
        return Ok(Outcome::Refused(Note::TooManyLists));
    }
    let at = now();
    tx.execute(
        "INSERT INTO quotes(id, owner, name, created, updated) VALUES (?1, ?2, ?3, ?4, ?4)",
        &[&id, &owner, &name, &at],
    )?;
    Ok(Outcome::Done(Note::Created))
}

/// A list's head from a row of (id, name, updated, created, lines, share).
const HEAD: &str = "SELECT q.id, q.name, q.updated, q.created,
        (SELECT COUNT(*) FROM quote_lines l WHERE l.quote = q.id), q.share
    FROM quotes q";

fn head_row(r: &Row<'_, '_>) -> DbResult<QuoteHead> {
    Ok(QuoteHead {
        id: r.get(0)?,
        name: r.get(1)?,
        updated: r.get(2)?,
        created: r.get(3)?,
        lines: r.count(4)?.min(u64::from(u32::MAX)) as u32,
        share: r.get(5)?,
        for_customer: None,
    })
}

/// Every list of this owner, the latest changed first.
pub fn heads(tx: &Tx<'_>, owner: &str) -> DbResult<Vec<QuoteHead>> {
    tx.query(
        &format!("{HEAD} WHERE q.owner = ?1 ORDER BY q.updated DESC, q.name"),
        &[&owner],
        head_row,
    )
}

/// One list's head, by its id and owner, or (`owner` empty) by its share
/// token alone. (An owner is never empty: `user:…` or `browser:…`.)
pub fn head_of(tx: &Tx<'_>, owner: &str, key: &str) -> DbResult<Option<QuoteHead>> {
    if owner.is_empty() {
        tx.query_opt(&format!("{HEAD} WHERE q.share = ?1"), &[&key], head_row)
    } else {
        let sql = format!("{HEAD} WHERE q.id = ?1 AND q.owner = ?2");
        tx.query_opt(&sql, &[&key, &owner], head_row)
    }
}

/// A list's head and lines, in their order; `owner` empty: by share token.
pub fn get(tx: &Tx<'_>, owner: &str, key: &str) -> DbResult<Option<SavedList>> {
    let Some(head) = head_of(tx, owner, key)? else {
        return Ok(None);
    };
    let minor = |r: &Row<'_, '_>, i: usize| -> DbResult<Option<Minor>> {
        Ok(r.get::<Option<i64>>(i)?.map(Minor))
    };
    let lines = tx.query(
        "SELECT sku, qty, name, rrp_minor, gbp_minor, usd_minor, eur_minor,
                sell_minor, sell_currency, disc_kind, disc_value, kind, code, hours, rate_minor,
                disc_approved
         FROM quote_lines WHERE quote = ?1 ORDER BY pos, sku",
        &[&head.id],
        |r| {
            Ok(SavedLine {
                sku: r.get(0)?,
                qty: r.get(1)?,
                added: Snapshot {
                    name: r.get(2)?,
                    rrp: minor(r, 3)?,
                    gbp: minor(r, 4)?,
                    usd: minor(r, 5)?,
                    eur: minor(r, 6)?,
                    sell: sell(minor(r, 7)?, r.get(8)?),
                },
                discount: Discount::from_cells(r.get::<Option<String>>(9)?.as_deref(), r.get(10)?),
                approved: r.get::<Option<i64>>(15)?.map(Rate),
                kind: LineKind::from_cells(KindCells {
                    kind: r.get(11)?,
                    code: r.get(12)?,
                    hours: r.get(13)?,
                    rate: r.get(14)?,
                }),
            })
        },
    )?;
    let discount = tx.query_one(
        "SELECT disc_kind, disc_value, disc_currency, disc_approved FROM quotes WHERE id = ?1",
        &[&head.id],
        |r| {
            let kind: Option<String> = r.get(0)?;
            let currency: Option<String> = r.get(2)?;
            let approved = r.get::<Option<i64>>(3)?.map(Rate);
            Ok(
                Discount::from_cells(kind.as_deref(), r.get(1)?).map(|discount| QuoteDiscount {
                    discount,
                    currency: currency.as_deref().and_then(crate::model::Currency::parse),
                    approved,
                }),
            )
        },
    )?;
    let priced = tx.query_one(
        "SELECT MIN(added) FROM quote_lines WHERE quote = ?1",
        &[&head.id],
        |r| r.get::<Option<String>>(0),
    )?;
    Ok(Some(SavedList {
        head,
        lines,
        discount,
        priced,
    }))
}

/// A line's selling price from its two columns; none when either is
/// missing (a line from before the shop priced its own) or the currency
/// is not one the portal knows.
fn sell(amount: Option<Minor>, currency: Option<String>) -> Option<Sell> {
    Some(Sell {
        amount: amount?,
        currency: crate::model::Currency::parse(&currency?)?,
    })
}

/// Adds a product, or adds to its quantity when the list has it already;
/// a line of the shop's own is always a line of its own (its key is new).
pub fn add(tx: &Tx<'_>, owner: &str, id: &str, line: &SavedLine) -> DbResult<Change> {
    if !owns(tx, owner, id)? {
        return Ok(Outcome::Refused(Note::NoSuchList));
    }
    let (sku, qty, snap) = (&line.sku, line.qty, &line.added);
    let have: Option<(i64, Option<String>)> = tx.query_opt(
        "SELECT qty, kind FROM quote_lines WHERE quote = ?1 AND sku = ?2",
        &[&id, sku],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    // Never a part's quantity added to a line of the shop's own, nor the
    // other way round.
    let have = match have {
        Some((q, kind)) if kind.is_none() && line.kind.is_part() => Some(q),
        Some(_) => return Ok(Outcome::Refused(Note::UnknownSku)),
        None => None,
    };
    if let Some(q) = have {
        if q + qty > MAX_QTY {
            return Ok(Outcome::Refused(Note::QtyRange));
        }
        tx.execute(
            "UPDATE quote_lines SET qty = qty + ?3 WHERE quote = ?1 AND sku = ?2",
            &[&id, sku, &qty],
        )?;
    } else {
        let (n, pos) = tx.query_one(
            "SELECT COUNT(*), COALESCE(MAX(pos), 0) + 1 FROM quote_lines WHERE quote = ?1",
            &[&id],
            |r| Ok((r.count(0)?, r.get::<i64>(1)?)),
        )?;
        if n as usize >= MAX_LINES {
            return Ok(Outcome::Refused(Note::Full));
        }
        let m = |p: Option<Minor>| p.map(|m| m.0);
        let k = line.kind.cells();
        tx.execute(
            "INSERT INTO quote_lines(quote, sku, qty, pos, name,
                                     rrp_minor, gbp_minor, usd_minor, eur_minor, added,
                                     sell_minor, sell_currency, kind, code, hours, rate_minor)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
            &[
                &id,
                sku,
                &qty,
                &pos,
                &snap.name,
                &m(snap.rrp),
                &m(snap.gbp),
                &m(snap.usd),
                &m(snap.eur),
                &now(),
                &snap.sell.map(|s| s.amount.0),
                &snap.sell.map(|s| s.currency.code()),
                &k.kind,
                &k.code,
                &k.hours,
                &k.rate,
            ],
        )?;
    }
    touch(tx, id)?;
    Ok(Outcome::Done(Note::Added))
}

/// What a change to one existing line does.
#[derive(Debug, Clone, Copy)]
pub enum LineChange {
    SetQty(i64),
    Remove,
}

/// Sets a line's quantity, or removes the line.
pub fn change_line(
    tx: &Tx<'_>,
    owner: &str,
    id: &str,
    sku: &str,
    change: LineChange,
) -> DbResult<Change> {
    if !owns(tx, owner, id)? {
        return Ok(Outcome::Refused(Note::NoSuchList));
    }
    let (n, done) = match change {
        LineChange::SetQty(qty) => (
            tx.execute(
                "UPDATE quote_lines SET qty = ?3 WHERE quote = ?1 AND sku = ?2",
                &[&id, &sku, &qty],
            )?,
            Note::Changed,
        ),
        LineChange::Remove => (
            tx.execute(
                "DELETE FROM quote_lines WHERE quote = ?1 AND sku = ?2",
                &[&id, &sku],
            )?,
            Note::Removed,
        ),
    };
    if n == 0 {
        return Ok(Outcome::Refused(Note::NoSuchLine));
    }
    touch(tx, id)?;
    Ok(Outcome::Done(done))
}

/// Moves a line one place up or down (swapping places with its neighbour);
/// a line already first or last stays where it is.
pub fn move_line(tx: &Tx<'_>, owner: &str, id: &str, sku: &str, up: bool) -> DbResult<Change> {
    if !owns(tx, owner, id)? {
        return Ok(Outcome::Refused(Note::NoSuchList));
    }
    let pos: Option<i64> = tx.query_opt(
        "SELECT pos FROM quote_lines WHERE quote = ?1 AND sku = ?2",
        &[&id, &sku],
        |r| r.get(0),
    )?;
    let Some(pos) = pos else {
        return Ok(Outcome::Refused(Note::NoSuchLine));
    };
    let next = if up {
        "SELECT sku, pos FROM quote_lines WHERE quote = ?1 AND (pos < ?2 OR (pos = ?2 AND sku < ?3))
         ORDER BY pos DESC, sku DESC LIMIT 1"
    } else {
        "SELECT sku, pos FROM quote_lines WHERE quote = ?1 AND (pos > ?2 OR (pos = ?2 AND sku > ?3))
         ORDER BY pos, sku LIMIT 1"
    };
    let other = tx.query_opt(next, &[&id, &pos, &sku], |r| {
        Ok((r.get::<String>(0)?, r.get::<i64>(1)?))
    })?;
    if let Some((other, their)) = other {
        // Equal places (a copied list's) are told apart by one step.
        let their = if their == pos {
            pos + if up { -1 } else { 1 }
        } else {
            their
        };
        let set = "UPDATE quote_lines SET pos = ?3 WHERE quote = ?1 AND sku = ?2";
        tx.execute(set, &[&id, &sku, &their])?;
        tx.execute(set, &[&id, &other, &pos])?;
        touch(tx, id)?;
    }
    Ok(Outcome::Done(Note::Moved))
}

pub fn rename(tx: &Tx<'_>, owner: &str, id: &str, name: &str) -> DbResult<Change> {
    let n = tx.execute(
        "UPDATE quotes SET name = ?3, updated = ?4 WHERE id = ?1 AND owner = ?2",
        &[&id, &owner, &name, &now()],
    )?;
    Ok(if n == 0 {
        Outcome::Refused(Note::NoSuchList)
    } else {
        Outcome::Done(Note::Renamed)
    })
}

/// Deletes a list with its lines (and the link to its customer, which
/// goes with it: `ON DELETE CASCADE`).
pub fn delete(tx: &Tx<'_>, owner: &str, id: &str) -> DbResult<Change> {
    if !owns(tx, owner, id)? {
        return Ok(Outcome::Refused(Note::NoSuchList));
    }
    tx.execute("DELETE FROM quote_lines WHERE quote = ?1", &[&id])?;
    tx.execute("DELETE FROM quotes WHERE id = ?1", &[&id])?;
    Ok(Outcome::Done(Note::Deleted))
}

/// Sets a line's discount (`None`: takes it off), with the share a
/// manager approved it for when above the cap.
pub fn set_line_discount(
    tx: &Tx<'_>,
    owner: &str,
    id: &str,
    sku: &str,
    discount: Option<Discount>,
    approved: Option<Rate>,
) -> DbResult<Change> {
    if !owns(tx, owner, id)? {
        return Ok(Outcome::Refused(Note::NoSuchList));
    }
    let (kind, value) = discount.map(Discount::cells).unzip();
    let approved = approved.filter(|_| discount.is_some()).map(|r| r.0);
    let n = tx.execute(
        "UPDATE quote_lines SET disc_kind = ?3, disc_value = ?4, disc_approved = ?5
         WHERE quote = ?1 AND sku = ?2",
        &[&id, &sku, &kind, &value, &approved],
    )?;
    if n == 0 {
        return Ok(Outcome::Refused(Note::NoSuchLine));
    }
    touch(tx, id)?;
    Ok(Outcome::Done(if discount.is_some() {
        Note::DiscountSet
    } else {
        Note::DiscountOff
    }))
}

/// Sets the whole quote's discount (`None`: takes it off); an amount is
/// in `currency`, the shop's.
pub fn set_quote_discount(
    tx: &Tx<'_>,
    owner: &str,
    id: &str,
    discount: Option<QuoteDiscount>,
) -> DbResult<Change> {
    let (kind, value) = discount.map(|d| d.discount.cells()).unzip();
    let currency = discount.and_then(|d| d.currency).map(|c| c.code());
    let approved = discount.and_then(|d| d.approved).map(|r| r.0);
    let n = tx.execute(
        "UPDATE quotes SET disc_kind = ?3, disc_value = ?4, disc_currency = ?5, updated = ?6,
                           disc_approved = ?7
         WHERE id = ?1 AND owner = ?2",
        &[&id, &owner, &kind, &value, &currency, &now(), &approved],
    )?;
    Ok(match (n, discount) {
        (0, _) => Outcome::Refused(Note::NoSuchList),
        (_, Some(_)) => Outcome::Done(Note::DiscountSet),
        (_, None) => Outcome::Done(Note::DiscountOff),
    })
}

/// Moves a line's selling price to `sell` (today's), and its price's day
/// to now; the line keeps its quantity and discount.
pub fn reprice(tx: &Tx<'_>, owner: &str, id: &str, sku: &str, sell: Sell) -> DbResult<Change> {
    if !owns(tx, owner, id)? {
        return Ok(Outcome::Refused(Note::NoSuchList));
    }
    let n = tx.execute(
        "UPDATE quote_lines SET sell_minor = ?3, sell_currency = ?4, added = ?5
         WHERE quote = ?1 AND sku = ?2",
        &[&id, &sku, &sell.amount.0, &sell.currency.code(), &now()],
    )?;
    if n == 0 {
        return Ok(Outcome::Refused(Note::NoSuchLine));
    }
    touch(tx, id)?;
    Ok(Outcome::Done(Note::Repriced))
}

/// Writes what the cap's rule made of a quote's discounts
/// (`model::quote::cap::hold_cap`), each only while it is still as the
/// rule saw it (a change made meanwhile is checked after its own). The
/// changes written.
pub fn hold(tx: &Tx<'_>, owner: &str, id: &str, changes: &[CapChange]) -> DbResult<Vec<CapChange>> {
    if !owns(tx, owner, id)? {
        return Ok(vec![]);
    }
    let mut written = Vec::new();
    for c in changes {
        let Some(was) = c.was.discount else {
            continue;
        };
        let (was_kind, was_value) = was.cells();
        let (kind, value) = c.now.discount.map(Discount::cells).unzip();
        let approved = c
            .now
            .approved
            .filter(|_| c.now.discount.is_some())
            .map(|r| r.0);
        let n = match &c.on {
            DiscountOn::Line(sku) => tx.execute(
                "UPDATE quote_lines SET disc_kind = ?3, disc_value = ?4, disc_approved = ?5
                 WHERE quote = ?1 AND sku = ?2 AND disc_kind = ?6 AND disc_value = ?7",
                &[&id, sku, &kind, &value, &approved, &was_kind, &was_value],
            )?,
            DiscountOn::Quote => tx.execute(
                "UPDATE quotes SET disc_kind = ?2, disc_value = ?3, disc_approved = ?4
                 WHERE id = ?1 AND disc_kind = ?5 AND disc_value = ?6",
                &[&id, &kind, &value, &approved, &was_kind, &was_value],
            )?,
        };
        if n > 0 {
            written.push(c.clone());
        }
    }
    if !written.is_empty() {
        touch(tx, id)?;
    }
    Ok(written)
}

/// The lists for customer `customer`, each with its owner's key: a
/// change to the customer's tier prices all of them anew.
pub fn for_customer(tx: &Tx<'_>, customer: &str) -> DbResult<Vec<(String, String)>> {
    tx.query(
        "SELECT q.id, q.owner FROM quote_customers qc JOIN quotes q ON q.id = qc.quote
         WHERE qc.customer = ?1 ORDER BY q.id",
        &[&customer],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
}
