//! The stores' tables in Postgres (quote lists, customers, sessions, feed
//! tokens, staff accounts, the audit log), as versioned migrations under `stores/`, and the setting that
//! turns them on (`DATABASE_URL`). The tables mirror the SQLite files'
//! (`quotes.sqlite3`, `access.sqlite3`) column for column, so both stores
//! read and write the same values: times as the same UTC text stamps,
//! money as whole minor units (`BIGINT`), never floats. Text that is
//! sorted is `COLLATE "C"`, so lists come out in SQLite's byte order
//! whatever the database's locale.
//!
//! SQLite runs a store's changes one at a time (one connection); several
//! portals on one database do not, so a change that checks a limit first
//! (lists per owner, customers, watches, tokens) takes a transaction-level
//! advisory lock (`Lock`) before it counts.

use super::Migration;

/// The `stores/` migrations, in order. Never edit a released one.
pub const MIGRATIONS: &[Migration] = &[
    Migration {
        id: "stores/001_quotes",
        sql: QUOTES,
    },
    Migration {
        id: "stores/002_customers",
        sql: CUSTOMERS,
    },
    Migration {
        id: "stores/003_access",
        sql: ACCESS,
    },
    Migration {
        id: "stores/004_lost_code_key",
        sql: LOST_CODE_KEY,
    },
    Migration {
        id: "stores/005_customer_keys",
        sql: CUSTOMER_KEYS,
    },
    Migration {
        id: "stores/006_lost_value",
        sql: LOST_VALUE,
    },
    Migration {
        id: "stores/007_watch_contact",
        sql: WATCH_CONTACT,
    },
    Migration {
        id: "stores/008_customer_lang",
        sql: CUSTOMER_LANG,
    },
    Migration {
        id: "stores/009_line_sell",
        sql: LINE_SELL,
    },
    Migration {
        id: "stores/010_price_rules",
        sql: PRICE_RULES,
    },
    Migration {
        id: "stores/011_discounts",
        sql: DISCOUNTS,
    },
    Migration {
        id: "stores/012_customer_tier",
        sql: CUSTOMER_TIER,
    },
    Migration {
        id: "stores/013_customer_vat_number",
        sql: CUSTOMER_VAT_NUMBER,
    },
    Migration {
        id: "stores/014_line_kind",
        sql: LINE_KIND,
    },
    Migration {
        id: "stores/015_audit_log",
        sql: AUDIT_LOG,
    },
    Migration {
        id: "stores/016_staff_accounts",
        sql: STAFF_ACCOUNTS,
    },
    Migration {
        id: "stores/017_orders",
        sql: ORDERS,
    },
    Migration {
        id: "stores/018_order_money_and_told",
        sql: ORDER_MONEY_AND_TOLD,
    },
    Migration {
        id: "stores/019_discount_approved",
        sql: DISCOUNT_APPROVED,
    },
    Migration {
        id: "stores/020_stock",
        sql: STOCK,
    },
    Migration {
        id: "stores/021_stock_value_index",
        sql: STOCK_VALUE_INDEX,
    },
    Migration {
        id: "stores/022_stock_counts",
        sql: STOCK_COUNTS,
    },
    Migration {
        id: "stores/023_stock_pack",
        sql: STOCK_PACK,
    },
    Migration {
        id: "stores/024_sales",
        sql: SALES,
    },
    Migration {
        id: "stores/025_sales_customer",
        sql: SALES_CUSTOMER,
    },
    Migration {
        id: "stores/026_credit_notes",
        sql: CREDIT_NOTES,
    },
    Migration {
        id: "stores/027_day_closings",
        sql: DAY_CLOSINGS,
    },
    Migration {
        id: "stores/028_sales_list_and_collections",
        sql: SALES_LIST_AND_COLLECTIONS,
    },
];

