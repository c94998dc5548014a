//! The quote lists' SQL: one file (`quotes.sqlite3`) beside the catalogue
//! index, kept apart from it because the index may be rebuilt at any time
//! and these are a person's work. Every change touches one line (or one
//! list's name) in one transaction, checked against its owner: two tabs
//! editing one list each change only what they name, so nothing is lost.
//! Runs on blocking threads only.

use crate::model::outcome::Outcome;
use crate::server::platform::sqlite_worker::write_tx;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use crate::server::platform::sqlite_layout::refuse_newer;

use crate::model::quote::{Minor, Note, QuoteHead, Snapshot, MAX_LINES, MAX_LISTS, MAX_QTY};

pub type DbResult<T> = Result<T, rusqlite::Error>;

const TABLES: &str = "
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
PRAGMA busy_timeout = 5000;
CREATE TABLE IF NOT EXISTS quotes (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    name TEXT NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS quotes_owner ON quotes(owner, updated);
";

/// Opens (creating if needed) the lists' file and brings its layout up to
/// date; a file written by a newer release is refused untouched.
pub fn open(path: &std::path::Path) -> Result<Connection, String> {
    let cannot = |e: rusqlite::Error| format!("cannot open {}: {e}", path.display());
    let mut conn = Connection::open(path).map_err(cannot)?;
    refuse_newer(&conn, super::LAYOUT).map_err(|e| e.to_string())?;
    ready(&mut conn).map_err(cannot)?;
    Ok(conn)
}

fn ready(conn: &mut Connection) -> DbResult<()> {
    conn.execute_batch(TABLES)?;
    conn.execute_batch(&super::migrate::lines_table("quote_lines"))?;
    super::migrate::run(conn)?;
    conn.execute_batch("PRAGMA foreign_keys = ON;")?;
    share_column(conn)
}

/// A list's share token (`copies.rs`), added to a file made before lists
/// could be shared.
fn share_column(conn: &Connection) -> DbResult<()> {
    let has: bool = conn
        .prepare("SELECT 1 FROM pragma_table_info('quotes') WHERE name = 'share'")?
        .exists([])?;
    if !has {
        conn.execute_batch("ALTER TABLE quotes ADD COLUMN share TEXT;")?;
    }
    conn.execute_batch(
        "CREATE UNIQUE INDEX IF NOT EXISTS quotes_share ON quotes(share) WHERE share IS NOT NULL;",
    )
}

pub(super) fn now() -> String {
    chrono::Utc::now().format("%Y-%m-%d %H:%M").to_string()
}

/// The outcome of one change: done, or a refusal to show.
pub type Change = Outcome<Note>;

/// Whether this owner has this list.
pub(super) fn owns(tx: &Transaction<'_>, owner: &str, id: &str) -> DbResult<bool> {
    tx.query_row(
        "SELECT 1 FROM quotes WHERE id = ?1 AND owner = ?2",
        params![id, owner],
        |_| Ok(()),
    )
    .optional()
    .map(|r| r.is_some())
}

pub(super) fn touch(tx: &Transaction<'_>, id: &str) -> DbResult<()> {
    tx.execute(
        "UPDATE quotes SET updated = ?2 WHERE id = ?1",
        params![id, now()],
    )?;
    Ok(())
}

pub fn create(conn: &mut Connection, owner: &str, id: &str, name: &str) -> DbResult<Change> {
    let tx = write_tx(conn)?;
    let n: i64 = tx.query_row(
        "SELECT COUNT(*) FROM quotes WHERE owner = ?1",
        [owner],
        |r| r.get(0),
    )?;
    if n as usize >= MAX_LISTS {
        return Ok(Outcome::Refused(Note::TooManyLists));
    }
    let at = now();
    tx.execute(
        "INSERT INTO quotes(id, owner, name, created, updated) VALUES (?1, ?2, ?3, ?4, ?4)",
        params![id, owner, name, at],
    )?;
    tx.commit()?;
    Ok(Outcome::Done(Note::Created))
}

pub fn heads(conn: &Connection, owner: &str) -> DbResult<Vec<QuoteHead>> {
    let mut stmt = conn.prepare_cached(
        "SELECT q.id, q.name, q.updated, q.created,
                (SELECT COUNT(*) FROM quote_lines l WHERE l.quote = q.id), q.share
         FROM quotes q WHERE q.owner = ?1 ORDER BY q.updated DESC, q.name",
    )?;
    let rows = stmt.query_map([owner], head_row)?;
    rows.collect()
}

/// One list's head and its lines (SKU, quantity, what it was when added),
/// in the order they were added.
pub type Lines = Vec<(String, i64, Snapshot)>;

pub fn get(conn: &Connection, owner: &str, id: &str) -> DbResult<Option<(QuoteHead, Lines)>> {
    let head = head_of(conn, owner, id)?;
    let Some(head) = head else {
        return Ok(None);
    };
    let id = head.id.as_str();
    let mut stmt = conn.prepare_cached(
        "SELECT sku, qty, name, rrp_minor, gbp_minor, usd_minor, eur_minor FROM quote_lines
         WHERE quote = ?1 ORDER BY pos, sku",
    )?;
    let lines = stmt
        .query_map([id], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                Snapshot {
                    name: r.get(2)?,
                    rrp: r.get::<_, Option<i64>>(3)?.map(Minor),
                    gbp: r.get::<_, Option<i64>>(4)?.map(Minor),
                    usd: r.get::<_, Option<i64>>(5)?.map(Minor),
                    eur: r.get::<_, Option<i64>>(6)?.map(Minor),
                },
            ))
        })?
        .collect::<DbResult<Vec<_>>>()?;
    Ok(Some((head, lines)))
}

