//! Quote lists: named lists of parts and quantities a member of staff
//! collects for a customer, kept on the server so they survive restarts:
//! in the portal's data folder (`quotes.sqlite3`, beside the catalogue
//! index, `file`), or in Postgres when `DATABASE_URL` is set, where every
//! portal behind one address sees the same lists; the same rules run on
//! either (`store`, `copies`, over `platform::sql`).
//!
//! A list belongs to its owner: the signed-in member of staff, or in open
//! access the browser (a random id in an HttpOnly cookie, `model::prefs`).
//! Every change names one line and runs in one transaction (`store`), so
//! two tabs editing one list lose nothing. Prices and stock for a list's
//! page come through the product service, never from here. A list can be
//! copied and shared with colleagues by an unguessable link (`copies`).

mod copies;
mod db;
mod file;
mod migrate;
mod store;
#[cfg(test)]
mod totals_tests;

pub use db::{Quotes, FILE};

/// The lists' file and the newest layout this binary knows for it.
pub const LAYOUT: crate::platform::sqlite_layout::Layout = crate::platform::sqlite_layout::Layout {
    file: FILE,
    known: migrate::VERSION,
};
pub use store::{Change, QuoteDiscount, SavedLine, SavedList};

use rand::RngCore;

use crate::model::{
    listing::ProductSummary,
    quote::{Minor, Sell, Snapshot},
};

/// Whose lists: `user:NAME` when signed in, `browser:ID` in open access.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Owner(String);

impl Owner {
    /// The owner as the store keys lists by (`user:NAME`, `browser:ID`).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn user(name: &str) -> Owner {
        Owner(format!("user:{name}"))
    }

    pub fn browser(id: &str) -> Owner {
        Owner(format!("browser:{id}"))
    }

    /// The owner a request speaks for: its signed-in member of staff, else
    /// its browser id cookie; `None` for a browser that has no lists yet.
    pub fn of(parts: &http::request::Parts) -> Option<Owner> {
        if let Some(s) = parts.extensions.get::<crate::access::SignedIn>() {
            return Some(Owner::user(&s.0));
        }
        crate::model::prefs::browser_id(
            parts
                .headers
                .get_all(http::header::COOKIE)
                .iter()
                .filter_map(|v| v.to_str().ok()),
        )
        .map(|id| Owner::browser(&id))
    }
}

/// The id of the list open at the counter, from the request's cookie.
pub fn open_list(parts: &http::request::Parts) -> Option<String> {
    crate::model::prefs::read(
        parts
            .headers
            .get_all(http::header::COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok()),
    )
    .open_quote
}

/// The CSV a supplier's order form takes: SKU and quantity, a line each
/// (CRLF line ends), written by the `csv` crate; a SKU a spreadsheet would
/// read as a formula is defused as in every export.
pub fn order_csv(lines: &[(String, i64)]) -> String {
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .from_writer(Vec::with_capacity(16 * (lines.len() + 1)));
    let written = std::iter::once(w.write_record(["SKU", "Quantity"]))
        .chain(lines.iter().map(|(sku, qty)| {
            w.write_record([crate::exports::cells::defuse(sku), qty.to_string()])
        }))
        .collect::<Result<(), _>>();
    match (written, w.into_inner()) {
        (Ok(()), Ok(bytes)) => String::from_utf8(bytes).unwrap_or_default(),
        // Writing to memory does not fail.
        _ => String::new(),
    }
}

/// A list's name as it goes in a download's file name: ASCII letters and
/// digits, anything else a `-`, at most 60 characters.
pub fn file_stem(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .take(60)
        .collect()
}

/// A fresh random id (a list's, or a browser's): 32 lower-case hex digits.
pub fn new_id() -> String {
    let mut bytes = [0u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// A product's name and prices as a line keeps them: the supplier's prices
/// become minor units here, once; the shop's selling price as the product
/// service worked it out (`pricing`).
pub fn snapshot(p: &ProductSummary) -> Snapshot {
    let minor = |price: Option<f64>| price.and_then(Minor::from_price);
    Snapshot {
        name: p.name.clone(),
        rrp: minor(p.site_price),
        gbp: minor(p.dealer_gbp),
        usd: minor(p.dealer_usd),
        eur: minor(p.dealer_eur),
        sell: p.shop.as_ref().and_then(|s| {
            s.amount.ok().map(|amount| Sell {
                currency: s.currency,
                amount,
            })
        }),
    }
}
