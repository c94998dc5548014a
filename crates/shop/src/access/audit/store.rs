//! The audit log's rules, once for both engines (`platform::sql`): entries
//! are only ever added (`append`) and, past the shop's keeping time, cut
//! from the oldest end (`prune`); nothing updates one. Each entry keeps
//! the hash of the one before and its own (`chain`), so `verify` finds a
//! changed entry (its hash no longer matches), a removed one (a place
//! missing, or the next entry's link broken), and a cut that was not the
//! portal's own (the oldest entry's link must be the one the last prune
//! recorded). What it cannot see alone is the newest entries removed
//! with nothing after them: `verify` prints the last place and hash, for
//! an owner to note down elsewhere.

use crate::{
    model::audit::{Action, AuditEntry, CheckedFilter},
    platform::sql::{DbResult, Param, Row, Tx},
};

use super::chain::{entry_hash, GENESIS};

/// The SQLite table (Postgres has its own DDL in `postgres::stores`).
pub const SQLITE_TABLE: &str = "
CREATE TABLE IF NOT EXISTS audit_log (
    seq INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    who TEXT,
    address TEXT,
    action TEXT NOT NULL,
    record TEXT,
    detail TEXT,
    prev TEXT NOT NULL,
    hash TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_at ON audit_log(at);
CREATE INDEX IF NOT EXISTS audit_who ON audit_log(who, seq);
CREATE INDEX IF NOT EXISTS audit_action ON audit_log(action, seq);
";

/// An entry to add: everything but its place and hashes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEntry {
    pub at: String,
    pub who: Option<String>,
    pub address: Option<String>,
    pub action: Action,
    pub record: Option<String>,
    pub detail: Option<String>,
}

/// The newest entry's place and hash (none: an empty log).
fn last(tx: &Tx<'_>) -> DbResult<Option<(i64, String)>> {
    tx.query_opt(
        "SELECT seq, hash FROM audit_log ORDER BY seq DESC LIMIT 1",
        &[],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
}

/// Adds entries after the newest, each linked to the one before (the
/// caller holds the log's lock, so two portals never take one place).
pub fn append(tx: &Tx<'_>, entries: &[NewEntry]) -> DbResult<()> {
    let (mut seq, mut prev) = last(tx)?.unwrap_or((0, GENESIS.to_string()));
    for e in entries {
        seq += 1;
        let entry = AuditEntry {
            seq,
            at: e.at.clone(),
            who: e.who.clone(),
            address: e.address.clone(),
            action: e.action.code().to_string(),
            record: e.record.clone(),
            detail: e.detail.clone(),
        };
        let hash = entry_hash(&prev, &entry);
        tx.execute(
            "INSERT INTO audit_log(seq, at, who, address, action, record, detail, prev, hash)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            &[
                &seq,
                &entry.at,
                &entry.who,
                &entry.address,
                &entry.action,
                &entry.record,
                &entry.detail,
                &prev,
                &hash,
            ],
        )?;
        prev = hash;
    }
    Ok(())
}

const COLUMNS: &str = "seq, at, who, address, action, record, detail";

fn entry_row(r: &Row<'_, '_>) -> DbResult<AuditEntry> {
    Ok(AuditEntry {
        seq: r.get(0)?,
        at: r.get(1)?,
        who: r.get(2)?,
        address: r.get(3)?,
        action: r.get(4)?,
        record: r.get(5)?,
        detail: r.get(6)?,
    })
}

/// Entries matching the filter, newest first, at most `limit`.
pub fn find(tx: &Tx<'_>, f: &CheckedFilter, limit: usize) -> DbResult<Vec<AuditEntry>> {
    let action = f.action.map(|a| a.code().to_string());
    let record = f.record.as_ref().map(|r| format!("%{}%", like_text(r)));
    let limit = i64::try_from(limit).unwrap_or(i64::MAX);
    let wanted: [(&str, Option<&dyn Param>); 6] = [
        ("who = ?", f.who.as_ref().map(|v| v as &dyn Param)),
        ("action = ?", action.as_ref().map(|v| v as &dyn Param)),
        ("at >= ?", f.from.as_ref().map(|v| v as &dyn Param)),
        ("at < ?", f.end.as_ref().map(|v| v as &dyn Param)),
        (
            "record LIKE ? ESCAPE '\\'",
            record.as_ref().map(|v| v as &dyn Param),
        ),
        ("seq < ?", f.before.as_ref().map(|v| v as &dyn Param)),
    ];
    let mut sql = format!("SELECT {COLUMNS} FROM audit_log WHERE 1 = 1");
    let mut params: Vec<&dyn Param> = Vec::new();
    for (clause, value) in wanted {
        if let Some(v) = value {
            params.push(v);
            sql.push_str(" AND ");
            sql.push_str(&clause.replace('?', &format!("?{}", params.len())));
        }
    }
    params.push(&limit);
    sql.push_str(&format!(" ORDER BY seq DESC LIMIT ?{}", params.len()));
    tx.query(&sql, &params, entry_row)
}

