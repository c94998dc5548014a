//! Catalogue feeds over real HTTP, on the embedded demo catalogue synced
//! into the portal's index: the product CSV and XLSX hold every product
//! once with its prices, the fitment rows match the records, the Shopify
//! file's columns are right, the change feed lists exactly what changed in
//! the demo catalogue, and feed tokens open the export addresses and
//! nothing else.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::portal_support;

mod changes;
mod downloads;
mod tokens;

use dealer_desk::{
    model::{query::ListQuery, Currency, Product},
    server::access::AccessConfig,
};
use portal_support::{demo_portal, Portal};

/// The portal on the demo catalogue with its index synced once.
pub async fn synced_portal(access: AccessConfig) -> Portal {
    demo_portal(access).await.synced().await
}

/// Every product in the index, in name order.
pub async fn indexed(p: &Portal) -> Vec<Product> {
    p.state
        .index
        .records(&ListQuery::default(), Currency::Gbp)
        .await
        .unwrap()
}

/// Reads CSV text (quoted fields, doubled quotes, line breaks in quotes).
pub fn parse_csv(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') if field.is_empty() => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut field)),
            (false, '\r') => {}
            (false, '\n') => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => field.push(c),
        }
    }
    if !field.is_empty() || !row.is_empty() {
        row.push(field);
        rows.push(row);
    }
    rows
}

/// A price as the exports write it.
pub fn money(v: Option<f64>) -> String {
    v.map(|x| format!("{x:.2}")).unwrap_or_default()
}

/// The column of this name in a header row.
pub fn col(header: &[String], name: &str) -> usize {
    header
        .iter()
        .position(|h| h == name)
        .unwrap_or_else(|| panic!("no column {name} in {header:?}"))
}
