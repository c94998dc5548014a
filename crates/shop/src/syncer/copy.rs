//! The catalogue as the syncing portal copies it to the shared database,
//! for the other portals to sync from.
//!
//! Why product records and not the index file: each portal keeps its own
//! SQLite index (its searches stay local and quick, and a portal whose
//! database goes away still serves what it has), and the one sync code
//! builds it from either source, so the indexes end the same by
//! construction. Records are small to send a chunk at a time, a follower
//! that starts reads only what it lacks, and no portal ever replaces a
//! file under its own readers.
//!
//! The tables: each product's record (as the index reads it) with the
//! category it was fetched under and when it was copied (`copied_ms`, the
//! database's clock), the listings, the categories copied so far (a
//! follower's first sync takes those and carries on with the rest later),
//! and one row of state: when the last complete full sync ended, from
//! when the supplier was last read, and of which catalogue.

use std::collections::HashMap;

use crate::{
    index::{Listings, Products, SourceFuture, SyncCopy, SyncSource},
    model::{query::SupplierFilters, AppError, Product},
    platform::postgres::{Migration, Pg, PgError},
};

pub const MIGRATIONS: &[Migration] = &[Migration {
    id: "catalogue/001_shared_copy",
    sql: "
        CREATE TABLE catalogue_products (
            sku TEXT PRIMARY KEY,
            chunk BIGINT NOT NULL,
            record TEXT NOT NULL,
            copied_ms BIGINT NOT NULL);
        CREATE INDEX catalogue_products_chunk ON catalogue_products (chunk);
        CREATE INDEX catalogue_products_copied ON catalogue_products (copied_ms);
        CREATE TABLE catalogue_listings (
            kind TEXT PRIMARY KEY,
            body TEXT NOT NULL);
        CREATE TABLE catalogue_chunks (
            chunk BIGINT PRIMARY KEY,
            copied_ms BIGINT NOT NULL);
        CREATE TABLE catalogue_state (
            one BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (one),
            identity TEXT NOT NULL,
            complete_ms BIGINT,
            supplier_since TEXT);
    ",
}];

/// The database's clock in ms: every portal compares copy times with it.
const NOW_MS: &str = "(extract(epoch from clock_timestamp()) * 1000)::BIGINT";

/// How long a follower's sync waits for a category the syncer has not
/// copied yet (asking every `COPY_POLL`) before leaving it for its next
/// attempt: portals started together end their first syncs together.
const COPY_PATIENCE: std::time::Duration = std::time::Duration::from_secs(20);
const COPY_POLL: std::time::Duration = std::time::Duration::from_millis(500);

/// How far the copy has come.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Copied {
    /// Categories copied (by the syncer's current or an earlier full sync).
    pub categories: i64,
    /// A full sync has been copied completely at least once.
    pub complete: bool,
}

/// Rows sent in one statement.
const ROWS_PER_STATEMENT: usize = 500;

/// The shared copy of one catalogue (named by `identity`, as the index
/// names what it was built from).
pub struct SharedCopy {
    pg: Pg,
    identity: String,
}

fn failed(e: PgError) -> AppError {
    AppError::Internal(format!("the shared catalogue copy: {e}"))
}

fn not_yet(what: &str) -> AppError {
    AppError::Internal(format!(
        "the shared catalogue copy does not hold {what} yet: the syncing portal is still fetching it"
    ))
}

/// Milliseconds since 1970 of an RFC 3339 time.
fn millis(rfc3339: &str) -> Result<i64, AppError> {
    chrono::DateTime::parse_from_rfc3339(rfc3339)
        .map(|t| t.timestamp_millis())
        .map_err(|_| AppError::BadRequest(format!("not a time: {rfc3339}")))
}

impl SharedCopy {
    pub fn new(pg: Pg, identity: String) -> SharedCopy {
        SharedCopy { pg, identity }
    }

