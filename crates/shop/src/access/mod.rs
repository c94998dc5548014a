//! Who may use the portal, and how much.
//!
//! Staff accounts are kept with the sessions (made in the portal by an
//! owner, or added from a users file; argon2 hashes); a signed-in browser
//! holds a random session token in an HttpOnly cookie. Failed sign-ins are
//! throttled per client and per account, and every client's requests
//! (pages, form posts, server functions) are rate limited and may only be a
//! few at a time. All of it runs as axum middleware around the pages
//! and the `/api` routes (see `http::access_checks`), so a server function added later is
//! covered without knowing about it. Nothing here sees the supplier key.

pub mod accounts;
pub mod actor;
pub mod allowance;
pub mod args;
pub mod attempts;
pub mod audit;
pub mod db;
pub mod door_paths;
pub mod doors;
pub mod error;
pub mod feed_tokens;
pub mod origin;
pub mod password_check;
pub mod pending;
pub mod permissions;
pub mod return_to;
pub mod session_sql;
pub mod sessions;
pub mod single_sign_on;
pub mod totp;
pub mod users;

use std::{net::IpAddr, sync::Arc, time::Duration};

use crate::{platform::clock::Clock, platform::shared_limits::SharedLimits};

pub use actor::Actor;
pub use args::AccessArgs;
use attempts::Attempts;
pub use feed_tokens::FeedTokens;
use sessions::{Session, SessionStore, Sessions};
use users::Users;

/// The name of the session cookie.
pub use crate::model::prefs::SESSION_COOKIE;

/// The feed token an export is pulled with (its name), put in the
/// request's extensions by the access checks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedPull(pub String);

/// Who a request is counted against (a session, an address, a token), put
/// in the request's extensions by the access checks: exports are limited per client.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientId(pub String);

/// The signed-in person, put in the request's extensions by the access checks so a
/// server function or a page can say who is signed in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignedIn(pub Arc<str>);

/// Everything the access checks needs, built once at start.
#[derive(Debug, Clone)]
pub struct AccessConfig {
    /// `None`: open access (no sign-in: no accounts at all).
    pub users: Option<Users>,
    pub session_ttl: Duration,
    /// Mark the session cookie `Secure` even when no proxy says https.
    pub secure_cookies: bool,
    /// Take the client's address from the proxy's `X-Forwarded-For`.
    pub trust_proxy: bool,
    /// Requests (pages, form posts, server functions) per second per
    /// client, and burst; `None`: no limit.
    pub client_rate: Option<(f64, u32)>,
    /// Requests one client may have in progress at once; `None`: no limit.
    pub client_pending: Option<usize>,
    /// Failed sign-ins allowed per window: (per account, per client, window).
    pub failures: (u32, u32, Duration),
    /// Password checks (argon2, about 19 MiB each) running at once, at most.
    pub password_checks: usize,
    /// Feed tokens for scheduled pulls of the exports.
    pub feed_tokens: FeedTokens,
    /// Where sessions are kept (the access file in service; memory in tests).
    pub session_store: Arc<dyn SessionStore>,
    /// What "now" is for sessions and client allowances.
    pub clock: Clock,
    /// Where client allowances and sign-in counts are shared with other
    /// portals (none: this portal's own).
    pub shared_limits: SharedLimits,
    /// What a monitor sends to read `/metrics` when sign-in is on.
    pub metrics_token: Option<MetricsToken>,
    /// The audit log (kept with the sessions in service; memory in tests).
    pub audit: audit::AuditLog,
    /// The least role that must sign in with a second factor (`None`: no
    /// one must; anyone may).
    pub second_factor_from: Option<crate::model::role::Role>,
    /// Single sign-on with an OpenID Connect provider, when set.
    pub single_sign_on: Option<Arc<single_sign_on::SingleSignOn>>,
}

/// The `/metrics` token, kept as its SHA-256: a token sent is hashed and
/// the digests compared, so how long the comparison takes says nothing
/// about the token.
#[derive(Clone)]
pub struct MetricsToken([u8; 32]);

impl MetricsToken {
    pub fn new(secret: &str) -> MetricsToken {
        use sha2::Digest;
        MetricsToken(sha2::Sha256::digest(secret.as_bytes()).into())
    }

    /// True when `sent` is the token.
    pub fn opens(&self, sent: &str) -> bool {
        MetricsToken::new(sent).0 == self.0
    }
}

impl std::fmt::Debug for MetricsToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("MetricsToken(…)")
    }
}

/// Who may read `/metrics`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MetricsReader {
    /// Anyone: the portal runs open.
    Anyone,
    /// A monitor with the right bearer token, or a signed-in person.
    Monitor,
    /// A token was sent and it is not the one.
    WrongToken,
    /// No token, and not signed in.
    NoOne,
}

