//! Quote lists, on both engines: every change, copies and shared links, two
//! portals adding to one list at once, money in whole minor units.

use dealer_desk::model::outcome::Outcome;
use dealer_desk::{
    model::quote::{Minor, Note, Snapshot},
    server::quotes::{Owner, Quotes, SavedLine},
};

use super::Engine;

fn snap(name: &str, gbp: i64) -> Snapshot {
    Snapshot {
        name: name.into(),
        rrp: Some(Minor(gbp * 2)),
        gbp: Some(Minor(gbp)),
        usd: None,
        eur: Some(Minor(gbp + 1)),
        sell: None,
    }
}

/// A line to add: `qty` of `sku`, as `snap` shows it.
fn line(sku: &str, qty: i64, snap: Snapshot) -> SavedLine {
    SavedLine {
        sku: sku.into(),
        qty,
        added: snap,
        discount: None,
        approved: None,
        kind: Default::default(),
    }
}

/// The SKUs and quantities of a list, in order.
async fn lines(q: &Quotes, o: &Owner, id: &str) -> Vec<(String, i64)> {
    let (_, l) = q.quantities(o, id).await.unwrap().unwrap();
    l
}

#[tokio::test]
async fn a_list_is_made_changed_copied_shared_and_deleted() {
    for e in Engine::both().await {
        let q = e.quotes().await;
        let anna = Owner::user("anna");
        let id = q
            .create(&anna, "Mr Patel".into())
            .await
            .unwrap()
            .done()
            .unwrap();
        for (sku, qty) in [("CP0151", 2), ("CP0152", 1), ("CP0153", 5)] {
            let done = q.add(&anna, &id, line(sku, qty, snap(sku, 1999))).await;
            assert_eq!(done.unwrap(), Outcome::Done(Note::Added));
        }
        assert_eq!(
            q.add(&anna, &id, line("CP0151", 3, snap("x", 1)))
                .await
                .unwrap(),
            Outcome::Done(Note::Added)
        );
        let stranger = Owner::browser("someone-else");
        assert_eq!(
            q.add(&stranger, &id, line("CP0151", 1, snap("x", 1)))
                .await
                .unwrap(),
            Outcome::Refused(Note::NoSuchList),
            "a list is its owner's"
        );
        let want = |v: &[(&str, i64)]| -> Vec<(String, i64)> {
            v.iter().map(|(s, n)| (s.to_string(), *n)).collect()
        };
        assert_eq!(
            lines(&q, &anna, &id).await,
            want(&[("CP0151", 5), ("CP0152", 1), ("CP0153", 5)])
        );
        assert_eq!(
            q.set_qty(&anna, &id, "CP0152", 7).await.unwrap(),
            Outcome::Done(Note::Changed)
        );
        assert_eq!(
            q.set_qty(&anna, &id, "NOPE", 7).await.unwrap(),
            Outcome::Refused(Note::NoSuchLine)
        );
        assert_eq!(
            q.move_line(&anna, &id, "CP0153", true).await.unwrap(),
            Outcome::Done(Note::Moved)
        );
        assert_eq!(
            q.remove(&anna, &id, "CP0151").await.unwrap(),
            Outcome::Done(Note::Removed)
        );
        assert_eq!(
            lines(&q, &anna, &id).await,
            want(&[("CP0153", 5), ("CP0152", 7)])
        );
        assert_eq!(
            q.rename(&anna, &id, "Mrs Patel".into()).await.unwrap(),
            Outcome::Done(Note::Renamed)
        );
        assert_eq!(q.heads(&anna).await.unwrap()[0].name, "Mrs Patel");
        assert_eq!(q.head(&anna, &id).await.unwrap().unwrap().lines, 2);
        shared_and_copied(&q, &anna, &id).await;
        assert_eq!(
            q.delete(&anna, &id).await.unwrap(),
            Outcome::Done(Note::Deleted)
        );
        assert_eq!(
            q.delete(&anna, &id).await.unwrap(),
            Outcome::Refused(Note::NoSuchList)
        );
        assert!(q.head(&anna, &id).await.unwrap().is_none());
        e.finish().await;
    }
}

