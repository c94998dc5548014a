//! Customers, on both engines: records found by name and phone, bikes, the
//! lists made for them, the history, watches and lost sales.

use dealer_desk::model::customer::SameContact;
use dealer_desk::model::outcome::Outcome;
use dealer_desk::{
    model::customer::{CustomerBike, CustomerFields, CustomerNote, DealerValue, LostReason},
    model::quote::money::Minor,
    server::{
        customers::{parse_period, Customers, NewLost, NewWatch},
        quotes::{new_id, Owner},
    },
};

use dealer_desk::model::lang::Lang;

use super::Engine;

/// A watch on `sku` for customer `id`, no email.
fn new_watch(id: &str, sku: &str, qty: i64) -> NewWatch {
    NewWatch {
        customer: id.into(),
        sku: sku.into(),
        name: "Chain".into(),
        qty,
        email_customer: false,
    }
}

fn fields(name: &str, phone: &str) -> CustomerFields {
    CustomerFields {
        name: name.into(),
        phone: Some(phone.into()),
        email: None,
        note: Some("Rides all year".into()),
        lang: None,
        vat_number: None,
    }
}

/// Ravi Patel, made by `by`: his id.
async fn ravi(c: &Customers, by: Option<String>) -> String {
    c.create(
        new_id(),
        fields("Ravi Patel", "07700 900123"),
        SameContact::Refuse,
        by,
    )
    .await
    .unwrap()
    .done()
    .unwrap()
}

#[tokio::test]
async fn customers_bikes_and_lists_round_trip() {
    for e in Engine::both().await {
        let quotes = e.quotes().await;
        let c = Customers::open(quotes.connection(), &Default::default())
            .await
            .unwrap();
        let by = Some("anna".to_string());
        let id = ravi(&c, by.clone()).await;
        c.create(
            new_id(),
            fields("Jo 50%_off", "01632 960001"),
            SameContact::Refuse,
            None,
        )
        .await
        .unwrap()
        .done()
        .unwrap();
        assert_eq!(c.find("patel").await.unwrap()[0].id, id);
        assert_eq!(
            c.find("900 123").await.unwrap()[0].id,
            id,
            "by phone digits"
        );
        assert_eq!(
            c.find("50%_").await.unwrap().len(),
            1,
            "LIKE taken literally"
        );
        assert_eq!(c.find("").await.unwrap().len(), 2);
        let mut f = fields("Ravi Patel", "07700 900124");
        f.email = Some("ravi@example.com".into());
        assert_eq!(
            c.update(&id, f, SameContact::Refuse, by.clone())
                .await
                .unwrap(),
            Outcome::Done(CustomerNote::Saved)
        );
        let bike = CustomerBike {
            year_id: 4711,
            label: "Honda CB500F 2019".into(),
        };
        let added = c.add_bike(&id, bike.clone(), by.clone()).await.unwrap();
        assert_eq!(added, Outcome::Done(CustomerNote::BikeAdded));
        assert_eq!(c.bikes(&id).await.unwrap(), vec![bike]);
        let anna = Owner::user("anna");
        let list = quotes.create(&anna, "Chain and sprockets".into()).await;
        let list = list.unwrap().done().unwrap();
        let set = c.set_quote(&list, Some(id.clone()), Some(4711), by.clone());
        assert_eq!(set.await.unwrap(), Outcome::Done(CustomerNote::QuoteSet));
        let wrong = c.set_quote(&list, Some(id.clone()), Some(1), by.clone());
        assert_eq!(
            wrong.await.unwrap(),
            Outcome::Refused(CustomerNote::BikeUnknown)
        );
        let l = c.of_quote(&list).await.unwrap().unwrap();
        assert_eq!((l.customer.id.as_str(), l.bike), (id.as_str(), Some(4711)));
        let v = c.view(&id).await.unwrap().unwrap();
        assert_eq!(v.head.email.as_deref(), Some("ravi@example.com"));
        assert_eq!(v.quotes.len(), 1);
        let history: Vec<&str> = v.history.iter().map(|h| h.what.as_str()).collect();
        assert_eq!(
            history,
            [
                "Quote \u{201c}Chain and sprockets\u{201d} made for them",
                "Added bike Honda CB500F 2019",
                "Changed phone, email",
                "Created"
            ]
        );
        assert_eq!(v.history[0].by.as_deref(), Some("anna"));
        let gone = c.remove_bike(&id, 4711, by.clone()).await.unwrap();
        assert_eq!(gone, Outcome::Done(CustomerNote::BikeRemoved));
        assert_eq!(c.of_quote(&list).await.unwrap().unwrap().bike, None);
        // A deleted list takes its customer's link with it.
        quotes.delete(&anna, &list).await.unwrap().done().unwrap();
        assert!(c.of_quote(&list).await.unwrap().is_none());
        e.finish().await;
    }
}

