//! The counter sale over real HTTP on a synced demo portal: a list is sold
//! from its sale page (the shelf short: refused until "sell anyway"; a
//! payment short of the total: refused as typed), the same form sent
//! twice makes one invoice, the invoice's page, PDF and receipt read
//! back, and the invoices' list and its file find it.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use reqwest::StatusCode;

use crate::portal_support::{demo_portal_open_synced, Portal};

/// The value of `name`'s first `value` attribute after `marker` in `html`.
fn value_after(html: &str, marker: &str) -> String {
    let at = html
        .find(marker)
        .unwrap_or_else(|| panic!("{marker} in the page"));
    let rest = &html[at..];
    let v = rest.find("value=\"").expect("a value") + "value=\"".len();
    rest[v..].split('"').next().unwrap().to_string()
}

/// A new list of the browser's holding one each of two priced parts: the
/// list's address, the browser's cookie and the SKUs.
async fn list_of_two(p: &Portal) -> (String, String, Vec<String>) {
    let skus: Vec<String> = p
        .all_products()
        .await
        .into_iter()
        .filter(|x| x.site_price.is_some_and(|r| r > 10.0))
        .filter_map(|x| x.sku)
        .skip(20)
        .take(2)
        .collect();
    let (to, cookie) = p
        .post_browser(
            "/quotes/add",
            "",
            &[("sku", &skus[0]), ("qty", "1"), ("quote", "new")],
        )
        .await;
    let list = to.split('?').next().unwrap().to_string();
    let id = list.trim_start_matches("/quotes/").to_string();
    let r = p
        .post_as(
            "/quotes/add",
            &cookie,
            &[("sku", &skus[1]), ("qty", "2"), ("quote", &id)],
        )
        .await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    (list, cookie, skus)
}

