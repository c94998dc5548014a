//! The shop's own selling prices as pages show them: a part's shelf price
//! in the shop's currency, which rule made it, and why there is none when
//! none can be made. Also the rates and rules as typed into the shop's
//! price settings, parsed and checked here (plain, tested functions), so
//! a form and the server read them alike. The arithmetic lives on the
//! server (`server::pricing`); nothing here converts a currency.

use serde::{Deserialize, Serialize};

pub use super::quote::money::{Rate, HUNDRED_PERCENT};
use super::{quote::money::Minor, Currency};

/// A multiplier in ten-thousandths: 1.17 is `Factor(11_700)`.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Factor(pub i64);

/// `Factor`'s one.
pub const FACTOR_ONE: i64 = 10_000;

/// The largest markup a rule takes (1,000 %).
pub const MAX_MARKUP: Rate = Rate(1_000 * 1_000);
/// The largest factor on the RRP a rule takes (× 10).
pub const MAX_FACTOR: Factor = Factor(10 * FACTOR_ONE);

/// What a rule starts from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Basis {
    /// The dealer price in the shop's currency plus this markup; the tax
    /// is added after it where the shop's shelf prices include tax.
    DealerPlus(Rate),
    /// The supplier's RRP (GBP, including UK VAT) times this factor: the
    /// shelf price as it is (the factor covers the exchange and any
    /// difference in tax).
    RrpTimes(Factor),
    /// A price tier's only: the part's retail price (by the shop's rules)
    /// less this share, then the tier's rounding.
    RetailLess(Rate),
}

/// The largest share a tier takes off the retail price.
pub const MAX_RETAIL_OFF: Rate = Rate(99_000);
/// The longest name of a price tier.
pub const MAX_TIER_NAME: usize = 40;

/// The price point a shelf price is rounded up to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Rounding {
    /// As worked out, to the penny or cent.
    Exact,
    /// Up to the next whole unit (12.00).
    Whole,
    /// Up to the next price ending .99.
    Ends99,
    /// Up to the next price ending .95.
    Ends95,
}

impl Rounding {
    pub const ALL: [Rounding; 4] = [
        Rounding::Exact,
        Rounding::Whole,
        Rounding::Ends99,
        Rounding::Ends95,
    ];

    /// The code a form and the store write.
    pub fn code(self) -> &'static str {
        match self {
            Rounding::Exact => "exact",
            Rounding::Whole => "whole",
            Rounding::Ends99 => "99",
            Rounding::Ends95 => "95",
        }
    }

    pub fn parse(code: &str) -> Option<Rounding> {
        Rounding::ALL.into_iter().find(|r| r.code() == code.trim())
    }

    /// `amount` rounded up to this price point (never down: a rounded
    /// price never sells under the rule's margin). Negative amounts stay.
    pub fn apply(self, amount: Minor) -> Minor {
        let a = amount.0;
        if a < 0 {
            return amount;
        }
        let up_to_ending = |ending: i64| {
            let whole = a / 100;
            let candidate = whole * 100 + ending;
            Minor(if candidate >= a {
                candidate
            } else {
                candidate + 100
            })
        };
        match self {
            Rounding::Exact => amount,
            Rounding::Whole => Minor((a + 99) / 100 * 100),
            Rounding::Ends99 => up_to_ending(99),
            Rounding::Ends95 => up_to_ending(95),
        }
    }
}

/// One price rule: where it starts, and the price point it rounds to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PriceRule {
    pub basis: Basis,
    pub rounding: Rounding,
}

/// Which rule made a shelf price.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleFrom {
    /// The portal's default: the shop has set no rule of its own.
    Default,
    /// The shop's own default rule.
    Shop,
    /// The shop's rule for the part's category.
    Category,
    /// The shop's rule for the part's brand.
    Brand,
}

/// Why a part has no shelf price.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoPrice {
    /// Its rule starts from the dealer price, and the supplier gives none
    /// in the shop's currency.
    NoDealerPrice,
    /// Its rule starts from the RRP, and the supplier gives none.
    NoRrp,
    /// Its tier starts from the retail price, and there is none.
    NoRetail,
}

