//! The shelf's tables in the quote lists' file (`quotes.sqlite3`, beside
//! the special orders whose arrived lines it holds for customers;
//! Postgres has the same in `postgres::stores`): made when missing.
//!
//! `stock_movements` is the ledger: a row is never changed or deleted, a
//! mistake is put right by another. `stock_parts` is each part's state
//! after its latest movement (units, value, average cost) and its bins,
//! written in the same transaction as the movement (with its pack size:
//! stock is counted in units, a pack says how many it holds), so on hand is one
//! row's read however long the ledger grows. The movements' index by time
//! holds every column the value at a past day sums, so that sum reads
//! the index alone, never the table.
//!
//! `stock_counts` is each count (what it covers, open, posted or
//! cancelled, by whom) and `stock_count_lines` its parts, in bin order
//! (`bin_key`: the main bin when it was opened, `~` after every bin), each
//! with what was counted and the on hand at that moment.

use rusqlite::Connection;

use crate::platform::sql::sqlite_file::{add_missing_columns, AddedColumn};

pub const TABLES: &str = "
CREATE TABLE IF NOT EXISTS stock_parts (
    sku TEXT PRIMARY KEY,
    on_hand INTEGER NOT NULL DEFAULT 0,
    value_minor INTEGER NOT NULL DEFAULT 0,
    average_minor INTEGER NOT NULL DEFAULT 0,
    bin1 TEXT,
    bin2 TEXT,
    bin3 TEXT,
    changed TEXT NOT NULL,
    pack INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX IF NOT EXISTS stock_parts_bin ON stock_parts(bin1, sku);
CREATE TABLE IF NOT EXISTS stock_movements (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    sku TEXT NOT NULL,
    kind TEXT NOT NULL,
    qty INTEGER NOT NULL,
    unit_cost_minor INTEGER NOT NULL,
    value_minor INTEGER NOT NULL,
    cost_assumed INTEGER NOT NULL DEFAULT 0,
    on_hand_after INTEGER NOT NULL,
    reference TEXT NOT NULL DEFAULT '',
    reason TEXT,
    note TEXT NOT NULL DEFAULT '',
    by_whom TEXT,
    at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS stock_movements_sku ON stock_movements(sku, id);
DROP INDEX IF EXISTS stock_movements_at;
CREATE INDEX IF NOT EXISTS stock_movements_at_cover
    ON stock_movements(at, sku, qty, value_minor);
CREATE TABLE IF NOT EXISTS stock_counts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    scope TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT '',
    blind INTEGER NOT NULL DEFAULT 1,
    state TEXT NOT NULL,
    opened_by TEXT,
    opened_at TEXT NOT NULL,
    closed_by TEXT,
    closed_at TEXT,
    uncounted TEXT,
    posted_moves INTEGER
);
CREATE TABLE IF NOT EXISTS stock_count_lines (
    count_id INTEGER NOT NULL,
    sku TEXT NOT NULL,
    bin_key TEXT NOT NULL,
    counted INTEGER,
    on_hand_then INTEGER,
    counted_by TEXT,
    counted_at TEXT,
    recount INTEGER NOT NULL DEFAULT 0,
    counted_before INTEGER,
    PRIMARY KEY (count_id, sku)
);
CREATE INDEX IF NOT EXISTS stock_count_lines_bin
    ON stock_count_lines(count_id, bin_key, sku);
";

/// Columns added since the tables were first made.
const ADDED: [AddedColumn; 1] = [AddedColumn {
    table: "stock_parts",
    column: "pack",
    kind: "INTEGER NOT NULL DEFAULT 1",
}];

/// Adds the shelf's tables to the lists' file when they are missing, and
/// the columns added since to tables made before them.
pub fn migrate(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute_batch(TABLES)?;
    add_missing_columns(conn, &ADDED)
}
