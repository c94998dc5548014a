//! The quote lists' statements for Postgres (`DATABASE_URL`): the same
//! changes as `store.rs` and `copies.rs`, with the same checks in the same
//! order and the same outcomes. Every change runs in one transaction that
//! first takes its owner's advisory lock, so two portals (or two tabs)
//! changing one owner's lists take turns as they do on SQLite's one
//! connection: a quantity added twice at once is added twice, and a limit
//! counted is still true when the row is written.

use crate::model::outcome::Outcome;
use deadpool_postgres::GenericClient;

use super::store::{now, Change, Lines};
use crate::model::quote::{
    copy_name, Minor, Note, QuoteHead, Snapshot, MAX_LINES, MAX_LISTS, MAX_QTY,
};
use crate::server::platform::postgres::{stores::Lock, Pg, PgError, Row};

type PgResult<T> = Result<T, PgError>;

const HEAD: &str = "SELECT q.id, q.name, q.updated, q.created,
        (SELECT COUNT(*) FROM quote_lines l WHERE l.quote = q.id), q.share
    FROM quotes q";

fn head_row(r: &Row) -> PgResult<QuoteHead> {
    Ok(QuoteHead {
        id: r.try_get(0)?,
        name: r.try_get(1)?,
        updated: r.try_get(2)?,
        created: r.try_get(3)?,
        lines: r.try_get::<_, i64>(4)?.clamp(0, u32::MAX as i64) as u32,
        share: r.try_get(5)?,
    })
}

async fn owns(tx: &impl GenericClient, owner: &str, id: &str) -> PgResult<bool> {
    let found = tx
        .query_opt(
            "SELECT 1 FROM quotes WHERE id = $1 AND owner = $2",
            &[&id, &owner],
        )
        .await?;
    Ok(found.is_some())
}

async fn touch(tx: &impl GenericClient, id: &str) -> PgResult<()> {
    tx.execute(
        "UPDATE quotes SET updated = $2 WHERE id = $1",
        &[&id, &now()],
    )
    .await?;
    Ok(())
}

async fn lists_of(tx: &impl GenericClient, owner: &str) -> PgResult<usize> {
    let n: i64 = tx
        .query_one("SELECT COUNT(*) FROM quotes WHERE owner = $1", &[&owner])
        .await?
        .try_get(0)?;
    Ok(n.max(0) as usize)
}

pub async fn create(pg: &Pg, owner: &str, id: &str, name: &str) -> PgResult<Change> {
    let mut c = pg.client().await?;
    let tx = c.transaction().await?;
    Lock::QuoteOwner.take(&tx, owner).await?;
    if lists_of(&tx, owner).await? >= MAX_LISTS {
        return Ok(Outcome::Refused(Note::TooManyLists));
    }
    let at = now();
    tx.execute(
        "INSERT INTO quotes(id, owner, name, created, updated) VALUES ($1, $2, $3, $4, $4)",
        &[&id, &owner, &name, &at],
    )
    .await?;
    tx.commit().await?;
    Ok(Outcome::Done(Note::Created))
}

pub async fn heads(pg: &Pg, owner: &str) -> PgResult<Vec<QuoteHead>> {
    let c = pg.client().await?;
    let rows = c
        .query(
            &format!("{HEAD} WHERE q.owner = $1 ORDER BY q.updated DESC, q.name"),
            &[&owner],
        )
        .await?;
    rows.iter().map(head_row).collect()
}

/// One list's head, by its id and owner, or (`owner` empty) by its share
/// token alone.
pub async fn head_of(
    c: &impl GenericClient,
    owner: &str,
    key: &str,
) -> PgResult<Option<QuoteHead>> {
    let row = if owner.is_empty() {
        let sql = format!("{HEAD} WHERE q.share = $1");
        c.query_opt(&sql, &[&key]).await?
    } else {
        let sql = format!("{HEAD} WHERE q.id = $1 AND q.owner = $2");
        c.query_opt(&sql, &[&key, &owner]).await?
    };
    row.as_ref().map(head_row).transpose()
}

/// A list's head and lines, in their order; `owner` empty: by share token.
pub async fn get(pg: &Pg, owner: &str, key: &str) -> PgResult<Option<(QuoteHead, Lines)>> {
    let c = pg.client().await?;
    let Some(head) = head_of(&c, owner, key).await? else {
        return Ok(None);
    };
    let rows = c
        .query(
            "SELECT sku, qty, name, rrp_minor, gbp_minor, usd_minor, eur_minor FROM quote_lines
             WHERE quote = $1 ORDER BY pos, sku",
            &[&head.id],
        )
        .await?;
    let minor = |r: &Row, i: usize| -> PgResult<Option<Minor>> {
        Ok(r.try_get::<_, Option<i64>>(i)?.map(Minor))
    };
    let lines = rows
        .iter()
        .map(|r| {
            let snap = Snapshot {
                name: r.try_get(2)?,
                rrp: minor(r, 3)?,
                gbp: minor(r, 4)?,
                usd: minor(r, 5)?,
                eur: minor(r, 6)?,
            };
            Ok((r.try_get(0)?, r.try_get(1)?, snap))
        })
        .collect::<PgResult<Lines>>()?;
    Ok(Some((head, lines)))
}

