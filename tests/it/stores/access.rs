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