/// A list's head from a row of (id, name, updated, created, lines, share).
fn head_row(r: &rusqlite::Row<'_>) -> DbResult<QuoteHead> {
    Ok(QuoteHead {
        id: r.get(0)?,
        name: r.get(1)?,
        updated: r.get(2)?,
        created: r.get(3)?,
        lines: r.get::<_, i64>(4)?.clamp(0, u32::MAX as i64) as u32,
        share: r.get(5)?,
    })
}

/// One list's head, by its id and owner, or (`owner` empty) by its share
/// token alone. (An owner is never empty: `user:…` or `browser:…`.)
pub fn head_of(conn: &Connection, owner: &str, key: &str) -> DbResult<Option<QuoteHead>> {
    let by = if owner.is_empty() {
        "q.share = ?1 AND ?2 = ''"
    } else {
        "q.id = ?1 AND q.owner = ?2"
    };
    conn.query_row(
        &format!(
            "SELECT q.id, q.name, q.updated, q.created,
                    (SELECT COUNT(*) FROM quote_lines l WHERE l.quote = q.id), q.share
             FROM quotes q WHERE {by}"
        ),
        params![key, owner],
        head_row,
    )
    .optional()
}

/// Adds a product, or adds to its quantity when the list has it already.
pub fn add(
    conn: &mut Connection,
    owner: &str,
    id: &str,
    sku: &str,
    qty: i64,
    snap: &Snapshot,
) -> DbResult<Change> {
    let tx = write_tx(conn)?;
    if !owns(&tx, owner, id)? {
        return Ok(Outcome::Refused(Note::NoSuchList));
    }
    let have: Option<i64> = tx
        .query_row(
            "SELECT qty FROM quote_lines WHERE quote = ?1 AND sku = ?2",
            params![id, sku],
            |r| r.get(0),
        )
        .optional()?;
    match have {
        Some(q) => {
            if q + qty > MAX_QTY {
                return Ok(Outcome::Refused(Note::QtyRange));
            }
            tx.execute(
                "UPDATE quote_lines SET qty = qty + ?3 WHERE quote = ?1 AND sku = ?2",
                params![id, sku, qty],
            )?;
        }
        None => {
            let (n, pos): (i64, i64) = tx.query_row(
                "SELECT COUNT(*), COALESCE(MAX(pos), 0) + 1 FROM quote_lines WHERE quote = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?;
            if n as usize >= MAX_LINES {
                return Ok(Outcome::Refused(Note::Full));
            }
            tx.execute(
                "INSERT INTO quote_lines(quote, sku, qty, pos, name,
                                         rrp_minor, gbp_minor, usd_minor, eur_minor, added)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                params![
                    id,
                    sku,
                    qty,
                    pos,
                    snap.name,
                    snap.rrp.map(|m| m.0),
                    snap.gbp.map(|m| m.0),
                    snap.usd.map(|m| m.0),
                    snap.eur.map(|m| m.0),
                    now()
                ],
            )?;
        }
    }
    touch(&tx, id)?;
    tx.commit()?;
    Ok(Outcome::Done(Note::Added))
}

