//! The customers' rules, once for both engines (`platform::sql`): records,
//! search by name, email or phone, their bikes, the quote lists made for them and
//! the history of changes. Every change runs in one transaction holding
//! the customers' lock (`Lock::Customers`, the caller's), so the limits
//! counted (customers, bikes) hold with several portals, and writes who
//! made it (signed-in staff) and when. Knows nothing of HTTP or pages.

use crate::model::outcome::Outcome;
use crate::platform::sql::{DbResult, Row, Tx};

use crate::model::lang::Lang;

use crate::model::customer::{
    CustomerBike, CustomerFields, CustomerHead, CustomerNote, ShopCountry, MAX_BIKES,
    MAX_CUSTOMERS, MAX_FOUND, MAX_HISTORY, MAX_HISTORY_PER_CUSTOMER,
};

/// A change's outcome: done (what to say), or refused (why).
pub type CustomerOutcome = Outcome<CustomerNote>;

/// How a name is compared and found: lower case.
pub fn name_key(name: &str) -> String {
    name.to_lowercase()
}

pub(super) fn head_row(r: &Row<'_, '_>) -> DbResult<CustomerHead> {
    head_at(r, 0)
}

/// A customer's id, name, phone and email from a row's columns `first`
/// to `first + 3`.
pub(super) fn head_at(r: &Row<'_, '_>, first: usize) -> DbResult<CustomerHead> {
    Ok(CustomerHead {
        id: r.get(first)?,
        name: r.get(first + 1)?,
        phone: r.get(first + 2)?,
        email: r.get(first + 3)?,
    })
}

const HEAD: &str = "SELECT id, name, phone, email FROM customers";

/// Who made a change, and when.
#[derive(Debug, Clone, Copy)]
pub struct Made<'a> {
    pub by: Option<&'a str>,
    pub at: &'a str,
}

/// A customer's fields as a change saves them: checked, with how phone
/// numbers are keyed (the shop's country) and whether another customer
/// with the same phone number or email may be saved (the person said
/// this is a different customer).
#[derive(Debug, Clone)]
pub struct Saving {
    pub fields: CustomerFields,
    pub country: ShopCountry,
    pub same_contact_ok: bool,
}

impl Saving {
    fn phone_key(&self) -> Option<String> {
        let phone = self.fields.phone.as_deref()?;
        Some(self.country.phone_key(phone))
    }

    fn email_key(&self) -> Option<String> {
        self.fields.email.as_deref().map(str::to_lowercase)
    }
}

/// Notes a change in the customer's history, which keeps their latest
/// `MAX_HISTORY_PER_CUSTOMER` changes.
pub fn log(tx: &Tx<'_>, id: &str, made: Made<'_>, what: &str) -> DbResult<()> {
    tx.execute(
        r#"INSERT INTO customer_changes(customer, at, "by", what) VALUES (?1, ?2, ?3, ?4)"#,
        &[&id, &made.at, &made.by, &what],
    )?;
    let keep = MAX_HISTORY_PER_CUSTOMER as i64;
    tx.execute(
        "DELETE FROM customer_changes WHERE customer = ?1 AND {seq} IN
         (SELECT {seq} FROM customer_changes WHERE customer = ?1
          ORDER BY at DESC, {seq} DESC LIMIT 2147483647 OFFSET ?2)",
        &[&id, &keep],
    )?;
    Ok(())
}

pub fn create(tx: &Tx<'_>, id: &str, f: &Saving, made: Made<'_>) -> DbResult<CustomerOutcome> {
    if tx.count("SELECT COUNT(*) FROM customers", &[])? >= MAX_CUSTOMERS {
        return Ok(Outcome::Refused(CustomerNote::TooMany));
    }
    if !f.same_contact_ok && !same_contact(tx, f, None)?.is_empty() {
        return Ok(Outcome::Refused(CustomerNote::SameContact));
    }
    write_fields(
        tx,
        "INSERT INTO customers(id, name, name_key, phone, phone_key, email, note, created, updated,
                               lang, vat_number)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, ?9, ?10)",
        id,
        f,
        made,
    )?;
    log(tx, id, made, "Created")?;
    Ok(Outcome::Done(CustomerNote::Created))
}

/// Writes a record's fields by `sql`: `?1` the id, `?2` to `?7` the name,
/// its search key, the phone, its key, the email and the note, `?8`
/// when, `?9` the language's code, `?10` the VAT number.
fn write_fields(tx: &Tx<'_>, sql: &str, id: &str, s: &Saving, made: Made<'_>) -> DbResult<usize> {
    let f = &s.fields;
    let lang = f.lang.map(Lang::code);
    tx.execute(
        sql,
        &[
            &id,
            &f.name,
            &name_key(&f.name),
            &f.phone,
            &s.phone_key(),
            &f.email,
            &f.note,
            &made.at,
            &lang,
            &f.vat_number,
        ],
    )
}

