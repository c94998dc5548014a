//! Named, read-only feed tokens for scheduled pulls of the exports, and the
//! short-lived export pass a browser gets from the exports page.
//!
//! A token's secret is shown once, when it is made; only its SHA-256 is
//! kept (in memory, and in a JSON file in the data folder when one is
//! configured, written whole to a new file and renamed into place). A
//! token opens the export addresses and nothing else; the gate decides
//! that, this module only says whose a secret is. Revoking removes the
//! token at once.

use std::{
    path::PathBuf,
    sync::{Arc, Mutex, MutexGuard},
    time::Duration,
};

use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::model::feeds::FeedToken;

/// What every secret starts with, so a leaked one is recognisable.
pub const SECRET_PREFIX: &str = "ddf_";
/// Longest token name.
pub const MAX_NAME: usize = 60;
/// Most tokens at once.
pub const MAX_TOKENS: usize = 100;
/// How long an export pass lasts.
pub const PASS_TTL: Duration = Duration::from_secs(12 * 3600);
/// Most passes kept; past it the least recently used go first.
const MAX_PASSES: u64 = 10_000;

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Stored {
    id: String,
    name: String,
    /// SHA-256 of the secret, hex.
    hash: String,
    created: String,
    last_used: Option<String>,
    pulls: u64,
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct File {
    tokens: Vec<Stored>,
}

/// Why a token could not be made.
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
    #[error("The token could not be saved: {0}")]
    Save(String),
}

/// The feed tokens and export passes; cheap to clone (shared).
#[derive(Clone, Default)]
pub struct FeedTokens(Arc<Inner>);

struct Inner {
    file: Option<PathBuf>,
    tokens: Mutex<Vec<Stored>>,
    /// Passes (random, 48 hex digits), each forgotten `PASS_TTL` after it was issued.
    passes: moka::sync::Cache<String, ()>,
}

impl Default for Inner {
    fn default() -> Self {
        Inner {
            file: None,
            tokens: Mutex::new(Vec::new()),
            passes: new_passes(),
        }
    }
}

fn new_passes() -> moka::sync::Cache<String, ()> {
    moka::sync::Cache::builder()
        .max_capacity(MAX_PASSES)
        .time_to_live(PASS_TTL)
        .build()
}

