//! Who may sign in now: the staff accounts as this portal holds them, read
//! from their table (`accounts::store`) and read again whenever it
//! changes (every half second at most, `spawn_refresh`; at once after a
//! change made here), so an account disabled on one portal stops on
//! every portal sharing the database within a second. Argon2 hashing and
//! checking; the users file's lines (`username:hash` or
//! `username:hash:role`: PHC strings from `hash-password`; the role is
//! `staff`, `manager` or `owner`, and a line without one is an owner, as
//! every account was before roles), which make the first owner and import
//! accounts: a name already in the table is left as the portal has it.
//! Checking a password costs the same whether the account exists or not,
//! so timing does not tell which usernames are real.

use std::{
    collections::HashMap,
    path::Path,
    sync::{Arc, RwLock},
    time::Duration,
};

use argon2::{
    password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString},
    Argon2,
};

use super::{
    accounts::store::{self, AccountRow, AllAccounts},
    db::AccessDb,
    error::AccessError,
};
use crate::model::role::Role;
use crate::platform::{clock::Clock, sql::DbError};

/// The accounts that may sign in now, by lower-cased username, read from
/// the accounts' table. Cheap to clone (one shared snapshot).
#[derive(Clone)]
pub struct Users {
    live: Arc<RwLock<Arc<Snapshot>>>,
    db: AccessDb,
    /// A hash of nothing anyone knows, checked when the username is unknown.
    decoy: Arc<str>,
    clock: Clock,
}

/// The table at one version: the accounts not disabled.
#[derive(Default)]
struct Snapshot {
    version: i64,
    by_name: HashMap<String, Account>,
}

#[derive(Clone)]
struct Account {
    name: Arc<str>,
    hash: Arc<str>,
    role: Role,
    credential: String,
    one_time_until: Option<i64>,
    second_factor: bool,
    /// Signs in through single sign-on (its provider asks for factors).
    single_sign_on: bool,
}

impl Snapshot {
    fn of(all: AllAccounts) -> Snapshot {
        let by_name = all
            .rows
            .into_iter()
            .filter(|r| !r.disabled)
            .map(|r| {
                let account = Account {
                    credential: credential(&r.hash, r.epoch),
                    name: r.name.as_str().into(),
                    hash: r.hash.as_str().into(),
                    role: r.role,
                    one_time_until: r.one_time_until,
                    second_factor: r.totp_secret.is_some(),
                    single_sign_on: r.sso_subject.is_some(),
                };
                (r.key(), account)
            })
            .collect();
        Snapshot {
            version: all.version,
            by_name,
        }
    }
}

/// A short fingerprint of an account's password hash and session epoch:
/// a session keeps it, so it lasts only while the account has the same
/// password and no one signed it out everywhere (epoch 0 is the hash's
/// alone, as before epochs, so no one is signed out by an upgrade).
fn credential(hash: &str, epoch: i64) -> String {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    h.update(hash.as_bytes());
    if epoch != 0 {
        h.update(format!(":{epoch}").as_bytes());
    }
    hex::encode(&h.finalize()[..8])
}

impl std::fmt::Debug for Users {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Users({} accounts)", self.len())
    }
}

/// The longest username accepted (in the file and at the sign-in form).
pub const MAX_USERNAME: usize = 64;
/// The longest password checked (argon2 takes any length; a huge one is an attack).
pub const MAX_PASSWORD: usize = 1024;

/// Whether a username is well formed: letters, digits and `._@-`.
pub fn valid_username(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= MAX_USERNAME
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '@' | '-'))
}

/// An argon2id hash of a password, as a PHC string.
pub fn hash_password(password: &str) -> Result<String, String> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| format!("cannot hash the password: {e}"))
}

fn verify(password: &str, phc: &str) -> bool {
    PasswordHash::new(phc)
        .map(|parsed| {
            Argon2::default()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        })
        .unwrap_or(false)
}