/// A stored language's code as a language; one the portal does not speak
/// (written by a newer release) reads as none.
pub(super) fn lang_of(code: Option<String>) -> Option<Lang> {
    code.as_deref()
        .and_then(|c| Lang::ALL.into_iter().find(|l| l.code() == c))
}

/// The language customer `id` is written to in (`None`: the shop's, or
/// no such customer).
pub fn lang(tx: &Tx<'_>, id: &str) -> DbResult<Option<Lang>> {
    let code: Option<Option<String>> =
        tx.query_opt("SELECT lang FROM customers WHERE id = ?1", &[&id], |r| {
            r.get(0)
        })?;
    Ok(lang_of(code.flatten()))
}

/// Other customers with the same phone number (by key) or email (in any
/// case) as `s`; `except`: the record being changed.
pub fn same_contact(tx: &Tx<'_>, s: &Saving, except: Option<&str>) -> DbResult<Vec<CustomerHead>> {
    let (phone, email) = (s.phone_key(), s.email_key());
    if phone.is_none() && email.is_none() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "{HEAD} WHERE (phone_key = ?1 OR LOWER(email) = ?2) AND id <> ?3
         ORDER BY name_key, id LIMIT ?4"
    );
    let limit = MAX_FOUND as i64;
    tx.query(
        &sql,
        &[&phone, &email, &except.unwrap_or(""), &limit],
        head_row,
    )
}

/// Saves changed fields; the history says which changed.
pub fn update(tx: &Tx<'_>, id: &str, s: &Saving, made: Made<'_>) -> DbResult<CustomerOutcome> {
    let was = tx.query_opt(
        "SELECT name, phone, email, note, lang, vat_number FROM customers WHERE id = ?1",
        &[&id],
        |r| {
            Ok(CustomerFields {
                name: r.get(0)?,
                phone: r.get(1)?,
                email: r.get(2)?,
                note: r.get(3)?,
                lang: lang_of(r.get(4)?),
                vat_number: r.get(5)?,
            })
        },
    )?;
    let Some(was) = was else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    };
    let Some(what) = changes(&was, &s.fields) else {
        return Ok(Outcome::Done(CustomerNote::Saved));
    };
    let new_contact = was.phone != s.fields.phone || was.email != s.fields.email;
    if new_contact && !s.same_contact_ok && !same_contact(tx, s, Some(id))?.is_empty() {
        return Ok(Outcome::Refused(CustomerNote::SameContact));
    }
    write_fields(
        tx,
        "UPDATE customers SET name = ?2, name_key = ?3, phone = ?4, phone_key = ?5, email = ?6,
         note = ?7, updated = ?8, lang = ?9, vat_number = ?10 WHERE id = ?1",
        id,
        s,
        made,
    )?;
    log(tx, id, made, &what)?;
    Ok(Outcome::Done(CustomerNote::Saved))
}

/// Drops the oldest changes past `MAX_HISTORY` in all customers'
/// histories together; how many.
pub fn prune_history(tx: &Tx<'_>) -> DbResult<usize> {
    if tx.count("SELECT COUNT(*) FROM customer_changes", &[])? <= MAX_HISTORY {
        return Ok(0);
    }
    tx.execute(
        "DELETE FROM customer_changes WHERE {seq} IN
         (SELECT {seq} FROM customer_changes
          ORDER BY at DESC, {seq} DESC LIMIT 2147483647 OFFSET ?1)",
        &[&(MAX_HISTORY as i64)],
    )
}

/// What an edit changes, as the history says it ("Changed name, phone");
/// `None` when it changes nothing (and nothing is saved or noted).
pub(super) fn changes(was: &CustomerFields, now: &CustomerFields) -> Option<String> {
    let changed: Vec<&str> = [
        (was.name != now.name, "name"),
        (was.phone != now.phone, "phone"),
        (was.email != now.email, "email"),
        (was.note != now.note, "note"),
        (was.lang != now.lang, "language"),
        (was.vat_number != now.vat_number, "VAT number"),
    ]
    .into_iter()
    .filter_map(|(c, what)| c.then_some(what))
    .collect();
    (!changed.is_empty()).then(|| format!("Changed {}", changed.join(", ")))
}

/// `%` and `_` taken literally in a LIKE pattern (escape `\`).
pub fn like_escaped(s: &str) -> String {
    s.chars()
        .flat_map(|c| match c {
            '%' | '_' | '\\' => vec!['\\', c],
            c => vec![c],
        })
        .collect()
}

