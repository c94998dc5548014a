//! Two-factor sign-in over real HTTP: a manager sets a second factor up
//! before anything else (a code from the new secret, ten recovery codes
//! shown once); then every sign-in waits for a code, which counts once,
//! counts toward the lock-outs when wrong, and can be a recovery code;
//! staff may turn theirs off, managers may not; an owner resets one.

use std::sync::OnceLock;

use dealer_desk::model::{lang::Lang, role::Role};
use dealer_desk::server::{
    access::{
        totp::{Secret, STEP_SECS},
        users::{hash_password, Users},
        AccessConfig,
    },
    i18n::Locales,
};
use reqwest::StatusCode;

use super::session_cookie;
use crate::portal_support::{demo_portal, Portal};

const PASSWORD: &str = "chain-breaker-31";

fn users() -> Users {
    static HASH: OnceLock<String> = OnceLock::new();
    let hash = HASH.get_or_init(|| hash_password(PASSWORD).unwrap());
    Users::parse(&format!(
        "sam:{hash}:staff\nmia:{hash}:manager\nolu:{hash}\n"
    ))
    .unwrap()
}

async fn portal() -> Portal {
    demo_portal(AccessConfig {
        users: Some(users()),
        client_rate: None,
        client_pending: None,
        second_factor_from: Some(Role::Manager),
        ..AccessConfig::open()
    })
    .await
}

fn english(key: &'static str) -> String {
    Locales::load().unwrap().text(Lang::En, key, None)
}

fn cookie(r: &reqwest::Response, name: &str) -> Option<String> {
    r.headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().split(';').next().unwrap().to_string())
        .find(|c| c.starts_with(&format!("{name}=")) && !c.ends_with('='))
}

fn step_now() -> i64 {
    chrono::Utc::now().timestamp() / STEP_SECS
}

/// What lies between `start` and the next `end` in `html`.
fn between<'h>(html: &'h str, start: &str, end: &str) -> &'h str {
    let at = html
        .find(start)
        .unwrap_or_else(|| panic!("no {start} in {html}"))
        + start.len();
    &html[at..at + html[at..].find(end).unwrap()]
}

/// Signs in with the password and sets a second factor up: the session,
/// the secret and the recovery codes.
async fn set_up(p: &Portal, name: &str) -> (String, Secret, Vec<String>) {
    let r = super::sign_in(p, name, PASSWORD, "/").await;
    assert_eq!(r.headers()["location"], "/account/two-factor");
    let session = session_cookie(&r).0;
    let html = p
        .get_as("/account/two-factor", &session)
        .await
        .text()
        .await
        .unwrap();
    let key = between(&html, "name=\"secret\" value=\"", "\"").to_string();
    let secret = Secret::from_base32(&key).unwrap();
    let wrong = p
        .post_as(
            "/account/two-factor",
            &session,
            &[("secret", &key), ("code", "000000")],
        )
        .await;
    assert_eq!(wrong.status(), StatusCode::BAD_REQUEST);
    let again = wrong.text().await.unwrap();
    assert!(
        again.contains(&english("two-factor-wrong")) && again.contains(&key),
        "the same secret again"
    );
    let code = secret.code_at(step_now());
    let r = p
        .post_as(
            "/account/two-factor",
            &session,
            &[("secret", &key), ("code", &code)],
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.headers()["cache-control"]
        .to_str()
        .unwrap()
        .contains("no-store"));
    let html = r.text().await.unwrap();
    let list = between(&html, "data-recovery-codes", "</ol>");
    let codes: Vec<String> = list
        .split("<code>")
        .skip(1)
        .map(|c| c.split('<').next().unwrap().to_string())
        .collect();
    assert_eq!(codes.len(), 10);
    (session, secret, codes)
}

/// Signs in with the password, then `code`: the answer to the code.
async fn sign_in_with(p: &Portal, name: &str, code: &str) -> reqwest::Response {
    let r = super::sign_in(p, name, PASSWORD, "/").await;
    assert_eq!(r.status(), StatusCode::OK, "the code page");
    assert!(
        cookie(&r, "dd_session").is_none(),
        "no session before the code"
    );
    let pending = cookie(&r, "dd_pending").expect("a pending sign-in");
    assert!(r.text().await.unwrap().contains("name=\"code\""));
    p.post_as(
        "/login/code",
        &pending,
        &[("code", code), ("next", "/stock")],
    )
    .await
}

