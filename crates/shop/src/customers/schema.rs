//! The customers' tables in the quote lists' file (`quotes.sqlite3`;
//! SQLite's DDL, Postgres has its own in `postgres::stores`): made
//! when missing, so a file from before customers existed gains them on the
//! next start and keeps every list. Customers are the shop's, not one
//! person's: every member of staff sees and changes them. Must not alter
//! the quote lists' own tables (a list's customer is a row of its own).

use rusqlite::Connection;

const TABLES: &str = "
CREATE TABLE IF NOT EXISTS customers (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    phone TEXT,
    phone_key TEXT,
    email TEXT,
    note TEXT,
    created TEXT NOT NULL,
    updated TEXT NOT NULL,
    lang TEXT,
    tier TEXT,
    vat_number TEXT
);
CREATE INDEX IF NOT EXISTS customers_name ON customers(name_key);
CREATE INDEX IF NOT EXISTS customers_phone ON customers(phone_key);
CREATE TABLE IF NOT EXISTS customer_changes (
    customer TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    at TEXT NOT NULL,
    by TEXT,
    what TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS customer_changes_of ON customer_changes(customer, at);
CREATE TABLE IF NOT EXISTS customer_bikes (
    customer TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    year_id INTEGER NOT NULL,
    label TEXT NOT NULL,
    added TEXT NOT NULL,
    PRIMARY KEY (customer, year_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS quote_customers (
    quote TEXT PRIMARY KEY REFERENCES quotes(id) ON DELETE CASCADE,
    customer TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    bike INTEGER
);
CREATE INDEX IF NOT EXISTS quote_customers_of ON quote_customers(customer);
CREATE TABLE IF NOT EXISTS watches (
    id INTEGER PRIMARY KEY,
    customer TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    sku TEXT NOT NULL,
    name TEXT NOT NULL,
    qty INTEGER NOT NULL,
    created TEXT NOT NULL,
    by TEXT,
    stock INTEGER,
    checked TEXT,
    back TEXT,
    ended TEXT,
    end_reason TEXT,
    contacted TEXT,
    contacted_by TEXT,
    email_customer INTEGER NOT NULL DEFAULT 0,
    emailed TEXT
);
CREATE INDEX IF NOT EXISTS watches_open ON watches(ended, sku);
CREATE INDEX IF NOT EXISTS watches_back ON watches(ended, back);
CREATE INDEX IF NOT EXISTS watches_of ON watches(customer, ended);
CREATE TABLE IF NOT EXISTS watch_checks (
    at TEXT NOT NULL,
    skus INTEGER NOT NULL,
    calls INTEGER NOT NULL,
    back INTEGER NOT NULL,
    expired INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS lost_sales (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    code TEXT NOT NULL,
    code_key TEXT NOT NULL,
    name TEXT,
    reason TEXT NOT NULL,
    note TEXT,
    customer TEXT,
    by TEXT,
    qty INTEGER NOT NULL DEFAULT 1,
    gbp_minor INTEGER,
    usd_minor INTEGER,
    eur_minor INTEGER
);
CREATE INDEX IF NOT EXISTS lost_sales_at ON lost_sales(at);
CREATE INDEX IF NOT EXISTS lost_sales_of ON lost_sales(customer);
CREATE TABLE IF NOT EXISTS customer_deletions (
    id TEXT NOT NULL,
    at TEXT NOT NULL,
    by TEXT
);
CREATE TABLE IF NOT EXISTS customer_keys (
    what TEXT PRIMARY KEY,
    country TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS lost_refused (
    hour TEXT PRIMARY KEY,
    count INTEGER NOT NULL
);
";

/// Adds the customers' tables to the lists' file when they are missing;
/// to a file from before lost sales kept their code's key (layout 2:
/// `quotes::migrate::VERSION`), the key; and to one from before they kept
/// a quantity and value (layout 4), those (one part each, value unknown);
/// and to one from before watches kept whether the customer was told
/// (layout 5), that (nobody told yet, no email to them); and to one from
/// before customers kept a language (`quotes::migrate::VERSION` 4), the
/// column (none: the shop's language); and to one from before price
/// tiers, the customer's tier (none: retail), and their VAT number (none).
pub fn migrate(conn: &Connection) -> rusqlite::Result<()> {
    let made_before_keys = conn
        .prepare("SELECT 1 FROM pragma_table_info('lost_sales') WHERE name = 'code'")?
        .exists([])?
        && !conn
            .prepare("SELECT 1 FROM pragma_table_info('lost_sales') WHERE name = 'code_key'")?
            .exists([])?;
    if made_before_keys {
        conn.execute_batch(
            "ALTER TABLE lost_sales ADD COLUMN code_key TEXT;
             UPDATE lost_sales SET code_key = UPPER(code);",
        )?;
    }
    conn.execute_batch(TABLES)?;
    let made_before_value = !conn
        .prepare("SELECT 1 FROM pragma_table_info('lost_sales') WHERE name = 'qty'")?
        .exists([])?;
    if made_before_value {
        conn.execute_batch(
            "ALTER TABLE lost_sales ADD COLUMN qty INTEGER NOT NULL DEFAULT 1;
             ALTER TABLE lost_sales ADD COLUMN gbp_minor INTEGER;
             ALTER TABLE lost_sales ADD COLUMN usd_minor INTEGER;
             ALTER TABLE lost_sales ADD COLUMN eur_minor INTEGER;",
        )?;
    }
    let made_before_contact = !conn
        .prepare("SELECT 1 FROM pragma_table_info('watches') WHERE name = 'contacted'")?
        .exists([])?;
    if made_before_contact {
        conn.execute_batch(
            "ALTER TABLE watches ADD COLUMN contacted TEXT;
             ALTER TABLE watches ADD COLUMN contacted_by TEXT;
             ALTER TABLE watches ADD COLUMN email_customer INTEGER NOT NULL DEFAULT 0;
             ALTER TABLE watches ADD COLUMN emailed TEXT;",
        )?;
    }
    let made_before_lang = !conn
        .prepare("SELECT 1 FROM pragma_table_info('customers') WHERE name = 'lang'")?
        .exists([])?;
    if made_before_lang {
        conn.execute_batch("ALTER TABLE customers ADD COLUMN lang TEXT;")?;
    }
    let made_before_tiers = !conn
        .prepare("SELECT 1 FROM pragma_table_info('customers') WHERE name = 'tier'")?
        .exists([])?;
    if made_before_tiers {
        conn.execute_batch("ALTER TABLE customers ADD COLUMN tier TEXT;")?;
    }
    let made_before_vat_numbers = !conn
        .prepare("SELECT 1 FROM pragma_table_info('customers') WHERE name = 'vat_number'")?
        .exists([])?;
    if made_before_vat_numbers {
        conn.execute_batch("ALTER TABLE customers ADD COLUMN vat_number TEXT;")?;
    }
    // A report's period read from the index alone (`lost.rs`), codes
    // shown as typed, with their quantities and values.
    conn.execute_batch(
        "DROP INDEX IF EXISTS lost_sales_span;
         DROP INDEX IF EXISTS lost_sales_period;
         CREATE INDEX IF NOT EXISTS lost_sales_report
             ON lost_sales(at, code_key, reason, name, code, qty, gbp_minor, usd_minor, eur_minor);",
    )
}
