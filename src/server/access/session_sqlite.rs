//! Sessions kept in the access file (`access.sqlite3`), so a restart or a
//! deploy signs no one out. A row is a session token's SHA-256, the user
//! and when it expires; one small statement a call. It must not keep the
//! token itself.

use rusqlite::{params, OptionalExtension};

use super::{
    db::AccessDb,
    sessions::{SessionStore, StoreFuture, StoredSession, TokenHash},
};

#[derive(Debug)]
pub struct SqliteSessions {
    db: AccessDb,
}

impl SqliteSessions {
    pub fn new(db: AccessDb) -> SqliteSessions {
        SqliteSessions { db }
    }
}

impl SessionStore for SqliteSessions {
    fn insert(&self, id: TokenHash, session: StoredSession) -> StoreFuture<'_, ()> {
        Box::pin(self.db.run(move |c| {
            c.prepare_cached(
                "INSERT OR REPLACE INTO sessions(id_hash, user, credential, expires)
                 VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![
                &id[..],
                session.user,
                session.credential,
                session.expires
            ])
            .map(|_| ())
        }))
    }

    fn find(&self, id: TokenHash, now: i64) -> StoreFuture<'_, Option<StoredSession>> {
        Box::pin(self.db.run(move |c| {
            c.prepare_cached(
                "SELECT user, credential, expires FROM sessions
                 WHERE id_hash = ?1 AND expires > ?2",
            )?
            .query_row(params![&id[..], now], |r| {
                Ok(StoredSession {
                    user: r.get(0)?,
                    credential: r.get(1)?,
                    expires: r.get(2)?,
                })
            })
            .optional()
        }))
    }

    fn remove(&self, id: TokenHash) -> StoreFuture<'_, ()> {
        Box::pin(self.db.run(move |c| {
            c.prepare_cached("DELETE FROM sessions WHERE id_hash = ?1")?
                .execute(params![&id[..]])
                .map(|_| ())
        }))
    }

    fn sweep(&self, now: i64) -> StoreFuture<'_, u64> {
        Box::pin(self.db.run(move |c| {
            c.prepare_cached("DELETE FROM sessions WHERE expires <= ?1")?
                .execute(params![now])
                .map(|n| n as u64)
        }))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    #[tokio::test]
    async fn sessions_in_sqlite_start_end_and_expire() {
        let db = AccessDb::in_memory();
        super::super::sessions::tests::a_store_starts_ends_and_expires(Arc::new(
            SqliteSessions::new(db),
        ))
        .await;
    }

    #[tokio::test]
    async fn only_the_tokens_digest_is_kept() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let db = AccessDb::open(dir.path()).unwrap_or_else(|e| panic!("{e}"));
        let s = super::super::sessions::Sessions::new(
            std::time::Duration::from_secs(60),
            crate::server::platform::clock::Clock::system(),
            Arc::new(SqliteSessions::new(db.clone())),
        );
        let token = s.start("anna".into(), "c".into()).await.unwrap_or_default();
        // Reopened (a restart): the same token still names anna.
        let again = super::super::sessions::Sessions::new(
            std::time::Duration::from_secs(60),
            crate::server::platform::clock::Clock::system(),
            Arc::new(SqliteSessions::new(
                AccessDb::open(dir.path()).unwrap_or_else(|e| panic!("{e}")),
            )),
        );
        assert_eq!(
            again.get(&token).await.map(|x| x.user).as_deref(),
            Some("anna")
        );
        let file = std::fs::read(dir.path().join(super::super::db::FILE)).unwrap_or_default();
        let wal = std::fs::read(dir.path().join("access.sqlite3-wal")).unwrap_or_default();
        for bytes in [file, wal] {
            assert!(!bytes.windows(64).any(|w| w == token.as_bytes()));
        }
    }
}
