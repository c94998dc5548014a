//! Every supplier path, parameter, header and shape decision, in one place.
//!
//! `interface.md` leaves much unstated and `unstated.md` settles it; whatever
//! those decisions touch on the wire lives here, so that when the real
//! service differs, one edit here fixes it. This module builds addresses and
//! names things; it must not send anything, read bodies or know about caches.

use percent_encoding::{utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};
use reqwest::Url;

use crate::model::query::SupplierFilters;

/// The header that carries the supplier key (interface part 5).
pub const API_KEY_HEADER: &str = "x-api-key";

/// Query parameter of get and search asking for prices, stock and more.
pub const INCLUDE_EXTENDED: &str = "includeExtendedProperties";

/// Bulk stock: how many SKUs one call may carry (unstated; our assumption).
pub const DEFAULT_BULK_CHUNK: usize = 100;

/// One supplier operation. Its `label` names it in metrics and logs: a fixed
/// word, never anything a person typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Endpoint {
    ProductGet,
    Search,
    Stock,
    BulkStock,
    Bikes,
    Brands,
    Categories,
}

impl Endpoint {
    pub fn label(self) -> &'static str {
        match self {
            Endpoint::ProductGet => "product_get",
            Endpoint::Search => "search",
            Endpoint::Stock => "stock",
            Endpoint::BulkStock => "bulkstock",
            Endpoint::Bikes => "bikes",
            Endpoint::Brands => "brands",
            Endpoint::Categories => "categories",
        }
    }

    /// The fixed path segments, before any SKU segment.
    fn segments(self) -> &'static [&'static str] {
        match self {
            Endpoint::ProductGet => &["product", "get"],
            Endpoint::Search => &["product", "search"],
            Endpoint::Stock => &["product", "stock"],
            Endpoint::BulkStock => &["product", "bulkstock"],
            Endpoint::Bikes => &["bikes", "all"],
            Endpoint::Brands => &["brands", "all"],
            Endpoint::Categories => &["categories", "all"],
        }
    }

    /// The method: every operation is a GET except the bulk stock POST,
    /// which only reads, so retrying it is as safe as retrying a GET.
    pub fn method(self) -> reqwest::Method {
        match self {
            Endpoint::BulkStock => reqwest::Method::POST,
            _ => reqwest::Method::GET,
        }
    }

    /// What a 404 from this operation means, as a phrase for `NotFound`.
    pub fn not_found_phrase(self, sku: Option<&str>) -> String {
        match (self, sku) {
            (_, Some(sku)) => format!("SKU {sku}"),
            (Endpoint::Bikes, None) => "The supplier's bikes listing".into(),
            (Endpoint::Brands, None) => "The supplier's brands listing".into(),
            (Endpoint::Categories, None) => "The supplier's categories listing".into(),
            (_, None) => "The supplier's address for this request".into(),
        }
    }
}

/// Characters of a SKU that go through unchanged in its path segment:
/// letters, digits and `-._~`. Everything else, `/ % ? #`, spaces, `\` and
/// every non-ASCII byte, is percent-encoded, so a SKU is always exactly one
/// segment and can never reach another path.
const SKU_SEGMENT: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

/// Whether a SKU can be put in a path at all. "." and ".." (also encoded)
/// are dot segments that every URL parser folds away: no product is reachable
/// under them, so the caller answers "not found" without asking.
pub fn sku_fits_path(sku: &str) -> bool {
    !sku.trim().is_empty() && sku != "." && sku != ".."
}

/// The address of an operation, under a base URL with or without a trailing
/// slash or a path prefix (`https://host`, `https://host/`, `https://host/api/v1`).
pub fn url(base: &Url, endpoint: Endpoint, sku: Option<&str>) -> Url {
    let mut path = base.path().trim_end_matches('/').to_string();
    for seg in endpoint.segments() {
        path.push('/');
        path.push_str(seg);
    }
    if let Some(sku) = sku {
        path.push('/');
        path.extend(utf8_percent_encode(sku, SKU_SEGMENT));
    }
    let mut url = base.clone();
    url.set_path(&path);
    url.set_query(None);
    url.set_fragment(None);
    url
}

/// `GET /product/get/{sku}?includeExtendedProperties=true`.
pub fn product_url(base: &Url, sku: &str) -> Url {
    let mut url = url(base, Endpoint::ProductGet, Some(sku));
    url.query_pairs_mut().append_pair(INCLUDE_EXTENDED, "true");
    url
}