/// Adds a product, or adds to its quantity when the list has it already.
pub async fn add(
    pg: &Pg,
    owner: &str,
    id: &str,
    sku: &str,
    qty: i64,
    snap: &Snapshot,
) -> PgResult<Change> {
    let mut c = pg.client().await?;
    let tx = c.transaction().await?;
    Lock::QuoteOwner.take(&tx, owner).await?;
    if !owns(&tx, owner, id).await? {
        return Ok(Outcome::Refused(Note::NoSuchList));
    }
    let have = tx
        .query_opt(
            "SELECT qty FROM quote_lines WHERE quote = $1 AND sku = $2",
            &[&id, &sku],
        )
        .await?;
    match have {
        Some(row) => {
            let q: i64 = row.try_get(0)?;
            if q + qty > MAX_QTY {
                return Ok(Outcome::Refused(Note::QtyRange));
            }
            tx.execute(
                "UPDATE quote_lines SET qty = qty + $3 WHERE quote = $1 AND sku = $2",
                &[&id, &sku, &qty],
            )
            .await?;
        }
        None => {
            let row = tx
                .query_one(
                    "SELECT COUNT(*), COALESCE(MAX(pos), 0) + 1 FROM quote_lines WHERE quote = $1",
                    &[&id],
                )
                .await?;
            let (n, pos): (i64, i64) = (row.try_get(0)?, row.try_get(1)?);
            if n as usize >= MAX_LINES {
                return Ok(Outcome::Refused(Note::Full));
            }
            let m = |p: Option<Minor>| p.map(|m| m.0);
            tx.execute(
                "INSERT INTO quote_lines(quote, sku, qty, pos, name,
                                         rrp_minor, gbp_minor, usd_minor, eur_minor, added)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                &[
                    &id,
                    &sku,
                    &qty,
                    &pos,
                    &snap.name,
                    &m(snap.rrp),
                    &m(snap.gbp),
                    &m(snap.usd),
                    &m(snap.eur),
                    &now(),
                ],
            )
            .await?;
        }
    }
    touch(&tx, id).await?;
    tx.commit().await?;
    Ok(Outcome::Done(Note::Added))
}

/// One line changed by `sql` (`$1` list, `$2` SKU, `$3` a value): the
/// shared shape of setting a quantity and removing a line.
async fn line_change(
    pg: &Pg,
    owner: &str,
    id: &str,
    sku: &str,
    sql: &str,
    value: Option<i64>,
) -> PgResult<Option<Change>> {
    let mut c = pg.client().await?;
    let tx = c.transaction().await?;
    Lock::QuoteOwner.take(&tx, owner).await?;
    if !owns(&tx, owner, id).await? {
        return Ok(Some(Outcome::Refused(Note::NoSuchList)));
    }
    let n = match value {
        Some(v) => tx.execute(sql, &[&id, &sku, &v]).await?,
        None => tx.execute(sql, &[&id, &sku]).await?,
    };
    if n == 0 {
        return Ok(Some(Outcome::Refused(Note::NoSuchLine)));
    }
    touch(&tx, id).await?;
    tx.commit().await?;
    Ok(None)
}

pub async fn set_qty(pg: &Pg, owner: &str, id: &str, sku: &str, qty: i64) -> PgResult<Change> {
    let sql = "UPDATE quote_lines SET qty = $3 WHERE quote = $1 AND sku = $2";
    let refused = line_change(pg, owner, id, sku, sql, Some(qty)).await?;
    Ok(refused.unwrap_or(Outcome::Done(Note::Changed)))
}

pub async fn remove(pg: &Pg, owner: &str, id: &str, sku: &str) -> PgResult<Change> {
    let sql = "DELETE FROM quote_lines WHERE quote = $1 AND sku = $2";
    let refused = line_change(pg, owner, id, sku, sql, None).await?;
    Ok(refused.unwrap_or(Outcome::Done(Note::Removed)))
}

