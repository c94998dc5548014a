//! The shop's prices and a quote's tax: worked examples to the penny and
//! cent, which rule wins, and random quotes against a decimal reference
//! (`rust_decimal`), computed the long way.

use proptest::prelude::*;
use rust_decimal::{prelude::ToPrimitive, Decimal, RoundingStrategy};

use super::*;
use crate::model::{
    listing::StockView,
    pricing::{NoPrice, TaxKind},
    quote::{QuoteLine, Sell, Snapshot},
};

fn terms(currency: Currency, region: &str) -> ShopTerms {
    let region = tax::region(region).unwrap_or_else(|| panic!("no region {region}"));
    ShopTerms {
        currency,
        region,
        rate: region.standard,
        valid_days: 30,
        max_discount: Rate(15_000),
    }
}

fn part(brand: &str, category: i64, rrp: f64, gbp: f64, eur: Option<f64>) -> ProductSummary {
    ProductSummary {
        sku: "EL0706".into(),
        name: "Brake pads".into(),
        brand: Some(brand.into()),
        category: None,
        category_id: Some(category),
        image: None,
        ean: None,
        site_price: Some(rrp),
        dealer_gbp: Some(gbp),
        dealer_usd: Some(gbp * 1.25),
        dealer_eur: eur,
        date_created: None,
        shop: None,
    }
}

fn line(qty: i64, sell: Option<(Currency, i64)>) -> QuoteLine {
    let snap = Snapshot {
        name: "Part".into(),
        rrp: None,
        gbp: None,
        usd: None,
        eur: None,
        sell: sell.map(|(currency, amount)| Sell {
            currency,
            amount: Minor(amount),
        }),
    };
    QuoteLine {
        sku: "EL0706".into(),
        qty,
        added: snap.clone(),
        now: Some(snap),
        stock: StockView::default(),
        discount: None,
        kind: Default::default(),
        ours: None,
    }
}

#[test]
fn a_gbp_shop_sells_at_the_rrp_until_it_sets_rules() {
    let shop = ShopPricing::new(terms(Currency::Gbp, "GB"));
    let p = shop.price(&shop.rules(), &part("EBC", 7, 231.49, 150.0, Some(170.0)));
    assert_eq!(p.amount, Ok(Minor(23_149)));
    assert_eq!(
        (p.currency, p.from, p.includes_tax),
        (Currency::Gbp, RuleFrom::Default, true)
    );
    assert!(!p.below_cost);
}

#[test]
fn a_eur_shop_sells_at_dealer_plus_40_with_vat_up_to_95() {
    let shop = ShopPricing::new(terms(Currency::Eur, "DE"));
    // 170,00 € + 40 % = 238,00 €; + 19 % = 283,22 €; up to 283,95 €.
    let p = shop.price(&shop.rules(), &part("EBC", 7, 231.49, 150.0, Some(170.0)));
    assert_eq!(p.amount, Ok(Minor(28_395)));
    // No EUR dealer price: none, never the pounds.
    let p = shop.price(&shop.rules(), &part("EBC", 7, 231.49, 150.0, None));
    assert_eq!(p.amount, Err(NoPrice::NoDealerPrice));
    assert_eq!(p.currency, Currency::Eur);
}

#[test]
fn a_us_shop_prices_before_sales_tax() {
    let shop = ShopPricing::new(terms(Currency::Usd, "US-CA"));
    // $187.50 + 40 % = $262.50, up to $262.95; no tax in the shelf price.
    let p = shop.price(&shop.rules(), &part("EBC", 7, 231.49, 150.0, None));
    assert_eq!(p.amount, Ok(Minor(26_295)));
    assert!(!p.includes_tax);
}

#[test]
fn brand_beats_category_beats_the_shop_default() {
    let shop = ShopPricing::new(terms(Currency::Eur, "DE"));
    let rule = |markup: i64| PriceRule {
        basis: Basis::DealerPlus(Rate(markup * 1000)),
        rounding: Rounding::Exact,
    };
    let mut rules = RuleSet {
        shop: Some(rule(10)),
        ..RuleSet::default()
    };
    rules.categories.insert(7, rule(20));
    rules.brands.insert("ebc".into(), rule(30));
    shop.set_rules(rules);
    let rules = shop.rules();
    let from = |brand: &str, cat: i64| shop.price(&rules, &part(brand, cat, 1.0, 1.0, Some(100.0)));
    // 100 € + 30 % = 130 €, + 19 % = 154,70 €.
    assert_eq!(from("EBC ", 7).amount, Ok(Minor(15_470)));
    assert_eq!(from("EBC", 7).from, RuleFrom::Brand);
    assert_eq!(from("Brembo", 7).from, RuleFrom::Category);
    assert_eq!(from("Brembo", 7).amount, Ok(Minor(14_280)));
    assert_eq!(from("Brembo", 8).from, RuleFrom::Shop);
    assert_eq!(from("Brembo", 8).amount, Ok(Minor(13_090)));
}

