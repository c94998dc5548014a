//! Named, read-only feed tokens for scheduled pulls of the exports.
//!
//! A token's secret is shown once, when it is made; only its SHA-256 is
//! kept, in the access file (`access.sqlite3`, beside the quote lists), or
//! in Postgres when `DATABASE_URL` is set, so a token made on one portal
//! opens the exports on every portal (`AccessDb`; the same statements on
//! both). Making a token counts and checks its name under the tokens'
//! lock; revoking one is one statement, and says so when it could not be
//! saved (a revoke that did not happen is never reported as done); a pull
//! counts itself in one small statement (`UPDATE ... RETURNING`), so two
//! pulls at once, through any portals, both count. A token opens the export
//! addresses and nothing else: the access checks decides that, this module only
//! says whose a secret is. A `feed-tokens.json` of an earlier version is
//! moved into the file once, at start.

use std::path::Path;

use rand::RngCore;
use serde::Deserialize;
use sha2::{Digest, Sha256};

use super::db::{AccessDb, StoreError};
use crate::{
    model::exports::FeedToken,
    platform::sql::{DbError, Lock},
};

/// What every secret starts with, so a leaked one is recognisable.
pub const SECRET_PREFIX: &str = "ddf_";
/// Longest token name.
pub const MAX_NAME: usize = 60;
/// Most tokens at once.
pub const MAX_TOKENS: usize = 100;
/// Longest secret looked up (a real one is 52 characters).
const MAX_SECRET: usize = 200;

/// Why a token could not be made or revoked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    #[error(
        "Give the token a name (up to {MAX_NAME} characters), e.g. the shop that pulls with it."
    )]
    BadName,
    #[error("A token with this name exists already: revoke it first, or choose another name.")]
    Taken,
    #[error("There are {MAX_TOKENS} tokens already: revoke one first.")]
    TooMany,
    #[error("The token could not be saved, so it was not made. Try again in a moment.")]
    Save,
    #[error(
        "The token could not be revoked: the change could not be saved, so the token still works. Try again in a moment."
    )]
    RevokeUnsaved,
}

impl TokenError {
    /// What the exports page says of a token not made.
    pub fn problem(&self) -> crate::model::exports::TokenProblem {
        use crate::model::exports::TokenProblem;
        match self {
            TokenError::BadName => TokenProblem::BadName { max: MAX_NAME },
            TokenError::Taken => TokenProblem::Taken,
            TokenError::TooMany => TokenProblem::TooMany { max: MAX_TOKENS },
            TokenError::Save | TokenError::RevokeUnsaved => TokenProblem::Unsaved,
        }
    }
}

/// The feed tokens; cheap to clone (one shared file or pool).
#[derive(Clone, Debug)]
pub struct FeedTokens {
    db: AccessDb,
}

fn hash(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}

fn random_hex(bytes: usize) -> String {
    let mut b = vec![0u8; bytes];
    rand::rngs::OsRng.fill_bytes(&mut b);
    hex::encode(b)
}

fn now_iso() -> String {
    chrono::Utc::now()
        .format("%Y-%m-%dT%H:%M:%S+00:00")
        .to_string()
}

fn unsaved(what: &str, e: DbError) -> TokenError {
    tracing::error!(error = %e, "feed tokens: {what} could not be saved");
    match what {
        "a revocation" => TokenError::RevokeUnsaved,
        _ => TokenError::Save,
    }
}

/// A token in an earlier version's `feed-tokens.json`.
#[derive(Deserialize)]
struct JsonToken {
    id: String,
    name: String,
    hash: String,
    created: String,
    last_used: Option<String>,
    pulls: u64,
}

#[derive(Deserialize)]
struct JsonFile {
    tokens: Vec<JsonToken>,
}

impl FeedTokens {
    /// Tokens in memory only (tests, and a portal with no data folder).
    pub fn in_memory() -> FeedTokens {
        FeedTokens::new(AccessDb::in_memory())
    }

    /// The tokens in the access file or the shared database.
    pub fn new(db: AccessDb) -> FeedTokens {
        FeedTokens { db }
    }

    /// Whether the access store (tokens and sessions) takes changes now.
    pub fn write_health(&self) -> &crate::platform::sql::WriteHealth {
        self.db.db().write_health()
    }