#[tokio::test]
async fn a_list_is_sold_once_with_its_invoice_receipt_and_place_in_the_list() {
    let p = demo_portal_open_synced(200).await;
    let (list, cookie, skus) = list_of_two(&p).await;
    // One of the first on the shelf; none of the second.
    let r = p
        .post_as(
            &format!("/product/{}/adjust", skus[0]),
            &cookie,
            &[("qty", "3"), ("reason", "found"), ("note", "")],
        )
        .await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let sell = format!("{list}/sell");
    let page = p.get_as(&sell, &cookie).await.text().await.unwrap();
    assert!(page.contains("data-sale-total="), "{page}");
    assert!(
        page.contains(&format!("data-short=\"{}\"", skus[1])),
        "the short part is asked about"
    );
    assert!(
        page.contains(&format!("/order?line={}\"", skus[1])),
        "ordering instead ticks the short part alone"
    );
    let token = value_after(&page, "name=\"token\"");
    assert!(token.len() >= 20);

    // The shelf is short: refused, nothing sold, the form as typed.
    let r = p
        .post_as(&sell, &cookie, &[("token", &token), ("all", "card")])
        .await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let html = r.text().await.unwrap();
    assert!(
        html.contains("data-sale-problem=\"sale-problem-short-shelf\""),
        "{html}"
    );
    // A payment that is not money, or short of the total: refused as typed.
    let bad = [("token", token.as_str()), ("anyway", "1"), ("cash", "ten")];
    let r = p.post_as(&sell, &cookie, &bad).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let html = r.text().await.unwrap();
    assert!(html.contains("data-sale-problem=\"sale-problem-amount\""));
    assert!(html.contains("value=\"ten\""), "what was typed is kept");
    let short = [("token", token.as_str()), ("anyway", "1"), ("card", "0.01")];
    let r = p.post_as(&sell, &cookie, &short).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r
        .text()
        .await
        .unwrap()
        .contains("data-sale-problem=\"sale-problem-short\""));

    // Sold anyway, all in cash, exact: then the same form again.
    let paid = [("token", token.as_str()), ("anyway", "1"), ("all", "cash")];
    let (to, _) = p.post_browser(&sell, &cookie, &paid).await;
    assert!(
        to.starts_with("/sales/") && to.ends_with("?done=sold"),
        "{to}"
    );
    let (again, _) = p.post_browser(&sell, &cookie, &paid).await;
    assert_eq!(again.split('?').next(), to.split('?').next(), "one invoice");
    assert!(again.ends_with("?done=again"));
    let invoice = to.split('?').next().unwrap().to_string();
    let html = p.get_as(&to, &cookie).await.text().await.unwrap();
    let number = value_between(&html, "data-invoice=\"", "\"");
    assert!(
        number.ends_with("-000001") || number.contains('-'),
        "{number}"
    );
    assert!(html.contains("data-paid=\"cash\""));
    assert!(
        html.contains("data-margin="),
        "an open portal's person is an owner"
    );
    // The shelf: the first part less one, the second below zero.
    let first = p.state.stock.line(&skus[0]).await.unwrap();
    let second = p.state.stock.line(&skus[1]).await.unwrap();
    assert_eq!(first.level.on_hand, 2);
    assert_eq!(second.level.on_hand, -2);
    assert!(second.level.wants_count());

    // The PDF and the receipt.
    for file in ["invoice.pdf", "receipt.pdf"] {
        let r = p.get_as(&format!("{invoice}/{file}"), &cookie).await;
        assert_eq!(r.status(), StatusCode::OK, "{file}");
        assert_eq!(r.headers()["content-type"], "application/pdf");
        assert!(r.bytes().await.unwrap().starts_with(b"%PDF"));
    }
    assert_eq!(
        p.get_as("/sales/999999/invoice.pdf", &cookie)
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        p.get_as("/sales/x/receipt.pdf", &cookie).await.status(),
        StatusCode::NOT_FOUND
    );

    // The list and its file find it; a day that is not a date says so.
    let html = p
        .get_as(&format!("/sales?number={number}"), &cookie)
        .await
        .text()
        .await
        .unwrap();
    assert!(
        html.contains(&format!("data-sale-row=\"{number}\"")),
        "{html}"
    );
    let html = p
        .get_as("/sales?method=voucher", &cookie)
        .await
        .text()
        .await
        .unwrap();
    assert!(!html.contains(&format!("data-sale-row=\"{number}\"")));
    let html = p
        .get_as("/sales?from=07-12-2026", &cookie)
        .await
        .text()
        .await
        .unwrap();
    assert!(html.contains("data-sales-problem=\"day\""));
    let csv = p
        .get_as("/sales.csv?method=cash", &cookie)
        .await
        .text()
        .await
        .unwrap();
    assert!(
        csv.starts_with("Number,Date,Customer,Total,Currency,Payments,By,Credit note for invoice"),
        "{csv}"
    );
    assert!(csv.contains(&number));
    let r = p.get_as("/sales.xlsx", &cookie).await;
    assert_eq!(r.status(), StatusCode::OK);
    // One of the second part back, damaged; then more than is left.
    let back = format!("{invoice}/return");
    let page = p.get_as(&back, &cookie).await.text().await.unwrap();
    let token = value_after(&page, "name=\"token\"");
    let r = p
        .post_as(
            &back,
            &cookie,
            &[
                ("token", &token),
                ("qty-1", "1"),
                ("damaged-1", "1"),
                ("reason", ""),
                ("method", "cash"),
            ],
        )
        .await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "no reason");
    let html = r.text().await.unwrap();
    assert!(
        html.contains("data-return-problem=\"return-problem-reason\""),
        "{html}"
    );
    assert!(html.contains("value=\"1\""), "the quantity as typed");
    let form = [
        ("token", token.as_str()),
        ("qty-1", "1"),
        ("damaged-1", "1"),
        ("reason", "faulty"),
        ("method", "cash"),
    ];
    let (to, _) = p.post_browser(&back, &cookie, &form).await;
    assert!(to.ends_with("?done=returned"), "{to}");
    let html = p.get_as(&to, &cookie).await.text().await.unwrap();
    assert!(html.contains("data-credit-note=\"CN"), "{html}");
    let pdf = [
        "/credit-notes/",
        &value_between(&html, "href=\"/credit-notes/", "\""),
    ]
    .concat();
    let r = p.get_as(&pdf, &cookie).await;
    assert_eq!(r.status(), StatusCode::OK, "{pdf}");
    assert!(r.bytes().await.unwrap().starts_with(b"%PDF"));
    // Damaged: the shelf is as it was.
    assert_eq!(
        p.state.stock.line(&skus[1]).await.unwrap().level.on_hand,
        -2
    );
    let page = p.get_as(&back, &cookie).await.text().await.unwrap();
    let token = value_after(&page, "name=\"token\"");
    let more = [
        ("token", token.as_str()),
        ("qty-1", "2"),
        ("reason", "faulty"),
        ("method", "cash"),
    ];
    let r = p.post_as(&back, &cookie, &more).await;
    assert_eq!(r.status(), StatusCode::CONFLICT, "one of two is left");

    // The list's page says it was sold before.
    let page = p.get_as(&sell, &cookie).await.text().await.unwrap();
    assert!(page.contains("data-sold-before"));
}