#[tokio::test]
async fn watches_and_lost_sales_round_trip() {
    for e in Engine::both().await {
        let quotes = e.quotes().await;
        let c = Customers::open(quotes.connection(), &Default::default())
            .await
            .unwrap();
        let id = c
            .create(
                new_id(),
                fields("Sam Lee", "01632 960002"),
                SameContact::Refuse,
                None,
            )
            .await
            .unwrap()
            .done()
            .unwrap();
        let watch = |sku: &str, qty| c.add_watch(new_watch(&id, sku, qty), None);
        assert_eq!(
            watch("CP0151", 2).await.unwrap(),
            Outcome::Done(CustomerNote::WatchMade)
        );
        assert_eq!(
            watch("CP0151", 3).await.unwrap(),
            Outcome::Done(CustomerNote::WatchMade)
        );
        let nobody = c.add_watch(new_watch("nobody", "X", 1), None);
        assert_eq!(
            nobody.await.unwrap(),
            Outcome::Refused(CustomerNote::NoSuchCustomer)
        );
        let v = c.view(&id).await.unwrap().unwrap();
        assert_eq!(v.watches.len(), 1, "one open watch a part");
        assert_eq!(v.watches[0].qty, 3);
        let back = c.back_in_stock(10).await.unwrap();
        assert_eq!((back.rows.len(), back.open, back.last_check), (0, 1, None));
        assert_eq!(c.back_count().await.unwrap(), 0);
        let w = v.watches[0].id;
        assert_eq!(
            c.end_watch(w, None).await.unwrap(),
            Outcome::Done(CustomerNote::WatchDone)
        );
        assert_eq!(
            c.end_watch(w, None).await.unwrap(),
            Outcome::Refused(CustomerNote::NoSuchWatch)
        );
        // Two parts for Sam at £12.50 ($15.99, no euro price), one more,
        // one for a price, and a code the catalogue does not have.
        let unit = DealerValue {
            gbp: Some(Minor(1250)),
            usd: Some(Minor(1599)),
            eur: None,
        };
        for (code, reason, qty, for_sam) in [
            ("cp0151", LostReason::OutOfStock, 2, true),
            ("CP0151", LostReason::OutOfStock, 1, false),
            ("CP0151", LostReason::Price, 4, false),
            ("ZZ9", LostReason::NotInCatalogue, 1, false),
        ] {
            let known = code != "ZZ9";
            let l = NewLost {
                code: code.into(),
                name: known.then(|| "Chain".into()),
                reason,
                note: None,
                customer: for_sam.then(|| id.clone()),
                qty,
                unit: if known { unit } else { DealerValue::default() },
            };
            let made = c.add_lost(l, Some("anna".into())).await;
            assert_eq!(made.unwrap(), Outcome::Done(CustomerNote::LostMade));
        }
        let today = chrono::Utc::now().date_naive();
        let (period, note) = parse_period("", "", today);
        let r = c.lost_report(period.clone(), note).await.unwrap();
        assert_eq!((r.total, r.units, r.unpriced), (4, 8, 1));
        assert_eq!(
            r.value.gbp,
            Some(Minor(7 * 1250)),
            "quantities times prices"
        );
        assert_eq!(r.value.usd, Some(Minor(7 * 1599)));
        assert_eq!(r.value.eur, None, "no price in euros: not valued");
        assert_eq!(r.by_code[0].code, "CP0151");
        assert_eq!(
            (
                r.by_code[0].total,
                r.by_code[0].units,
                &r.by_code[0].by_reason[..2]
            ),
            (3, 7, &[2, 0][..])
        );
        let stock = &r.by_reason[0];
        assert_eq!((stock.count, stock.units), (2, 3));
        assert_eq!(stock.value.gbp, Some(Minor(3 * 1250)));
        assert_eq!(r.reorder.len(), 1);
        let line = &r.reorder[0];
        assert_eq!((line.lost.total, line.lost.units), (2, 3));
        assert_eq!(
            (line.stock, line.suggested),
            (None, None),
            "the stock is the supplier's"
        );
        assert_eq!(r.latest.len(), 4);
        let rows = c.lost_rows(&period).await.unwrap();
        assert_eq!(rows.len(), 4);
        assert_eq!(rows[0].sale.by.as_deref(), Some("anna"));
        let sams = rows.iter().find(|l| l.sale.customer.is_some()).unwrap();
        assert_eq!(sams.sale.customer.as_ref().unwrap().name, "Sam Lee");
        assert_eq!((sams.sale.qty, sams.sale.value.gbp), (2, Some(Minor(2500))));
        assert_eq!(c.reorder_list(&period).await.unwrap(), r.reorder);
        // A customer no longer on the books: the sale counts, for no one.
        let gone = NewLost {
            code: "CP0151".into(),
            name: None,
            reason: LostReason::Price,
            note: None,
            customer: Some("0".repeat(32)),
            qty: 1,
            unit: DealerValue::default(),
        };
        let made = c.add_lost(gone, None).await.unwrap();
        assert_eq!(made, Outcome::Done(CustomerNote::LostMade));
        let rows = c.lost_rows(&period).await.unwrap();
        assert!(rows[0].sale.customer.is_none());
        // One person's hour is full at 200; the one past it is counted,
        // and the report says so.
        let annas = || {
            let l = NewLost {
                code: "CP0151".into(),
                name: None,
                reason: LostReason::Price,
                note: None,
                customer: None,
                qty: 1,
                unit: DealerValue::default(),
            };
            c.add_lost(l, Some("anna".into()))
        };
        for _ in 4..dealer_desk::model::customer::MAX_LOST_PER_PERSON_HOUR {
            let made = annas().await;
            assert_eq!(made.unwrap(), Outcome::Done(CustomerNote::LostMade));
        }
        assert_eq!(
            annas().await.unwrap(),
            Outcome::Refused(CustomerNote::LostPersonHourFull)
        );
        let r = c.lost_report(period.clone(), None).await.unwrap();
        assert_eq!(
            (r.total, r.refused),
            (201, 1),
            "the customer's and anna's 200"
        );
        e.finish().await;
    }
}

