//! Tolerant decoding, over real HTTP: every odd shape the interface and its
//! version history allow reads, one bad record never takes a list down, and
//! a body of the wrong shape is reported as such.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::gateway_support;

use dealer_desk::model::{query::SupplierFilters, AppError, Product};
use gateway_support::*;
use wiremock::{
    matchers::{method, path},
    Mock, MockServer, ResponseTemplate,
};

fn json(body: String) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_raw(body, "application/json")
}

/// Serves each fixture as the product of its own SKU path.
async fn product_server(fixtures: &[(&str, &str)]) -> MockServer {
    let server = MockServer::start().await;
    for (sku, file) in fixtures {
        Mock::given(method("GET"))
            .and(path(format!("/product/get/{sku}")))
            .respond_with(json(fixture(file)))
            .mount(&server)
            .await;
    }
    server
}

async fn product(server: &MockServer, sku: &str) -> Product {
    let g = gateway(server);
    let f = g
        .product(sku)
        .await
        .unwrap_or_else(|e| panic!("{sku}: {e:?}"));
    assert_eq!(f.stale_for, None);
    (*f.value).clone()
}

#[tokio::test]
async fn full_product_reads_every_field() {
    let s = product_server(&[("CP0435BL", "product_full.json")]).await;
    let p = product(&s, "CP0435BL").await;
    assert_eq!(p.id, 10435);
    assert_eq!(p.sku_str(), "CP0435BL");
    assert_eq!(p.category.as_ref().unwrap().id, 12);
    assert_eq!(
        p.category.as_ref().unwrap().logo.as_deref(),
        Some("https://img.example.test/cat/12-logo.png")
    );
    assert_eq!(p.images.as_ref().unwrap().len(), 2);
    assert_eq!(
        p.fitting_instructions_qr.as_deref(),
        Some("https://docs.example.test/qr/CP0435.png")
    );
    assert_eq!(p.stock.as_ref().unwrap().count, Some(14));
    assert_eq!(p.dealer_price_usd, Some(68.5));
    assert_eq!(p.site_price, Some(89.99));
    assert_eq!(
        p.selected_options.as_ref().unwrap()[0].value.as_deref(),
        Some("Black")
    );
    let year = &p.bikes.as_ref().unwrap()[0].models.as_ref().unwrap()[0]
        .years
        .as_ref()
        .unwrap()[0];
    assert_eq!(year.mic.as_deref(), Some("RM33"));
    // The query asked for extended properties.
    let reqs = received(&s, Some("/product/get/CP0435BL")).await;
    assert_eq!(reqs[0].url.query(), Some("includeExtendedProperties=true"));
    assert_eq!(
        reqs[0].headers.get("x-api-key").unwrap().to_str().unwrap(),
        KEY
    );
}

#[tokio::test]
async fn all_null_and_missing_fields_read() {
    let s = product_server(&[
        ("NULLS", "product_all_null.json"),
        ("MIN-1", "product_missing_fields.json"),
    ])
    .await;
    let p = product(&s, "NULLS").await;
    assert_eq!(p, Product::default());
    let p = product(&s, "MIN-1").await;
    assert_eq!(p.id, 7);
    assert_eq!(p.site_price, Some(5.0));
    assert_eq!(p.category, None);
    assert_eq!(p.stock, None);
    assert_eq!(p.display_name(), "MIN-1");
}

#[tokio::test]
async fn category_as_string_null_or_object() {
    let s = product_server(&[
        ("OLD-CAT", "product_category_string.json"),
        ("NULL-CAT", "product_category_null.json"),
        ("CP0435BL", "product_full.json"),
    ])
    .await;
    let c = product(&s, "OLD-CAT").await.category.unwrap();
    assert_eq!((c.id, c.name.as_deref()), (0, Some("Exhausts")));
    assert_eq!(product(&s, "NULL-CAT").await.category, None);
    let c = product(&s, "CP0435BL").await.category.unwrap();
    assert_eq!((c.id, c.name.as_deref()), (12, Some("Crash Protection")));
}