impl NoPrice {
    /// The message key of the reason a page shows beside "—".
    pub fn key(self) -> &'static str {
        match self {
            NoPrice::NoDealerPrice => "shop-price-none-dealer",
            NoPrice::NoRrp => "shop-price-none-rrp",
            NoPrice::NoRetail => "shop-price-none-retail",
        }
    }
}

/// A part's price at the shop: its shelf price in the shop's currency
/// (including tax where the shop's country shows consumer prices so), or
/// why there is none.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShopPrice {
    pub currency: Currency,
    pub amount: Result<Minor, NoPrice>,
    pub from: RuleFrom,
    /// The price includes the shop's tax (the UK, the EU); otherwise tax
    /// is added at the total (the US).
    pub includes_tax: bool,
    /// It is under the dealer price in the shop's currency (staff only).
    pub below_cost: bool,
    /// Its price before tax against the dealer price in the shop's
    /// currency; `None` when either is missing.
    #[serde(default)]
    pub margin: Option<crate::margin::ShopMargin>,
}

/// What a tax is called on a page and a copy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TaxKind {
    /// Value added tax (VAT, MwSt., TVA, btw, IVA in the page's language).
    Vat,
    /// US sales tax, added at the total.
    SalesTax,
}

/// A quote's totals at the shop's prices, exact in minor units: what the
/// customer pays, the part of it that is tax, and the rate. Where shelf
/// prices include tax, `total` is the lines' sum and `tax` the part of it
/// that is tax; where they do not, the tax is added to the sum.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShopTotals {
    pub currency: Currency,
    pub net: Minor,
    pub tax: Minor,
    pub total: Minor,
    pub rate: Rate,
    pub includes_tax: bool,
    pub kind: TaxKind,
    /// Lines without a shop price (left out of the sums).
    pub unpriced: usize,
    /// No rule of the shop's own is set: prices are the portal's default.
    pub default_rules: bool,
    /// The lines' value before any discount.
    pub before_discounts: Minor,
    /// What the lines' own discounts take off.
    pub line_discounts: Minor,
    /// What the whole quote's discount takes off (after the lines').
    pub quote_discount: Minor,
    /// Each line's money, in the quote's order.
    pub lines: Vec<LineMoney>,
    /// The largest discount staff may give (`MAX_DISCOUNT_PERCENT`).
    pub max_discount: Rate,
    /// The customer's price tier, when the quote is priced at one.
    pub tier: Option<TierTotals>,
}

/// A quote priced at a customer's tier: the tier, and what its lines come
/// to at retail, so the copy can say what the customer saves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TierTotals {
    pub name: String,
    /// The priced lines at the retail price, before discounts.
    pub retail: Minor,
    /// Retail less the tier's value of the same lines (before discounts).
    pub saving: Minor,
}

impl ShopTotals {
    /// The money of the line of this SKU.
    pub fn line(&self, sku: &str) -> Option<&LineMoney> {
        self.lines.iter().find(|l| l.sku == sku)
    }
}

/// One line's money at the shop's prices.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineMoney {
    pub sku: String,
    /// Its price for one (`None`: no shop price).
    pub unit: Option<Minor>,
    /// Price times quantity, before its discount.
    pub value: Minor,
    /// What its discount takes off.
    pub off: Minor,
    /// After its discount it sells under the dealer price (staff only).
    pub below_cost: bool,
    /// Its price for one before tax, for a business's copy (the tax in
    /// it taken out where shelf prices include tax; otherwise `unit`).
    pub unit_net: Option<Minor>,
    /// Its value after its discount, before tax, likewise.
    pub net: Minor,
}

/// What a rate typed into a form may be: a percentage from 0 to `max`,
/// with at most three decimals, a point or a comma ("19", "6.875",
/// "7,25").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RateRefused {
    NotANumber,
    TooPrecise,
    Negative,
    TooLarge,
}