/// Moves a line one place up or down (swapping places with its neighbour);
/// a line already first or last stays where it is.
pub async fn move_line(pg: &Pg, owner: &str, id: &str, sku: &str, up: bool) -> PgResult<Change> {
    let mut c = pg.client().await?;
    let tx = c.transaction().await?;
    Lock::QuoteOwner.take(&tx, owner).await?;
    if !owns(&tx, owner, id).await? {
        return Ok(Outcome::Refused(Note::NoSuchList));
    }
    let pos = tx
        .query_opt(
            "SELECT pos FROM quote_lines WHERE quote = $1 AND sku = $2",
            &[&id, &sku],
        )
        .await?;
    let Some(pos) = pos else {
        return Ok(Outcome::Refused(Note::NoSuchLine));
    };
    let pos: i64 = pos.try_get(0)?;
    let next = if up {
        "SELECT sku, pos FROM quote_lines WHERE quote = $1 AND (pos < $2 OR (pos = $2 AND sku < $3))
         ORDER BY pos DESC, sku DESC LIMIT 1"
    } else {
        "SELECT sku, pos FROM quote_lines WHERE quote = $1 AND (pos > $2 OR (pos = $2 AND sku > $3))
         ORDER BY pos, sku LIMIT 1"
    };
    if let Some(row) = tx.query_opt(next, &[&id, &pos, &sku]).await? {
        let (other, their): (String, i64) = (row.try_get(0)?, row.try_get(1)?);
        // Equal places (a copied list's) are told apart by one step.
        let their = if their == pos {
            pos + if up { -1 } else { 1 }
        } else {
            their
        };
        let set = "UPDATE quote_lines SET pos = $3 WHERE quote = $1 AND sku = $2";
        tx.execute(set, &[&id, &sku, &their]).await?;
        tx.execute(set, &[&id, &other, &pos]).await?;
        touch(&tx, id).await?;
    }
    tx.commit().await?;
    Ok(Outcome::Done(Note::Moved))
}

pub async fn rename(pg: &Pg, owner: &str, id: &str, name: &str) -> PgResult<Change> {
    let c = pg.client().await?;
    let n = c
        .execute(
            "UPDATE quotes SET name = $3, updated = $4 WHERE id = $1 AND owner = $2",
            &[&id, &owner, &name, &now()],
        )
        .await?;
    Ok(if n == 0 {
        Outcome::Refused(Note::NoSuchList)
    } else {
        Outcome::Done(Note::Renamed)
    })
}

pub async fn delete(pg: &Pg, owner: &str, id: &str) -> PgResult<Change> {
    let c = pg.client().await?;
    // The lines (and a customer's link) go with it (ON DELETE CASCADE).
    let n = c
        .execute(
            "DELETE FROM quotes WHERE id = $1 AND owner = $2",
            &[&id, &owner],
        )
        .await?;
    Ok(if n == 0 {
        Outcome::Refused(Note::NoSuchList)
    } else {
        Outcome::Done(Note::Deleted)
    })
}

/// Copies list `from` (by its id and owner, or with `from_owner` empty by
/// its share token) into a new list `new_id` of `to_owner`.
pub async fn duplicate(
    pg: &Pg,
    from_owner: &str,
    from: &str,
    to_owner: &str,
    new_id: &str,
) -> PgResult<Change> {
    let mut c = pg.client().await?;
    let tx = c.transaction().await?;
    Lock::QuoteOwner.take(&tx, to_owner).await?;
    let Some(head) = head_of(&tx, from_owner, from).await? else {
        return Ok(Outcome::Refused(Note::NoSuchList));
    };
    if lists_of(&tx, to_owner).await? >= MAX_LISTS {
        return Ok(Outcome::Refused(Note::TooManyLists));
    }
    tx.execute(
        "INSERT INTO quotes(id, owner, name, created, updated) VALUES ($1, $2, $3, $4, $4)",
        &[&new_id, &to_owner, &copy_name(&head.name), &now()],
    )
    .await?;
    tx.execute(
        "INSERT INTO quote_lines(quote, sku, qty, pos, name,
                                 rrp_minor, gbp_minor, usd_minor, eur_minor, added)
         SELECT $1, sku, qty, pos, name, rrp_minor, gbp_minor, usd_minor, eur_minor, added
         FROM quote_lines WHERE quote = $2",
        &[&new_id, &head.id],
    )
    .await?;
    tx.commit().await?;
    Ok(Outcome::Done(Note::Duplicated))
}

/// Turns sharing on (with a fresh token) or off.
pub async fn share(pg: &Pg, owner: &str, id: &str, token: Option<&str>) -> PgResult<Change> {
    let c = pg.client().await?;
    let n = c
        .execute(
            "UPDATE quotes SET share = $3, updated = $4 WHERE id = $1 AND owner = $2",
            &[&id, &owner, &token, &now()],
        )
        .await?;
    Ok(match (n, token) {
        (0, _) => Outcome::Refused(Note::NoSuchList),
        (_, Some(_)) => Outcome::Done(Note::Shared),
        (_, None) => Outcome::Done(Note::Unshared),
    })
}
