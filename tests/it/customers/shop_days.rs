//! The days typed into the orders' filters are the shop's days: in a shop
//! in Los Angeles, an order made at 22:47 PST on the 28th (06:47 UTC on
//! the 29th) is one of the 28th's, over real HTTP.

use dealer_desk::model::{
    customer::{customer_fields, SameContact},
    order::{OrderLine, PayMethod},
    quote::Minor,
    Currency,
};
use dealer_desk::server::{
    access::AccessConfig, customers::CustomerArgs, orders::NewOrder, quotes::new_id,
};

use super::page;
use crate::portal_support::demo_portal_for_shop;

#[tokio::test]
async fn an_order_made_late_in_the_evening_is_found_on_the_shops_day() {
    let p = demo_portal_for_shop(
        AccessConfig::open(),
        CustomerArgs {
            shop_time_zone: Some("America/Los_Angeles".into()),
            ..Default::default()
        },
    )
    .await;
    let fields = customer_fields("Ravi Evening", "07700 900124", "", "").unwrap();
    let customer = p
        .state
        .customers
        .create(new_id(), fields, SameContact::Refuse, None)
        .await
        .unwrap()
        .done()
        .unwrap();
    p.state
        .orders
        .create(NewOrder {
            id: "SO-PST247".into(),
            customer_id: customer,
            email_on_arrival: false,
            quote_id: None,
            currency: Currency::Gbp,
            lines: vec![OrderLine {
                sku: "LATE-1".into(),
                name: Some("Part LATE-1".into()),
                unit: Minor(1_000),
                qty: 1,
                ..OrderLine::default()
            }],
            deposit: String::new(),
            method: PayMethod::Card,
            by: None,
            now: "2026-11-29 06:47:00".into(),
        })
        .await
        .unwrap();
    let listed = |day: &str| format!("/orders?from={day}&to={day}");
    let on_28th = page(&p, &listed("2026-11-28"), "").await;
    assert!(on_28th.contains("SO-PST247"), "{on_28th}");
    let on_29th = page(&p, &listed("2026-11-29"), "").await;
    assert!(!on_29th.contains("SO-PST247"), "not the 29th's in the shop");
    // Shown at the shop's time, with its zone.
    let order = page(&p, "/orders/SO-PST247", "").await;
    assert!(order.contains("22:47 PST"), "{order}");
    // A day that is no day is said, and left out.
    let bad = page(&p, "/orders?from=2026-02-30", "").await;
    assert!(bad.contains("SO-PST247"), "the filter left out");
    assert!(
        bad.contains("A day in the filter is not a date (YYYY-MM-DD): it was left out."),
        "{bad}"
    );
}
