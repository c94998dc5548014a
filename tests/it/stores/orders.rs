//! Special orders on both engines: an order made on one portal is read
//! whole on another; each line moves on once, however many portals ask at
//! the same moment; a cancelled line keeps what went back; bad input and
//! the limits refuse with their reason and change nothing.

use dealer_desk::model::customer::SameContact;
use dealer_desk::model::{
    order::{LineState, OrderLine, OrderProblem, PayMethod, Step, When},
    pricing::{Rate, HUNDRED_PERCENT},
    quote::Minor,
    Currency,
};
use dealer_desk::server::customers::Customers;
use dealer_desk::server::orders::{NewOrder, OrderTerms, Orders, Refused, MOST_LINES};
use dealer_desk::server::quotes::new_id;

use super::Engine;

const TERMS: OrderTerms = OrderTerms {
    deposit: Rate(20 * HUNDRED_PERCENT / 100),
    restock: Rate(10 * HUNDRED_PERCENT / 100),
    collect_remind_days: 7,
};

async fn orders(e: &Engine) -> Orders {
    Orders::open(e.quotes().await.connection(), TERMS).unwrap()
}

/// A customer to order for: their id (the customers' tables made too).
async fn customer(e: &Engine, name: &str, phone: &str) -> String {
    let c = Customers::open(e.quotes().await.connection(), &Default::default())
        .await
        .unwrap();
    let fields = dealer_desk::model::customer::customer_fields(name, phone, "", "").unwrap();
    c.create(new_id(), fields, SameContact::Refuse, None)
        .await
        .unwrap()
        .done()
        .unwrap()
}

fn line(sku: &str, unit: i64, qty: i64) -> OrderLine {
    OrderLine {
        sku: sku.into(),
        name: Some(format!("Part {sku}")),
        unit: Minor(unit),
        qty,
        ..OrderLine::default()
    }
}

fn new_order(customer: &str, id: &str, lines: Vec<OrderLine>, deposit: &str) -> NewOrder {
    NewOrder {
        id: id.into(),
        customer_id: customer.into(),
        email_on_arrival: false,
        quote_id: Some("q-1".into()),
        currency: Currency::Gbp,
        lines,
        deposit: deposit.into(),
        method: PayMethod::Card,
        by: Some("sam".into()),
        now: "2026-11-28 10:00:00".into(),
    }
}

fn when(day: &str) -> When {
    When {
        now: format!("{day} 11:00:00"),
        today: day.into(),
        by: Some("sam".into()),
    }
}

#[tokio::test]
async fn an_order_moves_line_by_line_once_on_every_portal() {
    for e in Engine::both().await {
        let (a, b) = (orders(&e).await, orders(&e).await);
        let ravi = customer(&e, "Ravi Patel", "07700 900123").await;
        let made = a
            .create(new_order(
                &ravi,
                "o-1",
                vec![line("A", 6_000, 1), line("B", 2_000, 2)],
                "",
            ))
            .await
            .unwrap();
        assert_eq!(made.deposit, Minor(2_000), "20 % of £100");
        let read = b.get("o-1").await.unwrap().unwrap();
        assert_eq!(read, made);
        assert_eq!(read.lines[1].at(), LineState::ToOrder);

        // Two portals order the same line at once: it moves once.
        let ordered = || Step::Ordered {
            reference: "PO-4471".into(),
            expected: "2026-12-04".into(),
        };
        let (x, y) = tokio::join!(
            a.step("o-1", 1, ordered(), when("2026-11-28")),
            b.step("o-1", 1, ordered(), when("2026-11-28")),
        );
        assert!(x.is_ok() != y.is_ok(), "{x:?} {y:?}");
        let refused = if x.is_err() { x } else { y };
        assert_eq!(
            refused.unwrap_err(),
            Refused::Problem(OrderProblem::WrongStep)
        );
        let arrived = Step::Arrived {
            place: "Shelf B3".into(),
        };
        b.step("o-1", 1, arrived, when("2026-12-03")).await.unwrap();
        // Cancelled once arrived: its £8 share back less 10 % of £40.
        let cancel = Step::Cancelled {
            reason: "found one elsewhere".into(),
        };
        let after = a.step("o-1", 1, cancel, when("2026-12-04")).await.unwrap();
        let l = &after.lines[1];
        assert_eq!(
            (l.at(), l.refund, l.fee),
            (LineState::Cancelled, Some(Minor(400)), Some(Minor(400)))
        );
        assert_eq!(
            b.get("o-1").await.unwrap().unwrap(),
            after,
            "kept on every portal"
        );
        // A collected line is never cancelled; no such line or order.
        let cancel = Step::Cancelled {
            reason: "again".into(),
        };
        assert_eq!(
            a.step("o-1", 1, cancel.clone(), when("2026-12-05")).await,
            Err(Refused::Problem(OrderProblem::WrongStep))
        );
        assert_eq!(
            a.step("o-1", 9, cancel.clone(), when("2026-12-05")).await,
            Err(Refused::NoSuchOrder)
        );
        assert_eq!(
            a.step("o-9", 0, cancel, when("2026-12-05")).await,
            Err(Refused::NoSuchOrder)
        );
        e.finish().await;
    }
}