/// Sharing by link, a copy from the link by a colleague, and sharing off.
async fn shared_and_copied(q: &Quotes, anna: &Owner, id: &str) {
    assert_eq!(
        q.share(anna, id, true).await.unwrap(),
        Outcome::Done(Note::Shared)
    );
    let token = q.head(anna, id).await.unwrap().unwrap().share.unwrap();
    assert_eq!(token.len(), 32);
    let shared = q.shared(&token).await.unwrap().unwrap();
    assert_eq!((shared.head.id.as_str(), shared.lines.len()), (id, 2));
    let bob = Owner::user("bob");
    let copy = q
        .duplicate(None, &token, &bob)
        .await
        .unwrap()
        .done()
        .unwrap();
    let copied = q.saved(&bob, &copy).await.unwrap().unwrap();
    assert_eq!(copied.head.name, "Copy of Mrs Patel");
    assert_eq!(
        copied.lines,
        q.saved(anna, id).await.unwrap().unwrap().lines
    );
    // The owner's own copy, by id.
    let mine = q
        .duplicate(Some(anna), id, anna)
        .await
        .unwrap()
        .done()
        .unwrap();
    assert_eq!(lines(q, anna, &mine).await.len(), 2);
    assert_eq!(
        q.share(anna, id, false).await.unwrap(),
        Outcome::Done(Note::Unshared)
    );
    assert!(
        q.shared(&token).await.unwrap().is_none(),
        "an old link stops"
    );
}

#[tokio::test]
async fn two_portals_adding_to_one_list_at_once_lose_nothing() {
    for e in Engine::both().await {
        let (a, b) = (e.quotes().await, e.quotes().await);
        let owner = Owner::browser("counter-1");
        let id = a
            .create(&owner, "Busy".into())
            .await
            .unwrap()
            .done()
            .unwrap();
        let mut tasks = Vec::new();
        for (n, q) in [a.clone(), b.clone()]
            .into_iter()
            .cycle()
            .take(40)
            .enumerate()
        {
            let (owner, id) = (owner.clone(), id.clone());
            tasks.push(tokio::spawn(async move {
                // Every task adds to one shared line and makes one of its own.
                let one = q.add(&owner, &id, line("SHARED", 1, snap("s", 100))).await;
                let own = format!("OWN{n:02}");
                let two = q.add(&owner, &id, line(&own, 2, snap("o", 250))).await;
                (one.unwrap(), two.unwrap())
            }));
        }
        for t in tasks {
            assert_eq!(
                t.await.unwrap(),
                (Outcome::Done(Note::Added), Outcome::Done(Note::Added))
            );
        }
        let got = lines(&b, &owner, &id).await;
        assert_eq!(got.len(), 41);
        assert_eq!(got.iter().find(|(s, _)| s == "SHARED").unwrap().1, 40);
        assert!(got
            .iter()
            .filter(|(s, _)| s != "SHARED")
            .all(|(_, q)| *q == 2));
        e.finish().await;
    }
}

#[tokio::test]
async fn money_stays_in_whole_minor_units() {
    for e in Engine::both().await {
        let q = e.quotes().await;
        let o = Owner::user("anna");
        let id = q.create(&o, "Totals".into()).await.unwrap().done().unwrap();
        // Prices a float would not hold exactly, and a large one.
        let prices = [(1, 1), (3, 10), (7, 999_999_999), (2, 2675), (9, 33)];
        for (i, (qty, minor)) in prices.iter().enumerate() {
            let sku = format!("M{i}");
            let done = q.add(&o, &id, line(&sku, *qty, snap(&sku, *minor))).await;
            assert_eq!(done.unwrap(), Outcome::Done(Note::Added));
        }
        let saved = q.saved(&o, &id).await.unwrap().unwrap().lines;
        let total = saved
            .iter()
            .fold(Minor(0), |t, l| t.plus(l.added.gbp.unwrap().times(l.qty)));
        let want: i64 = prices.iter().map(|(q, m)| q * m).sum();
        assert_eq!(total, Minor(want));
        assert_eq!(saved[2].added.gbp, Some(Minor(999_999_999)));
        assert_eq!(saved[2].added.rrp, Some(Minor(1_999_999_998)));
        assert_eq!(saved[2].added.usd, None);
        e.finish().await;
    }
}