    /// From when the supplier was last read by a sync that succeeded
    /// (RFC 3339): where a portal that takes over the sync carries on.
    pub async fn supplier_since(&self) -> Result<Option<String>, AppError> {
        let client = self.pg.client().await.map_err(failed)?;
        let row = client
            .query_opt(
                "SELECT supplier_since FROM catalogue_state WHERE identity = $1",
                &[&self.identity],
            )
            .await
            .map_err(|e| failed(e.into()))?;
        Ok(row.and_then(|r| r.get::<_, Option<String>>(0)))
    }

    /// How far the copy has come; `None` when it has not begun.
    pub async fn copied(&self) -> Result<Option<Copied>, AppError> {
        let client = self.pg.client().await.map_err(failed)?;
        let row = client
            .query_opt(
                "SELECT complete_ms IS NOT NULL, (SELECT COUNT(*) FROM catalogue_chunks)
                 FROM catalogue_state WHERE identity = $1",
                &[&self.identity],
            )
            .await
            .map_err(|e| failed(e.into()))?;
        Ok(row.map(|r| Copied {
            complete: r.get(0),
            categories: r.get(1),
        }))
    }

    /// Whether this category has been copied, waiting up to `COPY_PATIENCE`.
    async fn wait_for_chunk(&self, chunk: i64) -> Result<bool, AppError> {
        let until = tokio::time::Instant::now() + COPY_PATIENCE;
        loop {
            let client = self.pg.client().await.map_err(failed)?;
            let copied = client
                .query_opt("SELECT 1 FROM catalogue_chunks WHERE chunk = $1", &[&chunk])
                .await
                .map_err(|e| failed(e.into()))?
                .is_some();
            drop(client);
            if copied || tokio::time::Instant::now() >= until {
                return Ok(copied);
            }
            tokio::time::sleep(COPY_POLL).await;
        }
    }

    /// Checks the copy is of this portal's catalogue; `complete_ms`.
    async fn state(&self, client: &tokio_postgres::Client) -> Result<Option<i64>, AppError> {
        let row = client
            .query_opt("SELECT identity, complete_ms FROM catalogue_state", &[])
            .await
            .map_err(|e| failed(e.into()))?
            .ok_or_else(|| not_yet("the catalogue"))?;
        if row.get::<_, String>(0) != self.identity {
            return Err(AppError::Internal(
                "the shared catalogue copy is of another supplier or key than this portal's".into(),
            ));
        }
        Ok(row.get(1))
    }

    async fn read(
        &self,
        sql: &str,
        params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
    ) -> Result<Products, AppError> {
        let client = self.pg.client().await.map_err(failed)?;
        let rows = client
            .query(sql, params)
            .await
            .map_err(|e| failed(e.into()))?;
        let mut out = Products {
            products: Vec::with_capacity(rows.len()),
            skipped: 0,
        };
        for row in rows {
            match serde_json::from_str::<Product>(row.get(0)) {
                Ok(p) => out.products.push(p),
                Err(_) => out.skipped += 1,
            }
        }
        Ok(out)
    }

    async fn read_products(&self, filters: &SupplierFilters) -> Result<Products, AppError> {
        let complete = {
            let client = self.pg.client().await.map_err(failed)?;
            self.state(&client).await?
        };
        if let Some(after) = filters.updated_after.as_deref() {
            let after = millis(after)?;
            return self
                .read(
                    "SELECT record FROM catalogue_products WHERE copied_ms >= $1",
                    &[&after],
                )
                .await;
        }
        match filters.category_id {
            Some(chunk) => {
                if complete.is_none() && !self.wait_for_chunk(chunk).await? {
                    return Err(not_yet(&format!("category {chunk}")));
                }
                self.read(
                    "SELECT record FROM catalogue_products WHERE chunk = $1",
                    &[&chunk],
                )
                .await
            }
            None if complete.is_some() => {
                self.read("SELECT record FROM catalogue_products", &[])
                    .await
            }
            None => Err(not_yet("the whole catalogue")),
        }
    }