/// Text for a `LIKE` pattern, its wildcards taken literally.
fn like_text(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

/// What a walk of the whole log found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Verified {
    pub entries: u64,
    /// The oldest place kept (past ones were cut by the keeping time).
    pub first: Option<i64>,
    /// The newest place and its hash.
    pub last: Option<(i64, String)>,
    /// The first entry that does not hold, and why.
    pub bad: Option<BadEntry>,
}

/// An entry that does not hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadEntry {
    pub seq: i64,
    pub why: &'static str,
}

/// Entries read at once while walking the log.
const WALK: i64 = 5_000;

/// Walks the whole log, oldest first, checking every link and hash.
pub fn verify(tx: &Tx<'_>) -> DbResult<Verified> {
    let mut v = Verified::default();
    let mut prev: Option<(i64, String)> = None;
    let mut after = i64::MIN;
    loop {
        let rows = tx.query(
            &format!(
                "SELECT {COLUMNS}, prev, hash FROM audit_log WHERE seq > ?1 ORDER BY seq LIMIT ?2"
            ),
            &[&after, &WALK],
            |r| Ok((entry_row(r)?, r.get::<String>(7)?, r.get::<String>(8)?)),
        )?;
        let Some((last_row, _, _)) = rows.last() else {
            break;
        };
        after = last_row.seq;
        for (entry, link, hash) in rows {
            if v.first.is_none() {
                v.first = Some(entry.seq);
                if let Some(why) = first_link(tx, &entry, &link)? {
                    v.bad = Some(BadEntry {
                        seq: entry.seq,
                        why,
                    });
                    return Ok(v);
                }
            }
            if let Some((seq, h)) = &prev {
                let why = if entry.seq != seq + 1 {
                    Some("the entry before it is missing")
                } else if &link != h {
                    Some("its link to the entry before does not match")
                } else {
                    None
                };
                if let Some(why) = why {
                    v.bad = Some(BadEntry {
                        seq: entry.seq,
                        why,
                    });
                    return Ok(v);
                }
            }
            if entry_hash(&link, &entry) != hash {
                v.bad = Some(BadEntry {
                    seq: entry.seq,
                    why: "it was changed after it was written",
                });
                return Ok(v);
            }
            v.entries += 1;
            prev = Some((entry.seq, hash));
        }
    }
    v.last = prev;
    Ok(v)
}

/// Why the oldest entry kept does not hold, if it does not: the first
/// ever links to the start; a later one to the entry the last prune
/// recorded removing.
fn first_link(tx: &Tx<'_>, first: &AuditEntry, link: &str) -> DbResult<Option<&'static str>> {
    if first.seq == 1 {
        return Ok((link != GENESIS).then_some("the first entry does not start the log"));
    }
    let pruned = tx.query_opt(
        "SELECT record, detail FROM audit_log WHERE action = ?1 ORDER BY seq DESC LIMIT 1",
        &[&Action::Pruned.code()],
        |r| Ok((r.get::<Option<String>>(0)?, r.get::<Option<String>>(1)?)),
    )?;
    let expected = (Some((first.seq - 1).to_string()), Some(link.to_string()));
    Ok(match pruned {
        Some(p) if p == expected => None,
        _ => Some("entries before it were removed, and not by the keeping time"),
    })
}

/// Removes the entries older than `before` (a UTC stamp) from the oldest
/// end, and records the cut in the log: the last place removed and its
/// hash. Nothing removed: nothing recorded. The caller holds the lock.
pub fn prune(tx: &Tx<'_>, before: &str, at: &str) -> DbResult<u64> {
    let cut = tx.query_opt(
        "SELECT seq, hash FROM audit_log WHERE seq <= (SELECT MAX(seq) FROM audit_log WHERE at < ?1)
         ORDER BY seq DESC LIMIT 1",
        &[&before],
        |r| Ok((r.get::<i64>(0)?, r.get::<String>(1)?)),
    )?;
    let Some((seq, hash)) = cut else {
        return Ok(0);
    };
    // Never the newest entry: the chain goes on from it.
    let newest = last(tx)?.map_or(0, |(s, _)| s);
    if seq >= newest {
        return Ok(0);
    }
    let removed = tx.execute("DELETE FROM audit_log WHERE seq <= ?1", &[&seq])?;
    append(
        tx,
        &[NewEntry {
            at: at.to_string(),
            who: None,
            address: None,
            action: Action::Pruned,
            record: Some(seq.to_string()),
            detail: Some(hash),
        }],
    )?;
    Ok(removed as u64)
}
