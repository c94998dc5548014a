//! The customers' SQL: records, search by name or phone, their bikes, the
//! quote lists made for them and the history of changes. Every change runs
//! in one transaction and writes who made it (signed-in staff) and when.
//! Runs on blocking threads only; knows nothing of HTTP or pages.

use crate::model::outcome::Outcome;
use crate::server::platform::sqlite_worker::write_tx;
use rusqlite::{params, Connection, OptionalExtension};

use super::schema::DbResult;
use crate::model::customer::{
    phone_digits, CustomerBike, CustomerChange, CustomerFields, CustomerHead, CustomerNote,
    CustomerQuote, MAX_BIKES, MAX_CUSTOMERS, MAX_FOUND,
};

/// A change's outcome: done (what to say), or refused (why).
pub type CustomerOutcome = Outcome<CustomerNote>;

/// How a name is compared and found: lower case.
pub fn name_key(name: &str) -> String {
    name.to_lowercase()
}

fn head_row(r: &rusqlite::Row<'_>) -> DbResult<CustomerHead> {
    Ok(CustomerHead {
        id: r.get(0)?,
        name: r.get(1)?,
        phone: r.get(2)?,
        email: r.get(3)?,
    })
}

const HEAD: &str = "SELECT id, name, phone, email FROM customers";

pub fn log(conn: &Connection, id: &str, at: &str, by: Option<&str>, what: &str) -> DbResult<()> {
    conn.execute(
        "INSERT INTO customer_changes(customer, at, by, what) VALUES (?1, ?2, ?3, ?4)",
        params![id, at, by, what],
    )?;
    Ok(())
}

pub fn create(
    conn: &mut Connection,
    id: &str,
    f: &CustomerFields,
    by: Option<&str>,
    at: &str,
) -> DbResult<CustomerOutcome> {
    let tx = write_tx(conn)?;
    let n: i64 = tx.query_row("SELECT COUNT(*) FROM customers", [], |r| r.get(0))?;
    if n as usize >= MAX_CUSTOMERS {
        return Ok(Outcome::Refused(CustomerNote::TooMany));
    }
    tx.execute(
        "INSERT INTO customers(id, name, name_key, phone, phone_key, email, note, created, updated)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)",
        params![
            id,
            f.name,
            name_key(&f.name),
            f.phone,
            f.phone.as_deref().map(phone_digits),
            f.email,
            f.note,
            at
        ],
    )?;
    log(&tx, id, at, by, "Created")?;
    tx.commit()?;
    Ok(Outcome::Done(CustomerNote::Created))
}

/// Saves changed fields; the history says which changed.
pub fn update(
    conn: &mut Connection,
    id: &str,
    f: &CustomerFields,
    by: Option<&str>,
    at: &str,
) -> DbResult<CustomerOutcome> {
    let tx = write_tx(conn)?;
    type Was = (String, Option<String>, Option<String>, Option<String>);
    let was: Option<Was> = tx
        .query_row(
            "SELECT name, phone, email, note FROM customers WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()?;
    let Some((name, phone, email, note)) = was else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    };
    let was = CustomerFields {
        name,
        phone,
        email,
        note,
    };
    let Some(what) = changes(&was, f) else {
        return Ok(Outcome::Done(CustomerNote::Saved));
    };
    tx.execute(
        "UPDATE customers SET name = ?2, name_key = ?3, phone = ?4, phone_key = ?5, email = ?6,
         note = ?7, updated = ?8 WHERE id = ?1",
        params![
            id,
            f.name,
            name_key(&f.name),
            f.phone,
            f.phone.as_deref().map(phone_digits),
            f.email,
            f.note,
            at
        ],
    )?;
    log(&tx, id, at, by, &what)?;
    tx.commit()?;
    Ok(Outcome::Done(CustomerNote::Saved))
}

/// What an edit changes, as the history says it ("Changed name, phone");
/// `None` when it changes nothing (and nothing is saved or noted).
pub(super) fn changes(was: &CustomerFields, now: &CustomerFields) -> Option<String> {
    let changed: Vec<&str> = [
        (was.name != now.name, "name"),
        (was.phone != now.phone, "phone"),
        (was.email != now.email, "email"),
        (was.note != now.note, "note"),
    ]
    .into_iter()
    .filter_map(|(c, what)| c.then_some(what))
    .collect();
    (!changed.is_empty()).then(|| format!("Changed {}", changed.join(", ")))
}

/// `%` and `_` taken literally in a LIKE pattern (escape `\`).
pub(super) fn like_escaped(s: &str) -> String {
    s.chars()
        .flat_map(|c| match c {
            '%' | '_' | '\\' => vec!['\\', c],
            c => vec![c],
        })
        .collect()
}

