//! `GET /product/get/{sku}`: the record, what `includeExtendedProperties`
//! withholds, 404s, percent-encoded SKUs.

use serde_json::Value;

use super::{enc, problem, sku, Demo, KEY};

/// Every field of a product record the interface names.
pub const PRODUCT_FIELDS: &[&str] = &[
    "id",
    "sku",
    "name",
    "category",
    "images",
    "productType",
    "brand",
    "briefDescription",
    "fullDescription",
    "fittingInstructions",
    "fittingInstructionsQR",
    "coversheet",
    "selectedOptions",
    "additionalFields",
    "dateCreated",
    "dateModified",
    "ean",
    "sitePrice",
    "weight",
    "stock",
    "dealerPriceGBP",
    "dealerPriceUSD",
    "dealerPriceEUR",
    "bikes",
];

/// A product with several images, dealer prices, a stock count, additional
/// fields and descriptions: one where withholding shows.
fn rich(all: &[Value]) -> &Value {
    all.iter()
        .find(|p| {
            p["images"].as_array().is_some_and(|i| i.len() >= 2)
                && p["dealerPriceGBP"].is_number()
                && p["stock"]["count"].is_number()
                && p["fullDescription"].is_string()
                && p["briefDescription"].is_string()
        })
        .unwrap()
}

#[tokio::test]
async fn get_returns_every_field_of_the_record() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    let p = rich(&all);
    let got = demo
        .json(&format!(
            "/product/get/{}?includeExtendedProperties=true",
            sku(p)
        ))
        .await;
    assert_eq!(&got, p, "get and search agree on the extended record");
    let obj = got.as_object().unwrap();
    for f in PRODUCT_FIELDS {
        assert!(obj.contains_key(*f), "missing {f}");
    }
    assert_eq!(obj.len(), PRODUCT_FIELDS.len(), "no extra fields");
    let cat = got["category"].as_object().unwrap();
    for f in [
        "id",
        "name",
        "description",
        "productDescription",
        "image",
        "logo",
        "bannerImage",
    ] {
        assert!(cat.contains_key(f), "category lacks {f}");
    }
    assert_eq!(got["stock"]["sku"], got["sku"]);
    assert!(got["sitePrice"].is_f64());
    let full = got["fullDescription"].as_str().unwrap();
    assert!(full.contains("<p>") && full.contains("<ul>") && full.contains("<strong>"));
    let fields = got["additionalFields"].as_array().unwrap();
    assert!(fields.iter().any(|f| f["name"] == "Material"));
    assert!(fields.iter().any(|f| f["name"] == "Country of origin"));
}

#[tokio::test]
async fn get_without_extended_withholds_prices_stock_fields_and_extra_images() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    let full = rich(&all);
    for query in [
        "",
        "?includeExtendedProperties=false",
        "?includeExtendedProperties=False",
    ] {
        let p = demo
            .json(&format!("/product/get/{}{query}", sku(full)))
            .await;
        for f in [
            "dealerPriceGBP",
            "dealerPriceUSD",
            "dealerPriceEUR",
            "additionalFields",
        ] {
            assert!(p[f].is_null(), "{f} withheld ({query})");
        }
        assert!(p["stock"]["count"].is_null());
        assert_eq!(p["stock"]["sku"], full["sku"]);
        assert_eq!(p["images"].as_array().unwrap().len(), 1);
        assert_eq!(p["images"][0], full["images"][0]);
        // get keeps the descriptions; only search withholds them.
        assert_eq!(p["fullDescription"], full["fullDescription"]);
        assert_eq!(p["briefDescription"], full["briefDescription"]);
        assert_eq!(p["sitePrice"], full["sitePrice"]);
        assert_eq!(p["bikes"], full["bikes"]);
    }
}

#[tokio::test]
async fn include_extended_must_be_a_boolean() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    for bad in ["yes", "1", "tru"] {
        let resp = demo
            .get(&format!(
                "/product/get/{}?includeExtendedProperties={bad}",
                sku(&all[0])
            ))
            .await;
        let body = problem(resp, 400).await;
        assert!(body["detail"]
            .as_str()
            .unwrap()
            .contains("includeExtendedProperties"));
    }
}

#[tokio::test]
async fn unknown_sku_is_404_with_the_error_body() {
    let demo = Demo::small().await;
    let body = problem(demo.get("/product/get/NOPE0000XX").await, 404).await;
    assert_eq!(body["instance"], "/product/get/NOPE0000XX");
    assert_eq!(body["title"], "Not Found");
}

#[tokio::test]
async fn skus_are_percent_decoded_path_segments() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    let real = sku(&all[3]);
    // Every character encoded, even letters, still finds the product.
    let fully: String = real.bytes().map(|b| format!("%{b:02X}")).collect();
    let p = demo.json(&format!("/product/get/{fully}")).await;
    assert_eq!(p["sku"], real);
    for odd in ["A/B", "50% off", "two words", "Ünïcødé-ß", "a?b#c", "x+y"] {
        let path = format!("/product/get/{}", enc(odd));
        problem(demo.get(&path).await, 404).await;
        let s = demo.json(&format!("/product/stock/{}", enc(odd))).await;
        assert_eq!(
            s["sku"], odd,
            "the stock endpoint answers for the decoded SKU"
        );
        assert!(s["count"].is_null() && s["error"].is_string());
    }
}

#[tokio::test]
async fn unknown_routes_and_methods_answer_json_errors() {
    let demo = Demo::small().await;
    problem(demo.get("/product/nothing").await, 404).await;
    problem(demo.get("/product/get/").await, 404).await;
    let resp = demo
        .http
        .post(demo.url("/product/search"))
        .header("x-api-key", KEY)
        .send()
        .await
        .unwrap();
    problem(resp, 405).await;
}