    async fn read_listings(&self) -> Result<Listings, AppError> {
        let client = self.pg.client().await.map_err(failed)?;
        self.state(&client).await?;
        let rows = client
            .query("SELECT kind, body FROM catalogue_listings", &[])
            .await
            .map_err(|e| failed(e.into()))?;
        let bodies: HashMap<String, String> = rows.iter().map(|r| (r.get(0), r.get(1))).collect();
        Ok(Listings {
            categories: parsed(&bodies, "categories").ok_or_else(|| not_yet("the categories"))?,
            brands: parsed(&bodies, "brands").ok_or_else(|| not_yet("the brands"))?,
            bikes: parsed::<Option<_>>(&bodies, "bikes").flatten(),
        })
    }

    async fn write_listings(&self, listings: &Listings) -> Result<(), AppError> {
        let bodies = [
            (
                "categories",
                serde_json::to_string(listings.categories.as_ref()),
            ),
            ("brands", serde_json::to_string(listings.brands.as_ref())),
            ("bikes", serde_json::to_string(&listings.bikes)),
        ];
        let mut client = self.pg.client().await.map_err(failed)?;
        let tx = client.transaction().await.map_err(|e| failed(e.into()))?;
        // A copy of another catalogue is dropped, not mixed with this one.
        let other = tx
            .query_opt(
                "SELECT 1 FROM catalogue_state WHERE identity <> $1",
                &[&self.identity],
            )
            .await
            .map_err(|e| failed(e.into()))?;
        if other.is_some() {
            tx.batch_execute(
                "DELETE FROM catalogue_products; DELETE FROM catalogue_chunks;
                 DELETE FROM catalogue_listings; DELETE FROM catalogue_state;",
            )
            .await
            .map_err(|e| failed(e.into()))?;
        }
        tx.execute(
            "INSERT INTO catalogue_state (identity) VALUES ($1) ON CONFLICT (one) DO NOTHING",
            &[&self.identity],
        )
        .await
        .map_err(|e| failed(e.into()))?;
        for (kind, body) in bodies {
            let Ok(body) = body else { continue };
            tx.execute(
                "INSERT INTO catalogue_listings (kind, body) VALUES ($1, $2)
                 ON CONFLICT (kind) DO UPDATE SET body = excluded.body",
                &[&kind, &body],
            )
            .await
            .map_err(|e| failed(e.into()))?;
        }
        tx.commit().await.map_err(|e| failed(e.into()))
    }

    async fn write_products(&self, chunk: i64, products: &[Product]) -> Result<(), AppError> {
        let mut client = self.pg.client().await.map_err(failed)?;
        let tx = client.transaction().await.map_err(|e| failed(e.into()))?;
        let upsert = format!(
            "INSERT INTO catalogue_products (sku, chunk, record, copied_ms)
             SELECT sku, chunk, record, {NOW_MS}
             FROM unnest($1::TEXT[], $2::BIGINT[], $3::TEXT[]) AS t(sku, chunk, record)
             ON CONFLICT (sku) DO UPDATE SET record = excluded.record,
                 copied_ms = excluded.copied_ms,
                 chunk = CASE WHEN $4 THEN excluded.chunk ELSE catalogue_products.chunk END"
        );
        let whole_chunk = chunk != 0;
        for part in products.chunks(ROWS_PER_STATEMENT) {
            let rows = rows_of(chunk, part);
            tx.execute(
                &upsert,
                &[&rows.skus, &rows.chunks, &rows.records, &whole_chunk],
            )
            .await
            .map_err(|e| failed(e.into()))?;
        }
        if whole_chunk {
            tx.execute(
                &format!(
                    "INSERT INTO catalogue_chunks (chunk, copied_ms) VALUES ($1, {NOW_MS})
                     ON CONFLICT (chunk) DO UPDATE SET copied_ms = excluded.copied_ms"
                ),
                &[&chunk],
            )
            .await
            .map_err(|e| failed(e.into()))?;
        }
        tx.commit().await.map_err(|e| failed(e.into()))
    }

