//! Quote lists: named lists of parts and quantities a member of staff
//! collects for a customer, kept on the server so they survive restarts:
//! in the portal's data folder (`quotes.sqlite3`, beside the catalogue
//! index), or in Postgres when `DATABASE_URL` is set (`pg`), where every
//! portal behind one address sees the same lists.
//!
//! A list belongs to its owner: the signed-in member of staff, or in open
//! access the browser (a random id in an HttpOnly cookie, `model::prefs`).
//! Every change names one line and runs in one transaction (`store`), so
//! two tabs editing one list lose nothing. Prices and stock for a list's
//! page come through the product service, never from here. A list can be
//! copied and shared with colleagues by an unguessable link (`copies`).

mod copies;
mod db;
#[cfg(test)]
mod exact;
mod migrate;
mod pg;
mod store;

pub use db::{ListsStore, Quotes};
pub use store::{Change, Lines};

use std::collections::HashMap;

use rand::RngCore;

use crate::model::{
    listing::ProductSummary,
    quote::{Minor, Note, QuoteHead, QuoteLine, QuoteView, Snapshot},
    skus::validate_sku,
    AppError,
};

use super::state::AppState;

/// Whose lists: `user:NAME` when signed in, `browser:ID` in open access.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Owner(String);

impl Owner {
    pub fn user(name: &str) -> Owner {
        Owner(format!("user:{name}"))
    }

    pub fn browser(id: &str) -> Owner {
        Owner(format!("browser:{id}"))
    }

    /// The owner a request speaks for: its signed-in member of staff, else
    /// its browser id cookie; `None` for a browser that has no lists yet.
    pub fn of(parts: &http::request::Parts) -> Option<Owner> {
        if let Some(s) = parts.extensions.get::<super::access::SignedIn>() {
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

/// The CSV a supplier's order form takes: SKU and quantity, a line each
/// (CRLF line ends), written by the `csv` crate; a SKU a spreadsheet would
/// read as a formula is defused as in every export.
pub fn order_csv(lines: &[(String, i64)]) -> String {
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .from_writer(Vec::with_capacity(16 * (lines.len() + 1)));
    let written = std::iter::once(w.write_record(["SKU", "Quantity"]))
        .chain(lines.iter().map(|(sku, qty)| {
            w.write_record([crate::server::feeds::cells::defuse(sku), qty.to_string()])
        }))
        .collect::<Result<(), _>>();
    match (written, w.into_inner()) {
        (Ok(()), Ok(bytes)) => String::from_utf8(bytes).unwrap_or_default(),
        // Writing to memory does not fail.
        _ => String::new(),
    }
}

/// A fresh random id (a list's, or a browser's): 32 lower-case hex digits.
pub fn new_id() -> String {
    let mut bytes = [0u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex::encode(bytes)
}

impl AppState {
    /// Adds a product by SKU to a list: checked against the catalogue (an
    /// unknown SKU is refused), with its name and prices as they are now.
    pub async fn quote_add(
        &self,
        owner: &Owner,
        id: &str,
        sku: &str,
        qty: i64,
    ) -> Result<store::Change, AppError> {
        let Ok(sku) = validate_sku(sku) else {
            return Ok(Err(Note::UnknownSku));
        };
        let found = self
            .products()
            .summaries(std::slice::from_ref(&sku))
            .await?;
        let Some(p) = found.into_iter().next() else {
            return Ok(Err(Note::UnknownSku));
        };
        let snap = snapshot(&p);
        self.quotes.add(owner, id, &p.sku, qty, snap).await
    }

    /// A list with every line's product as it is now and its stock (one
    /// bulk call for the stock, one catalogue read for the prices).
    pub async fn quote_view(&self, owner: &Owner, id: &str) -> Result<Option<QuoteView>, AppError> {
        let got = self.quotes.get(&owner.0, id).await?;
        Ok(match got {
            Some((head, lines)) => Some(self.priced(head, lines).await),
            None => None,
        })
    }

    /// A list shared by link, by its share token, as its owner sees it.
    pub async fn shared_view(&self, token: &str) -> Result<Option<QuoteView>, AppError> {
        let got = self.quotes.shared(token).await?;
        Ok(match got {
            Some((head, lines)) => Some(self.priced(head, lines).await),
            None => None,
        })
    }

    /// A list's lines with today's prices and stock.
    async fn priced(&self, head: QuoteHead, lines: store::Lines) -> QuoteView {
        let skus: Vec<String> = lines.iter().map(|(s, ..)| s.clone()).collect();
        let products = self.products();
        let (now, prices_unchecked) = match products.summaries(&skus).await {
            Ok(found) => (
                found
                    .into_iter()
                    .map(|p| (p.sku.to_uppercase(), snapshot(&p)))
                    .collect::<HashMap<_, _>>(),
                false,
            ),
            Err(_) => (HashMap::new(), true),
        };
        let stock = products.page_stock_or_unknown(&skus).await;
        let lines = lines
            .into_iter()
            .zip(stock)
            .map(|((sku, qty, added), stock)| {
                let now = if prices_unchecked {
                    Some(added.clone())
                } else {
                    now.get(&sku.to_uppercase()).cloned()
                };
                QuoteLine {
                    sku,
                    qty,
                    added,
                    now,
                    stock,
                }
            })
            .collect();
        QuoteView {
            head,
            lines,
            prices_unchecked,
        }
    }
}

/// A product's name and prices as a line keeps them: the supplier's prices
/// become minor units here, once.
pub fn snapshot(p: &ProductSummary) -> Snapshot {
    let minor = |price: Option<f64>| price.and_then(Minor::from_price);
    Snapshot {
        name: p.name.clone(),
        rrp: minor(p.site_price),
        gbp: minor(p.dealer_gbp),
        usd: minor(p.dealer_usd),
        eur: minor(p.dealer_eur),
    }
}
