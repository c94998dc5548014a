//! The shop's discount cap as a rule of the quote, over real HTTP: a
//! discount within the cap when given is brought back within it when the
//! quantity it was taken from is lowered or a line is removed, the page
//! says so and the audit log records it; a manager's approval holds for
//! the share approved, and a manager's own change approves.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::OnceLock;

use axum::extract::FromRef;
use dealer_desk::{
    model::{
        audit::{Action, AuditEntry, CheckedFilter},
        quote::{discount::Discount, money::Minor},
    },
    server::{
        access::{
            users::{hash_password, Users},
            AccessConfig,
        },
        products::PricedQuotes,
        quotes::Owner,
    },
};
use reqwest::StatusCode;

use crate::portal_support::{demo_portal, Portal};

const PASSWORD: &str = "brake-bleed-31";

async fn closed_portal() -> Portal {
    static HASH: OnceLock<String> = OnceLock::new();
    let hash = HASH.get_or_init(|| hash_password(PASSWORD).unwrap());
    let users = Users::parse(&format!(
        "sam:{hash}:staff\nmia:{hash}:manager\nolu:{hash}\n"
    ));
    demo_portal(AccessConfig {
        users: Some(users.unwrap()),
        client_rate: None,
        client_pending: None,
        ..AccessConfig::open()
    })
    .await
    .synced()
    .await
}

/// The session cookie (`name=value`) of account `name`.
async fn signed_in(p: &Portal, name: &str) -> String {
    let form = [("username", name), ("password", PASSWORD), ("next", "/")];
    let r = p
        .http
        .post(p.url("/login"))
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "{name} signs in");
    r.headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().split(';').next().unwrap().to_string())
        .find(|c| c.starts_with("dd_session="))
        .expect("a session cookie")
}

/// A new list of `who` holding `qty` of each of `count` products with a
/// price of the shop's: the list's id and the SKUs.
async fn list_of(p: &Portal, who: &str, qty: &str, count: usize) -> (String, Vec<String>) {
    let r = p.post_as("/quotes/new", who, &[("name", "Cap")]).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let to = r.headers()["location"].to_str().unwrap().to_string();
    let list = to["/quotes/".len()..]
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let ids = p
        .state
        .products
        .rows(&Default::default(), dealer_desk::model::Currency::Gbp)
        .await
        .unwrap()
        .ids;
    let records = p.state.index.records_by_id(ids).await.unwrap();
    let skus: Vec<String> = records
        .into_iter()
        .filter(|x| x.site_price.is_some_and(|r| r > 10.0))
        .filter_map(|x| x.sku)
        .take(count)
        .collect();
    assert_eq!(skus.len(), count, "products with an RRP");
    for sku in &skus {
        let add = [
            ("sku", sku.as_str()),
            ("qty", qty),
            ("quote", list.as_str()),
        ];
        let r = p.post_as("/quotes/add", who, &add).await;
        assert_eq!(r.status(), StatusCode::SEE_OTHER);
    }
    (list, skus)
}

/// A list's money as the portal works it out: each line's value (sku,
/// value, what its discount takes) and the whole quote's discount.
async fn money(p: &Portal, owner: &str, list: &str) -> (Vec<(String, i64, i64)>, i64) {
    let priced = PricedQuotes::from_ref(&p.state);
    let view = priced
        .money_view(&Owner::user(owner), list)
        .await
        .unwrap()
        .unwrap();
    let t = view.shop.unwrap();
    let lines = t
        .lines
        .iter()
        .map(|l| (l.sku.clone(), l.value.0, l.off.0))
        .collect();
    (lines, t.quote_discount.0)
}

/// `m` minor units as a form types them: "163.48".
fn typed(m: i64) -> String {
    format!("{}.{:02}", m / 100, m % 100)
}

async fn post_to(p: &Portal, url: &str, who: &str, form: &[(&str, &str)]) -> String {
    let r = p.post_as(url, who, form).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "{url} {form:?}");
    r.headers()["location"].to_str().unwrap().to_string()
}