/// The sales' list found by a payment's method and by a number's
/// sequence without reading every invoice (`sales::store::list`); the
/// special order an invoice collected, and a payment taken before the
/// sale (its deposit: when, and for what); a day's deposits and the
/// refunds of cancelled lines found by their time (`sales::day`); a
/// credit note without an invoice (a return a manager approved).
const SALES_LIST_AND_COLLECTIONS: &str = r#"
CREATE INDEX invoice_payments_method ON invoice_payments(method, invoice_id);
CREATE INDEX invoices_seq ON invoices(seq);
CREATE INDEX credit_notes_seq ON credit_notes(seq);
ALTER TABLE invoices ADD COLUMN order_id TEXT COLLATE "C";
CREATE INDEX invoices_order ON invoices(order_id);
CREATE INDEX orders_deposit_at ON orders(deposit_at);
CREATE INDEX order_lines_cancelled ON order_lines(cancelled_at);
ALTER TABLE credit_notes ALTER COLUMN invoice_id DROP NOT NULL;
ALTER TABLE invoice_payments ADD COLUMN taken_at TEXT COLLATE "C";
ALTER TABLE invoice_payments ADD COLUMN reference TEXT;
"#;

/// Each day cashed up, and so closed (`sales::day`).
const DAY_CLOSINGS: &str = r#"
CREATE TABLE day_closings (
    day TEXT COLLATE "C" PRIMARY KEY,
    float_minor BIGINT NOT NULL,
    counted_minor BIGINT NOT NULL,
    expected_minor BIGINT NOT NULL,
    by_whom TEXT,
    at TEXT COLLATE "C" NOT NULL
);
"#;

/// Credit notes (`sales`): parts taken back from an invoice, numbered
/// from their own series, with their lines; never changed or deleted.
const CREDIT_NOTES: &str = r#"
CREATE TABLE credit_notes (
    id BIGSERIAL PRIMARY KEY,
    number TEXT COLLATE "C" NOT NULL UNIQUE,
    series TEXT COLLATE "C" NOT NULL,
    seq BIGINT NOT NULL,
    token TEXT COLLATE "C" NOT NULL UNIQUE,
    invoice_id BIGINT NOT NULL,
    currency TEXT NOT NULL,
    net_minor BIGINT NOT NULL,
    tax_minor BIGINT NOT NULL,
    total_minor BIGINT NOT NULL,
    method TEXT NOT NULL,
    reason TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    approved_by TEXT,
    by_whom TEXT,
    at TEXT COLLATE "C" NOT NULL,
    UNIQUE (series, seq)
);
CREATE INDEX credit_notes_invoice ON credit_notes(invoice_id);
CREATE INDEX credit_notes_at ON credit_notes(at);
CREATE TABLE credit_note_lines (
    credit_note_id BIGINT NOT NULL,
    pos BIGINT NOT NULL,
    invoice_pos BIGINT NOT NULL,
    sku TEXT COLLATE "C" NOT NULL,
    name TEXT NOT NULL,
    qty BIGINT NOT NULL,
    total_minor BIGINT NOT NULL,
    net_minor BIGINT NOT NULL,
    cost_minor BIGINT NOT NULL,
    restocked BIGINT NOT NULL,
    PRIMARY KEY (credit_note_id, pos)
);
"#;

/// What an invoice keeps as it was at the sale: the customer's name and
/// VAT number, whether the tax is a sales tax; and whether a line left
/// the shelf (labour does not).
const SALES_CUSTOMER: &str = "
ALTER TABLE invoices ADD COLUMN customer_name TEXT;
ALTER TABLE invoices ADD COLUMN customer_vat TEXT;
ALTER TABLE invoices ADD COLUMN sales_tax BIGINT NOT NULL DEFAULT 0;
ALTER TABLE invoice_lines ADD COLUMN takes_stock BIGINT NOT NULL DEFAULT 1;
ALTER TABLE invoice_lines ADD COLUMN unit_net_minor BIGINT NOT NULL DEFAULT 0;
";

