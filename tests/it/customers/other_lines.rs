//! Lines of the shop's own over real HTTP: fitting labour (hours at the
//! shop's rate, or a fixed price) and a part typed at the counter, on a
//! British shop's quote beside a catalogue part: priced, taxed and
//! discounted like any line, printed on the page, the PDF copy and the
//! lines' export, left out of the supplier's order form; bad input
//! refused with the reason and the form kept as typed.

use dealer_desk::{
    model::{lang::Lang, quote::money::Minor, Currency},
    server::{i18n::Locales, pricing::PriceArgs},
};

use super::{
    all_products, page, post, refused,
    shop_prices::{list_with, marked, pdf_text, shop, with_rrp},
};

/// The key of the first line of `kind` on a list's page.
fn line_key(html: &str, kind: &str) -> String {
    let at = html
        .find(&format!("data-line-kind=\"{kind}\""))
        .unwrap_or_else(|| panic!("a {kind} line"));
    let start = html[..at].rfind("data-sku=\"").unwrap() + "data-sku=\"".len();
    html[start..start + html[start..].find('"').unwrap()].to_string()
}

#[tokio::test]
async fn labour_and_a_typed_part_are_priced_taxed_and_printed_like_any_line() {
    let p = shop("GB", PriceArgs::default()).await;
    let (sku, rrp) = with_rrp(&all_products(&p).await, 20.0);
    let (list, cookie) = list_with(&p, "Garage", &sku, "1").await;
    let en = Locales::load().unwrap();
    let en = en.formats(Lang::En).unwrap();
    let gbp = |m: Minor| en.money(m.0, Currency::Gbp);
    let quote = format!("/quotes/{list}");

    // The shop's labour rate, which the labour form starts from.
    let (to, _) = post(&p, "/settings/prices/labour", &cookie, &[("value", "48")]).await;
    assert!(to.ends_with("note=saved"), "{to}");
    let prices = page(&p, "/settings/prices", &cookie).await;
    assert!(prices.contains("data-labour-rate=\"set\""), "{prices}");
    let html = page(&p, &quote, &cookie).await;
    assert!(html.contains(
        "name=\"rate\" inputmode=\"decimal\" size=\"8\" maxlength=\"12\" value=\"48.00\""
    ));

    // 1.25 h at £48.00 is £60.00; two mirrors at £12.50.
    let url = format!("{quote}/other");
    let labour = [
        ("kind", "labour"),
        ("description", "Fit chain and sprockets"),
        ("hours", "1.25"),
        ("rate", "48.00"),
        ("price", ""),
    ];
    let (to, _) = post(&p, &url, &cookie, &labour).await;
    assert!(to.ends_with("note=added"), "{to}");
    let mirror = [
        ("kind", "typed"),
        ("description", "Used mirror left"),
        ("code", "MIR-L"),
        ("price", "12.50"),
        ("qty", "2"),
    ];
    let (to, _) = post(&p, &url, &cookie, &mirror).await;
    assert!(to.ends_with("note=added"), "{to}");
    let html = page(&p, &quote, &cookie).await;
    let total = rrp.plus(Minor(6000)).plus(Minor(2500));
    assert_eq!(marked(&html, "data-total=\"shop\""), gbp(total));
    // UK VAT in the total, rounded down.
    assert_eq!(
        marked(&html, "data-total=\"tax\""),
        gbp(Minor(total.0 * 20 / 120))
    );
    assert!(html.contains("1.25 h × £48.00"), "labour's hours and rate");
    assert!(
        html.contains("data-other-line=\"typed\""),
        "a typed part says so"
    );
    assert!(html.contains(">MIR-L<"), "its own code");
    // Neither is a part of the RRP or dealer totals.
    assert_eq!(marked(&html, "data-total=\"rrp\""), gbp(rrp));

    // The supplier's order form has the catalogue part only.
    let r = p.get_as(&format!("{quote}/csv"), &cookie).await;
    assert_eq!(
        r.text().await.unwrap(),
        format!("SKU,Quantity\r\n{sku},1\r\n")
    );

    // The lines' export: every line, with its type, hours and rate.
    let r = p.get_as(&format!("{quote}/lines.csv"), &cookie).await;
    let csv = r.text().await.unwrap();
    assert!(
        csv.contains(",Fit chain and sprockets,1,GBP,60.00,60.00,,0.00,60.00,labour,1.25,48.00"),
        "{csv}"
    );
    assert!(
        csv.contains("MIR-L,Used mirror left,2,GBP,12.50,25.00,,0.00,25.00,typed,,"),
        "{csv}"
    );
    assert!(csv.contains(&format!("{sku},")), "{csv}");

    // The PDF copy prints them as the page does.
    let r = p.get_as(&format!("{quote}/copy.pdf"), &cookie).await;
    assert_eq!(r.status(), reqwest::StatusCode::OK);
    let pdf = r.bytes().await.unwrap();
    if let Some(text) = pdf_text(&pdf) {
        let text = text.replace(['\u{a0}', '\u{202f}'], " ");
        for want in [
            "Fit chain and sprockets",
            "Labour",
            "MIR-L",
            "Used mirror left",
        ] {
            assert!(text.contains(want), "{want} in {text}");
        }
        assert!(text.contains(&gbp(total)), "{text}");
    }

    // A discount on the labour line, as on any line.
    let key = line_key(&html, "labour");
    let form = [("sku", key.as_str()), ("discount", "10%")];
    let (to, _) = post(&p, &format!("{quote}/discount"), &cookie, &form).await;
    assert!(to.ends_with("note=discount-set"), "{to}");
    let html = page(&p, &quote, &cookie).await;
    assert_eq!(
        marked(&html, "data-total=\"shop\""),
        gbp(total.minus(Minor(600)))
    );

    // Removed like any line; the part and the mirrors stay.
    let form = [("sku", key.as_str()), ("action", "remove")];
    let (to, _) = post(&p, &format!("{quote}/line"), &cookie, &form).await;
    assert!(to.ends_with("note=removed"), "{to}");
    let html = page(&p, &quote, &cookie).await;
    assert_eq!(
        marked(&html, "data-total=\"shop\""),
        gbp(rrp.plus(Minor(2500)))
    );

    // A SKU shaped like a line's key is no part.
    let add = [
        ("sku", key.as_str()),
        ("qty", "1"),
        ("quote", list.as_str()),
    ];
    let (to, _) = post(&p, "/quotes/add", &cookie, &add).await;
    assert!(to.contains("note=unknown-sku"), "{to}");
}

