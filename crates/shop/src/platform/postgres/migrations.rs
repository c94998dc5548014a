//! Versioned schema changes. Each store lists its own migrations under its
//! own prefix (`stores/001_…`, `catalogue/001_…`); a migration runs once,
//! in one transaction with its record in `schema_migrations`, and never
//! changes once released (a later change is a new migration). A database
//! that holds a migration of a store's prefix this binary does not know was
//! brought up by a newer release: it is refused before anything is applied,
//! so an older portal never runs on a newer schema.

use tokio_postgres::Client;

use super::PgError;

/// One schema change.
#[derive(Debug, Clone, Copy)]
pub struct Migration {
    /// Unique and permanent, e.g. `stores/001_quotes`.
    pub id: &'static str,
    pub sql: &'static str,
}

/// An advisory-lock key of this portal's: held while migrating, so two
/// portals starting at once apply each change once.
const MIGRATE_LOCK: i64 = 0x4445_534b_0001;

/// Applies the migrations of `list` not yet recorded; their ids.
pub(super) async fn apply(
    client: &mut Client,
    list: &[Migration],
) -> Result<Vec<&'static str>, PgError> {
    client
        .batch_execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (
                id TEXT PRIMARY KEY,
                applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
        )
        .await
        .or_else(ignore_concurrent_create)?;
    client
        .execute("SELECT pg_advisory_lock($1)", &[&MIGRATE_LOCK])
        .await?;
    let applied = apply_locked(client, list).await;
    // Released whatever happened (a closed connection releases it too).
    let _ = client
        .execute("SELECT pg_advisory_unlock($1)", &[&MIGRATE_LOCK])
        .await;
    applied
}

/// Two portals creating the record table at once: one wins, the other's
/// error says the type already exists; either way the table is there.
fn ignore_concurrent_create(e: tokio_postgres::Error) -> Result<(), PgError> {
    match e.code() {
        Some(c)
            if *c == tokio_postgres::error::SqlState::UNIQUE_VIOLATION
                || *c == tokio_postgres::error::SqlState::DUPLICATE_TABLE =>
        {
            Ok(())
        }
        _ => Err(e.into()),
    }
}

async fn apply_locked(
    client: &mut Client,
    list: &[Migration],
) -> Result<Vec<&'static str>, PgError> {
    refuse_newer(client, list).await?;
    let mut done = Vec::new();
    for m in list {
        let tx = client.transaction().await?;
        let seen = tx
            .query_opt("SELECT 1 FROM schema_migrations WHERE id = $1", &[&m.id])
            .await?;
        if seen.is_some() {
            continue;
        }
        tx.batch_execute(m.sql)
            .await
            .map_err(|e| PgError(format!("migration {}: {}", m.id, PgError::from(e))))?;
        tx.execute("INSERT INTO schema_migrations (id) VALUES ($1)", &[&m.id])
            .await?;
        tx.commit().await?;
        done.push(m.id);
    }
    Ok(done)
}

/// Refuses a database holding a migration, under the prefixes of `list`,
/// that `list` does not name (one applied by a newer release).
async fn refuse_newer(client: &Client, list: &[Migration]) -> Result<(), PgError> {
    let mut prefixes: Vec<&str> = list
        .iter()
        .filter_map(|m| m.id.split_once('/'))
        .map(|(p, _)| p)
        .collect();
    prefixes.sort_unstable();
    prefixes.dedup();
    for prefix in prefixes {
        let rows = client
            .query(
                "SELECT id FROM schema_migrations WHERE starts_with(id, $1) ORDER BY id",
                &[&format!("{prefix}/")],
            )
            .await?;
        let unknown: Vec<String> = rows
            .iter()
            .map(|r| r.get::<_, String>(0))
            .filter(|id| !list.iter().any(|m| m.id == id))
            .collect();
        if let Some(first) = unknown.first() {
            let newest = list
                .iter()
                .filter(|m| m.id.starts_with(&format!("{prefix}/")))
                .map(|m| m.id)
                .max()
                .unwrap_or("none");
            return Err(PgError(format!(
                "the database has schema change {first}, made by a newer release of Dealer \
                 Desk; this one ({}) knows up to {newest}. Nothing was changed. Start the \
                 release that made it, or restore a dump made with this one.",
                super::super::build_info::long_version()
            )));
        }
    }
    Ok(())
}