/// Sales (`sales`): each invoice's number series, the invoices (never
/// changed or deleted), their lines and payments; money in minor units.
const SALES: &str = r#"
CREATE TABLE invoice_series (
    series TEXT COLLATE "C" PRIMARY KEY,
    next BIGINT NOT NULL
);
CREATE TABLE invoices (
    id BIGSERIAL PRIMARY KEY,
    number TEXT COLLATE "C" NOT NULL UNIQUE,
    series TEXT COLLATE "C" NOT NULL,
    seq BIGINT NOT NULL,
    token TEXT COLLATE "C" NOT NULL UNIQUE,
    customer_id TEXT COLLATE "C",
    quote_id TEXT,
    currency TEXT NOT NULL,
    net_minor BIGINT NOT NULL,
    tax_minor BIGINT NOT NULL,
    total_minor BIGINT NOT NULL,
    rate BIGINT NOT NULL,
    includes_tax BIGINT NOT NULL,
    tendered_minor BIGINT,
    change_minor BIGINT NOT NULL DEFAULT 0,
    by_whom TEXT,
    at TEXT COLLATE "C" NOT NULL,
    UNIQUE (series, seq)
);
CREATE INDEX invoices_at ON invoices(at);
CREATE INDEX invoices_customer ON invoices(customer_id, at);
CREATE TABLE invoice_lines (
    invoice_id BIGINT NOT NULL,
    pos BIGINT NOT NULL,
    sku TEXT COLLATE "C" NOT NULL,
    name TEXT NOT NULL,
    qty BIGINT NOT NULL,
    unit_minor BIGINT NOT NULL,
    total_minor BIGINT NOT NULL,
    net_minor BIGINT NOT NULL,
    cost_minor BIGINT NOT NULL,
    PRIMARY KEY (invoice_id, pos)
);
CREATE INDEX invoice_lines_sku ON invoice_lines(sku);
CREATE TABLE invoice_payments (
    invoice_id BIGINT NOT NULL,
    pos BIGINT NOT NULL,
    method TEXT NOT NULL,
    amount_minor BIGINT NOT NULL,
    PRIMARY KEY (invoice_id, pos)
);
"#;

/// The units a part's pack holds (1: sold singly); its stock stays in units.
const STOCK_PACK: &str = "
ALTER TABLE stock_parts ADD COLUMN pack BIGINT NOT NULL DEFAULT 1;
";

/// Counts of the shelf (`stock::count`): each count and its lines, each
/// line with what was counted and the on hand at that moment.
const STOCK_COUNTS: &str = "
CREATE TABLE stock_counts (
    id BIGSERIAL PRIMARY KEY,
    scope TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT '',
    blind BIGINT NOT NULL DEFAULT 1,
    state TEXT NOT NULL,
    opened_by TEXT,
    opened_at TEXT NOT NULL,
    closed_by TEXT,
    closed_at TEXT,
    uncounted TEXT,
    posted_moves BIGINT
);
CREATE TABLE stock_count_lines (
    count_id BIGINT NOT NULL,
    sku TEXT COLLATE \"C\" NOT NULL,
    bin_key TEXT COLLATE \"C\" NOT NULL,
    counted BIGINT,
    on_hand_then BIGINT,
    counted_by TEXT,
    counted_at TEXT,
    recount BIGINT NOT NULL DEFAULT 0,
    counted_before BIGINT,
    PRIMARY KEY (count_id, sku)
);
CREATE INDEX stock_count_lines_bin ON stock_count_lines(count_id, bin_key, sku);
";

/// The movements by time with what the value at a past day sums, so that
/// sum reads the index alone.
const STOCK_VALUE_INDEX: &str = "
DROP INDEX IF EXISTS stock_movements_at;
CREATE INDEX stock_movements_at_cover ON stock_movements(at) INCLUDE (sku, qty, value_minor);
";

/// The shop's shelf (`stock`): each part's state and bins, and the ledger
/// of its movements (never changed or deleted).
const STOCK: &str = "
CREATE TABLE stock_parts (
    sku TEXT COLLATE \"C\" PRIMARY KEY,
    on_hand BIGINT NOT NULL DEFAULT 0,
    value_minor BIGINT NOT NULL DEFAULT 0,
    average_minor BIGINT NOT NULL DEFAULT 0,
    bin1 TEXT COLLATE \"C\",
    bin2 TEXT COLLATE \"C\",
    bin3 TEXT COLLATE \"C\",
    changed TEXT NOT NULL
);
CREATE INDEX stock_parts_bin ON stock_parts(bin1, sku);
CREATE TABLE stock_movements (
    id BIGSERIAL PRIMARY KEY,
    sku TEXT COLLATE \"C\" NOT NULL,
    kind TEXT NOT NULL,
    qty BIGINT NOT NULL,
    unit_cost_minor BIGINT NOT NULL,
    value_minor BIGINT NOT NULL,
    cost_assumed BIGINT NOT NULL DEFAULT 0,
    on_hand_after BIGINT NOT NULL,
    reference TEXT NOT NULL DEFAULT '',
    reason TEXT,
    note TEXT NOT NULL DEFAULT '',
    by_whom TEXT,
    at TEXT NOT NULL
);
CREATE INDEX stock_movements_sku ON stock_movements(sku, id);
CREATE INDEX stock_movements_at ON stock_movements(at);
";

