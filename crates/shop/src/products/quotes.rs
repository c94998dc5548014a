//! Quote lists priced: a line is added at the catalogue's price of the
//! moment (an unknown SKU refused), and a list is shown with every line's
//! product as it is now and its stock. The lists themselves (who owns what,
//! caps, copies) are the `quotes` store's; the prices and stock are this
//! service's.

use crate::model::outcome::Outcome;
use std::{collections::HashMap, sync::Arc};

use futures::future::BoxFuture;

use crate::{
    model::{
        listing::StockView,
        quote::{
            discount::Discount,
            other::{is_other_key, OtherLine},
            Note, QuoteLine, QuoteView, Sell, Snapshot,
        },
        skus::validate_sku,
        AppError,
    },
    quotes::{snapshot, Change, Owner, Quotes, SavedLine, SavedList},
};

use super::Products;

/// A list's saved lines with each part as the catalogue has it now
/// (`now`, by upper-case SKU; as added when the catalogue could not be
/// read, or for a line of the shop's own) and its stock (none found:
/// unknown).
fn lines_now(
    lines: Vec<SavedLine>,
    now: &HashMap<String, Snapshot>,
    mut stock: HashMap<String, StockView>,
    prices_unchecked: bool,
) -> Vec<QuoteLine> {
    lines
        .into_iter()
        .map(|saved| {
            let SavedLine {
                sku,
                qty,
                added,
                discount,
                kind,
                ..
            } = saved;
            let now = if prices_unchecked || !kind.is_part() {
                Some(added.clone())
            } else {
                now.get(&sku.to_uppercase()).cloned()
            };
            let stock = stock.remove(&sku).unwrap_or_else(|| StockView {
                sku: sku.clone(),
                ..StockView::default()
            });
            QuoteLine {
                sku,
                qty,
                added,
                now,
                stock,
                discount,
                kind,
                ours: None,
            }
        })
        .collect()
}

/// Whether a list is shown with its lines' stock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Stock {
    /// One bulk stock call for the lines.
    Live,
    /// None asked for: the lines' stock unknown.
    Left,
}

/// The quote lists with the product service that prices them, and where
/// a list's price tier comes from.
#[derive(Clone)]
pub struct PricedQuotes {
    pub products: Products,
    pub quotes: Quotes,
    pub tiers: QuoteTiers,
}