/// Password checks at once by default: a few sign-ins in the same second
/// all go through; a crowd is answered "busy" at once instead of queueing
/// hundreds of 19 MiB checks.
pub const DEFAULT_PASSWORD_CHECKS: usize = 4;

impl AccessConfig {
    /// Open access with the default client limit: the demo and most tests.
    pub fn open() -> Self {
        AccessConfig {
            users: None,
            session_ttl: Duration::from_secs(12 * 3600),
            secure_cookies: false,
            trust_proxy: false,
            client_rate: Some((args::DEFAULT_CLIENT_RATE, args::DEFAULT_CLIENT_BURST)),
            client_pending: Some(args::DEFAULT_CLIENT_PENDING),
            failures: (5, 20, Duration::from_secs(15 * 60)),
            password_checks: DEFAULT_PASSWORD_CHECKS,
            feed_tokens: FeedTokens::in_memory(),
            session_store: Arc::new(sessions::MemorySessions::default()),
            clock: Clock::system(),
            shared_limits: SharedLimits::local(),
            metrics_token: None,
            audit: audit::AuditLog::in_memory(),
            second_factor_from: None,
            single_sign_on: None,
        }
    }
}

/// Shared access state: accounts, sessions, throttles.
#[derive(Clone)]
pub struct Access(Arc<Inner>);

struct Inner {
    users: Option<Users>,
    sessions: Sessions,
    account_failures: Attempts,
    client_failures: Attempts,
    client_limit: Option<allowance::Allowances>,
    client_pending: Option<Arc<pending::Pending>>,
    password_checks: Arc<tokio::sync::Semaphore>,
    checks_done: std::sync::atomic::AtomicU64,
    secure_cookies: bool,
    trust_proxy: bool,
    feed_tokens: FeedTokens,
    shared_limits: SharedLimits,
    metrics_token: Option<MetricsToken>,
    permissions: permissions::Permissions,
    audit: audit::AuditLog,
    second_factor_from: Option<crate::model::role::Role>,
    single_sign_on: Option<Arc<single_sign_on::SingleSignOn>>,
}

impl std::fmt::Debug for Access {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Access")
            .field("open", &self.is_open())
            .finish_non_exhaustive()
    }
}

impl Access {
    pub fn new(cfg: AccessConfig) -> Self {
        let client_limit = cfg.client_rate.and_then(|(per_sec, burst)| {
            allowance::Allowances::shared(
                per_sec,
                burst,
                cfg.clock.clone(),
                cfg.shared_limits.clone(),
            )
        });
        let (per_account, per_client, window) = cfg.failures;
        let failures = |most, of| {
            Attempts::shared(
                most,
                window,
                cfg.clock.clone(),
                cfg.shared_limits.clone(),
                of,
            )
        };
        Access(Arc::new(Inner {
            account_failures: failures(per_account, "account"),
            client_failures: failures(per_client, "client"),
            users: cfg.users,
            sessions: Sessions::new(cfg.session_ttl, cfg.clock.clone(), cfg.session_store),
            client_limit,
            client_pending: cfg.client_pending.map(pending::Pending::new),
            password_checks: Arc::new(tokio::sync::Semaphore::new(cfg.password_checks.max(1))),
            checks_done: std::sync::atomic::AtomicU64::new(0),
            secure_cookies: cfg.secure_cookies,
            trust_proxy: cfg.trust_proxy,
            feed_tokens: cfg.feed_tokens,
            shared_limits: cfg.shared_limits,
            metrics_token: cfg.metrics_token,
            permissions: permissions::Permissions::default(),
            audit: cfg.audit,
            second_factor_from: cfg.second_factor_from,
            single_sign_on: cfg.single_sign_on,
        }))
    }

    /// The audit log.
    pub fn audit(&self) -> &audit::AuditLog {
        &self.0.audit
    }

    /// Records what a request did in the audit log, as who (its signed-in
    /// person) and from where (its address): the one call every domain
    /// makes. Never waits.
    pub fn audit_request(&self, parts: &http::request::Parts, e: audit::Event) {
        self.audit_as(&self.actor(parts), e);
    }

    /// True when the portal has no staff accounts: everyone gets in.
    pub fn is_open(&self) -> bool {
        self.0.users.is_none()
    }

    pub fn users(&self) -> Option<&Users> {
        self.0.users.as_ref()
    }

    /// What each page, route and server function needs.
    pub fn permissions(&self) -> &permissions::Permissions {
        &self.0.permissions
    }

    /// The role of a request's person: a signed-in account's own (looked
    /// up now, so a changed role counts from the next request), everyone's
    /// on an open portal; `None`: signed out, or the account is gone.
    pub fn role(&self, session: Option<&Session>) -> Option<crate::model::role::Role> {
        match (&self.0.users, session) {
            (None, _) => Some(permissions::OPEN_ROLE),
            (Some(users), Some(s)) => users.role_of(&s.user),
            (Some(_), None) => None,
        }
    }