/// The share of what a discount is taken from that a manager approved it
/// for (thousandths of a percent; `model::quote::cap`). A percentage from
/// before was within the cap or approved when given, and its share never
/// grows: it is kept as approved.
const DISCOUNT_APPROVED: &str = r#"
ALTER TABLE quote_lines ADD COLUMN disc_approved BIGINT;
ALTER TABLE quotes ADD COLUMN disc_approved BIGINT;
UPDATE quote_lines SET disc_approved = disc_value WHERE disc_kind = 'percent';
UPDATE quotes SET disc_approved = disc_value WHERE disc_kind = 'percent';
"#;

/// An order line's whole amount as its quote had it, whether and how
/// its customer was told it arrived, and the order's choice to email.
const ORDER_MONEY_AND_TOLD: &str = r#"
ALTER TABLE orders ADD COLUMN email_on_arrival BIGINT NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN amount_minor BIGINT;
ALTER TABLE order_lines ADD COLUMN told_at TEXT;
ALTER TABLE order_lines ADD COLUMN told_by TEXT;
ALTER TABLE order_lines ADD COLUMN told_email BIGINT NOT NULL DEFAULT 0;
CREATE INDEX order_lines_sku ON order_lines(sku, state);
"#;

/// Special orders (`orders`): an order and its lines, each line with its
/// own state; money in minor units; never deleted.
const ORDERS: &str = r#"
CREATE TABLE orders (
    id TEXT COLLATE "C" PRIMARY KEY,
    customer_id TEXT COLLATE "C" NOT NULL,
    quote_id TEXT,
    currency TEXT NOT NULL,
    created TEXT COLLATE "C" NOT NULL,
    created_by TEXT,
    deposit_minor BIGINT NOT NULL,
    deposit_method TEXT NOT NULL,
    deposit_by TEXT,
    deposit_at TEXT NOT NULL
);
CREATE INDEX orders_customer ON orders(customer_id, created);
CREATE TABLE order_lines (
    order_id TEXT COLLATE "C" NOT NULL,
    pos BIGINT NOT NULL,
    sku TEXT COLLATE "C" NOT NULL,
    name TEXT,
    qty BIGINT NOT NULL,
    unit_minor BIGINT NOT NULL,
    state TEXT COLLATE "C" NOT NULL,
    ordered_at TEXT,
    reference TEXT,
    expected TEXT,
    arrived_at TEXT,
    place TEXT,
    collected_at TEXT,
    collected_by TEXT,
    cancelled_at TEXT,
    reason TEXT,
    refund_minor BIGINT,
    fee_minor BIGINT,
    changed TEXT NOT NULL,
    changed_by TEXT,
    PRIMARY KEY (order_id, pos)
);
CREATE INDEX order_lines_state ON order_lines(state, order_id);
"#;

/// The staff accounts (`access::accounts::store`): one row per account,
/// never deleted; `version` is raised by every change, so a portal reads
/// the table again only when it changed.
const STAFF_ACCOUNTS: &str = r#"
CREATE TABLE staff_accounts (
    name_key TEXT COLLATE "C" PRIMARY KEY,
    name TEXT COLLATE "C" NOT NULL,
    hash TEXT NOT NULL,
    role TEXT NOT NULL,
    disabled BIGINT NOT NULL DEFAULT 0,
    one_time_until BIGINT,
    epoch BIGINT NOT NULL DEFAULT 0,
    version BIGINT NOT NULL,
    created TEXT NOT NULL,
    changed TEXT NOT NULL,
    changed_by TEXT,
    last_sign_in TEXT,
    totp_secret TEXT,
    totp_step BIGINT NOT NULL DEFAULT 0,
    recovery TEXT,
    sso_subject TEXT
);
CREATE INDEX staff_accounts_version ON staff_accounts(version);
"#;

/// The audit log (`access::audit`): entries only ever added, each linked
/// to the one before by its hash; cut from the oldest end past
/// `AUDIT_KEEP_DAYS`.
const AUDIT_LOG: &str = r#"
CREATE TABLE audit_log (
    seq BIGINT PRIMARY KEY,
    at TEXT COLLATE "C" NOT NULL,
    who TEXT COLLATE "C",
    address TEXT,
    action TEXT COLLATE "C" NOT NULL,
    record TEXT,
    detail TEXT,
    prev TEXT NOT NULL,
    hash TEXT NOT NULL
);
CREATE INDEX audit_at ON audit_log(at);
CREATE INDEX audit_who ON audit_log(who, seq);
CREATE INDEX audit_action ON audit_log(action, seq);
"#;

