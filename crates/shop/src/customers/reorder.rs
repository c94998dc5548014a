//! The reorder list: the parts lost for stock in a period, with the
//! supplier's stock now and how many to order (`suggested_order`). Stock
//! comes through the product service, as every page's does; a code the
//! catalogue does not have gets none.

use crate::model::customer::ReorderLine;
use crate::model::skus::validate_sku;
use crate::products::Products;

/// Fills in the lines' stock now and what to order: one bulk call at
/// most, within a page's budget (counts the supplier cannot give just now
/// stay unknown, and so does the order).
pub async fn stock_now(products: &Products, lines: &mut [ReorderLine]) {
    // Only codes recorded with a product's name were catalogue SKUs.
    let skus: Vec<String> = lines
        .iter()
        .map(|l| match (&l.lost.name, validate_sku(&l.lost.code)) {
            (Some(_), Ok(sku)) => sku,
            _ => String::new(),
        })
        .collect();
    if skus.iter().all(String::is_empty) {
        return;
    }
    let views = products.page_stock_or_unknown(&skus).await;
    for (line, view) in lines.iter_mut().zip(views) {
        line.set_stock(view.count);
    }
}
