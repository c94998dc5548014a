//! The shop's own prices over real HTTP: a shop in Germany sells in euros
//! at the portal's default rule (dealer EUR + 40 %, with 19 % VAT, up to
//! the next .95) on the product page, on search cards and on a quote; a
//! German customer's copy is in euros with the VAT it holds and never a
//! pound; a part without a EUR dealer price says so rather than show
//! another currency; a shop in California adds sales tax at the total.

use dealer_desk::{
    model::{lang::Lang, quote::money::Minor, Currency, Product},
    server::{i18n::Locales, pricing::PriceArgs},
};

use crate::portal_support::{demo_portal_priced, Portal};

use super::{all_products, cnote, page, post};

/// A synced demo portal for a shop with these settings in `country`.
pub(super) async fn shop(country: &str, prices: PriceArgs) -> Portal {
    demo_portal_priced(60, &prices, country)
        .await
        .synced()
        .await
}

/// What the default rule makes of a dealer price: + 40 %, + `vat`
/// thousandths of a percent, up to the next .95 (worked out here the
/// long way, in whole cents).
pub(super) fn default_price(dealer: f64, vat: i64) -> Minor {
    let d = i128::from(Minor::from_price(dealer).unwrap().0);
    let half_up = |n: i128, den: i128| (n + den / 2) / den;
    let net = half_up(d * 140, 100);
    let gross = half_up(net * (100_000 + i128::from(vat)), 100_000);
    let whole = gross / 100 * 100 + 95;
    Minor((if whole >= gross { whole } else { whole + 100 }) as i64)
}