/// A UTC stamp ("YYYY-MM-DD HH:MM:SS") of seconds since 1970.
pub fn stamp_at(secs: i64) -> String {
    chrono::DateTime::from_timestamp(secs, 0)
        .unwrap_or_default()
        .format("%Y-%m-%d %H:%M:%S")
        .to_string()
}

/// The accounts a users file names, as read and checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileAccounts(Vec<FileAccount>);

#[derive(Debug, Clone, PartialEq, Eq)]
struct FileAccount {
    name: String,
    hash: String,
    role: Role,
}

impl FileAccounts {
    /// Reads and checks the users file.
    pub fn load(path: &Path) -> Result<FileAccounts, AccessError> {
        let shown = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| AccessError::UsersFile {
            path: shown.clone(),
            reason: e.to_string(),
        })?;
        FileAccounts::parse(&text).map_err(|e| match e {
            ParseError::Line(line, reason) => AccessError::UsersLine {
                path: shown.clone(),
                line,
                reason,
            },
            ParseError::Empty => AccessError::NoUsers(shown.clone()),
        })
    }

    /// Reads `username:hash[:role]` lines.
    pub fn parse(text: &str) -> Result<FileAccounts, ParseError> {
        let mut seen = std::collections::HashSet::new();
        let mut out = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let account = parse_line(line).map_err(|why| ParseError::Line(i + 1, why.into()))?;
            if !seen.insert(account.name.to_lowercase()) {
                return Err(ParseError::Line(
                    i + 1,
                    "this username appears twice".into(),
                ));
            }
            out.push(account);
        }
        if out.is_empty() {
            return Err(ParseError::Empty);
        }
        Ok(FileAccounts(out))
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The file's accounts that are not in the table yet, as new rows.
    pub fn missing_from(&self, table: &AllAccounts, now: &str) -> Vec<AccountRow> {
        let have: std::collections::HashSet<_> = table.rows.iter().map(|r| r.key()).collect();
        self.0
            .iter()
            .filter(|a| !have.contains(&a.name.to_lowercase()))
            .map(|a| AccountRow::new(&a.name, a.hash.clone(), a.role, now, None))
            .collect()
    }
}

impl Users {
    /// The accounts of a users file's text, in a table in memory (tests,
    /// benchmarks): everything a portal does with its accounts works.
    pub fn parse(text: &str) -> Result<Users, ParseError> {
        let file = FileAccounts::parse(text)?;
        let clock = Clock::system();
        let now = stamp_at(clock.unix_secs());
        let (db, all) = AccessDb::in_memory_with(move |tx| {
            for row in file.missing_from(&AllAccounts::default(), &now) {
                store::put(tx, &row)?;
            }
            store::all(tx)
        })
        .map_err(|e| ParseError::Line(0, e.to_string()))?;
        Users::of(db, all, clock).map_err(|e| ParseError::Line(0, e))
    }

    /// The accounts of `db`, after adding the users file's new ones; `None`
    /// when there are none at all (the portal runs open).
    pub async fn open(
        db: AccessDb,
        file: Option<FileAccounts>,
        clock: Clock,
    ) -> Result<Option<Users>, String> {
        Users::open_for(db, file, clock, false).await
    }

    /// As `open`; with `always` (single sign-on makes accounts as people
    /// sign in) sign-in is on even before the first account.
    pub async fn open_for(
        db: AccessDb,
        file: Option<FileAccounts>,
        clock: Clock,
        always: bool,
    ) -> Result<Option<Users>, String> {
        let now = stamp_at(clock.unix_secs());
        let imported = db
            .change_accounts(move |all| {
                let rows = file.map(|f| f.missing_from(all, &now)).unwrap_or_default();
                let names: Vec<String> = rows.iter().map(|r| r.name.clone()).collect();
                Ok((rows, names))
            })
            .await
            .map_err(|e| format!("staff accounts: {e}"))?;
        if !imported.is_empty() {
            tracing::info!(
                accounts = imported.len(),
                "staff accounts: added from the users file"
            );
        }
        let all = db
            .accounts()
            .await
            .map_err(|e| format!("staff accounts: {e}"))?;
        if all.rows.is_empty() && !always {
            return Ok(None);
        }
        Users::of(db, all, clock).map(Some)
    }

