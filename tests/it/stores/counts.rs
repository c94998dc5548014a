//! Counts of the shelf on both engines: a blind count's lines keep the on
//! hand at the moment they were counted, so a sale after it makes no false
//! difference; posting writes one counted movement a difference and
//! closes the count, and a second post (or two managers posting at once)
//! changes nothing more; lines sent back block the post until counted
//! again; parts outside the count are refused, but for the whole shelf;
//! roles are checked by each operation.

use dealer_desk::model::{
    quote::Minor,
    role::Role,
    stock::{
        count::{CountProblem, Entry, Scope, Uncounted},
        Kind,
    },
    Currency,
};
use dealer_desk::server::{
    access::{audit::AuditLog, Actor},
    index::{Index, IndexSettings},
    stock::{
        count::{CountAsked, CountRefused, OpenAsked, PostAsked, Recount},
        count_store::LinesShown,
        BinsAsked, NewMovement, Stock,
    },
};

use super::{person, Engine};

async fn stock(e: &Engine) -> Stock {
    Stock::open(e.quotes().await.connection(), Currency::Gbp).unwrap()
}

fn moved(sku: &str, kind: Kind, qty: i64, cost: Option<i64>) -> NewMovement {
    NewMovement {
        sku: sku.into(),
        kind,
        qty,
        cost: cost.map(Minor),
        assumed: false,
        fallback_cost: None,
        reference: String::new(),
        reason: None,
        note: String::new(),
        by: Some("kim".into()),
        at: "2026-11-01 08:00:00".into(),
    }
}

/// An index with no product: scopes by bins and the whole shelf need none.
fn no_index(dir: &tempfile::TempDir) -> Index {
    Index::open(IndexSettings::in_dir(dir.path(), "counts-test")).unwrap()
}

/// The shelf: A (5 at 1.00, bin B-04-1), B (3 at 2.00, B-05), C (2 at
/// 0.50, C-01).
async fn shelf(s: &Stock) {
    let (audit, staff) = (AuditLog::in_memory(), person(Role::Staff));
    for (sku, qty, cost, bins) in [
        ("A", 5, 100, "B-04-1"),
        ("B", 3, 200, "B-05"),
        ("C", 2, 50, "C-01"),
    ] {
        s.record(moved(sku, Kind::Received, qty, Some(cost)))
            .await
            .unwrap();
        s.put_in_bins(
            &staff,
            &audit,
            BinsAsked {
                sku,
                bins,
                pack: "",
                at: "2026-11-01 08:00:00".into(),
            },
        )
        .await
        .unwrap();
    }
}

async fn open(s: &Stock, index: &Index, scope: Scope) -> Result<i64, CountRefused> {
    let asked = OpenAsked {
        scope,
        blind: true,
        at: "2026-11-02 08:00:00".into(),
    };
    s.open_count(&person(Role::Staff), &AuditLog::in_memory(), index, asked)
        .await
}

async fn count(s: &Stock, id: i64, sku: &str, entry: Entry) -> Result<i64, CountRefused> {
    let asked = CountAsked {
        id,
        sku,
        entry,
        at: "2026-11-02 09:00:00".into(),
    };
    s.count_part(&person(Role::Staff), asked)
        .await
        .map(|l| l.counted)
}

fn post(id: i64, uncounted: Uncounted) -> PostAsked {
    PostAsked {
        id,
        uncounted,
        at: "2026-11-02 10:00:00".into(),
    }
}

async fn on_hand(s: &Stock, sku: &str) -> i64 {
    s.line(sku).await.unwrap().level.on_hand
}

