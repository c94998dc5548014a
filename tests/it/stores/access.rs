//! Sessions and feed tokens, on both engines: what one portal writes every
//! portal reads; pulls at once through two portals all count.

use std::sync::Arc;

use dealer_desk::server::access::{
    feed_tokens::TokenError,
    sessions::{SessionStore, StoredSession},
};

use super::Engine;

fn session(user: &str, expires: i64) -> StoredSession {
    StoredSession {
        user: user.into(),
        credential: format!("cred-{user}"),
        expires,
    }
}

#[tokio::test]
async fn sessions_are_found_until_they_expire_or_end_and_are_swept() {
    for e in Engine::both().await {
        let (a, b): (Arc<dyn SessionStore>, Arc<dyn SessionStore>) =
            (e.sessions().await, e.sessions().await);
        let (anna, bob, old) = ([1u8; 32], [2u8; 32], [3u8; 32]);
        a.insert(anna, session("anna", 1_000)).await.unwrap();
        a.insert(bob, session("bob", 2_000)).await.unwrap();
        a.insert(old, session("old", 500)).await.unwrap();
        // Another portal finds them.
        assert_eq!(
            b.find(anna, 999).await.unwrap(),
            Some(session("anna", 1_000))
        );
        assert_eq!(b.find(anna, 1_000).await.unwrap(), None, "expired");
        assert_eq!(b.find([9u8; 32], 0).await.unwrap(), None);
        // Inserted again (the same digest): replaced, not doubled.
        a.insert(anna, session("anna", 3_000)).await.unwrap();
        assert_eq!(b.find(anna, 2_999).await.unwrap().unwrap().expires, 3_000);
        b.remove(bob).await.unwrap();
        assert_eq!(a.find(bob, 0).await.unwrap(), None, "ended on every portal");
        assert_eq!(a.sweep(1_000).await, Ok(1), "only the expired one");
        assert_eq!(a.sweep(1_000).await, Ok(0));
        assert!(a.find(anna, 0).await.unwrap().is_some());
        e.finish().await;
    }
}

#[tokio::test]
async fn feed_tokens_count_every_pull_and_a_revoke_closes_them_everywhere() {
    for e in Engine::both().await {
        let (a, b) = (e.tokens().await, e.tokens().await);
        let (view, secret) = a.create("  Web   shop ").await.unwrap();
        assert_eq!(view.name, "Web shop");
        assert_eq!(b.create("WEB SHOP").await, Err(TokenError::Taken));
        assert_eq!(b.create(" ").await, Err(TokenError::BadName));
        let (_, other) = b.create("Nightly").await.unwrap();
        let pulls: Vec<_> = (0..60)
            .map(|n| {
                let (t, s) = (if n % 2 == 0 { &a } else { &b }.clone(), secret.clone());
                tokio::spawn(async move { t.pull(&s).await })
            })
            .collect();
        for p in pulls {
            assert_eq!(p.await.unwrap(), Ok(Some("Web shop".into())));
        }
        assert_eq!(a.pull("ddf_nope").await, Ok(None));
        assert_eq!(a.pull(&other).await, Ok(Some("Nightly".into())));
        let listed = b.list().await.unwrap();
        let names: Vec<_> = listed.iter().map(|t| (t.name.as_str(), t.pulls)).collect();
        assert_eq!(names, [("Web shop", 60), ("Nightly", 1)], "oldest first");
        assert!(listed[0].last_used.is_some());
        assert_eq!(b.revoke(&view.id).await, Ok(Some("Web shop".into())));
        assert_eq!(a.revoke(&view.id).await, Ok(None));
        assert_eq!(a.pull(&secret).await, Ok(None), "revoked on every portal");
        e.finish().await;
    }
}

/// A users file's text: sam (staff) and olu (an owner, no role named).
fn users_file(hash: &str) -> dealer_desk::server::access::users::FileAccounts {
    dealer_desk::server::access::users::FileAccounts::parse(&format!(
        "sam:{hash}:staff\nolu:{hash}\n"
    ))
    .unwrap()
}

