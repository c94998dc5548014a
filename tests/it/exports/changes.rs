//! The change feed: after a price, a rename and a removal in the demo
//! catalogue, an incremental sync and the full reconcile, the feed lists
//! exactly those three changes, and nothing for the first sync.

use dealer_desk::server::{access::AccessConfig, index::SyncKind};
use reqwest::StatusCode;

use super::{indexed, parse_csv, synced_portal};

#[tokio::test]
async fn the_change_feed_lists_exactly_what_changed() {
    let p = synced_portal(AccessConfig::open()).await;
    // The first sync is the baseline: no history.
    let r = p.get("/export/changes.csv?since=2000-01-01").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["x-export-rows"], "0");
    let rows = parse_csv(&r.text().await.unwrap());
    assert_eq!(
        rows,
        vec![vec!["Seen", "Change", "SKU", "Name", "Field", "Old", "New"]
            .into_iter()
            .map(String::from)
            .collect::<Vec<_>>()]
    );

    let recs = indexed(&p).await;
    let plain = |i: usize| {
        let r = &recs[i];
        r.site_price.is_some()
            && r.name.as_deref().is_some_and(|n| {
                n.trim() == n && !n.is_empty() && !n.starts_with(['=', '+', '-', '@'])
            })
    };
    let picks: Vec<usize> = (0..recs.len()).filter(|&i| plain(i)).take(3).collect();
    let (a, b, c) = (&recs[picks[0]], &recs[picks[1]], &recs[picks[2]]);
    let sku = |r: &dealer_desk::model::Product| r.sku.clone().unwrap();
    let old_price = a.site_price.unwrap();
    let edit = p.demo_editor().unwrap();
    assert!(edit.set_price(&sku(a), old_price + 10.0));
    assert!(edit.rename(&sku(b), "Renamed rear hugger"));
    assert!(edit.remove(&sku(c)));

    let cat = &p.state.catalogue;
    p.state
        .index
        .sync(cat, SyncKind::Incremental)
        .await
        .unwrap();
    p.state.index.sync(cat, SyncKind::Full).await.unwrap();

    let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
    let r = p
        .get(&format!("/export/changes.csv?since={today}&bom=1"))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["x-export-rows"], "3");
    let text = r.text().await.unwrap();
    let rows = parse_csv(text.strip_prefix('\u{feff}').unwrap());
    let mut got: Vec<Vec<String>> = rows[1..].iter().map(|r| r[1..].to_vec()).collect();
    got.sort();
    let mut want = vec![
        vec![
            "price".to_string(),
            sku(a),
            a.display_name(),
            "RRP GBP".into(),
            format!("{old_price:.2}"),
            format!("{:.2}", old_price + 10.0),
        ],
        vec![
            "removed".to_string(),
            sku(c),
            c.display_name(),
            String::new(),
            String::new(),
            String::new(),
        ],
        vec![
            "renamed".to_string(),
            sku(b),
            "Renamed rear hugger".into(),
            String::new(),
            b.display_name(),
            "Renamed rear hugger".into(),
        ],
    ];
    want.sort();
    assert_eq!(got, want);
    // Each says when it was seen: today.
    assert!(rows[1..].iter().all(|r| r[0].starts_with(&today)));
    // Nothing yet after today.
    let r = p.get("/export/changes.csv?since=2999-01-01").await;
    assert_eq!(r.headers()["x-export-rows"], "0");
    assert_eq!(parse_csv(&r.text().await.unwrap()).len(), 1);
    // The removed product is gone from the exports too.
    let csv = p.get("/export/products.csv").await.text().await.unwrap();
    assert!(!csv.contains(&format!("\n{},", sku(c))));
    assert!(csv.contains("Renamed rear hugger"));
}
