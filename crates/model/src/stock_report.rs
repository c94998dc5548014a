//! The bulk stock check's report: one row per SKU of a pasted or uploaded
//! list (name when known, stock, the supplier's note), unknown SKUs
//! flagged, and the list's own problems (duplicates, rejected lines, too
//! many). Built on the server (`server::products`), shown by the stock
//! page, downloaded as CSV.

use serde::{Deserialize, Serialize};

use super::{listing::StockView, AppError};

/// The most bytes of a list the check reads.
pub const MAX_INPUT_BYTES: usize = 1024 * 1024;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BulkRow {
    pub sku: String,
    pub name: Option<String>,
    /// False when the catalogue has no product with this SKU.
    pub known: bool,
    pub stock: StockView,
    /// Our own shelf's line (`None`: not read).
    #[serde(default)]
    pub ours: Option<crate::stock::view::ShelfLine>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct BulkReport {
    pub rows: Vec<BulkRow>,
    pub duplicates: usize,
    pub rejected: Vec<(String, String)>,
    pub over_limit: usize,
    /// Set when the check itself failed (the list is kept for another try).
    pub error: Option<AppError>,
    /// What was submitted, to put back in the form.
    pub input: String,
    /// The checked SKUs already on order for customers (special orders
    /// not yet collected or cancelled).
    pub on_order: Vec<OnOrderRow>,
}

/// A checked SKU on order for a customer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnOrderRow {
    pub sku: String,
    pub qty: i64,
    pub state: crate::order::LineState,
    pub order_id: String,
    /// `None`: the customer's record was deleted.
    pub customer: Option<String>,
}

/// The report a form POST produced, handed to the page during that render.
#[derive(Clone, Debug)]
pub struct PostedReport(pub BulkReport);

/// Rows as CSV, for the download link.
pub fn report_csv(rows: &[BulkRow]) -> String {
    use super::listing::csv_field as field;
    let mut out = String::from("SKU,Name,Known,Stock,State,Note,Checked (UTC)\n");
    for r in rows {
        let state = r.stock.state();
        out.push_str(
            &[
                field(&r.sku),
                field(r.name.as_deref().unwrap_or("")),
                if r.known { "yes" } else { "no" }.to_string(),
                r.stock.count.map(|c| c.to_string()).unwrap_or_default(),
                state.label(),
                field(r.stock.error.as_deref().unwrap_or("")),
                r.stock.checked_at.clone(),
            ]
            .join(","),
        );
        out.push('\n');
    }
    out
}
