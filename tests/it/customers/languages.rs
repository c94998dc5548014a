//! A customer's language over real HTTP: chosen on their form (a code the
//! portal does not speak is refused with a note, the form filled again),
//! shown on their page, and the language their copy of a quote prints in,
//! words, money and dates, while the page around it stays in the staff's.

use dealer_desk::{
    model::{lang::Lang, quote::money::Minor, Currency},
    server::i18n::Locales,
};

use super::{all_products, cnote, page, post, refused, shown_cnote, synced};
use crate::portal_support::demo_portal_customers;
use dealer_desk::server::customers::CustomerArgs;

#[tokio::test]
async fn a_customer_with_a_language_gets_their_copy_of_a_quote_in_it() {
    let p = synced(50).await;
    let jurgen = [("name", "Jürgen Weiß"), ("phone", "0151 2345678")];
    let mut form = jurgen.to_vec();
    form.push(("lang", "xx"));
    let html = refused(&p, "/customers/new", "", &form).await;
    assert_eq!(shown_cnote(&html), "lang-unknown");
    assert!(
        html.contains("Jürgen Weiß"),
        "the form comes back filled in"
    );

    let mut form = jurgen.to_vec();
    form.push(("lang", "de"));
    let (to, _) = post(&p, "/customers/new", "", &form).await;
    assert_eq!(cnote(&to), "created", "{to}");
    let id = to
        .trim_start_matches("/customers/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let html = page(&p, &format!("/customers/{id}"), "").await;
    assert!(html.contains("data-customer-lang=\"de\""), "{html}");
    assert!(html.contains("Their quotes and emails are written in Deutsch."));
    assert!(html.contains(">Same as the portal</option>"));

    let (to, set) = post(&p, &format!("/customers/{id}/quote"), "", &[]).await;
    assert_eq!(cnote(&to), "quote-set", "{to}");
    let list = to
        .trim_start_matches("/quotes/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let cookie = set.join("; ");
    let priced = all_products(&p)
        .await
        .into_iter()
        .find(|x| x.site_price.is_some_and(|r| r > 1.0) && x.sku.is_some())
        .expect("a product with an RRP");
    let sku = priced.sku.clone().unwrap();
    let form = [
        ("sku", sku.as_str()),
        ("qty", "3"),
        ("quote", list.as_str()),
    ];
    post(&p, "/quotes/add", &cookie, &form).await;

    let locales = Locales::load().unwrap();
    let german = locales.formats(Lang::De).unwrap();
    let each = Minor::from_price(priced.site_price.unwrap()).unwrap();
    let line = german.money(each.times(3).0, Currency::Gbp);
    assert!(line.contains(',') && line.ends_with("\u{a0}£"), "{line}");

    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    let at = html
        .find("data-customer-copy=\"de\"")
        .expect("the customer's copy, in German");
    let (screen, rest) = html.split_at(at);
    let copy = &rest[..rest.find("</section>").unwrap()];
    assert!(copy.contains("Angebot: "), "{copy}");
    // Named in the customer's language, as their copy is written.
    assert!(copy.contains("Angebot für Jürgen Weiß"), "{copy}");
    assert!(!copy.contains("Quote for"), "{copy}");
    assert!(copy.contains("30 Tage gültig"), "{copy}");
    // A British shop: its price is the RRP, with the VAT it holds.
    assert!(copy.contains("Gesamtbetrag"), "{copy}");
    assert!(copy.contains("Enthaltene MwSt. 20\u{a0}%"), "{copy}");
    assert!(!copy.contains("UVP"), "{copy}");
    assert!(copy.contains("Für Jürgen Weiß"));
    assert!(copy.contains(&line), "German money: {line} in {copy}");
    assert!(
        !copy.contains("Total RRP") && !copy.contains("Händler") && !copy.contains("Our price"),
        "{copy}"
    );
    // The page around it stays in the staff's language.
    assert!(screen.contains("has-customer-copy"));
    assert!(screen.contains("Total RRP"));
    assert!(screen.contains("Quote: "));
    assert!(!screen.contains("Summe UVP") && !screen.contains("Angebot: "));

    // The dealer's copy prints the page itself; a page already in the
    // customer's language is their copy as it stands.
    let dealer = page(&p, &format!("/quotes/{list}?copy=dealer"), &cookie).await;
    assert!(!dealer.contains("data-customer-copy"));
    let in_german = page(
        &p,
        &format!("/quotes/{list}"),
        &format!("{cookie}; dd_lang=de"),
    )
    .await;
    assert!(!in_german.contains("data-customer-copy"));
    assert!(in_german.contains("Summe UVP"));

    // Cleared: the copy is the page's again.
    let form = [
        ("name", "Jürgen Weiß"),
        ("phone", "0151 2345678"),
        ("lang", ""),
    ];
    let (to, _) = post(&p, &format!("/customers/{id}/edit"), "", &form).await;
    assert_eq!(cnote(&to), "saved", "{to}");
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    assert!(!html.contains("data-customer-copy"));
    let history = page(&p, &format!("/customers/{id}"), "").await;
    assert!(history.contains("Changed language"), "{history}");
}

#[tokio::test]
async fn a_german_shops_quote_for_a_customer_is_named_in_german() {
    let shop = CustomerArgs {
        shop_language: Some("de".into()),
        ..CustomerArgs::default()
    };
    let p = demo_portal_customers(shop).await.synced().await;
    let form = [("name", "Jürgen Weiß"), ("phone", "0151 2345678")];
    let (to, _) = post(&p, "/customers/new", "", &form).await;
    assert_eq!(cnote(&to), "created", "{to}");
    let id = to
        .trim_start_matches("/customers/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let (to, set) = post(&p, &format!("/customers/{id}/quote"), "", &[]).await;
    assert_eq!(cnote(&to), "quote-set", "{to}");
    let list = to
        .trim_start_matches("/quotes/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let cookie = format!("{}; dd_lang=de", set.join("; "));
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    let title = &html[html.find("<title>").expect("a title")..];
    let title = &title[..title.find("</title>").unwrap()];
    assert!(title.contains("Angebot für Jürgen Weiß"), "{title}");
    assert!(!html.contains("Quote for"), "no English name on the page");
    let pdf = p
        .get_as(&format!("/quotes/{list}/copy.pdf"), &cookie)
        .await
        .bytes()
        .await
        .unwrap();
    if let Some(text) = super::shop_prices::pdf_text(&pdf) {
        assert!(text.contains("Angebot für Jürgen Weiß"), "{text}");
        assert!(!text.contains("Quote for"), "{text}");
    }
}
