//! Feed tokens in Postgres (`DATABASE_URL`): the statements of
//! `feed_tokens.rs` for the shared database, so a token made on one portal
//! opens the exports on every portal, and a revoke on one closes them on
//! all. Making a token counts and checks its name under the tokens'
//! advisory lock; a pull counts itself in one `UPDATE … RETURNING`, so
//! pulls at once through any portals all count. Only the secret's SHA-256
//! is kept.

use super::db::StoreError;
use crate::model::exports::FeedToken;
use crate::server::platform::postgres::{stores::Lock, Pg, PgError};

fn said(e: impl Into<PgError>) -> StoreError {
    StoreError(e.into().0)
}

/// Every token, oldest first, without secrets.
pub async fn list(pg: &Pg) -> Result<Vec<FeedToken>, StoreError> {
    let c = pg.client().await.map_err(said)?;
    let rows = c
        .query(
            "SELECT id, name, created, last_used, pulls FROM feed_tokens ORDER BY seq",
            &[],
        )
        .await
        .map_err(said)?;
    rows.iter()
        .map(|r| {
            Ok(FeedToken {
                id: r.try_get(0).map_err(said)?,
                name: r.try_get(1).map_err(said)?,
                created: r.try_get(2).map_err(said)?,
                last_used: r.try_get(3).map_err(said)?,
                pulls: r.try_get::<_, i64>(4).map_err(said)?.max(0) as u64,
            })
        })
        .collect()
}

/// What became of a new token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Insert {
    Made,
    /// Another token has this name (letter case aside).
    Taken,
    /// There are `most` tokens already.
    Full,
}

/// Saves a new token (its secret's `hash`), unless its name is taken or
/// there are `most` tokens already.
pub async fn insert(pg: &Pg, t: &FeedToken, hash: &str, most: usize) -> Result<Insert, StoreError> {
    let mut c = pg.client().await.map_err(said)?;
    let tx = c.transaction().await.map_err(said)?;
    Lock::FeedTokens.take(&tx, "").await.map_err(said)?;
    let row = tx
        .query_one(
            "SELECT COUNT(*), COALESCE(bool_or(lower(name) = lower($1)), false) FROM feed_tokens",
            &[&t.name],
        )
        .await
        .map_err(said)?;
    let (count, taken): (i64, bool) =
        (row.try_get(0).map_err(said)?, row.try_get(1).map_err(said)?);
    if taken {
        return Ok(Insert::Taken);
    }
    if count as usize >= most {
        return Ok(Insert::Full);
    }
    tx.execute(
        "INSERT INTO feed_tokens(id, name, hash, created) VALUES ($1, $2, $3, $4)",
        &[&t.id, &t.name, &hash, &t.created],
    )
    .await
    .map_err(said)?;
    tx.commit().await.map_err(said)?;
    Ok(Insert::Made)
}

/// Revokes a token by its id: its name, or `None` when there was none.
pub async fn revoke(pg: &Pg, id: &str) -> Result<Option<String>, StoreError> {
    let c = pg.client().await.map_err(said)?;
    let row = c
        .query_opt(
            "DELETE FROM feed_tokens WHERE id = $1 RETURNING name",
            &[&id],
        )
        .await
        .map_err(said)?;
    row.map(|r| r.try_get(0).map_err(said)).transpose()
}

/// The name of the token with this secret's `hash`, counting one pull.
pub async fn pull(pg: &Pg, hash: &str, now: &str) -> Result<Option<String>, StoreError> {
    let c = pg.client().await.map_err(said)?;
    let row = c
        .query_opt(
            "UPDATE feed_tokens SET pulls = pulls + 1, last_used = $2
             WHERE hash = $1 RETURNING name",
            &[&hash, &now],
        )
        .await
        .map_err(said)?;
    row.map(|r| r.try_get(0).map_err(said)).transpose()
}