fn value_between(html: &str, start: &str, end: &str) -> String {
    let at = html
        .find(start)
        .unwrap_or_else(|| panic!("{start} in:\n{html}"))
        + start.len();
    html[at..].split(end).next().unwrap().to_string()
}

#[tokio::test]
async fn a_day_is_cashed_up_once_and_its_z_report_printed() {
    let p = demo_portal_open_synced(200).await;
    let (list, cookie, _) = list_of_two(&p).await;
    let sell = format!("{list}/sell");
    let page = p.get_as(&sell, &cookie).await.text().await.unwrap();
    let token = value_after(&page, "name=\"token\"");
    let paid = [("token", token.as_str()), ("anyway", "1"), ("all", "cash")];
    p.post_browser(&sell, &cookie, &paid).await;
    let html = p.get_as("/sales/day", &cookie).await.text().await.unwrap();
    assert!(html.contains("data-day-method=\"cash\""), "{html}");
    assert!(
        html.contains("data-day-margin="),
        "an open portal's person is an owner"
    );
    let day = value_between(&html, "name=\"day\" value=\"", "\"");
    // Bad amounts: refused as typed; then closed, then a second time: 409.
    let bad = [("day", day.as_str()), ("float", "lots"), ("counted", "10")];
    let r = p.post_as("/sales/day/close", &cookie, &bad).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.text().await.unwrap().contains("value=\"lots\""));
    let good = [("day", day.as_str()), ("float", "100"), ("counted", "100")];
    let (to, _) = p.post_browser("/sales/day/close", &cookie, &good).await;
    assert!(to.ends_with("done=closed"), "{to}");
    let html = p.get_as(&to, &cookie).await.text().await.unwrap();
    assert!(html.contains("data-day-difference="), "{html}");
    let r = p.post_as("/sales/day/close", &cookie, &good).await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    let r = p
        .get_as(&format!("/sales/day/z.pdf?day={day}"), &cookie)
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.bytes().await.unwrap().starts_with(b"%PDF"));
    let r = p.get_as("/sales/day/z.pdf?day=yesterday", &cookie).await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
}

/// Takes one connection on `listener` and reads what it is sent, to the
/// end: the bytes a printer would print.
async fn printed_bytes(listener: tokio::net::TcpListener) -> Vec<u8> {
    use tokio::io::AsyncReadExt;
    let (mut sock, _) = listener.accept().await.unwrap();
    let mut bytes = Vec::new();
    sock.read_to_end(&mut bytes).await.unwrap();
    bytes
}

