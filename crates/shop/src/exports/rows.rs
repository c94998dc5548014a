//! The columns of each export, as rows of cells from one product record:
//! the product sheet, the fitment sheet (one row per product and
//! model-year) and Shopify's product CSV. Pure functions, shared by the
//! CSV and XLSX writers; every supplier field may be missing.

use std::collections::{BTreeSet, HashSet};

use super::cells::{plain_text, Cell};
use crate::model::{listing::StockView, Currency, Product};

/// The product sheet's columns.
pub const PRODUCT_COLUMNS: [&str; 17] = [
    "SKU",
    "EAN",
    "Name",
    "Brand",
    "Category",
    "Product type",
    "RRP GBP",
    "Dealer GBP",
    "Dealer USD",
    "Dealer EUR",
    "Weight",
    "Stock",
    "Stock note",
    "Images",
    "Brief description",
    "Created",
    "Modified",
];

/// One product's row; `stock` when the export asked for it.
pub fn product_row(p: &Product, stock: Option<&StockView>) -> Vec<Cell> {
    let images = p
        .images
        .iter()
        .flatten()
        .map(|s| s.trim())
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    vec![
        Cell::text(p.sku.as_deref()),
        Cell::text(p.ean.as_deref()),
        Cell::text(p.name.as_deref()),
        Cell::text(p.brand.as_deref()),
        Cell::text(p.category.as_ref().and_then(|c| c.name.as_deref())),
        Cell::text(p.product_type.as_deref()),
        Cell::money(p.site_price),
        Cell::money(p.dealer_price_gbp),
        Cell::money(p.dealer_price_usd),
        Cell::money(p.dealer_price_eur),
        Cell::money(p.weight),
        Cell::int(stock.and_then(|s| s.count)),
        Cell::text(stock.and_then(|s| s.error.as_deref())),
        Cell::owned(images),
        Cell::owned(plain_text(p.brief_description.as_deref().unwrap_or(""))),
        Cell::text(p.date_created.as_deref()),
        Cell::text(p.date_modified.as_deref()),
    ]
}

/// The fitment sheet's columns.
pub const FITMENT_COLUMNS: [&str; 8] = [
    "SKU", "Make", "Model", "Year", "MIC", "Make id", "Model id", "Year id",
];

/// One row per model-year the product fits, in the supplier's order.
pub fn fitment_rows(p: &Product) -> Vec<Vec<Cell>> {
    let mut out = Vec::new();
    for make in p.bikes.iter().flatten() {
        for model in make.models.iter().flatten() {
            for year in model.years.iter().flatten() {
                out.push(vec![
                    Cell::text(p.sku.as_deref()),
                    Cell::text(make.name.as_deref()),
                    Cell::text(model.name.as_deref()),
                    Cell::text(year.name.as_deref()),
                    Cell::text(year.mic.as_deref()),
                    Cell::Int(make.id),
                    Cell::Int(model.id),
                    Cell::Int(year.id),
                ]);
            }
        }
    }
    out
}

/// Shopify's product CSV columns (a subset it accepts on import).
pub const SHOPIFY_COLUMNS: [&str; 23] = [
    "Handle",
    "Title",
    "Body (HTML)",
    "Vendor",
    "Type",
    "Tags",
    "Published",
    "Option1 Name",
    "Option1 Value",
    "Variant SKU",
    "Variant Grams",
    "Variant Inventory Policy",
    "Variant Fulfillment Service",
    "Variant Price",
    "Variant Requires Shipping",
    "Variant Taxable",
    "Variant Barcode",
    "Image Src",
    "Image Position",
    "Image Alt Text",
    "Variant Weight Unit",
    "Cost per item",
    "Status",
];

/// One Shopify row per product (a single variant: there is no rule yet
/// for which products are variants of one another). Price from the RRP,
/// cost from the dealer price in `cost`; the first image.
pub fn shopify_row(p: &Product, cost: Currency) -> Vec<Cell> {
    let title = p.display_name();
    let body = [
        p.full_description.as_deref(),
        p.brief_description.as_deref(),
    ]
    .into_iter()
    .flatten()
    .find(|d| !d.trim().is_empty())
    .map(|d| crate::products::html_memo::sanitized(d, shop_html))
    .unwrap_or_default();
    let grams = p
        .weight
        .filter(|w| w.is_finite() && *w >= 0.0)
        .map(|kg| (kg * 1000.0).round() as i64);
    let image = p.first_image();
    vec![
        Cell::owned(handle(p)),
        Cell::owned(title.clone()),
        Cell::owned(body),
        Cell::text(p.brand.as_deref()),
        Cell::text(p.product_type.as_deref()),
        Cell::owned(tags(p).join(", ")),
        Cell::Text("TRUE".into()),
        Cell::Text("Title".into()),
        Cell::Text("Default Title".into()),
        Cell::text(p.sku.as_deref()),
        Cell::int(grams),
        Cell::Text("deny".into()),
        Cell::Text("manual".into()),
        Cell::money(p.site_price),
        Cell::Text("TRUE".into()),
        Cell::Text("TRUE".into()),
        Cell::text(p.ean.as_deref()),
        Cell::text(image),
        if image.is_some() {
            Cell::Int(1)
        } else {
            Cell::Empty
        },
        if image.is_some() {
            Cell::owned(title)
        } else {
            Cell::Empty
        },
        Cell::Text("kg".into()),
        Cell::money(p.dealer_price(cost)),
        Cell::Text("active".into()),
    ]
}

