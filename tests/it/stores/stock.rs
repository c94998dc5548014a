//! The shop's shelf on both engines: movements written on one portal are
//! read on another; on hand is their sum and the value at any past time
//! is the sum of their values; two portals adjusting one part at once
//! lose nothing; a person whose role does not allow it, or a bad bin,
//! changes nothing; what arrived for a customer is held, not available.

use dealer_desk::model::{
    quote::Minor,
    role::Role,
    stock::{adjustment, Kind, StockProblem},
    Currency,
};
use dealer_desk::server::{
    access::audit::AuditLog,
    stock::{AdjustAsked, BinsAsked, NewMovement, PartFacts, Refused, ShelfQuery, Stock},
};

use super::{person, Engine};

async fn stock(e: &Engine) -> Stock {
    Stock::open(e.quotes().await.connection(), Currency::Gbp).unwrap()
}

fn received(sku: &str, qty: i64, cost: i64, at: &str) -> NewMovement {
    NewMovement {
        sku: sku.into(),
        kind: Kind::Received,
        qty,
        cost: Some(Minor(cost)),
        assumed: false,
        fallback_cost: None,
        reference: "delivery 7".into(),
        reason: None,
        note: String::new(),
        by: Some("kim".into()),
        at: at.into(),
    }
}

fn adjust<'a>(sku: &'a str, qty: &str, reason: &str, at: &str) -> AdjustAsked<'a> {
    AdjustAsked {
        sku,
        adjustment: adjustment(qty, reason, "").unwrap(),
        part: PartFacts::known(None),
        at: at.into(),
    }
}

#[tokio::test]
async fn the_ledger_gives_on_hand_cost_and_the_value_at_any_past_time() {
    for e in Engine::both().await {
        let (a, b) = (stock(&e).await, stock(&e).await);
        a.record(received("BRK-1", 4, 1000, "2026-10-01 09:00:00"))
            .await
            .unwrap();
        a.record(received("BRK-1", 2, 1300, "2026-10-15 09:00:00"))
            .await
            .unwrap();
        a.record(received("CHN-2", 1, 5000, "2026-11-02 09:00:00"))
            .await
            .unwrap();
        let audit = AuditLog::in_memory();
        let line = b
            .adjust(
                &person(Role::Manager),
                &audit,
                adjust("BRK-1", "-1", "damaged", "2026-11-20 12:00:00"),
            )
            .await
            .unwrap();
        assert_eq!(line.level.on_hand, 5);
        let part = a.part("BRK-1", 10).await.unwrap();
        let state = part.state.unwrap();
        assert_eq!(state.held.average, Minor(1100));
        assert_eq!(state.held.value, Minor(5500));
        assert_eq!(part.movements.len(), 3);
        assert_eq!(part.movements[0].kind, Some(Kind::Adjusted));
        assert_eq!(part.movements[0].by.as_deref(), Some("manager"));
        assert_eq!(part.movements[0].on_hand_after, 5);
        // At the end of October: BRK-1's six units only.
        let october = b
            .value_at(Some("2026-10-31 23:59:59".into()))
            .await
            .unwrap();
        assert_eq!(october, Minor(6600));
        assert_eq!(b.value_at(None).await.unwrap(), Minor(5500 + 5000));
        assert_eq!(
            b.value_at(Some("2026-12-31 00:00:00".into()))
                .await
                .unwrap(),
            Minor(5500 + 5000)
        );
        assert_eq!(
            b.value_at(Some("2026-01-01 00:00:00".into()))
                .await
                .unwrap(),
            Minor(0)
        );
        e.finish().await;
    }
}

#[tokio::test]
async fn units_found_of_a_part_never_bought_take_the_dealer_price_as_assumed() {
    for e in Engine::both().await {
        let s = stock(&e).await;
        let audit = AuditLog::in_memory();
        let mut asked = adjust("NEW-1", "3", "found", "2026-11-20 12:00:00");
        asked.part = PartFacts::known(Some(Minor(1250)));
        s.adjust(&person(Role::Manager), &audit, asked)
            .await
            .unwrap();
        let part = s.part("NEW-1", 5).await.unwrap();
        assert!(part.movements[0].assumed);
        assert_eq!(part.movements[0].unit_cost, Minor(1250));
        assert_eq!(part.state.unwrap().held.value, Minor(3750));
        // Once it has a cost, found units come in at the average.
        let mut again = adjust("NEW-1", "1", "found", "2026-11-21 12:00:00");
        again.part = PartFacts::known(Some(Minor(9999)));
        s.adjust(&person(Role::Manager), &audit, again)
            .await
            .unwrap();
        let part = s.part("NEW-1", 5).await.unwrap();
        assert!(!part.movements[0].assumed);
        assert_eq!(part.movements[0].unit_cost, Minor(1250));
        e.finish().await;
    }
}