/// A percentage typed into a form, in `Rate`'s thousandths; refused when
/// it is not a plain decimal, has more than three decimals, is negative
/// or above `max`.
pub fn parse_rate(typed: &str, max: Rate) -> Result<Rate, RateRefused> {
    let units = parse_fixed(typed, 3)?;
    if units > max.0 {
        return Err(RateRefused::TooLarge);
    }
    Ok(Rate(units))
}

/// A factor typed into a form (up to four decimals), from above 0 to `max`.
pub fn parse_factor(typed: &str, max: Factor) -> Result<Factor, RateRefused> {
    let units = parse_fixed(typed, 4)?;
    if units == 0 {
        return Err(RateRefused::Negative);
    }
    if units > max.0 {
        return Err(RateRefused::TooLarge);
    }
    Ok(Factor(units))
}

/// A non-negative decimal with at most `places` decimals, as a whole
/// number of its smallest unit.
pub fn parse_fixed(typed: &str, places: usize) -> Result<i64, RateRefused> {
    let t = typed.trim().trim_end_matches('%').trim().replace(',', ".");
    let (negative, t) = match t.strip_prefix('-') {
        Some(rest) => (true, rest.to_string()),
        None => (false, t),
    };
    let (whole, fraction) = t.split_once('.').unwrap_or((&t, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() && fraction.is_empty() || !digits(whole) || !digits(fraction) {
        return Err(RateRefused::NotANumber);
    }
    if fraction.len() > places {
        return Err(RateRefused::TooPrecise);
    }
    if negative {
        return Err(RateRefused::Negative);
    }
    if whole.len() > 9 {
        return Err(RateRefused::TooLarge);
    }
    let whole: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| RateRefused::NotANumber)?
    };
    let scale = 10_i64.pow(places as u32);
    let fraction: i64 = format!("{fraction:0<places$}")
        .parse()
        .map_err(|_| RateRefused::NotANumber)?;
    Ok(whole * scale + fraction)
}

/// A rate as a form shows it back: "19", "6.875" (no trailing zeros).
pub fn rate_text(rate: Rate) -> String {
    fixed_text(rate.0, 3)
}

/// A factor as a form shows it back: "1.17".
pub fn factor_text(factor: Factor) -> String {
    fixed_text(factor.0, 4)
}

fn fixed_text(units: i64, places: u32) -> String {
    let scale = 10_i64.pow(places);
    let (whole, fraction) = (units / scale, (units % scale).abs());
    if fraction == 0 {
        return whole.to_string();
    }
    let f = format!("{fraction:0width$}", width = places as usize);
    format!("{whole}.{}", f.trim_end_matches('0'))
}

/// What the shop's prices page shows: the shop's terms (set when the
/// portal starts), its rules, and the categories and brands an override
/// may name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PriceSettings {
    pub currency: Currency,
    /// The tax region's code ("DE", "US-CA"); empty: not in the table.
    pub region: String,
    /// The rate in force (the shop's own, else the region's).
    pub rate: Rate,
    /// The region's rate (or `SHOP_TAX_RATE`), which the shop's own
    /// replaces.
    pub region_rate: Rate,
    /// The rate the shop set for itself on this page, if it did.
    pub own_rate: Option<OwnTaxRate>,
    /// The shop's hourly rate for labour, if it set one (in its currency
    /// today: a rate set in another is left out).
    #[serde(default)]
    pub labour_rate: Option<LabourRate>,
    pub includes_tax: bool,
    pub kind: TaxKind,
    pub valid_days: i64,
    /// The portal's default rule for the shop's currency.
    pub portal_default: PriceRule,
    /// The shop's rules, its own default first.
    pub rules: Vec<RuleRow>,
    pub categories: Vec<Named>,
    pub brands: Vec<String>,
}

/// A tax rate the shop set for itself (a local rate the table does not
/// know, or one that changed before a release ships it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnTaxRate {
    pub rate: Rate,
    /// When it was set (UTC as kept; the shop's zone on the page).
    pub updated: String,
    pub by: Option<String>,
}

/// The shop's hourly rate for fitting labour, which a quote's labour
/// line starts from: in the shop's currency, as its shelf prices are
/// (including tax where they do).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LabourRate {
    pub currency: Currency,
    pub amount: crate::quote::money::Minor,
    /// When it was set (UTC as kept; the shop's zone on the page).
    pub updated: String,
    pub by: Option<String>,
}

