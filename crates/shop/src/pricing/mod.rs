//! The shop's selling prices: the shop's currency and tax region (its
//! settings, `PriceArgs`), the price rules (the shop's default, and
//! overrides per brand and per category), a part's shelf price from them
//! (`shelf`), and a quote's totals with its tax (`tax`). Plain functions
//! over whole minor units, used by products, quotes and orders alike; it
//! asks no store and calls no supplier: the rules it holds are handed to
//! it (`ShopPricing::set_rules`).
//!
//! Which rule prices a part: the shop's rule for its brand, else for its
//! category, else the shop's default rule, else the portal's default (a
//! GBP shop sells at the RRP; a EUR or USD shop at the dealer price in
//! its currency + 40 %, with tax where shelf prices include it, rounded
//! up to the next .95). A price is never shown in another currency than
//! the shop's: where a rule's starting price is missing, there is none,
//! with the reason.

pub mod args;
mod shelf;
pub mod tax;

use std::{
    collections::HashMap,
    sync::{Arc, RwLock},
};

pub use args::PriceArgs;
pub use shelf::{shelf_price, Inputs};

use crate::model::{
    listing::ProductSummary,
    margin::shop_margin,
    pricing::{
        Basis, Factor, LineMoney, PriceRule, Rate, Rounding, RuleFrom, ShopPrice, ShopTotals,
        TierTotals, FACTOR_ONE,
    },
    quote::{discount::Discount, Minor, QuoteLine},
    Currency,
};

use tax::TaxRegion;

/// The shop's terms, fixed at start: its currency, tax region and rate,
/// and how long a quote holds.
#[derive(Debug, Clone)]
pub struct ShopTerms {
    pub currency: Currency,
    pub region: &'static TaxRegion,
    /// The rate the shop charges (the region's standard rate unless the
    /// shop set its own).
    pub rate: Rate,
    /// Days a quote's prices hold (`QUOTE_VALID_DAYS`).
    pub valid_days: i64,
    /// The largest discount staff may give (`MAX_DISCOUNT_PERCENT`).
    pub max_discount: Rate,
}

impl ShopTerms {
    /// The rate shelf prices include, where they include tax.
    fn shelf_tax(&self) -> Option<Rate> {
        self.region.prices_include_tax.then_some(self.rate)
    }
}

/// The shop's price rules as it set them; empty: the portal's default.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RuleSet {
    pub shop: Option<PriceRule>,
    pub categories: HashMap<i64, PriceRule>,
    /// Keyed by the brand's name in lower case.
    pub brands: HashMap<String, PriceRule>,
    /// The shop's named price tiers, keyed by the name in lower case.
    pub tiers: HashMap<String, TierRule>,
    /// The tax rate the shop set for itself on its prices page (`None`:
    /// its region's, or `SHOP_TAX_RATE`).
    pub tax_rate: Option<Rate>,
    /// The shop's hourly rate for labour, in the currency it was set in.
    pub labour_rate: Option<crate::model::quote::Sell>,
}

impl RuleSet {
    /// No rule of the shop's own prices a part: every shelf price is the
    /// portal's default (tiers and the shop's tax rate are not rules).
    pub fn prices_by_default(&self) -> bool {
        self.shop.is_none() && self.categories.is_empty() && self.brands.is_empty()
    }
}

/// A named price tier: what a customer on it pays instead of retail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TierRule {
    pub name: String,
    pub rule: PriceRule,
}

/// The portal's default rule for a shop priced in `currency`.
pub fn default_rule(currency: Currency) -> PriceRule {
    match currency {
        Currency::Gbp => PriceRule {
            basis: Basis::RrpTimes(Factor(FACTOR_ONE)),
            rounding: Rounding::Exact,
        },
        Currency::Eur | Currency::Usd => PriceRule {
            basis: Basis::DealerPlus(Rate(40_000)),
            rounding: Rounding::Ends95,
        },
    }
}

/// The shop's terms and its current rules, shared by every request. A
/// clone is cheap; a change of rules is seen by the next price asked for.
#[derive(Clone)]
pub struct ShopPricing {
    terms: Arc<ShopTerms>,
    rules: Arc<RwLock<Arc<RuleSet>>>,
}

impl std::fmt::Debug for ShopPricing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ShopPricing")
            .field("terms", &self.terms)
            .finish_non_exhaustive()
    }
}

