//! Sales on both engines: a sale writes its invoice, lines and payments
//! and takes its parts off the shelf at their average cost, in one
//! transaction; payments that do not meet the total, or a role that may
//! not sell, change nothing and take no number; the same form sent twice
//! makes one invoice; 1,000 sales from two portals at once take the
//! numbers 1 to 1,000 exactly.

use dealer_desk::model::{
    quote::money::{Minor, Rate},
    role::Role,
    sale::{Method, Payment, SaleLine, SaleMoney, SaleProblem},
    stock::Kind,
    Currency,
};
use dealer_desk::server::{
    access::{audit::AuditLog, Actor},
    sales::{SaleAsked, SaleRefused, Sales},
    stock::{NewMovement, Stock},
};

use super::{person, Engine};

async fn sales(e: &Engine) -> Sales {
    Sales::open(e.quotes().await.connection(), Currency::Gbp, "").unwrap()
}

fn line(sku: &str, qty: i64, unit: i64) -> SaleLine {
    SaleLine {
        sku: sku.into(),
        name: format!("Part {sku}"),
        qty,
        unit: Minor(unit),
        total: Minor(unit * qty),
        net: Minor(unit * qty * 5 / 6),
        unit_net: Minor(unit * 5 / 6),
        takes_stock: true,
    }
}

fn sale(token: &str, lines: Vec<SaleLine>, payments: Vec<Payment>) -> SaleAsked {
    let total: i64 = lines.iter().map(|l| l.total.0).sum();
    SaleAsked {
        token: token.into(),
        money: SaleMoney {
            net: Minor(total * 5 / 6),
            tax: Minor(total - total * 5 / 6),
            total: Minor(total),
            rate: Rate(20_000),
            includes_tax: true,
            sales_tax: false,
        },
        lines,
        payments,
        customer: None,
        quote: None,
        order: None,
        anyway: true,
        day: None,
        at: "2026-12-07 10:00:00".into(),
    }
}

/// Receives `qty` of `sku` onto the shelf at `cost` a unit.
async fn receive(stock: &Stock, sku: &str, qty: i64, cost: i64) {
    stock
        .record(NewMovement {
            sku: sku.into(),
            kind: Kind::Received,
            qty,
            cost: Some(Minor(cost)),
            assumed: false,
            fallback_cost: None,
            reference: String::new(),
            reason: None,
            note: String::new(),
            by: None,
            at: "2026-12-01 09:00:00".into(),
        })
        .await
        .unwrap();
}

fn pay(method: Method, amount: i64) -> Payment {
    Payment {
        method,
        amount: Minor(amount),
    }
}

#[tokio::test]
async fn a_sale_is_its_invoice_and_its_parts_off_the_shelf_in_one_step() {
    for e in Engine::both().await {
        let s = sales(&e).await;
        let stock = Stock::open(e.quotes().await.connection(), Currency::Gbp).unwrap();
        receive(&stock, "CHAIN-1", 4, 2_000).await;
        let audit = AuditLog::in_memory();
        let staff = person(Role::Staff);
        let asked = sale(
            "form-1",
            vec![line("CHAIN-1", 2, 3_600), line("PADS-9", 1, 1_800)],
            vec![pay(Method::Card, 5_000), pay(Method::Cash, 5_000)],
        );
        let sold = s.sell(&staff, &audit, asked).await.unwrap();
        assert!(!sold.again);
        assert_eq!(sold.invoice.number, "2026-000001");
        assert_eq!(sold.invoice.change, Minor(1_000), "9,000 due, 10,000 taken");
        let record = s.invoice(sold.invoice.id).await.unwrap().unwrap();
        assert_eq!(
            record.payments,
            vec![pay(Method::Card, 5_000), pay(Method::Cash, 4_000)]
        );
        // Each line keeps what a unit cost the shop as it left.
        assert_eq!(record.lines[0].1, Minor(2_000));
        assert_eq!(record.lines[1].1, Minor(0), "a part never kept has no cost");
        assert_eq!(stock.line("CHAIN-1").await.unwrap().level.on_hand, 2);
        let pads = stock.line("PADS-9").await.unwrap();
        assert!(pads.level.wants_count(), "sold when the record said none");
        let moved = stock.part("CHAIN-1", 5).await.unwrap().movements;
        assert_eq!(moved[0].kind, Some(Kind::Sold));
        assert_eq!(moved[0].reference, "2026-000001");

        // The same form again: the same invoice, nothing more written.
        let again = s
            .sell(
                &staff,
                &audit,
                sale(
                    "form-1",
                    vec![line("CHAIN-1", 2, 3_600)],
                    vec![pay(Method::Card, 7_200)],
                ),
            )
            .await
            .unwrap();
        assert!(again.again);
        assert_eq!(again.invoice.number, "2026-000001");
        assert_eq!(stock.line("CHAIN-1").await.unwrap().level.on_hand, 2);
        e.finish().await;
    }
}