async fn entries(p: &Portal, action: Action) -> Vec<AuditEntry> {
    p.state.access.audit().flush().await;
    let f = CheckedFilter {
        action: Some(action),
        ..CheckedFilter::default()
    };
    p.state.access.audit().find(f, 100).await.unwrap()
}

#[tokio::test]
async fn fifteen_percent_off_ten_is_capped_when_the_quantity_goes_to_one() {
    let p = closed_portal().await;
    let sam = signed_in(&p, "sam").await;
    let (list, skus) = list_of(&p, &sam, "10", 1).await;
    let sku = skus[0].as_str();
    let (lines, _) = money(&p, "sam", &list).await;
    let ten = lines[0].1;
    // 15 % of ten, as an amount: within the cap.
    let amount = ten * 15 / 100;
    let given = typed(amount);
    let url = format!("/quotes/{list}/discount");
    let to = post_to(
        &p,
        &url,
        &sam,
        &[("sku", sku), ("discount", given.as_str())],
    )
    .await;
    assert!(to.ends_with("note=discount-set"), "{to}");
    assert_eq!(money(&p, "sam", &list).await.0[0].2, amount);

    // One left: the amount would be all of it; brought back to 15 % of one.
    let line_url = format!("/quotes/{list}/line");
    let to = post_to(&p, &line_url, &sam, &[("sku", sku), ("qty", "1")]).await;
    assert!(to.ends_with("note=discount-capped"), "{to}");
    let (lines, _) = money(&p, "sam", &list).await;
    let (one, off) = (lines[0].1, lines[0].2);
    assert_eq!(one * 10, ten);
    assert!(off * 100 <= one * 15, "{off} off {one}: within 15 %");
    assert_eq!(off, one * 15 / 100, "as much as the cap allows");
    let saved = p.state.quotes.saved(&Owner::user("sam"), &list).await;
    let saved = saved.unwrap().unwrap();
    assert_eq!(saved.lines[0].discount, Some(Discount::Amount(Minor(off))));
    // The page says so, in the page's words.
    let html = p.get_as(&to, &sam).await.text().await.unwrap();
    assert!(html.contains("data-note=\"discount-capped\""), "{html}");
    assert!(html.contains("brought back within it"));
    // And the audit log has it, as sam's.
    let capped = entries(&p, Action::DiscountCapped).await;
    assert_eq!(capped.len(), 1, "{capped:?}");
    assert_eq!(capped[0].who.as_deref(), Some("sam"));
    let record = capped[0].record.as_deref().unwrap();
    assert!(record.contains(&list) && record.contains(sku), "{record}");
    let detail = capped[0].detail.as_deref().unwrap();
    assert!(detail.starts_with(&given), "{detail}");

    // Back to ten: a smaller share, nothing to hold.
    let to = post_to(&p, &line_url, &sam, &[("sku", sku), ("qty", "10")]).await;
    assert!(to.ends_with("note=changed"), "{to}");
    assert_eq!(entries(&p, Action::DiscountCapped).await.len(), 1);

    // A discount above the cap given outright is refused, and recorded.
    let r = p
        .post_as(&url, &sam, &[("sku", sku), ("discount", "40%")])
        .await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let refused = entries(&p, Action::Refused).await;
    assert!(
        refused.iter().any(|e| e.who.as_deref() == Some("sam")
            && e.record.as_deref().is_some_and(|r| r.contains(&list))
            && e.detail.as_deref().is_some_and(|d| d.contains("40%"))),
        "{refused:?}"
    );
}