/// The highest tax rate the shop may set (every standard rate is below).
pub const MAX_TAX_RATE: Rate = Rate(50_000);

/// A category an override may name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Named {
    pub id: i64,
    pub name: String,
}

/// What a rule applies to, as a page and a form name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleScope {
    Shop,
    Category,
    Brand,
    /// A named price tier some customers are priced at.
    Tier,
    /// The shop's own tax rate (its form; not a rule of its own).
    Tax,
    /// The shop's hourly rate for labour (its form; not a rule).
    Labour,
}

impl RuleScope {
    pub fn code(self) -> &'static str {
        match self {
            RuleScope::Shop => "shop",
            RuleScope::Category => "category",
            RuleScope::Brand => "brand",
            RuleScope::Tier => "tier",
            RuleScope::Tax => "tax",
            RuleScope::Labour => "labour",
        }
    }

    pub fn parse(code: &str) -> Option<RuleScope> {
        [
            RuleScope::Shop,
            RuleScope::Category,
            RuleScope::Brand,
            RuleScope::Tier,
            RuleScope::Tax,
            RuleScope::Labour,
        ]
        .into_iter()
        .find(|s| s.code() == code.trim())
    }
}

/// One of the shop's rules, as its prices page lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleRow {
    pub scope: RuleScope,
    /// The category's id or the brand's lower-case name; empty for the shop.
    pub key: String,
    pub label: String,
    pub rule: PriceRule,
    /// "YYYY-MM-DD HH:MM" in the shop's time zone.
    pub updated: String,
    pub by: Option<String>,
}

/// What a rule form's post came to: done, or why not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleNote {
    Saved,
    Removed,
    NotANumber,
    TooPrecise,
    Negative,
    TooLarge,
    UnknownChoice,
    NoSuchCategory,
    NoSuchBrand,
    TooMany,
    NoSuchRule,
    Busy,
    TierName,
}

impl RuleNote {
    pub const ALL: [RuleNote; 13] = [
        RuleNote::Saved,
        RuleNote::Removed,
        RuleNote::NotANumber,
        RuleNote::TooPrecise,
        RuleNote::Negative,
        RuleNote::TooLarge,
        RuleNote::UnknownChoice,
        RuleNote::NoSuchCategory,
        RuleNote::NoSuchBrand,
        RuleNote::TooMany,
        RuleNote::NoSuchRule,
        RuleNote::Busy,
        RuleNote::TierName,
    ];

    /// The code in a redirect's address (`?note=saved`).
    pub fn code(self) -> &'static str {
        match self {
            RuleNote::Saved => "saved",
            RuleNote::Removed => "removed",
            RuleNote::NotANumber => "not-a-number",
            RuleNote::TooPrecise => "too-precise",
            RuleNote::Negative => "negative",
            RuleNote::TooLarge => "too-large",
            RuleNote::UnknownChoice => "unknown-choice",
            RuleNote::NoSuchCategory => "no-category",
            RuleNote::NoSuchBrand => "no-brand",
            RuleNote::TooMany => "too-many",
            RuleNote::NoSuchRule => "no-rule",
            RuleNote::Busy => "busy",
            RuleNote::TierName => "tier-name",
        }
    }

    pub fn parse(code: &str) -> Option<RuleNote> {
        RuleNote::ALL.into_iter().find(|n| n.code() == code)
    }

    /// The message key of what a person reads.
    pub fn key(self) -> &'static str {
        match self {
            RuleNote::Saved => "rules-saved",
            RuleNote::Removed => "rules-removed",
            RuleNote::NotANumber => "rules-not-a-number",
            RuleNote::TooPrecise => "rules-too-precise",
            RuleNote::Negative => "rules-negative",
            RuleNote::TooLarge => "rules-too-large",
            RuleNote::UnknownChoice => "rules-unknown-choice",
            RuleNote::NoSuchCategory => "rules-no-category",
            RuleNote::NoSuchBrand => "rules-no-brand",
            RuleNote::TooMany => "rules-too-many",
            RuleNote::NoSuchRule => "rules-no-rule",
            RuleNote::Busy => "rules-busy",
            RuleNote::TierName => "rules-tier-name",
        }
    }

    pub fn is_done(self) -> bool {
        matches!(self, RuleNote::Saved | RuleNote::Removed)
    }
}