#[tokio::test]
async fn stock_missing_bare_count_or_old_shape() {
    let s = product_server(&[
        ("OLD-STOCK", "product_stock_bare_count.json"),
        ("OLDER-STOCK", "product_stock_old_shape.json"),
        ("NO-STOCK", "product_stock_missing.json"),
    ])
    .await;
    let st = product(&s, "OLD-STOCK").await.stock.unwrap();
    assert_eq!((st.sku, st.count, st.error), (None, Some(7), None));
    let st = product(&s, "OLDER-STOCK").await.stock.unwrap();
    assert_eq!((st.sku, st.count), (None, Some(3)));
    assert_eq!(product(&s, "NO-STOCK").await.stock, None);
}

#[tokio::test]
async fn unknown_fields_and_loose_values_are_tolerated() {
    let s = product_server(&[
        ("EXTRA", "product_unknown_fields.json"),
        ("LOOSE", "product_loose_numbers.json"),
    ])
    .await;
    let p = product(&s, "EXTRA").await;
    assert_eq!(p.category.unwrap().name.as_deref(), Some("Levers"));
    assert_eq!(p.stock.unwrap().count, Some(2));
    // A stray null in the image list is dropped, not fatal.
    assert_eq!(p.images.unwrap().len(), 2);
    let years = p.bikes.unwrap()[0].models.clone().unwrap()[0]
        .years
        .clone()
        .unwrap();
    assert_eq!(years[0].image, None);

    let p = product(&s, "LOOSE").await;
    assert_eq!(p.id, 14);
    assert_eq!(p.sku.as_deref(), Some("123456"));
    assert_eq!(p.ean.as_deref(), Some("5055000000001"));
    assert_eq!(p.site_price, Some(19.99));
    assert_eq!(p.weight, None);
    assert_eq!(p.dealer_price_gbp, Some(12.0));
    assert_eq!(p.stock.unwrap().count, Some(4));
}

#[tokio::test]
async fn bikes_with_year_image_missing() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/bikes/all"))
        .respond_with(json(fixture("bikes_year_image_missing.json")))
        .mount(&s)
        .await;
    let f = gateway(&s).bikes().await.unwrap();
    assert_eq!(f.skipped, 0);
    let bikes = f.value;
    assert_eq!(bikes.len(), 2);
    let years = bikes[0].models.as_ref().unwrap()[0].years.as_ref().unwrap();
    assert_eq!(years[0].image, None);
    assert_eq!(years[0].mic.as_deref(), Some("ZR900"));
    assert_eq!(
        years[1].image.as_deref(),
        Some("https://img.example.test/y/101.png")
    );
    assert_eq!(bikes[1].models, None);
}

#[tokio::test]
async fn one_bad_record_is_skipped_and_counted() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/product/search"))
        .respond_with(json(fixture("search_one_bad_record.json")))
        .mount(&s)
        .await;
    Mock::given(method("GET"))
        .and(path("/categories/all"))
        .respond_with(json(fixture("categories.json")))
        .mount(&s)
        .await;
    let g = gateway(&s);
    let f = g.search(&SupplierFilters::default()).await.unwrap();
    let skus: Vec<&str> = f.value.iter().map(Product::sku_str).collect();
    assert_eq!(skus, ["GOOD-1", "GOOD-2", "GOOD-3"]);
    assert_eq!(f.skipped, 1);
    assert_eq!(
        f.value[1].category.as_ref().unwrap().name.as_deref(),
        Some("Old")
    );
    assert_eq!(f.value[2].stock.as_ref().unwrap().count, Some(9));

    let c = g.categories().await.unwrap();
    assert_eq!(c.value.len(), 2);
    assert_eq!(c.skipped, 1);

    let m = g.render_metrics();
    assert_metrics(
        &m,
        &[
            (r#"catalogue_records_skipped_total{endpoint="search"}"#, 1),
            (
                r#"catalogue_records_skipped_total{endpoint="categories"}"#,
                1,
            ),
        ],
    );
    // Served again from the cache: the same count, no new call.
    assert_eq!(
        g.search(&SupplierFilters::default()).await.unwrap().skipped,
        1
    );
    assert_eq!(received(&s, Some("/product/search")).await.len(), 1);
}