    /// Moves the tokens of an earlier version's JSON file into the access
    /// file, once: the file is renamed `….migrated` afterwards. Nothing to
    /// do when there is no such file, or when the tokens are in Postgres
    /// (a portal sharing a database starts from that database's tokens).
    pub fn migrate_json(&self, path: &Path) -> Result<usize, String> {
        if !self.db.db().is_sqlite() {
            return Ok(0);
        }
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(0),
            Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
        };
        let file: JsonFile = serde_json::from_str(&text)
            .map_err(|e| format!("cannot read the feed tokens in {}: {e}", path.display()))?;
        let moved = self
            .db
            .db()
            .sqlite_now(move |c| {
                let tx = crate::platform::sql::write_tx(c)?;
                let mut n = 0;
                for t in &file.tokens {
                    n += tx.execute(
                        "INSERT OR IGNORE INTO feed_tokens(id, name, hash, created, last_used, pulls)
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                        rusqlite::params![
                            t.id,
                            t.name,
                            t.hash,
                            t.created,
                            t.last_used,
                            t.pulls as i64
                        ],
                    )?;
                }
                tx.commit()?;
                Ok(n)
            })
            .unwrap_or(Ok(0))
            .map_err(|e| format!("cannot move the feed tokens of {}: {e}", path.display()))?;
        let mut done = path.as_os_str().to_owned();
        done.push(".migrated");
        std::fs::rename(path, &done).map_err(|e| {
            format!(
                "the feed tokens of {} were moved, but the file could not be renamed: {e}",
                path.display()
            )
        })?;
        tracing::info!(
            tokens = moved,
            "feed tokens: moved from the JSON file into the access file"
        );
        Ok(moved)
    }

    /// Every token, oldest first, without secrets.
    pub async fn list(&self) -> Result<Vec<FeedToken>, StoreError> {
        let read = self.db.db().read(|tx| {
            tx.query(
                "SELECT id, name, created, last_used, pulls FROM feed_tokens ORDER BY {seq}",
                &[],
                |r| {
                    Ok(FeedToken {
                        id: r.get(0)?,
                        name: r.get(1)?,
                        created: r.get(2)?,
                        last_used: r.get(3)?,
                        pulls: r.count(4)?,
                    })
                },
            )
        });
        Ok(read.await?)
    }

    /// Makes a token; its secret is returned this once and never again.
    pub async fn create(&self, name: &str) -> Result<(FeedToken, String), TokenError> {
        let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
        if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control)
        {
            return Err(TokenError::BadName);
        }
        let secret = format!("{SECRET_PREFIX}{}", random_hex(24));
        let token = FeedToken {
            id: random_hex(6),
            name,
            created: now_iso(),
            last_used: None,
            pulls: 0,
        };
        let (t, h) = (token.clone(), hash(&secret));
        let made = self.db.db().write_locked(Lock::FeedTokens, move |tx| {
            // Names are told apart without letter case (the tables' unique
            // index says the same: `COLLATE NOCASE`, `lower(name)`).
            let (count, taken) = tx.query_one(
                "SELECT COUNT(*), COUNT(*) FILTER (WHERE lower(name) = lower(?1)) FROM feed_tokens",
                &[&t.name],
                |r| Ok((r.count(0)?, r.count(1)?)),
            )?;
            if taken > 0 {
                return Ok(Err(TokenError::Taken));
            }
            if count as usize >= MAX_TOKENS {
                return Ok(Err(TokenError::TooMany));
            }
            tx.execute(
                "INSERT INTO feed_tokens(id, name, hash, created) VALUES (?1, ?2, ?3, ?4)",
                &[&t.id, &t.name, &h, &t.created],
            )?;
            Ok(Ok(()))
        });
        let made = made.await.map_err(|e| unsaved("a new token", e))?;
        made.map(|()| (token, secret))
    }

    /// Revokes a token by its id: its name, or `None` when there was none.
    /// An error means the token was not revoked and still works.
    pub async fn revoke(&self, id: &str) -> Result<Option<String>, TokenError> {
        let id = id.to_string();
        let gone = self.db.db().write(move |tx| {
            tx.query_opt(
                "DELETE FROM feed_tokens WHERE id = ?1 RETURNING name",
                &[&id],
                |r| r.get(0),
            )
        });
        gone.await.map_err(|e| unsaved("a revocation", e))
    }

    /// The name of the token with this secret, counting one pull with it
    /// (one statement); `None` for anything else (revoked, mistyped, not a
    /// token at all).
    pub async fn pull(&self, secret: &str) -> Result<Option<String>, StoreError> {
        let secret = secret.trim();
        if !secret.starts_with(SECRET_PREFIX) || secret.len() > MAX_SECRET {
            return Ok(None);
        }
        let (h, now) = (hash(secret), now_iso());
        let pulled = self.db.db().write(move |tx| {
            tx.query_opt(
                "UPDATE feed_tokens SET pulls = pulls + 1, last_used = ?2
                 WHERE hash = ?1 RETURNING name",
                &[&h, &now],
                |r| r.get(0),
            )
        });
        Ok(pulled.await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_secret_opens_until_revoked_and_only_its_hash_is_kept() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let open = || FeedTokens::new(AccessDb::open(dir.path()).unwrap_or_else(|e| panic!("{e}")));
        let t = open();
        let (view, secret) = t
            .create("  Web   shop ")
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(view.name, "Web shop");
        assert!(secret.starts_with(SECRET_PREFIX));
        assert_eq!(t.create("web SHOP").await, Err(TokenError::Taken));
        assert_eq!(t.create(" ").await, Err(TokenError::BadName));
        assert_eq!(t.pull(&secret).await, Ok(Some("Web shop".into())));
        assert_eq!(t.pull("ddf_nope").await, Ok(None));
        assert_eq!(t.list().await.map(|l| l[0].pulls), Ok(1));
        // A restart reads the file back.
        let again = open();
        assert_eq!(again.pull(&secret).await, Ok(Some("Web shop".into())));
        assert_eq!(again.list().await.map(|l| l[0].pulls), Ok(2));
        assert_eq!(again.revoke(&view.id).await, Ok(Some("Web shop".into())));
        assert_eq!(again.revoke(&view.id).await, Ok(None));
        assert_eq!(again.pull(&secret).await, Ok(None));
        for f in std::fs::read_dir(dir.path())
            .unwrap_or_else(|e| panic!("{e}"))
            .flatten()
        {
            let bytes = std::fs::read(f.path()).unwrap_or_default();
            assert!(!bytes.windows(secret.len()).any(|w| w == secret.as_bytes()));
        }
    }

    #[tokio::test]
    async fn pulls_at_once_all_count() {
        let t = FeedTokens::in_memory();
        let (_, secret) = t.create("Nightly").await.unwrap_or_else(|e| panic!("{e}"));
        let pulls: Vec<_> = (0..50)
            .map(|_| {
                let (t, s) = (t.clone(), secret.clone());
                tokio::spawn(async move { t.pull(&s).await })
            })
            .collect();
        for p in pulls {
            assert!(matches!(p.await, Ok(Ok(Some(_)))));
        }
        assert_eq!(t.list().await.map(|l| l[0].pulls), Ok(50));
    }

    #[tokio::test]
    async fn a_revoke_that_cannot_be_saved_says_so_and_the_token_stays() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let db = AccessDb::open(dir.path()).unwrap_or_else(|e| panic!("{e}"));
        let t = FeedTokens::new(db.clone());
        let (view, secret) = t.create("Nightly").await.unwrap_or_else(|e| panic!("{e}"));
        // The file turns read-only underneath (a full or failing disk).
        let _ = db
            .db()
            .sqlite_now(|c| c.execute_batch("PRAGMA query_only = ON;"));
        assert_eq!(t.revoke(&view.id).await, Err(TokenError::RevokeUnsaved));
        assert!(TokenError::RevokeUnsaved
            .to_string()
            .contains("still works"));
        let _ = db
            .db()
            .sqlite_now(|c| c.execute_batch("PRAGMA query_only = OFF;"));
        assert_eq!(t.pull(&secret).await, Ok(Some("Nightly".into())));
    }

    #[test]
    fn a_json_file_of_tokens_is_moved_in_once() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let json = dir.path().join("feed-tokens.json");
        let secret = "ddf_0123456789abcdef0123456789abcdef0123456789abcdef";
        let text = format!(
            r#"{{"tokens":[{{"id":"a1b2c3d4e5f6","name":"Web shop","hash":"{}","created":"2026-01-01T00:00:00+00:00","last_used":null,"pulls":7}}]}}"#,
            hash(secret)
        );
        std::fs::write(&json, text).unwrap_or_else(|e| panic!("{e}"));
        let db = AccessDb::open(dir.path()).unwrap_or_else(|e| panic!("{e}"));
        let t = FeedTokens::new(db);
        assert_eq!(t.migrate_json(&json), Ok(1));
        assert!(!json.exists() && dir.path().join("feed-tokens.json.migrated").exists());
        assert_eq!(t.migrate_json(&json), Ok(0), "nothing left to move");
        let rt = tokio::runtime::Builder::new_current_thread().build();
        let rt = rt.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(rt.block_on(t.pull(secret)), Ok(Some("Web shop".into())));
        let pulls = rt.block_on(t.list()).map(|l| l[0].pulls);
        assert_eq!(pulls, Ok(8));
    }
}
