//! One product for its page: descriptions made safe, stock beside it.

use std::collections::HashSet;

use crate::model::{
    listing::{ProductSummary, ProductView, Sibling, StockView},
    skus::validate_sku,
    AppError,
};

use super::{stock::now_hms, Products};

impl Products {
    /// A product by SKU, descriptions sanitized, with the stock its record
    /// carries and how stale the record is if the supplier failed.
    pub async fn detail(&self, sku: &str) -> Result<ProductView, AppError> {
        let sku = validate_sku(sku).map_err(AppError::BadRequest)?;
        // The family's stock is asked for while the product is: the page
        // waits for one supplier call's time, not two in a row.
        let (fetched, also_in) = tokio::join!(self.catalogue.product(&sku), self.siblings(&sku));
        let fetched = fetched?;
        let mut product = fetched.value.as_ref().clone();
        let clean = |d: &str| crate::products::html_memo::sanitized(d, sanitize_html);
        product.brief_description = product.brief_description.as_deref().map(clean);
        product.full_description = product.full_description.as_deref().map(clean);
        let stock = StockView::from_stock(
            product.sku.as_deref().unwrap_or(&sku),
            product.stock.as_ref(),
            &now_hms(),
            self.low_at(),
        );
        let also_in = match product.sku.as_deref() {
            Some(canonical) if canonical != sku => self.siblings(canonical).await,
            _ => also_in,
        };
        let rules = self.pricing.rules();
        let shop = Some(
            self.pricing
                .price(&rules, &ProductSummary::from_product(&product)),
        );
        Ok(ProductView {
            product,
            stock,
            stale_secs: fetched.stale_for.map(|d| d.as_secs()),
            also_in,
            shop,
        })
    }

    /// The same part in its other colours and sizes, with their stock (one
    /// bulk call for all of them). From the index only: none before its
    /// first sync, or when it cannot answer (the page still shows).
    pub async fn siblings(&self, sku: &str) -> Vec<Sibling> {
        if !self.index_ready() {
            return Vec::new();
        }
        let found = match self.index.siblings(sku).await {
            Ok(found) => found,
            Err(_) => return Vec::new(),
        };
        let skus: Vec<String> = found.iter().map(|(_, s)| s.sku.clone()).collect();
        let stock = self.page_stock_or_unknown(&skus).await;
        let rules = self.pricing.rules();
        found
            .into_iter()
            .zip(stock)
            .map(|((label, mut summary), stock)| {
                summary.shop = Some(self.pricing.price(&rules, &summary));
                Sibling {
                    label,
                    summary,
                    stock,
                }
            })
            .collect()
    }
}

/// Supplier HTML made safe: cut to a readable size; basic formatting kept;
/// scripts, handlers, styles and non-http(s) links dropped.
pub fn sanitize_html(html: &str) -> String {
    let html = crate::model::clip(html, crate::model::MAX_HTML_BYTES);
    let tags: HashSet<&str> = [
        "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "u", "a", "h3", "h4", "h5", "table",
        "thead", "tbody", "tr", "th", "td", "span", "div", "small", "sup", "sub",
    ]
    .into_iter()
    .collect();
    let schemes: HashSet<&str> = ["http", "https"].into_iter().collect();
    ammonia::Builder::default()
        .tags(tags)
        .url_schemes(schemes)
        .link_rel(Some("noopener noreferrer nofollow"))
        .url_relative(ammonia::UrlRelative::Deny)
        .clean(html)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::sanitize_html;

    #[test]
    fn sanitizing_keeps_formatting_and_drops_danger() {
        let out = sanitize_html(
            "<p onclick=\"x()\" style=\"color:red\">Hi <strong>there</strong></p>\
             <script>alert(1)</script><ul><li>a</li></ul>\
             <a href=\"javascript:alert(1)\">bad</a><a href=\"https://ok.example/\">ok</a>\
             <img src=x onerror=alert(1)>",
        );
        assert!(out.contains("<p>Hi <strong>there</strong></p>"));
        assert!(out.contains("<ul><li>a</li></ul>"));
        assert!(!out.contains("script"));
        assert!(!out.contains("onclick"));
        assert!(!out.contains("style"));
        assert!(!out.contains("javascript"));
        assert!(!out.contains("<img"));
        assert!(out.contains("href=\"https://ok.example/\""));
    }
}
