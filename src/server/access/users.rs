//! Staff accounts: the users file, argon2 hashing and checking.
//!
//! The file holds `username:hash` or `username:hash:role` lines (PHC
//! strings from `hash-password`; the role is `staff`, `manager` or `owner`,
//! and a line without one is an owner, as every account was before roles);
//! blank lines and `#` comments are skipped. Checking a password costs the
//! same whether the account exists or not, so timing does not tell which
//! usernames are real.

use std::{collections::HashMap, path::Path, sync::Arc};

use argon2::{
    password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString},
    Argon2,
};

use super::error::AccessError;
use crate::model::role::Role;

/// The accounts, by lower-cased username.
#[derive(Clone)]
pub struct Users {
    by_name: Arc<HashMap<String, Account>>,
    /// A hash of nothing anyone knows, checked when the username is unknown.
    decoy: Arc<str>,
}

#[derive(Clone)]
struct Account {
    name: Arc<str>,
    hash: Arc<str>,
    role: Role,
}

impl std::fmt::Debug for Users {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Users({} accounts)", self.by_name.len())
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

impl Users {
    /// Reads and checks the users file.
    pub fn load(path: &Path) -> Result<Users, AccessError> {
        let shown = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| AccessError::UsersFile {
            path: shown.clone(),
            reason: e.to_string(),
        })?;
        Users::parse(&text).map_err(|e| match e {
            ParseError::Line(line, reason) => AccessError::UsersLine {
                path: shown.clone(),
                line,
                reason,
            },
            ParseError::Empty => AccessError::NoUsers(shown.clone()),
        })
    }

    /// Reads `username:hash[:role]` lines.
    pub fn parse(text: &str) -> Result<Users, ParseError> {
        let mut by_name = HashMap::new();
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let account = parse_line(line).map_err(|why| ParseError::Line(i + 1, why.into()))?;
            if by_name
                .insert(account.name.to_lowercase(), account)
                .is_some()
            {
                return Err(ParseError::Line(
                    i + 1,
                    "this username appears twice".into(),
                ));
            }
        }
        if by_name.is_empty() {
            return Err(ParseError::Empty);
        }
        let decoy = hash_password("no account has this password")
            .map_err(|e| ParseError::Line(0, e))?
            .into();
        Ok(Users {
            by_name: Arc::new(by_name),
            decoy,
        })
    }

    pub fn len(&self) -> usize {
        self.by_name.len()
    }

    pub fn is_empty(&self) -> bool {
        self.by_name.is_empty()
    }

    /// A short fingerprint of an account's password hash: a session keeps
    /// it, so a session outlives a restart only while the account is still
    /// in the file with the same password. `None`: no such account.
    pub fn credential(&self, name: &str) -> Option<String> {
        use sha2::{Digest, Sha256};
        let acc = self.by_name.get(&name.trim().to_lowercase())?;
        Some(hex::encode(&Sha256::digest(acc.hash.as_bytes())[..8]))
    }

    /// An account's role; `None`: no such account.
    pub fn role_of(&self, name: &str) -> Option<Role> {
        self.by_name
            .get(&name.trim().to_lowercase())
            .map(|a| a.role)
    }

    /// Checks a username and password; the account's own spelling of the
    /// name when they match. Slow on purpose (argon2): call off the runtime.
    pub fn check(&self, username: &str, password: &str) -> Option<Arc<str>> {
        if password.len() > MAX_PASSWORD {
            return None;
        }
        match self.by_name.get(&username.trim().to_lowercase()) {
            Some(acc) => verify(password, &acc.hash).then(|| acc.name.clone()),
            None => {
                // Same work as a real account, so the answer time tells nothing.
                let _ = verify(password, &self.decoy);
                None
            }
        }
    }
}

/// One `username:hash[:role]` line (an argon2 PHC string holds no `:`).
fn parse_line(line: &str) -> Result<Account, &'static str> {
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
    Ok(Account {
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