/// `GET /product/stock/{sku}`.
pub fn stock_url(base: &Url, sku: &str) -> Url {
    url(base, Endpoint::Stock, Some(sku))
}

/// `GET /product/search?...`: the filters as the supplier names them.
/// Empty texts are left out (the supplier would read "" as "match all", and
/// two spellings of one search would cache twice).
pub fn search_url(base: &Url, f: &SupplierFilters) -> Url {
    let mut url = url(base, Endpoint::Search, None);
    {
        let mut q = url.query_pairs_mut();
        if let Some(v) = f.category_id {
            q.append_pair("categoryId", &v.to_string());
        }
        if let Some(v) = f.brand_id {
            q.append_pair("brandId", &v.to_string());
        }
        for (name, value) in [
            ("category", &f.category),
            ("brand", &f.brand),
            ("createdBefore", &f.created_before),
            ("createdAfter", &f.created_after),
            ("updatedBefore", &f.updated_before),
            ("updatedAfter", &f.updated_after),
        ] {
            if let Some(v) = value {
                q.append_pair(name, v);
            }
        }
        q.append_pair(INCLUDE_EXTENDED, if f.extended { "true" } else { "false" });
    }
    url
}

/// The filters as they will be sent: texts trimmed, empty ones dropped.
/// Used both for the address and as the cache key.
pub fn normalise_filters(f: &SupplierFilters) -> SupplierFilters {
    fn text(v: &Option<String>) -> Option<String> {
        v.as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
    }
    SupplierFilters {
        category_id: f.category_id,
        brand_id: f.brand_id,
        category: text(&f.category),
        brand: text(&f.brand),
        created_before: text(&f.created_before),
        created_after: text(&f.created_after),
        updated_before: text(&f.updated_before),
        updated_after: text(&f.updated_after),
        extended: f.extended,
    }
}

/// The bulk stock request body: a JSON array of SKU strings (our decision;
/// the interface does not show it).
pub fn bulk_stock_body(skus: &[String]) -> serde_json::Value {
    serde_json::Value::Array(
        skus.iter()
            .map(|s| serde_json::Value::String(s.clone()))
            .collect(),
    )
}

/// The reason shown for a SKU the supplier's bulk answer left out.
/// The reason shown for a count not known yet because its check is still
/// under way (a page does not wait long for stock).
pub const STOCK_PENDING: &str = "still being checked";

pub const MISSING_FROM_BULK: &str = "the supplier's stock answer did not include this SKU";

/// The reason shown for a SKU the supplier does not know (404 on stock).
pub const UNKNOWN_SKU: &str = "unknown SKU";

#[cfg(test)]
mod tests {
    use super::*;

    fn base(s: &str) -> Url {
        Url::parse(s).unwrap()
    }

    #[test]
    fn base_with_or_without_slash_or_prefix() {
        for (b, want) in [
            ("http://h:1", "http://h:1/bikes/all"),
            ("http://h:1/", "http://h:1/bikes/all"),
            ("http://h:1/api/v1", "http://h:1/api/v1/bikes/all"),
            ("http://h:1/api/v1/", "http://h:1/api/v1/bikes/all"),
            ("http://h:1/api/v1/?x=1", "http://h:1/api/v1/bikes/all"),
        ] {
            assert_eq!(url(&base(b), Endpoint::Bikes, None).as_str(), want);
        }
    }

    #[test]
    fn sku_is_one_segment() {
        let u = product_url(&base("http://h/api/"), "A/B %?#é\\..");
        assert_eq!(
            u.as_str(),
            "http://h/api/product/get/A%2FB%20%25%3F%23%C3%A9%5C..?includeExtendedProperties=true"
        );
        assert_eq!(
            stock_url(&base("http://h"), "...").as_str(),
            "http://h/product/stock/..."
        );
        assert!(!sku_fits_path(".."));
        assert!(!sku_fits_path("."));
        assert!(!sku_fits_path("  "));
        assert!(sku_fits_path("..."));
    }

    #[test]
    fn search_names_and_encoding() {
        let f = SupplierFilters {
            category_id: Some(3),
            brand: Some("  R&G ".into()),
            category: Some("   ".into()),
            created_after: Some("2024-05-04T09:42:00+00:00".into()),
            extended: true,
            ..Default::default()
        };
        let u = search_url(&base("http://h"), &normalise_filters(&f));
        assert_eq!(
            u.query(),
            Some("categoryId=3&brand=R%26G&createdAfter=2024-05-04T09%3A42%3A00%2B00%3A00&includeExtendedProperties=true")
        );
    }
}
