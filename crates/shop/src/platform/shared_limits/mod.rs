//! Limits that several portals share through one Valkey or Redis server
//! (`REDIS_URL`): the supplier's allowance (a GCRA bucket per supplier
//! key), each client's request rate, failed sign-ins and export permits.
//!
//! Every limiter keeps its in-process table and holds a `SharedLimits`
//! handle; it asks the handle first and decides by itself when the handle
//! answers `None`: no server set (the default, exactly as before), or the
//! server not answering. So the backend is a choice made per call, not a
//! trait object chosen at start: a portal whose server goes away falls back
//! to its own limits on the next call and returns to the shared ones on its
//! own, with no limiter rebuilt. A call waits at most `call_timeout`
//! (80 ms by default) for the server; once one fails, calls skip the server
//! until a probe (once a second) hears it again, so a dead server never
//! holds a page. While it is down, the supplier's allowance is this
//! portal's `1/fallback_share`, the other limits are per portal.
//!
//! Keys never hold what a client sent or the supplier key: only digests
//! (`digest`), under one prefix. This module must not decide any limit: it
//! connects, runs the scripts and tells whether the server answers.

pub mod args;
pub mod gcra;
mod link;
pub mod scripts;

use std::{sync::Arc, time::Duration};

use redis::{aio::ConnectionManager, FromRedisValue, RedisError, Script};
use sha2::{Digest, Sha256};

pub use args::SharedLimitsArgs;
use link::Link;
pub use link::SharedLimitsHealth;
use scripts::Scripts;

/// The longest a page waits for the shared server on one call.
pub const DEFAULT_CALL_TIMEOUT: Duration = Duration::from_millis(80);
/// The prefix of every key the portal keeps on the shared server.
pub const DEFAULT_PREFIX: &str = "dealer-desk:";
/// How often the server is asked whether it answers.
const PROBE_EVERY: Duration = Duration::from_secs(1);
/// How long a probe or a connection attempt may take.
const PROBE_TIMEOUT: Duration = Duration::from_millis(500);

/// How to reach the shared server.
#[derive(Debug, Clone)]
pub struct SharedSettings {
    /// `redis://...` (Valkey speaks the same protocol).
    pub url: String,
    /// Put before every key: portals with the same prefix share limits.
    pub prefix: String,
    /// While the server is down, the supplier's allowance is 1/this.
    pub fallback_share: u32,
    pub call_timeout: Duration,
}

impl SharedSettings {
    pub fn new(url: &str) -> Self {
        SharedSettings {
            url: url.to_string(),
            prefix: DEFAULT_PREFIX.to_string(),
            fallback_share: args::DEFAULT_FALLBACK_SHARE,
            call_timeout: DEFAULT_CALL_TIMEOUT,
        }
    }
}

/// The handle every limiter holds: no server (local), or one shared.
#[derive(Clone, Default)]
pub struct SharedLimits(Option<Arc<Shared>>);

struct Shared {
    conn: ConnectionManager,
    prefix: String,
    call_timeout: Duration,
    fallback_share: u32,
    link: Link,
    scripts: Scripts,
}

impl std::fmt::Debug for SharedLimits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SharedLimits")
            .field("mode", &self.health().mode)
            .finish_non_exhaustive()
    }
}

/// The SHA-256 of these parts (joined by new lines), as 32 hex digits:
/// how a key names what it counts without holding it.
pub fn digest(parts: &[&str]) -> String {
    let mut hasher = Sha256::new();
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            hasher.update(b"\n");
        }
        hasher.update(part.as_bytes());
    }
    let mut hex = hex::encode(hasher.finalize());
    hex.truncate(32);
    hex
}

impl SharedLimits {
    /// No shared server: every limit is this portal's own.
    pub fn local() -> Self {
        SharedLimits(None)
    }

    /// From the settings: local without `REDIS_URL`.
    pub async fn from_args(a: &SharedLimitsArgs) -> Result<Self, String> {
        match a.redis_url.as_deref().map(str::trim) {
            None | Some("") => Ok(SharedLimits::local()),
            Some(url) => {
                SharedLimits::connect(SharedSettings {
                    fallback_share: a.shared_limits_fallback_share.max(1),
                    ..SharedSettings::new(url)
                })
                .await
            }
        }
    }

    /// Sets up the connection (it reconnects by itself) and asks the server
    /// once; a server that does not answer is no error: the portal starts
    /// on its own limits and shares them once the server answers. Only a
    /// URL that cannot work is refused. Needs a Tokio runtime.
    pub async fn connect(s: SharedSettings) -> Result<Self, String> {
        let shown = shown_url(&s.url);
        let client = redis::Client::open(s.url.as_str())
            .map_err(|_| format!("REDIS_URL is not a usable redis:// URL ({shown})"))?;
        let config = redis::aio::ConnectionManagerConfig::new()
            .set_connection_timeout(Some(PROBE_TIMEOUT))
            .set_response_timeout(Some(PROBE_TIMEOUT))
            .set_number_of_retries(1)
            .set_max_delay(PROBE_TIMEOUT);
        let conn = ConnectionManager::new_lazy_with_config(client, config)
            .map_err(|e| format!("REDIS_URL ({shown}): {}", describe(&e)))?;
        let shared = Arc::new(Shared {
            conn,
            prefix: s.prefix,
            call_timeout: s.call_timeout,
            fallback_share: s.fallback_share.max(1),
            link: Link::new(shown.clone()),
            scripts: Scripts::new(),
        });
        shared.probe().await;
        if !shared.link.is_up() {
            tracing::warn!(
                server = %shown,
                "shared limits: the server does not answer yet; this portal's own limits until it does"
            );
        }
        tokio::spawn(keep_probing(Arc::downgrade(&shared)));
        Ok(SharedLimits(Some(shared)))
    }