#[tokio::test]
async fn a_sale_after_a_line_was_counted_makes_no_difference_and_a_count_posts_once() {
    for e in Engine::both().await {
        let dir = tempfile::tempdir().unwrap();
        let index = no_index(&dir);
        let s = stock(&e).await;
        shelf(&s).await;
        let bins = Scope::Bins {
            from: "B-04".into(),
            to: "B-05".into(),
        };
        let id = open(&s, &index, bins).await.unwrap();
        let page = s
            .count_page(id, LinesShown::All, 0, 50)
            .await
            .unwrap()
            .unwrap();
        let skus: Vec<_> = page.lines.iter().map(|l| l.line.sku.as_str()).collect();
        assert_eq!(skus, ["A", "B"], "bin order, C outside the range");
        for _ in 0..4 {
            count(&s, id, "A", Entry::Add(1)).await.unwrap();
        }
        // One sold after A was counted: the record and the shelf both
        // lose it, so the count's difference stays what was missing.
        s.record(moved("A", Kind::Sold, -1, None)).await.unwrap();
        assert_eq!(count(&s, id, "B", Entry::Set(3)).await, Ok(3));
        assert_eq!(
            count(&s, id, "C", Entry::Add(1)).await,
            Err(CountRefused::Problem(CountProblem::NotInCount("C".into())))
        );
        let (audit, manager) = (AuditLog::in_memory(), person(Role::Manager));
        let staff_post = s
            .post_count(
                &person(Role::Staff),
                &audit,
                &index,
                post(id, Uncounted::Leave),
            )
            .await;
        assert_eq!(staff_post, Err(CountRefused::NotAllowed));
        let posted = s
            .post_count(&manager, &audit, &index, post(id, Uncounted::Leave))
            .await
            .unwrap();
        assert_eq!(
            (posted.moves, posted.units, posted.value),
            (1, -1, Minor(-100))
        );
        assert_eq!(on_hand(&s, "A").await, 3);
        assert_eq!(on_hand(&s, "B").await, 3);
        let again = s
            .post_count(&manager, &audit, &index, post(id, Uncounted::Leave))
            .await;
        assert_eq!(again, Err(CountRefused::Problem(CountProblem::Closed)));
        assert_eq!(on_hand(&s, "A").await, 3, "a second post changes nothing");
        assert_eq!(
            count(&s, id, "A", Entry::Add(1)).await,
            Err(CountRefused::Problem(CountProblem::Closed))
        );
        let part = s.part("A", 10).await.unwrap();
        let last = &part.movements[0];
        assert_eq!(last.kind, Some(Kind::Counted));
        assert_eq!(last.qty, -1);
        assert_eq!(last.reference, format!("count {id}"));
        assert_eq!(last.by.as_deref(), Some("manager"));
        e.finish().await;
    }
}

#[tokio::test]
async fn recounts_block_the_post_until_counted_and_uncounted_lines_can_go_to_zero() {
    for e in Engine::both().await {
        let dir = tempfile::tempdir().unwrap();
        let index = no_index(&dir);
        let s = stock(&e).await;
        shelf(&s).await;
        let id = open(&s, &index, Scope::Whole).await.unwrap();
        count(&s, id, "A", Entry::Add(7)).await.unwrap();
        count(&s, id, "B", Entry::Set(3)).await.unwrap();
        // A part never kept, found on the shelf: the whole shelf takes it.
        assert_eq!(count(&s, id, "NEW-1", Entry::Add(2)).await, Ok(2));
        let (audit, manager) = (AuditLog::in_memory(), person(Role::Manager));
        let sent = s
            .ask_recount(&manager, &audit, id, Recount::Differing)
            .await
            .unwrap();
        assert_eq!(sent, 2, "A and NEW-1 differ; B does not");
        assert_eq!(
            s.post_count(&manager, &audit, &index, post(id, Uncounted::Zero))
                .await,
            Err(CountRefused::Problem(CountProblem::RecountsWaiting(2)))
        );
        assert_eq!(on_hand(&s, "A").await, 5, "a refused post changes nothing");
        let review = s
            .count_page(id, LinesShown::Recount, 0, 50)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(review.matching, 2);
        assert_eq!(review.lines[0].counted_before, Some(7));
        assert_eq!(
            count(&s, id, "A", Entry::Add(6)).await,
            Ok(6),
            "counted afresh"
        );
        count(&s, id, "NEW-1", Entry::Set(2)).await.unwrap();
        let posted = s
            .post_count(&manager, &audit, &index, post(id, Uncounted::Zero))
            .await
            .unwrap();
        // A +1, NEW-1 +2, C (nobody counted it) -2.
        assert_eq!((posted.moves, posted.units), (3, 1));
        assert_eq!(on_hand(&s, "A").await, 6);
        assert_eq!(on_hand(&s, "C").await, 0);
        assert_eq!(on_hand(&s, "NEW-1").await, 2);
        e.finish().await;
    }
}

