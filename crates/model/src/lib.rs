//! The shop's rules, shared by server and browser: money, prices, quotes,
//! orders, customers, staff, roles and the audit trail's records.
//!
//! They build on the supplier's records and the catalogue's types
//! (`dealer-desk-records`), re-exported here whole, so `model::query`,
//! `model::Product` and the rest read as one model. They must not depend on
//! anything server-only: they are compiled into the wasm.

pub use dealer_desk_records::*;

pub mod audit;
pub mod buying;
pub mod customer;
pub mod listing;
pub mod margin;
pub mod order;
pub mod pricing;
pub mod processing;
pub mod quote;
pub mod role;
pub mod sale;
pub mod shop_day;
pub mod staff;
pub mod stock;
pub mod stock_report;