/// What keeps the records from growing without end, on both engines: a
/// customer's history keeps their latest 200 changes, newest first.
#[tokio::test]
async fn a_customers_history_keeps_its_latest_changes() {
    for e in Engine::both().await {
        let quotes = e.quotes().await;
        let c = Customers::open(quotes.connection(), &Default::default())
            .await
            .unwrap();
        let id = c
            .create(
                new_id(),
                fields("Ravi Patel", "07700 900123"),
                SameContact::Refuse,
                None,
            )
            .await
            .unwrap()
            .done()
            .unwrap();
        // Created, then 204 edits: 205 changes in all.
        for i in 0..204 {
            let f = fields(&format!("Ravi Patel {i}"), "07700 900123");
            let saved = c.update(&id, f, SameContact::Refuse, None).await.unwrap();
            assert_eq!(saved, Outcome::Done(CustomerNote::Saved));
        }
        let kept = e.count("SELECT COUNT(*) FROM customer_changes").await;
        assert_eq!(kept, 200);
        let v = c.view(&id).await.unwrap().unwrap();
        assert_eq!(v.history.len(), 50);
        assert!(v.history.iter().all(|h| h.what == "Changed name"));
        assert_eq!(v.head.name, "Ravi Patel 203");
        e.finish().await;
    }
}