#[tokio::test]
async fn what_a_sale_cannot_take_changes_nothing_and_takes_no_number() {
    for e in Engine::both().await {
        let s = sales(&e).await;
        let audit = AuditLog::in_memory();
        let staff = person(Role::Staff);
        let short = sale(
            "f-short",
            vec![line("A", 1, 1_000)],
            vec![pay(Method::Card, 999)],
        );
        assert_eq!(
            s.sell(&staff, &audit, short).await,
            Err(SaleRefused::Problem(SaleProblem::Short(Minor(1))))
        );
        let over = sale(
            "f-over",
            vec![line("A", 1, 1_000)],
            vec![pay(Method::Card, 1_001)],
        );
        assert_eq!(
            s.sell(&staff, &audit, over).await,
            Err(SaleRefused::Problem(SaleProblem::OverPaid(Minor(1))))
        );
        let empty = sale("f-empty", vec![], vec![]);
        assert_eq!(
            s.sell(&staff, &audit, empty).await,
            Err(SaleRefused::Problem(SaleProblem::NoLines))
        );
        let no_token = sale(
            " ",
            vec![line("A", 1, 1_000)],
            vec![pay(Method::Cash, 1_000)],
        );
        assert_eq!(
            s.sell(&staff, &audit, no_token).await,
            Err(SaleRefused::Problem(SaleProblem::StaleForm))
        );
        let nobody = sale(
            "f-nobody",
            vec![line("A", 1, 1_000)],
            vec![pay(Method::Cash, 1_000)],
        );
        assert_eq!(
            s.sell(&Actor::default(), &audit, nobody).await,
            Err(SaleRefused::NotAllowed)
        );
        assert_eq!(s.numbers(2026).await.unwrap(), Vec::<i64>::new());
        let ok = sale(
            "f-ok",
            vec![line("A", 1, 1_000)],
            vec![pay(Method::Cash, 1_000)],
        );
        let sold = s.sell(&staff, &audit, ok).await.unwrap();
        assert_eq!(sold.invoice.seq, 1, "the refused sales took no number");
        e.finish().await;
    }
}

#[tokio::test]
async fn a_part_the_shelf_is_short_of_is_sold_only_when_the_counter_says_so() {
    for e in Engine::both().await {
        let s = sales(&e).await;
        let stock = Stock::open(e.quotes().await.connection(), Currency::Gbp).unwrap();
        receive(&stock, "BULB-1", 1, 300).await;
        let audit = AuditLog::in_memory();
        let staff = person(Role::Staff);
        let mut labour = line("", 1, 4_000);
        labour.name = "Fitting".into();
        labour.takes_stock = false;
        // Two lines of one part: two wanted, one on the shelf.
        let lines = vec![line("BULB-1", 1, 500), line("BULB-1", 1, 500), labour];
        let mut asked = sale(
            "f-short-shelf",
            lines.clone(),
            vec![pay(Method::Card, 5_000)],
        );
        asked.anyway = false;
        asked.quote = Some("q-1".into());
        assert_eq!(
            s.sell(&staff, &audit, asked).await,
            Err(SaleRefused::Problem(SaleProblem::ShortOnShelf(vec![
                "BULB-1".into()
            ])))
        );
        assert_eq!(stock.line("BULB-1").await.unwrap().level.on_hand, 1);
        assert_eq!(s.numbers(2026).await.unwrap(), Vec::<i64>::new());
        // Sold anyway: the shelf goes below zero; labour leaves nothing.
        let mut anyway = sale("f-short-shelf", lines, vec![pay(Method::Card, 5_000)]);
        anyway.quote = Some("q-1".into());
        let sold = s.sell(&staff, &audit, anyway).await.unwrap();
        let bulb = stock.line("BULB-1").await.unwrap();
        assert_eq!(bulb.level.on_hand, -1);
        assert!(bulb.level.wants_count());
        let record = s.invoice(sold.invoice.id).await.unwrap().unwrap();
        assert_eq!(record.lines.len(), 3);
        assert!(!record.lines[2].0.takes_stock);
        assert_eq!(
            s.of_quote("q-1").await.unwrap(),
            vec![(sold.invoice.id, sold.invoice.number.clone())]
        );
        // The list finds it by number, method and day, and not by another.
        let page = |q: dealer_desk::server::sales::store::ListQuery| s.list(q);
        let all = dealer_desk::server::sales::store::ListQuery {
            limit: 10,
            ..Default::default()
        };
        let found = page(all.clone()).await.unwrap();
        assert_eq!((found.matched, found.total), (1, Minor(5_000)));
        assert_eq!(found.rows[0].methods, vec![Method::Card]);
        for (q, n) in [
            (
                dealer_desk::server::sales::store::ListQuery {
                    method: "card".into(),
                    ..all.clone()
                },
                1,
            ),
            (
                dealer_desk::server::sales::store::ListQuery {
                    method: "cash".into(),
                    ..all.clone()
                },
                0,
            ),
            (
                dealer_desk::server::sales::store::ListQuery {
                    number: "000001".into(),
                    ..all.clone()
                },
                1,
            ),
            (
                dealer_desk::server::sales::store::ListQuery {
                    from: "2026-12-08 00:00:00".into(),
                    ..all.clone()
                },
                0,
            ),
            (
                dealer_desk::server::sales::store::ListQuery {
                    to: "2026-12-08 00:00:00".into(),
                    ..all.clone()
                },
                1,
            ),
        ] {
            assert_eq!(page(q.clone()).await.unwrap().matched, n, "{q:?}");
        }
        e.finish().await;
    }
}