/// Which price tier a quote list is priced at: its customer's, as the
/// customers' records say (handed in where the state is built, so this
/// service reads no customer store). A list for no one, or for a
/// customer on no tier, is priced at retail.
#[derive(Clone)]
pub struct QuoteTiers(Arc<dyn Fn(String) -> BoxFuture<'static, Option<String>> + Send + Sync>);

impl QuoteTiers {
    /// Every list at retail.
    pub fn retail() -> QuoteTiers {
        QuoteTiers(Arc::new(|_| Box::pin(async { None })))
    }

    /// A list's tier key from `of(list id)`.
    pub fn new<F>(of: F) -> QuoteTiers
    where
        F: Fn(String) -> BoxFuture<'static, Option<String>> + Send + Sync + 'static,
    {
        QuoteTiers(Arc::new(of))
    }

    async fn of(&self, quote: &str) -> Option<String> {
        (self.0)(quote.to_string()).await
    }
}

impl PricedQuotes {
    /// Adds a product by SKU to a list: checked against the catalogue (an
    /// unknown SKU is refused), with its name and prices as they are now.
    pub async fn add(
        &self,
        owner: &Owner,
        id: &str,
        sku: &str,
        qty: i64,
    ) -> Result<Change, AppError> {
        let Ok(sku) = validate_sku(sku) else {
            return Ok(Outcome::Refused(Note::UnknownSku));
        };
        // The shop's own lines are keyed so; no part takes such a key.
        if is_other_key(&sku) {
            return Ok(Outcome::Refused(Note::UnknownSku));
        }
        let found = self.products.summaries(std::slice::from_ref(&sku)).await?;
        let Some(p) = found.into_iter().next() else {
            return Ok(Outcome::Refused(Note::UnknownSku));
        };
        let line = SavedLine {
            added: snapshot(&p),
            sku: p.sku,
            qty,
            discount: None,
            approved: None,
            kind: Default::default(),
        };
        self.quotes.add(owner, id, line).await
    }

    /// Adds a line of the shop's own (labour, a part typed at the
    /// counter) at the price typed, in the shop's currency; the line's
    /// key is made here. Asks no supplier.
    pub async fn add_other(
        &self,
        owner: &Owner,
        id: &str,
        line: OtherLine,
    ) -> Result<Change, AppError> {
        let currency = self.products.pricing().terms().currency;
        let key = ["~", &crate::quotes::new_id()[..12]].concat();
        let saved = SavedLine {
            sku: key,
            qty: line.qty,
            added: Snapshot {
                name: line.description,
                rrp: None,
                gbp: None,
                usd: None,
                eur: None,
                sell: Some(Sell {
                    currency,
                    amount: line.unit,
                }),
            },
            discount: None,
            approved: None,
            kind: line.kind,
        };
        self.quotes.add(owner, id, saved).await
    }

    /// A list with every line's product as it is now and its stock (one
    /// bulk call for the stock, one catalogue read for the prices).
    pub async fn view(&self, owner: &Owner, id: &str) -> Result<Option<QuoteView>, AppError> {
        let got = self.quotes.get(owner.as_str(), id).await?;
        Ok(match got {
            Some(list) => Some(self.priced(list, Stock::Live).await),
            None => None,
        })
    }

    /// A list with its prices and totals but no stock (no supplier call):
    /// for what only counts money (a discount's check, re-pricing, the
    /// PDF copy, the price export).
    pub async fn money_view(&self, owner: &Owner, id: &str) -> Result<Option<QuoteView>, AppError> {
        let got = self.quotes.get(owner.as_str(), id).await?;
        Ok(match got {
            Some(list) => Some(self.priced(list, Stock::Left).await),
            None => None,
        })
    }

    /// A list shared by link, by its share token, as its owner sees it.
    pub async fn shared_view(&self, token: &str) -> Result<Option<QuoteView>, AppError> {
        let got = self.quotes.shared(token).await?;
        Ok(match got {
            Some(list) => Some(self.priced(list, Stock::Live).await),
            None => None,
        })
    }

    /// A list's lines with today's prices, and their stock when asked.
    pub(super) async fn priced(&self, list: SavedList, stock: Stock) -> QuoteView {
        let SavedList {
            head,
            lines,
            discount,
            priced,
        } = list;
        // Only catalogue parts are asked about: lines of the shop's own
        // have no supplier.
        let skus: Vec<String> = lines
            .iter()
            .filter(|l| l.kind.is_part())
            .map(|l| l.sku.clone())
            .collect();
        let products = &self.products;
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
        let live = matches!(stock, Stock::Live);
        let stock: HashMap<String, StockView> = match stock {
            Stock::Live => products
                .page_stock_or_unknown(&skus)
                .await
                .into_iter()
                .zip(&skus)
                .map(|(s, sku)| (sku.clone(), s))
                .collect(),
            Stock::Left => HashMap::new(),
        };
        let mut lines = lines_now(lines, &now, stock, prices_unchecked);
        if live {
            products.mark_ours(&mut lines).await;
        }
        // An amount given in another currency than the shop's today
        // takes nothing off: never a sum of two currencies.
        let shop_currency = products.pricing().terms().currency;
        let discount = discount
            .filter(|d| {
                matches!(d.discount, Discount::Percent(_)) || d.currency == Some(shop_currency)
            })
            .map(|d| d.discount);
        let pricing = products.pricing();
        let tier = pricing.tier(self.tiers.of(&head.id).await.as_deref());
        let shop = Some(pricing.totals(&lines, discount, tier.as_ref()));
        QuoteView {
            head,
            lines,
            prices_unchecked,
            dated: Default::default(),
            shop,
            discount,
            priced_on: priced.map(|p| p.chars().take(10).collect()),
            labour_rate: pricing.labour_rate(),
        }
    }
}
