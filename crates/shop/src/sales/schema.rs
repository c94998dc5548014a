//! The sales' tables in the quote lists' file (`quotes.sqlite3`, beside the
//! shelf whose parts a sale takes; Postgres has the same in
//! `postgres::stores`): made when missing.
//!
//! `invoice_series` holds each series' next number (a series a year), read
//! and moved on inside the sale's transaction, so a sale that fails takes
//! no number and two portals never take the same one. `invoices` is each
//! sale's invoice (never changed or deleted once issued), with its lines
//! (what each part cost the shop as it left, so every line knows its
//! margin) and its payments. `token` is the sale form's own: the same form
//! sent twice finds the invoice it made the first time.

use rusqlite::Connection;

use crate::platform::sql::sqlite_file::{add_missing_columns, AddedColumn};

pub const TABLES: &str = "
CREATE TABLE IF NOT EXISTS invoice_series (
    series TEXT PRIMARY KEY,
    next INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS invoices (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    number TEXT NOT NULL UNIQUE,
    series TEXT NOT NULL,
    seq INTEGER NOT NULL,
    token TEXT NOT NULL UNIQUE,
    customer_id TEXT,
    quote_id TEXT,
    currency TEXT NOT NULL,
    net_minor INTEGER NOT NULL,
    tax_minor INTEGER NOT NULL,
    total_minor INTEGER NOT NULL,
    rate INTEGER NOT NULL,
    includes_tax INTEGER NOT NULL,
    tendered_minor INTEGER,
    change_minor INTEGER NOT NULL DEFAULT 0,
    by_whom TEXT,
    at TEXT NOT NULL,
    UNIQUE (series, seq)
);
CREATE INDEX IF NOT EXISTS invoices_at ON invoices(at);
CREATE INDEX IF NOT EXISTS invoices_customer ON invoices(customer_id, at);
CREATE TABLE IF NOT EXISTS invoice_lines (
    invoice_id INTEGER NOT NULL,
    pos INTEGER NOT NULL,
    sku TEXT NOT NULL,
    name TEXT NOT NULL,
    qty INTEGER NOT NULL,
    unit_minor INTEGER NOT NULL,
    total_minor INTEGER NOT NULL,
    net_minor INTEGER NOT NULL,
    cost_minor INTEGER NOT NULL,
    PRIMARY KEY (invoice_id, pos)
);
CREATE INDEX IF NOT EXISTS invoice_lines_sku ON invoice_lines(sku);
CREATE TABLE IF NOT EXISTS invoice_payments (
    invoice_id INTEGER NOT NULL,
    pos INTEGER NOT NULL,
    method TEXT NOT NULL,
    amount_minor INTEGER NOT NULL,
    PRIMARY KEY (invoice_id, pos)
);
";

/// The list found by a payment's method and a number's sequence without
/// reading every invoice (`store::list`).
pub const LIST_INDEXES: &str = "
CREATE INDEX IF NOT EXISTS invoice_payments_method ON invoice_payments(method, invoice_id);
CREATE INDEX IF NOT EXISTS invoices_seq ON invoices(seq);
CREATE INDEX IF NOT EXISTS credit_notes_seq ON credit_notes(seq);
";

/// Credit notes: parts taken back from an invoice (or without one, a
/// manager approving: no `invoice_id`), numbered from their own gap-free
/// series (`CN` and the year, in `invoice_series`), each line with what
/// it refunds, the cost it comes back at and whether it went back on the
/// shelf. Never changed or deleted once issued.
const CREDIT_NOTES: &str = "
CREATE TABLE IF NOT EXISTS credit_notes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    number TEXT NOT NULL UNIQUE,
    series TEXT NOT NULL,
    seq INTEGER NOT NULL,
    token TEXT NOT NULL UNIQUE,
    invoice_id INTEGER,
    currency TEXT NOT NULL,
    net_minor INTEGER NOT NULL,
    tax_minor INTEGER NOT NULL,
    total_minor INTEGER NOT NULL,
    method TEXT NOT NULL,
    reason TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    approved_by TEXT,
    by_whom TEXT,
    at TEXT NOT NULL,
    UNIQUE (series, seq)
);
";