#[tokio::test]
async fn a_thousand_sales_from_two_portals_at_once_take_every_number_once() {
    for e in Engine::both().await {
        let (a, b) = (sales(&e).await, sales(&e).await);
        let audit = AuditLog::in_memory();
        let staff = person(Role::Staff);
        let run = |s: Sales, side: &'static str| {
            let (audit, staff) = (audit.clone(), staff.clone());
            async move {
                for n in 0..500 {
                    let asked = sale(
                        &format!("{side}-{n}"),
                        vec![line("BOLT-8", 1, 50)],
                        vec![pay(Method::Cash, 100)],
                    );
                    s.sell(&staff, &audit, asked).await.unwrap();
                }
            }
        };
        tokio::join!(run(a.clone(), "a"), run(b.clone(), "b"));
        let numbers = a.numbers(2026).await.unwrap();
        assert_eq!(numbers, (1..=1_000).collect::<Vec<i64>>());
        e.finish().await;
    }
}

#[tokio::test]
async fn parts_come_back_once_on_a_credit_note_of_their_own_series() {
    use dealer_desk::model::sale::returns::{Asked, Reason, ReturnProblem};
    use dealer_desk::server::sales::returns::{ReturnAsked, ReturnRefused};
    for e in Engine::both().await {
        let s = sales(&e).await.with_return_days(30);
        let stock = Stock::open(e.quotes().await.connection(), Currency::Gbp).unwrap();
        receive(&stock, "LEVER-1", 5, 900).await;
        let audit = AuditLog::in_memory();
        let staff = person(Role::Staff);
        // Three levers for 10.00 in all.
        let mut lever = line("LEVER-1", 3, 333);
        lever.total = Minor(1_000);
        let sold = s
            .sell(
                &staff,
                &audit,
                sale("f-lever", vec![lever], vec![pay(Method::Card, 1_000)]),
            )
            .await
            .unwrap();
        let id = sold.invoice.id;
        let ask = |token: &str, qty: i64, restock: bool, today: &str| ReturnAsked {
            invoice: id,
            token: token.into(),
            lines: vec![Asked {
                pos: 0,
                qty,
                restock,
            }],
            reason: Reason::NotNeeded,
            note: String::new(),
            method: Method::Cash,
            manager: None,
            at: "2026-12-08 11:00:00".into(),
            today: today.into(),
        };
        // One back on the shelf, at the cost it left with.
        let back = s
            .take_back(&staff, &audit, ask("r-1", 1, true, "2026-12-08"))
            .await
            .unwrap();
        assert_eq!(back.credit.number, "CN2026-000001");
        assert_eq!(back.credit.total, Minor(333));
        assert_eq!(stock.line("LEVER-1").await.unwrap().level.on_hand, 3);
        // The same form again: the same credit note, nothing more.
        let again = s
            .take_back(&staff, &audit, ask("r-1", 1, true, "2026-12-08"))
            .await
            .unwrap();
        assert!(again.again);
        assert_eq!(stock.line("LEVER-1").await.unwrap().level.on_hand, 3);
        // More than is left: refused, nothing written, no number taken.
        assert_eq!(
            s.take_back(&staff, &audit, ask("r-2", 3, true, "2026-12-08"))
                .await,
            Err(ReturnRefused::Problem(ReturnProblem::TooMany(
                "LEVER-1".into()
            )))
        );
        // Past the shop's days: a manager approves.
        assert_eq!(
            s.take_back(&staff, &audit, ask("r-3", 1, true, "2027-02-01"))
                .await,
            Err(ReturnRefused::Problem(ReturnProblem::NeedsManager))
        );
        let mut approved = ask("r-3", 2, false, "2027-02-01");
        approved.manager = Some("mia".into());
        let last = s.take_back(&staff, &audit, approved).await.unwrap();
        assert_eq!(last.credit.number, "CN2026-000002", "no gap");
        assert_eq!(
            last.credit.total,
            Minor(667),
            "the line's three returns add up to it exactly"
        );
        assert_eq!(last.credit.approved_by.as_deref(), Some("mia"));
        // Damaged: recorded, not back on the shelf.
        assert_eq!(stock.line("LEVER-1").await.unwrap().level.on_hand, 3);
        let record = s.invoice(id).await.unwrap().unwrap();
        assert_eq!(record.credits.len(), 2);
        assert_eq!(record.returned, vec![(0, 3)]);
        let note = s.credit_note(last.credit.id).await.unwrap().unwrap();
        assert!(!note.lines[0].restock);
        // Everything is back: nothing more comes back.
        assert_eq!(
            s.take_back(&staff, &audit, ask("r-4", 1, true, "2026-12-08"))
                .await,
            Err(ReturnRefused::Problem(ReturnProblem::TooMany(
                "LEVER-1".into()
            )))
        );
        credit_notes_in_the_list(&s, &sold.invoice.number).await;
        e.finish().await;
    }
}