/// Customers whose name or email has the typed text, or (text shaped like
/// a phone number, three digits or more) whose phone number has that
/// number in any common form (`ShopCountry::search_key`); by name. Empty
/// text: the latest changed.
pub fn find(tx: &Tx<'_>, typed: &str, country: ShopCountry) -> DbResult<Vec<CustomerHead>> {
    let typed = crate::model::customer::fold_spaces(typed);
    let limit = MAX_FOUND as i64;
    if typed.is_empty() {
        let sql = format!("{HEAD} ORDER BY updated DESC LIMIT ?1");
        return tx.query(&sql, &[&limit], head_row);
    }
    let (sql, key) = if crate::model::customer::looks_like_phone(&typed) {
        ("phone_key LIKE ?1 ESCAPE '\\'", country.search_key(&typed))
    } else {
        (
            "(name_key LIKE ?1 ESCAPE '\\' OR LOWER(email) LIKE ?1 ESCAPE '\\')",
            name_key(&typed),
        )
    };
    let pattern = format!("%{}%", like_escaped(&key));
    let sql = format!("{HEAD} WHERE {sql} ORDER BY name_key, id LIMIT ?2");
    tx.query(&sql, &[&pattern, &limit], head_row)
}

/// Every customer's phone key made again for `country` (a new
/// `SHOP_COUNTRY`, or keys from before they were international), once:
/// `customer_keys` says which country the keys are for. How many changed.
pub fn key_phones(tx: &Tx<'_>, country: ShopCountry) -> DbResult<usize> {
    let keyed: Option<String> = tx.query_opt(
        "SELECT country FROM customer_keys WHERE what = 'phone'",
        &[],
        |r| r.get(0),
    )?;
    if keyed.as_deref() == Some(country.code) {
        return Ok(0);
    }
    let phones = tx.query(
        "SELECT id, phone FROM customers WHERE phone IS NOT NULL",
        &[],
        |r| Ok((r.get::<String>(0)?, r.get::<String>(1)?)),
    )?;
    for (id, phone) in &phones {
        tx.execute(
            "UPDATE customers SET phone_key = ?2 WHERE id = ?1",
            &[id, &country.phone_key(phone)],
        )?;
    }
    tx.execute("DELETE FROM customer_keys WHERE what = 'phone'", &[])?;
    tx.execute(
        "INSERT INTO customer_keys(what, country) VALUES ('phone', ?1)",
        &[&country.code],
    )?;
    Ok(phones.len())
}

pub fn head(tx: &Tx<'_>, id: &str) -> DbResult<Option<CustomerHead>> {
    tx.query_opt(&format!("{HEAD} WHERE id = ?1"), &[&id], head_row)
}

pub fn bikes(tx: &Tx<'_>, id: &str) -> DbResult<Vec<CustomerBike>> {
    tx.query(
        "SELECT year_id, label FROM customer_bikes WHERE customer = ?1 ORDER BY added, year_id",
        &[&id],
        |r| {
            Ok(CustomerBike {
                year_id: r.get(0)?,
                label: r.get(1)?,
            })
        },
    )
}

pub fn add_bike(
    tx: &Tx<'_>,
    id: &str,
    bike: &CustomerBike,
    made: Made<'_>,
) -> DbResult<CustomerOutcome> {
    if head(tx, id)?.is_none() {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    }
    let have = bikes(tx, id)?;
    if have.iter().any(|b| b.year_id == bike.year_id) {
        return Ok(Outcome::Done(CustomerNote::BikeAdded));
    }
    if have.len() >= MAX_BIKES {
        return Ok(Outcome::Refused(CustomerNote::BikeMax));
    }
    tx.execute(
        "INSERT INTO customer_bikes(customer, year_id, label, added) VALUES (?1, ?2, ?3, ?4)",
        &[&id, &bike.year_id, &bike.label, &made.at],
    )?;
    touch(tx, id, made.at)?;
    log(tx, id, made, &format!("Added bike {}", bike.label))?;
    Ok(Outcome::Done(CustomerNote::BikeAdded))
}

pub fn remove_bike(
    tx: &Tx<'_>,
    id: &str,
    year_id: i64,
    made: Made<'_>,
) -> DbResult<CustomerOutcome> {
    let label: Option<String> = tx.query_opt(
        "DELETE FROM customer_bikes WHERE customer = ?1 AND year_id = ?2 RETURNING label",
        &[&id, &year_id],
        |r| r.get(0),
    )?;
    let Some(label) = label else {
        return Ok(Outcome::Refused(CustomerNote::NoSuchCustomer));
    };
    tx.execute(
        "UPDATE quote_customers SET bike = NULL WHERE customer = ?1 AND bike = ?2",
        &[&id, &year_id],
    )?;
    touch(tx, id, made.at)?;
    log(tx, id, made, &format!("Removed bike {label}"))?;
    Ok(Outcome::Done(CustomerNote::BikeRemoved))
}

fn touch(tx: &Tx<'_>, id: &str, at: &str) -> DbResult<()> {
    tx.execute(
        "UPDATE customers SET updated = ?2 WHERE id = ?1",
        &[&id, &at],
    )?;
    Ok(())
}
