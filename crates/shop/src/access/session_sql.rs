//! Sessions in the access file (`access.sqlite3`) or the shared database
//! (`DATABASE_URL`), so a restart or a deploy signs no one out, and with
//! several portals a sign-in on one is valid on all and a sign-out on one
//! ends it on all. A row is a session token's SHA-256, the user, the
//! credential and when it expires; one small statement a call, the same
//! on both engines. It must not keep the token itself.

use super::{
    db::AccessDb,
    sessions::{SessionStore, StoreFuture, StoredSession, TokenHash},
};

#[derive(Debug, Clone)]
pub struct SqlSessions {
    db: AccessDb,
}

impl SqlSessions {
    pub fn new(db: AccessDb) -> SqlSessions {
        SqlSessions { db }
    }
}

impl SessionStore for SqlSessions {
    fn insert(&self, id: TokenHash, session: StoredSession) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let write = self.db.db().write(move |tx| {
                tx.execute(
                    "INSERT INTO sessions(id_hash, {user}, credential, expires)
                     VALUES (?1, ?2, ?3, ?4)
                     ON CONFLICT (id_hash) DO UPDATE SET {user} = excluded.{user},
                         credential = excluded.credential, expires = excluded.expires",
                    &[
                        &&id[..],
                        &session.user,
                        &session.credential,
                        &session.expires,
                    ],
                )
            });
            write.await?;
            Ok(())
        })
    }

    fn find(&self, id: TokenHash, now: i64) -> StoreFuture<'_, Option<StoredSession>> {
        Box::pin(async move {
            let read = self.db.db().read(move |tx| {
                tx.query_opt(
                    "SELECT {user}, credential, expires FROM sessions
                     WHERE id_hash = ?1 AND expires > ?2",
                    &[&&id[..], &now],
                    |r| {
                        Ok(StoredSession {
                            user: r.get(0)?,
                            credential: r.get(1)?,
                            expires: r.get(2)?,
                        })
                    },
                )
            });
            Ok(read.await?)
        })
    }

    fn remove(&self, id: TokenHash) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let write = self.db.db().write(move |tx| {
                tx.execute("DELETE FROM sessions WHERE id_hash = ?1", &[&&id[..]])
            });
            write.await?;
            Ok(())
        })
    }

    fn sweep(&self, now: i64) -> StoreFuture<'_, u64> {
        Box::pin(async move {
            let write = self
                .db
                .db()
                .write(move |tx| tx.execute("DELETE FROM sessions WHERE expires <= ?1", &[&now]));
            Ok(write.await? as u64)
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    #[tokio::test]
    async fn sessions_in_sqlite_start_end_and_expire() {
        let db = AccessDb::in_memory();
        super::super::sessions::tests::a_store_starts_ends_and_expires(Arc::new(SqlSessions::new(
            db,
        )))
        .await;
    }

    #[tokio::test]
    async fn only_the_tokens_digest_is_kept() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let db = AccessDb::open(dir.path()).unwrap_or_else(|e| panic!("{e}"));
        let s = super::super::sessions::Sessions::new(
            std::time::Duration::from_secs(60),
            crate::platform::clock::Clock::system(),
            Arc::new(SqlSessions::new(db.clone())),
        );
        let token = s.start("anna".into(), "c".into()).await.unwrap_or_default();
        // Reopened (a restart): the same token still names anna.
        let again = super::super::sessions::Sessions::new(
            std::time::Duration::from_secs(60),
            crate::platform::clock::Clock::system(),
            Arc::new(SqlSessions::new(
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
