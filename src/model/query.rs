//! Search filters, sorting and paging, as they appear in URLs and forms.
//!
//! `SupplierFilters` is exactly the supplier's nine search parameters. The
//! browser and the server validate them with the same functions, so a bad date
//! is caught in the form and again at the door, before any supplier call.

use serde::{Deserialize, Serialize};

/// The supplier's search parameters (interface part 4, `GET /product/search`).
/// Dates are kept as the ISO 8601 text the supplier expects.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SupplierFilters {
    pub category_id: Option<i64>,
    pub brand_id: Option<i64>,
    pub category: Option<String>,
    pub brand: Option<String>,
    pub created_before: Option<String>,
    pub created_after: Option<String>,
    pub updated_before: Option<String>,
    pub updated_after: Option<String>,
    pub extended: bool,
}