    fn of(db: AccessDb, all: AllAccounts, clock: Clock) -> Result<Users, String> {
        let decoy = hash_password("no account has this password")?.into();
        Ok(Users {
            live: Arc::new(RwLock::new(Arc::new(Snapshot::of(all)))),
            db,
            decoy,
            clock,
        })
    }

    fn now(&self) -> Arc<Snapshot> {
        self.live.read().unwrap_or_else(|p| p.into_inner()).clone()
    }

    fn account(&self, name: &str) -> Option<Account> {
        self.now().by_name.get(&name.trim().to_lowercase()).cloned()
    }

    /// Where the accounts are kept.
    pub fn db(&self) -> &AccessDb {
        &self.db
    }

    /// What "now" is for one-time passwords.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Reads the table again if it changed since it was last read (one
    /// small statement when it did not).
    pub async fn refresh(&self) -> Result<(), DbError> {
        let version = self.db.accounts_version().await?;
        if version == self.now().version {
            return Ok(());
        }
        let all = self.db.accounts().await?;
        let mut live = self.live.write().unwrap_or_else(|p| p.into_inner());
        // A slower read never replaces a newer one.
        if all.version >= live.version {
            *live = Arc::new(Snapshot::of(all));
        }
        Ok(())
    }

    /// Reads the table again whenever it changes, every `every`, for as
    /// long as the portal runs.
    pub fn spawn_refresh(&self, every: Duration) {
        let users = self.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            let mut failing = false;
            loop {
                tick.tick().await;
                match users.refresh().await {
                    Ok(()) if failing => {
                        failing = false;
                        tracing::info!("staff accounts: read again");
                    }
                    Ok(()) => {}
                    Err(e) if !failing => {
                        failing = true;
                        tracing::warn!(error = %e, "staff accounts: cannot be read just now; the last read stands");
                    }
                    Err(_) => {}
                }
            }
        });
    }

    /// Accounts that may sign in.
    pub fn len(&self) -> usize {
        self.now().by_name.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A short fingerprint of an account's password and session epoch: a
    /// session keeps it, so a session lasts only while the account may
    /// sign in with the same password and was not signed out everywhere.
    /// `None`: no such account, or it is disabled.
    pub fn credential(&self, name: &str) -> Option<String> {
        self.account(name).map(|a| a.credential)
    }

    /// An account's role; `None`: no such account, or it is disabled.
    pub fn role_of(&self, name: &str) -> Option<Role> {
        self.account(name).map(|a| a.role)
    }

    /// True when the account signed in with a one-time password and must
    /// choose its own before anything else.
    pub fn must_change(&self, name: &str) -> bool {
        self.account(name)
            .is_some_and(|a| a.one_time_until.is_some())
    }

    /// True when the account signs in through single sign-on.
    pub fn is_single_sign_on(&self, name: &str) -> bool {
        self.account(name).is_some_and(|a| a.single_sign_on)
    }

    /// True when the account signs in with a second factor.
    pub fn has_second_factor(&self, name: &str) -> bool {
        self.account(name).is_some_and(|a| a.second_factor)
    }

    /// True when the account's role needs a second factor (`from` and
    /// above) and it has none yet: it sets one up before anything else
    /// (not one of single sign-on: its provider asks for its factors).
    pub fn must_set_up_second_factor(&self, name: &str, from: Role) -> bool {
        self.account(name)
            .is_some_and(|a| !a.second_factor && !a.single_sign_on && a.role.has(from))
    }

    /// Checks a username and password; the account's own spelling of the
    /// name when they match (and a one-time password has not run out).
    /// Slow on purpose (argon2): call off the runtime.
    pub fn check(&self, username: &str, password: &str) -> Option<Arc<str>> {
        if password.len() > MAX_PASSWORD {
            return None;
        }
        match self.account(username) {
            Some(acc) => {
                let right = verify(password, &acc.hash);
                let in_time = acc
                    .one_time_until
                    .is_none_or(|until| self.clock.unix_secs() < until);
                (right && in_time).then(|| acc.name.clone())
            }
            None => {
                // Same work as a real account, so the answer time tells nothing.
                let _ = verify(password, &self.decoy);
                None
            }
        }
    }

    /// Notes a sign-in's time on the account (shown on the staff page).
    pub async fn note_sign_in(&self, name: &str) {
        let at = stamp_at(self.clock.unix_secs());
        if let Err(e) = self.db.note_sign_in(name, at).await {
            tracing::warn!(error = %e, "staff accounts: a sign-in's time was not kept");
        }
    }
}

