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
    let mut out = String::from(
        "SKU,Name,Known,Ours available,Ours on hand,Bins,Stock,State,Note,Checked (UTC)\n",
    );
    for r in rows {
        let state = r.stock.state();
        let ours = |f: fn(&crate::stock::view::ShelfLine) -> String| {
            r.ours.as_ref().map(f).unwrap_or_default()
        };
        out.push_str(
            &[
                field(&r.sku),
                field(r.name.as_deref().unwrap_or("")),
                if r.known { "yes" } else { "no" }.to_string(),
                ours(|l| l.available().to_string()),
                ours(|l| l.level.on_hand.to_string()),
                field(&ours(|l| crate::stock::bins::joined(&l.bins))),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stock::{view::ShelfLine, Level};

    #[test]
    fn the_file_says_ours_before_the_suppliers() {
        let row = |sku: &str, ours: Option<ShelfLine>| BulkRow {
            sku: sku.into(),
            name: Some("Chain, 520".into()),
            known: true,
            stock: StockView {
                sku: sku.into(),
                count: Some(12),
                checked_at: "10:00:00".into(),
                ..StockView::default()
            },
            ours,
        };
        let kept = ShelfLine {
            sku: "CH-1".into(),
            level: Level {
                on_hand: 5,
                committed: 2,
            },
            bins: vec!["B-04-2".into(), "OVERFLOW".into()],
            kept: true,
            pack: 1,
        };
        let csv = report_csv(&[row("CH-1", Some(kept)), row("CH-2", None)]);
        let lines: Vec<&str> = csv.lines().collect();
        assert!(lines[0].starts_with("SKU,Name,Known,Ours available,Ours on hand,Bins,Stock,"));
        assert!(lines[1].starts_with("CH-1,\"Chain, 520\",yes,3,5,\"B-04-2, OVERFLOW\",12,"));
        assert!(lines[2].starts_with("CH-2,\"Chain, 520\",yes,,,,12,"));
    }
}
