//! Plumbing every layer above may use and that uses none of them: the
//! clock, secrets that cannot be printed, one way to run a store's SQL on
//! SQLite or Postgres (`sql`), Postgres plumbing and migrations, the
//! limits portals share through Valkey or Redis, and this process's own
//! figures.

pub mod build_info;
pub mod clock;
pub mod kept_count;
pub mod log_file;
pub mod postgres;
pub mod private_files;
pub mod process;
pub mod secrets;
pub mod shared_limits;
pub mod shop_time;
pub mod sql;
pub mod sqlite_layout;
