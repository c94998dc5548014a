//! Where a sync reads the catalogue from, and where it copies what it read.
//!
//! One portal reads it from the supplier (through the gateway, as batch
//! work). When several portals share a database, only one of them does
//! that, and copies every chunk it writes to the shared copy
//! (`syncer`); the others read the catalogue from that copy with
//! the very same sync, so their indexes end the same and the supplier is
//! asked once. The index never knows which source it reads.

use std::{future::Future, pin::Pin, sync::Arc};

use crate::{
    catalogue::Catalogue,
    model::{query::SupplierFilters, AppError, Bike, Brand, Category, Product},
};

/// What a source's calls return.
pub type SourceFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, AppError>> + Send + 'a>>;

/// The catalogue's lists, as a sync starts.
#[derive(Debug, Clone)]
pub struct Listings {
    pub categories: Arc<Vec<Category>>,
    pub brands: Arc<Vec<Brand>>,
    /// Not every supplier answers it; a sync goes on without.
    pub bikes: Option<Arc<Vec<Bike>>>,
}

/// Products read for one filter.
#[derive(Debug, Clone, Default)]
pub struct Products {
    pub products: Vec<Product>,
    /// Records that could not be read and were left out.
    pub skipped: u64,
}

/// A catalogue a sync can read: the filters used are a category
/// (`category_id`, or none for the whole catalogue) and `updated_after`.
pub trait SyncSource: Send + Sync {
    fn listings(&self) -> SourceFuture<'_, Listings>;
    fn products<'a>(&'a self, filters: &'a SupplierFilters) -> SourceFuture<'a, Products>;
    /// In the log and on `/status`: "the supplier", "the shared copy".
    fn name(&self) -> &'static str;
}

/// Where the syncing portal copies what it read, before it writes it to
/// its own index: a chunk the copy did not take is not written either, so
/// the next attempt fetches it again and the copy misses nothing.
pub trait SyncCopy: Send + Sync {
    fn listings<'a>(&'a self, listings: &'a Listings) -> SourceFuture<'a, ()>;
    /// A category's products (`chunk`: the category fetched, 0 for the
    /// whole catalogue or an update).
    fn products<'a>(&'a self, chunk: i64, products: &'a [Product]) -> SourceFuture<'a, ()>;
    /// A full sync has completed: only these SKUs are listed now.
    fn complete<'a>(&'a self, skus: &'a [String]) -> SourceFuture<'a, ()>;
    /// A sync read from the supplier from this time (RFC 3339) succeeded.
    fn synced_since<'a>(&'a self, started: &'a str) -> SourceFuture<'a, ()>;
}

/// A sync's source and, on the portal that syncs for the others, its copy.
#[derive(Clone, Copy)]
pub struct SyncFrom<'a> {
    pub source: &'a dyn SyncSource,
    pub copy: Option<&'a dyn SyncCopy>,
}

/// The supplier, through the gateway, as batch work.
pub struct Supplier(pub Catalogue);

impl SyncSource for Supplier {
    fn listings(&self) -> SourceFuture<'_, Listings> {
        Box::pin(async move {
            Ok(Listings {
                categories: self.0.categories().await?.value,
                brands: self.0.brands().await?.value,
                bikes: self.0.bikes().await.ok().map(|b| b.value),
            })
        })
    }

    fn products<'a>(&'a self, filters: &'a SupplierFilters) -> SourceFuture<'a, Products> {
        Box::pin(async move {
            let got = self.0.search_uncached(filters).await?;
            Ok(Products {
                products: got.value,
                skipped: got.skipped as u64,
            })
        })
    }

    fn name(&self) -> &'static str {
        "the supplier"
    }
}
