//! Two whole portals on one Postgres database: a list built with plain
//! forms through one is on the other's pages, and a watch made through one
//! is checked and found back by the other.

use chrono::Utc;
use dealer_desk::model::customer::SameContact;
use dealer_desk::{
    model::{query::ListQuery, Currency},
    server::{
        access::{db::AccessDb, session_sql::SqlSessions, AccessConfig, FeedTokens},
        customers::NewWatch,
        quotes::new_id,
    },
};
use reqwest::StatusCode;

use super::Schema;
use crate::portal_support::{demo_portal_stored, Portal};

async fn portal(s: &Schema) -> Portal {
    let pg = s.open().await;
    let access = AccessConfig {
        client_rate: None,
        client_pending: None,
        feed_tokens: FeedTokens::new(AccessDb::postgres(pg.clone())),
        session_store: std::sync::Arc::new(SqlSessions::new(AccessDb::postgres(pg.clone()))),
        ..AccessConfig::open()
    };
    demo_portal_stored(access, pg).await.synced().await
}

/// The demo's SKUs, in the index's order.
async fn skus(p: &Portal) -> Vec<String> {
    let rows = p
        .state
        .products
        .rows(&ListQuery::default(), Currency::Gbp)
        .await
        .unwrap();
    let all = p.state.index.records_by_id(rows.ids).await.unwrap();
    all.into_iter().filter_map(|x| x.sku).collect()
}

#[tokio::test]
async fn pg_a_list_built_on_one_portal_is_on_the_other() {
    let Some(s) = Schema::new().await else { return };
    let (a, b) = (portal(&s).await, portal(&s).await);
    let skus = skus(&a).await;
    let form = [("sku", skus[0].as_str()), ("qty", "2"), ("quote", "new")];
    let (to, cookie) = a.post_browser("/quotes/add", "", &form).await;
    let id = to.trim_start_matches("/quotes/").split('?').next().unwrap();
    let form = [("sku", skus[1].as_str()), ("qty", "3"), ("quote", id)];
    let (to, _) = b.post_browser("/quotes/add", &cookie, &form).await;
    assert!(to.ends_with("note=added"), "{to}");
    let r = b.get_as(&format!("/quotes/{id}"), &cookie).await;
    assert_eq!(r.status(), StatusCode::OK);
    let html = r.text().await.unwrap();
    for sku in &skus[..2] {
        assert!(html.contains(&format!("data-line-sku=\"{sku}\"")), "{sku}");
    }
    let csv = a.get_as(&format!("/quotes/{id}/csv"), &cookie).await;
    let csv = csv.text().await.unwrap();
    assert!(csv.contains(&format!("{},2", skus[0])), "{csv}");
    assert!(csv.contains(&format!("{},3", skus[1])), "{csv}");
    // Another browser does not see it on either portal.
    let other = "dd_browser=0123456789abcdef0123456789abcdef";
    assert_ne!(
        a.get_as(&format!("/quotes/{id}"), other).await.status(),
        StatusCode::OK
    );
    s.drop().await;
}

#[tokio::test]
async fn pg_a_watch_made_on_one_portal_is_checked_by_the_other() {
    let Some(s) = Schema::new().await else { return };
    let (a, b) = (portal(&s).await, portal(&s).await);
    let skus = skus(&a).await;
    let stock = a.state.catalogue.bulk_stock(&skus).await.unwrap();
    let in_stock = skus
        .iter()
        .zip(&stock)
        .find(|(_, s)| s.count.unwrap_or(0) >= 1)
        .map(|(sku, _)| sku.clone())
        .unwrap();
    let customers = &a.state.customers;
    let fields = dealer_desk::model::customer::customer_fields("Gus", "07700 900888", "", "");
    let id = customers
        .create(new_id(), fields.unwrap(), SameContact::Refuse, None)
        .await
        .unwrap()
        .done()
        .unwrap();
    let made = customers.add_watch(
        NewWatch {
            customer: id,
            sku: in_stock.clone(),
            name: "Part".into(),
            qty: 1,
            email_customer: false,
        },
        None,
    );
    made.await.unwrap().done().unwrap();
    let report = b
        .state
        .customers
        .check_watches(&b.state.catalogue, Utc::now())
        .await
        .unwrap();
    assert_eq!((report.skus, report.back, report.expired), (1, 1, 0));
    let back = a.state.customers.back_in_stock(10).await.unwrap();
    assert_eq!(back.rows.len(), 1);
    assert_eq!(back.rows[0].sku, in_stock);
    assert!(back.last_check.is_some());
    assert_eq!(a.state.customers.back_count().await.unwrap(), 1);
    s.drop().await;
}
