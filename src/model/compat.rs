//! Readers for fields whose shape changed across the supplier's versions.
//!
//! `category` was once a string (or null) and is now an object; `stock` was
//! once missing or a bare count. Both shapes must read, or the portal breaks
//! on the first supplier still serving the older one.

use serde::{Deserialize, Deserializer};

use super::{Category, Stock};

#[derive(Deserialize)]
#[serde(untagged)]
enum CategoryShape {
    Object(Category),
    Name(String),
}

pub fn category<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Category>, D::Error> {
    Ok(match Option::<CategoryShape>::deserialize(d)? {
        None => None,
        Some(CategoryShape::Object(c)) => Some(c),
        Some(CategoryShape::Name(name)) => Some(Category {
            id: 0,
            name: Some(name),
            ..Category::default()
        }),
    })
}

#[derive(Deserialize)]
#[serde(untagged)]
enum StockShape {
    Object(Stock),
    Count(i64),
}

pub fn stock<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Stock>, D::Error> {
    Ok(match Option::<StockShape>::deserialize(d)? {
        None => None,
        Some(StockShape::Object(s)) => Some(s),
        Some(StockShape::Count(n)) => Some(Stock {
            count: Some(n),
            ..Stock::default()
        }),
    })
}