    /// True when a shared server is set (answering or not).
    pub fn is_configured(&self) -> bool {
        self.0.is_some()
    }

    /// True when the shared server is set and answering now.
    pub fn is_up(&self) -> bool {
        self.0.as_ref().is_some_and(|s| s.link.is_up())
    }

    /// The share of the supplier's allowance kept while the server is
    /// down: the allowance is divided by this (1 without a server).
    pub fn fallback_share(&self) -> u32 {
        self.0.as_ref().map_or(1, |s| s.fallback_share)
    }

    /// For `/healthz`.
    pub fn health(&self) -> SharedLimitsHealth {
        match &self.0 {
            None => SharedLimitsHealth::local(),
            Some(s) => s.link.report(s.fallback_share),
        }
    }

    /// A key on the shared server: `<prefix><kind>:<digest>`.
    pub fn key(&self, kind: &str, digest: &str) -> String {
        let prefix = self
            .0
            .as_ref()
            .map_or(DEFAULT_PREFIX, |s| s.prefix.as_str());
        format!("{prefix}{kind}:{digest}")
    }

    /// Runs one script; `None` without a server, while it is down, or when
    /// it did not answer within the call timeout.
    pub async fn eval<T: FromRedisValue>(
        &self,
        script: fn(&Scripts) -> &Script,
        keys: &[&str],
        args: &[i64],
    ) -> Option<T> {
        let shared = self.0.as_ref().filter(|s| s.link.is_up())?;
        let mut call = script(&shared.scripts).prepare_invoke();
        for key in keys {
            call.key(*key);
        }
        for arg in args {
            call.arg(*arg);
        }
        let mut conn = shared.conn.clone();
        let answer = tokio::time::timeout(shared.call_timeout, call.invoke_async(&mut conn)).await;
        shared.settle(answer)
    }

    /// Runs one plain command, as `eval`.
    pub async fn query<T: FromRedisValue>(&self, cmd: &redis::Cmd) -> Option<T> {
        let shared = self.0.as_ref().filter(|s| s.link.is_up())?;
        let mut conn = shared.conn.clone();
        let answer = tokio::time::timeout(shared.call_timeout, cmd.query_async(&mut conn)).await;
        shared.settle(answer)
    }
}

impl Shared {
    /// The value of a call, noting a server that did not answer.
    fn settle<T>(
        &self,
        answer: Result<Result<T, RedisError>, tokio::time::error::Elapsed>,
    ) -> Option<T> {
        match answer {
            Ok(Ok(v)) => Some(v),
            Ok(Err(e)) if is_link_error(&e) => {
                self.link.mark_down(&describe(&e), self.fallback_share);
                None
            }
            Ok(Err(e)) => {
                // The server answered, with an error: a fault of the call,
                // not of the link; this call is decided locally.
                tracing::error!(error = %describe(&e), "shared limits: a call failed");
                None
            }
            Err(_) => {
                let why = format!("no answer within {} ms", self.call_timeout.as_millis());
                self.link.mark_down(&why, self.fallback_share);
                None
            }
        }
    }

    /// Asks the server whether it answers, and notes it.
    async fn probe(&self) {
        let mut conn = self.conn.clone();
        let ping = redis::cmd("PING");
        match tokio::time::timeout(PROBE_TIMEOUT, ping.query_async::<String>(&mut conn)).await {
            Ok(Ok(_)) => self.link.mark_up(),
            Ok(Err(e)) => self.link.mark_down(&describe(&e), self.fallback_share),
            Err(_) => {
                let why = format!("no answer within {} ms", PROBE_TIMEOUT.as_millis());
                self.link.mark_down(&why, self.fallback_share);
            }
        }
    }
}

/// Probes the server once a second for as long as the portal holds it.
async fn keep_probing(shared: std::sync::Weak<Shared>) {
    loop {
        tokio::time::sleep(PROBE_EVERY).await;
        let Some(s) = shared.upgrade() else {
            return;
        };
        s.probe().await;
    }
}

fn is_link_error(e: &RedisError) -> bool {
    e.is_io_error() || e.is_timeout() || e.is_connection_dropped() || e.is_connection_refusal()
}

/// An error in a few words, never the URL (it may hold a password).
fn describe(e: &RedisError) -> String {
    if e.is_connection_refusal() {
        "connection refused".into()
    } else if e.is_timeout() {
        "timed out".into()
    } else if e.is_connection_dropped() {
        "connection dropped".into()
    } else if e.is_io_error() {
        "network error".into()
    } else {
        format!("{:?}", e.kind())
    }
}

/// The server's URL as it may be shown: no password.
fn shown_url(url: &str) -> String {
    match reqwest::Url::parse(url) {
        Ok(u) => crate::platform::secrets::redacted_url(&u),
        Err(_) => "the redis server".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_name_digests_never_what_was_sent() {
        let d = digest(&["https://api.example.com/", "SECRET-KEY"]);
        assert_eq!(d.len(), 32);
        assert!(!d.contains("SECRET"));
        assert_ne!(d, digest(&["https://api.example.com/SECRET-KEY"]));
        let local = SharedLimits::local();
        assert_eq!(
            local.key("supplier", &d),
            format!("dealer-desk:supplier:{d}")
        );
        assert_eq!(local.health().mode, "local");
        assert_eq!(local.fallback_share(), 1);
    }

    #[test]
    fn passwords_are_never_shown() {
        let shown = shown_url("redis://:hunter2@db.example:6379/0");
        assert!(!shown.contains("hunter2"), "{shown}");
        assert!(shown.contains("db.example:6379"));
    }
}
