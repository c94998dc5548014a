//! Special orders over real HTTP: a quote for a customer ordered for them
//! with a deposit (refused above the total, the form filled again as
//! typed), each line moved on with plain forms (a day before today, a
//! wrong step or a cancellation without a reason refused, nothing
//! changed), the balance due, the orders' page and its "to order"
//! download, the receipt, the customer's page and copy of their data, a
//! deleted customer's orders kept without them; and the customer emailed
//! when a part arrives (a local SMTP sink).

use std::time::Duration;

use reqwest::StatusCode;

use super::{all_products, new_customer, open_access, page, post, refused, synced};
use crate::portal_support::Portal;

/// A quote for the customer with two priced parts: its id, the cookie
/// that keeps it, and the SKUs.
pub(super) async fn quote_for(p: &Portal, customer: &str) -> (String, String, Vec<String>) {
    let (to, set) = post(p, &format!("/customers/{customer}/quote"), "", &[]).await;
    let list = to
        .trim_start_matches("/quotes/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let cookie = set.join("; ");
    let skus: Vec<String> = all_products(p)
        .await
        .into_iter()
        .filter(|x| x.site_price.is_some_and(|r| r > 5.0))
        .filter_map(|x| x.sku)
        .take(2)
        .collect();
    for (sku, qty) in skus.iter().zip(["2", "1"]) {
        let form = [
            ("sku", sku.as_str()),
            ("qty", qty),
            ("quote", list.as_str()),
        ];
        post(p, "/quotes/add", &cookie, &form).await;
    }
    (list, cookie, skus)
}

/// The value of `data-{name}="…"` in the HTML.
pub(super) fn data(html: &str, name: &str) -> String {
    let marker = format!("data-{name}=\"");
    html.split(&marker)
        .nth(1)
        .and_then(|s| s.split('"').next())
        .unwrap_or_else(|| panic!("no {marker}"))
        .to_string()
}

/// The order's id in a redirect to it.
pub(super) fn order_id(to: &str) -> String {
    let id = to
        .trim_start_matches("/orders/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    assert!(dealer_desk::model::order::view::is_order_id(&id), "{to}");
    id
}

pub(super) fn shop_day(days_on: i64) -> String {
    (chrono::Utc::now().date_naive() + chrono::Duration::days(days_on))
        .format("%Y-%m-%d")
        .to_string()
}

/// Collects line `pos` of order `id` on its collection page, paying what
/// the deposit leaves by card: the invoice's page.
pub(super) async fn collect_line(p: &Portal, id: &str, pos: usize, cookie: &str) -> String {
    let path = format!("/orders/{id}/collect?line={pos}");
    let html = page(p, &path, cookie).await;
    let token = html
        .split("name=\"token\" value=\"")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .expect("the form's token")
        .to_string();
    let form = [
        ("token", token.as_str()),
        ("lines", &pos.to_string()),
        ("all", "card"),
    ];
    let (to, _) = post(p, &format!("/orders/{id}/collect"), cookie, &form).await;
    assert!(
        to.starts_with("/sales/") && to.ends_with("?done=sold"),
        "{to}"
    );
    to
}

/// Makes the order with the default deposit: its id and total.
async fn order_both(p: &Portal, list: &str, cookie: &str, skus: &[String]) -> (String, i64) {
    let form_page = page(p, &format!("/quotes/{list}/order"), cookie).await;
    let total: i64 = data(&form_page, "draft-total").parse().unwrap();
    let path = format!("/quotes/{list}/order");
    let (to, _) = post(
        p,
        &path,
        cookie,
        &[
            ("line", skus[0].as_str()),
            ("line", skus[1].as_str()),
            ("deposit", ""),
            ("method", "cash"),
            ("email", "1"),
        ],
    )
    .await;
    assert!(to.ends_with("onote=made"), "{to}");
    (order_id(&to), total)
}

#[tokio::test]
async fn a_quote_is_ordered_for_its_customer_and_each_line_goes_to_collection() {
    let p = synced(300).await;
    let ravi = new_customer(&p, "", "Ravi Order", "07700 900555").await;
    let (list, cookie, skus) = quote_for(&p, &ravi).await;
    let quote = page(&p, &format!("/quotes/{list}"), &cookie).await;
    assert!(
        quote.contains("data-order-for-customer"),
        "the quote offers it"
    );

    // The form lists the parts; a deposit above the total is refused with
    // the form as typed.
    let path = format!("/quotes/{list}/order");
    let form_page = page(&p, &path, &cookie).await;
    for sku in &skus {
        assert!(form_page.contains(&format!("value=\"{sku}\"")), "{sku}");
    }
    let above = refused(
        &p,
        &path,
        &cookie,
        &[
            ("line", skus[0].as_str()),
            ("deposit", "999999"),
            ("method", "card"),
        ],
    )
    .await;
    assert!(above.contains("data-onote=\"order-problem-deposit-above\""));
    assert!(above.contains("value=\"999999\""), "the deposit as typed");
    let none = refused(&p, &path, &cookie, &[("deposit", ""), ("method", "card")]).await;
    assert!(none.contains("data-onote=\"order-problem-no-lines\""));

    let (id, total) = order_both(&p, &list, &cookie, &skus).await;
    let order = format!("/orders/{id}");
    let html = page(&p, &order, &cookie).await;
    let deposit = (total * 20 + 50) / 100;
    assert_eq!(data(&html, "order-total"), total.to_string());
    assert_eq!(data(&html, "order-due"), (total - deposit).to_string());

    // To order: summed by SKU in the download.
    let csv = page(&p, "/orders/to-order.csv", &cookie).await;
    assert!(csv.contains(&format!("{},", skus[0])), "{csv}");
    let list_page = page(&p, "/orders", &cookie).await;
    assert!(list_page.contains(&format!("data-to-order-sku=\"{}\"", skus[0])));
    assert_eq!(data(&list_page, "to-order-qty"), "2");
    // The stock check says for whom a checked SKU is on order.
    let stock = p
        .post_as("/stock", &cookie, &[("skus", skus[0].as_str())])
        .await;
    assert_eq!(stock.status(), StatusCode::OK);
    let checked = stock.text().await.unwrap();
    assert!(checked.contains(&format!("data-on-order=\"{}\"", skus[0])));
    assert!(checked.contains("Ravi Order"), "for whom");

    // A day before today, and a step out of turn: refused, nothing changed.
    let line0 = format!("{order}/lines/0");
    let early = refused(
        &p,
        &line0,
        &cookie,
        &[
            ("step", "ordered"),
            ("reference", "PO-4471"),
            ("expected", "2000-01-01"),
        ],
    )
    .await;
    assert!(early.contains("data-onote=\"order-problem-expected\""));
    assert!(
        early.contains("value=\"PO-4471\""),
        "the reference as typed"
    );
    let wrong = refused(&p, &line0, &cookie, &[("step", "arrived")]).await;
    assert!(wrong.contains("data-onote=\"order-problem-wrong-step\""));
    // Collecting is a sale: the old step form goes to its page, where
    // nothing waits yet.
    let (to, _) = post(&p, &line0, &cookie, &[("step", "collected")]).await;
    assert_eq!(to, format!("{order}/collect?line=0"));
    let none = page(&p, &to, &cookie).await;
    assert!(none.contains("data-collect-none"));

    let expected = shop_day(5);
    let steps: [&[(&str, &str)]; 2] = [
        &[
            ("step", "ordered"),
            ("reference", "PO-4471"),
            ("expected", &expected),
        ],
        &[("step", "arrived"), ("place", "Shelf B3")],
    ];
    for form in steps {
        let (to, _) = post(&p, &line0, &cookie, form).await;
        assert!(to.ends_with("onote=moved"), "{to}");
    }
    let (to, _) = post(&p, &format!("{line0}/told"), &cookie, &[]).await;
    assert!(to.ends_with("onote=told"), "{to}");
    collect_line(&p, &id, 0, &cookie).await;

    // The second line cancelled: a reason is needed; then its share back.
    let line1 = format!("{order}/lines/1");
    let why = refused(&p, &line1, &cookie, &[("step", "cancelled")]).await;
    assert!(why.contains("data-onote=\"order-problem-reason\""));
    let (to, _) = post(
        &p,
        &line1,
        &cookie,
        &[("step", "cancelled"), ("reason", "found one elsewhere")],
    )
    .await;
    assert!(to.ends_with("onote=moved"), "{to}");
    let html = page(&p, &order, &cookie).await;
    assert!(html.contains("found one elsewhere"));
    assert_eq!(data(&html, "order-due"), "0", "collected: nothing due");
    let kept_total = data(&html, "order-total");
    assert!(
        kept_total.parse::<i64>().unwrap() < total,
        "the cancelled line is out"
    );

    let list_page = page(&p, "/orders", &cookie).await;
    assert!(list_page.contains("data-section-count=\"done\" data-count=\"2\""));

    // The receipt, and the customer's page and copy.
    let pdf = p.get_as(&format!("{order}/receipt.pdf"), &cookie).await;
    assert_eq!(pdf.status(), StatusCode::OK);
    assert!(pdf.bytes().await.unwrap().starts_with(b"%PDF"));
    let theirs = page(&p, &format!("/customers/{ravi}"), &cookie).await;
    assert!(theirs.contains(&format!("data-customer-order=\"{id}\"")));
    let copy = p
        .post_as(
            &format!("/customers/{ravi}/export"),
            &cookie,
            &[("format", "json")],
        )
        .await
        .text()
        .await
        .unwrap();
    let copy: serde_json::Value = serde_json::from_str(&copy).unwrap();
    assert_eq!(copy["orders"][0]["id"], id.as_str());

    // Deleted: the order and its money stay, without them.
    let (to, _) = post(
        &p,
        &format!("/customers/{ravi}/delete"),
        &cookie,
        &[("confirm", "yes")],
    )
    .await;
    assert!(to.contains("cnote="), "{to}");
    let html = page(&p, &order, &cookie).await;
    assert!(!html.contains("Ravi Order"));
    assert_eq!(data(&html, "order-total"), kept_total);
}

#[tokio::test]
async fn a_customer_who_asked_is_emailed_when_their_part_arrives() {
    let (port, mut mail) = super::mail::smtp_sink().await;
    let p = crate::portal_support::demo_portal_mailing(open_access(), port)
        .await
        .synced()
        .await;
    let (to, _) = post(
        &p,
        "/customers/new",
        "",
        &[("name", "Hal Arrived"), ("email", "hal@example.test")],
    )
    .await;
    let hal = to
        .trim_start_matches("/customers/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let (list, cookie, skus) = quote_for(&p, &hal).await;
    let (id, _) = order_both(&p, &list, &cookie, &skus).await;
    let line = format!("/orders/{id}/lines/0");
    let expected = shop_day(3);
    post(
        &p,
        &line,
        &cookie,
        &[("step", "ordered"), ("expected", expected.as_str())],
    )
    .await;
    let (to, _) = post(&p, &line, &cookie, &[("step", "arrived")]).await;
    assert!(to.ends_with("onote=emailed"), "{to}");
    let message = tokio::time::timeout(Duration::from_secs(10), mail.recv())
        .await
        .unwrap()
        .unwrap();
    assert!(message.contains("To: hal@example.test"), "{message}");
    assert!(message.contains(&id), "{message}");
    let html = page(&p, &format!("/orders/{id}"), &cookie).await;
    assert!(html.contains("emailed"), "the line says so");
    // Told once: a second email is refused.
    let (to, _) = post(&p, &format!("{line}/told"), &cookie, &[("email", "1")]).await;
    assert!(to.ends_with("onote=order-problem-wrong-step"), "{to}");
}
