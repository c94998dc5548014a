//! Plumbing every layer above may use and that uses none of them: the
//! clock, secrets that cannot be printed, the SQLite worker, Postgres
//! plumbing and migrations, the limits portals share through Valkey or
//! Redis, and this process's own figures.

pub mod build_info;
pub mod clock;
pub mod postgres;
pub mod process;
pub mod secrets;
pub mod shared_limits;
pub mod sqlite_layout;
pub mod sqlite_worker;
