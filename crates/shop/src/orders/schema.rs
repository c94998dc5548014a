//! The special orders' tables in the quote lists' file (`quotes.sqlite3`;
//! Postgres has the same in `postgres::stores`): made when missing. An
//! order names its customer and the quote it came from; its lines are
//! rows of their own, each with its own state. Nothing is ever deleted:
//! a cancelled line keeps what was refunded.

use rusqlite::Connection;

use crate::platform::sql::sqlite_file::{add_missing_columns, AddedColumn};

pub const TABLES: &str = "
CREATE TABLE IF NOT EXISTS orders (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL,
    quote_id TEXT,
    currency TEXT NOT NULL,
    created TEXT NOT NULL,
    created_by TEXT,
    deposit_minor INTEGER NOT NULL,
    deposit_method TEXT NOT NULL,
    deposit_by TEXT,
    deposit_at TEXT NOT NULL,
    email_on_arrival INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS orders_customer ON orders(customer_id, created);
CREATE TABLE IF NOT EXISTS order_lines (
    order_id TEXT NOT NULL,
    pos INTEGER NOT NULL,
    sku TEXT NOT NULL,
    name TEXT,
    qty INTEGER NOT NULL,
    unit_minor INTEGER NOT NULL,
    state TEXT NOT NULL,
    ordered_at TEXT,
    reference TEXT,
    expected TEXT,
    arrived_at TEXT,
    place TEXT,
    collected_at TEXT,
    collected_by TEXT,
    cancelled_at TEXT,
    reason TEXT,
    refund_minor INTEGER,
    fee_minor INTEGER,
    changed TEXT NOT NULL,
    changed_by TEXT,
    amount_minor INTEGER,
    told_at TEXT,
    told_by TEXT,
    told_email INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (order_id, pos)
);
CREATE INDEX IF NOT EXISTS order_lines_state ON order_lines(state, order_id);
CREATE INDEX IF NOT EXISTS order_lines_sku ON order_lines(sku, state);
CREATE INDEX IF NOT EXISTS orders_deposit_at ON orders(deposit_at);
CREATE INDEX IF NOT EXISTS order_lines_cancelled ON order_lines(cancelled_at);
";

/// Columns added since the tables were first made.
const ADDED: [AddedColumn; 5] = [
    added("orders", "email_on_arrival", "INTEGER NOT NULL DEFAULT 0"),
    added("order_lines", "amount_minor", "INTEGER"),
    added("order_lines", "told_at", "TEXT"),
    added("order_lines", "told_by", "TEXT"),
    added("order_lines", "told_email", "INTEGER NOT NULL DEFAULT 0"),
];

const fn added(table: &'static str, column: &'static str, kind: &'static str) -> AddedColumn {
    AddedColumn {
        table,
        column,
        kind,
    }
}

/// Adds the orders' tables to the lists' file when they are missing, and
/// the columns added since to tables made before them.
pub fn migrate(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute_batch(TABLES)?;
    add_missing_columns(conn, &ADDED)
}