#[tokio::test]
async fn a_customers_data_is_copied_for_them_and_erased_on_request() {
    for e in Engine::both().await {
        let quotes = e.quotes().await;
        let c = Customers::open(quotes.connection(), &Default::default())
            .await
            .unwrap();
        let by = Some("anna".to_string());
        let id = ravi(&c, by.clone()).await;
        let bike = CustomerBike {
            year_id: 4711,
            label: "Honda CB500F 2019".into(),
        };
        c.add_bike(&id, bike, by.clone()).await.unwrap();
        let anna = Owner::user("anna");
        let list = quotes.create(&anna, "For Ravi".into()).await;
        let list = list.unwrap().done().unwrap();
        c.set_quote(&list, Some(id.clone()), None, by.clone())
            .await
            .unwrap();
        let watch = c.add_watch(new_watch(&id, "CP0151", 2), None);
        assert_eq!(watch.await.unwrap(), Outcome::Done(CustomerNote::WatchMade));

        let copy = c
            .their_data(&id, "JSON", by.clone())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(copy.customer.name, "Ravi Patel");
        assert_eq!(copy.customer.phone.as_deref(), Some("07700 900123"));
        assert_eq!(copy.bikes[0].label, "Honda CB500F 2019");
        assert_eq!(copy.quote_lists[0].name, "For Ravi");
        assert_eq!(copy.watches[0].sku, "CP0151");
        assert_eq!(
            copy.history.last().map(|h| h.what.as_str()),
            Some("Exported their data (JSON)"),
            "the copy is in their history"
        );
        assert!(c
            .their_data("nobody", "JSON", None)
            .await
            .unwrap()
            .is_none());

        assert_eq!(
            c.delete(&id, by.clone()).await.unwrap(),
            Outcome::Done(CustomerNote::Deleted)
        );
        assert!(c.head(&id).await.unwrap().is_none(), "the record is gone");
        assert!(c.their_data(&id, "JSON", None).await.unwrap().is_none());
        assert!(
            c.of_quote(&list).await.unwrap().is_none(),
            "the list no longer names them"
        );
        assert_eq!(
            quotes.heads(&anna).await.unwrap().len(),
            1,
            "the list stays"
        );
        assert_eq!(
            c.back_in_stock(10).await.unwrap().open,
            0,
            "their watch ended"
        );
        assert_eq!(
            c.delete(&id, by.clone()).await.unwrap(),
            Outcome::Refused(CustomerNote::NoSuchCustomer)
        );
        e.finish().await;
    }
}

/// Ann, with the phone and email given.
fn contact(name: &str, phone: &str, email: &str) -> CustomerFields {
    dealer_desk::model::customer::customer_fields(name, phone, email, "").unwrap()
}