/// A line of the shop's own: its kind ("labour", "typed"; none: a
/// catalogue part), a typed part's code, labour's hours (hundredths) and
/// hourly rate (minor units).
const LINE_KIND: &str = r#"
ALTER TABLE quote_lines ADD COLUMN kind TEXT;
ALTER TABLE quote_lines ADD COLUMN code TEXT;
ALTER TABLE quote_lines ADD COLUMN hours BIGINT;
ALTER TABLE quote_lines ADD COLUMN rate_minor BIGINT;
"#;

/// A business customer's VAT or tax number; none: a consumer.
const CUSTOMER_VAT_NUMBER: &str = r#"
ALTER TABLE customers ADD COLUMN vat_number TEXT;
"#;

/// A customer's price tier: the tier's name in lower case (a row of
/// `price_rules` with scope 'tier'); none: retail.
const CUSTOMER_TIER: &str = r#"
ALTER TABLE customers ADD COLUMN tier TEXT;
"#;

/// A line's and a whole quote's discount: its kind ("percent",
/// "amount"), its value (thousandths of a percent, or minor units), and
/// for a quote's amount its currency.
const DISCOUNTS: &str = r#"
ALTER TABLE quote_lines ADD COLUMN disc_kind TEXT;
ALTER TABLE quote_lines ADD COLUMN disc_value BIGINT;
ALTER TABLE quotes ADD COLUMN disc_kind TEXT;
ALTER TABLE quotes ADD COLUMN disc_value BIGINT;
ALTER TABLE quotes ADD COLUMN disc_currency TEXT;
"#;

/// The shop's price rules (`price_rules::store`): its default, and
/// overrides per category and brand; amounts in thousandths of a percent
/// or ten-thousandths of a factor, never floats.
const PRICE_RULES: &str = r#"
CREATE TABLE price_rules (
    scope TEXT COLLATE "C" NOT NULL,
    key TEXT COLLATE "C" NOT NULL,
    label TEXT COLLATE "C" NOT NULL,
    basis TEXT NOT NULL,
    amount BIGINT NOT NULL,
    rounding TEXT NOT NULL,
    updated TEXT COLLATE "C" NOT NULL,
    by TEXT,
    PRIMARY KEY (scope, key)
);
"#;

/// A quote line keeps the shop's selling price it was added at, in minor
/// units with its currency's code; none for lines from before.
const LINE_SELL: &str = r#"
ALTER TABLE quote_lines ADD COLUMN sell_minor BIGINT;
ALTER TABLE quote_lines ADD COLUMN sell_currency TEXT;
"#;

/// Customers keep the language they are written to in (its code, `de`);
/// none for those from before: the shop's language.
const CUSTOMER_LANG: &str = r#"
ALTER TABLE customers ADD COLUMN lang TEXT;
"#;

/// Watches keep when the customer was told and by whom, whether they are
/// emailed when the part is back (0 or 1, as SQLite keeps it), and when
/// they were.
const WATCH_CONTACT: &str = r#"
ALTER TABLE watches ADD COLUMN contacted TEXT COLLATE "C";
ALTER TABLE watches ADD COLUMN contacted_by TEXT;
ALTER TABLE watches ADD COLUMN email_customer BIGINT NOT NULL DEFAULT 0;
ALTER TABLE watches ADD COLUMN emailed TEXT COLLATE "C";
"#;

/// Lost sales keep a quantity (one for those from before), the part's
/// dealer prices of the day in minor units (unknown for those from
/// before) and their customer, found by an index; the report's index
/// holds them, so it still reads from the index alone.
const LOST_VALUE: &str = r#"
ALTER TABLE lost_sales ADD COLUMN qty BIGINT NOT NULL DEFAULT 1;
ALTER TABLE lost_sales ADD COLUMN gbp_minor BIGINT;
ALTER TABLE lost_sales ADD COLUMN usd_minor BIGINT;
ALTER TABLE lost_sales ADD COLUMN eur_minor BIGINT;
DROP INDEX lost_sales_period;
CREATE INDEX lost_sales_report
    ON lost_sales(at, code_key, reason, name, code, qty, gbp_minor, usd_minor, eur_minor);
