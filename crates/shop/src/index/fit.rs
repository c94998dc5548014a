//! Which bike years a part fits, read from the index's fitment rows, for a
//! quote's fit marks on a customer's bike. Read only.

use std::collections::HashMap;

use rusqlite::OptionalExtension;

use super::{text, Index};
use crate::model::AppError;

impl Index {
    /// The model-year ids each of these SKUs fits (an empty list: the index
    /// has the product but no fitment for it); SKUs it does not have are
    /// left out.
    pub async fn fitment_years(
        &self,
        skus: &[String],
    ) -> Result<HashMap<String, Vec<i64>>, AppError> {
        let skus = skus.to_vec();
        self.read(move |c| {
            let mut find =
                c.prepare_cached("SELECT id FROM products WHERE sku_key = ?1 LIMIT 1")?;
            let mut years = c.prepare_cached("SELECT year_id FROM fitment WHERE product = ?1")?;
            let mut out = HashMap::new();
            for sku in skus {
                let id: Option<i64> = find
                    .query_row([text::sku_key(&sku)], |r| r.get(0))
                    .optional()?;
                if let Some(id) = id {
                    let ys = years
                        .query_map([id], |r| r.get(0))?
                        .collect::<Result<Vec<i64>, _>>()?;
                    out.insert(sku, ys);
                }
            }
            Ok(out)
        })
        .await
    }
}