pub fn set_qty(
    conn: &mut Connection,
    owner: &str,
    id: &str,
    sku: &str,
    qty: i64,
) -> DbResult<Change> {
    let tx = write_tx(conn)?;
    if !owns(&tx, owner, id)? {
        return Ok(Outcome::Refused(Note::NoSuchList));
    }
    let n = tx.execute(
        "UPDATE quote_lines SET qty = ?3 WHERE quote = ?1 AND sku = ?2",
        params![id, sku, qty],
    )?;
    if n == 0 {
        return Ok(Outcome::Refused(Note::NoSuchLine));
    }
    touch(&tx, id)?;
    tx.commit()?;
    Ok(Outcome::Done(Note::Changed))
}

pub fn remove(conn: &mut Connection, owner: &str, id: &str, sku: &str) -> DbResult<Change> {
    let tx = write_tx(conn)?;
    if !owns(&tx, owner, id)? {
        return Ok(Outcome::Refused(Note::NoSuchList));
    }
    let n = tx.execute(
        "DELETE FROM quote_lines WHERE quote = ?1 AND sku = ?2",
        params![id, sku],
    )?;
    if n == 0 {
        return Ok(Outcome::Refused(Note::NoSuchLine));
    }
    touch(&tx, id)?;
    tx.commit()?;
    Ok(Outcome::Done(Note::Removed))
}

/// Moves a line one place up or down (swapping places with its neighbour);
/// a line already first or last stays where it is.
pub fn move_line(
    conn: &mut Connection,
    owner: &str,
    id: &str,
    sku: &str,
    up: bool,
) -> DbResult<Change> {
    let tx = write_tx(conn)?;
    if !owns(&tx, owner, id)? {
        return Ok(Outcome::Refused(Note::NoSuchList));
    }
    let pos: Option<i64> = tx
        .query_row(
            "SELECT pos FROM quote_lines WHERE quote = ?1 AND sku = ?2",
            params![id, sku],
            |r| r.get(0),
        )
        .optional()?;
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
    let other: Option<(String, i64)> = tx
        .query_row(next, params![id, pos, sku], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    if let Some((other, their)) = other {
        // Equal places (a copied list's) are told apart by one step.
        let their = if their == pos {
            pos + if up { -1 } else { 1 }
        } else {
            their
        };
        let set = "UPDATE quote_lines SET pos = ?3 WHERE quote = ?1 AND sku = ?2";
        tx.execute(set, params![id, sku, their])?;
        tx.execute(set, params![id, other, pos])?;
        touch(&tx, id)?;
    }
    tx.commit()?;
    Ok(Outcome::Done(Note::Moved))
}

pub fn rename(conn: &mut Connection, owner: &str, id: &str, name: &str) -> DbResult<Change> {
    let tx = write_tx(conn)?;
    let n = tx.execute(
        "UPDATE quotes SET name = ?3, updated = ?4 WHERE id = ?1 AND owner = ?2",
        params![id, owner, name, now()],
    )?;
    tx.commit()?;
    Ok(if n == 0 {
        Outcome::Refused(Note::NoSuchList)
    } else {
        Outcome::Done(Note::Renamed)
    })
}

pub fn delete(conn: &mut Connection, owner: &str, id: &str) -> DbResult<Change> {
    let tx = write_tx(conn)?;
    if !owns(&tx, owner, id)? {
        return Ok(Outcome::Refused(Note::NoSuchList));
    }
    tx.execute("DELETE FROM quote_lines WHERE quote = ?1", [id])?;
    tx.execute("DELETE FROM quotes WHERE id = ?1", [id])?;
    tx.commit()?;
    Ok(Outcome::Done(Note::Deleted))
}