impl Default for ShopPricing {
    /// A British shop (the table's first region) on the portal's default
    /// rules: for tests and tools that need no settings.
    fn default() -> Self {
        let region = &tax::REGIONS[0];
        ShopPricing::new(ShopTerms {
            currency: region.currency,
            region,
            rate: region.standard,
            valid_days: crate::model::quote::VALID_DAYS,
            max_discount: Rate(args::MAX_DISCOUNT_DEFAULT * 1000),
        })
    }
}

impl ShopPricing {
    pub fn new(terms: ShopTerms) -> ShopPricing {
        ShopPricing {
            terms: Arc::new(terms),
            rules: Arc::default(),
        }
    }

    /// The terms set when the portal started (its currency, region, the
    /// quote's days and the discount cap never change while it runs).
    pub fn terms(&self) -> &ShopTerms {
        &self.terms
    }

    /// The terms in force now: those at start, with the tax rate the shop
    /// set for itself, if it did.
    pub fn terms_now(&self) -> ShopTerms {
        self.terms_with(&self.rules())
    }

    /// The terms at start with the tax rate `rules` set, if they set one.
    fn terms_with(&self, rules: &RuleSet) -> ShopTerms {
        ShopTerms {
            rate: rules.tax_rate.unwrap_or(self.terms.rate),
            ..ShopTerms::clone(&self.terms)
        }
    }

    /// The rules in force now.
    pub fn rules(&self) -> Arc<RuleSet> {
        match self.rules.read() {
            Ok(r) => Arc::clone(&r),
            // A writer panicked mid-swap: the swap is one assignment, so
            // what is there is whole.
            Err(poisoned) => Arc::clone(&poisoned.into_inner()),
        }
    }

    /// Puts the shop's rules (as just read from its records) in force.
    pub fn set_rules(&self, rules: RuleSet) {
        let rules = Arc::new(rules);
        match self.rules.write() {
            Ok(mut r) => *r = rules,
            Err(poisoned) => *poisoned.into_inner() = rules,
        }
    }

    /// The rule that prices a part of this brand and category, and where
    /// it comes from.
    pub fn rule_for(
        &self,
        rules: &RuleSet,
        brand: Option<&str>,
        category: Option<i64>,
    ) -> (PriceRule, RuleFrom) {
        let brand = brand.map(|b| b.trim().to_lowercase());
        if let Some(r) = brand.and_then(|b| rules.brands.get(&b)) {
            return (*r, RuleFrom::Brand);
        }
        if let Some(r) = category.and_then(|c| rules.categories.get(&c)) {
            return (*r, RuleFrom::Category);
        }
        match rules.shop {
            Some(r) => (r, RuleFrom::Shop),
            None => (default_rule(self.terms.currency), RuleFrom::Default),
        }
    }

    /// A part's shelf price at the shop.
    pub fn price(&self, rules: &RuleSet, p: &ProductSummary) -> ShopPrice {
        let t = &self.terms_with(rules);
        let (rule, from) = self.rule_for(rules, p.brand.as_deref(), p.category_id);
        let minor = |price: Option<f64>| price.and_then(Minor::from_price);
        let dealer = minor(p.dealer_price(t.currency));
        let amount = shelf_price(
            rule,
            Inputs {
                dealer,
                rrp: minor(p.site_price),
                shelf_tax: t.shelf_tax(),
                retail: None,
            },
        );
        ShopPrice {
            currency: t.currency,
            below_cost: below_cost(amount.ok(), dealer, t),
            margin: amount
                .ok()
                .zip(dealer)
                .and_then(|(shelf, dealer)| shop_margin(net_of(shelf, t), dealer)),
            amount,
            from,
            includes_tax: t.region.prices_include_tax,
        }
    }

    /// Fills in the shelf price of each part, all by one set of rules.
    pub fn fill(&self, items: &mut [ProductSummary]) {
        let rules = self.rules();
        for p in items {
            p.shop = Some(self.price(&rules, p));
        }
    }

    /// The shop's hourly rate for labour, when it set one in the currency
    /// it sells in today.
    pub fn labour_rate(&self) -> Option<Minor> {
        self.rules()
            .labour_rate
            .filter(|r| r.currency == self.terms.currency)
            .map(|r| r.amount)
    }

    /// The tier of this key (a customer's), while the shop has it.
    pub fn tier(&self, key: Option<&str>) -> Option<TierRule> {
        self.rules().tiers.get(key?).cloned()
    }

