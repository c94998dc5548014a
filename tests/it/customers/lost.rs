//! Lost sales: recorded with one click and a reason (bad input refused,
//! nothing recorded), totalled by reason and by SKU for a period, the
//! reorder list, and the period's CSV with formulas defused; a sale's
//! quantity, value at the dealer price and customer, and the reorder
//! list's stock now and what to order.

use dealer_desk::model::quote::money::Minor;

use super::{all_products, cnote, new_customer, open_access, page, post, row, synced};
use crate::portal_support::demo_portal_sized;

#[tokio::test]
async fn lost_sales_are_recorded_and_the_report_totals_them() {
    let p = demo_portal_sized(open_access(), Default::default(), 50).await;
    let back = "/lost-sales";
    let refused: [(&[(&str, &str)], &str); 4] = [
        (&[("code", "  "), ("reason", "price")], "code-empty"),
        (
            &[("code", "AB1"), ("reason", "cheaper-online")],
            "reason-unknown",
        ),
        (&[("code", "AB1"), ("reason", "other")], "other-note"),
        (
            &[("code", &"A".repeat(65)), ("reason", "price")],
            "code-long",
        ),
    ];
    for (form, code) in refused {
        let mut form = form.to_vec();
        form.push(("back", back));
        let html = super::refused(&p, "/lost-sales/new", "", &form).await;
        assert!(html.contains(&format!("data-cnote=\"{code}\"")), "{form:?}");
    }
    let html = page(&p, back, "").await;
    assert!(html.contains("data-lost-total=\"0\""), "nothing recorded");

    let sales = [
        ("PART-A", "out-of-stock", ""),
        ("part-a", "out-of-stock", ""),
        ("PART-A", "out-of-stock", ""),
        ("NOPE123", "not-in-catalogue", ""),
        ("PART-B", "does-not-fit", ""),
        ("PART-A", "price", "too dear"),
        ("=HYPERLINK(1)", "other", "formula"),
        ("Gasket kit, Mk2", "not-in-catalogue", ""),
    ];
    for (code, reason, note) in sales {
        let form = [
            ("code", code),
            ("reason", reason),
            ("note", note),
            ("back", back),
        ];
        let (to, _) = post(&p, "/lost-sales/new", "", &form).await;
        assert_eq!(cnote(&to), "lost-made");
    }
    let html = page(&p, back, "").await;
    assert!(html.contains("data-lost-total=\"8\""));
    assert!(
        html.contains("data-code=\"Gasket kit, Mk2\""),
        "a code is shown as typed, not in capitals"
    );
    assert!(row(&html, "data-reason=\"out-of-stock\"").contains(">3<"));
    assert!(row(&html, "data-reason=\"price\"").contains(">1<"));
    let reorder = row(&html, "data-code=\"PART-A\"");
    assert!(
        reorder.contains(">3<"),
        "the reorder list counts stock: {reorder}"
    );
    let by_code = html.split("aria-label=\"By SKU or code\"").nth(1).unwrap();
    let a = row(by_code, "data-code=\"PART-A\"");
    assert!(
        a.contains(">4<"),
        "codes are totalled whatever their case: {a}"
    );

    let r = p.get("/lost-sales.csv").await;
    assert_eq!(r.headers()["x-export-rows"], "8");
    let csv = r.text().await.unwrap();
    assert_eq!(csv.lines().count(), 9);
    assert!(csv.contains("'=HYPERLINK(1)"), "a formula is defused");
    assert!(csv.contains("Out of stock"));
    assert!(!csv.starts_with('\u{feff}'), "plain for scripts");
    let html_link = html.contains("/lost-sales.csv?from=") && html.contains("&amp;bom=1");
    assert!(html_link, "the page's CSV link asks for a byte-order mark");
    let with_bom = p.get("/lost-sales.csv?bom=1").await.text().await.unwrap();
    assert!(
        with_bom.starts_with("\u{feff}When,Code,Product,Qty,"),
        "{with_bom}"
    );
    let r = p.get("/lost-sales.xlsx?from=2000-01-01").await;
    assert_eq!(
        r.headers()["x-export-rows"],
        "8",
        "a long period starts later but holds today"
    );
    let xlsx = r.bytes().await.unwrap();
    assert!(xlsx.starts_with(b"PK"), "a workbook is a zip");

    let html = page(&p, "/lost-sales?from=2000-01-01&to=2000-01-31", "").await;
    assert!(html.contains("data-lost-total=\"0\""), "another period");
    let html = page(&p, "/lost-sales?from=yesterday", "").await;
    assert!(html.contains("did not read as YYYY-MM-DD"));

    // A search for a code the catalogue does not have offers the form.
    let html = page(&p, "/search?q=NOPE123", "").await;
    assert!(html.contains("data-lost-from-search"));
}

/// A lost-sales download is an export: while the portal's exports are all
/// running, it is turned away at once (429, with when to try again), and
/// it runs again once one ends.
#[tokio::test]
async fn lost_sales_downloads_take_an_export_permit() {
    use dealer_desk::server::exports::permits::MAX_EXPORTS;
    let p = demo_portal_sized(open_access(), Default::default(), 50).await;
    let mut held = Vec::new();
    for i in 0..MAX_EXPORTS {
        let client = format!("ip:10.9.0.{i}");
        held.push(p.state.exports.acquire(Some(&client)).await.ok().unwrap());
    }
    for path in ["/lost-sales.csv", "/lost-sales.xlsx"] {
        let r = p.get(path).await;
        assert_eq!(r.status(), reqwest::StatusCode::TOO_MANY_REQUESTS, "{path}");
        assert!(r.headers().contains_key("retry-after"), "{path}");
    }
    held.pop();
    let r = p.get("/lost-sales.csv").await;
    assert_eq!(r.status(), reqwest::StatusCode::OK);
    assert_eq!(p.state.exports.running(), MAX_EXPORTS - 1, "given back");
}