#[tokio::test]
async fn a_bad_line_of_the_shops_own_is_refused_as_typed() {
    let p = shop("GB", PriceArgs::default()).await;
    let (sku, _) = with_rrp(&all_products(&p).await, 20.0);
    let (list, cookie) = list_with(&p, "Garage", &sku, "1").await;
    let url = format!("/quotes/{list}/other");
    for (form, note, kept) in [
        (
            vec![("kind", "labour"), ("description", ""), ("price", "35")],
            "other-no-description",
            "value=\"35\"",
        ),
        (
            vec![
                ("kind", "labour"),
                ("description", "Fit tyre"),
                ("hours", "1"),
                ("price", "35"),
            ],
            "other-hours-and-price",
            "value=\"Fit tyre\"",
        ),
        (
            vec![
                ("kind", "labour"),
                ("description", "Fit tyre"),
                ("hours", "1"),
                ("rate", ""),
            ],
            "other-no-rate",
            "value=\"Fit tyre\"",
        ),
        (
            vec![
                ("kind", "labour"),
                ("description", "Fit tyre"),
                ("hours", "-5"),
                ("rate", "40"),
            ],
            "other-hours-range",
            "value=\"-5\"",
        ),
        (
            // 0.33 h at 0.01 rounds to 0.00: no labour line of nothing.
            vec![
                ("kind", "labour"),
                ("description", "Check chain"),
                ("hours", "0.33"),
                ("rate", "0.01"),
            ],
            "other-labour-zero",
            "value=\"0.33\"",
        ),
        (
            vec![
                ("kind", "typed"),
                ("description", "Grips"),
                ("price", "1e9"),
                ("qty", "1"),
            ],
            "other-price-text",
            "value=\"1e9\"",
        ),
        (
            vec![
                ("kind", "typed"),
                ("description", "Grips"),
                ("price", "0"),
                ("qty", "1"),
            ],
            "other-price-range",
            "value=\"Grips\"",
        ),
        (
            vec![
                ("kind", "typed"),
                ("description", "Grips"),
                ("price", "9"),
                ("qty", "0"),
            ],
            "qty-range",
            "value=\"9\"",
        ),
    ] {
        let html = refused(&p, &url, &cookie, &form).await;
        assert!(
            html.contains(&format!("data-note=\"{note}\"")),
            "{form:?}: {note}"
        );
        assert!(html.contains(kept), "{form:?}: {kept} kept");
        let tag = &html[html.find("<details").expect("the forms")..];
        let tag = &tag[..tag.find('>').unwrap()];
        assert!(tag.contains("open"), "the forms open: {tag}");
    }
    // Nothing was added.
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    assert!(!html.contains("data-line-kind=\"labour\""));
    assert!(!html.contains("data-line-kind=\"typed\""));
}