/// The list holds the invoice and its two credit notes (a cash refund and
/// the approved one), the takings less what they refunded; a number finds
/// a credit note as an invoice, and a method a refund by it.
async fn credit_notes_in_the_list(s: &Sales, invoice: &str) {
    use dealer_desk::server::sales::store::ListQuery;
    let all = ListQuery {
        limit: 10,
        ..Default::default()
    };
    let found = s.list(all.clone()).await.unwrap();
    // 10.00 sold, 3.33 and 6.67 refunded: nothing kept.
    assert_eq!((found.matched, found.total), (3, Minor(0)));
    let numbers: Vec<&str> = found.rows.iter().map(|r| r.number.as_str()).collect();
    assert_eq!(numbers, ["CN2026-000002", "CN2026-000001", invoice]);
    let credit = &found.rows[0];
    assert_eq!(
        credit.against.as_ref().map(|a| a.number.as_str()),
        Some(invoice)
    );
    assert_eq!(credit.methods, vec![Method::Cash]);
    assert_eq!(found.rows[2].methods, vec![Method::Card]);
    let whole = [
        ("cn2026-000002", 1),
        ("2", 1),
        ("1", 2),
        (invoice, 1),
        ("CN", 2),
        ("000009", 0),
    ];
    for (number, matched) in whole {
        let q = ListQuery {
            number: number.into(),
            ..all.clone()
        };
        assert_eq!(s.list(q).await.unwrap().matched, matched, "{number}");
    }
    let cash = ListQuery {
        method: "cash".into(),
        ..all.clone()
    };
    assert_eq!(s.list(cash).await.unwrap().matched, 2);
}

#[tokio::test]
async fn two_people_taking_back_the_last_unit_at_once_take_it_once() {
    use dealer_desk::model::sale::returns::{Asked, Reason};
    use dealer_desk::server::sales::returns::ReturnAsked;
    for e in Engine::both().await {
        let s = sales(&e).await;
        let other = Sales::open(e.quotes().await.connection(), Currency::Gbp, "").unwrap();
        let audit = AuditLog::in_memory();
        let staff = person(Role::Staff);
        let sold = s
            .sell(
                &staff,
                &audit,
                sale(
                    "f-one",
                    vec![line("BOLT", 1, 250)],
                    vec![pay(Method::Cash, 250)],
                ),
            )
            .await
            .unwrap();
        let ask = |token: &str| ReturnAsked {
            invoice: sold.invoice.id,
            token: token.into(),
            lines: vec![Asked {
                pos: 0,
                qty: 1,
                restock: true,
            }],
            reason: Reason::WrongPart,
            note: String::new(),
            method: Method::Cash,
            manager: None,
            at: "2026-12-07 12:00:00".into(),
            today: "2026-12-07".into(),
        };
        let (a, b) = tokio::join!(
            s.take_back(&staff, &audit, ask("t-a")),
            other.take_back(&staff, &audit, ask("t-b"))
        );
        assert_eq!(
            [a.is_ok(), b.is_ok()].iter().filter(|ok| **ok).count(),
            1,
            "{a:?} {b:?}"
        );
        e.finish().await;
    }
}

