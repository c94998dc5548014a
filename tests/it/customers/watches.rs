//! Watches: made from a part out of stock for a customer (bad quantities,
//! unknown parts and no customer refused), checked with one bulk stock call
//! per chunk of watched SKUs, found on "Back in stock" once the demo's
//! stock moves on the portal clock, marked done, and ended when too old.

use dealer_desk::model::customer::SameContact;
use std::time::Duration;

use chrono::Utc;
use dealer_desk::{
    model::customer::customer_fields,
    server::{platform::clock::Clock, quotes::new_id},
};

use super::{all_products, cnote, open_access, page, post, row};
use crate::portal_support::demo_portal_clocked;

#[tokio::test]
async fn a_watch_comes_back_when_the_demo_stock_moves_on_the_portal_clock() {
    let clock = Clock::adjustable();
    let p = demo_portal_clocked(open_access(), 300, Duration::from_secs(20), clock.clone())
        .await
        .synced()
        .await;
    let skus: Vec<String> = all_products(&p)
        .await
        .into_iter()
        .filter_map(|x| x.sku)
        .collect();
    let stock = p.state.catalogue.bulk_stock(&skus).await.unwrap();
    let out: Vec<String> = skus
        .iter()
        .zip(&stock)
        .filter(|(_, s)| s.count == Some(0))
        .map(|(sku, _)| sku.clone())
        .take(30)
        .collect();
    assert!(out.len() >= 5, "the demo has parts out of stock");
    let fields = customer_fields("Gus Waiting", "07700 900888", "", "").unwrap();
    let gus = p
        .state
        .customers
        .create(new_id(), fields, SameContact::Refuse, None)
        .await
        .unwrap()
        .done()
        .unwrap();

    let back = "/back-in-stock";
    let refused: [(&[(&str, &str)], &str); 5] = [
        (
            &[("sku", &out[0]), ("wanted", "0"), ("customer", &gus)],
            "watch-qty",
        ),
        (
            &[("sku", &out[0]), ("wanted", "10000"), ("customer", &gus)],
            "watch-qty",
        ),
        (
            &[
                ("sku", "NO-SUCH-PART-9"),
                ("wanted", "1"),
                ("customer", &gus),
            ],
            "watch-unknown-sku",
        ),
        (&[("sku", &out[0]), ("wanted", "1")], "watch-no-customer"),
        (
            &[
                ("sku", &out[0]),
                ("wanted", "1"),
                ("who", "Nobody Like This"),
            ],
            "no-match",
        ),
    ];
    for (form, code) in refused {
        let mut form = form.to_vec();
        form.push(("back", back));
        let (to, _) = post(&p, "/watches/new", "", &form).await;
        assert_eq!(cnote(&to), code, "{form:?}");
    }
    assert_eq!(p.state.customers.back_in_stock(10).await.unwrap().open, 0);
    for sku in &out {
        let form = [
            ("sku", sku.as_str()),
            ("wanted", "1"),
            ("who", "900888"),
            ("back", back),
        ];
        let (to, _) = post(&p, "/watches/new", "", &form).await;
        assert_eq!(cnote(&to), "watch-made");
        assert!(to.starts_with(back), "{to}");
    }

    // From the part's page: back there with the note; the same watch again
    // takes the new quantity rather than making a second.
    let product = format!("/product/{}", out[0]);
    let form = [
        ("sku", out[0].as_str()),
        ("wanted", "1"),
        ("customer", gus.as_str()),
        ("back", product.as_str()),
    ];
    let (to, _) = post(&p, "/watches/new", "", &form).await;
    assert!(to.starts_with(&product), "{to}");
    assert!(page(&p, &to, "")
        .await
        .contains("data-cnote=\"watch-made\""));
    assert_eq!(
        p.state.customers.back_in_stock(10).await.unwrap().open as usize,
        out.len()
    );

    // Stock as it is: nothing back, one bulk call per chunk.
    clock.advance(Duration::from_secs(20));
    let before = p.supplier_calls();
    let r = p
        .state
        .customers
        .check_watches(&p.state.catalogue, Utc::now())
        .await
        .unwrap();
    let chunks = out.len().div_ceil(p.state.catalogue.bulk_chunk());
    assert_eq!((r.skus, r.chunks, r.failed), (out.len(), chunks, 0));
    assert!(
        p.supplier_calls() - before <= chunks as u64,
        "never a call per watch"
    );

    // The demo's stock moves every 20 s on the clock: some come back.
    let mut came = 0;
    for _ in 0..400 {
        clock.advance(Duration::from_secs(20));
        let r = p
            .state
            .customers
            .check_watches(&p.state.catalogue, Utc::now())
            .await
            .unwrap();
        came += r.back;
        if came > 0 {
            break;
        }
    }
    assert!(came > 0, "a watched part came back in stock");
    let listed = p.state.customers.back_in_stock(100).await.unwrap();
    let first = listed.rows.first().unwrap().clone();
    assert!(first.stock.unwrap() >= first.qty);
    let html = page(&p, back, "").await;
    let r = row(&html, &format!("data-watch-sku=\"{}\"", first.sku));
    assert!(
        r.contains("Gus Waiting") && r.contains("07700 900888"),
        "{r}"
    );
    assert!(
        html.contains(&format!("data-back-count=\"{}\"", listed.rows.len())),
        "the header counts them"
    );

    assert!(
        r.contains("href=\"tel:07700900888\""),
        "a number to call: {r}"
    );
    assert!(r.contains("data-watch-told=\"false\""), "{r}");

    // Told: who and when, and the watch stays open until Done.
    let told = format!("/watches/{}/contacted", first.id);
    let (to, _) = post(&p, &told, "", &[("back", back)]).await;
    assert_eq!(cnote(&to), "watch-contacted");
    let html = page(&p, back, "").await;
    let r = row(&html, &format!("data-watch-sku=\"{}\"", first.sku));
    assert!(
        r.contains("data-watch-told=\"true\"") && r.contains("Told "),
        "{r}"
    );
    let (to, _) = post(&p, "/watches/x/contacted", "", &[("back", back)]).await;
    assert_eq!(cnote(&to), "no-watch");
    let history = p.state.customers.view(&gus).await.unwrap().unwrap().history;
    assert!(history
        .iter()
        .any(|h| h.what == format!("Told {} is back", first.sku)));

    // Onto their quote: a list for Gus is made (and opened at the counter)
    // the first time, and used again after.
    let to_quote = format!("/watches/{}/quote", first.id);
    let (to, cookies) = post(&p, &to_quote, "", &[("back", back)]).await;
    assert!(
        to.starts_with("/quotes/") && to.contains("note=added"),
        "{to}"
    );
    let list = to["/quotes/".len()..]
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let cookie = cookies.join("; ");
    assert!(cookie.contains(&list), "opened at the counter: {cookie}");
    let of = p.state.customers.of_quote(&list).await.unwrap().unwrap();
    assert_eq!(of.customer.id, gus, "the list is Gus's");
    let (again, _) = post(&p, &to_quote, &cookie, &[("back", back)]).await;
    assert!(
        again.starts_with(&format!("/quotes/{list}")),
        "the same list: {again}"
    );
    let html = page(&p, &format!("/quotes/{list}"), &cookie).await;
    assert!(html.contains("Quote for Gus Waiting"), "named for him");
    let line = row(&html, &format!("data-sku=\"{}\"", first.sku));
    let twice = 2 * first.qty;
    assert!(
        line.contains(&format!("value=\"{twice}\"")),
        "the quantity wanted, twice: {line}"
    );

    let (to, _) = post(
        &p,
        &format!("/watches/{}/done", first.id),
        "",
        &[("back", back)],
    )
    .await;
    assert_eq!(cnote(&to), "watch-done");
    let (to, _) = post(
        &p,
        &format!("/watches/{}/done", first.id),
        "",
        &[("back", back)],
    )
    .await;
    assert_eq!(cnote(&to), "no-watch");
    let html = page(&p, back, "").await;
    assert!(!html.contains(&format!("data-watch-sku=\"{}\"", first.sku)));

    // Past WATCH_DAYS (90 by default) every open watch ends by itself.
    let open = p.state.customers.back_in_stock(10).await.unwrap().open as usize;
    assert_eq!(open, out.len() - 1);
    let later = Utc::now() + chrono::Duration::days(91);
    let r = p
        .state
        .customers
        .check_watches(&p.state.catalogue, later)
        .await
        .unwrap();
    assert_eq!((r.expired, r.skus), (open, 0));
    assert_eq!(p.state.customers.back_in_stock(10).await.unwrap().open, 0);
}