CREATE INDEX lost_sales_of ON lost_sales(customer);
"#;

/// Which country the customers' phone keys are written for
/// (`customers::store::key_phones`): keys from before are made again,
/// in their international form, on the next start. And the lost sales'
/// report index holds the code as typed, so the report shows it so.
const CUSTOMER_KEYS: &str = r#"
CREATE TABLE customer_keys (
    what TEXT COLLATE "C" PRIMARY KEY,
    country TEXT NOT NULL
);
DROP INDEX lost_sales_span;
CREATE INDEX lost_sales_period ON lost_sales(at, code_key, reason, name, code);
"#;

/// Lost sales grouped by a stored code (`lost.rs`: `code_key`), not by
/// `UPPER(code)` worked out for every row of every report; and those not
/// recorded (an hour's limit), counted per hour for the report; and the
/// customers deleted (`customers::their_data`: id, when, by whom).
const LOST_CODE_KEY: &str = r#"
ALTER TABLE lost_sales ADD COLUMN code_key TEXT COLLATE "C";
UPDATE lost_sales SET code_key = UPPER(code);
ALTER TABLE lost_sales ALTER COLUMN code_key SET NOT NULL;
CREATE INDEX lost_sales_span ON lost_sales(at, code_key, reason, name);
CREATE TABLE customer_deletions (
    seq BIGSERIAL PRIMARY KEY,
    id TEXT NOT NULL,
    at TEXT COLLATE "C" NOT NULL,
    "by" TEXT
);
CREATE TABLE lost_refused (
    hour TEXT COLLATE "C" PRIMARY KEY,
    count BIGINT NOT NULL
);
"#;

const QUOTES: &str = r#"
CREATE TABLE quotes (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    name TEXT COLLATE "C" NOT NULL,
    created TEXT COLLATE "C" NOT NULL,
    updated TEXT COLLATE "C" NOT NULL,
    share TEXT
);
CREATE INDEX quotes_owner ON quotes(owner, updated);
CREATE UNIQUE INDEX quotes_share ON quotes(share) WHERE share IS NOT NULL;
CREATE TABLE quote_lines (
    quote TEXT NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
    sku TEXT COLLATE "C" NOT NULL,
    qty BIGINT NOT NULL,
    pos BIGINT NOT NULL,
    name TEXT NOT NULL,
    rrp_minor BIGINT,
    gbp_minor BIGINT,
    usd_minor BIGINT,
    eur_minor BIGINT,
    added TEXT NOT NULL,
    PRIMARY KEY (quote, sku)
);
"#;

const CUSTOMERS: &str = r#"
CREATE TABLE customers (
    id TEXT COLLATE "C" PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT COLLATE "C" NOT NULL,
    phone TEXT,
    phone_key TEXT COLLATE "C",
    email TEXT,
    note TEXT,
    created TEXT NOT NULL,
    updated TEXT COLLATE "C" NOT NULL
);
CREATE INDEX customers_name ON customers(name_key);
CREATE INDEX customers_phone ON customers(phone_key);
CREATE TABLE customer_changes (
    seq BIGSERIAL PRIMARY KEY,
    customer TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    at TEXT COLLATE "C" NOT NULL,
    "by" TEXT,
    what TEXT NOT NULL
);
CREATE INDEX customer_changes_of ON customer_changes(customer, at);
CREATE TABLE customer_bikes (
    customer TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    year_id BIGINT NOT NULL,
    label TEXT NOT NULL,
    added TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (customer, year_id)
);
CREATE TABLE quote_customers (
    quote TEXT PRIMARY KEY REFERENCES quotes(id) ON DELETE CASCADE,
    customer TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    bike BIGINT
);
CREATE INDEX quote_customers_of ON quote_customers(customer);
CREATE TABLE watches (
    id BIGSERIAL PRIMARY KEY,
    customer TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    sku TEXT COLLATE "C" NOT NULL,
    name TEXT NOT NULL,
    qty BIGINT NOT NULL,
    created TEXT COLLATE "C" NOT NULL,
    "by" TEXT,
    stock BIGINT,
    checked TEXT,
    back TEXT COLLATE "C",
    ended TEXT,
    end_reason TEXT
);
CREATE INDEX watches_open ON watches(ended, sku);
CREATE INDEX watches_back ON watches(ended, back);
CREATE INDEX watches_of ON watches(customer, ended);
CREATE TABLE watch_checks (
    seq BIGSERIAL PRIMARY KEY,
    at TEXT COLLATE "C" NOT NULL,
    skus BIGINT NOT NULL,
    calls BIGINT NOT NULL,
    back BIGINT NOT NULL,
    expired BIGINT NOT NULL
);
CREATE TABLE lost_sales (
    id BIGSERIAL PRIMARY KEY,
    at TEXT COLLATE "C" NOT NULL,
    code TEXT COLLATE "C" NOT NULL,
    name TEXT,
    reason TEXT NOT NULL,
    note TEXT,
    customer TEXT,
    "by" TEXT
);
CREATE INDEX lost_sales_at ON lost_sales(at);
"#;

