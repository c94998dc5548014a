//! The audit log on both engines: entries added in order and linked, found
//! by each filter a page at a time, and every kind of tampering named by
//! the walk (an entry changed, one removed from the middle, the oldest
//! removed other than by the keeping time), while a cut by the keeping
//! time holds; its days are the shop's.

use dealer_desk::{
    model::audit::{Action, AuditFilter},
    server::{
        access::audit::{AuditLog, Event},
        platform::shop_time::ShopTime,
    },
};

use super::Engine;

/// `n` entries: alternately anna's sign-ins and bob's refusals, each on
/// record "r{i}".
async fn filled(log: &AuditLog, n: usize) {
    for i in 0..n {
        let (who, action) = if i % 2 == 0 {
            ("anna", Action::SignIn)
        } else {
            ("bob", Action::Refused)
        };
        log.record(Event {
            who: Some(who.into()),
            address: Some("192.0.2.7".into()),
            ..Event::new(action).on(format!("r{i}")).with("50%_off")
        });
    }
    log.flush().await;
}

fn filter(f: AuditFilter) -> dealer_desk::model::audit::CheckedFilter {
    filter_in(ShopTime::default(), f)
}

/// The filter checked with the days of a shop in `time`'s zone.
fn filter_in(time: ShopTime, f: AuditFilter) -> dealer_desk::model::audit::CheckedFilter {
    f.check(|d| time.day_text(d)).unwrap()
}

#[tokio::test]
async fn entries_are_linked_found_and_checked() {
    for e in Engine::both().await {
        let log = AuditLog::of(&e.access().await, 730);
        filled(&log, 30).await;
        let v = log.verify().await.unwrap();
        assert_eq!((v.entries, v.first, v.bad.clone()), (30, Some(1), None));
        assert_eq!(v.last.as_ref().map(|l| l.0), Some(30));

        // Newest first, a page at a time.
        let all = filter(AuditFilter::default());
        let page = log.find(all.clone(), 10).await.unwrap();
        let seqs: Vec<i64> = page.iter().map(|e| e.seq).collect();
        assert_eq!(seqs, (21..=30).rev().collect::<Vec<_>>());
        let next = filter(AuditFilter {
            before: 21,
            ..AuditFilter::default()
        });
        assert_eq!(log.find(next, 10).await.unwrap()[0].seq, 20);
        // By who, by action, by record (its % and _ taken literally).
        let bobs = filter(AuditFilter {
            who: "bob".into(),
            ..AuditFilter::default()
        });
        let found = log.find(bobs, 100).await.unwrap();
        assert_eq!(found.len(), 15);
        assert!(found.iter().all(|e| e.action == "refused"));
        let sign_ins = filter(AuditFilter {
            action: "sign-in".into(),
            record: "r1".into(),
            ..AuditFilter::default()
        });
        let found = log.find(sign_ins, 100).await.unwrap();
        let records: Vec<_> = found.iter().filter_map(|e| e.record.clone()).collect();
        assert_eq!(records, ["r18", "r16", "r14", "r12", "r10"]);
        let literal = filter(AuditFilter {
            record: "r%".into(),
            ..AuditFilter::default()
        });
        assert!(log.find(literal, 100).await.unwrap().is_empty());
        // By day: all of today, none of a day long gone.
        let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
        let days = |from: &str, to: &str| {
            filter(AuditFilter {
                from: from.into(),
                to: to.into(),
                ..AuditFilter::default()
            })
        };
        assert_eq!(log.find(days(&today, &today), 100).await.unwrap().len(), 30);
        assert!(log
            .find(days("2001-01-01", "2001-12-31"), 100)
            .await
            .unwrap()
            .is_empty());
        e.finish().await;
    }
}

