//! Reusable pieces of view: layout, error panels, stock badges, prices,
//! product lists. Components stay thin; the rules they show live in plain,
//! tested functions in `model`.
//!
//! Most components render on the server only. The few a person interacts
//! with are islands (`#[island]`), the only code the browser runs, each with
//! small serde props:
//! - `lookup::LookupBox {}`: the header's lookup box;
//! - `stock::LiveStock {}`: one per page, keeps every live stock badge current;
//! - `gallery::Gallery { images, alt }`: the product images and larger view;
//! - `bike::BikePicker { place, makes, models, chosen }`: make › model › year;
//! - `forms::SubmitOnChange`, `forms::DateChecks`: wrap server-rendered
//!   form fields (no props): a list choice applies at once, dates are
//!   checked before a search;
//! - `stock_check::SkuCounter`, `stock_check::SortableTable`: the bulk stock
//!   page's live SKU count and its table sorting (no props).

pub mod access;
pub mod bike;
pub mod errors;
pub mod facets;
pub mod fitment;
pub mod forms;
pub mod gallery;
pub mod layout;
pub mod lookup;
pub mod prefs;
pub mod products;
pub mod stock;
pub mod stock_check;
