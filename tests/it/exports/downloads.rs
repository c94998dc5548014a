//! The product exports read back: CSV (with its byte order mark), XLSX
//! (with calamine), fitment and Shopify's CSV, and bad input refused.

use std::collections::{HashMap, HashSet};

use calamine::{open_workbook_from_rs, Data, Reader, Xlsx};
use dealer_desk::server::{
    access::AccessConfig,
    exports::{
        cells::defuse,
        rows::{handle, tags, FITMENT_COLUMNS, PRODUCT_COLUMNS, SHOPIFY_COLUMNS},
    },
};
use reqwest::StatusCode;

use super::{col, indexed, money, parse_csv, synced_portal};
use dealer_desk::model::Product;

fn text(v: Option<&str>) -> String {
    v.map(str::trim)
        .filter(|s| !s.is_empty())
        .map(defuse)
        .unwrap_or_default()
}

/// One row per model-year: (SKU, make, model, year, MIC, make id, model id, year id).
fn fitment_of(p: &Product) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for make in p.bikes.iter().flatten() {
        for model in make.models.iter().flatten() {
            for year in model.years.iter().flatten() {
                out.push(vec![
                    text(p.sku.as_deref()),
                    text(make.name.as_deref()),
                    text(model.name.as_deref()),
                    text(year.name.as_deref()),
                    text(year.mic.as_deref()),
                    make.id.to_string(),
                    model.id.to_string(),
                    year.id.to_string(),
                ]);
            }
        }
    }
    out
}

/// A spreadsheet cell as the CSV would write it (numbers with two decimals
/// unless whole).
fn cell(d: &Data, money_col: bool) -> String {
    match d {
        Data::Empty => String::new(),
        Data::String(s) => s.clone(),
        Data::Float(f) if money_col => format!("{f:.2}"),
        Data::Float(f) => format!("{}", *f as i64),
        Data::Int(i) => i.to_string(),
        other => other.to_string(),
    }
}

/// A sheet's header and rows as text, the named columns as money.
fn sheet<R: std::io::Read + std::io::Seek>(
    wb: &mut Xlsx<R>,
    name: &str,
    money_cols: &[&str],
) -> (Vec<String>, Vec<Vec<String>>) {
    let range = wb.worksheet_range(name).unwrap();
    let mut rows = range.rows();
    let header: Vec<String> = rows
        .next()
        .unwrap()
        .iter()
        .map(|d| cell(d, false))
        .collect();
    let money: HashSet<usize> = money_cols.iter().map(|n| col(&header, n)).collect();
    let got = rows
        .map(|r| {
            r.iter()
                .enumerate()
                .map(|(i, d)| cell(d, money.contains(&i)))
                .collect()
        })
        .collect();
    (header, got)
}

#[tokio::test]
async fn the_product_csv_holds_every_product_once_with_its_prices() {
    let p = synced_portal(AccessConfig::open()).await;
    let recs = indexed(&p).await;
    assert!(recs.len() > 250, "{}", recs.len());
    let r = p.get("/export/products.csv?bom=1").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "text/csv; charset=utf-8");
    assert_eq!(
        r.headers()["x-export-rows"].to_str().unwrap(),
        recs.len().to_string()
    );
    assert!(r.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .contains("products.csv"));
    let body = r.text().await.unwrap();
    let body = body.strip_prefix('\u{feff}').expect("a byte order mark");
    let rows = parse_csv(body);
    assert_eq!(rows[0], PRODUCT_COLUMNS.map(String::from).to_vec());
    let h = &rows[0];
    let by_sku: HashMap<&str, &Vec<String>> =
        rows[1..].iter().map(|r| (r[0].as_str(), r)).collect();
    assert_eq!(rows.len() - 1, recs.len(), "one row per product");
    assert_eq!(by_sku.len(), recs.len(), "each product once");
    for rec in &recs {
        let row = by_sku[text(rec.sku.as_deref()).as_str()];
        assert_eq!(row.len(), PRODUCT_COLUMNS.len());
        assert_eq!(row[col(h, "Name")], text(rec.name.as_deref()));
        assert_eq!(row[col(h, "RRP GBP")], money(rec.site_price));
        assert_eq!(row[col(h, "Dealer GBP")], money(rec.dealer_price_gbp));
        assert_eq!(row[col(h, "Dealer USD")], money(rec.dealer_price_usd));
        assert_eq!(row[col(h, "Dealer EUR")], money(rec.dealer_price_eur));
        assert_eq!(row[col(h, "EAN")], text(rec.ean.as_deref()));
        assert_eq!(row[col(h, "Stock")], "", "no stock unless asked");
        assert!(!row[col(h, "Brief description")].contains('<'));
    }
    // No cell starts a formula.
    for row in &rows[1..] {
        for c in row {
            assert!(!c.starts_with(['=', '+', '-', '@', '\t', '\r']), "{c:?}");
        }
    }

    // A filter of the search page selects what the search page shows.
    let brand = recs.iter().find_map(|r| r.brand.clone()).unwrap();
    let q = format!(
        "brand={}",
        dealer_desk::model::query::encode_component(&brand)
    );
    let want = recs
        .iter()
        .filter(|r| {
            r.brand
                .as_deref()
                .is_some_and(|b| b.to_lowercase().contains(&brand.to_lowercase()))
        })
        .count();
    let r = p.get(&format!("/export/products.csv?{q}&stock=1")).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(
        r.headers()["x-export-rows"].to_str().unwrap(),
        want.to_string()
    );
    let rows = parse_csv(&r.text().await.unwrap());
    assert_eq!(rows.len() - 1, want);
    let stock = col(&rows[0], "Stock");
    assert!(
        rows[1..].iter().any(|r| !r[stock].is_empty()),
        "stock, as asked"
    );
}