/// Customers whose name has the typed text, or (text shaped like a phone
/// number, three digits or more) whose phone number has those digits; by
/// name. Empty text:
/// the latest changed.
pub fn find(conn: &Connection, typed: &str) -> DbResult<Vec<CustomerHead>> {
    let typed = crate::model::customer::fold_spaces(typed);
    let digits = phone_digits(&typed);
    let limit = MAX_FOUND as i64;
    if typed.is_empty() {
        let mut stmt = conn.prepare_cached(&format!("{HEAD} ORDER BY updated DESC LIMIT ?1"))?;
        let rows = stmt.query_map([limit], head_row)?;
        return rows.collect();
    }
    let phone_like = typed
        .chars()
        .all(|c| c.is_ascii_digit() || " +-.()".contains(c));
    let (sql, key) = if digits.len() >= 3 && phone_like {
        ("phone_key", digits)
    } else {
        ("name_key", name_key(&typed))
    };
    let mut stmt = conn.prepare_cached(&format!(
        "{HEAD} WHERE {sql} LIKE '%' || ?1 || '%' ESCAPE '\\' ORDER BY name_key, id LIMIT ?2"
    ))?;
    let rows = stmt.query_map(params![like_escaped(&key), limit], head_row)?;
    rows.collect()
}

pub fn head(conn: &Connection, id: &str) -> DbResult<Option<CustomerHead>> {
    conn.query_row(&format!("{HEAD} WHERE id = ?1"), [id], head_row)
        .optional()
}

/// A customer's note and when they were made.
pub fn details(conn: &Connection, id: &str) -> DbResult<Option<(Option<String>, String)>> {
    conn.query_row(
        "SELECT note, created FROM customers WHERE id = ?1",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
    .optional()
}

pub fn bikes(conn: &Connection, id: &str) -> DbResult<Vec<CustomerBike>> {
    let mut stmt = conn.prepare_cached(
        "SELECT year_id, label FROM customer_bikes WHERE customer = ?1 ORDER BY added, year_id",
    )?;
    let rows = stmt.query_map([id], |r| {
        Ok(CustomerBike {
            year_id: r.get(0)?,
            label: r.get(1)?,
        })
    })?;
    rows.collect()
}

/// The history, newest first (the last 50 changes).
pub fn history(conn: &Connection, id: &str) -> DbResult<Vec<CustomerChange>> {
    let mut stmt = conn.prepare_cached(
        "SELECT at, by, what FROM customer_changes WHERE customer = ?1
         ORDER BY at DESC, rowid DESC LIMIT 50",
    )?;
    let rows = stmt.query_map([id], |r| {
        Ok(CustomerChange {
            at: r.get(0)?,
            by: r.get(1)?,
            what: r.get(2)?,
        })
    })?;
    rows.collect()
}

/// Every quote list made for this customer (whoever keeps it), latest first;
/// `mine` is filled in by the caller.
pub fn quotes(conn: &Connection, id: &str) -> DbResult<Vec<CustomerQuote>> {
    let mut stmt = conn.prepare_cached(
        "SELECT q.id, q.name, q.updated, (SELECT COUNT(*) FROM quote_lines l WHERE l.quote = q.id)
         FROM quote_customers c JOIN quotes q ON q.id = c.quote
         WHERE c.customer = ?1 ORDER BY q.updated DESC LIMIT 200",
    )?;
    let rows = stmt.query_map([id], |r| {
        Ok(CustomerQuote {
            id: r.get(0)?,
            name: r.get(1)?,
            updated: r.get(2)?,
            lines: r.get::<_, i64>(3)?.clamp(0, u32::MAX as i64) as u32,
            mine: false,
        })
    })?;
    rows.collect()
}

pub fn add_bike(
    conn: &mut Connection,
    id: &str,
    bike: &CustomerBike,
    by: Option<&str>,
    at: &str,
) -> DbResult<CustomerOutcome> {
    let tx = write_tx(conn)?;
    if head(&tx, id)?.is_none() {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    }
    let have = bikes(&tx, id)?;
    if have.iter().any(|b| b.year_id == bike.year_id) {
        return Ok(Outcome::Done(CustomerNote::BikeAdded));
    }
    if have.len() >= MAX_BIKES {
        return Ok(Outcome::Refused(CustomerNote::BikeMax));
    }
    tx.execute(
        "INSERT INTO customer_bikes(customer, year_id, label, added) VALUES (?1, ?2, ?3, ?4)",
        params![id, bike.year_id, bike.label, at],
    )?;
    touch(&tx, id, at)?;
    log(&tx, id, at, by, &format!("Added bike {}", bike.label))?;
    tx.commit()?;
    Ok(Outcome::Done(CustomerNote::BikeAdded))
}

pub fn remove_bike(
    conn: &mut Connection,
    id: &str,
    year_id: i64,
    by: Option<&str>,
    at: &str,
) -> DbResult<CustomerOutcome> {
    let tx = write_tx(conn)?;
    let label: Option<String> = tx
        .query_row(
            "SELECT label FROM customer_bikes WHERE customer = ?1 AND year_id = ?2",
            params![id, year_id],
            |r| r.get(0),
        )
        .optional()?;
    let Some(label) = label else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    };
    tx.execute(
        "DELETE FROM customer_bikes WHERE customer = ?1 AND year_id = ?2",
        params![id, year_id],
    )?;
    tx.execute(
        "UPDATE quote_customers SET bike = NULL WHERE customer = ?1 AND bike = ?2",
        params![id, year_id],
    )?;
    touch(&tx, id, at)?;
    log(&tx, id, at, by, &format!("Removed bike {label}"))?;
    tx.commit()?;
    Ok(Outcome::Done(CustomerNote::BikeRemoved))
}

fn touch(conn: &Connection, id: &str, at: &str) -> DbResult<()> {
    conn.execute(
        "UPDATE customers SET updated = ?2 WHERE id = ?1",
        params![id, at],
    )?;
    Ok(())
}
