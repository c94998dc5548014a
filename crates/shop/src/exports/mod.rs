//! The catalogue's exports, as rows: `cells` (one value, defused against
//! formulas), `rows` (each format's columns from a record), `options` (an
//! export address's query, checked), `changes` (the change feed's rows).
//! The app writes them out as they are read (`exports::stream`,
//! `xlsx`) and decides how many run at once (`permits`).

pub mod cells;
pub mod changes;
pub mod options;
pub mod rows;