const ACCESS: &str = r#"
CREATE TABLE sessions (
    id_hash BYTEA PRIMARY KEY,
    user_name TEXT NOT NULL,
    credential TEXT NOT NULL,
    expires BIGINT NOT NULL
);
CREATE INDEX sessions_expires ON sessions(expires);
CREATE TABLE feed_tokens (
    seq BIGSERIAL,
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    hash TEXT NOT NULL UNIQUE,
    created TEXT NOT NULL,
    last_used TEXT,
    pulls BIGINT NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX feed_tokens_name ON feed_tokens(lower(name));
"#;

/// What a change locks while it counts before it writes: held to the end
/// of its transaction (`pg_advisory_xact_lock(kind, hashtext(key))`).
#[derive(Debug, Clone, Copy)]
#[repr(i32)]
pub enum Lock {
    /// One owner's quote lists (`key`: the owner).
    QuoteOwner = 0x4444_5101,
    /// The customers' records, watches and lost sales (`key`: empty).
    Customers = 0x4444_5102,
    /// The feed tokens (`key`: empty).
    FeedTokens = 0x4444_5103,
}

impl Lock {
    /// Takes this lock on `key` until the transaction ends.
    pub async fn take(
        self,
        tx: &impl deadpool_postgres::GenericClient,
        key: &str,
    ) -> Result<(), super::PgError> {
        tx.execute(
            "SELECT pg_advisory_xact_lock($1, hashtext($2))",
            &[&(self as i32), &key],
        )
        .await?;
        Ok(())
    }
}

/// Where the stores live (`DATABASE_URL`): unset, SQLite files in the
/// data folder; set, this Postgres database.
#[derive(Clone, Default, clap::Args)]
pub struct StoreArgs {
    /// Postgres for the quote lists, customers, sessions and feed tokens
    /// (postgres://user:password@host:port/db), shared by every portal
    /// given the same URL. Unset: SQLite files in the data folder.
    #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
    pub database_url: Option<String>,
}

impl std::fmt::Debug for StoreArgs {
    /// The URL may hold a password: it shows without it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StoreArgs")
            .field(
                "database_url",
                &self.database_url.as_deref().map(super::shown_url),
            )
            .finish()
    }
}

impl StoreArgs {
    /// The database, connected and with the stores' tables up to date;
    /// `None` without `DATABASE_URL`. Says why when it cannot be used.
    pub async fn connect(&self) -> Result<Option<super::Pg>, String> {
        let Some(url) = self
            .database_url
            .as_deref()
            .filter(|u| !u.trim().is_empty())
        else {
            return Ok(None);
        };
        let shown = super::shown_url(url);
        let pg = super::Pg::connect(url)
            .await
            .map_err(|e| format!("cannot use the database at {shown}: {e}"))?;
        let applied = pg
            .migrate(MIGRATIONS)
            .await
            .map_err(|e| format!("cannot bring the database at {shown} up to date: {e}"))?;
        for id in applied {
            tracing::info!(migration = id, "stores: database migrated");
        }
        Ok(Some(pg))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_url_shows_without_its_password() {
        let a = StoreArgs {
            database_url: Some("postgres://desk:s3cret@db:5432/desk".into()),
        };
        let shown = format!("{a:?}");
        assert!(
            !shown.contains("s3cret") && shown.contains("db:5432"),
            "{shown}"
        );
    }

    #[test]
    fn migration_ids_are_unique_and_prefixed() {
        let mut ids: Vec<_> = MIGRATIONS.iter().map(|m| m.id).collect();
        assert!(ids.iter().all(|i| i.starts_with("stores/")));
        ids.dedup();
        assert_eq!(ids.len(), MIGRATIONS.len());
    }
}
