//! Plain axum routes that are not pages or server functions: form posts
//! answered with a page.

pub mod stock_form;