async fn owners_portal(e: &Engine, hash: &str) -> dealer_desk::server::access::users::Users {
    use dealer_desk::server::{access::users::Users, platform::clock::Clock};
    Users::open(e.access().await, Some(users_file(hash)), Clock::system())
        .await
        .unwrap()
        .unwrap()
}

fn asked(
    action: dealer_desk::model::staff::StaffAction,
    name: &str,
    role: Option<dealer_desk::model::role::Role>,
) -> dealer_desk::server::staff::Change {
    dealer_desk::server::staff::Change {
        action,
        name: name.into(),
        role,
        by: Some("olu".into()),
    }
}

#[tokio::test]
async fn staff_accounts_are_shared_by_every_portal_and_the_file_only_adds() {
    use dealer_desk::model::{role::Role, staff::StaffAction};
    use dealer_desk::server::{
        access::users::{hash_password, Users},
        platform::{clock::Clock, shop_time::ShopTime},
        staff::apply,
    };
    let hash = hash_password("x").unwrap();
    let zone = ShopTime::from_setting(None).unwrap();
    for e in Engine::both().await {
        // No accounts and no file: the portal runs open.
        let none = Users::open(e.access().await, None, Clock::system()).await;
        assert!(none.unwrap().is_none());
        let (a, b) = (
            owners_portal(&e, &hash).await,
            owners_portal(&e, &hash).await,
        );
        assert_eq!((a.len(), b.len()), (2, 2), "the file's accounts, once");
        assert_eq!(b.role_of("SAM"), Some(Role::Staff));
        // A change on one portal: the other reads it when it looks again.
        let done = apply(
            &a,
            asked(StaffAction::Role, "sam", Some(Role::Manager)),
            &zone,
        )
        .await;
        assert!(done.is_ok(), "{done:?}");
        assert_eq!(a.role_of("sam"), Some(Role::Manager), "at once where made");
        assert_eq!(b.role_of("sam"), Some(Role::Staff), "not read yet");
        b.refresh().await.unwrap();
        assert_eq!(b.role_of("sam"), Some(Role::Manager));
        let before = b.credential("sam");
        apply(&a, asked(StaffAction::Disable, "sam", None), &zone)
            .await
            .unwrap();
        b.refresh().await.unwrap();
        assert_eq!((b.role_of("sam"), b.credential("sam")), (None, None));
        apply(&a, asked(StaffAction::Enable, "sam", None), &zone)
            .await
            .unwrap();
        b.refresh().await.unwrap();
        assert!(
            b.credential("sam").is_some() && b.credential("sam") != before,
            "old sessions stay ended"
        );
        // The file again (a restart): what the portal changed stands, a new line is added.
        let more = dealer_desk::server::access::users::FileAccounts::parse(&format!(
            "sam:{hash}:staff\nolu:{hash}\nkim:{hash}:manager\n"
        ))
        .unwrap();
        let c = Users::open(e.access().await, Some(more), Clock::system())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(c.role_of("sam"), Some(Role::Manager));
        assert_eq!(c.role_of("kim"), Some(Role::Manager));
        // Two owners demoted at once on two portals: one stays an owner.
        apply(
            &a,
            asked(StaffAction::Role, "kim", Some(Role::Owner)),
            &zone,
        )
        .await
        .unwrap();
        let (x, y) = tokio::join!(
            apply(
                &a,
                asked(StaffAction::Role, "olu", Some(Role::Staff)),
                &zone
            ),
            apply(
                &b,
                asked(StaffAction::Role, "kim", Some(Role::Staff)),
                &zone
            ),
        );
        assert!(x.is_ok() != y.is_ok(), "{x:?} {y:?}");
        c.refresh().await.unwrap();
        let owners = ["olu", "kim"]
            .iter()
            .filter(|n| c.role_of(n) == Some(Role::Owner))
            .count();
        assert_eq!(owners, 1);
        e.finish().await;
    }
}