#[tokio::test]
async fn bad_export_input_is_a_clear_400() {
    let p = synced_portal(AccessConfig::open()).await;
    for (path, says) in [
        ("/export/products.csv?brand_id=x", "number"),
        ("/export/products.csv?colour=red", "does not take"),
        ("/export/products.csv?bom=perhaps", "bom"),
        ("/export/shopify.csv?cost=JPY", "GBP, USD or EUR"),
        ("/export/products.xlsx?sort=sideways", "sort"),
        ("/export/changes.csv", "since"),
        ("/export/changes.csv?since=yesterday", "2026-01-31"),
        (
            "/export/changes.csv?since=2026-01-01&brand_id=3",
            "does not take",
        ),
    ] {
        let r = p.get(path).await;
        assert_eq!(r.status(), StatusCode::BAD_REQUEST, "{path}");
        let text = r.text().await.unwrap();
        assert!(text.contains(says), "{path}: {text}");
    }
    let r = p.get("/export/nothing.csv").await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
    assert!(r.text().await.unwrap().contains("/exports"));
}

#[tokio::test]
async fn the_xlsx_and_fitment_files_match_the_records() {
    let p = synced_portal(AccessConfig::open()).await;
    let recs = indexed(&p).await;
    let r = p.get("/export/products.xlsx").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(
        r.headers()["content-type"],
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    );
    let bytes = r.bytes().await.unwrap();
    let mut wb: Xlsx<_> = open_workbook_from_rs(std::io::Cursor::new(bytes.to_vec())).unwrap();
    assert_eq!(wb.sheet_names(), ["Products", "Fitment"]);

    let money_cols = ["RRP GBP", "Dealer GBP", "Dealer USD", "Dealer EUR"];
    let (header, got) = sheet(&mut wb, "Products", &money_cols);
    assert_eq!(header, PRODUCT_COLUMNS.map(String::from).to_vec());
    assert_eq!(got.len(), recs.len(), "one row per product");
    let skus: HashSet<&str> = got.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(skus.len(), recs.len(), "each product once");
    // The sheet follows the export's order: the records' order.
    for (row, rec) in got.iter().zip(&recs) {
        assert_eq!(row[0], text(rec.sku.as_deref()));
        assert_eq!(row[col(&header, "RRP GBP")], money(rec.site_price));
        assert_eq!(row[col(&header, "Dealer GBP")], money(rec.dealer_price_gbp));
        assert_eq!(row[col(&header, "Dealer USD")], money(rec.dealer_price_usd));
        assert_eq!(row[col(&header, "Dealer EUR")], money(rec.dealer_price_eur));
    }

    let want: Vec<Vec<String>> = recs.iter().flat_map(fitment_of).collect();
    assert!(!want.is_empty());
    let (header, mut got) = sheet(&mut wb, "Fitment", &[]);
    assert_eq!(header, FITMENT_COLUMNS.map(String::from).to_vec());
    for row in &mut got {
        row.resize(FITMENT_COLUMNS.len(), String::new());
    }
    assert_eq!(got, want, "one row per product and model-year");

    // The fitment CSV holds the same rows.
    let r = p.get("/export/fitment.csv").await;
    assert_eq!(r.status(), StatusCode::OK);
    let rows = parse_csv(&r.text().await.unwrap());
    assert_eq!(rows[0], FITMENT_COLUMNS.map(String::from).to_vec());
    assert_eq!(rows[1..].to_vec(), want);
}

#[tokio::test]
async fn the_shopify_file_has_its_columns_one_row_per_product() {
    let p = synced_portal(AccessConfig::open()).await;
    let recs = indexed(&p).await;
    let r = p.get("/export/shopify.csv?cost=USD").await;
    assert_eq!(r.status(), StatusCode::OK);
    let rows = parse_csv(&r.text().await.unwrap());
    let h = &rows[0];
    assert_eq!(*h, SHOPIFY_COLUMNS.map(String::from).to_vec());
    assert_eq!(
        rows.len() - 1,
        recs.len(),
        "one row (one variant) per product"
    );
    let handles: HashSet<&str> = rows[1..].iter().map(|r| r[0].as_str()).collect();
    assert_eq!(handles.len(), recs.len(), "handles are unique");
    for (row, rec) in rows[1..].iter().zip(&recs) {
        assert_eq!(row.len(), SHOPIFY_COLUMNS.len());
        assert_eq!(row[col(h, "Handle")], handle(rec));
        assert_eq!(row[col(h, "Variant SKU")], text(rec.sku.as_deref()));
        assert_eq!(row[col(h, "Variant Price")], money(rec.site_price));
        assert_eq!(row[col(h, "Cost per item")], money(rec.dealer_price_usd));
        assert_eq!(row[col(h, "Variant Barcode")], text(rec.ean.as_deref()));
        assert_eq!(row[col(h, "Vendor")], text(rec.brand.as_deref()));
        assert_eq!(row[col(h, "Image Src")], text(rec.first_image()));
        assert_eq!(row[col(h, "Option1 Value")], "Default Title");
        let body = row[col(h, "Body (HTML)")].to_lowercase();
        assert!(!body.contains("<script") && !body.contains("onclick") && !body.contains("<img"));
        let want_tags = tags(rec).join(", ");
        assert_eq!(row[col(h, "Tags")], text(Some(&want_tags)));
        if let Some(c) = rec.category.as_ref().and_then(|c| c.name.as_deref()) {
            let c = c
                .replace(',', " ")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            assert!(row[col(h, "Tags")].contains(&c));
        }
    }
}
