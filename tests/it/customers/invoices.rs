//! A customer's invoices over real HTTP: a list sold for them is on
//! their page and in the copy of their data; deleting them keeps the
//! invoice, without their name when they gave no VAT number.

use reqwest::StatusCode;

use super::{new_customer, orders::quote_for, page, post, synced};

#[tokio::test]
async fn a_customer_s_invoices_are_theirs_until_deleted_then_kept_without_them() {
    let p = synced(200).await;
    let ida = new_customer(&p, "", "Ida Invoice", "07700 900777").await;
    let (list, cookie, _) = quote_for(&p, &ida).await;
    let sell = format!("/quotes/{list}/sell");
    let html = page(&p, &sell, &cookie).await;
    let at = html.find("name=\"token\" value=\"").expect("the token") + 20;
    let token = html[at..].split('"').next().unwrap().to_string();
    let paid = [("token", token.as_str()), ("anyway", "1"), ("all", "card")];
    let (to, _) = post(&p, &sell, &cookie, &paid).await;
    let invoice = to.split('?').next().unwrap().to_string();
    let html = page(&p, &invoice, &cookie).await;
    assert!(html.contains("Ida Invoice"), "the invoice names them");
    let number = html
        .split("data-invoice=\"")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .unwrap()
        .to_string();

    let theirs = page(&p, &format!("/customers/{ida}"), &cookie).await;
    assert!(theirs.contains(&format!("data-customer-invoice=\"{number}\"")));
    let copy = p
        .post_as(
            &format!("/customers/{ida}/export"),
            &cookie,
            &[("format", "json")],
        )
        .await
        .text()
        .await
        .unwrap();
    let copy: serde_json::Value = serde_json::from_str(&copy).unwrap();
    assert_eq!(copy["invoices"][0]["number"], number.as_str(), "{copy}");

    let (to, _) = post(
        &p,
        &format!("/customers/{ida}/delete"),
        &cookie,
        &[("confirm", "yes")],
    )
    .await;
    assert!(to.contains("cnote="), "{to}");
    let r = p.get_as(&invoice, &cookie).await;
    assert_eq!(r.status(), StatusCode::OK, "the invoice is kept");
    let html = r.text().await.unwrap();
    assert!(html.contains(&number));
    assert!(!html.contains("Ida Invoice"), "without their name");
}