#[test]
fn a_price_under_the_dealer_price_is_marked_below_cost() {
    let shop = ShopPricing::new(terms(Currency::Eur, "DE"));
    shop.set_rules(RuleSet {
        shop: Some(PriceRule {
            basis: Basis::RrpTimes(Factor(5_000)),
            rounding: Rounding::Exact,
        }),
        ..RuleSet::default()
    });
    // RRP £100 × 0.5 = 50,00 € including VAT: 42,02 € net, under 45 €.
    let p = shop.price(&shop.rules(), &part("EBC", 7, 100.0, 40.0, Some(45.0)));
    assert_eq!(p.amount, Ok(Minor(5_000)));
    assert!(p.below_cost);
}

#[test]
fn quote_totals_with_vat_included_and_sales_tax_added() {
    let de = ShopPricing::new(terms(Currency::Eur, "DE"));
    // 2 × 99,95 € + 1 × 12,95 € = 212,85 €, of which 19 % VAT 33,98 €.
    let lines = [
        line(2, Some((Currency::Eur, 9_995))),
        line(1, Some((Currency::Eur, 1_295))),
        line(1, Some((Currency::Gbp, 1_000))),
        line(1, None),
    ];
    let t = de.totals(&lines, None, None);
    assert_eq!(
        (t.total, t.tax, t.net),
        (Minor(21_285), Minor(3_398), Minor(17_887))
    );
    assert_eq!(
        (t.unpriced, t.includes_tax, t.kind),
        (2, true, TaxKind::Vat)
    );
    // UK: £462.98 holds £77.16 of VAT (rounded down).
    let gb = ShopPricing::new(terms(Currency::Gbp, "GB"));
    let t = gb.totals(&[line(2, Some((Currency::Gbp, 23_149)))], None, None);
    assert_eq!((t.total, t.tax), (Minor(46_298), Minor(7_716)));
    // California: $123.45 + 7.25 % = $132.40.
    let ca = ShopPricing::new(terms(Currency::Usd, "US-CA"));
    let t = ca.totals(&[line(1, Some((Currency::Usd, 12_345)))], None, None);
    assert_eq!(
        (t.net, t.tax, t.total),
        (Minor(12_345), Minor(895), Minor(13_240))
    );
    assert_eq!(t.kind, TaxKind::SalesTax);
}

#[test]
fn a_tier_prices_each_line_from_its_own_prices_and_says_the_saving() {
    let gb = ShopPricing::new(terms(Currency::Gbp, "GB"));
    let mut priced = line(2, Some((Currency::Gbp, 2_000)));
    priced.added.gbp = Some(Minor(1_100));
    priced.added.rrp = Some(Minor(2_000));
    let lines = [priced, line(1, Some((Currency::Gbp, 999))), line(1, None)];
    let club = TierRule {
        name: "Club".into(),
        rule: PriceRule {
            basis: Basis::RetailLess(Rate(10_000)),
            rounding: Rounding::Exact,
        },
    };
    // Retail £20.00 × 2 + £9.99 = £49.99; the club pays 10 % less on
    // each line: £18.00 × 2 + £8.99 (8.991, half up) = £44.99.
    let t = gb.totals(&lines, None, Some(&club));
    assert_eq!(t.total, Minor(4_499));
    assert_eq!(t.lines[0].unit, Some(Minor(1_800)));
    assert_eq!(t.lines[1].unit, Some(Minor(899)));
    assert_eq!(t.unpriced, 1);
    let tier = t.tier.expect("priced at a tier");
    assert_eq!((tier.retail, tier.saving), (Minor(4_999), Minor(500)));
    // Trade: dealer + 12 %, with UK VAT, to the whole pound: £11.00 +
    // 12 % = £12.32, + 20 % = £14.784, up to £15.00. The line with no
    // dealer price has none at the tier.
    let trade = TierRule {
        name: "Trade".into(),
        rule: PriceRule {
            basis: Basis::DealerPlus(Rate(12_000)),
            rounding: Rounding::Whole,
        },
    };
    let t = gb.totals(&lines, None, Some(&trade));
    assert_eq!(t.lines[0].unit, Some(Minor(1_500)));
    assert_eq!(t.lines[1].unit, None);
    assert_eq!(t.total, Minor(3_000));
    let tier = t.tier.expect("priced at a tier");
    assert_eq!((tier.retail, tier.saving), (Minor(4_000), Minor(1_000)));
    // Without a tier, the same lines at retail.
    let t = gb.totals(&lines, None, None);
    assert_eq!((t.total, t.tier), (Minor(4_999), None));
}