#[tokio::test]
async fn the_days_filtered_are_the_shops_days() {
    for e in Engine::both().await {
        let log = AuditLog::of(&e.access().await, 730);
        filled(&log, 3).await;
        // Entry 2 was made at 22:47 PST on the 28th: 06:47 UTC on the 29th;
        // entry 1 on the 27th in Los Angeles (the 28th in UTC), entry 3 on
        // the 30th in both.
        for (seq, at) in [
            (1, "2026-11-28 07:00:00"),
            (2, "2026-11-29 06:47:00"),
            (3, "2026-11-30 09:00:00"),
        ] {
            e.execute_in(
                "access.sqlite3",
                &format!("UPDATE audit_log SET at = '{at}' WHERE seq = {seq}"),
            )
            .await;
        }
        let la = ShopTime::from_setting(Some("America/Los_Angeles")).unwrap();
        let on = |day: &str| {
            filter_in(
                la,
                AuditFilter {
                    from: day.into(),
                    to: day.into(),
                    ..AuditFilter::default()
                },
            )
        };
        let seqs = |found: Vec<dealer_desk::model::audit::AuditEntry>| {
            found.iter().map(|e| e.seq).collect::<Vec<_>>()
        };
        assert_eq!(seqs(log.find(on("2026-11-28"), 10).await.unwrap()), [2]);
        assert!(log.find(on("2026-11-29"), 10).await.unwrap().is_empty());
        // In a UTC shop the same moment is the 29th's.
        let utc_29th = filter(AuditFilter {
            from: "2026-11-29".into(),
            to: "2026-11-29".into(),
            ..AuditFilter::default()
        });
        assert_eq!(seqs(log.find(utc_29th, 10).await.unwrap()), [2]);
        e.finish().await;
    }
}

#[tokio::test]
async fn a_changed_or_removed_entry_is_named() {
    for e in Engine::both().await {
        let log = AuditLog::of(&e.access().await, 730);
        filled(&log, 12).await;
        e.execute_in(
            "access.sqlite3",
            "UPDATE audit_log SET who = 'mallory' WHERE seq = 5",
        )
        .await;
        let bad = log.verify().await.unwrap().bad.unwrap();
        assert_eq!(bad.seq, 5, "{}", bad.why);
        e.execute_in(
            "access.sqlite3",
            "UPDATE audit_log SET who = 'anna' WHERE seq = 5",
        )
        .await;
        assert_eq!(log.verify().await.unwrap().bad, None, "put back, it holds");

        // One removed from the middle: the next one is named.
        e.execute_in("access.sqlite3", "DELETE FROM audit_log WHERE seq = 8")
            .await;
        assert_eq!(log.verify().await.unwrap().bad.unwrap().seq, 9);
        e.finish().await;
    }
}

#[tokio::test]
async fn the_keeping_time_cuts_and_says_so_but_no_one_else_may() {
    for e in Engine::both().await {
        let log = AuditLog::of(&e.access().await, 30);
        filled(&log, 10).await;
        // The first six are two years old.
        e.execute_in(
            "access.sqlite3",
            "UPDATE audit_log SET at = '2024-01-01 10:00:00' WHERE seq <= 6",
        )
        .await;
        // (Their dates changed: the walk says so, and the prune removes them.)
        assert_eq!(log.verify().await.unwrap().bad.unwrap().seq, 1);
        assert_eq!(log.prune().await.unwrap(), 6);
        let v = log.verify().await.unwrap();
        assert_eq!(v.bad, None);
        assert_eq!((v.first, v.entries), (Some(7), 5), "four kept and the cut");
        let cut = log
            .find(
                filter(AuditFilter {
                    action: "audit-pruned".into(),
                    ..AuditFilter::default()
                }),
                1,
            )
            .await
            .unwrap();
        assert_eq!(cut[0].record.as_deref(), Some("6"));
        // Nothing more is old: nothing cut, nothing recorded.
        assert_eq!(log.prune().await.unwrap(), 0);
        // The oldest removed by hand: named.
        e.execute_in("access.sqlite3", "DELETE FROM audit_log WHERE seq = 7")
            .await;
        let bad = log.verify().await.unwrap().bad.unwrap();
        assert_eq!(bad.seq, 8, "{}", bad.why);
        e.finish().await;
    }
}