/// The credit notes' indexes, and their lines.
const CREDIT_LINES: &str = "
CREATE INDEX IF NOT EXISTS credit_notes_invoice ON credit_notes(invoice_id);
CREATE INDEX IF NOT EXISTS credit_notes_at ON credit_notes(at);
CREATE TABLE IF NOT EXISTS credit_note_lines (
    credit_note_id INTEGER NOT NULL,
    pos INTEGER NOT NULL,
    invoice_pos INTEGER NOT NULL,
    sku TEXT NOT NULL,
    name TEXT NOT NULL,
    qty INTEGER NOT NULL,
    total_minor INTEGER NOT NULL,
    net_minor INTEGER NOT NULL,
    cost_minor INTEGER NOT NULL,
    restocked INTEGER NOT NULL,
    PRIMARY KEY (credit_note_id, pos)
);
";

/// Each day cashed up, and so closed: the float, the cash counted, what
/// the till should have held, who counted and when.
pub const DAY_TABLES: &str = "
CREATE TABLE IF NOT EXISTS day_closings (
    day TEXT PRIMARY KEY,
    float_minor INTEGER NOT NULL,
    counted_minor INTEGER NOT NULL,
    expected_minor INTEGER NOT NULL,
    by_whom TEXT,
    at TEXT NOT NULL
);
";

/// Columns added since the tables were first made: the customer's name
/// and VAT number as they were at the sale (the invoice never changes),
/// whether the tax is a sales tax, whether a line left the shelf, the
/// special order an invoice collected, and a payment taken before the
/// sale (a deposit: when, and for what).
const ADDED: [AddedColumn; 8] = [
    added("invoices", "customer_name", "TEXT"),
    added("invoices", "customer_vat", "TEXT"),
    added("invoices", "sales_tax", "INTEGER NOT NULL DEFAULT 0"),
    added("invoice_lines", "takes_stock", "INTEGER NOT NULL DEFAULT 1"),
    added(
        "invoice_lines",
        "unit_net_minor",
        "INTEGER NOT NULL DEFAULT 0",
    ),
    added("invoices", "order_id", "TEXT"),
    added("invoice_payments", "taken_at", "TEXT"),
    added("invoice_payments", "reference", "TEXT"),
];

/// Credit notes made before a return could be without its invoice had
/// `invoice_id NOT NULL`: the table is made again without it, every row
/// and id kept, in one transaction (SQLite cannot drop a constraint).
fn credit_notes_without_invoice(conn: &Connection) -> rusqlite::Result<()> {
    let required: bool = conn.query_row(
        "SELECT \"notnull\" FROM pragma_table_info('credit_notes') WHERE name = 'invoice_id'",
        [],
        |r| r.get::<_, i64>(0).map(|n| n != 0),
    )?;
    if !required {
        return Ok(());
    }
    const COLUMNS: &str = "id, number, series, seq, token, invoice_id, currency, net_minor, \
        tax_minor, total_minor, method, reason, note, approved_by, by_whom, at";
    conn.execute_batch(&format!(
        "BEGIN; ALTER TABLE credit_notes RENAME TO credit_notes_before; {CREDIT_NOTES} \
         INSERT INTO credit_notes ({COLUMNS}) SELECT {COLUMNS} FROM credit_notes_before; \
         DROP TABLE credit_notes_before; COMMIT;"
    ))?;
    conn.execute_batch(CREDIT_LINES)
}

const fn added(table: &'static str, column: &'static str, kind: &'static str) -> AddedColumn {
    AddedColumn {
        table,
        column,
        kind,
    }
}

/// Adds the sales' tables to the lists' file when they are missing, and
/// the columns added since to tables made before them.
pub fn migrate(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute_batch(TABLES)?;
    conn.execute_batch(CREDIT_NOTES)?;
    conn.execute_batch(CREDIT_LINES)?;
    conn.execute_batch(DAY_TABLES)?;
    credit_notes_without_invoice(conn)?;
    conn.execute_batch(LIST_INDEXES)?;
    add_missing_columns(conn, &ADDED)?;
    conn.execute_batch("CREATE INDEX IF NOT EXISTS invoices_order ON invoices(order_id);")
}
