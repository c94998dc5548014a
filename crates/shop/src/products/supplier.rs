//! The rules of filtering and ordering whole product records: fitment,
//! free text and the sort keys, as the supplier's records state them. The
//! index answers the same questions from its tables and columns; these
//! plain rules are what its answers are checked against.

use std::cmp::Ordering;

use crate::model::{
    query::{ListQuery, SortKey},
    Currency, Product,
};

/// The order of two products under a sort key. Missing values sort last
/// whatever the direction; ties fall back to SKU so the order is stable
/// across requests.
pub fn compare(a: &Product, b: &Product, sort: SortKey, currency: Currency) -> Ordering {
    fn opt_f64(a: Option<f64>, b: Option<f64>, desc: bool) -> Ordering {
        match (a, b) {
            (Some(x), Some(y)) => {
                let o = x.partial_cmp(&y).unwrap_or(Ordering::Equal);
                if desc {
                    o.reverse()
                } else {
                    o
                }
            }
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        }
    }
    fn opt_str_desc(a: Option<&str>, b: Option<&str>) -> Ordering {
        match (a, b) {
            (Some(x), Some(y)) => y.cmp(x),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        }
    }
    let primary = match sort {
        // Without the index there is no rank: best match falls back to name.
        SortKey::Name | SortKey::Relevance => {
            let (x, y) = (a.display_name(), b.display_name());
            x.to_lowercase().cmp(&y.to_lowercase())
        }
        SortKey::Sku => Ordering::Equal,
        SortKey::PriceAsc => opt_f64(a.site_price, b.site_price, false),
        SortKey::PriceDesc => opt_f64(a.site_price, b.site_price, true),
        SortKey::DealerAsc => opt_f64(a.dealer_price(currency), b.dealer_price(currency), false),
        SortKey::DealerDesc => opt_f64(a.dealer_price(currency), b.dealer_price(currency), true),
        // ISO 8601 text with the same offset sorts as time does.
        SortKey::Newest => opt_str_desc(a.date_created.as_deref(), b.date_created.as_deref()),
        SortKey::Updated => opt_str_desc(a.date_modified.as_deref(), b.date_modified.as_deref()),
    };
    primary.then_with(|| a.sku_str().cmp(b.sku_str()))
}

/// Whether a product fits the model-year with this id.
pub fn fits_year(p: &Product, year_id: i64) -> bool {
    p.bikes.iter().flatten().any(|b| {
        b.models
            .iter()
            .flatten()
            .any(|m| m.years.iter().flatten().any(|y| y.id == year_id))
    })
}

/// Whether a product fits every bike filter of the query (make, model, year).
pub fn fits_query(p: &Product, q: &ListQuery) -> bool {
    if !q.has_fitment() {
        return true;
    }
    p.bikes.iter().flatten().any(|b| {
        q.make_id.is_none_or(|id| b.id == id)
            && b.models.iter().flatten().any(|m| {
                q.model_id.is_none_or(|id| m.id == id)
                    && (q.year_id.is_none()
                        || m.years.iter().flatten().any(|y| Some(y.id) == q.year_id))
            })
    })
}

/// Whether a product matches free text: every word must appear in its SKU,
/// EAN, name, brand or category (case-insensitive).
pub fn matches_text(p: &Product, words: &[String]) -> bool {
    if words.is_empty() {
        return true;
    }
    let hay = [
        p.sku.as_deref(),
        p.ean.as_deref(),
        p.name.as_deref(),
        p.brand.as_deref(),
        p.category.as_ref().and_then(|c| c.name.as_deref()),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(" ")
    .to_lowercase();
    words.iter().all(|w| hay.contains(w.as_str()))
}

/// Splits free text into lower-case words.
pub fn text_words(text: Option<&str>) -> Vec<String> {
    text.map(|t| t.split_whitespace().map(str::to_lowercase).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Bike, BikeModel, BikeYear};

    fn sort_products(items: &mut [&Product], sort: SortKey, currency: Currency) {
        items.sort_by(|a, b| compare(a, b, sort, currency));
    }

    fn p(sku: &str, name: Option<&str>, price: Option<f64>, created: Option<&str>) -> Product {
        Product {
            sku: Some(sku.into()),
            name: name.map(Into::into),
            site_price: price,
            date_created: created.map(Into::into),
            ..Product::default()
        }
    }

    #[test]
    fn sorting_puts_missing_values_last_in_both_directions() {
        let a = p(
            "A",
            Some("b"),
            Some(10.0),
            Some("2024-01-01T00:00:00+00:00"),
        );
        let b = p("B", Some("a"), None, None);
        let c = p("C", Some("C"), Some(5.0), Some("2025-01-01T00:00:00+00:00"));
        let mut v = vec![&a, &b, &c];
        sort_products(&mut v, SortKey::PriceAsc, Currency::Gbp);
        assert_eq!(
            v.iter().map(|p| p.sku_str()).collect::<Vec<_>>(),
            ["C", "A", "B"]
        );
        sort_products(&mut v, SortKey::PriceDesc, Currency::Gbp);
        assert_eq!(
            v.iter().map(|p| p.sku_str()).collect::<Vec<_>>(),
            ["A", "C", "B"]
        );
        sort_products(&mut v, SortKey::Name, Currency::Gbp);
        assert_eq!(
            v.iter().map(|p| p.sku_str()).collect::<Vec<_>>(),
            ["B", "A", "C"]
        );
        sort_products(&mut v, SortKey::Newest, Currency::Gbp);
        assert_eq!(
            v.iter().map(|p| p.sku_str()).collect::<Vec<_>>(),
            ["C", "A", "B"]
        );
    }

    #[test]
    fn text_matches_every_word_anywhere() {
        let mut prod = p("CP0435BL", Some("Crash Bungs"), None, None);
        prod.brand = Some("R&G".into());
        assert!(matches_text(&prod, &text_words(Some("bungs cp0435"))));
        assert!(!matches_text(&prod, &text_words(Some("bungs tail"))));
        assert!(matches_text(&prod, &[]));
    }

    #[test]
    fn cached_name_keys_order_as_compare_does() {
        let a = p("B2", Some("Évo bung"), None, None);
        let b = p("A1", Some("evo bung"), None, None);
        let c = p("C3", Some("Axle"), None, None);
        let d = p("D4", None, None, None);
        let all = [a, b, c, d];
        let mut by_compare: Vec<&Product> = all.iter().collect();
        sort_products(&mut by_compare, SortKey::Name, Currency::Gbp);
        let mut idx: Vec<usize> = (0..all.len()).collect();
        idx.sort_by_cached_key(|&i| {
            (
                all[i].display_name().to_lowercase(),
                all[i].sku_str().to_string(),
            )
        });
        let cached: Vec<&str> = idx.iter().map(|&i| all[i].sku_str()).collect();
        let compared: Vec<&str> = by_compare.iter().map(|p| p.sku_str()).collect();
        assert_eq!(cached, compared);
    }

    #[test]
    fn fitment_matches_the_year_id() {
        let mut prod = p("A", None, None, None);
        prod.bikes = Some(vec![Bike {
            id: 1,
            models: Some(vec![BikeModel {
                id: 2,
                years: Some(vec![BikeYear {
                    id: 33,
                    ..BikeYear::default()
                }]),
                ..BikeModel::default()
            }]),
            ..Bike::default()
        }]);
        assert!(fits_year(&prod, 33));
        assert!(!fits_year(&prod, 34));
        assert!(!fits_year(&Product::default(), 33));
    }
}
