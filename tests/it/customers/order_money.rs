//! An order's money reads the same on its page and on its receipt: with
//! one line collected and one cancelled, both show what was paid at
//! collection and what went back, and the same sum that makes the
//! balance ("Total … − deposit … − paid at collection … + refunded … =
//! due …"), read back from the PDF by `pdftotext`.

use reqwest::StatusCode;

use super::orders::{data, order_id, quote_for, shop_day};
use super::{new_customer, page, post, synced};

/// The PDF's text as `pdftotext` reads it, its spaces and line breaks
/// made single spaces; `None` where it is not installed.
fn pdf_text(pdf: &[u8]) -> Option<String> {
    let dir = tempfile::tempdir().ok()?;
    let path = dir.path().join("receipt.pdf");
    std::fs::write(&path, pdf).ok()?;
    let out = std::process::Command::new("pdftotext")
        .args(["-enc", "UTF-8"])
        .arg(&path)
        .arg("-")
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    out.status
        .success()
        .then(|| text.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// The text of the element marked `data-{name}`, its tags left out.
fn marked_text(html: &str, name: &str) -> String {
    let marker = format!("data-{name}=\"\"");
    let after = html
        .split(&marker)
        .nth(1)
        .unwrap_or_else(|| panic!("no {marker}"));
    let inner = after.split_once('>').map_or("", |(_, rest)| rest);
    let inner = inner.split("</p>").next().unwrap_or("");
    let mut text = String::new();
    let mut in_tag = false;
    for c in inner.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.replace("&amp;", "&")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[tokio::test]
async fn the_receipt_and_the_page_show_the_same_money_and_sum() {
    let p = synced(300).await;
    let dee = new_customer(&p, "", "Dee Receipt", "07700 900666").await;
    let (list, cookie, skus) = quote_for(&p, &dee).await;
    let form = [
        ("line", skus[0].as_str()),
        ("line", skus[1].as_str()),
        ("deposit", ""),
        ("method", "card"),
    ];
    let (to, _) = post(&p, &format!("/quotes/{list}/order"), &cookie, &form).await;
    let id = order_id(&to);
    let order = format!("/orders/{id}");
    let expected = shop_day(2);
    let line0 = format!("{order}/lines/0");
    let steps: [&[(&str, &str)]; 2] = [
        &[("step", "ordered"), ("expected", expected.as_str())],
        &[("step", "arrived")],
    ];
    for form in steps {
        let (to, _) = post(&p, &line0, &cookie, form).await;
        assert!(to.ends_with("onote=moved"), "{to}");
    }
    let invoice = super::orders::collect_line(&p, &id, 0, &cookie).await;
    let html = page(&p, &invoice, &cookie).await;
    assert!(
        html.contains("data-paid-before=\"card\""),
        "the deposit paid before"
    );
    assert!(html.contains(&format!("data-invoice-order=\"{id}\"")));
    let cancel = [("step", "cancelled"), ("reason", "changed their mind")];
    let (to, _) = post(&p, &format!("{order}/lines/1"), &cookie, &cancel).await;
    assert!(to.ends_with("onote=moved"), "{to}");

    let html = page(&p, &order, &cookie).await;
    let sum = marked_text(&html, "order-sum");
    assert!(sum.starts_with("Total £"), "{sum}");
    for part in [
        "− deposit £",
        "− paid at collection £",
        "+ refunded £",
        "= due £0.00",
    ] {
        assert!(sum.contains(part), "{part:?} in {sum:?}");
    }
    assert_eq!(data(&html, "order-due"), "0");
    assert!(html.contains("Paid at collection"));

    let r = p.get_as(&format!("{order}/receipt.pdf"), &cookie).await;
    assert_eq!(r.status(), StatusCode::OK);
    let pdf = r.bytes().await.unwrap();
    let Some(text) = pdf_text(&pdf) else {
        eprintln!("pdftotext is not installed: the receipt is not read back");
        return;
    };
    assert!(
        text.contains(&sum),
        "the page's sum {sum:?} on the receipt:\n{text}"
    );
    for row in [
        "Total",
        "Deposit paid",
        "Paid at collection",
        "Refunded",
        "Balance due",
    ] {
        assert!(text.contains(row), "{row:?} in:\n{text}");
    }
}
