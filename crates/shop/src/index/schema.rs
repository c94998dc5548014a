//! The index's tables. One file of SQL, so the shape is read in one place.
//!
//! `products` is narrow: only the columns filters and sorts read, so a scan
//! over many matches stays in a few megabytes; `records` keeps each
//! product's list summary and full record as JSON, read only for the rows
//! a page shows; `fitment` holds product <-> make/model/year pairs;
//! `search` is a contentless FTS5 table over the text a person types
//! (case and accents folded by the tokenizer); `listings` keeps the
//! category, brand and bike listings; `meta` the sync bookkeeping;
//! `changes` the history the syncs saw (new, repriced, renamed, removed).
//! A table added later is created by `CREATE ... IF NOT EXISTS` on open,
//! so it needs no new version (and no rebuild of a saved index).
//! `products.family` and `products.variant` are the variant rule's family
//! key and label (`family.rs`), written with each product at sync.

/// Bumped when the tables change shape: an index of another version is rebuilt.
pub const VERSION: &str = "5";

pub const CONNECTION_PRAGMAS: &str = "
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
PRAGMA foreign_keys = OFF;
PRAGMA temp_store = MEMORY;
PRAGMA cache_size = -32000;
PRAGMA busy_timeout = 5000;
";

/// The tables. `search` keeps which column each word is in but not its
/// positions (`detail = column`): queries are single prefix words, never
/// phrases. Its `rank` names bm25 with column weights for sku, ean, name,
/// brand, category, body, but in a contentless table with column detail
/// bm25 has no positions to count and scores every row alike; the lists'
/// orders are worked out in memory (`query::RANK_LIMIT`). Its words are
/// read into memory with each snapshot (`terms`).
pub const TABLES: &str = "
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS products (
    id INTEGER PRIMARY KEY,
    sku TEXT NOT NULL UNIQUE,
    sku_key TEXT NOT NULL,
    ean TEXT,
    name_key TEXT NOT NULL,
    brand TEXT,
    brand_id INTEGER,
    category TEXT,
    category_id INTEGER,
    created INTEGER,
    modified INTEGER,
    site_price REAL,
    gbp REAL,
    usd REAL,
    eur REAL,
    family TEXT NOT NULL DEFAULT '',
    variant TEXT NOT NULL DEFAULT '',
    seen INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS records (
    id INTEGER PRIMARY KEY,
    summary TEXT NOT NULL,
    record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS products_sku_key ON products(sku_key);
CREATE INDEX IF NOT EXISTS products_ean ON products(ean) WHERE ean IS NOT NULL;
CREATE INDEX IF NOT EXISTS products_name ON products(name_key, sku);
CREATE INDEX IF NOT EXISTS products_category ON products(category_id, name_key);
CREATE INDEX IF NOT EXISTS products_brand ON products(brand_id, name_key);
CREATE INDEX IF NOT EXISTS products_created ON products(created, sku);
CREATE INDEX IF NOT EXISTS products_modified ON products(modified, sku);
CREATE INDEX IF NOT EXISTS products_price_down ON products(site_price, sku);
CREATE INDEX IF NOT EXISTS products_price_up ON products(site_price IS NULL, site_price, sku);
CREATE INDEX IF NOT EXISTS products_gbp_down ON products(gbp, sku);
CREATE INDEX IF NOT EXISTS products_gbp_up ON products(gbp IS NULL, gbp, sku);
CREATE INDEX IF NOT EXISTS products_usd_down ON products(usd, sku);
CREATE INDEX IF NOT EXISTS products_usd_up ON products(usd IS NULL, usd, sku);
CREATE INDEX IF NOT EXISTS products_eur_down ON products(eur, sku);
CREATE INDEX IF NOT EXISTS products_eur_up ON products(eur IS NULL, eur, sku);
CREATE INDEX IF NOT EXISTS products_seen ON products(seen);
CREATE INDEX IF NOT EXISTS products_family ON products(family);
CREATE TABLE IF NOT EXISTS fitment (
    year_id INTEGER NOT NULL,
    model_id INTEGER NOT NULL,
    make_id INTEGER NOT NULL,
    product INTEGER NOT NULL,
    PRIMARY KEY (year_id, product)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS fitment_model ON fitment(model_id, product);
CREATE INDEX IF NOT EXISTS fitment_make ON fitment(make_id, product);
CREATE INDEX IF NOT EXISTS fitment_product ON fitment(product);
CREATE VIRTUAL TABLE IF NOT EXISTS search USING fts5(
    sku, ean, name, brand, category, body,
    content = '',
    contentless_delete = 1,
    detail = column,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3'
);
INSERT OR REPLACE INTO search(search, rank) VALUES ('rank', 'bm25(12.0, 12.0, 5.0, 2.0, 1.5, 1.0)');
CREATE TABLE IF NOT EXISTS listings (
    kind TEXT PRIMARY KEY,
    body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS changes (
    id INTEGER PRIMARY KEY,
    seen_at INTEGER NOT NULL,
    kind TEXT NOT NULL,
    sku TEXT NOT NULL,
    name TEXT,
    field TEXT,
    old TEXT,
    new TEXT
);
CREATE INDEX IF NOT EXISTS changes_seen ON changes(seen_at);
";

/// The bookkeeping table alone, read before anything else.
pub const META: &str = "
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
";

/// Everything, for starting afresh (another catalogue or another version).
pub const DROP_ALL: &str = "
DROP TABLE IF EXISTS search;
DROP TABLE IF EXISTS fitment;
DROP TABLE IF EXISTS products;
DROP TABLE IF EXISTS records;
DROP TABLE IF EXISTS listings;
DROP TABLE IF EXISTS changes;
DROP TABLE IF EXISTS meta;
";
