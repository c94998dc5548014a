//! A shop's own figures on its pages: a German shop's product page shows
//! its margin as its own price before tax against the dealer price in
//! euros (not the supplier's UK RRP against the pound price), and its
//! currency list starts at the euro.

use dealer_desk::model::{lang::Lang, quote::Minor, Currency};
use dealer_desk::server::{i18n::Locales, pricing::PriceArgs};

use super::shop_prices::{default_price, shop};
use super::{all_products, page};

/// The text of the element marked `marker` (its first text node).
fn marked(html: &str, marker: &str) -> String {
    let at = html.find(marker).unwrap_or_else(|| panic!("{marker}"));
    let rest = &html[at..];
    let start = rest.find('>').unwrap() + 1;
    rest[start..start + rest[start..].find('<').unwrap()].to_string()
}

/// The currencies the header's list offers, in its order, and the one
/// chosen.
fn currency_list(html: &str) -> (Vec<String>, String) {
    let at = html.find("id=\"currency\"").expect("the currency list");
    let list = &html[at..at + html[at..].find("</select>").unwrap()];
    let mut codes = Vec::new();
    let mut chosen = String::new();
    for option in list.split("<option").skip(1) {
        let code = option
            .split("value=\"")
            .nth(1)
            .and_then(|v| v.split('"').next())
            .unwrap()
            .to_string();
        let head = &option[..option.find('>').unwrap()];
        if head.contains("selected") {
            chosen = code.clone();
        }
        codes.push(code);
    }
    (codes, chosen)
}

#[tokio::test]
async fn a_german_shops_margin_is_its_own_net_price_over_its_euro_dealer_price() {
    let p = shop("DE", PriceArgs::default()).await;
    let all = all_products(&p).await;
    let part = all
        .iter()
        .find(|x| {
            x.dealer_price_eur.is_some_and(|e| e > 1.0)
                && x.dealer_price_gbp.is_some()
                && x.site_price.is_some()
                && x.sku.is_some()
        })
        .expect("a part with dealer prices in both and an RRP");
    let sku = part.sku.clone().unwrap();
    let dealer = Minor::from_price(part.dealer_price_eur.unwrap()).unwrap();
    let shelf = default_price(part.dealer_price_eur.unwrap(), 19_000);
    // 19 % VAT is 19/119 of the shelf price, to the cent (half up).
    let vat = (i128::from(shelf.0) * 19 * 2 + 119) / (119 * 2);
    let net = shelf.0 - vat as i64;
    let margin = net - dealer.0;
    let en = Locales::load().unwrap();
    let english = en.formats(Lang::En).unwrap();

    let html = page(&p, &format!("/product/{sku}"), "").await;
    assert!(html.contains("Margin (EUR)"), "the shop's currency named");
    assert!(!html.contains("Margin (GBP)"));
    let shown = marked(&html, "data-price=\"margin\"");
    assert!(
        shown.starts_with(&english.money(margin, Currency::Eur)),
        "{shown}: {} before tax less {} dealer",
        english.money(net, Currency::Eur),
        english.money(dealer.0, Currency::Eur)
    );
    let percent = (margin as f64) / (net as f64) * 100.0;
    assert!(shown.contains(&format!("({percent:.1}%)")), "{shown}");
    assert!(!shown.contains('£'), "{shown}");

    // Its currency list starts at the euro, and the euro is chosen until
    // someone chooses another.
    let (codes, chosen) = currency_list(&html);
    assert_eq!(codes, ["EUR", "GBP", "USD"]);
    assert_eq!(chosen, "EUR");
    let html = page(&p, &format!("/product/{sku}"), "dd_currency=USD").await;
    assert_eq!(currency_list(&html), (codes.clone(), "USD".to_string()));
}

#[tokio::test]
async fn a_british_shops_currency_list_starts_at_the_pound() {
    let p = shop("GB", PriceArgs::default()).await;
    let html = page(&p, "/", "").await;
    let (codes, chosen) = currency_list(&html);
    assert_eq!(codes, ["GBP", "USD", "EUR"]);
    assert_eq!(chosen, "GBP");
}
