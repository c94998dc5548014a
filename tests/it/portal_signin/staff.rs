//! Staff accounts over real HTTP: an owner adds one (its one-time
//! password shown once), the person signs in with it and can go nowhere
//! but to choosing their own; disabling, signing out everywhere and
//! resetting end sessions at once; the last owner who can sign in is
//! kept; every change is in the audit log.

use std::sync::OnceLock;

use dealer_desk::model::{audit::AuditFilter, lang::Lang, staff::StaffProblem};
use dealer_desk::server::{
    access::{
        users::{hash_password, Users},
        AccessConfig,
    },
    i18n::Locales,
};
use reqwest::StatusCode;

use super::session_cookie;
use crate::portal_support::{demo_portal, Portal};

const PASSWORD: &str = "spoke-wrench-19";

fn users() -> Users {
    static HASH: OnceLock<String> = OnceLock::new();
    let hash = HASH.get_or_init(|| hash_password(PASSWORD).unwrap());
    Users::parse(&format!("sam:{hash}:staff\nolu:{hash}\n")).unwrap()
}

async fn portal() -> Portal {
    demo_portal(AccessConfig {
        users: Some(users()),
        client_rate: None,
        client_pending: None,
        ..AccessConfig::open()
    })
    .await
}

/// Signs in; the answer's status and where it goes, and the cookie.
async fn sign_in(p: &Portal, user: &str, password: &str) -> (StatusCode, String, Option<String>) {
    let r = super::sign_in(p, user, password, "/").await;
    let to = r
        .headers()
        .get("location")
        .map(|l| l.to_str().unwrap().to_string())
        .unwrap_or_default();
    let cookie = (r.status() == StatusCode::SEE_OTHER).then(|| session_cookie(&r).0);
    (r.status(), to, cookie)
}

fn english(key: &'static str) -> String {
    Locales::load().unwrap().text(Lang::En, key, None)
}

/// The one-time password on a staff page's answer.
fn one_time(html: &str) -> String {
    let Some(at) = html.find("data-one-time") else {
        let from = html.find("<main").unwrap_or(0);
        panic!(
            "no one-time password: {}",
            &html[from..(from + 1500).min(html.len())]
        );
    };
    let at = at + html[at..].find('>').unwrap() + 1;
    html[at..].split('<').next().unwrap().to_string()
}

/// Chooses a password of one's own, after a one-time one.
async fn choose(p: &Portal, cookie: &str, new: &str, again: &str) -> reqwest::Response {
    p.post_as(
        "/account/password",
        cookie,
        &[("new", new), ("again", again)],
    )
    .await
}

async fn change(
    p: &Portal,
    owner: &str,
    path: &str,
    form: &[(&str, &str)],
) -> (StatusCode, String) {
    let r = p.post_as(path, owner, form).await;
    let status = r.status();
    (status, r.text().await.unwrap())
}