#[tokio::test]
async fn shop_prices_discounts_and_re_pricing_are_kept_and_copied() {
    use dealer_desk::model::quote::cap::{CapChange, DiscountOn, Held, Kept};
    use dealer_desk::{
        model::{
            pricing::Rate,
            quote::{discount::Discount, Sell},
            Currency,
        },
        server::quotes::QuoteDiscount,
    };
    for e in Engine::both().await {
        let q = e.quotes().await;
        let anna = Owner::user("anna");
        let id = q
            .create(&anna, "Priced".into())
            .await
            .unwrap()
            .done()
            .unwrap();
        let eur = |amount: i64| Sell {
            currency: Currency::Eur,
            amount: Minor(amount),
        };
        let mut priced = snap("Pads", 1_000);
        priced.sell = Some(eur(2_495));
        q.add(&anna, &id, line("EL0706", 2, priced)).await.unwrap();
        let ten = Discount::Percent(Rate(10_000));
        let done = q
            .set_line_discount(&anna, &id, "EL0706", Some(ten), Some(Rate(10_000)))
            .await
            .unwrap();
        assert_eq!(done, Outcome::Done(Note::DiscountSet));
        let off = QuoteDiscount {
            discount: Discount::Amount(Minor(150)),
            currency: Some(Currency::Eur),
            approved: Some(Rate(3_006)),
        };
        q.set_quote_discount(&anna, &id, Some(off)).await.unwrap();
        let saved = q.saved(&anna, &id).await.unwrap().unwrap();
        assert_eq!(saved.lines[0].added.sell, Some(eur(2_495)));
        assert_eq!(saved.lines[0].discount, Some(ten));
        assert_eq!(saved.lines[0].approved, Some(Rate(10_000)));
        assert_eq!(saved.discount, Some(off));

        // The cap's rule writes a discount only while it is as it saw it.
        let capped = |was: i64, now: i64| CapChange {
            on: DiscountOn::Quote,
            was: Kept {
                discount: Some(Discount::Amount(Minor(was))),
                approved: off.approved,
            },
            now: Kept {
                discount: Some(Discount::Amount(Minor(now))),
                approved: off.approved,
            },
            held: Held::Capped,
        };
        let stale = q.hold(&anna, &id, vec![capped(999, 100)]).await.unwrap();
        assert!(stale.is_empty(), "changed meanwhile: left");
        let bob = Owner::user("bob");
        let other_owner = q.hold(&bob, &id, vec![capped(150, 100)]).await.unwrap();
        assert!(other_owner.is_empty(), "nobody else's");
        let held = q.hold(&anna, &id, vec![capped(150, 100)]).await.unwrap();
        assert_eq!(held.len(), 1);
        let now = q.saved(&anna, &id).await.unwrap().unwrap().discount;
        assert_eq!(now.map(|d| d.discount), Some(Discount::Amount(Minor(100))));
        q.set_quote_discount(&anna, &id, Some(off)).await.unwrap();
        assert!(saved.priced.is_some(), "the day its price was set");

        // Another portal re-prices it: the price and its day move, the
        // discount stays.
        let other = e.quotes().await;
        let done = other
            .reprice(&anna, &id, "EL0706", eur(2_595))
            .await
            .unwrap();
        assert_eq!(done, Outcome::Done(Note::Repriced));
        let again = q.saved(&anna, &id).await.unwrap().unwrap();
        assert_eq!(again.lines[0].added.sell, Some(eur(2_595)));
        assert_eq!(again.lines[0].discount, Some(ten));
        // Nobody else's list, no such line.
        let bob = Owner::user("bob");
        assert_eq!(
            q.set_line_discount(&bob, &id, "EL0706", None, None)
                .await
                .unwrap(),
            Outcome::Refused(Note::NoSuchList)
        );
        assert_eq!(
            q.reprice(&anna, &id, "NOPE", eur(1)).await.unwrap(),
            Outcome::Refused(Note::NoSuchLine)
        );

        // A copy keeps the prices and both discounts; taking them off.
        let copy = q
            .duplicate(Some(&anna), &id, &anna)
            .await
            .unwrap()
            .done()
            .unwrap();
        let copied = q.saved(&anna, &copy).await.unwrap().unwrap();
        assert_eq!(copied.lines[0].added.sell, Some(eur(2_595)));
        assert_eq!(copied.lines[0].discount, Some(ten));
        assert_eq!(copied.discount, Some(off));
        q.set_line_discount(&anna, &id, "EL0706", None, None)
            .await
            .unwrap();
        let done = q.set_quote_discount(&anna, &id, None).await.unwrap();
        assert_eq!(done, Outcome::Done(Note::DiscountOff));
        let cleared = q.saved(&anna, &id).await.unwrap().unwrap();
        assert_eq!((cleared.lines[0].discount, cleared.discount), (None, None));
        e.finish().await;
    }
}