#[test]
fn the_shops_tax_rate_and_tiers_leave_prices_by_the_default_rule() {
    let de = ShopPricing::new(terms(Currency::Eur, "DE"));
    let mut rules = RuleSet {
        tax_rate: Some(Rate(7_000)),
        ..RuleSet::default()
    };
    let club = TierRule {
        name: "Club".into(),
        rule: PriceRule {
            basis: Basis::RetailLess(Rate(10_000)),
            rounding: Rounding::Exact,
        },
    };
    rules.tiers.insert("club".into(), club);
    de.set_rules(rules.clone());
    // 107,00 € holds 7 % VAT: 7,00 €; and no rule of the shop's own.
    let t = de.totals(&[line(1, Some((Currency::Eur, 10_700)))], None, None);
    assert_eq!((t.tax, t.rate), (Minor(700), Rate(7_000)));
    assert!(t.default_rules);
    rules.shop = Some(default_rule(Currency::Eur));
    de.set_rules(rules);
    let t = de.totals(&[line(1, Some((Currency::Eur, 10_700)))], None, None);
    assert!(!t.default_rules);
}

#[test]
fn a_tier_leaves_the_shops_own_lines_at_their_typed_price() {
    let gb = ShopPricing::new(terms(Currency::Gbp, "GB"));
    let club = TierRule {
        name: "Club".into(),
        rule: PriceRule {
            basis: Basis::RetailLess(Rate(10_000)),
            rounding: Rounding::Exact,
        },
    };
    let part = line(1, Some((Currency::Gbp, 10_000)));
    let mut labour = line(1, Some((Currency::Gbp, 6_000)));
    labour.sku = "~labour".into();
    labour.kind = crate::model::quote::other::LineKind::Labour {
        hours: None,
        rate: None,
    };
    let t = gb.totals(&[part, labour], None, Some(&club));
    // The part at retail less 10 %; the labour as typed.
    assert_eq!(t.before_discounts, Minor(9_000 + 6_000));
    let tier = t.tier.unwrap();
    assert_eq!((tier.retail, tier.saving), (Minor(16_000), Minor(1_000)));
    assert_eq!(t.unpriced, 0);
    assert!(!t.lines[1].below_cost, "no dealer price: never below cost");
}

/// The tax in a quote the long way, in decimals: the sum of the lines,
/// then the tax on (or in) it, rounded to the minor unit as the region does.
fn reference(units: &[(i64, i64)], rate: i64, includes: bool, down: bool) -> (i64, i64) {
    let sum: Decimal = units
        .iter()
        .map(|(price, qty)| Decimal::new(*price, 2) * Decimal::from(*qty))
        .sum();
    let r = Decimal::new(rate, 5);
    let exact = if includes {
        sum * r / (Decimal::ONE + r)
    } else {
        sum * r
    };
    let strategy = if down {
        RoundingStrategy::ToZero
    } else {
        RoundingStrategy::MidpointAwayFromZero
    };
    let tax = exact.round_dp_with_strategy(2, strategy);
    let total = if includes { sum } else { sum + tax };
    let cents = |d: Decimal| (d * Decimal::from(100)).to_i64().unwrap_or(i64::MIN);
    (cents(tax), cents(total))
}

proptest! {
    #[test]
    fn random_quotes_agree_with_the_decimal_reference(
        lines in proptest::collection::vec((1i64..2_000_000, 1i64..9_999), 1..40),
        region in proptest::sample::select(vec!["GB", "DE", "HU", "FI", "CH", "US-CA", "US-MN", "US-MO", "US-NJ"]),
    ) {
        let t = terms(Currency::Eur, region);
        let shop = ShopPricing::new(t.clone());
        let quote: Vec<QuoteLine> = lines
            .iter()
            .map(|(price, qty)| line(*qty, Some((Currency::Eur, *price))))
            .collect();
        let got = shop.totals(&quote, None, None);
        let (tax, total) = reference(
            &lines,
            t.rate.0,
            t.region.prices_include_tax,
            t.region.rounding == tax::TaxRounding::Down,
        );
        prop_assert_eq!(got.tax.0, tax);
        prop_assert_eq!(got.total.0, total);
        prop_assert_eq!(got.net.plus(got.tax), got.total);
    }
}