#[tokio::test]
async fn bad_orders_are_refused_and_nothing_is_kept() {
    for e in Engine::both().await {
        let a = orders(&e).await;
        let ravi = customer(&e, "Ravi Patel", "07700 900123").await;
        let refused = [
            (
                new_order(&ravi, "o-2", vec![line("A", 1_000, 1)], "10.01"),
                OrderProblem::DepositAboveTotal,
            ),
            (
                new_order(&ravi, "o-3", vec![line("A", 1_000, 1)], "-1"),
                OrderProblem::DepositNegative,
            ),
            (
                new_order(&ravi, "o-4", vec![line("A", 1_000, 0)], ""),
                OrderProblem::NoLines,
            ),
            (new_order(&ravi, "o-5", vec![], ""), OrderProblem::NoLines),
        ];
        for (order, problem) in refused {
            let id = order.id.clone();
            assert_eq!(
                a.create(order).await,
                Err(Refused::Problem(problem)),
                "{id}"
            );
            assert_eq!(a.get(&id).await, Ok(None), "{id} kept nothing");
        }
        let many = (0..=MOST_LINES)
            .map(|n| line(&format!("P{n}"), 100, 1))
            .collect();
        assert!(matches!(
            a.create(new_order(&ravi, "o-6", many, "")).await,
            Err(Refused::Limit { what: "lines", .. })
        ));
        e.finish().await;
    }
}

