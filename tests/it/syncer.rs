//! Several portals on one database: one syncs with the supplier and copies
//! what it read; the others sync from the copy and never ask the supplier
//! for the catalogue. On `DATABASE_URL` (a Postgres the tests may create
//! databases on) or the one this run starts itself (`test_servers`); each
//! test makes a database of its own.

use std::sync::Arc;

use dealer_desk::{
    model::{query::ListQuery, Currency, Product},
    server::{
        index::{Index, Supplier, SyncFrom, SyncKind},
        platform::postgres::Pg,
        syncer::{SharedCopy, Syncer, MIGRATIONS},
    },
};

use crate::index_support::{demo, gateway, open, upstream, TempDir, DEMO_KEY};

/// A database of its own on the test server, its schema up to date; `None`
/// (and a line saying so) where no server is at hand.
async fn fresh_database(name: &str) -> Option<Pg> {
    let url = crate::test_servers::database_url()?;
    let admin = Pg::connect(&url).await.expect("DATABASE_URL answers");
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let db = format!("dd_{name}_{}_{nanos}", std::process::id());
    admin
        .client()
        .await
        .unwrap()
        .batch_execute(&format!("CREATE DATABASE {db}"))
        .await
        .unwrap();
    let mut own = url::Url::parse(&url).unwrap();
    own.set_path(&db);
    let pg = Pg::connect(own.as_str()).await.unwrap();
    pg.migrate(MIGRATIONS).await.unwrap();
    Some(pg)
}

async fn all_records(index: &Index) -> Vec<Product> {
    let mut all = index
        .records(&ListQuery::default(), Currency::Gbp)
        .await
        .unwrap();
    all.sort_by(|a, b| a.sku.cmp(&b.sku));
    all
}

fn copy_of(pg: &Pg) -> SharedCopy {
    SharedCopy::new(pg.clone(), "demo-test".into())
}

#[tokio::test]
async fn a_follower_syncs_from_the_copy_without_asking_the_supplier() {
    let Some(pg) = fresh_database("follow").await else {
        return;
    };
    let d = demo(600).await;
    let g = gateway(&d.base_url(), DEMO_KEY);
    let (dir_a, dir_b) = (TempDir::new("sync-a"), TempDir::new("sync-b"));
    let (syncer_index, follower_index) = (open(&dir_a, "demo-test"), open(&dir_b, "demo-test"));
    let copy = copy_of(&pg);
    let supplier = Supplier(g.clone());
    let leads = SyncFrom {
        source: &supplier,
        copy: Some(&copy),
    };
    let follows = SyncFrom {
        source: &copy,
        copy: None,
    };

    // Before the syncer has copied anything, the follower waits for it.
    assert!(follower_index
        .sync_from(follows, SyncKind::Full)
        .await
        .is_err());
    syncer_index.sync_from(leads, SyncKind::Full).await.unwrap();
    let searches = upstream(&g, "search");
    follower_index
        .sync_from(follows, SyncKind::Full)
        .await
        .unwrap();
    assert!(follower_index.is_ready());
    assert_eq!(
        all_records(&follower_index).await,
        all_records(&syncer_index).await
    );
    assert_eq!(all_records(&follower_index).await.len(), 600);

    // A change at the supplier reaches the follower through the syncer's
    // incremental sync; a removal, through its full one.
    let recs = all_records(&syncer_index).await;
    let (renamed, removed) = (recs[3].sku.clone().unwrap(), recs[5].sku.clone().unwrap());
    let edit = d.editor();
    assert!(edit.rename(&renamed, "Shared rear hugger"));
    syncer_index
        .sync_from(leads, SyncKind::Incremental)
        .await
        .unwrap();
    follower_index
        .sync_from(follows, SyncKind::Incremental)
        .await
        .unwrap();
    let got = all_records(&follower_index).await;
    let r = got
        .iter()
        .find(|p| p.sku.as_deref() == Some(&renamed))
        .unwrap();
    assert_eq!(r.name.as_deref(), Some("Shared rear hugger"));
    assert!(edit.remove(&removed));
    syncer_index.sync_from(leads, SyncKind::Full).await.unwrap();
    let supplier_searches = upstream(&g, "search") - searches;
    follower_index
        .sync_from(follows, SyncKind::Full)
        .await
        .unwrap();
    assert_eq!(
        all_records(&follower_index).await,
        all_records(&syncer_index).await
    );
    assert_eq!(all_records(&follower_index).await.len(), 599);
    // Only the syncer's own syncs asked the supplier.
    assert_eq!(upstream(&g, "search") - searches, supplier_searches);
}

#[tokio::test]
async fn one_portal_holds_the_sync_lock_and_another_takes_it_when_it_goes() {
    let Some(pg) = fresh_database("lock").await else {
        return;
    };
    let first = Arc::new(Syncer::new(pg.clone(), copy_of(&pg)));
    let second = Syncer::new(pg.clone(), copy_of(&pg));
    assert!(first.try_lead().await);
    assert!(!second.try_lead().await);
    assert!(first.try_lead().await, "the holder keeps it");
    assert_eq!(first.role().label(), "syncer");
    assert_eq!(second.role().label(), "follower");
    // The holder goes away (its connection closes): the lock is free.
    drop(first);
    let mut took = false;
    for _ in 0..50 {
        if second.try_lead().await {
            took = true;
            break;
        }
        tokio::task::yield_now().await;
    }
    assert!(took, "the lock was not taken over");
    assert_eq!(second.role().label(), "syncer");
}

#[tokio::test]
async fn a_copy_of_another_catalogue_is_never_read() {
    let Some(pg) = fresh_database("other").await else {
        return;
    };
    let d = demo(50).await;
    let g = gateway(&d.base_url(), DEMO_KEY);
    let dir = TempDir::new("sync-other");
    let index = open(&dir, "demo-test");
    let supplier = Supplier(g);
    let copy = copy_of(&pg);
    index
        .sync_from(
            SyncFrom {
                source: &supplier,
                copy: Some(&copy),
            },
            SyncKind::Full,
        )
        .await
        .unwrap();
    let other = SharedCopy::new(pg.clone(), "another-supplier".into());
    let dir_b = TempDir::new("sync-other-b");
    let e = open(&dir_b, "another-supplier")
        .sync_from(
            SyncFrom {
                source: &other,
                copy: None,
            },
            SyncKind::Full,
        )
        .await
        .unwrap_err();
    assert!(e.to_string().contains("another supplier"), "{e}");
}