#[tokio::test]
async fn two_managers_posting_one_count_at_once_post_it_once() {
    for e in Engine::both().await {
        let dir = tempfile::tempdir().unwrap();
        let index = no_index(&dir);
        let (a, b) = (stock(&e).await, stock(&e).await);
        shelf(&a).await;
        let id = open(&a, &index, Scope::Whole).await.unwrap();
        count(&a, id, "B", Entry::Set(1)).await.unwrap();
        let (audit, manager) = (AuditLog::in_memory(), person(Role::Manager));
        let (x, y) = tokio::join!(
            a.post_count(&manager, &audit, &index, post(id, Uncounted::Leave)),
            b.post_count(&manager, &audit, &index, post(id, Uncounted::Leave)),
        );
        let done = [&x, &y].iter().filter(|r| r.is_ok()).count();
        assert_eq!(done, 1, "{x:?} {y:?}");
        assert!([&x, &y]
            .iter()
            .any(|r| **r == Err(CountRefused::Problem(CountProblem::Closed))));
        assert_eq!(on_hand(&b, "B").await, 1);
        let part = b.part("B", 10).await.unwrap();
        let counted = part
            .movements
            .iter()
            .filter(|m| m.kind == Some(Kind::Counted))
            .count();
        assert_eq!(counted, 1);
        e.finish().await;
    }
}

#[tokio::test]
async fn what_a_count_cannot_take_changes_nothing() {
    for e in Engine::both().await {
        let dir = tempfile::tempdir().unwrap();
        let index = no_index(&dir);
        let s = stock(&e).await;
        shelf(&s).await;
        let nothing = Scope::Bins {
            from: "X".into(),
            to: "Y".into(),
        };
        assert_eq!(
            open(&s, &index, nothing).await,
            Err(CountRefused::Problem(CountProblem::NothingToCount))
        );
        // A list: a part the shelf keeps is taken, one nobody knows is not.
        let list = Scope::List(vec!["b".into(), "NO-SUCH".into()]);
        assert_eq!(
            open(&s, &index, list).await,
            Err(CountRefused::Problem(CountProblem::UnknownCode(
                "NO-SUCH".into()
            )))
        );
        let id = open(&s, &index, Scope::List(vec!["b".into()]))
            .await
            .unwrap();
        let page = s
            .count_page(id, LinesShown::All, 0, 50)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(page.lines[0].line.sku, "B", "the shelf's spelling");
        assert_eq!(
            count(&s, id, "B", Entry::Add(1_000_000)).await,
            Ok(1_000_000)
        );
        assert_eq!(
            count(&s, id, "B", Entry::Add(1)).await,
            Err(CountRefused::Problem(CountProblem::TooMany))
        );
        let nobody = Actor::default();
        let asked = OpenAsked {
            scope: Scope::Whole,
            blind: true,
            at: "2026-11-02 08:00:00".into(),
        };
        let audit = AuditLog::in_memory();
        assert_eq!(
            s.open_count(&nobody, &audit, &index, asked).await,
            Err(CountRefused::NotAllowed)
        );
        assert_eq!(
            s.cancel_count(
                &person(Role::Staff),
                &audit,
                id,
                "2026-11-02 11:00:00".into()
            )
            .await,
            Err(CountRefused::NotAllowed)
        );
        s.cancel_count(
            &person(Role::Manager),
            &audit,
            id,
            "2026-11-02 11:00:00".into(),
        )
        .await
        .unwrap();
        assert_eq!(
            s.post_count(
                &person(Role::Manager),
                &audit,
                &index,
                post(id, Uncounted::Leave)
            )
            .await,
            Err(CountRefused::Problem(CountProblem::Closed))
        );
        assert_eq!(
            on_hand(&s, "B").await,
            3,
            "a cancelled count changes nothing"
        );
        assert_eq!(
            s.post_count(
                &person(Role::Manager),
                &audit,
                &index,
                post(9_999, Uncounted::Leave)
            )
            .await,
            Err(CountRefused::Problem(CountProblem::NoSuchCount))
        );
        e.finish().await;
    }
}