#[tokio::test]
async fn a_manager_sets_a_second_factor_up_first_and_then_every_sign_in_needs_a_code_once() {
    let p = portal().await;
    // Before it is set up: nowhere else.
    let first = session_cookie(&super::sign_in(&p, "mia", PASSWORD, "/").await).0;
    let r = p.get_as("/lost-sales", &first).await;
    assert_eq!(r.headers()["location"], "/account/two-factor");
    let r = p
        .call("categories", serde_json::json!({}), Some(&first))
        .await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);

    let (session, secret, recovery) = set_up(&p, "mia").await;
    assert_eq!(
        p.get_as("/lost-sales", &session).await.status(),
        StatusCode::OK
    );
    // The secret is never shown again.
    let page = p
        .get_as("/account/two-factor", &session)
        .await
        .text()
        .await
        .unwrap();
    assert!(page.contains("data-second-factor-on") && !page.contains(&secret.base32()));
    assert!(
        page.contains(&english("two-factor-required")),
        "a manager cannot turn it off"
    );

    // A pending sign-in opens nothing by itself.
    let r = super::sign_in(&p, "mia", PASSWORD, "/").await;
    let pending = cookie(&r, "dd_pending").unwrap();
    let as_session = pending.replace("dd_pending=", "dd_session=");
    assert_eq!(
        p.get_as("/", &as_session).await.headers()["location"],
        "/login"
    );

    // The setup's code was spent; the next step's counts, once.
    let used = secret.code_at(step_now());
    assert_eq!(
        sign_in_with(&p, "mia", &used).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let next = secret.code_at(step_now() + 1);
    let r = sign_in_with(&p, "mia", &next).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(r.headers()["location"], "/stock");
    let signed = cookie(&r, "dd_session").unwrap();
    assert_eq!(p.get_as("/stock", &signed).await.status(), StatusCode::OK);
    let r = sign_in_with(&p, "mia", &next).await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED, "not twice");
    assert!(r
        .text()
        .await
        .unwrap()
        .contains(&english("two-factor-wrong")));

    // A recovery code, once.
    let r = sign_in_with(&p, "mia", &recovery[4].to_uppercase()).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(
        sign_in_with(&p, "mia", &recovery[4]).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let page = p
        .get_as("/account/two-factor", &signed)
        .await
        .text()
        .await
        .unwrap();
    assert!(page.contains("Recovery codes left: 9"), "{page}");

    // Wrong codes count toward the account's lock-out.
    for _ in 0..4 {
        assert_eq!(
            sign_in_with(&p, "mia", "123456").await.status(),
            StatusCode::UNAUTHORIZED
        );
    }
    let r = super::sign_in(&p, "mia", PASSWORD, "/").await;
    assert_eq!(
        r.status(),
        StatusCode::TOO_MANY_REQUESTS,
        "five failures in all"
    );

    let log = p.state.access.audit();
    log.flush().await;
    let found = log
        .find(
            dealer_desk::model::audit::AuditFilter::default()
                .check(|_| None)
                .unwrap(),
            200,
        )
        .await
        .unwrap();
    let said = |action: &str, detail: Option<&str>| {
        found
            .iter()
            .any(|e| e.action == action && (detail.is_none() || e.detail.as_deref() == detail))
    };
    assert!(said("two-factor-on", None));
    assert!(said("sign-in", Some("with an authenticator code")));
    assert!(said("sign-in", Some("with a recovery code")));
    assert!(said("sign-in-failed", Some("wrong code")));
}

#[tokio::test]
async fn staff_may_turn_theirs_off_and_an_owner_resets_a_lost_one() {
    let p = portal().await;
    // Staff need none: signed straight in.
    let r = super::sign_in(&p, "sam", PASSWORD, "/").await;
    assert_eq!(r.headers()["location"], "/");
    let sam = session_cookie(&r).0;
    let html = p
        .get_as("/account/two-factor", &sam)
        .await
        .text()
        .await
        .unwrap();
    let key = between(&html, "name=\"secret\" value=\"", "\"").to_string();
    let secret = Secret::from_base32(&key).unwrap();
    let code = secret.code_at(step_now());
    let r = p
        .post_as(
            "/account/two-factor",
            &sam,
            &[("secret", &key), ("code", &code)],
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(p.state.access.has_second_factor("sam"));
    // New recovery codes and turning it off each take a code now.
    let r = p
        .post_as("/account/two-factor/off", &sam, &[("code", "000000")])
        .await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    let next = secret.code_at(step_now() + 1);
    let r = p
        .post_as("/account/two-factor/off", &sam, &[("code", &next)])
        .await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert!(!p.state.access.has_second_factor("sam"));

    // An owner (with their own second factor) resets a manager's lost one.
    let (owner, _, _) = set_up(&p, "olu").await;
    let (mia, _, _) = set_up(&p, "mia").await;
    let staff_page = p
        .get_as("/settings/staff", &owner)
        .await
        .text()
        .await
        .unwrap();
    assert!(staff_page.contains("data-second-factor"));
    let r = p
        .post_as("/settings/staff/two-factor", &owner, &[("name", "mia")])
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(
        p.get_as("/", &mia).await.headers()["location"],
        "/login",
        "signed out"
    );
    let r = super::sign_in(&p, "mia", PASSWORD, "/").await;
    assert_eq!(
        r.headers()["location"],
        "/account/two-factor",
        "sets a new one up"
    );
}