#[tokio::test]
async fn customers_are_found_by_email_and_by_their_number_in_any_common_form() {
    for e in Engine::both().await {
        let quotes = e.quotes().await;
        let c = Customers::open(quotes.connection(), &Default::default())
            .await
            .unwrap();
        let add = |f: CustomerFields| {
            let c = c.clone();
            async move {
                let made = c.create(new_id(), f, SameContact::Refuse, None).await;
                made.unwrap().done().unwrap()
            }
        };
        let ann = add(contact("Ann Lee", "07700 900123", "Ann.Lee@Shop.Example")).await;
        let abroad = add(contact("Luc Moreau", "+33 6 12 34 56 78", "")).await;
        let ids = |found: Vec<dealer_desk::model::customer::CustomerHead>| {
            found.into_iter().map(|h| h.id).collect::<Vec<_>>()
        };
        for typed in [
            "+44 7700 900123",
            "0044 7700 900123",
            "+44 (0)7700 900123",
            "07700900123",
            "0770",
            "900-123",
            "ann.lee@shop",
            "shop.example",
            "ANN",
        ] {
            assert_eq!(
                ids(c.find(typed).await.unwrap()),
                std::slice::from_ref(&ann),
                "{typed}"
            );
        }
        assert_eq!(
            ids(c.find("0033 6 12").await.unwrap()),
            std::slice::from_ref(&abroad),
            "a foreign number by its international form"
        );
        // A second customer with Ann's number, written another way, or her
        // email in other capitals: refused, unless said to be another.
        for (phone, email) in [("+44 7700 900123", ""), ("", "ann.lee@shop.example")] {
            let twin = contact("Ann Lee", phone, email);
            let refused = c
                .create(new_id(), twin.clone(), SameContact::Refuse, None)
                .await
                .unwrap();
            assert_eq!(refused, Outcome::Refused(CustomerNote::SameContact));
            let same = c.same_contact(twin, None).await.unwrap();
            assert_eq!(ids(same), std::slice::from_ref(&ann));
        }
        assert_eq!(c.find("").await.unwrap().len(), 2, "nothing saved");
        let twin = contact("Ann Lee (daughter)", "07700 900123", "");
        let saved = c.create(new_id(), twin, SameContact::Allow, None).await;
        assert!(saved.unwrap().is_done(), "saved when said to be another");
        // Changing Luc to Ann's email is asked about; his own edits are not.
        let to_ann = contact("Luc Moreau", "+33 6 12 34 56 78", "ann.lee@shop.example");
        assert_eq!(
            c.update(&abroad, to_ann, SameContact::Refuse, None)
                .await
                .unwrap(),
            Outcome::Refused(CustomerNote::SameContact)
        );
        let renamed = contact("Luc Moreau-Petit", "+33 6 12 34 56 78", "");
        assert_eq!(
            c.update(&abroad, renamed, SameContact::Refuse, None)
                .await
                .unwrap(),
            Outcome::Done(CustomerNote::Saved)
        );
        // Keys from before (bare digits) are made again once on opening,
        // and again for another shop country.
        let db = quotes.connection();
        db.write(|tx| {
            tx.execute(
                "UPDATE customers SET phone_key = '07700900123' WHERE phone = '07700 900123'",
                &[],
            )?;
            tx.execute("DELETE FROM customer_keys", &[])
        })
        .await
        .unwrap();
        let c = Customers::open(db.clone(), &Default::default())
            .await
            .unwrap();
        assert_eq!(c.find("+44 7700 900123").await.unwrap().len(), 2);
        let us = dealer_desk::server::customers::CustomerArgs {
            shop_country: "US".into(),
            ..Default::default()
        };
        let c = Customers::open(db, &us).await.unwrap();
        assert!(c.find("+44 7700 900123").await.unwrap().is_empty());
        assert_eq!(
            c.find("+1 07700 900123").await.unwrap().len(),
            2,
            "keyed for the US"
        );
        assert_eq!(ids(c.find("+33 6 12").await.unwrap()), [abroad]);
    }
}

#[tokio::test]
async fn a_customers_language_is_saved_changed_and_cleared_and_older_records_have_none() {
    for e in Engine::both().await {
        let quotes = e.quotes().await;
        let c = Customers::open(quotes.connection(), &Default::default())
            .await
            .unwrap();
        let mut f = fields("Jürgen Weiß", "0151 2345678");
        f.lang = Some(Lang::De);
        let made = c.create(new_id(), f.clone(), SameContact::Refuse, None);
        let id = made.await.unwrap().done().unwrap();
        assert_eq!(c.lang(&id).await.unwrap(), Some(Lang::De));
        assert_eq!(c.view(&id).await.unwrap().unwrap().lang, Some(Lang::De));

        f.lang = Some(Lang::Fr);
        let saved = c.update(&id, f.clone(), SameContact::Refuse, None).await;
        assert_eq!(saved.unwrap(), Outcome::Done(CustomerNote::Saved));
        let v = c.view(&id).await.unwrap().unwrap();
        assert_eq!(v.lang, Some(Lang::Fr));
        assert_eq!(v.history[0].what, "Changed language");
        let data = c.their_data(&id, "JSON", None).await.unwrap().unwrap();
        assert_eq!(data.customer.lang.as_deref(), Some("fr"));

        f.lang = None;
        let saved = c.update(&id, f, SameContact::Refuse, None).await;
        assert_eq!(saved.unwrap(), Outcome::Done(CustomerNote::Saved));
        assert_eq!(c.lang(&id).await.unwrap(), None);
        assert_eq!(c.view(&id).await.unwrap().unwrap().lang, None);

        // The store as a release before languages left it, with a record
        // of its own; brought up to date, the record has no language.
        let before = match &e {
            Engine::Sqlite(_) => "ALTER TABLE customers DROP COLUMN lang; PRAGMA user_version = 3;",
            Engine::Postgres(_) => {
                "ALTER TABLE customers DROP COLUMN lang;
                 DELETE FROM schema_migrations WHERE id = 'stores/008_customer_lang';"
            }
        };
        e.execute(before).await;
        let old = "0123456789abcdef0123456789abcdef";
        e.execute(&format!(
            "INSERT INTO customers(id, name, name_key, phone, phone_key, email, note, created, updated)
             VALUES ('{old}', 'Old Timer', 'old timer', NULL, NULL, 'old@example.test', NULL,
                     '2026-01-01 10:00:00', '2026-01-01 10:00:00')"
        ))
        .await;
        e.start_again().await;
        let quotes = e.quotes().await;
        let c = Customers::open(quotes.connection(), &Default::default())
            .await
            .unwrap();
        assert_eq!(c.lang(old).await.unwrap(), None);
        let v = c.view(old).await.unwrap().unwrap();
        assert_eq!((v.head.name.as_str(), v.lang), ("Old Timer", None));
        let mut f = fields("Old Timer", "0151 2345679");
        f.lang = Some(Lang::Nl);
        c.update(old, f, SameContact::Refuse, None).await.unwrap();
        assert_eq!(c.lang(old).await.unwrap(), Some(Lang::Nl));
        e.finish().await;
    }
}