    /// True when `user` signed in with a one-time password and must
    /// choose their own before anything else.
    pub fn must_change(&self, user: &str) -> bool {
        self.0.users.as_ref().is_some_and(|u| u.must_change(user))
    }

    /// Where `user` must go before anything else, if anywhere: choosing
    /// their own password (after a one-time one), then setting up a second
    /// factor (managers and owners).
    pub fn first_step(&self, user: &str) -> Option<&'static str> {
        let users = self.0.users.as_ref()?;
        if users.must_change(user) {
            Some(crate::model::href::OWN_PASSWORD)
        } else if self
            .0
            .second_factor_from
            .is_some_and(|from| users.must_set_up_second_factor(user, from))
        {
            Some(crate::model::href::SECOND_FACTOR)
        } else {
            None
        }
    }

    /// Single sign-on, when the portal has a provider.
    pub fn single_sign_on(&self) -> Option<&single_sign_on::SingleSignOn> {
        self.0.single_sign_on.as_deref()
    }

    /// The least role that must sign in with a second factor.
    pub fn second_factor_from(&self) -> Option<crate::model::role::Role> {
        self.0.second_factor_from
    }

    /// True when `user` signs in through single sign-on.
    pub fn is_single_sign_on(&self, user: &str) -> bool {
        self.0
            .users
            .as_ref()
            .is_some_and(|u| u.is_single_sign_on(user))
    }

    /// True when `user` signs in with a second factor.
    pub fn has_second_factor(&self, user: &str) -> bool {
        self.0
            .users
            .as_ref()
            .is_some_and(|u| u.has_second_factor(user))
    }

    pub fn sessions(&self) -> &Sessions {
        &self.0.sessions
    }

    /// Who this request to `/metrics` is: `bearer` the token it sent, if
    /// any, and whether it comes from a signed-in session.
    pub fn metrics_reader(&self, bearer: Option<&str>, signed_in: bool) -> MetricsReader {
        if self.is_open() {
            return MetricsReader::Anyone;
        }
        match (bearer, &self.0.metrics_token) {
            (Some(sent), Some(token)) if token.opens(sent) => MetricsReader::Monitor,
            (Some(_), _) => MetricsReader::WrongToken,
            (None, _) if signed_in => MetricsReader::Monitor,
            (None, _) => MetricsReader::NoOne,
        }
    }

    /// The feed tokens.
    pub fn feed_tokens(&self) -> &FeedTokens {
        &self.0.feed_tokens
    }

    /// Where the limits are shared with other portals, for `/healthz`.
    pub fn shared_limits(&self) -> &SharedLimits {
        &self.0.shared_limits
    }

    pub fn secure_cookies(&self) -> bool {
        self.0.secure_cookies
    }

    /// The address a request came from: the connection's, or behind a
    /// trusted proxy the last hop it appended to `X-Forwarded-For`.
    pub fn client_ip<B>(&self, req: &http::Request<B>) -> Option<IpAddr> {
        self.client_ip_of(req.headers(), req.extensions())
    }

    /// As `client_ip`, from a request's headers and extensions.
    pub fn client_ip_of(
        &self,
        headers: &http::HeaderMap,
        extensions: &http::Extensions,
    ) -> Option<IpAddr> {
        if self.0.trust_proxy {
            let forwarded = headers
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
                .filter_map(|a| a.trim().parse::<IpAddr>().ok())
                .next_back();
            if forwarded.is_some() {
                return forwarded;
            }
        }
        extensions.get::<Peer>().map(|c| c.0.ip())
    }

    /// The session a request's cookies carry, if it is live: saved
    /// sessions outlive a restart, so one counts only while its account
    /// may still sign in with the same password and was not signed out
    /// everywhere (none in open access).
    pub async fn session_of(&self, headers: &http::HeaderMap) -> Option<(String, Session)> {
        let users = self.0.users.as_ref()?;
        let token = cookie_value(headers, SESSION_COOKIE)?;
        let session = self.0.sessions.get(&token).await?;
        if users.credential(&session.user).as_deref() != Some(session.credential.as_str()) {
            return None;
        }
        Some((token, session))
    }

    /// Takes one call from this client's allowance; `Err` says how long to wait.
    pub async fn check_client(&self, client: &str) -> Result<(), Duration> {
        match &self.0.client_limit {
            None => Ok(()),
            Some(limit) => limit.check(client).await,
        }
    }

    /// A place for one more request of this client in progress; `None`
    /// when it already has as many as it may. Always a place when unlimited.
    pub fn enter_client(&self, client: &str) -> Result<Option<pending::Place>, pending::Full> {
        match &self.0.client_pending {
            None => Ok(None),
            Some(p) => p.enter(client).map(Some).ok_or(pending::Full),
        }
    }

    /// Counts a sign-in attempt before its password is checked: `false`
    /// when this client or this account has no attempts left in the window
    /// (and then nothing is counted). An account is counted only when its
    /// name has a valid shape; anything else counts against the client alone.
    pub async fn begin_signin(&self, user: &str, ip: Option<IpAddr>) -> bool {
        let client = client_key(ip);
        if !self.0.client_failures.take(&client).await {
            return false;
        }
        if let Some(account) = account_key(user) {
            if !self.0.account_failures.take(&account).await {
                self.0.client_failures.refund(&client).await;
                return false;
            }
        }
        true
    }

    /// Gives back an attempt whose password was never checked.
    pub async fn signin_unchecked(&self, user: &str, ip: Option<IpAddr>) {
        if let Some(account) = account_key(user) {
            self.0.account_failures.refund(&account).await;
        }
        self.0.client_failures.refund(&client_key(ip)).await;
    }

    /// After a right password: the account starts afresh and the attempt
    /// does not count against the client.
    pub async fn signin_succeeded(&self, user: &str, ip: Option<IpAddr>) {
        if let Some(account) = account_key(user) {
            self.0.account_failures.clear(&account).await;
        }
        self.0.client_failures.refund(&client_key(ip)).await;
    }

    /// Entries in the tables keyed by what clients send: failed sign-ins
    /// per account and per client, and the clients' allowances.
    pub fn table_sizes(&self) -> TableSizes {
        TableSizes {
            accounts: self.0.account_failures.len(),
            clients: self.0.client_failures.len(),
            allowances: self.0.client_limit.as_ref().map_or(0, |l| l.len()),
        }
    }

    /// A turn to check a password, if one is free now (never waits).
    pub fn password_check_permit(&self) -> Option<tokio::sync::OwnedSemaphorePermit> {
        Arc::clone(&self.0.password_checks).try_acquire_owned().ok()
    }

    /// Notes one password check (for `/metrics` and tests).
    pub fn note_password_check(&self) {
        self.0
            .checks_done
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }

    /// Password checks made since start.
    pub fn password_checks_done(&self) -> u64 {
        self.0
            .checks_done
            .load(std::sync::atomic::Ordering::Relaxed)
    }
}