impl From<RateRefused> for RuleNote {
    fn from(r: RateRefused) -> Self {
        match r {
            RateRefused::NotANumber => RuleNote::NotANumber,
            RateRefused::TooPrecise => RuleNote::TooPrecise,
            RateRefused::Negative => RuleNote::Negative,
            RateRefused::TooLarge => RuleNote::TooLarge,
        }
    }
}

/// A rule form as typed, kept to fill the form again when it is refused.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TypedRule {
    pub scope: String,
    pub key: String,
    pub basis: String,
    pub value: String,
    pub rounding: String,
}

/// A refused rule form: what was typed and why it was refused (in the
/// page's context when the post is answered with the page).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostedRule {
    pub typed: TypedRule,
    pub note: RuleNote,
}

/// A rule from a form's fields: `basis` "dealer" (a markup %), "rrp" (a
/// factor) or, for a tier only, "retail" (a share off), its `value`, and
/// a rounding's code.
pub fn parse_rule(typed: &TypedRule) -> Result<PriceRule, RuleNote> {
    let rounding = Rounding::parse(&typed.rounding).ok_or(RuleNote::UnknownChoice)?;
    let tier = RuleScope::parse(&typed.scope) == Some(RuleScope::Tier);
    let basis = match typed.basis.trim() {
        "dealer" => Basis::DealerPlus(parse_rate(&typed.value, MAX_MARKUP)?),
        "rrp" => Basis::RrpTimes(parse_factor(&typed.value, MAX_FACTOR)?),
        "retail" if tier => Basis::RetailLess(parse_rate(&typed.value, MAX_RETAIL_OFF)?),
        _ => return Err(RuleNote::UnknownChoice),
    };
    Ok(PriceRule { basis, rounding })
}

