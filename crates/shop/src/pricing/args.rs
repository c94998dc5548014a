//! The shop's price settings read at start: its currency
//! (`SHOP_CURRENCY`, default from `SHOP_COUNTRY`), its tax region
//! (`SHOP_TAX_REGION`, default `SHOP_COUNTRY`; a US shop names its state,
//! `US-CA`), its own tax rate over the table's (`SHOP_TAX_RATE`, a local
//! rate), and how long a quote holds (`QUOTE_VALID_DAYS`). Each refused
//! with a message that says what would do.

use crate::model::{
    pricing::{parse_rate, rate_text, Rate, RateRefused},
    Currency,
};

use super::{
    tax::{self, TaxRegion, TaxRounding},
    ShopTerms,
};

#[derive(Debug, Clone, clap::Args)]
pub struct PriceArgs {
    /// The currency the shop sells in: GBP, EUR or USD. Unset: its
    /// country's (GBP in the UK, USD in the US, EUR elsewhere).
    #[arg(long, env = "SHOP_CURRENCY")]
    pub shop_currency: Option<String>,
    /// The shop's tax region: a country's ISO code, or a US state's
    /// (US-CA). Unset: SHOP_COUNTRY.
    #[arg(long, env = "SHOP_TAX_REGION")]
    pub shop_tax_region: Option<String>,
    /// The shop's tax rate in percent (e.g. 8.875), over the shipped
    /// table's rate for its region (a local rate, a change in law).
    #[arg(long, env = "SHOP_TAX_RATE")]
    pub shop_tax_rate: Option<String>,
    /// Days a quote's prices hold, as its copy says.
    #[arg(long, env = "QUOTE_VALID_DAYS", default_value_t = crate::model::quote::VALID_DAYS)]
    pub quote_valid_days: i64,
    /// The largest discount, in percent, staff may give on a line or a
    /// whole quote.
    #[arg(long, env = "MAX_DISCOUNT_PERCENT", default_value_t = MAX_DISCOUNT_DEFAULT)]
    pub max_discount_percent: i64,
}

/// `MAX_DISCOUNT_PERCENT` unless set.
pub const MAX_DISCOUNT_DEFAULT: i64 = 15;

impl Default for PriceArgs {
    fn default() -> Self {
        PriceArgs {
            shop_currency: None,
            shop_tax_region: None,
            shop_tax_rate: None,
            quote_valid_days: crate::model::quote::VALID_DAYS,
            max_discount_percent: MAX_DISCOUNT_DEFAULT,
        }
    }
}

/// A shop in a country the table does not list: prices before tax, and
/// no tax until the shop sets its rate (`SHOP_TAX_RATE`).
static UNLISTED: TaxRegion = TaxRegion {
    code: "",
    standard: Rate(0),
    prices_include_tax: false,
    rounding: TaxRounding::HalfUp,
    name: crate::model::pricing::TaxKind::Vat,
    currency: Currency::Eur,
};

fn set(v: &Option<String>) -> Option<&str> {
    v.as_deref().map(str::trim).filter(|s| !s.is_empty())
}

impl PriceArgs {
    /// The shop's terms, for a shop in `country` (`SHOP_COUNTRY`).
    pub fn terms(&self, country: &str) -> Result<ShopTerms, String> {
        let region = match set(&self.shop_tax_region) {
            Some(code) => tax::region(code).ok_or_else(|| {
                format!(
                    "SHOP_TAX_REGION {code:?} is not in the tax table; use a country's code (GB, DE, FR…) or a US state's (US-CA)"
                )
            })?,
            None => tax::region(country).unwrap_or(&UNLISTED),
        };
        let currency = match set(&self.shop_currency) {
            Some(code) => Currency::parse(code).ok_or_else(|| {
                format!(
                    "SHOP_CURRENCY {code:?} is not one the supplier prices in: use GBP, EUR or USD"
                )
            })?,
            None if region.code.is_empty() && country.trim().eq_ignore_ascii_case("CA") => {
                Currency::Usd
            }
            None => region.currency,
        };
        let rate = match set(&self.shop_tax_rate) {
            None => region.standard,
            Some(typed) => parse_rate(typed, Rate(30_000)).map_err(|why| {
                let said = match why {
                    RateRefused::NotANumber => "is not a number",
                    RateRefused::TooPrecise => "has more than three decimals",
                    RateRefused::Negative => "is below zero",
                    RateRefused::TooLarge => "is above 30 %",
                };
                format!("SHOP_TAX_RATE {typed:?} {said}: write a percentage such as 20 or 8.875")
            })?,
        };
        if !(1..=365).contains(&self.quote_valid_days) {
            return Err(format!(
                "QUOTE_VALID_DAYS {} must be from 1 to 365",
                self.quote_valid_days
            ));
        }
        if !(0..=100).contains(&self.max_discount_percent) {
            return Err(format!(
                "MAX_DISCOUNT_PERCENT {} must be from 0 to 100",
                self.max_discount_percent
            ));
        }
        tracing::info!(
            currency = currency.code(),
            tax_region = region.code,
            tax_rate = %rate_text(rate),
            "the shop's prices"
        );
        Ok(ShopTerms {
            currency,
            region,
            rate,
            valid_days: self.quote_valid_days,
            max_discount: Rate(self.max_discount_percent * 1000),
        })
    }
}
