//! Parts taken back without their invoice, on both engines: only with a
//! manager's approval; the credit note from the same gap-free series,
//! referring to no invoice, with the tax in what it refunds; a unit back
//! on the shelf at the part's average cost, a damaged one recorded only;
//! the same form twice makes one credit note; the list and the day's
//! takings hold it.

use dealer_desk::model::{
    quote::money::{Minor, Rate},
    role::Role,
    sale::{
        collect::TaxTerms,
        loose::{loose_lines, LooseTyped},
        returns::{Reason, ReturnProblem},
        Method,
    },
    stock::Kind,
    Currency,
};
use dealer_desk::server::{
    access::audit::AuditLog,
    pricing::tax::TaxRounding,
    sales::{
        collect::CollectTax, loose::LooseAsked, returns::ReturnRefused, store::ListQuery, Sales,
    },
    stock::{NewMovement, Stock},
};

use super::{person, Engine};

const UK: CollectTax = CollectTax {
    terms: TaxTerms {
        rate: Rate(20_000),
        includes_tax: true,
        sales_tax: false,
    },
    rounding: TaxRounding::Down,
};

fn asked(token: &str, manager: Option<&str>) -> LooseAsked {
    let typed = |sku: &str, qty: &str, amount: &str, damaged: bool| LooseTyped {
        sku: sku.into(),
        qty: qty.into(),
        amount: amount.into(),
        damaged,
    };
    LooseAsked {
        token: token.into(),
        lines: loose_lines(&[
            typed("PADS-7", "2", "12.00", false),
            typed("VISOR-2", "1", "36.00", true),
        ])
        .unwrap(),
        reason: Reason::NotNeeded,
        note: String::new(),
        method: Method::Voucher,
        manager: manager.map(str::to_string),
        tax: UK,
        names: vec!["Brake pads".into()],
        at: "2026-12-09 10:00:00".into(),
    }
}

#[tokio::test]
async fn parts_come_back_without_an_invoice_only_with_a_manager() {
    for e in Engine::both().await {
        let db = e.quotes().await.connection();
        let s = Sales::open(db.clone(), Currency::Gbp, "").unwrap();
        let stock = Stock::open(db, Currency::Gbp).unwrap();
        stock
            .record(NewMovement {
                sku: "PADS-7".into(),
                kind: Kind::Received,
                qty: 3,
                cost: Some(Minor(700)),
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
        let (audit, staff, manager) = (
            AuditLog::in_memory(),
            person(Role::Staff),
            person(Role::Manager),
        );
        // Staff alone: refused, no number taken, nothing back.
        assert_eq!(
            s.take_back_loose(&staff, &audit, asked("l-1", None))
                .await
                .map(|_| ()),
            Err(ReturnRefused::Problem(ReturnProblem::NeedsManager))
        );
        assert_eq!(stock.line("PADS-7").await.unwrap().level.on_hand, 3);
        // A manager approved at the counter.
        let made = s
            .take_back_loose(&staff, &audit, asked("l-1", Some("mia")))
            .await
            .unwrap();
        let c = &made.credit;
        assert_eq!(c.number, "CN2026-000001");
        assert_eq!(c.invoice, None);
        assert_eq!(
            (c.total, c.tax, c.net),
            (Minor(6_000), Minor(1_000), Minor(5_000))
        );
        assert_eq!(c.approved_by.as_deref(), Some("mia"));
        assert_eq!(c.method, Method::Voucher);
        // Two pads back at their average cost; the damaged visor not.
        let pads = stock.line("PADS-7").await.unwrap();
        assert_eq!(pads.level.on_hand, 5);
        assert_eq!(stock.line("VISOR-2").await.unwrap().level.on_hand, 0);
        let record = s.credit_note(c.id).await.unwrap().unwrap();
        assert_eq!(record.lines[0].cost, Minor(700));
        assert_eq!(record.lines[0].name, "Brake pads");
        assert_eq!(
            record.lines[1].name, "",
            "a part the catalogue does not name"
        );
        assert!(!record.lines[1].restock);
        // The same form again: the same credit note.
        let again = s
            .take_back_loose(&staff, &audit, asked("l-1", Some("mia")))
            .await
            .unwrap();
        assert!(again.again);
        assert_eq!(stock.line("PADS-7").await.unwrap().level.on_hand, 5);
        // A manager's own needs no one else; the series has no gap.
        let own = s
            .take_back_loose(&manager, &audit, asked("l-2", None))
            .await
            .unwrap();
        assert_eq!(own.credit.number, "CN2026-000002");
        assert_eq!(own.credit.approved_by.as_deref(), Some("manager"));
        // The list holds both, as credit notes of no invoice.
        let found = s
            .list(ListQuery {
                limit: 10,
                ..Default::default()
            })
            .await
            .unwrap();
        assert_eq!((found.matched, found.total), (2, Minor(-12_000)));
        assert!(found.rows.iter().all(|r| r.credit && r.against.is_none()));
        let theirs = s
            .list(ListQuery {
                customer: "ravi".into(),
                limit: 10,
                ..Default::default()
            })
            .await
            .unwrap();
        assert_eq!(theirs.matched, 0, "no customer to find them by");
        e.finish().await;
    }
}