    /// A quote's totals at the shop's prices (or at `tier`'s), with its
    /// tax: each line's price times its quantity less its discount, then
    /// the quote's discount on their sum, then the tax on (or in) what is
    /// left, as the region rounds it (`tax`).
    pub fn totals(
        &self,
        lines: &[QuoteLine],
        discount: Option<Discount>,
        tier: Option<&TierRule>,
    ) -> ShopTotals {
        let rules = self.rules();
        let t = &self.terms_with(&rules);
        let money: Vec<LineMoney> = lines.iter().map(|l| self.line_money(t, l, tier)).collect();
        let unpriced = money.iter().filter(|m| m.unit.is_none()).count();
        let before = Minor(money.iter().map(|m| m.value.0).sum());
        let line_off = Minor(money.iter().map(|m| m.off.0).sum());
        let lines_sum = before.minus(line_off);
        let quote_off = discount.map_or(Minor(0), |d| d.off(lines_sum));
        let sum = lines_sum.minus(quote_off);
        let r = t.region;
        let (net, tax, total) = if r.prices_include_tax {
            let tax = tax::tax_in(sum, t.rate, r.rounding);
            (sum.minus(tax), tax, sum)
        } else {
            let tax = tax::tax_on(sum, t.rate, r.rounding);
            (sum, tax, sum.plus(tax))
        };
        let tier = tier.map(|tier| {
            let retail = lines
                .iter()
                .zip(&money)
                .filter(|(_, m)| m.unit.is_some())
                .filter_map(|(l, _)| l.sell_price(t.currency).map(|u| u.times(l.qty).0))
                .sum();
            TierTotals {
                name: tier.name.clone(),
                retail: Minor(retail),
                saving: Minor(retail).minus(before),
            }
        });
        ShopTotals {
            currency: t.currency,
            net,
            tax,
            total,
            rate: t.rate,
            includes_tax: r.prices_include_tax,
            kind: r.name,
            unpriced,
            default_rules: rules.prices_by_default(),
            before_discounts: before,
            line_discounts: line_off,
            quote_discount: quote_off,
            lines: money,
            max_discount: t.max_discount,
            tier,
        }
    }

    /// One line's money: its unit price (retail as added, or the tier's
    /// from the line's own prices), value, discount and cost check.
    fn line_money(&self, t: &ShopTerms, l: &QuoteLine, tier: Option<&TierRule>) -> LineMoney {
        let retail = l.sell_price(t.currency);
        // A line of the shop's own is at the price typed, whatever the tier.
        let tier = tier.filter(|_| l.kind.is_part());
        let unit = match tier {
            None => retail,
            Some(tier) => {
                let was = |f: &dyn Fn(&crate::model::quote::Snapshot) -> Option<Minor>| {
                    f(&l.added).or_else(|| l.now.as_ref().and_then(f))
                };
                let input = Inputs {
                    dealer: was(&|s| s.dealer(t.currency)),
                    rrp: was(&|s| s.rrp),
                    shelf_tax: t.shelf_tax(),
                    retail,
                };
                shelf_price(tier.rule, input).ok()
            }
        };
        let value = unit.map_or(Minor(0), |u| u.times(l.qty));
        let off = l.discount.map_or(Minor(0), |d| d.off(value));
        let dealer = l.prices().dealer(t.currency).map(|d| d.times(l.qty));
        // What a business's copy shows per line: each amount less the tax
        // it holds, rounded as the region rounds (the copy's totals are
        // still worked out on the whole, and say so).
        let before_tax = |m: Minor| match t.shelf_tax() {
            Some(rate) => m.minus(tax::tax_in(m, rate, t.region.rounding)),
            None => m,
        };
        LineMoney {
            sku: l.sku.clone(),
            unit,
            value,
            off,
            below_cost: unit.is_some() && below_cost(Some(value.minus(off)), dealer, t),
            unit_net: unit.map(before_tax),
            net: before_tax(value.minus(off)),
        }
    }
}

/// Whether a shelf price sells under the dealer price (both before tax).
fn below_cost(shelf: Option<Minor>, dealer: Option<Minor>, t: &ShopTerms) -> bool {
    let (Some(shelf), Some(dealer)) = (shelf, dealer) else {
        return false;
    };
    net_of(shelf, t) < dealer
}

/// A shelf price before tax: less the tax in it where shelf prices
/// include tax.
fn net_of(shelf: Minor, t: &ShopTerms) -> Minor {
    match t.shelf_tax() {
        Some(rate) => shelf.minus(tax::tax_in(shelf, rate, tax::TaxRounding::HalfUp)),
        None => shelf,
    }
}

#[cfg(test)]
mod tests;
