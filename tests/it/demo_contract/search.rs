//! `GET /product/search`: each of the nine parameters alone, combined with
//! AND, bad values as 400s naming the parameter, and what is withheld
//! without extended properties.

use std::collections::HashSet;

use chrono::{DateTime, Duration, Utc};
use serde_json::Value;

use super::{instant, problem, sku, Demo};

fn skus(v: &[Value]) -> HashSet<String> {
    v.iter().map(|p| sku(p).to_string()).collect()
}

fn expect(all: &[Value], keep: impl Fn(&Value) -> bool) -> HashSet<String> {
    skus(&all.iter().filter(|p| keep(p)).cloned().collect::<Vec<_>>())
}

type Keep = Box<dyn Fn(&Value) -> bool>;

fn iso(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%dT%H:%M:%S+00:00").to_string()
}

#[tokio::test]
async fn no_filter_is_the_whole_catalogue_as_a_bare_array() {
    let demo = Demo::small().await;
    let all = demo.search(&[]).await;
    assert_eq!(all.len(), 1200);
    assert_eq!(skus(&all).len(), 1200, "SKUs are unique");
}

#[tokio::test]
async fn search_without_extended_withholds_descriptions_too() {
    let demo = Demo::small().await;
    let full = demo.all().await;
    let lean = demo.search(&[("includeExtendedProperties", "false")]).await;
    assert_eq!(lean.len(), full.len());
    for (l, f) in lean.iter().zip(&full) {
        assert_eq!(l["sku"], f["sku"], "same order both ways");
        for field in [
            "briefDescription",
            "fullDescription",
            "dealerPriceGBP",
            "dealerPriceUSD",
            "dealerPriceEUR",
            "additionalFields",
        ] {
            assert!(l[field].is_null(), "{field}");
        }
        assert!(l["stock"]["count"].is_null());
        match (l["images"].as_array(), f["images"].as_array()) {
            (Some(li), Some(fi)) => {
                assert_eq!(li.len(), fi.len().min(1));
                assert_eq!(li.first(), fi.first());
            }
            (None, None) => {}
            other => panic!("images differ in kind: {other:?}"),
        }
        for same in [
            "id",
            "name",
            "category",
            "brand",
            "sitePrice",
            "ean",
            "bikes",
        ] {
            assert_eq!(l[same], f[same], "{same} is not withheld");
        }
    }
    assert!(full.iter().any(|p| p["fullDescription"].is_string()));
    problem(
        demo.get_query("/product/search", &[("includeExtendedProperties", "maybe")])
            .await,
        400,
    )
    .await;
}

#[tokio::test]
async fn id_filters_alone() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    let cats = demo.json("/categories/all").await;
    for c in cats.as_array().unwrap().iter().take(6) {
        let id = c["id"].as_i64().unwrap();
        let got = demo.search(&[("categoryId", &id.to_string())]).await;
        assert_eq!(skus(&got), expect(&all, |p| p["category"]["id"] == id));
    }
    let brands = demo.json("/brands/all").await;
    for b in brands.as_array().unwrap().iter().take(6) {
        let id = b["id"].as_i64().unwrap();
        let got = demo.search(&[("brandId", &id.to_string())]).await;
        let want = expect(&all, |p| p["brand"] == b["name"]);
        assert!(!want.is_empty() || got.is_empty());
        assert_eq!(skus(&got), want);
    }
    assert!(demo.search(&[("categoryId", "999999")]).await.is_empty());
    assert!(demo.search(&[("brandId", "-4")]).await.is_empty());
}

#[tokio::test]
async fn name_filters_alone_match_substrings_case_insensitively() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    let contains = |field: &Value, needle: &str| {
        field
            .as_str()
            .is_some_and(|s| s.to_lowercase().contains(&needle.to_lowercase()))
    };
    for needle in ["PROTECT", "rake", "Chains & Sprockets", "x"] {
        let got = demo.search(&[("category", needle)]).await;
        let want = expect(&all, |p| contains(&p["category"]["name"], needle));
        assert!(!want.is_empty(), "{needle}");
        assert_eq!(skus(&got), want, "category={needle}");
    }
    for needle in ["APEX", "guard", "o"] {
        let got = demo.search(&[("brand", needle)]).await;
        let want = expect(&all, |p| contains(&p["brand"], needle));
        assert!(!want.is_empty(), "{needle}");
        assert_eq!(skus(&got), want, "brand={needle}");
    }
    assert!(demo.search(&[("brand", "no such brand")]).await.is_empty());
}

