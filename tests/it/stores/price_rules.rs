//! The shop's price rules, on both engines: set, replaced, removed, read
//! back exact (a markup in thousandths of a percent, a factor in
//! ten-thousandths), the overrides capped, and a rule set by one portal
//! put in force in another's prices when it reads them again.

use dealer_desk::{
    model::{
        outcome::Outcome,
        pricing::{Basis, Factor, PriceRule, Rate, Rounding, RuleRow, RuleScope},
    },
    server::{
        price_rules::{PriceRules, Refused, MAX_OVERRIDES},
        pricing::ShopPricing,
    },
};

use super::Engine;

fn row(scope: RuleScope, key: &str, basis: Basis) -> RuleRow {
    RuleRow {
        scope,
        key: key.into(),
        label: key.to_uppercase(),
        rule: PriceRule {
            basis,
            rounding: Rounding::Ends99,
        },
        updated: "2026-11-28 10:00:00".into(),
        by: Some("anna".into()),
    }
}

#[tokio::test]
async fn rules_are_kept_replaced_removed_and_put_in_force() {
    for e in Engine::both().await {
        let q = e.quotes().await;
        let pricing = ShopPricing::default();
        let rules = PriceRules::open(q.connection(), pricing.clone())
            .await
            .unwrap();
        assert!(rules.all().await.unwrap().is_empty());
        assert_eq!(pricing.rules().shop, None);

        let shop = row(RuleScope::Shop, "", Basis::DealerPlus(Rate(6_875)));
        assert_eq!(rules.set(shop.clone()).await.unwrap(), Outcome::Done(()));
        let brand = row(RuleScope::Brand, "ebc", Basis::RrpTimes(Factor(11_700)));
        rules.set(brand.clone()).await.unwrap();
        rules
            .set(row(RuleScope::Category, "7", Basis::DealerPlus(Rate(1))))
            .await
            .unwrap();
        // Set again: replaced, not doubled.
        let brand2 = row(RuleScope::Brand, "ebc", Basis::RrpTimes(Factor(9_999)));
        rules.set(brand2.clone()).await.unwrap();
        let all = rules.all().await.unwrap();
        assert_eq!(all.len(), 3, "{all:?}");
        assert_eq!(all[0], shop, "the shop's first, exact");
        assert_eq!(all[2], brand2);
        let set = pricing.rules();
        assert_eq!(set.shop, Some(shop.rule));
        assert_eq!(set.brands.get("ebc"), Some(&brand2.rule));
        assert_eq!(
            set.categories.get(&7).map(|r| r.basis),
            Some(Basis::DealerPlus(Rate(1)))
        );

        // Another portal on the same records sees them once it reads.
        let other = ShopPricing::default();
        let again = PriceRules::open(e.quotes().await.connection(), other.clone())
            .await
            .unwrap();
        assert_eq!(other.rules().brands.get("ebc"), Some(&brand2.rule));

        assert_eq!(
            rules.remove(RuleScope::Brand, "ebc").await.unwrap(),
            Outcome::Done(())
        );
        assert_eq!(
            rules.remove(RuleScope::Brand, "ebc").await.unwrap(),
            Outcome::Refused(Refused::NoSuchRule)
        );
        assert!(!pricing.rules().brands.contains_key("ebc"));
        again.refresh().await.unwrap();
        assert!(!other.rules().brands.contains_key("ebc"));
        e.finish().await;
    }
}

#[tokio::test]
async fn overrides_are_capped_and_the_shop_rule_never_counts() {
    for e in Engine::both().await {
        let q = e.quotes().await;
        let rules = PriceRules::open(q.connection(), ShopPricing::default())
            .await
            .unwrap();
        let sql: String = (1..MAX_OVERRIDES)
            .map(|n| {
                format!(
                    "INSERT INTO price_rules(scope, key, label, basis, amount, rounding, updated)
                     VALUES ('category', '{n}', 'C{n}', 'dealer', 40000, '95', '2026-11-28 10:00:00');"
                )
            })
            .collect();
        e.execute(&sql).await;
        let last = row(RuleScope::Brand, "last", Basis::DealerPlus(Rate(1)));
        assert_eq!(rules.set(last).await.unwrap(), Outcome::Done(()));
        let over = row(RuleScope::Brand, "over", Basis::DealerPlus(Rate(1)));
        assert_eq!(
            rules.set(over).await.unwrap(),
            Outcome::Refused(Refused::TooMany)
        );
        // Replacing one, or the shop's own rule, is never refused.
        let again = row(RuleScope::Brand, "last", Basis::DealerPlus(Rate(2)));
        assert_eq!(rules.set(again).await.unwrap(), Outcome::Done(()));
        let shop = row(RuleScope::Shop, "", Basis::DealerPlus(Rate(2)));
        assert_eq!(rules.set(shop).await.unwrap(), Outcome::Done(()));
        assert_eq!(
            e.count("SELECT COUNT(*) FROM price_rules").await,
            MAX_OVERRIDES as i64 + 1
        );
        e.finish().await;
    }
}

#[tokio::test]
async fn tiers_are_kept_after_the_other_rules_and_put_in_force_by_name() {
    for e in Engine::both().await {
        let q = e.quotes().await;
        let pricing = ShopPricing::default();
        let rules = PriceRules::open(q.connection(), pricing.clone())
            .await
            .unwrap();
        let club = row(RuleScope::Tier, "club", Basis::RetailLess(Rate(12_500)));
        let trade = row(RuleScope::Tier, "trade", Basis::DealerPlus(Rate(12_000)));
        let brand = row(RuleScope::Brand, "ebc", Basis::RrpTimes(Factor(11_700)));
        for r in [&club, &trade, &brand] {
            assert_eq!(rules.set(r.clone()).await.unwrap(), Outcome::Done(()));
        }
        let all = rules.all().await.unwrap();
        assert_eq!(all, vec![brand, club.clone(), trade], "tiers last, exact");
        let tier = pricing.tier(Some("club")).expect("in force");
        assert_eq!((tier.name.as_str(), tier.rule), ("CLUB", club.rule));
        assert_eq!(pricing.tier(Some("gold")), None);
        // The shop's own tax rate: kept beside them, not one of them.
        let own = dealer_desk::model::pricing::OwnTaxRate {
            rate: Rate(8_100),
            updated: "2026-11-28 10:00:00".into(),
            by: Some("olu".into()),
        };
        rules.set_tax_rate(Some(own.clone())).await.unwrap();
        assert_eq!(rules.tax_rate().await.unwrap(), Some(own));
        assert_eq!(rules.all().await.unwrap().len(), 3);
        assert_eq!(pricing.terms_now().rate, Rate(8_100));
        rules.set_tax_rate(None).await.unwrap();
        assert_eq!(rules.tax_rate().await.unwrap(), None);
        assert_eq!(pricing.terms_now().rate, pricing.terms().rate);
        rules.remove(RuleScope::Tier, "club").await.unwrap();
        assert_eq!(pricing.tier(Some("club")), None, "removed at once");
        e.finish().await;
    }
}
