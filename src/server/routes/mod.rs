//! Plain axum routes that are not pages or server functions: form posts
//! answered with a page, and links that set a preference and go back.

pub mod prefs;
pub mod stock_form;
