//! The bulk stock check's report: a list of SKUs (pasted, uploaded or
//! posted) read, its stock asked for in one bulk call at most, each row
//! named when the catalogue knows the SKU. Reached by the `check_stock`
//! server function and the plain form post to `/stock`.

use crate::model::{
    skus::parse_sku_list,
    stock_report::{BulkReport, BulkRow, MAX_INPUT_BYTES},
};

use super::Products;

impl Products {
    /// The report for this list (a list with no SKU in it gets its problems
    /// only; a failed check keeps the list for another try).
    pub async fn stock_report(&self, text: &str) -> BulkReport {
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
        let stock = match self.checked_stock_views(&list.skus).await {
            Ok(s) => s,
            Err(e) => {
                report.error = Some(e);
                return report;
            }
        };
        // Names from the catalogue; without them the rows still show stock.
        let names = self.names(&list.skus).await;
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
                    ours: None,
                }
            })
            .collect();
        report
    }
}
