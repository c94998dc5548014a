//! Reusable pieces of view: layout, error panels, stock badges, prices,
//! product lists. Components stay thin; the rules they show live in plain,
//! tested functions in `model`.
//!
//! Most components render on the server only. The few a person interacts
//! with are islands (`#[island]`), the only code the browser runs. None has
//! props (props would bring a JSON parser into the wasm); most are hidden
//! markers acting on the server's HTML around them (`marker`):
//! - `lookup::LookupBox`: the header's lookup box;
//! - `scan::ScanButton`: "Scan" beside it, reading barcodes with the camera;
//! - `stock::LiveStock`: one per page, keeps every live stock badge current;
//! - `gallery::GalleryControls`: moves through the product images and opens
//!   the larger view;
//! - `bike::BikePickerControls`: narrows make › model › year;
//! - `forms::SubmitOnChange`, `forms::DateChecks`: a list choice applies at
//!   once, dates are checked before a search;
//! - `stock_check::SkuCounter`, `stock_check::SortableTable`: the bulk stock
//!   page's live SKU count and its table sorting.

pub mod access;
pub mod bike;
pub mod counts;
pub mod customer;
pub mod customer_actions;
pub mod customer_history;
pub mod customer_quote;
pub mod discount_approval;
pub mod errors;
pub mod facets;
pub mod family;
pub mod fitment;
pub mod forms;
pub mod gallery;
pub mod i18n;
pub mod labels;
pub mod layout;
pub mod lookup;
pub mod marker;
pub mod order;
pub mod pager;
pub mod prefs;
pub mod products;
pub mod quote;
pub mod quote_copy;
pub mod quote_lines;
pub mod quote_other;
pub mod role;
pub mod scan;
pub mod shelf;
pub mod shop_price;
pub mod stock;
pub mod stock_check;
pub mod tiles;
pub mod variants;