/// A product's handle: its name and SKU in lower-case words joined by
/// hyphens (the SKU keeps handles of same-named products apart).
pub fn handle(p: &Product) -> String {
    let mut words = slug(p.name.as_deref().unwrap_or(""));
    let sku = slug(p.sku_str());
    if !sku.is_empty() {
        if !words.is_empty() {
            words.push('-');
        }
        words.push_str(&sku);
    }
    if words.is_empty() {
        format!("product-{}", p.id)
    } else {
        words
    }
}

fn slug(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

/// Tags: the category, each make, and each "make model" the product fits.
/// Commas would split a tag, so they become spaces.
pub fn tags(p: &Product) -> Vec<String> {
    let clean = |s: &str| {
        s.replace(',', " ")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut push = |t: String| {
        if !t.is_empty() && seen.insert(t.to_lowercase()) {
            out.push(t);
        }
    };
    if let Some(c) = p.category.as_ref().and_then(|c| c.name.as_deref()) {
        push(clean(c));
    }
    let mut bikes = BTreeSet::new();
    for make in p.bikes.iter().flatten() {
        let make_name = clean(make.name.as_deref().unwrap_or(""));
        if make_name.is_empty() {
            continue;
        }
        push(make_name.clone());
        for model in make.models.iter().flatten() {
            let model_name = clean(model.name.as_deref().unwrap_or(""));
            if !model_name.is_empty() {
                bikes.insert(format!("{make_name} {model_name}"));
            }
        }
    }
    for b in bikes {
        push(b);
    }
    out
}

/// Description HTML a shop may show: basic formatting kept; scripts,
/// handlers, styles, images and non-http(s) links dropped.
pub fn shop_html(html: &str) -> String {
    let html = crate::model::clip(html, crate::model::MAX_HTML_BYTES);
    let tags: HashSet<&str> = [
        "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "u", "a", "h3", "h4", "h5", "table",
        "thead", "tbody", "tr", "th", "td", "small", "sup", "sub",
    ]
    .into_iter()
    .collect();
    let schemes: HashSet<&str> = ["http", "https"].into_iter().collect();
    let out = ammonia::Builder::default()
        .tags(tags)
        .url_schemes(schemes)
        .link_rel(Some("noopener noreferrer nofollow"))
        .url_relative(ammonia::UrlRelative::Deny)
        .clean(html)
        .to_string();
    // One line: a line break inside a cell trips some importers.
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Bike, BikeModel, BikeYear, Category};

    fn bike() -> Product {
        Product {
            id: 9,
            sku: Some("CP-0435/BL".into()),
            name: Some("Crash Bungs, Black".into()),
            category: Some(Category {
                name: Some("Crash protection".into()),
                ..Category::default()
            }),
            site_price: Some(49.99),
            dealer_price_usd: Some(30.5),
            weight: Some(0.4),
            full_description: Some("<p onclick=x>Fits <script>bad()</script>well</p>".into()),
            images: Some(vec![" ".into(), "https://img.example/1.jpg".into()]),
            bikes: Some(vec![Bike {
                id: 1,
                name: Some("Yamaha".into()),
                models: Some(vec![BikeModel {
                    id: 2,
                    name: Some("MT-09".into()),
                    years: Some(vec![
                        BikeYear {
                            id: 3,
                            name: Some("2021".into()),
                            mic: Some("RN69".into()),
                            ..BikeYear::default()
                        },
                        BikeYear {
                            id: 4,
                            name: Some("2022".into()),
                            ..BikeYear::default()
                        },
                    ]),
                    ..BikeModel::default()
                }]),
                ..Bike::default()
            }]),
            ..Product::default()
        }
    }

    #[test]
    fn fitment_has_a_row_per_model_year() {
        let rows = fitment_rows(&bike());
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0][4], Cell::Text("RN69".into()));
        assert_eq!(rows[1][3], Cell::Text("2022".into()));
        assert_eq!(rows[1][4], Cell::Empty);
        assert!(fitment_rows(&Product::default()).is_empty());
    }

    #[test]
    fn shopify_rows_read_price_cost_tags_and_clean_html() {
        let row = shopify_row(&bike(), Currency::Usd);
        assert_eq!(row.len(), SHOPIFY_COLUMNS.len());
        assert_eq!(row[0], Cell::Text("crash-bungs-black-cp-0435-bl".into()));
        assert_eq!(row[2], Cell::Text("<p>Fits well</p>".into()));
        assert_eq!(
            row[5],
            Cell::Text("Crash protection, Yamaha, Yamaha MT-09".into())
        );
        assert_eq!(row[10], Cell::Int(400));
        assert_eq!(row[13], Cell::Money(49.99));
        assert_eq!(row[17], Cell::Text("https://img.example/1.jpg".into()));
        assert_eq!(row[21], Cell::Money(30.5));
        // Nothing known: still a row, never a panic.
        let empty = shopify_row(&Product::default(), Currency::Gbp);
        assert_eq!(empty[0], Cell::Text("product-0".into()));
        assert_eq!(empty[13], Cell::Empty);
    }

    #[test]
    fn product_rows_match_their_columns() {
        let row = product_row(&bike(), None);
        assert_eq!(row.len(), PRODUCT_COLUMNS.len());
        assert_eq!(row[13], Cell::Text("https://img.example/1.jpg".into()));
        assert_eq!(row[11], Cell::Empty);
    }
}
