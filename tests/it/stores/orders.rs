//! Special orders on both engines: an order made on one portal is read
//! whole on another; each line moves on once, however many portals ask at
//! the same moment; a cancelled line keeps what went back; bad input and
//! the limits refuse with their reason and change nothing.

use dealer_desk::model::{
    order::{LineState, OrderLine, OrderProblem, PayMethod, Step, When},
    pricing::{Rate, HUNDRED_PERCENT},
    quote::Minor,
    Currency,
};
use dealer_desk::server::orders::{NewOrder, OrderTerms, Orders, Refused, MOST_LINES};

use super::Engine;

const TERMS: OrderTerms = OrderTerms {
    deposit: Rate(20 * HUNDRED_PERCENT / 100),
    restock: Rate(10 * HUNDRED_PERCENT / 100),
};

async fn orders(e: &Engine) -> Orders {
    Orders::open(e.quotes().await.connection(), TERMS).unwrap()
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

fn new_order(id: &str, lines: Vec<OrderLine>, deposit: &str) -> NewOrder {
    NewOrder {
        id: id.into(),
        customer_id: "c-ravi".into(),
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
        let made = a
            .create(new_order(
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
        let refused = [
            (
                new_order("o-2", vec![line("A", 1_000, 1)], "10.01"),
                OrderProblem::DepositAboveTotal,
            ),
            (
                new_order("o-3", vec![line("A", 1_000, 1)], "-1"),
                OrderProblem::DepositNegative,
            ),
            (
                new_order("o-4", vec![line("A", 1_000, 0)], ""),
                OrderProblem::NoLines,
            ),
            (new_order("o-5", vec![], ""), OrderProblem::NoLines),
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
            a.create(new_order("o-6", many, "")).await,
            Err(Refused::Limit { what: "lines", .. })
        ));
        e.finish().await;
    }
}
