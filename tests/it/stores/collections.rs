//! A special order's lines collected as a sale, on both engines: the
//! invoice holds the collected lines at the order's prices, the deposit's
//! share of them as paid before and what was paid now; the parts leave
//! the shelf and are no longer held; the lines are collected. A line not
//! waiting, a payment short of what is left, or the same form twice
//! change nothing more.

use dealer_desk::model::{
    customer::SameContact,
    order::{LineState, OrderLine, PayMethod, Step, When},
    pricing::{Rate, HUNDRED_PERCENT},
    quote::Minor,
    role::Role,
    sale::{Method, Payment, SaleProblem},
    Currency,
};
use dealer_desk::server::{
    access::audit::AuditLog,
    customers::Customers,
    orders::{NewOrder, OrderTerms, Orders},
    pricing::tax::TaxRounding,
    quotes::new_id,
    sales::{
        collect::{CollectAsked, CollectTax, Paying},
        SaleRefused, Sales,
    },
    stock::Stock,
};

use super::{person, Engine};

const TERMS: OrderTerms = OrderTerms {
    deposit: Rate(20 * HUNDRED_PERCENT / 100),
    restock: Rate(10 * HUNDRED_PERCENT / 100),
    collect_remind_days: 7,
};

/// The UK's VAT at 20 %, in shelf prices, rounded down.
const UK: CollectTax = CollectTax {
    terms: dealer_desk::model::sale::collect::TaxTerms {
        rate: Rate(20_000),
        includes_tax: true,
        sales_tax: false,
    },
    rounding: TaxRounding::Down,
};

fn line(sku: &str, unit: i64, qty: i64) -> OrderLine {
    OrderLine {
        sku: sku.into(),
        name: Some(format!("Part {sku}")),
        unit: Minor(unit),
        qty,
        ..OrderLine::default()
    }
}

fn when(day: &str) -> When {
    When {
        now: format!("{day} 11:00:00"),
        today: day.into(),
        by: Some("sam".into()),
    }
}

/// An order of a chain (2 × 30.00) and a sprocket (40.00), a 50.00
/// deposit by card; both lines arrived.
async fn arrived_order(e: &Engine, orders: &Orders) -> String {
    let c = Customers::open(e.quotes().await.connection(), &Default::default())
        .await
        .unwrap();
    let fields =
        dealer_desk::model::customer::customer_fields("Ravi Patel", "07700 900123", "", "")
            .unwrap();
    let customer = c
        .create(new_id(), fields, SameContact::Refuse, None)
        .await
        .unwrap()
        .done()
        .unwrap();
    let new = NewOrder {
        id: "SO-CHAIN2".into(),
        customer_id: customer,
        email_on_arrival: false,
        quote_id: Some("q-1".into()),
        currency: Currency::Gbp,
        lines: vec![line("CHAIN-1", 3_000, 2), line("SPROCKET-1", 4_000, 1)],
        deposit: "50.00".into(),
        method: PayMethod::Card,
        by: Some("sam".into()),
        now: "2026-11-28 10:00:00".into(),
    };
    let order = orders.create(new).await.unwrap();
    for pos in 0..2 {
        let ordered = Step::Ordered {
            reference: "PO-1".into(),
            expected: String::new(),
        };
        orders
            .step(&order.id, pos, ordered, when("2026-11-28"))
            .await
            .unwrap();
        let arrived = Step::Arrived { place: "B3".into() };
        orders
            .step(&order.id, pos, arrived, when("2026-12-01"))
            .await
            .unwrap();
    }
    order.id
}

fn asked(order: &str, token: &str, lines: Vec<usize>, paying: Paying) -> CollectAsked {
    CollectAsked {
        order: order.into(),
        lines,
        token: token.into(),
        paying,
        customer: None,
        tax: UK,
        at: "2026-12-03 15:00:00".into(),
        today: "2026-12-03".into(),
        day: None,
    }
}