/// A data attribute's value in `html` (the first).
fn attr(html: &str, name: &str) -> String {
    let at = format!("{name}=\"");
    html.split(&at)
        .nth(1)
        .and_then(|s| s.split('"').next())
        .unwrap_or_else(|| panic!("no {name}"))
        .to_string()
}

#[tokio::test]
async fn a_lost_sale_keeps_its_quantity_value_and_customer() {
    let p = synced(50).await;
    let product = all_products(&p)
        .await
        .into_iter()
        .find(|x| x.sku.is_some() && x.dealer_price_gbp.is_some())
        .expect("the demo prices its parts");
    let sku = product.sku.clone().unwrap();
    let unit = Minor::from_price(product.dealer_price_gbp.unwrap()).unwrap();
    let lena = new_customer(&p, "", "Lena Kraus", "07700 900444").await;
    let back = "/lost-sales";
    for bad in ["0", "10000", "1.5", "three"] {
        let form = [
            ("code", sku.as_str()),
            ("reason", "out-of-stock"),
            ("lost_qty", bad),
            ("back", back),
        ];
        let html = super::refused(&p, "/lost-sales/new", "", &form).await;
        assert!(html.contains("data-cnote=\"lost-qty\""), "{bad}");
    }
    // Refused from a product's page: the page again, the form as typed.
    let form = [
        ("code", sku.as_str()),
        ("reason", "other"),
        ("lost_qty", "7"),
        ("note", ""),
        ("back", &format!("/product/{sku}")),
    ];
    let html = super::refused(&p, "/lost-sales/new", "", &form).await;
    assert!(html.contains("data-cnote=\"other-note\""), "why");
    let at = html
        .find("class=\"lost-sale-form")
        .expect("the lost-sale form");
    let form_html = &html[at..at + html[at..].find("</form>").unwrap()];
    assert!(form_html.contains("value=\"7\""), "{form_html}");
    assert!(
        form_html.contains("value=\"other\" selected"),
        "{form_html}"
    );
    let sales = [
        (sku.as_str(), "out-of-stock", "3", lena.as_str()),
        ("NOPE-XYZ", "not-in-catalogue", "", ""),
        (sku.as_str(), "price", "2", "not-a-customer"),
    ];
    for (code, reason, qty, customer) in sales {
        let form = [
            ("code", code),
            ("reason", reason),
            ("lost_qty", qty),
            ("customer", customer),
            ("back", back),
        ];
        let (to, _) = post(&p, "/lost-sales/new", "", &form).await;
        assert_eq!(cnote(&to), "lost-made", "{form:?}");
    }

    let html = page(&p, back, "").await;
    assert_eq!(attr(&html, "data-lost-total"), "3");
    assert_eq!(attr(&html, "data-lost-units"), "6", "3 + 1 (unsaid) + 2");
    assert_eq!(
        attr(&html, "data-lost-value"),
        unit.times(5).0.to_string(),
        "the priced parts at the dealer price"
    );
    assert_eq!(attr(&html, "data-lost-unpriced"), "1");
    let latest = html.split("class=\"lost-latest\"").nth(1).unwrap();
    assert!(
        latest.contains(&format!("href=\"/customers/{lena}\">Lena Kraus</a>")),
        "the sale names who wanted it: {latest}"
    );
    let reorder = html.split("aria-label=\"Reorder list\"").nth(1).unwrap();
    let line = row(reorder, &format!("data-code=\"{sku}\""));
    let stock: u64 = attr(line, "data-stock").parse().unwrap();
    let suggested: u64 = attr(line, "data-suggested").parse().unwrap();
    assert_eq!(
        suggested,
        3u64.saturating_sub(stock),
        "lost less stock: {line}"
    );

    let csv = p.get("/lost-sales.csv").await.text().await.unwrap();
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("When,Code,Product,Qty,Reason,Note,Customer,By,Dealer value GBP,Dealer value USD,Dealer value EUR")
    );
    let lenas = csv.lines().find(|l| l.contains("Lena Kraus")).unwrap();
    assert!(lenas.contains("+00:00,"), "UTC, said: {lenas}");
    assert!(
        lenas.contains(&format!(
            ",3,Out of stock,,Lena Kraus,,{},",
            unit.times(3).plain()
        )),
        "{lenas}"
    );

    let r = p.get("/lost-sales/reorder.csv?bom=1").await;
    assert_eq!(
        r.headers()["x-export-rows"],
        "1",
        "only what was lost for stock"
    );
    let csv = r.text().await.unwrap();
    assert!(
        csv.starts_with(
            "\u{feff}SKU or code,Product,Times lost,Units lost,Stock now,Suggested order,"
        ),
        "{csv}"
    );
    let line = csv.lines().nth(1).unwrap();
    assert!(line.starts_with(&format!("{sku},")), "{line}");
    assert!(
        line.contains(&format!(
            ",1,3,{stock},{suggested},{},",
            unit.times(3).plain()
        )),
        "{line}"
    );
    let r = p.get("/lost-sales/reorder.xlsx").await;
    assert!(r.bytes().await.unwrap().starts_with(b"PK"), "a workbook");

    // Deleted on request: the sales still count, for no one.
    let (to, _) = post(
        &p,
        &format!("/customers/{lena}/delete"),
        "",
        &[("confirm", "yes")],
    )
    .await;
    assert_eq!(cnote(&to), "deleted");
    let html = page(&p, back, "").await;
    assert_eq!(attr(&html, "data-lost-units"), "6");
    assert!(!html.contains("Lena Kraus"), "no name left");
}
