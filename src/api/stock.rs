//! The bulk stock check: a pasted or uploaded list of SKUs in, one row per
//! SKU out (name when known, stock, the supplier's note), unknown SKUs
//! flagged. Reached by the `check_stock` server function, and by the plain
//! form post to `/stock` (`server/routes/stock_form.rs`, works without
//! JavaScript); both build the report with `ssr::report`.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use serde::{Deserialize, Serialize};

use crate::model::{listing::StockView, AppError};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BulkRow {
    pub sku: String,
    pub name: Option<String>,
    /// False when the catalogue has no product with this SKU.
    pub known: bool,
    pub stock: StockView,
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
}

#[server(endpoint = "check_stock", input = Json)]
pub async fn check_stock(text: String) -> Result<BulkReport, AppError> {
    if text.len() > ssr::MAX_INPUT_BYTES {
        return Err(AppError::BadRequest(
            "That list is too long (1 MB at most).".into(),
        ));
    }
    Ok(ssr::report(&crate::server::state::app_state()?, &text).await)
}

/// The report a form POST produced, handed to the page during that render.
#[derive(Clone, Debug)]
pub struct PostedReport(pub BulkReport);

/// Rows as CSV, for the download link.
pub fn report_csv(rows: &[BulkRow]) -> String {
    use crate::model::listing::csv_field as field;
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

#[cfg(feature = "ssr")]
pub mod ssr {
    use super::{BulkReport, BulkRow};
    use crate::{model::skus::parse_sku_list, server::state::AppState};

    pub const MAX_INPUT_BYTES: usize = 1024 * 1024;

    pub async fn report(state: &AppState, text: &str) -> BulkReport {
        let list = parse_sku_list(text);
        let mut report = BulkReport {
            duplicates: list.duplicates,
            rejected: list.rejected.clone(),
            over_limit: list.over_limit,
            input: text.chars().take(MAX_INPUT_BYTES).collect(),
            ..BulkReport::default()
        };
        if list.skus.is_empty() {
            return report;
        }
        let products = state.products();
        let stock = match products.checked_stock_views(&list.skus).await {
            Ok(s) => s,
            Err(e) => {
                report.error = Some(e);
                return report;
            }
        };
        // Names from the catalogue; without them the rows still show stock.
        let names = products.names(&list.skus).await;
        let have_names = !names.is_empty();
        report.rows = list
            .skus
            .iter()
            .zip(stock)
            .map(|(sku, stock)| {
                let name = names.get(&sku.to_uppercase()).cloned();
                BulkRow {
                    sku: sku.clone(),
                    known: name.is_some() || (!have_names && stock.error.is_none()),
                    name,
                    stock,
                }
            })
            .collect();
        report
    }
}
