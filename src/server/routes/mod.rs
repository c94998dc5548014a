//! Plain axum routes that are not pages or server functions: form posts
//! answered with a page, links that set a preference and go back, the
//! quote lists' forms, and the export downloads.

pub mod export;
pub mod feed_tokens;
pub mod prefs;
pub mod quotes;
pub mod stock_form;
