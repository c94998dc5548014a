//! Sign-in sessions: a random token (the cookie's value) mapped to who signed
//! in. Held in memory with a fixed lifetime, so a restart signs everyone out
//! and an expired session simply is not found.

use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use moka::future::Cache;
use rand::RngCore;

use crate::server::clock::Clock;

#[derive(Debug, Clone)]
pub struct Session {
    pub user: Arc<str>,
}

#[derive(Clone)]
pub struct Sessions {
    /// Each session and when it started (the cache forgets it in time too).
    live: Cache<String, (Session, Instant)>,
    ttl: Duration,
    clock: Clock,
}

impl Sessions {
    pub fn new(ttl: Duration, clock: Clock) -> Self {
        Sessions {
            live: Cache::builder()
                .max_capacity(100_000)
                .time_to_live(ttl)
                .build(),
            ttl,
            clock,
        }
    }

    /// How long a session lasts (for the cookie's `Max-Age`).
    pub fn ttl(&self) -> Duration {
        self.ttl
    }

    /// Starts a session; the token goes in the cookie.
    pub async fn start(&self, user: Arc<str>) -> String {
        let mut bytes = [0u8; 32];
        rand::rngs::OsRng.fill_bytes(&mut bytes);
        let token: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        let started = self.clock.now();
        self.live
            .insert(token.clone(), (Session { user }, started))
            .await;
        token
    }

    pub async fn get(&self, token: &str) -> Option<Session> {
        // Tokens are 64 hex digits; anything else is not looked up.
        if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let (session, started) = self.live.get(token).await?;
        (self.clock.since(started) < self.ttl).then_some(session)
    }

    pub async fn end(&self, token: &str) {
        self.live.invalidate(token).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn sessions_start_end_and_expire() {
        let clock = Clock::adjustable();
        let s = Sessions::new(Duration::from_secs(3600), clock.clone());
        let t = s.start("anna".into()).await;
        assert_eq!(t.len(), 64);
        assert_eq!(s.get(&t).await.map(|x| x.user).as_deref(), Some("anna"));
        assert!(s.get("not-a-token").await.is_none());
        let t2 = s.start("bob".into()).await;
        assert_ne!(t, t2);
        s.end(&t2).await;
        assert!(s.get(&t2).await.is_none());
        clock.advance(Duration::from_secs(3599));
        assert!(s.get(&t).await.is_some(), "not yet");
        clock.advance(Duration::from_secs(1));
        assert!(s.get(&t).await.is_none(), "expired");
    }
}