/// One `username:hash[:role]` line (an argon2 PHC string holds no `:`).
fn parse_line(line: &str) -> Result<FileAccount, &'static str> {
    let mut fields = line.split(':').map(str::trim);
    let (Some(name), Some(hash)) = (fields.next(), fields.next()) else {
        return Err("expected `username:hash` or `username:hash:role`");
    };
    let role = match fields.next() {
        None => Role::Owner,
        Some(r) => Role::parse(r).ok_or("the role is not one of staff, manager or owner")?,
    };
    if fields.next().is_some() {
        return Err("expected `username:hash` or `username:hash:role`");
    }
    if !valid_username(name) {
        return Err("a username is 1 to 64 letters, digits or . _ @ - characters");
    }
    if PasswordHash::new(hash).is_err() {
        return Err("the hash is not an argon2 hash (make one with `dealer-desk hash-password`)");
    }
    Ok(FileAccount {
        name: name.into(),
        hash: hash.into(),
        role,
    })
}

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    Line(usize, String),
    Empty,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_check_and_names_ignore_case() {
        let hash = hash_password("correct horse").unwrap();
        assert!(hash.starts_with("$argon2id$"));
        let users = Users::parse(&format!("# staff\n\nAnna:{hash}\n")).unwrap();
        assert_eq!(users.len(), 1);
        assert_eq!(
            users.check("anna", "correct horse").as_deref(),
            Some("Anna")
        );
        assert_eq!(users.check("Anna", "wrong"), None);
        assert_eq!(users.check("bob", "correct horse"), None);
    }

    #[test]
    fn bad_lines_are_reported_with_their_number() {
        let hash = hash_password("x").unwrap();
        assert_eq!(
            Users::parse("nocolon").unwrap_err(),
            ParseError::Line(1, "expected `username:hash` or `username:hash:role`".into())
        );
        assert!(matches!(
            Users::parse(&format!("a:{hash}:admin")),
            Err(ParseError::Line(1, _))
        ));
        assert!(matches!(
            Users::parse(&format!("a:{hash}:staff:x")),
            Err(ParseError::Line(1, _))
        ));
        assert!(matches!(
            Users::parse(&format!("a:{hash}\nb:plain-text")),
            Err(ParseError::Line(2, _))
        ));
        assert!(matches!(
            Users::parse(&format!("a:{hash}\nA:{hash}")),
            Err(ParseError::Line(2, _))
        ));
        assert!(matches!(
            Users::parse(&format!("bad name:{hash}")),
            Err(ParseError::Line(1, _))
        ));
        assert_eq!(Users::parse("# none\n").unwrap_err(), ParseError::Empty);
    }

    #[test]
    fn a_line_may_name_its_role_and_one_without_is_an_owner() {
        let hash = hash_password("x").unwrap();
        let users = Users::parse(&format!(
            "anna:{hash}:staff\nben:{hash}: Manager \nCleo:{hash}\ndan:{hash}:owner"
        ))
        .unwrap();
        assert_eq!(users.role_of("ANNA"), Some(Role::Staff));
        assert_eq!(users.role_of("ben"), Some(Role::Manager));
        assert_eq!(users.role_of("cleo"), Some(Role::Owner));
        assert_eq!(users.role_of("dan"), Some(Role::Owner));
        assert_eq!(users.role_of("eve"), None);
        assert_eq!(users.check("ben", "x").as_deref(), Some("ben"));
    }
}