#[tokio::test]
async fn two_portals_adjusting_one_part_at_once_lose_nothing() {
    for e in Engine::both().await {
        let (a, b) = (stock(&e).await, stock(&e).await);
        a.record(received("BOLT-8", 1000, 12, "2026-11-01 08:00:00"))
            .await
            .unwrap();
        let audit = AuditLog::in_memory();
        let manager = person(Role::Manager);
        let run = |s: Stock, n: usize| {
            let (audit, manager) = (audit.clone(), manager.clone());
            async move {
                for _ in 0..n {
                    s.adjust(
                        &manager,
                        &audit,
                        adjust("BOLT-8", "-3", "workshop", "2026-11-02 08:00:00"),
                    )
                    .await
                    .unwrap();
                }
            }
        };
        tokio::join!(run(a.clone(), 25), run(b.clone(), 25));
        let part = b.part("BOLT-8", 1000).await.unwrap();
        let state = part.state.unwrap();
        assert_eq!(state.held.on_hand, 1000 - 150);
        assert_eq!(part.movements.len(), 51);
        let summed: i64 = part.movements.iter().map(|m| m.value.0).sum();
        assert_eq!(Minor(summed), state.held.value);
        assert_eq!(state.held.value, Minor(850 * 12));
        e.finish().await;
    }
}

#[tokio::test]
async fn what_the_role_or_the_bins_do_not_allow_changes_nothing() {
    for e in Engine::both().await {
        let s = stock(&e).await;
        let audit = AuditLog::in_memory();
        let refused = s
            .adjust(
                &person(Role::Staff),
                &audit,
                adjust("BRK-1", "2", "found", "2026-11-20 12:00:00"),
            )
            .await;
        assert_eq!(refused.unwrap_err(), Refused::NotAllowed);
        let mut unknown = adjust("NO-SUCH", "2", "found", "2026-11-20 12:00:00");
        unknown.part = PartFacts::default();
        let refused = s.adjust(&person(Role::Manager), &audit, unknown).await;
        assert_eq!(
            refused.unwrap_err(),
            Refused::Problem(StockProblem::UnknownPart)
        );
        let staff = person(Role::Staff);
        for (typed, why) in [
            ("A,B,C,D", StockProblem::TooManyBins),
            (&"X".repeat(500)[..], StockProblem::BadBin),
            ("A1, a1", StockProblem::SameBinTwice),
        ] {
            let r = s
                .put_in_bins(
                    &staff,
                    &audit,
                    BinsAsked {
                        sku: "BRK-1",
                        bins: typed,
                        pack: "",
                        at: "2026-11-20 12:00:00".into(),
                    },
                )
                .await;
            assert_eq!(r.unwrap_err(), Refused::Problem(why));
        }
        let line = s.line("BRK-1").await.unwrap();
        assert!(!line.kept, "nothing was written");
        assert_eq!(line.level.on_hand, 0);
        e.finish().await;
    }
}

#[tokio::test]
async fn bins_are_kept_searched_and_sorted() {
    for e in Engine::both().await {
        let s = stock(&e).await;
        let audit = AuditLog::in_memory();
        let staff = person(Role::Staff);
        for (sku, bins) in [
            ("P-3", "b-04-2, overflow"),
            ("P-1", "B-04-1"),
            ("P-2", "A-01"),
            ("P-4", ""),
        ] {
            s.put_in_bins(
                &staff,
                &audit,
                BinsAsked {
                    sku,
                    bins,
                    pack: "",
                    at: "2026-11-20 12:00:00".into(),
                },
            )
            .await
            .unwrap();
        }
        let page = |bin: &str, by_bin: bool| ShelfQuery {
            by_bin,
            bin: bin.into(),
            offset: 0,
            limit: 50,
        };
        let skus = |rows: &dealer_desk::server::stock::ShelfRows| {
            rows.rows
                .iter()
                .map(|(p, _)| p.sku.clone())
                .collect::<Vec<_>>()
        };
        let all = s.shelf(page("", true)).await.unwrap();
        assert_eq!(skus(&all), ["P-2", "P-1", "P-3", "P-4"]);
        assert_eq!(all.total, 4);
        let b04 = s.shelf(page("B-04", false)).await.unwrap();
        assert_eq!(skus(&b04), ["P-1", "P-3"]);
        let over = s.shelf(page("OVER", false)).await.unwrap();
        assert_eq!(skus(&over), ["P-3"]);
        assert_eq!(
            s.line("P-3").await.unwrap().bins,
            ["B-04-2".to_string(), "OVERFLOW".to_string()]
        );
        e.finish().await;
    }
}

#[tokio::test]
async fn a_pack_size_is_kept_beside_the_bins_and_stock_stays_in_units() {
    for e in Engine::both().await {
        let s = stock(&e).await;
        let audit = AuditLog::in_memory();
        let staff = person(Role::Staff);
        let asked = |pack: &'static str| BinsAsked {
            sku: "PADS-4",
            bins: "D-01",
            pack,
            at: "2026-11-20 12:00:00".into(),
        };
        s.put_in_bins(&staff, &audit, asked("4")).await.unwrap();
        s.record(received("PADS-4", 12, 250, "2026-11-20 13:00:00"))
            .await
            .unwrap();
        let line = s.line("PADS-4").await.unwrap();
        assert_eq!((line.level.on_hand, line.packs_of()), (12, Some(4)));
        for bad in ["0", "10001", "two"] {
            assert_eq!(
                s.put_in_bins(&staff, &audit, asked(bad)).await,
                Err(Refused::Problem(StockProblem::BadPack)),
                "{bad}"
            );
        }
        assert_eq!(s.line("PADS-4").await.unwrap().packs_of(), Some(4));
        s.put_in_bins(&staff, &audit, asked("")).await.unwrap();
        assert_eq!(s.line("PADS-4").await.unwrap().packs_of(), None);
        e.finish().await;
    }
}