#[tokio::test]
async fn a_whole_quote_amount_is_capped_when_a_line_is_removed() {
    let p = closed_portal().await;
    let sam = signed_in(&p, "sam").await;
    let (list, skus) = list_of(&p, &sam, "1", 2).await;
    let (lines, _) = money(&p, "sam", &list).await;
    let sum: i64 = lines.iter().map(|l| l.1).sum();
    let amount = sum * 15 / 100;
    let url = format!("/quotes/{list}/discount");
    let given = typed(amount);
    let to = post_to(&p, &url, &sam, &[("discount", given.as_str())]).await;
    assert!(to.ends_with("note=discount-set"), "{to}");
    let line_url = format!("/quotes/{list}/line");
    let remove = [("sku", skus[1].as_str()), ("action", "remove")];
    let to = post_to(&p, &line_url, &sam, &remove).await;
    let (lines, quote_off) = money(&p, "sam", &list).await;
    let left = lines[0].1;
    assert!(quote_off * 100 <= left * 15, "{quote_off} off {left}");
    // It was more than 15 % of what is left unless the two were priced alike.
    if amount * 100 > left * 15 {
        assert!(to.ends_with("note=discount-capped"), "{to}");
        assert_eq!(entries(&p, Action::DiscountCapped).await.len(), 1);
    }
    // The last line removed: nothing to take it from, so it goes.
    let remove = [("sku", skus[0].as_str()), ("action", "remove")];
    let to = post_to(&p, &line_url, &sam, &remove).await;
    assert!(to.ends_with("note=discount-capped"), "{to}");
    let saved = p.state.quotes.saved(&Owner::user("sam"), &list).await;
    assert_eq!(saved.unwrap().unwrap().discount, None);
}

#[tokio::test]
async fn an_approval_holds_for_its_share_and_a_managers_change_approves() {
    let p = closed_portal().await;
    let sam = signed_in(&p, "sam").await;
    let (list, skus) = list_of(&p, &sam, "10", 1).await;
    let sku = skus[0].as_str();
    let ten = money(&p, "sam", &list).await.0[0].1;
    // 30 % of ten, approved at the counter by mia.
    let amount = ten * 30 / 100;
    let given = typed(amount);
    let form = [
        ("sku", sku),
        ("discount", given.as_str()),
        ("approver", "mia"),
        ("approver_password", PASSWORD),
    ];
    let to = post_to(&p, &format!("/quotes/{list}/discount"), &sam, &form).await;
    assert!(to.ends_with("note=discount-set"), "{to}");
    // Twenty: a smaller share, still approved.
    let line_url = format!("/quotes/{list}/line");
    let to = post_to(&p, &line_url, &sam, &[("sku", sku), ("qty", "20")]).await;
    assert!(to.ends_with("note=changed"), "{to}");
    assert_eq!(money(&p, "sam", &list).await.0[0].2, amount);
    // Five: 60 %, more than approved: back to the 30 % approved, not 15 %.
    let to = post_to(&p, &line_url, &sam, &[("sku", sku), ("qty", "5")]).await;
    assert!(to.ends_with("note=discount-capped"), "{to}");
    let (lines, _) = money(&p, "sam", &list).await;
    let (five, off) = (lines[0].1, lines[0].2);
    assert!(
        off * 100 <= five * 30 && off * 100 > five * 15,
        "{off} off {five}"
    );

    // A manager's own list: their change approves the larger share.
    let mia = signed_in(&p, "mia").await;
    let (list, skus) = list_of(&p, &mia, "10", 1).await;
    let sku = skus[0].as_str();
    let ten = money(&p, "mia", &list).await.0[0].1;
    let amount = ten * 15 / 100;
    let given = typed(amount);
    let form = [("sku", sku), ("discount", given.as_str())];
    post_to(&p, &format!("/quotes/{list}/discount"), &mia, &form).await;
    let line_url = format!("/quotes/{list}/line");
    let to = post_to(&p, &line_url, &mia, &[("sku", sku), ("qty", "2")]).await;
    assert!(to.ends_with("note=changed"), "{to}");
    assert_eq!(money(&p, "mia", &list).await.0[0].2, amount, "kept whole");
    let approved = entries(&p, Action::DiscountApproved).await;
    assert!(
        approved.iter().any(|e| e.who.as_deref() == Some("mia")
            && e.record.as_deref().is_some_and(|r| r.contains(&list))),
        "{approved:?}"
    );
    assert_eq!(
        entries(&p, Action::DiscountCapped).await.len(),
        1,
        "sam's only"
    );
}
