//! Reusable pieces of view: layout, error panels, stock badges, prices,
//! product lists. Components stay thin; the rules they show live in plain,
//! tested functions in `model`.

pub mod access;
pub mod bike;
pub mod errors;
pub mod facets;
pub mod fitment;
pub mod gallery;
pub mod layout;
pub mod lookup;
pub mod prefs;
pub mod products;
pub mod stock;