/// How many entries the client-keyed tables hold (for tests and benchmarks).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableSizes {
    pub accounts: u64,
    pub clients: u64,
    pub allowances: u64,
}

/// The key an account's failed sign-ins are counted by: its lower-cased
/// name, only when the name has a valid shape.
fn account_key(user: &str) -> Option<String> {
    users::valid_username(user).then(|| user.to_lowercase())
}

/// The key a client is known by when it is not signed in.
pub fn client_key(ip: Option<IpAddr>) -> String {
    match ip {
        Some(ip) => format!("ip:{ip}"),
        None => "ip:unknown".to_string(),
    }
}

/// One cookie's value from a request's `Cookie` headers.
pub fn cookie_value(headers: &http::HeaderMap, name: &str) -> Option<String> {
    crate::model::prefs::value(
        headers
            .get_all(http::header::COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok()),
        name,
    )
}

/// Who is signed in, from a request's extensions (the access checks put
/// them there).
pub fn signed_in_user(parts: &http::request::Parts) -> Option<Arc<str>> {
    parts.extensions.get::<SignedIn>().map(|s| s.0.clone())
}

/// The address a connection came from, as the listener put it on each of
/// its requests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Peer(pub std::net::SocketAddr);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cookie_values_are_found_among_others() {
        let mut h = http::HeaderMap::new();
        h.append(http::header::COOKIE, "a=1; dd_session=abc".parse().unwrap());
        h.append(http::header::COOKIE, "b=2".parse().unwrap());
        assert_eq!(cookie_value(&h, SESSION_COOKIE).as_deref(), Some("abc"));
        assert_eq!(cookie_value(&h, "b").as_deref(), Some("2"));
        assert_eq!(cookie_value(&h, "missing"), None);
    }

    #[tokio::test]
    async fn a_client_past_its_burst_must_wait() {
        let access = Access::new(AccessConfig {
            // One call every ten seconds: a slow machine cannot refill it mid-test.
            client_rate: Some((0.1, 3)),
            ..AccessConfig::open()
        });
        for _ in 0..3 {
            assert!(access.check_client("ip:1").await.is_ok());
        }
        let wait = access.check_client("ip:1").await.unwrap_err();
        assert!(wait > Duration::ZERO && wait <= Duration::from_secs(10));
        // Another client is not affected.
        assert!(access.check_client("ip:2").await.is_ok());
    }
}
