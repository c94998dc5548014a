//! Plain axum routes that are not pages or server functions: form posts
//! answered with a page, links that set a preference and go back, and the
//! export downloads.

pub mod export;
pub mod feed_tokens;
pub mod prefs;
pub mod stock_form;