#[tokio::test]
async fn date_filters_alone_are_strict_and_accept_offsets_and_z() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    let mut created: Vec<DateTime<Utc>> = all.iter().map(|p| instant(&p["dateCreated"])).collect();
    created.sort();
    let pivot = created[created.len() / 2];
    let mut modified: Vec<DateTime<Utc>> =
        all.iter().map(|p| instant(&p["dateModified"])).collect();
    modified.sort();
    let upivot = modified[modified.len() / 3];

    let cases: Vec<(&str, String, Keep)> = vec![
        (
            "createdBefore",
            iso(pivot),
            Box::new(move |p| instant(&p["dateCreated"]) < pivot),
        ),
        (
            "createdAfter",
            pivot.format("%Y-%m-%dT%H:%M:%SZ").to_string(),
            Box::new(move |p| instant(&p["dateCreated"]) > pivot),
        ),
        (
            "updatedBefore",
            upivot
                .with_timezone(&chrono::FixedOffset::east_opt(7200).unwrap())
                .to_rfc3339(),
            Box::new(move |p| instant(&p["dateModified"]) < upivot),
        ),
        (
            "updatedAfter",
            iso(upivot),
            Box::new(move |p| instant(&p["dateModified"]) > upivot),
        ),
    ];
    for (name, value, keep) in cases {
        let got = demo.search(&[(name, value.as_str())]).await;
        let want = expect(&all, keep);
        assert!(!want.is_empty() && want.len() < all.len(), "{name}");
        assert_eq!(skus(&got), want, "{name}={value}");
    }
}

#[tokio::test]
async fn filters_combine_with_and() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    let first = &all[0];
    let cat_id = first["category"]["id"].as_i64().unwrap();
    let since = instant(&first["dateCreated"]) - Duration::days(400);
    let until = super::anchor() - Duration::days(1);
    let got = demo
        .search(&[
            ("categoryId", &cat_id.to_string()),
            ("brand", "a"),
            (
                "category",
                &first["category"]["name"].as_str().unwrap()[..3],
            ),
            ("createdAfter", &iso(since)),
            ("updatedBefore", &iso(until)),
            ("includeExtendedProperties", "true"),
        ])
        .await;
    let want = expect(&all, |p| {
        p["category"]["id"] == cat_id
            && p["brand"]
                .as_str()
                .is_some_and(|b| b.to_lowercase().contains('a'))
            && instant(&p["dateCreated"]) > since
            && instant(&p["dateModified"]) < until
    });
    assert!(!want.is_empty());
    assert_eq!(skus(&got), want);
    assert!(got
        .iter()
        .all(|p| p["dealerPriceGBP"].is_number() || p["dealerPriceGBP"].is_null()));
    // Both brand filters together: id and name must agree.
    let brands = demo.json("/brands/all").await;
    let b = &brands[0];
    let other = brands[1]["name"].as_str().unwrap();
    let none = demo
        .search(&[("brandId", &b["id"].to_string()), ("brand", other)])
        .await;
    assert!(none.is_empty());
}

#[tokio::test]
async fn unparseable_values_are_400s_naming_the_parameter() {
    let demo = Demo::small().await;
    let bad = [
        ("categoryId", "abc"),
        ("categoryId", "1.5"),
        ("brandId", "12x"),
        ("brandId", "99999999999"),
        ("createdBefore", "yesterday"),
        ("createdAfter", "2024-13-01T00:00:00Z"),
        ("updatedBefore", "04/05/2024"),
        ("updatedAfter", "2024-05-04T09:42:00 00:00"),
    ];
    for (name, value) in bad {
        let resp = demo.get_query("/product/search", &[(name, value)]).await;
        let body = problem(resp, 400).await;
        assert!(
            body["detail"].as_str().unwrap().contains(name),
            "{name}: {body}"
        );
        assert_eq!(body["instance"], "/product/search");
    }
    // An unencoded '+' in an offset becomes a space: the service refuses it.
    let raw = demo
        .get("/product/search?createdAfter=2024-05-04T09:42:00+00:00")
        .await;
    problem(raw, 400).await;
}
