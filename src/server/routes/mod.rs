//! Plain axum routes that are not pages or server functions: form posts
//! answered with a page, and the export downloads.

pub mod export;
pub mod feed_tokens;
pub mod stock_form;