    async fn write_complete(&self, skus: &[String]) -> Result<(), AppError> {
        let mut client = self.pg.client().await.map_err(failed)?;
        let tx = client.transaction().await.map_err(|e| failed(e.into()))?;
        let skus: Vec<&str> = skus.iter().map(String::as_str).collect();
        tx.execute(
            "DELETE FROM catalogue_products WHERE NOT (sku = ANY($1::TEXT[]))",
            &[&skus],
        )
        .await
        .map_err(|e| failed(e.into()))?;
        tx.execute(
            &format!("UPDATE catalogue_state SET complete_ms = {NOW_MS}"),
            &[],
        )
        .await
        .map_err(|e| failed(e.into()))?;
        tx.commit().await.map_err(|e| failed(e.into()))
    }

    async fn write_since(&self, started: &str) -> Result<(), AppError> {
        let client = self.pg.client().await.map_err(failed)?;
        client
            .execute(
                "UPDATE catalogue_state SET supplier_since = $1 WHERE identity = $2",
                &[&started, &self.identity],
            )
            .await
            .map_err(|e| failed(e.into()))?;
        Ok(())
    }
}

/// A listing's body, read; `None` when missing or unreadable.
fn parsed<T: serde::de::DeserializeOwned>(
    bodies: &HashMap<String, String>,
    kind: &str,
) -> Option<T> {
    bodies.get(kind).and_then(|b| serde_json::from_str(b).ok())
}

/// Columns of rows to copy.
struct Rows {
    skus: Vec<String>,
    chunks: Vec<i64>,
    records: Vec<String>,
}

/// A chunk's products as rows; an update's (`chunk` 0) each under its own
/// category. Products without a SKU are not copied (the index skips them).
fn rows_of(chunk: i64, products: &[Product]) -> Rows {
    let mut rows = Rows {
        skus: Vec::with_capacity(products.len()),
        chunks: Vec::with_capacity(products.len()),
        records: Vec::with_capacity(products.len()),
    };
    for p in products {
        let Some(sku) = p.sku.as_deref().filter(|s| !s.trim().is_empty()) else {
            continue;
        };
        let Ok(record) = serde_json::to_string(p) else {
            continue;
        };
        rows.skus.push(sku.to_string());
        rows.chunks.push(if chunk != 0 {
            chunk
        } else {
            p.category.as_ref().map_or(0, |c| c.id)
        });
        rows.records.push(record);
    }
    rows
}

impl SyncSource for SharedCopy {
    fn listings(&self) -> SourceFuture<'_, Listings> {
        Box::pin(self.read_listings())
    }

    fn products<'a>(&'a self, filters: &'a SupplierFilters) -> SourceFuture<'a, Products> {
        Box::pin(self.read_products(filters))
    }

    fn name(&self) -> &'static str {
        "the shared copy"
    }
}

impl SyncCopy for SharedCopy {
    fn listings<'a>(&'a self, listings: &'a Listings) -> SourceFuture<'a, ()> {
        Box::pin(self.write_listings(listings))
    }

    fn products<'a>(&'a self, chunk: i64, products: &'a [Product]) -> SourceFuture<'a, ()> {
        Box::pin(self.write_products(chunk, products))
    }

    fn complete<'a>(&'a self, skus: &'a [String]) -> SourceFuture<'a, ()> {
        Box::pin(self.write_complete(skus))
    }

    fn synced_since<'a>(&'a self, started: &'a str) -> SourceFuture<'a, ()> {
        Box::pin(self.write_since(started))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_copied_reads_back_the_same() {
        let p: Product = serde_json::from_value(serde_json::json!({
            "sku": "BRK-001", "name": "Brake pad", "category": {"id": 7, "name": "Brakes"},
            "images": ["https://img.example/a.jpg"], "dealerPriceGBP": 12.5,
            "stock": {"quantity": 4}
        }))
        .unwrap();
        let rows = rows_of(0, std::slice::from_ref(&p));
        assert_eq!(rows.chunks, vec![7], "an update goes under its category");
        let back: Product = serde_json::from_str(&rows.records[0]).unwrap();
        assert_eq!(back, p);
        let none = rows_of(3, &[Product::default()]);
        assert!(none.skus.is_empty(), "no SKU, no row");
    }
}