#[tokio::test]
async fn lines_of_the_shops_own_are_kept_copied_and_never_ordered() {
    use dealer_desk::model::quote::{
        other::{Hours, LineKind},
        Sell,
    };
    use dealer_desk::model::Currency;
    for e in Engine::both().await {
        let q = e.quotes().await;
        let anna = Owner::user("anna");
        let id = q
            .create(&anna, "Fitting".into())
            .await
            .unwrap()
            .done()
            .unwrap();
        let own = |key: &str, kind: LineKind, qty: i64| SavedLine {
            sku: key.into(),
            qty,
            added: Snapshot {
                name: "Fit chain and sprockets".into(),
                rrp: None,
                gbp: None,
                usd: None,
                eur: None,
                sell: Some(Sell {
                    currency: Currency::Gbp,
                    amount: Minor(6000),
                }),
            },
            discount: None,
            approved: None,
            kind,
        };
        let labour = LineKind::Labour {
            hours: Some(Hours(125)),
            rate: Some(Minor(4800)),
        };
        let typed = LineKind::Typed {
            code: Some("MIR-L".into()),
        };
        let part = line("CP0151", 2, snap("Chain", 1999));
        for l in [
            part,
            own("~aaaa", labour.clone(), 1),
            own("~bbbb", typed.clone(), 2),
        ] {
            assert_eq!(
                q.add(&anna, &id, l).await.unwrap(),
                Outcome::Done(Note::Added)
            );
        }
        // A part never adds to a line of the shop's own that has its key.
        let clash = line("~aaaa", 1, snap("x", 1));
        assert_eq!(
            q.add(&anna, &id, clash).await.unwrap(),
            Outcome::Refused(Note::UnknownSku)
        );
        let saved = q.saved(&anna, &id).await.unwrap().unwrap().lines;
        let kinds: Vec<_> = saved.iter().map(|l| l.kind.clone()).collect();
        assert_eq!(kinds, [LineKind::Part, labour, typed]);
        assert_eq!(saved[1].added.sell.map(|s| s.amount), Some(Minor(6000)));
        // The supplier's order form: the catalogue part alone.
        assert_eq!(lines(&q, &anna, &id).await, [("CP0151".to_string(), 2)]);
        // A copy keeps every line as it is.
        let copy = q
            .duplicate(Some(&anna), &id, &anna)
            .await
            .unwrap()
            .done()
            .unwrap();
        assert_eq!(q.saved(&anna, &copy).await.unwrap().unwrap().lines, saved);
    }
}