#[tokio::test]
async fn a_receipt_goes_to_the_counters_printer_as_escpos() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let p = crate::portal_support::demo_portal_printing(port).await;
    let (list, cookie, _) = list_of_two(&p).await;
    let sell = format!("{list}/sell");
    let page = p.get_as(&sell, &cookie).await.text().await.unwrap();
    let token = value_after(&page, "name=\"token\"");
    let paid = [("token", token.as_str()), ("anyway", "1"), ("all", "card")];
    let (to, _) = p.post_browser(&sell, &cookie, &paid).await;
    let invoice = to.split('?').next().unwrap().to_string();
    let html = p.get_as(&invoice, &cookie).await.text().await.unwrap();
    assert!(html.contains("data-print-receipt"), "the button is there");
    let number = value_between(&html, "data-invoice=\"", "\"");

    let taking = tokio::spawn(printed_bytes(listener));
    let (done, _) = p
        .post_browser(&format!("{invoice}/print"), &cookie, &[])
        .await;
    assert!(done.ends_with("?done=printed"), "{done}");
    let bytes = taking.await.unwrap();
    assert!(
        bytes.starts_with(b"\x1b@\x1bt\x13"),
        "start afresh, code page 858"
    );
    assert!(bytes.ends_with(b"\x1dVB\x00"), "cut");
    assert!(
        bytes.windows(number.len()).any(|w| w == number.as_bytes()),
        "the invoice's number"
    );
    assert!(bytes.contains(&0x9c), "the pound sign in code page 858");
    // Each printed line fits the roll's 48 columns.
    let text: Vec<u8> = bytes
        .split(|b| *b == 0x1b)
        .enumerate()
        .flat_map(|(n, part)| {
            if n == 0 {
                part
            } else {
                part.get(2..).unwrap_or(&[])
            }
        })
        .copied()
        .collect();
    for line in text.split(|b| *b == b'\n') {
        assert!(line.len() <= 48, "{:?}", String::from_utf8_lossy(line));
    }

    // The printer gone: said on the invoice, which is still there.
    let (failed, _) = p
        .post_browser(&format!("{invoice}/print"), &cookie, &[])
        .await;
    assert!(failed.ends_with("?done=print-failed"), "{failed}");
    let html = p.get_as(&failed, &cookie).await.text().await.unwrap();
    assert!(html.contains("data-sale-done=\"print-failed\""));
}

#[tokio::test]
async fn a_part_comes_back_without_an_invoice_on_a_credit_note_of_its_own() {
    let p = demo_portal_open_synced(200).await;
    let sku = p
        .all_products()
        .await
        .into_iter()
        .filter_map(|x| x.sku)
        .nth(5)
        .unwrap();
    let (to, cookie) = p
        .post_browser(
            "/quotes/add",
            "",
            &[("sku", &sku), ("qty", "1"), ("quote", "new")],
        )
        .await;
    assert!(to.starts_with("/quotes/"), "a browser's cookie: {to}");
    let page = p
        .get_as("/returns/new", &cookie)
        .await
        .text()
        .await
        .unwrap();
    let token = value_after(&page, "name=\"token\"");
    // A refund that is not money: refused, the rows kept as typed.
    let bad = [
        ("token", token.as_str()),
        ("sku-0", sku.as_str()),
        ("qty-0", "1"),
        ("amount-0", "lots"),
        ("reason", "not-needed"),
        ("method", "voucher"),
    ];
    let r = p.post_as("/returns/new", &cookie, &bad).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let html = r.text().await.unwrap();
    assert!(html.contains("data-return-problem=\"return-problem-amount\""));
    assert!(html.contains("value=\"lots\""), "what was typed is kept");
    assert!(html.contains(&format!("value=\"{sku}\"")));
    // Taken back, an open portal's person approving as its owner.
    let good = [
        ("token", token.as_str()),
        ("sku-0", sku.as_str()),
        ("qty-0", "1"),
        ("amount-0", "12.00"),
        ("reason", "not-needed"),
        ("method", "voucher"),
    ];
    let (to, _) = p.post_browser("/returns/new", &cookie, &good).await;
    assert!(to.starts_with("/sales?number=CN"), "{to}");
    let html = p.get_as(&to, &cookie).await.text().await.unwrap();
    assert!(html.contains("data-credit-note"), "{html}");
    assert!(html.contains("Credit note without an invoice"));
    let pdf = [
        "/credit-notes/",
        &value_between(&html, "href=\"/credit-notes/", "\""),
    ]
    .concat();
    let r = p.get_as(&pdf, &cookie).await;
    assert_eq!(r.status(), StatusCode::OK, "{pdf}");
    assert!(r.bytes().await.unwrap().starts_with(b"%PDF"));
    // The same form again: the same credit note, the part back once.
    let (again, _) = p.post_browser("/returns/new", &cookie, &good).await;
    assert_eq!(again, to);
    assert_eq!(p.state.stock.line(&sku).await.unwrap().level.on_hand, 1);
}