#[tokio::test]
async fn brands_take_a_logo_from_logo_or_image() {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/brands/all"))
        .respond_with(json(fixture("brands.json")))
        .mount(&s)
        .await;
    let b = gateway(&s).brands().await.unwrap().value;
    assert_eq!(b.len(), 4);
    assert_eq!(b[0].logo, None);
    assert_eq!(
        b[1].logo.as_deref(),
        Some("https://img.example.test/brand/2.png")
    );
    assert_eq!(
        b[2].logo.as_deref(),
        Some("https://img.example.test/brand/3.png")
    );
    assert_eq!(
        b[3].logo.as_deref(),
        Some("https://img.example.test/brand/4-logo.png")
    );
}

#[tokio::test]
async fn wrong_shapes_and_garbage_are_bad_response() {
    let s = MockServer::start().await;
    for (p, body) in [
        ("/product/get/HTML", "<html>oops</html>"),
        ("/product/get/LIST", "[]"),
        ("/product/get/EMPTY", ""),
        ("/product/get/NUMBER", "42"),
        ("/product/search", r#"{"items": []}"#),
        ("/brands/all", "null"),
    ] {
        Mock::given(method("GET"))
            .and(path(p))
            .respond_with(json(body.to_string()))
            .mount(&s)
            .await;
    }
    let g = gateway(&s);
    for sku in ["HTML", "LIST", "EMPTY", "NUMBER"] {
        assert_eq!(
            g.product(sku).await.unwrap_err(),
            AppError::BadResponse,
            "{sku}"
        );
    }
    assert_eq!(
        g.search(&SupplierFilters::default()).await.unwrap_err(),
        AppError::BadResponse
    );
    assert_eq!(g.brands().await.unwrap_err(), AppError::BadResponse);
    // An unreadable body is not retried: it would read the same again.
    assert_eq!(received(&s, Some("/product/get/HTML")).await.len(), 1);
}

/// A server answering every search with `body`.
async fn search_server(body: String) -> MockServer {
    let s = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/product/search"))
        .respond_with(json(body))
        .mount(&s)
        .await;
    s
}

/// Why a sync's read of the whole catalogue through `g` failed.
async fn sync_read_error(g: &dealer_desk::server::catalogue::Catalogue) -> AppError {
    g.batch()
        .search_uncached(&SupplierFilters::default())
        .await
        .unwrap_err()
}

/// A sync reads a category's list record by record: a list far past
/// `CATALOGUE_MAX_BODY_MB` reads (its records counted as ever), while one
/// record past it, or a list past `CATALOGUE_MAX_LIST_MB`, is refused.
#[tokio::test]
async fn a_sync_reads_a_list_past_the_body_limit_record_by_record() {
    let record = |i: usize| {
        format!(
            r#"{{"sku":"BIG-{i}","name":"Crash bung {i}","description":"{}","sitePrice":12.5}}"#,
            "x".repeat(900)
        )
    };
    let mut records: Vec<String> = (0..3000).map(record).collect();
    records.insert(10, r#"{"sku":"BAD","stock":{"count":"lots"}}"#.to_string());
    let list = format!("[{}]", records.join(",\n"));
    assert!(list.len() > 2 * 1024 * 1024, "{} bytes", list.len());
    let s = search_server(list.clone()).await;
    let g = gateway_with(&s, |a| a.catalogue_max_body_mb = 1);
    // A person's search reads the answer whole: over the limit.
    assert_eq!(
        g.search(&SupplierFilters::default()).await.unwrap_err(),
        AppError::BadResponse
    );
    let f = g
        .batch()
        .search_uncached(&SupplierFilters::default())
        .await
        .unwrap();
    assert_eq!(f.value.len(), 3000);
    assert_eq!(f.skipped, 1);
    assert_eq!(f.value[2999].sku_str(), "BIG-2999");
    assert_eq!(f.value[0].name.as_deref(), Some("Crash bung 0"));

    let huge = format!(
        r#"[{}, {{"sku":"HUGE","description":"{}"}}]"#,
        record(1),
        "y".repeat(1024 * 1024 + 1)
    );
    let s = search_server(huge).await;
    let g = gateway_with(&s, |a| a.catalogue_max_body_mb = 1);
    assert_eq!(sync_read_error(&g).await, AppError::BadResponse);

    let s = search_server(list).await;
    let g = gateway_with(&s, |a| a.catalogue_max_list_mb = 2);
    assert_eq!(sync_read_error(&g).await, AppError::BadResponse);
    // Refused for its size: not asked again.
    assert_eq!(received(&s, Some("/product/search")).await.len(), 1);
}