#[tokio::test]
async fn the_lists_sum_what_to_order_and_a_deleted_customer_keeps_the_money() {
    use dealer_desk::model::order::view::Section;
    use dealer_desk::server::orders::lists::{LateFrom, ListQuery};
    for e in Engine::both().await {
        let a = orders(&e).await;
        let ravi = customer(&e, "Ravi Patel", "07700 900123").await;
        let jo = customer(&e, "Jo Marsh", "07700 900456").await;
        a.create(new_order(
            &ravi,
            "SO-AAAAA1",
            vec![line("EL0706", 4_999, 2), line("CP0151", 1_200, 1)],
            "",
        ))
        .await
        .unwrap();
        let mut theirs = new_order(&jo, "SO-AAAAA2", vec![line("EL0706", 4_999, 3)], "0");
        theirs.now = "2026-11-29 09:00:00".into();
        a.create(theirs).await.unwrap();

        // One row per SKU, its quantity summed over the orders.
        let sums = a.to_order().await.unwrap();
        let el = sums.iter().find(|s| s.sku == "EL0706").unwrap();
        assert_eq!((el.qty, el.orders), (5, 2));
        assert_eq!(a.waiting_count().await.unwrap(), 3);

        // Ordered, arrived, told; the counts follow.
        let ordered = Step::Ordered {
            reference: "PO-1".into(),
            expected: "2026-12-01".into(),
        };
        a.step("SO-AAAAA1", 0, ordered, when("2026-11-28"))
            .await
            .unwrap();
        let late = LateFrom {
            today: "2026-12-02".into(),
            arrived_before: "2026-11-25 00:00:00".into(),
        };
        let awaiting = a
            .section(ListQuery::default(), Section::Awaiting, late.clone(), 50)
            .await
            .unwrap();
        assert_eq!(awaiting.count, 1);
        assert!(awaiting.rows[0].late, "expected on the 1st, now the 2nd");
        assert_eq!(
            awaiting.rows[0].customer.as_ref().map(|c| c.name.as_str()),
            Some("Ravi Patel")
        );
        let place = Step::Arrived { place: "B3".into() };
        a.step("SO-AAAAA1", 0, place, when("2026-12-02"))
            .await
            .unwrap();
        assert_eq!(a.waiting_count().await.unwrap(), 3, "arrived, not told");
        let told = a
            .told("SO-AAAAA1", 0, false, when("2026-12-02"))
            .await
            .unwrap();
        assert!(told.lines[0].told_at.is_some() && !told.lines[0].told_email);
        assert_eq!(a.waiting_count().await.unwrap(), 2);
        assert_eq!(
            a.told("SO-AAAAA1", 0, true, when("2026-12-02")).await,
            Err(Refused::Problem(OrderProblem::WrongStep)),
            "told once"
        );
        assert_eq!(
            a.told("SO-AAAAA1", 1, true, when("2026-12-02")).await,
            Err(Refused::Problem(OrderProblem::WrongStep)),
            "not arrived"
        );

        // Filters: by the customer's name, by state, by the day made.
        let jo_only = ListQuery {
            customer: Some("%marsh%".into()),
            ..ListQuery::default()
        };
        let to_order = a
            .section(jo_only, Section::ToOrder, late.clone(), 50)
            .await
            .unwrap();
        assert_eq!(to_order.count, 1);
        assert_eq!(to_order.rows[0].order_id, "SO-AAAAA2");
        let from_29th = ListQuery {
            from: Some("2026-11-29".into()),
            ..ListQuery::default()
        };
        let made_later = a
            .section(from_29th, Section::ToOrder, late.clone(), 50)
            .await
            .unwrap();
        assert_eq!(made_later.count, 1);
        let arrived_only = ListQuery {
            state: Some(LineState::Arrived),
            ..ListQuery::default()
        };
        let none = a
            .section(arrived_only, Section::ToOrder, late.clone(), 50)
            .await
            .unwrap();
        assert_eq!(none.count, 0);

        // Their history says what happened, in order.
        let c = Customers::open(e.quotes().await.connection(), &Default::default())
            .await
            .unwrap();
        let view = c.view(&ravi).await.unwrap().unwrap();
        let said: Vec<&str> = view.history.iter().map(|h| h.what.as_str()).collect();
        for line in [
            "Order SO-AAAAA1 made",
            "Order SO-AAAAA1: EL0706 ordered",
            "Order SO-AAAAA1: EL0706 arrived",
            "Order SO-AAAAA1: told EL0706 arrived",
        ] {
            assert!(said.contains(&line), "{line} in {said:?}");
        }
        assert_eq!(a.of_customer(&ravi).await.unwrap().len(), 1);

        // A deleted customer's orders stay, without them.
        c.delete(&ravi, None).await.unwrap();
        assert_eq!(a.forget_customer(&ravi).await.unwrap(), 1);
        let kept = a.get("SO-AAAAA1").await.unwrap().unwrap();
        assert_eq!(kept.customer_id, "");
        assert_eq!(kept.deposit, Minor(2_240), "20 % of £111.98, kept");
        let rows = a
            .section(ListQuery::default(), Section::Arrived, late, 50)
            .await
            .unwrap();
        assert_eq!(rows.rows[0].customer, None);
        // An order for no customer in the records is refused.
        assert_eq!(
            a.create(new_order(&ravi, "SO-AAAAA3", vec![line("A", 100, 1)], ""))
                .await,
            Err(Refused::NoCustomer)
        );
        e.finish().await;
    }
}

#[tokio::test]
async fn a_part_that_arrives_for_a_customer_is_on_the_shelf_and_held_until_collected() {
    use dealer_desk::server::stock::Stock;
    for e in Engine::both().await {
        let o = orders(&e).await;
        let shelf = Stock::open(e.quotes().await.connection(), Currency::Gbp).unwrap();
        let kim = customer(&e, "Kim Shelf", "07700 900777").await;
        o.create(new_order(&kim, "o-s", vec![line("SHELF-1", 2_000, 2)], ""))
            .await
            .unwrap();
        let ordered = Step::Ordered {
            reference: "PO-1".into(),
            expected: String::new(),
        };
        o.step("o-s", 0, ordered, when("2026-12-01")).await.unwrap();
        assert!(!shelf.line("SHELF-1").await.unwrap().kept);
        let arrived = Step::Arrived {
            place: "Shelf B3".into(),
        };
        o.step("o-s", 0, arrived, when("2026-12-02")).await.unwrap();
        let l = shelf.line("SHELF-1").await.unwrap();
        assert_eq!(
            (l.level.on_hand, l.level.committed, l.available()),
            (2, 2, 0)
        );
        o.step("o-s", 0, Step::Collected, when("2026-12-03"))
            .await
            .unwrap();
        let l = shelf.line("SHELF-1").await.unwrap();
        assert_eq!((l.level.on_hand, l.level.committed), (0, 0));
        let part = shelf.part("SHELF-1", 5).await.unwrap();
        let kinds: Vec<_> = part.movements.iter().map(|m| (m.kind, m.qty)).collect();
        use dealer_desk::model::stock::Kind;
        assert_eq!(kinds, [(Some(Kind::Sold), -2), (Some(Kind::Received), 2)]);
        assert_eq!(part.movements[1].reference, "o-s");
        e.finish().await;
    }
}