#[tokio::test]
async fn a_collection_is_invoiced_with_its_deposit_paid_before() {
    for e in Engine::both().await {
        let db = e.quotes().await.connection();
        let orders = Orders::open(db.clone(), TERMS).unwrap();
        let s = Sales::open(db.clone(), Currency::Gbp, "").unwrap();
        let stock = Stock::open(db, Currency::Gbp).unwrap();
        let (audit, staff) = (AuditLog::in_memory(), person(Role::Staff));
        let id = arrived_order(&e, &orders).await;
        assert_eq!(stock.line("CHAIN-1").await.unwrap().level.committed, 2);
        // The chain: 60.00, its share of the deposit 30.00 (60 of 100).
        let short = Paying::Split(vec![Payment {
            method: Method::Card,
            amount: Minor(2_000),
        }]);
        assert_eq!(
            s.collect(&staff, &audit, &orders, asked(&id, "c-1", vec![0], short))
                .await
                .map(|_| ()),
            Err(SaleRefused::Problem(SaleProblem::Short(Minor(1_000))))
        );
        let cash = Paying::Split(vec![Payment {
            method: Method::Cash,
            amount: Minor(5_000),
        }]);
        let sold = s
            .collect(
                &staff,
                &audit,
                &orders,
                asked(&id, "c-1", vec![0], cash.clone()),
            )
            .await
            .unwrap();
        assert!(!sold.again);
        let record = s.invoice(sold.invoice.id).await.unwrap().unwrap();
        assert_eq!(record.head.order.as_deref(), Some(id.as_str()));
        assert_eq!(record.head.money.total, Minor(6_000));
        assert_eq!(record.head.money.tax, Minor(1_000));
        assert_eq!(record.lines.len(), 1);
        assert_eq!(record.lines[0].0.total, Minor(6_000));
        assert_eq!(
            record.payments,
            vec![Payment {
                method: Method::Cash,
                amount: Minor(3_000)
            }]
        );
        assert_eq!(record.head.change, Minor(2_000));
        assert_eq!(record.paid_before.len(), 1);
        let before = &record.paid_before[0];
        assert_eq!((before.method, before.amount), (Method::Card, Minor(3_000)));
        assert_eq!(before.reference, id);
        // Off the shelf, no longer held; the line collected.
        let chain = stock.line("CHAIN-1").await.unwrap();
        assert_eq!((chain.level.on_hand, chain.level.committed), (0, 0));
        let order = orders.get(&id).await.unwrap().unwrap();
        assert_eq!(order.lines[0].at(), LineState::Collected);
        assert_eq!(order.lines[1].at(), LineState::Arrived);
        // The same form again: the same invoice, nothing more.
        let again = s
            .collect(
                &staff,
                &audit,
                &orders,
                asked(&id, "c-1", vec![0], cash.clone()),
            )
            .await
            .unwrap();
        assert!(again.again);
        assert_eq!(again.invoice.id, sold.invoice.id);
        // A line collected already is no longer waiting.
        assert_eq!(
            s.collect(&staff, &audit, &orders, asked(&id, "c-2", vec![0, 1], cash))
                .await
                .map(|_| ()),
            Err(SaleRefused::Problem(SaleProblem::NotWaiting))
        );
        // The sprocket, all by card: 40.00 less its 20.00.
        let last = s
            .collect(
                &staff,
                &audit,
                &orders,
                asked(&id, "c-3", vec![1], Paying::All(Method::Card)),
            )
            .await
            .unwrap();
        let record = s.invoice(last.invoice.id).await.unwrap().unwrap();
        assert_eq!(record.payments[0].amount, Minor(2_000));
        assert_eq!(record.paid_before[0].amount, Minor(2_000));
        assert_eq!(
            s.of_order(&id).await.unwrap(),
            vec![
                (sold.invoice.id, sold.invoice.number.clone()),
                (last.invoice.id, last.invoice.number.clone())
            ]
        );
        let balance = dealer_desk::model::order::balance(
            &orders.get(&id).await.unwrap().unwrap().lines,
            Minor(5_000),
        );
        assert_eq!(balance.due, Minor(0));
        the_deposit_is_in_its_days_takings(&s).await;
        e.finish().await;
    }
}

/// The deposit taken by card on the order's day is in that day's card
/// takings; the collections' days count only what was paid then.
async fn the_deposit_is_in_its_days_takings(s: &Sales) {
    use dealer_desk::model::shop_day::UtcDay;
    use dealer_desk::server::sales::day::DayAsked;
    let day = |d: &str, next: &str| DayAsked {
        day: d.into(),
        bounds: UtcDay {
            start: format!("{d} 00:00:00"),
            end: format!("{next} 00:00:00"),
        },
        by: None,
    };
    let taken = |t: &dealer_desk::server::sales::day::Takings, m: Method| {
        t.methods
            .iter()
            .find(|x| x.method == m)
            .map_or(Minor(0), |x| x.taken)
    };
    let ordered = s.takings(day("2026-11-28", "2026-11-29")).await.unwrap();
    assert_eq!(ordered.deposits, Minor(5_000));
    assert_eq!(taken(&ordered, Method::Card), Minor(5_000));
    assert_eq!(ordered.sales, 0);
    let collected = s.takings(day("2026-12-03", "2026-12-04")).await.unwrap();
    assert_eq!(collected.sales, 2);
    assert_eq!(collected.deposits, Minor(0));
    assert_eq!(
        taken(&collected, Method::Cash),
        Minor(3_000),
        "kept, after change"
    );
    assert_eq!(
        taken(&collected, Method::Card),
        Minor(2_000),
        "not the deposit again"
    );
}
