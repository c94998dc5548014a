//! Who a customer is prices their quotes, over real HTTP. Price tiers: the
//! shop names a tier on its prices page ("Club: retail − 10 %"), a
//! customer is put on it, and a quote for them is priced at it, its totals
//! and PDF copy saying what they save against retail; a tier the shop does
//! not have, or a name that is no name, is refused and changes nothing.
//! Business customers: a VAT number kept and printed, and their copy's
//! prices before VAT, the VAT beside them. And the shop's own tax rate,
//! set by its owner on the prices page, which every price follows.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use dealer_desk::{
    model::{lang::Lang, quote::money::Minor, Currency},
    server::{i18n::Locales, pricing::PriceArgs},
};

use super::shop_prices::{default_price, list_with, marked, pdf_text, shop, shown_price, with_rrp};
use super::{all_products, cnote, new_customer, page, post};

#[tokio::test]
async fn a_customer_on_a_tier_is_quoted_at_it_and_told_the_saving() {
    let p = shop("GB", PriceArgs::default()).await;
    let en = Locales::load().unwrap();
    let en = en.formats(Lang::En).unwrap();
    let gbp = |m: Minor| en.money(m.0, Currency::Gbp);
    let rules = "/settings/prices/rules";
    let tier = |name: &'static str, value: &'static str| {
        [
            ("action", "set"),
            ("scope", "tier"),
            ("key", name),
            ("basis", "retail"),
            ("value", value),
            ("rounding", "exact"),
        ]
    };
    // A name that is no name, and all of retail off, are refused.
    for (name, value) in [("  ", "10"), ("Club", "100")] {
        let r = p.post_as(rules, "", &tier(name, value)).await;
        assert_eq!(
            r.status(),
            reqwest::StatusCode::UNPROCESSABLE_ENTITY,
            "{name} {value}"
        );
    }
    let (to, _) = post(&p, rules, "", &tier(" Club ", "10")).await;
    assert_eq!(to, "/settings/prices?note=saved");
    let html = page(&p, "/settings/prices", "").await;
    assert!(
        html.contains("data-rule=\"tier:club\""),
        "the tier is listed"
    );
    assert!(html.contains("Retail price − 10%"), "in words");

    // The customer is put on it; a tier the shop has not is refused.
    let customer = new_customer(&p, "", "Ace Motorcycle Club", "07700 900123").await;
    let set = format!("/customers/{customer}/tier");
    let (to, _) = post(&p, &set, "", &[("tier", "platinum")]).await;
    assert_eq!(cnote(&to), "tier-unknown", "{to}");
    let (to, _) = post(&p, &set, "", &[("tier", "club")]).await;
    assert_eq!(cnote(&to), "tier-set", "{to}");
    let html = page(&p, &format!("/customers/{customer}"), "").await;
    assert!(html.contains("data-customer-tier=\"club\""));
    assert!(html.contains("Price tier: Club"));

    // A quote for them: each line 10 % off retail, and the saving said.
    let (sku, rrp) = with_rrp(&all_products(&p).await, 20.0);
    let (list, cookie) = list_with(&p, "Club order", &sku, "2").await;
    let (to, _) = post(
        &p,
        &format!("/quotes/{list}/customer"),
        &cookie,
        &[("customer", customer.as_str())],
    )
    .await;
    assert!(to.contains(&list), "{to}");
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    let unit = Minor((rrp.0 * 90 + 50) / 100);
    let retail = rrp.times(2);
    let theirs = unit.times(2);
    assert_eq!(marked(&html, "data-total=\"retail\""), gbp(retail));
    assert_eq!(
        marked(&html, "data-total=\"tier-saving\""),
        format!("−{}", gbp(retail.minus(theirs)))
    );
    assert_eq!(marked(&html, "data-total=\"shop\""), gbp(theirs));
    assert!(html.contains("Saving (Club)"));

    // Their PDF copy says it too.
    let r = p.get_as(&format!("/quotes/{list}/copy.pdf"), &cookie).await;
    let pdf = r.bytes().await.unwrap();
    if let Some(text) = pdf_text(&pdf) {
        assert!(text.contains("Saving (Club)"), "{text}");
        assert!(text.contains(&gbp(theirs)), "{text}");
    }

    // Back to retail: the same list at retail, no saving.
    let (to, _) = post(&p, &set, "", &[("tier", "")]).await;
    assert_eq!(cnote(&to), "tier-set");
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    assert_eq!(marked(&html, "data-total=\"shop\""), gbp(retail));
    assert!(!html.contains("data-total=\"tier-saving\""));
    let html = page(&p, &format!("/customers/{customer}"), "").await;
    assert!(html.contains("Back to retail prices") && html.contains("Pays retail prices."));
    assert!(html.contains("Put on price tier “Club”"));
}

