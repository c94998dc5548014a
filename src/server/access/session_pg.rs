//! Sessions in Postgres (`DATABASE_URL`), so a sign-in on one portal is
//! valid on every portal behind the same address, and a sign-out on one
//! ends it on all. The same rows as `session_sqlite.rs` (the token's
//! SHA-256, the user, the credential, when it expires), one small
//! statement a call. It must not keep the token itself.

use super::{
    db::StoreError,
    sessions::{SessionStore, StoreFuture, StoredSession, TokenHash},
};
use crate::server::platform::postgres::{Pg, PgError};

#[derive(Debug, Clone)]
pub struct PgSessions {
    pg: Pg,
}

impl PgSessions {
    pub fn new(pg: Pg) -> PgSessions {
        PgSessions { pg }
    }
}

fn said(e: PgError) -> StoreError {
    StoreError(e.0)
}

impl SessionStore for PgSessions {
    fn insert(&self, id: TokenHash, session: StoredSession) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let c = self.pg.client().await.map_err(said)?;
            c.execute(
                "INSERT INTO sessions(id_hash, user_name, credential, expires)
                 VALUES ($1, $2, $3, $4)
                 ON CONFLICT (id_hash) DO UPDATE SET user_name = excluded.user_name,
                     credential = excluded.credential, expires = excluded.expires",
                &[
                    &&id[..],
                    &session.user,
                    &session.credential,
                    &session.expires,
                ],
            )
            .await
            .map_err(|e| said(e.into()))?;
            Ok(())
        })
    }

    fn find(&self, id: TokenHash, now: i64) -> StoreFuture<'_, Option<StoredSession>> {
        Box::pin(async move {
            let c = self.pg.client().await.map_err(said)?;
            let row = c
                .query_opt(
                    "SELECT user_name, credential, expires FROM sessions
                     WHERE id_hash = $1 AND expires > $2",
                    &[&&id[..], &now],
                )
                .await
                .map_err(|e| said(e.into()))?;
            let Some(r) = row else { return Ok(None) };
            let read = || -> Result<StoredSession, tokio_postgres::Error> {
                Ok(StoredSession {
                    user: r.try_get(0)?,
                    credential: r.try_get(1)?,
                    expires: r.try_get(2)?,
                })
            };
            read().map(Some).map_err(|e| said(e.into()))
        })
    }

    fn remove(&self, id: TokenHash) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            let c = self.pg.client().await.map_err(said)?;
            c.execute("DELETE FROM sessions WHERE id_hash = $1", &[&&id[..]])
                .await
                .map_err(|e| said(e.into()))?;
            Ok(())
        })
    }

    fn sweep(&self, now: i64) -> StoreFuture<'_, u64> {
        Box::pin(async move {
            let c = self.pg.client().await.map_err(said)?;
            c.execute("DELETE FROM sessions WHERE expires <= $1", &[&now])
                .await
                .map_err(|e| said(e.into()))
        })
    }
}