/// A tier's name as typed: trimmed, 1 to `MAX_TIER_NAME` characters, no
/// control characters; `None` when it is not one.
pub fn tier_name(typed: &str) -> Option<String> {
    let name: String = typed.split_whitespace().collect::<Vec<_>>().join(" ");
    let fine = !name.is_empty()
        && name.chars().count() <= MAX_TIER_NAME
        && !name.chars().any(char::is_control);
    fine.then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn price_points_round_up_never_down() {
        assert_eq!(Rounding::Ends95.apply(Minor(1234)), Minor(1295));
        assert_eq!(Rounding::Ends95.apply(Minor(1295)), Minor(1295));
        assert_eq!(Rounding::Ends95.apply(Minor(1296)), Minor(1395));
        assert_eq!(Rounding::Ends95.apply(Minor(0)), Minor(95));
        assert_eq!(Rounding::Ends99.apply(Minor(1200)), Minor(1299));
        assert_eq!(Rounding::Ends99.apply(Minor(1299)), Minor(1299));
        assert_eq!(Rounding::Whole.apply(Minor(1201)), Minor(1300));
        assert_eq!(Rounding::Whole.apply(Minor(1200)), Minor(1200));
        assert_eq!(Rounding::Exact.apply(Minor(1201)), Minor(1201));
        assert_eq!(Rounding::Ends95.apply(Minor(-5)), Minor(-5));
        for r in Rounding::ALL {
            assert_eq!(Rounding::parse(r.code()), Some(r));
        }
        assert_eq!(Rounding::parse("96"), None);
    }

    #[test]
    fn rates_are_read_as_typed_and_bounded() {
        let max = Rate(100_000);
        assert_eq!(parse_rate("19", max), Ok(Rate(19_000)));
        assert_eq!(parse_rate(" 6.875 ", max), Ok(Rate(6_875)));
        assert_eq!(parse_rate("7,25 %", max), Ok(Rate(7_250)));
        assert_eq!(parse_rate("0", max), Ok(Rate(0)));
        assert_eq!(parse_rate(".5", max), Ok(Rate(500)));
        assert_eq!(parse_rate("100", max), Ok(Rate(100_000)));
        assert_eq!(parse_rate("100.001", max), Err(RateRefused::TooLarge));
        assert_eq!(parse_rate("-5", max), Err(RateRefused::Negative));
        assert_eq!(parse_rate("1e9", max), Err(RateRefused::NotANumber));
        assert_eq!(parse_rate("", max), Err(RateRefused::NotANumber));
        assert_eq!(parse_rate(".", max), Err(RateRefused::NotANumber));
        assert_eq!(parse_rate("1.0001", max), Err(RateRefused::TooPrecise));
        assert_eq!(
            parse_rate("99999999999999999999", max),
            Err(RateRefused::TooLarge)
        );
        assert_eq!(parse_factor("1.17", MAX_FACTOR), Ok(Factor(11_700)));
        assert_eq!(parse_factor("0", MAX_FACTOR), Err(RateRefused::Negative));
        assert_eq!(parse_factor("11", MAX_FACTOR), Err(RateRefused::TooLarge));
        assert_eq!(rate_text(Rate(6_875)), "6.875");
        assert_eq!(rate_text(Rate(19_000)), "19");
        assert_eq!(rate_text(Rate(7_250)), "7.25");
        assert_eq!(factor_text(Factor(11_700)), "1.17");
        assert_eq!(factor_text(Factor(10_000)), "1");
    }

    #[test]
    fn a_rule_form_is_read_or_refused_with_the_reason() {
        let typed = |basis: &str, value: &str, rounding: &str| TypedRule {
            basis: basis.into(),
            value: value.into(),
            rounding: rounding.into(),
            ..TypedRule::default()
        };
        assert_eq!(
            parse_rule(&typed("dealer", "40", "95")),
            Ok(PriceRule {
                basis: Basis::DealerPlus(Rate(40_000)),
                rounding: Rounding::Ends95
            })
        );
        assert_eq!(
            parse_rule(&typed("rrp", "1,17", "exact")),
            Ok(PriceRule {
                basis: Basis::RrpTimes(Factor(11_700)),
                rounding: Rounding::Exact
            })
        );
        assert_eq!(
            parse_rule(&typed("dealer", "-5", "95")),
            Err(RuleNote::Negative)
        );
        assert_eq!(
            parse_rule(&typed("dealer", "1e9", "95")),
            Err(RuleNote::NotANumber)
        );
        assert_eq!(
            parse_rule(&typed("dealer", "1001", "95")),
            Err(RuleNote::TooLarge)
        );
        assert_eq!(
            parse_rule(&typed("rrp", "0", "95")),
            Err(RuleNote::Negative)
        );
        assert_eq!(
            parse_rule(&typed("cost", "5", "95")),
            Err(RuleNote::UnknownChoice)
        );
        assert_eq!(
            parse_rule(&typed("dealer", "5", "97")),
            Err(RuleNote::UnknownChoice)
        );
        for n in RuleNote::ALL {
            assert_eq!(RuleNote::parse(n.code()), Some(n));
            assert_eq!(n.key(), format!("rules-{}", n.code()));
        }
        // "Retail less" is a tier's only, and never all of it.
        assert_eq!(
            parse_rule(&typed("retail", "10", "exact")),
            Err(RuleNote::UnknownChoice)
        );
        let tier = |value: &str| TypedRule {
            scope: "tier".into(),
            ..typed("retail", value, "whole")
        };
        assert_eq!(
            parse_rule(&tier("10")),
            Ok(PriceRule {
                basis: Basis::RetailLess(Rate(10_000)),
                rounding: Rounding::Whole,
            })
        );
        assert_eq!(parse_rule(&tier("100")), Err(RuleNote::TooLarge));
        assert_eq!(
            tier_name("  Trade \t counter "),
            Some("Trade counter".into())
        );
        assert_eq!(tier_name(" "), None);
        assert_eq!(tier_name(&"x".repeat(41)), None);
        assert_eq!(tier_name("a\u{7}b"), None);
    }
}