#[tokio::test]
async fn a_one_time_password_leads_to_a_password_of_ones_own_and_nowhere_else() {
    let p = portal().await;
    let (_, _, owner) = sign_in(&p, "olu", PASSWORD).await;
    let owner = owner.unwrap();
    let page = p.get_as("/settings/staff", &owner).await;
    assert_eq!(page.status(), StatusCode::OK);
    let html = page.text().await.unwrap();
    assert!(html.contains("data-account=\"sam\"") && html.contains("data-account=\"olu\""));

    let r = p
        .post_as(
            "/settings/staff/new",
            &owner,
            &[("name", "Kim"), ("role", "manager")],
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.headers()["cache-control"]
        .to_str()
        .unwrap()
        .contains("no-store"));
    let html = r.text().await.unwrap();
    let once = one_time(&html);
    assert_eq!(once.len(), 14, "{once}");
    // Shown once: never again on the page.
    let again = p
        .get_as("/settings/staff", &owner)
        .await
        .text()
        .await
        .unwrap();
    assert!(again.contains("data-account=\"Kim\"") && !again.contains(&once));
    // The same name in another case is taken.
    let (status, html) = change(
        &p,
        &owner,
        "/settings/staff/new",
        &[("name", "KIM"), ("role", "staff")],
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(html.contains(&english(StaffProblem::Taken.key())));
    assert!(html.contains("value=\"KIM\""), "what was typed is kept");

    // Signing in with it leads to choosing a password, and nowhere else.
    let (status, to, kim) = sign_in(&p, "kim", &once).await;
    assert_eq!(
        (status, to.as_str()),
        (StatusCode::SEE_OTHER, "/account/password")
    );
    let kim = kim.unwrap();
    let r = p.get_as("/search", &kim).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(r.headers()["location"], "/account/password");
    let r = p
        .call("categories", serde_json::json!({}), Some(&kim))
        .await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let form = p
        .get_as("/account/password", &kim)
        .await
        .text()
        .await
        .unwrap();
    assert!(
        !form.contains("name=\"current\""),
        "no current password asked"
    );
    assert!(!form.contains("<script"));

    let r = choose(&p, &kim, "too short", "too short").await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    assert!(r
        .text()
        .await
        .unwrap()
        .contains(&english("password-too-short")));
    let r = choose(&p, &kim, "chain and sprocket", "chain and sprockets").await;
    assert!(r
        .text()
        .await
        .unwrap()
        .contains(&english("password-mismatch")));
    let r = choose(&p, &kim, &once, &once).await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST, "not the one-time one");
    let r = choose(&p, &kim, "chain and sprocket", "chain and sprocket").await;
    assert_eq!(r.status(), StatusCode::OK);
    let fresh = session_cookie(&r).0;
    // The old session ended with the old password; the new one works.
    assert_eq!(
        p.get_as("/search", &kim).await.status(),
        StatusCode::SEE_OTHER
    );
    assert_eq!(p.get_as("/search", &fresh).await.status(), StatusCode::OK);
    assert_eq!(
        p.get_as("/lost-sales", &fresh).await.status(),
        StatusCode::OK,
        "a manager"
    );
    // The one-time password is spent.
    assert_eq!(sign_in(&p, "kim", &once).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(sign_in(&p, "kim", "chain and sprocket").await.1, "/");

    let log = p.state.access.audit();
    log.flush().await;
    let codes: Vec<String> = log
        .find(AuditFilter::default().check(|_| None).unwrap(), 100)
        .await
        .unwrap()
        .into_iter()
        .filter(|e| e.record.as_deref() == Some("Kim"))
        .map(|e| e.action)
        .collect();
    assert!(codes.contains(&"staff-added".to_string()), "{codes:?}");
    assert!(codes.contains(&"password-changed".to_string()), "{codes:?}");
}

#[tokio::test]
async fn changing_ones_password_asks_for_the_current_one_and_ends_other_sessions() {
    let p = portal().await;
    let (_, _, first) = sign_in(&p, "sam", PASSWORD).await;
    let (_, _, second) = sign_in(&p, "sam", PASSWORD).await;
    let (first, second) = (first.unwrap(), second.unwrap());
    let form = p
        .get_as("/account/password", &first)
        .await
        .text()
        .await
        .unwrap();
    assert!(form.contains("name=\"current\""));
    let new = "front brake lever";
    let r = p
        .post_as(
            "/account/password",
            &first,
            &[("current", "wrong"), ("new", new), ("again", new)],
        )
        .await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    assert!(r
        .text()
        .await
        .unwrap()
        .contains(&english("password-wrong-current")));
    let r = p
        .post_as(
            "/account/password",
            &first,
            &[("current", PASSWORD), ("new", new), ("again", new)],
        )
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let fresh = session_cookie(&r).0;
    for old in [&first, &second] {
        assert_eq!(p.get_as("/", old).await.status(), StatusCode::SEE_OTHER);
    }
    assert_eq!(p.get_as("/", &fresh).await.status(), StatusCode::OK);
    assert_eq!(
        sign_in(&p, "sam", PASSWORD).await.0,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn disabling_signing_out_and_resetting_end_sessions_at_once_and_the_last_owner_stays() {
    let p = portal().await;
    let owner = sign_in(&p, "olu", PASSWORD).await.2.unwrap();
    let sam = sign_in(&p, "sam", PASSWORD).await.2.unwrap();
    assert_eq!(p.get_as("/", &sam).await.status(), StatusCode::OK);

    // Signed out everywhere: the session ends, the password still works.
    let (status, _) = change(&p, &owner, "/settings/staff/sign-out", &[("name", "sam")]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(p.get_as("/", &sam).await.status(), StatusCode::SEE_OTHER);
    let sam = sign_in(&p, "sam", PASSWORD).await.2.unwrap();

    // Disabled: the session ends at once, and no sign-in works.
    let (status, html) = change(&p, &owner, "/settings/staff/disable", &[("name", "SAM")]).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("data-staff-done"));
    assert_eq!(p.get_as("/", &sam).await.status(), StatusCode::SEE_OTHER);
    assert_eq!(
        sign_in(&p, "sam", PASSWORD).await.0,
        StatusCode::UNAUTHORIZED
    );
    // Enabled: signs in again; the old session stays ended.
    change(&p, &owner, "/settings/staff/enable", &[("name", "sam")]).await;
    assert_eq!(p.get_as("/", &sam).await.status(), StatusCode::SEE_OTHER);
    let sam = sign_in(&p, "sam", PASSWORD).await.2.unwrap();

    // A role change counts from the next request.
    assert_eq!(
        p.get_as("/lost-sales", &sam).await.status(),
        StatusCode::FORBIDDEN
    );
    change(
        &p,
        &owner,
        "/settings/staff/role",
        &[("name", "sam"), ("role", "manager")],
    )
    .await;
    assert_eq!(p.get_as("/lost-sales", &sam).await.status(), StatusCode::OK);

    // A reset: the old password and session end; the one-time one works.
    let (_, html) = change(&p, &owner, "/settings/staff/reset", &[("name", "sam")]).await;
    let once = one_time(&html);
    assert_eq!(p.get_as("/", &sam).await.status(), StatusCode::SEE_OTHER);
    assert_eq!(
        sign_in(&p, "sam", PASSWORD).await.0,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(sign_in(&p, "sam", &once).await.1, "/account/password");

    // The last owner who can sign in is kept, and no owner disables themselves.
    let refused = [
        (
            "/settings/staff/role",
            "olu",
            Some("staff"),
            StaffProblem::LastOwner,
        ),
        (
            "/settings/staff/disable",
            "olu",
            None,
            StaffProblem::Yourself,
        ),
        (
            "/settings/staff/reset",
            "nobody",
            None,
            StaffProblem::NoSuchAccount,
        ),
        (
            "/settings/staff/new",
            "two words",
            Some("staff"),
            StaffProblem::BadName,
        ),
        (
            "/settings/staff/new",
            "ok-name",
            Some("admin"),
            StaffProblem::BadRole,
        ),
    ];
    for (path, name, role, problem) in refused {
        let mut form = vec![("name", name)];
        form.extend(role.map(|r| ("role", r)));
        let (status, html) = change(&p, &owner, path, &form).await;
        assert!(status.is_client_error(), "{path} {name}: {status}");
        assert!(html.contains(&english(problem.key())), "{path} {name}");
    }
    assert_eq!(
        p.get_as("/settings/staff", &owner).await.status(),
        StatusCode::OK
    );
    // Staff never reach the page or its forms.
    let staff = users_staff_cookie(&p).await;
    assert_eq!(
        p.get_as("/settings/staff", &staff).await.status(),
        StatusCode::FORBIDDEN
    );
}

/// A staff account's session: a new one made by the owner, its password
/// chosen.
async fn users_staff_cookie(p: &Portal) -> String {
    let owner = sign_in(p, "olu", PASSWORD).await.2.unwrap();
    let (_, html) = change(
        p,
        &owner,
        "/settings/staff/new",
        &[("name", "tess"), ("role", "staff")],
    )
    .await;
    let once = one_time(&html);
    let first = sign_in(p, "tess", &once).await.2.unwrap();
    let new = "rear shock absorber";
    let r = choose(p, &first, new, new).await;
    assert_eq!(r.status(), StatusCode::OK);
    session_cookie(&r).0
}
