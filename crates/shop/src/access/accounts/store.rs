//! The staff accounts' table, `staff_accounts` in the access file (or the
//! shared database): one row per account, never deleted (an account that
//! leaves is disabled, so the audit log's names keep meaning someone).
//! Every change raises the table's `version` (the highest of the rows'),
//! under a lock on Postgres, so a portal that reads the highest version
//! now and then knows at once whether anything changed. Passwords are
//! kept as argon2id PHC strings only, recovery codes as SHA-256 digests;
//! a two-factor secret is kept as the app has it (it must be read to
//! check a code), and is never shown again once set up.

use crate::model::role::Role;
use crate::platform::sql::{DbResult, Row, Tx};

/// The table in the access file (SQLite).
pub const SQLITE_TABLE: &str = "
CREATE TABLE IF NOT EXISTS staff_accounts (
    name_key TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    hash TEXT NOT NULL,
    role TEXT NOT NULL,
    disabled INTEGER NOT NULL DEFAULT 0,
    one_time_until INTEGER,
    epoch INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL,
    created TEXT NOT NULL,
    changed TEXT NOT NULL,
    changed_by TEXT,
    last_sign_in TEXT,
    totp_secret TEXT,
    totp_step INTEGER NOT NULL DEFAULT 0,
    recovery TEXT,
    sso_subject TEXT
);
CREATE INDEX IF NOT EXISTS staff_accounts_version ON staff_accounts(version);
";

/// One account as the table keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountRow {
    /// The name as the account spells it (the key is its lower case).
    pub name: String,
    /// Its password's argon2id PHC string.
    pub hash: String,
    pub role: Role,
    pub disabled: bool,
    /// Seconds since 1970 until which its password is a one-time one,
    /// to be replaced at its first sign-in; `None`: its own.
    pub one_time_until: Option<i64>,
    /// Raised to end every session the account has (`Users::credential`).
    pub epoch: i64,
    /// When it was made and last changed (UTC stamps), and by whom.
    pub created: String,
    pub changed: String,
    pub changed_by: Option<String>,
    pub last_sign_in: Option<String>,
    /// Its two-factor secret (base32), once set up.
    pub totp_secret: Option<String>,
    /// The last time step whose code was used (none twice).
    pub totp_step: i64,
    /// Its unused recovery codes' SHA-256 digests.
    pub recovery: Vec<String>,
    /// The single sign-on provider's id for its person, when it signs in
    /// there (then it has no password here).
    pub sso_subject: Option<String>,
}

impl AccountRow {
    /// A new account: `name` with this password hash and role, made at
    /// `now` (a UTC stamp) by `by`; enabled, no second factor.
    pub fn new(name: &str, hash: String, role: Role, now: &str, by: Option<String>) -> AccountRow {
        AccountRow {
            name: name.to_string(),
            hash,
            role,
            disabled: false,
            one_time_until: None,
            epoch: 0,
            created: now.to_string(),
            changed: now.to_string(),
            changed_by: by,
            last_sign_in: None,
            totp_secret: None,
            totp_step: 0,
            recovery: Vec::new(),
            sso_subject: None,
        }
    }

    pub fn key(&self) -> String {
        self.name.to_lowercase()
    }
}

const COLUMNS: &str = "name, hash, role, disabled, one_time_until, epoch, created, changed, \
                       changed_by, last_sign_in, totp_secret, totp_step, recovery, sso_subject";

fn read_row(r: &Row<'_, '_>) -> DbResult<AccountRow> {
    let role: String = r.get(2)?;
    Ok(AccountRow {
        name: r.get(0)?,
        hash: r.get(1)?,
        // A role a newer release wrote reads as the least one.
        role: Role::parse(&role).unwrap_or(Role::Staff),
        disabled: r.get::<i64>(3)? != 0,
        one_time_until: r.get(4)?,
        epoch: r.get(5)?,
        created: r.get(6)?,
        changed: r.get(7)?,
        changed_by: r.get(8)?,
        last_sign_in: r.get(9)?,
        totp_secret: r.get(10)?,
        totp_step: r.get(11)?,
        recovery: r
            .get::<Option<String>>(12)?
            .map(|t| {
                t.split(',')
                    .filter(|d| !d.is_empty())
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default(),
        sso_subject: r.get(13)?,
    })
}

/// Every account, and the table's version, read in one statement each.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AllAccounts {
    pub version: i64,
    pub rows: Vec<AccountRow>,
}

/// The table's version: the highest row's (0: no accounts).
pub fn version(tx: &Tx<'_>) -> DbResult<i64> {
    tx.query_one(
        "SELECT COALESCE(MAX(version), 0) FROM staff_accounts",
        &[],
        |r| r.get(0),
    )
}

/// Every account with the version they are at.
pub fn all(tx: &Tx<'_>) -> DbResult<AllAccounts> {
    let version = version(tx)?;
    let sql = format!("SELECT {COLUMNS} FROM staff_accounts ORDER BY name_key");
    let rows = tx.query(&sql, &[], read_row)?;
    Ok(AllAccounts { version, rows })
}

/// Writes `row` (a new account, or a changed one) at the next version.
pub fn put(tx: &Tx<'_>, row: &AccountRow) -> DbResult<()> {
    let next = version(tx)? + 1;
    let disabled = i64::from(row.disabled);
    let recovery = (!row.recovery.is_empty()).then(|| row.recovery.join(","));
    tx.execute(
        "INSERT INTO staff_accounts(name_key, name, hash, role, disabled, one_time_until, epoch,
             version, created, changed, changed_by, last_sign_in, totp_secret, totp_step,
             recovery, sso_subject)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
         ON CONFLICT (name_key) DO UPDATE SET name = excluded.name, hash = excluded.hash,
             role = excluded.role, disabled = excluded.disabled,
             one_time_until = excluded.one_time_until, epoch = excluded.epoch,
             version = excluded.version, changed = excluded.changed,
             changed_by = excluded.changed_by, totp_secret = excluded.totp_secret,
             totp_step = excluded.totp_step, recovery = excluded.recovery,
             sso_subject = excluded.sso_subject",
        &[
            &row.key(),
            &row.name,
            &row.hash,
            &row.role.as_str(),
            &disabled,
            &row.one_time_until,
            &row.epoch,
            &next,
            &row.created,
            &row.changed,
            &row.changed_by,
            &row.last_sign_in,
            &row.totp_secret,
            &row.totp_step,
            &recovery,
            &row.sso_subject,
        ],
    )?;
    Ok(())
}

/// Notes a sign-in (not a change: the version stays).
pub fn note_sign_in(tx: &Tx<'_>, key: &str, at: &str) -> DbResult<()> {
    tx.execute(
        "UPDATE staff_accounts SET last_sign_in = ?2 WHERE name_key = ?1",
        &[&key, &at],
    )?;
    Ok(())
}