#[tokio::test]
async fn a_day_sums_its_takings_closes_once_and_sends_later_sales_on() {
    use dealer_desk::model::{
        sale::returns::{Asked, Reason},
        shop_day::UtcDay,
    };
    use dealer_desk::server::sales::{
        day::{CloseAsked, CloseRefused, DayAsked},
        returns::ReturnAsked,
        SaleDay,
    };
    for e in Engine::both().await {
        let s = sales(&e).await;
        let audit = AuditLog::in_memory();
        let staff = person(Role::Staff);
        let manager = person(Role::Manager);
        // Two sales on the 7th: 30.00 in cash (50.00 tendered), and 12.00
        // split 10.00 card, 2.00 cash; one unit of the first comes back in
        // cash.
        let first = s
            .sell(
                &staff,
                &audit,
                sale(
                    "d-1",
                    vec![line("A", 3, 1_000)],
                    vec![pay(Method::Cash, 5_000)],
                ),
            )
            .await
            .unwrap();
        s.sell(
            &staff,
            &audit,
            sale(
                "d-2",
                vec![line("B", 1, 1_200)],
                vec![pay(Method::Card, 1_000), pay(Method::Cash, 200)],
            ),
        )
        .await
        .unwrap();
        s.take_back(
            &staff,
            &audit,
            ReturnAsked {
                invoice: first.invoice.id,
                token: "d-r".into(),
                lines: vec![Asked {
                    pos: 0,
                    qty: 1,
                    restock: true,
                }],
                reason: Reason::NotNeeded,
                note: String::new(),
                method: Method::Cash,
                manager: None,
                at: "2026-12-07 15:00:00".into(),
                today: "2026-12-07".into(),
            },
        )
        .await
        .unwrap();
        let bounds = UtcDay {
            start: "2026-12-07 00:00:00".into(),
            end: "2026-12-08 00:00:00".into(),
        };
        let day = DayAsked {
            day: "2026-12-07".into(),
            bounds: bounds.clone(),
            by: None,
        };
        let t = s.takings(day.clone()).await.unwrap();
        assert_eq!((t.sales, t.sales_total), (2, Minor(4_200)));
        assert_eq!((t.returns, t.returns_total), (1, Minor(1_000)));
        let cash = t.methods.iter().find(|m| m.method == Method::Cash).unwrap();
        assert_eq!((cash.taken, cash.refunded), (Minor(3_200), Minor(1_000)));
        // One person's: the same, as one person made them; another's: none.
        let nobody = s
            .takings(DayAsked {
                by: Some("someone-else".into()),
                ..day.clone()
            })
            .await
            .unwrap();
        assert_eq!(nobody.sales, 0);
        // Staff do not close a day; a manager does, once.
        let close = |counted: i64| CloseAsked {
            day: "2026-12-07".into(),
            bounds: bounds.clone(),
            float: Minor(10_000),
            counted: Minor(counted),
            at: "2026-12-07 18:00:00".into(),
        };
        assert_eq!(
            s.close_day(&staff, &audit, close(12_150)).await,
            Err(CloseRefused::NotAllowed)
        );
        let c = s.close_day(&manager, &audit, close(12_150)).await.unwrap();
        assert_eq!(c.expected, Minor(12_200), "100.00 + 32.00 - 10.00");
        assert_eq!(c.difference(), Minor(-50));
        assert_eq!(
            s.close_day(&manager, &audit, close(99)).await,
            Err(CloseRefused::AlreadyClosed)
        );
        // A sale after the close is dated the next day.
        let mut late = sale(
            "d-late",
            vec![line("C", 1, 500)],
            vec![pay(Method::Card, 500)],
        );
        late.at = "2026-12-07 19:00:00".into();
        late.day = Some(SaleDay {
            day: "2026-12-07".into(),
            next_start: "2026-12-08 00:00:00".into(),
        });
        let sold = s.sell(&staff, &audit, late).await.unwrap();
        assert_eq!(sold.invoice.at, "2026-12-08 00:00:00");
        assert_eq!(s.takings(day).await.unwrap().sales, 2);
        e.finish().await;
    }
}
