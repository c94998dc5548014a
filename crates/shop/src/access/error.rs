//! What can be wrong with the access settings (the arguments and the users
//! file), in words that say what to fix. Its own module so the arguments and
//! the users file can both use it without either depending on the other.

/// A problem with the access settings, said so it can be fixed.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum AccessError {
    #[error("cannot read DEALER_DESK_USERS_FILE {path}: {reason}")]
    UsersFile { path: String, reason: String },
    #[error("DEALER_DESK_USERS_FILE {path}, line {line}: {reason}")]
    UsersLine {
        path: String,
        line: usize,
        reason: String,
    },
    #[error("DEALER_DESK_USERS_FILE {0} has no accounts: add `username:hash` or `username:hash:role` lines (see `dealer-desk hash-password`)")]
    NoUsers(String),
    #[error("DEALER_DESK_SESSION_HOURS must be from 1 to 720, not {0}")]
    SessionHours(u64),
    #[error("CLIENT_RATE_PER_SEC must be 0 (no limit) or more, not {0}")]
    ClientRate(String),
    #[error("CLIENT_RATE_BURST must be 1 or more")]
    ClientBurst,
    #[error("METRICS_TOKEN must be at least 16 characters, with no spaces (make one with `openssl rand -hex 24`)")]
    MetricsToken,
    #[error("AUDIT_KEEP_DAYS must be from 1 to 36600, not {0}")]
    AuditKeepDays(i64),
    #[error("TWO_FACTOR_FROM must be manager, owner, staff or none, not {0:?}")]
    TwoFactorFrom(String),
    #[error("single sign-on: {0}")]
    SingleSignOn(String),
}