#[tokio::test]
async fn a_customers_price_tier_and_vat_number_are_kept_said_in_their_history_and_read() {
    for e in Engine::both().await {
        let quotes = e.quotes().await;
        let c = Customers::open(quotes.connection(), &Default::default())
            .await
            .unwrap();
        let id = ravi(&c, None).await;
        let anna = Owner::user("anna");
        let list = quotes.create(&anna, "Club order".into()).await;
        let list = list.unwrap().done().unwrap();
        assert_eq!(c.tier_of_quote(&list).await.unwrap(), None, "for no one");
        c.set_quote(&list, Some(id.clone()), None, None)
            .await
            .unwrap();
        assert_eq!(c.tier_of_quote(&list).await.unwrap(), None, "retail");

        let by = Some("mia".to_string());
        let set = c.set_tier(&id, Some("club".into()), "Club".into(), by.clone());
        assert_eq!(set.await.unwrap(), CustomerNote::TierSet);
        assert_eq!(
            c.tier_of_quote(&list).await.unwrap().as_deref(),
            Some("club")
        );
        let v = c.view(&id).await.unwrap().unwrap();
        assert_eq!(v.tier.as_deref(), Some("club"));
        assert_eq!(v.history[0].what, "Price tier \u{201c}Club\u{201d}");
        assert_eq!(v.history[0].by, by);
        let data = c.their_data(&id, "JSON", None).await.unwrap().unwrap();
        assert_eq!(data.customer.price_tier.as_deref(), Some("club"));
        // The same tier again writes nothing more (the copy of their
        // data just made is in the history too).
        let v = c.view(&id).await.unwrap().unwrap();
        let again = c.set_tier(&id, Some("club".into()), "Club".into(), None);
        assert_eq!(again.await.unwrap(), CustomerNote::TierSet);
        assert_eq!(
            c.view(&id).await.unwrap().unwrap().history.len(),
            v.history.len()
        );

        let back = c.set_tier(&id, None, "retail".into(), None);
        assert_eq!(back.await.unwrap(), CustomerNote::TierSet);
        assert_eq!(c.tier_of_quote(&list).await.unwrap(), None);
        let v = c.view(&id).await.unwrap().unwrap();
        assert_eq!(
            (v.tier, v.history[0].what.as_str()),
            (None, "Price tier: retail")
        );
        let none = c.set_tier(
            "0123456789abcdef0123456789abcdef",
            None,
            "retail".into(),
            None,
        );
        assert_eq!(none.await.unwrap(), CustomerNote::NoSuchCustomer);
        e.finish().await;
    }
}