#[tokio::test]
async fn a_business_customers_copy_shows_their_vat_number_and_prices_before_vat() {
    let p = shop("GB", PriceArgs::default()).await;
    let en = Locales::load().unwrap();
    let en = en.formats(Lang::En).unwrap();
    let gbp = |m: Minor| en.money(m.0, Currency::Gbp);
    // A VAT number that is no number is refused, the form kept as typed.
    let bad = [
        ("name", "Ridgeway Motorcycles Ltd"),
        ("phone", "01632 960555"),
        ("vat_number", "GB<b>"),
    ];
    let html = super::refused(&p, "/customers/new", "", &bad).await;
    assert!(html.contains("data-cnote=\"vat-number-bad\""), "{html}");
    assert!(html.contains("value=\"GB&lt;b&gt;\""), "kept as typed");
    let good = [
        ("name", "Ridgeway Motorcycles Ltd"),
        ("phone", "01632 960555"),
        ("vat_number", " gb 123 4567 89"),
    ];
    let (to, _) = post(&p, "/customers/new", "", &good).await;
    assert_eq!(cnote(&to), "created", "{to}");
    let customer = to
        .trim_start_matches("/customers/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let html = page(&p, &format!("/customers/{customer}"), "").await;
    assert!(
        html.contains("<code>GB 123 4567 89</code>"),
        "kept in capitals"
    );

    let (sku, rrp) = with_rrp(&all_products(&p).await, 20.0);
    let (list, cookie) = list_with(&p, "Workshop stock", &sku, "3").await;
    let to_customer = [("customer", customer.as_str())];
    post(
        &p,
        &format!("/quotes/{list}/customer"),
        &cookie,
        &to_customer,
    )
    .await;
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    let at = html
        .find("data-customer-copy=")
        .expect("the customer's copy");
    let copy = &html[at..];
    assert!(copy.contains("VAT number: GB 123 4567 89"), "{copy}");
    // Each line before VAT (UK VAT in a price, rounded down), and the
    // totals net first: net, VAT, then the total.
    let vat_in = |m: Minor| Minor(m.0 * 20 / 120);
    let unit_net = rrp.minus(vat_in(rrp));
    assert_eq!(marked(copy, "data-copy-unit"), gbp(unit_net));
    let total = rrp.times(3);
    assert_eq!(
        marked(copy, "data-copy-line"),
        gbp(total.minus(vat_in(total)))
    );
    assert!(copy.contains("data-net-prices"));
    let (net, tax, shop) = (
        copy.find("data-total=\"net\"").expect("net"),
        copy.find("data-total=\"tax\"").expect("tax"),
        copy.find("data-total=\"shop\"").expect("total"),
    );
    assert!(net < tax && tax < shop, "net, VAT, total");
    assert_eq!(
        marked(copy, "data-total=\"net\""),
        gbp(total.minus(vat_in(total)))
    );
    assert_eq!(marked(copy, "data-total=\"shop\""), gbp(total));

    let r = p.get_as(&format!("/quotes/{list}/copy.pdf"), &cookie).await;
    let pdf = r.bytes().await.unwrap();
    if let Some(text) = pdf_text(&pdf) {
        assert!(text.contains("VAT number: GB 123 4567 89"), "{text}");
        assert!(text.contains(&gbp(unit_net)), "{text}");
        assert!(text.contains("Prices before VAT"), "{text}");
    }
}

#[tokio::test]
async fn the_owner_sets_the_shops_own_tax_rate_and_every_price_follows() {
    let p = shop("DE", PriceArgs::default()).await;
    let en = Locales::load().unwrap();
    let en = en.formats(Lang::En).unwrap();
    let eur = |m: Minor| en.money(m.0, Currency::Eur);
    let part = all_products(&p)
        .await
        .into_iter()
        .find(|x| x.dealer_price_eur.is_some_and(|e| e > 1.0) && x.sku.is_some())
        .expect("a product with a EUR dealer price");
    let sku = part.sku.clone().unwrap();
    let dealer = part.dealer_price_eur.unwrap();
    assert_eq!(
        shown_price(&p, &sku).await,
        eur(default_price(dealer, 19_000))
    );
    let html = page(&p, "/settings/prices", "").await;
    assert!(html.contains("data-tax-rate-from=\"region\""));

    // Refused with the reason, the box as typed, nothing changed.
    for (typed, note) in [
        ("abc", "not-a-number"),
        ("60", "too-large"),
        ("-1", "negative"),
    ] {
        let r = p
            .post_as("/settings/prices/tax", "", &[("value", typed)])
            .await;
        assert_eq!(
            r.status(),
            reqwest::StatusCode::UNPROCESSABLE_ENTITY,
            "{typed}"
        );
        let html = r.text().await.unwrap();
        assert!(
            html.contains(&format!("data-rule-note=\"{note}\"")),
            "{typed}: {note}"
        );
        assert!(html.contains(&format!("value=\"{typed}\"")), "{typed} kept");
    }
    assert_eq!(p.state.price_rules.tax_rate().await.unwrap(), None);

    // A local 7 %: shelf prices and the page follow at once.
    let (to, _) = post(&p, "/settings/prices/tax", "", &[("value", "7")]).await;
    assert_eq!(to, "/settings/prices?note=saved");
    assert_eq!(
        shown_price(&p, &sku).await,
        eur(default_price(dealer, 7_000))
    );
    let html = page(&p, "/settings/prices", "").await;
    assert!(html.contains("data-tax-rate-from=\"shop\""));
    assert!(html.contains("7% — set by the shop"), "{html}");
    // The rules' overrides are not counted with it.
    let own = p.state.price_rules.tax_rate().await.unwrap().expect("kept");
    assert_eq!(own.rate, dealer_desk::model::pricing::Rate(7_000));
    assert!(p.state.price_rules.all().await.unwrap().is_empty());

    // Emptied: the region's rate again.
    let (to, _) = post(&p, "/settings/prices/tax", "", &[("value", "")]).await;
    assert_eq!(to, "/settings/prices?note=removed");
    assert_eq!(
        shown_price(&p, &sku).await,
        eur(default_price(dealer, 19_000))
    );
}

#[tokio::test]
async fn a_cheaper_tier_under_a_discounted_quote_brings_its_discount_back_to_the_cap() {
    use dealer_desk::model::audit::{Action, CheckedFilter};
    let p = shop("GB", PriceArgs::default()).await;
    let club = [
        ("action", "set"),
        ("scope", "tier"),
        ("key", "Club"),
        ("basis", "retail"),
        ("value", "20"),
        ("rounding", "exact"),
    ];
    let (to, _) = post(&p, "/settings/prices/rules", "", &club).await;
    assert_eq!(to, "/settings/prices?note=saved");
    let customer = new_customer(&p, "", "Ace Motorcycle Club", "07700 900124").await;
    let (sku, rrp) = with_rrp(&all_products(&p).await, 20.0);
    let (list, cookie) = list_with(&p, "Club order", &sku, "1").await;
    let link = [("customer", customer.as_str())];
    let (to, _) = post(&p, &format!("/quotes/{list}/customer"), &cookie, &link).await;
    assert!(to.contains(&list), "{to}");
    // 15 % of retail off, as an amount: within the cap.
    let off = rrp.0 * 15 / 100;
    let given = format!("{}.{:02}", off / 100, off % 100);
    let form = [("sku", sku.as_str()), ("discount", given.as_str())];
    let (to, _) = post(&p, &format!("/quotes/{list}/discount"), &cookie, &form).await;
    assert!(to.ends_with("note=discount-set"), "{to}");

    // On the club's tier the line is 20 % cheaper: the amount would be
    // 18.75 % of it, so it comes back to 15 % of the tier's price.
    let (to, _) = post(
        &p,
        &format!("/customers/{customer}/tier"),
        "",
        &[("tier", "club")],
    )
    .await;
    assert_eq!(cnote(&to), "tier-set-capped", "{to}");
    let unit = (rrp.0 * 80 + 50) / 100;
    let now = unit * 15 / 100;
    p.state.access.audit().flush().await;
    let f = CheckedFilter {
        action: Some(Action::DiscountCapped),
        ..CheckedFilter::default()
    };
    let capped = p.state.access.audit().find(f, 10).await.unwrap();
    assert_eq!(capped.len(), 1, "{capped:?}");
    assert!(capped[0].record.as_deref().unwrap().contains(&list));
    let detail = capped[0].detail.as_deref().unwrap();
    let want = format!("{given} brought back to {}.{:02}", now / 100, now % 100);
    assert!(detail.starts_with(&want), "{detail} / {want}");
    // Back to retail: a smaller share, nothing more to hold.
    let (to, _) = post(
        &p,
        &format!("/customers/{customer}/tier"),
        "",
        &[("tier", "")],
    )
    .await;
    assert_eq!(cnote(&to), "tier-set", "{to}");
}
