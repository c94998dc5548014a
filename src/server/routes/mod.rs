//! Plain axum routes that are not pages or server functions: form posts
//! answered with a page, links that set a preference and go back, the
//! quote lists' forms, and the CSV exports.

pub mod export;
pub mod prefs;
pub mod quotes;
pub mod stock_form;
