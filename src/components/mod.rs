//! Reusable pieces of view: layout, error panels, stock badges, prices.
//! Components stay thin; the rules they show live in plain, tested functions.

pub mod errors;
pub mod layout;