impl std::fmt::Debug for FeedTokens {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FeedTokens")
            .field("tokens", &lock(&self.0.tokens).len())
            .finish_non_exhaustive()
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

fn hash(secret: &str) -> String {
    Sha256::digest(secret.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn random_hex(bytes: usize) -> String {
    let mut b = vec![0u8; bytes];
    rand::rngs::OsRng.fill_bytes(&mut b);
    b.iter().map(|b| format!("{b:02x}")).collect()
}

fn now_iso() -> String {
    chrono::Utc::now()
        .format("%Y-%m-%dT%H:%M:%S+00:00")
        .to_string()
}

impl FeedTokens {
    /// Tokens kept in memory only (tests, and a portal with no data folder).
    pub fn in_memory() -> FeedTokens {
        FeedTokens::default()
    }

    /// Tokens kept in this file (created on the first token).
    pub fn load(path: PathBuf) -> Result<FeedTokens, String> {
        let tokens = match std::fs::read_to_string(&path) {
            Ok(text) => {
                serde_json::from_str::<File>(&text)
                    .map_err(|e| format!("cannot read the feed tokens in {}: {e}", path.display()))?
                    .tokens
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
            Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
        };
        Ok(FeedTokens(Arc::new(Inner {
            file: Some(path),
            tokens: Mutex::new(tokens),
            passes: new_passes(),
        })))
    }

    /// Whether any token exists (then open access needs one for exports).
    pub fn any(&self) -> bool {
        !lock(&self.0.tokens).is_empty()
    }

    /// Every token, oldest first, without secrets.
    pub fn list(&self) -> Vec<FeedToken> {
        lock(&self.0.tokens)
            .iter()
            .map(|t| FeedToken {
                id: t.id.clone(),
                name: t.name.clone(),
                created: t.created.clone(),
                last_used: t.last_used.clone(),
                pulls: t.pulls,
            })
            .collect()
    }

    /// Makes a token; its secret is returned this once and never again.
    pub fn create(&self, name: &str) -> Result<(FeedToken, String), TokenError> {
        let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
        if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control)
        {
            return Err(TokenError::BadName);
        }
        let secret = format!("{SECRET_PREFIX}{}", random_hex(24));
        let stored = Stored {
            id: random_hex(6),
            name: name.clone(),
            hash: hash(&secret),
            created: now_iso(),
            last_used: None,
            pulls: 0,
        };
        let mut tokens = lock(&self.0.tokens);
        if tokens.iter().any(|t| t.name.eq_ignore_ascii_case(&name)) {
            return Err(TokenError::Taken);
        }
        if tokens.len() >= MAX_TOKENS {
            return Err(TokenError::TooMany);
        }
        tokens.push(stored.clone());
        if let Err(e) = self.save(&tokens) {
            tokens.pop();
            return Err(TokenError::Save(e));
        }
        let view = FeedToken {
            id: stored.id,
            name: stored.name,
            created: stored.created,
            last_used: None,
            pulls: 0,
        };
        Ok((view, secret))
    }

    /// Revokes a token by its id: its name, or `None` when there was none.
    pub fn revoke(&self, id: &str) -> Option<String> {
        let mut tokens = lock(&self.0.tokens);
        let at = tokens.iter().position(|t| t.id == id)?;
        let gone = tokens.remove(at);
        if let Err(e) = self.save(&tokens) {
            tracing::error!(error = %e, "feed tokens: the revocation could not be saved");
        }
        Some(gone.name)
    }

    /// The name of the token with this secret, counting one pull with it;
    /// `None` for anything else (revoked, mistyped, not a token at all).
    pub fn pull(&self, secret: &str) -> Option<String> {
        let secret = secret.trim();
        if !secret.starts_with(SECRET_PREFIX) || secret.len() > 200 {
            return None;
        }
        let h = hash(secret);
        let mut tokens = lock(&self.0.tokens);
        let t = tokens.iter_mut().find(|t| t.hash == h)?;
        t.pulls += 1;
        t.last_used = Some(now_iso());
        let name = t.name.clone();
        if let Err(e) = self.save(&tokens) {
            tracing::warn!(error = %e, "feed tokens: the pull count could not be saved");
        }
        Some(name)
    }

    fn save(&self, tokens: &[Stored]) -> Result<(), String> {
        let Some(path) = &self.0.file else {
            return Ok(());
        };
        let json = serde_json::to_string_pretty(&File {
            tokens: tokens.to_vec(),
        })
        .map_err(|e| e.to_string())?;
        let mut tmp = path.clone().into_os_string();
        tmp.push(".new");
        let tmp = PathBuf::from(tmp);
        std::fs::write(&tmp, json).map_err(|e| format!("{}: {e}", tmp.display()))?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(&tmp, std::fs::Permissions::from_mode(0o600));
        }
        std::fs::rename(&tmp, path).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// A new export pass for the browser that opened the exports page.
    pub fn issue_pass(&self) -> String {
        let pass = random_hex(24);
        self.0.passes.insert(pass.clone(), ());
        pass
    }

    /// Whether this pass was issued within its lifetime.
    pub fn check_pass(&self, pass: &str) -> bool {
        pass.len() == 48 && self.0.passes.contains_key(pass)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_opens_until_revoked_and_only_its_hash_is_kept() {
        let dir = std::env::temp_dir().join(format!("dd-tokens-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let file = dir.join("feed-tokens.json");
        let _ = std::fs::remove_file(&file);
        let t = FeedTokens::load(file.clone()).unwrap_or_default();
        assert!(!t.any());
        let (view, secret) = t.create("  Web   shop ").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(view.name, "Web shop");
        assert!(secret.starts_with(SECRET_PREFIX));
        assert_eq!(t.create("web SHOP"), Err(TokenError::Taken));
        assert_eq!(t.create(" "), Err(TokenError::BadName));
        let saved = std::fs::read_to_string(&file).unwrap_or_default();
        assert!(!saved.contains(&secret) && saved.contains(&hash(&secret)));
        assert_eq!(t.pull(&secret).as_deref(), Some("Web shop"));
        assert_eq!(t.pull("ddf_nope"), None);
        assert_eq!(t.list()[0].pulls, 1);
        // A restart reads the file back.
        let again = FeedTokens::load(file.clone()).unwrap_or_default();
        assert_eq!(again.pull(&secret).as_deref(), Some("Web shop"));
        assert_eq!(again.revoke(&view.id).as_deref(), Some("Web shop"));
        assert_eq!(again.pull(&secret), None);
        assert!(!again.any());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn passes_are_known_only_once_issued() {
        let t = FeedTokens::in_memory();
        let p = t.issue_pass();
        assert!(t.check_pass(&p));
        assert!(!t.check_pass("0000"));
    }
}