/// A new list named `name` holding `qty` of `sku`, for a new browser: the
/// list's id and the browser's cookie.
pub(super) async fn list_with(p: &Portal, name: &str, sku: &str, qty: &str) -> (String, String) {
    let (to, set) = post(p, "/quotes/new", "", &[("name", name)]).await;
    let list = to
        .trim_start_matches("/quotes/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let cookie = set.join("; ");
    let add = [("sku", sku), ("qty", qty), ("quote", list.as_str())];
    post(p, "/quotes/add", &cookie, &add).await;
    (list, cookie)
}

/// The first product whose RRP is above `at_least` pounds, and that RRP.
pub(super) fn with_rrp(all: &[Product], at_least: f64) -> (String, Minor) {
    let part = all
        .iter()
        .find(|x| x.site_price.is_some_and(|r| r > at_least) && x.sku.is_some())
        .expect("a product with an RRP");
    let rrp = Minor::from_price(part.site_price.unwrap_or_default()).unwrap();
    (part.sku.clone().unwrap_or_default(), rrp)
}

fn with_eur(all: &[Product]) -> Product {
    all.iter()
        .find(|x| x.dealer_price_eur.is_some_and(|e| e > 1.0) && x.sku.is_some())
        .cloned()
        .expect("a product with a EUR dealer price")
}

#[tokio::test]
async fn a_german_shop_sells_in_euros_and_its_copy_prints_no_pound() {
    let p = shop("DE", PriceArgs::default()).await;
    let all = all_products(&p).await;
    let part = with_eur(&all);
    let sku = part.sku.clone().unwrap();
    let want = default_price(part.dealer_price_eur.unwrap(), 19_000);
    let en = Locales::load().unwrap();
    let english = en.formats(Lang::En).unwrap();
    let shown = english.money(want.0, Currency::Eur);

    let html = page(&p, &format!("/product/{sku}"), "").await;
    let row = &html[html.find("data-price=\"shop\"").expect("our price")..];
    assert!(row[..400].contains(&shown), "{shown} in {}", &row[..400]);
    assert!(row[..600].contains("incl. VAT"), "{}", &row[..600]);
    assert!(
        row[..800].contains("data-rule-default"),
        "staff see the default rule"
    );

    // A part without a EUR dealer price: "—" and why, never pounds.
    if let Some(bare) = all
        .iter()
        .find(|x| x.dealer_price_eur.is_none() && x.site_price.is_some())
    {
        let html = page(&p, &format!("/product/{}", bare.sku.clone().unwrap()), "").await;
        let row = &html[html.find("data-price=\"shop\"").unwrap()..];
        assert!(
            row[..400].contains("no dealer price in EUR"),
            "{}",
            &row[..400]
        );
        assert!(!row[..200].contains('£'), "{}", &row[..200]);
    }

    // Search cards carry the shop's price in euros.
    let html = page(&p, &format!("/search?q={sku}"), "").await;
    assert!(
        html.contains("data-shop-price=\"EUR\""),
        "cards show our price"
    );
    assert!(html.contains(&shown), "{shown} on the search page");

    // A German customer's quote: their copy in euros, with the VAT in it.
    let form = [
        ("name", "Jürgen Weiß"),
        ("phone", "0151 2345678"),
        ("lang", "de"),
    ];
    let (to, _) = post(&p, "/customers/new", "", &form).await;
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
    let cookie = set.join("; ");
    let add = [
        ("sku", sku.as_str()),
        ("qty", "2"),
        ("quote", list.as_str()),
    ];
    post(&p, "/quotes/add", &cookie, &add).await;

    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    let at = html
        .find("data-customer-copy=\"de\"")
        .expect("the German copy");
    let (screen, rest) = html.split_at(at);
    let copy = &rest[..rest.find("</section>").unwrap()];
    let german = en.formats(Lang::De).unwrap();
    let total = want.times(2);
    assert!(
        copy.contains(&german.money(total.0, Currency::Eur)),
        "{copy}"
    );
    let vat = Minor((i128::from(total.0) * 19_000 / 119_000) as i64);
    let vat_either = [vat, Minor(vat.0 + 1)].map(|v| german.money(v.0, Currency::Eur));
    assert!(
        vat_either.iter().any(|v| copy.contains(v.as_str())),
        "VAT in {copy}"
    );
    assert!(copy.contains("Enthaltene MwSt. 19\u{a0}%"), "{copy}");
    assert!(!copy.contains('£') && !copy.contains("UVP"), "{copy}");
    // The staff's page: our price per line and in total, in euros.
    assert!(
        screen.contains("data-total=\"shop\""),
        "our total on screen"
    );
    assert!(
        screen.contains(&english.money(total.0, Currency::Eur)),
        "{screen}"
    );

    // The PDF copy: in German, the total as printed, read back.
    let r = p.get_as(&format!("/quotes/{list}/copy.pdf"), &cookie).await;
    assert_eq!(r.status(), reqwest::StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "application/pdf");
    let pdf = r.bytes().await.unwrap();
    assert!(pdf.starts_with(b"%PDF"));
    if let Some(text) = pdf_text(&pdf) {
        let plain = |t: &str| t.replace(['\u{a0}', '\u{202f}'], " ");
        let text = plain(&text);
        for want in [
            german.money(total.0, Currency::Eur),
            "Jürgen Weiß".to_string(),
            "Enthaltene MwSt. 19 %".to_string(),
            "Seite 1 von 1".to_string(),
            sku.clone(),
        ] {
            assert!(text.contains(&plain(&want)), "{want:?} in {text}");
        }
        assert!(!text.contains('£'), "{text}");
    }
    // Nobody else's: another browser gets no copy.
    let r = p.get_as(&format!("/quotes/{list}/copy.pdf"), "").await;
    assert_eq!(r.status(), reqwest::StatusCode::NOT_FOUND);
    // Emailed: this portal has no email set, and says so.
    let (to, _) = post(&p, &format!("/quotes/{list}/email"), &cookie, &[]).await;
    assert!(to.ends_with("note=email-no-settings"), "{to}");
}

/// A PDF's text as `pdftotext` reads it (`None` where it is not
/// installed; the test script installs it).
pub(super) fn pdf_text(pdf: &[u8]) -> Option<String> {
    let dir = tempfile::tempdir().ok()?;
    let path = dir.path().join("copy.pdf");
    std::fs::write(&path, pdf).ok()?;
    let out = std::process::Command::new("pdftotext")
        .args(["-enc", "UTF-8"])
        .arg(&path)
        .arg("-")
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

#[tokio::test]
async fn a_californian_shop_adds_sales_tax_at_the_total() {
    let prices = PriceArgs {
        shop_tax_region: Some("US-CA".into()),
        ..PriceArgs::default()
    };
    let p = shop("US", prices).await;
    let all = all_products(&p).await;
    let part = all
        .iter()
        .find(|x| x.dealer_price_usd.is_some_and(|u| u > 1.0) && x.sku.is_some())
        .expect("a product with a USD dealer price");
    let sku = part.sku.clone().unwrap();
    let (to, set) = post(&p, "/quotes/new", "", &[("name", "Walk-in")]).await;
    let list = to
        .trim_start_matches("/quotes/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let cookie = set.join("; ");
    let add = [
        ("sku", sku.as_str()),
        ("qty", "3"),
        ("quote", list.as_str()),
    ];
    post(&p, "/quotes/add", &cookie, &add).await;
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    let unit = default_price(part.dealer_price_usd.unwrap(), 0);
    let net = unit.times(3);
    let tax = Minor(((i128::from(net.0) * 7_250 + 50_000) / 100_000) as i64);
    let english = Locales::load().unwrap();
    let en = english.formats(Lang::En).unwrap();
    let cell = |key: &str| {
        let at = html
            .find(&format!("data-total=\"{key}\""))
            .unwrap_or_else(|| panic!("{key}"));
        html[at..at + 120].to_string()
    };
    assert!(
        cell("net").contains(&en.money(net.0, Currency::Usd)),
        "{}",
        cell("net")
    );
    assert!(
        cell("tax").contains(&en.money(tax.0, Currency::Usd)),
        "{}",
        cell("tax")
    );
    assert!(
        cell("shop").contains(&en.money(net.plus(tax).0, Currency::Usd)),
        "{}",
        cell("shop")
    );
    assert!(html.contains("Sales tax at 7.25%"), "the rate is said");
}

/// The shop's price on a product's page, as its row shows it.
pub(super) async fn shown_price(p: &Portal, sku: &str) -> String {
    let html = page(p, &format!("/product/{sku}"), "").await;
    let at = html.find("data-shop-price=\"").expect("our price");
    let rest = &html[at..];
    let start = rest.find('>').unwrap() + 1;
    rest[start..start + rest[start..].find('<').unwrap()].to_string()
}

#[tokio::test]
async fn the_prices_page_sets_and_removes_rules_and_refuses_bad_ones() {
    let p = shop("DE", PriceArgs::default()).await;
    let all = all_products(&p).await;
    let part = all
        .iter()
        .find(|x| {
            x.dealer_price_eur.is_some_and(|e| e > 1.0)
                && x.site_price.is_some_and(|r| r > 1.0)
                && x.brand.as_deref().is_some_and(|b| !b.trim().is_empty())
        })
        .cloned()
        .expect("a product with prices and a brand");
    let sku = part.sku.clone().unwrap();
    let brand = part.brand.clone().unwrap();
    let en = Locales::load().unwrap();
    let en = en.formats(Lang::En).unwrap();
    let eur = |m: Minor| en.money(m.0, Currency::Eur);
    let dealer = i128::from(Minor::from_price(part.dealer_price_eur.unwrap()).unwrap().0);

    let html = page(&p, "/settings/prices", "").await;
    assert!(
        html.contains("data-rule-default"),
        "the portal's default applies"
    );
    assert!(html.contains("data-shop-currency=\"\">EUR"), "{html}");

    // Refused: said why, the form filled in as typed, nothing saved.
    let bad = [
        ("action", "set"),
        ("scope", "shop"),
        ("basis", "dealer"),
        ("value", "-5"),
        ("rounding", "95"),
    ];
    let html = super::refused(&p, "/settings/prices/rules", "", &bad).await;
    assert!(html.contains("data-rule-note=\"negative\""), "{html}");
    assert!(html.contains("A markup cannot be below zero"));
    assert!(html.contains("value=\"-5\""), "what was typed is kept");
    for (value, note) in [
        ("1e9", "not-a-number"),
        ("1001", "too-large"),
        ("1.0001", "too-precise"),
    ] {
        let mut form = bad;
        form[3] = ("value", value);
        let html = super::refused(&p, "/settings/prices/rules", "", &form).await;
        assert!(
            html.contains(&format!("data-rule-note=\"{note}\"")),
            "{value}"
        );
    }
    let nobody = [
        ("action", "set"),
        ("scope", "brand"),
        ("key", "No Such Brand Ltd"),
        ("basis", "dealer"),
        ("value", "5"),
        ("rounding", "95"),
    ];
    let html = super::refused(&p, "/settings/prices/rules", "", &nobody).await;
    assert!(html.contains("There is no such brand in the catalogue."));
    assert!(page(&p, "/settings/prices", "")
        .await
        .contains("data-rule-default"));

    // The shop's own default: dealer + 25 %, with VAT, not rounded.
    let good = [
        ("action", "set"),
        ("scope", "shop"),
        ("basis", "dealer"),
        ("value", "25"),
        ("rounding", "exact"),
    ];
    let (to, _) = post(&p, "/settings/prices/rules", "", &good).await;
    assert_eq!(to, "/settings/prices?note=saved");
    let net = (dealer * 125 + 50) / 100;
    let shelf = Minor(((net * 119_000 + 50_000) / 100_000) as i64);
    assert_eq!(shown_price(&p, &sku).await, eur(shelf));

    // The part's brand: RRP × 1.5, up to a whole euro; it comes first.
    let rrp = i128::from(Minor::from_price(part.site_price.unwrap()).unwrap().0);
    let lower = brand.to_lowercase();
    let by_brand = [
        ("action", "set"),
        ("scope", "brand"),
        ("key", lower.as_str()),
        ("basis", "rrp"),
        ("value", "1.5"),
        ("rounding", "whole"),
    ];
    post(&p, "/settings/prices/rules", "", &by_brand).await;
    let times = (rrp * 15_000 + 5_000) / 10_000;
    let whole = Minor(((times + 99) / 100 * 100) as i64);
    assert_eq!(shown_price(&p, &sku).await, eur(whole));
    let html = page(&p, "/settings/prices", "").await;
    assert!(
        html.contains(&format!("data-rule=\"brand:{lower}\"")),
        "listed"
    );

    let remove = [
        ("action", "remove"),
        ("scope", "brand"),
        ("key", brand.as_str()),
    ];
    let (to, _) = post(&p, "/settings/prices/rules", "", &remove).await;
    assert_eq!(to, "/settings/prices?note=removed");
    assert_eq!(shown_price(&p, &sku).await, eur(shelf));
}

/// The text of the first element marked `data-{key}="…"` (its first text).
pub(super) fn marked(html: &str, marker: &str) -> String {
    let at = html.find(marker).unwrap_or_else(|| panic!("{marker}"));
    let rest = &html[at..];
    let start = rest.find('>').unwrap() + 1;
    rest[start..start + rest[start..].find('<').unwrap()].to_string()
}

#[tokio::test]
async fn discounts_on_a_line_and_the_quote_within_the_cap() {
    let p = shop("GB", PriceArgs::default()).await;
    let (sku, rrp) = with_rrp(&all_products(&p).await, 20.0);
    let (list, cookie) = list_with(&p, "Garage", &sku, "2").await;
    let url = format!("/quotes/{list}/discount");
    let en = Locales::load().unwrap();
    let en = en.formats(Lang::En).unwrap();
    let gbp = |m: Minor| en.money(m.0, Currency::Gbp);

    // 10 % off the line: £x × 2 less 10 %, half up.
    let (to, _) = post(
        &p,
        &url,
        &cookie,
        &[("sku", sku.as_str()), ("discount", "10%")],
    )
    .await;
    assert!(to.ends_with("note=discount-set"), "{to}");
    let value = rrp.times(2);
    let off = Minor((value.0 * 10 + 50) / 100);
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    assert!(
        html.contains("data-line-discount"),
        "the line says its discount"
    );
    assert_eq!(
        marked(&html, "data-total=\"line-discounts\""),
        format!("−{}", gbp(off))
    );
    assert_eq!(marked(&html, "data-total=\"shop\""), gbp(value.minus(off)));

    // Refused, the page answers with what was typed and why.
    for (typed, note) in [
        ("20%", "discount-above-cap"),
        ("-5", "discount-negative"),
        ("1e9", "discount-text"),
        ("101%", "discount-too-much"),
    ] {
        let form = [("sku", sku.as_str()), ("discount", typed)];
        let html = super::refused(&p, &url, &cookie, &form).await;
        assert!(
            html.contains(&format!("data-note=\"{note}\"")),
            "{typed}: {note}"
        );
        assert!(html.contains(&format!("value=\"{typed}\"")), "{typed} kept");
    }
    // An amount above the cap's share is refused too; the line kept 10 %.
    let too_much = value.minus(Minor(1)).plain();
    let form = [("sku", sku.as_str()), ("discount", too_much.as_str())];
    super::refused(&p, &url, &cookie, &form).await;
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    assert_eq!(marked(&html, "data-total=\"shop\""), gbp(value.minus(off)));

    // £1.00 off the whole quote, after the line's discount.
    let (to, _) = post(&p, &url, &cookie, &[("discount", "1.00")]).await;
    assert!(to.ends_with("note=discount-set"), "{to}");
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    assert_eq!(
        marked(&html, "data-total=\"quote-discount\""),
        format!("−{}", gbp(Minor(100)))
    );
    let total = value.minus(off).minus(Minor(100));
    assert_eq!(marked(&html, "data-total=\"shop\""), gbp(total));
    // UK VAT in it, rounded down.
    let vat = Minor(total.0 * 20 / 120);
    assert_eq!(marked(&html, "data-total=\"tax\""), gbp(vat));

    // Taken off again: empty.
    post(&p, &url, &cookie, &[("discount", "")]).await;
    post(
        &p,
        &url,
        &cookie,
        &[("sku", sku.as_str()), ("discount", "")],
    )
    .await;
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    assert!(!html.contains("data-total=\"before-discounts\""));
    assert_eq!(marked(&html, "data-total=\"shop\""), gbp(value));
}

#[tokio::test]
async fn an_old_quote_expires_and_re_pricing_moves_it_to_today() {
    let p = shop("GB", PriceArgs::default()).await;
    let (sku, today_price) = with_rrp(&all_products(&p).await, 2.0);
    let (list, cookie) = list_with(&p, "Old", &sku, "1").await;
    let fresh = page(&p, &format!("/quotes/{list}"), &cookie).await;
    assert!(!fresh.contains("data-expired"), "a new quote holds");

    // Added 40 days ago at a price that has changed since.
    let old = (chrono::Utc::now() - chrono::Duration::days(40))
        .format("%Y-%m-%d %H:%M")
        .to_string();
    let file = p.state.index.settings().data_dir.join("quotes.sqlite3");
    rusqlite::Connection::open(file)
        .unwrap()
        .execute(
            "UPDATE quote_lines SET added = ?1, sell_minor = 100 WHERE sku = ?2",
            rusqlite::params![old, sku],
        )
        .unwrap();
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    assert!(html.contains("data-expired"), "the page says it expired");
    assert!(html.contains("the quote has expired"));
    assert!(
        html.contains("data-sell-changed"),
        "the line says its price moved"
    );
    let en = Locales::load().unwrap();
    let en = en.formats(Lang::En).unwrap();
    assert_eq!(
        marked(&html, "data-total=\"shop\""),
        en.money(100, Currency::Gbp)
    );
    let r = p.get_as(&format!("/quotes/{list}/copy.pdf"), &cookie).await;
    let pdf = r.bytes().await.unwrap();
    if let Some(text) = pdf_text(&pdf) {
        assert!(text.contains("This quote expired on"), "{text}");
    }

    let url = format!("/quotes/{list}/reprice");
    let (to, _) = post(&p, &url, &cookie, &[("sku", sku.as_str())]).await;
    assert!(to.ends_with("note=repriced"), "{to}");
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    assert!(
        !html.contains("data-expired"),
        "re-priced today, it holds again"
    );
    assert!(!html.contains("data-sell-changed"));
    assert_eq!(
        marked(&html, "data-total=\"shop\""),
        en.money(today_price.0, Currency::Gbp)
    );
    let (to, _) = post(&p, &url, &cookie, &[("sku", sku.as_str())]).await;
    assert!(to.ends_with("note=reprice-nothing"), "{to}");

    // A line priced in another currency than the shop's is not moved.
    let file = p.state.index.settings().data_dir.join("quotes.sqlite3");
    rusqlite::Connection::open(file)
        .unwrap()
        .execute("UPDATE quote_lines SET sell_currency = 'EUR'", [])
        .unwrap();
    let (to, _) = post(&p, &url, &cookie, &[]).await;
    assert!(to.ends_with("note=reprice-other-currency"), "{to}");
}

#[tokio::test]
async fn a_quotes_lines_export_with_the_shop_prices_and_tax() {
    let p = shop("GB", PriceArgs::default()).await;
    let (sku, rrp) = with_rrp(&all_products(&p).await, 20.0);
    let (list, cookie) = list_with(&p, "=cmd|' /C calc'!A0", &sku, "3").await;
    let url = format!("/quotes/{list}/discount");
    post(
        &p,
        &url,
        &cookie,
        &[("sku", sku.as_str()), ("discount", "10%")],
    )
    .await;
    let r = p
        .get_as(&format!("/quotes/{list}/lines.csv"), &cookie)
        .await;
    assert_eq!(r.status(), reqwest::StatusCode::OK);
    let csv = r.text().await.unwrap();
    let value = rrp.times(3);
    let off = Minor((value.0 * 10 + 50) / 100);
    let total = value.minus(off);
    let line = csv.lines().nth(1).unwrap_or_default();
    assert!(line.starts_with(&format!("{sku},")), "{csv}");
    assert!(
        line.ends_with(&format!(
            ",3,GBP,{},{},10%,{},{},part,,",
            rrp.plain(),
            value.plain(),
            off.plain(),
            total.plain()
        )),
        "{line}"
    );
    let vat = Minor(total.0 * 20 / 120);
    assert!(
        csv.contains(&format!(",Tax,,GBP,,,20%,,{}", vat.plain())),
        "{csv}"
    );
    assert!(
        csv.contains(&format!(",Total (tax included),,GBP,,,,,{}", total.plain())),
        "{csv}"
    );
    let r = p
        .get_as(&format!("/quotes/{list}/lines.xlsx"), &cookie)
        .await;
    assert_eq!(r.status(), reqwest::StatusCode::OK);
    let bytes = r.bytes().await.unwrap();
    use calamine::{open_workbook_from_rs, Data, Reader, Xlsx};
    let mut wb: Xlsx<_> = open_workbook_from_rs(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let sheet = wb.worksheet_range("Quote").unwrap();
    let last = sheet.rows().next_back().unwrap().to_vec();
    assert_eq!(last[1], Data::String("Total (tax included)".into()));
    assert_eq!(last[8], Data::Float(total.0 as f64 / 100.0), "a number");
    // Someone else's list: nothing.
    let r = p.get_as(&format!("/quotes/{list}/lines.csv"), "").await;
    assert_eq!(r.status(), reqwest::StatusCode::NOT_FOUND);
}
