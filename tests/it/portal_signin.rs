//! Staff sign-in over real HTTP: with a users file every page and server
//! function needs a session; sessions live in an HttpOnly cookie, expire and
//! end on sign-out; failed sign-ins get one generic message and are limited
//! per account and per client. Without a users file the portal is open.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::portal_support;
#[path = "portal_signin/flood.rs"]
mod flood;
#[path = "portal_signin/race.rs"]
mod race;
#[path = "portal_signin/restart.rs"]
mod restart;
#[path = "portal_signin/second_factor.rs"]
mod second_factor;
#[path = "portal_signin/single_sign_on.rs"]
mod single_sign_on;
#[path = "portal_signin/staff.rs"]
mod staff;

use std::{sync::OnceLock, time::Duration};

use dealer_desk::model::lang::Lang;
use dealer_desk::server::{
    access::{
        users::{hash_password, Users},
        AccessConfig, MetricsToken,
    },
    http::routes::sign_in::SignInProblem,
    i18n::Locales,
    platform::clock::Clock,
};
use portal_support::{demo_portal, Portal};
use reqwest::StatusCode;

const PASSWORD: &str = "pannier-rack-42";

/// What the sign-in page says of `problem` in English (escaped as the page
/// writes it: the messages have no characters that change).
pub fn says(problem: SignInProblem) -> String {
    let locales = Locales::load().unwrap();
    locales.text(Lang::En, problem.message_key(), None)
}

fn users() -> Users {
    static HASH: OnceLock<String> = OnceLock::new();
    let hash = HASH.get_or_init(|| hash_password(PASSWORD).unwrap());
    Users::parse(&format!("# counter staff\nanna:{hash}\nbob:{hash}\n")).unwrap()
}

pub(crate) fn closed() -> AccessConfig {
    AccessConfig {
        users: Some(users()),
        ..AccessConfig::open()
    }
}

pub(crate) async fn sign_in(
    p: &Portal,
    user: &str,
    password: &str,
    next: &str,
) -> reqwest::Response {
    p.http
        .post(p.url("/login"))
        .form(&[("username", user), ("password", password), ("next", next)])
        .send()
        .await
        .unwrap()
}

/// The `name=value` part of the session cookie a response sets.
pub(crate) fn session_cookie(resp: &reqwest::Response) -> (String, String) {
    let line = resp
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .find(|c| c.starts_with("dd_session="))
        .expect("a session cookie");
    (line.split(';').next().unwrap().to_string(), line)
}

#[tokio::test]
async fn anonymous_visitors_are_sent_to_sign_in_and_calls_get_401() {
    let p = demo_portal(closed()).await;
    let r = p.get("/").await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(r.headers()["location"], "/login");
    let r = p.get("/product/AB-1?x=1").await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(
        r.headers()["location"],
        "/login?next=%2Fproduct%2FAB-1%3Fx%3D1"
    );
    let r = p.get("/export/products.csv").await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);

    let before = p.supplier_calls();
    for endpoint in [
        "categories",
        "brands",
        "bikes",
        "whats_new",
        "product",
        "stock",
    ] {
        let r = p
            .call(endpoint, serde_json::json!({"sku": "X", "skus": []}), None)
            .await;
        assert_eq!(r.status(), StatusCode::UNAUTHORIZED, "{endpoint}");
        assert_eq!(r.text().await.unwrap(), "\"Unauthenticated\"");
    }
    // An endpoint nobody has written yet is covered too.
    let r = p.call("not_yet_written", serde_json::json!({}), None).await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(p.supplier_calls(), before, "nothing reached the supplier");

    // The sign-in page and monitoring stay reachable.
    let r = p.get("/login").await;
    assert_eq!(r.status(), StatusCode::OK);
    let html = r.text().await.unwrap();
    assert!(html.contains("<form") && html.contains("name=\"password\""));
    assert!(!html.contains("<script"), "the sign-in page runs no script");
    assert_eq!(p.get("/healthz").await.status(), StatusCode::OK);
}

#[tokio::test]
async fn with_sign_in_metrics_take_the_monitors_token_or_a_session() {
    const TOKEN: &str = "monitor-7f3a9c2e51d84b06";
    let p = demo_portal(AccessConfig {
        metrics_token: Some(MetricsToken::new(TOKEN)),
        ..closed()
    })
    .await;
    let r = p.get("/metrics").await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED, "anonymous");
    assert_eq!(r.headers()["www-authenticate"], "Bearer realm=\"metrics\"");
    assert!(!r.text().await.unwrap().contains("http_requests_total"));

    let with = |token: &str| p.http.get(p.url("/metrics")).bearer_auth(token).send();
    let r = with("monitor-0000000000000000").await.unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED, "a wrong token");
    let r = with(TOKEN).await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["cache-control"], "private, no-store");
    assert!(r.text().await.unwrap().contains("http_requests_total"));

    // A token opens /metrics and nothing else.
    let r = p
        .http
        .get(p.url("/"))
        .bearer_auth(TOKEN)
        .send()
        .await
        .unwrap();
    assert_ne!(r.status(), StatusCode::OK);

    let (cookie, _) = session_cookie(&sign_in(&p, "anna", PASSWORD, "/").await);
    let r = p.get_as("/metrics", &cookie).await;
    assert_eq!(r.status(), StatusCode::OK, "a signed-in person");
}

#[tokio::test]
async fn signing_in_sets_a_safe_cookie_and_goes_back() {
    let p = demo_portal(closed()).await;
    let r = sign_in(&p, "Anna", PASSWORD, "/categories").await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(r.headers()["location"], "/categories");
    let (cookie, line) = session_cookie(&r);
    for attr in ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=43200"] {
        assert!(line.contains(attr), "{attr} in {line}");
    }
    assert!(!line.contains("Secure"), "plain http: no Secure flag");

    let r = p.get_as("/categories", &cookie).await;
    assert_eq!(r.status(), StatusCode::OK);
    let html = r.text().await.unwrap();
    assert!(
        html.contains("Signed in as"),
        "the bar names who is signed in"
    );
    assert!(html.contains("action=\"/logout\""));
    let r = p
        .call("categories", serde_json::json!({}), Some(&cookie))
        .await;
    assert_eq!(r.status(), StatusCode::OK);

    // Behind an https proxy the cookie is Secure.
    let r = p
        .http
        .post(p.url("/login"))
        .header("x-forwarded-proto", "https")
        .form(&[("username", "bob"), ("password", PASSWORD)])
        .send()
        .await
        .unwrap();
    assert!(session_cookie(&r).1.contains("; Secure"));

    // `next` only ever leads back into the portal.
    for evil in EVIL_RETURNS {
        let r = sign_in(&p, "anna", PASSWORD, evil).await;
        assert_eq!(r.headers()["location"], "/", "{evil:?}");
    }
}

/// Return addresses a browser would follow off the portal.
const EVIL_RETURNS: &[&str] = &[
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "//evil.example/",
    "/\\evil.example",
    "/\\/evil.example",
    "/%5Cevil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "https://evil.example/",
    "https:evil.example",
    "javascript:alert(1)",
    "/\u{2215}\u{2215}evil.example",
    "/\u{ff0f}\u{ff0f}evil.example",
    "/\u{ff3c}evil.example",
];

#[tokio::test]
async fn return_addresses_never_lead_off_the_portal() {
    let p = demo_portal(AccessConfig::open()).await;
    let long = format!("/{}", "a".repeat(5000));
    let mut evil: Vec<&str> = EVIL_RETURNS.to_vec();
    evil.push(&long);
    for e in evil {
        let q = dealer_desk::model::query::encode_component(e);
        for path in [
            format!("/login?next={q}"),
            format!("/prefs?currency=EUR&back={q}"),
            format!("/my-bike?clear=1&back={q}"),
        ] {
            let r = p.get(&path).await;
            assert_eq!(r.status(), StatusCode::SEE_OTHER, "{path}");
            assert_eq!(r.headers()["location"], "/", "{e:?} via {path}");
        }
    }
    // A real path comes back as it was.
    let r = p.get("/prefs?back=%2Fsearch%3Fq%3Dbrake").await;
    assert_eq!(r.headers()["location"], "/search?q=brake");
}

#[tokio::test]
async fn signed_in_pages_stay_out_of_shared_caches() {
    let p = demo_portal(closed()).await;
    let (cookie, _) = session_cookie(&sign_in(&p, "anna", PASSWORD, "/").await);
    for path in ["/", "/search", "/categories"] {
        let r = p.get_as(path, &cookie).await;
        assert_eq!(r.status(), StatusCode::OK, "{path}");
        assert_eq!(r.headers()["cache-control"], "private, no-store", "{path}");
    }
    let r = p
        .call("categories", serde_json::json!({}), Some(&cookie))
        .await;
    assert_eq!(r.headers()["cache-control"], "private, no-store");
}

#[tokio::test]
async fn sign_out_ends_the_session() {
    let p = demo_portal(closed()).await;
    let (cookie, _) = session_cookie(&sign_in(&p, "anna", PASSWORD, "/").await);
    assert_eq!(p.get_as("/", &cookie).await.status(), StatusCode::OK);
    let r = p.post_as("/logout", &cookie, &[]).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert!(session_cookie(&r).1.contains("Max-Age=0"));
    let r = p.get_as("/", &cookie).await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER, "the old cookie is dead");
    let r = p
        .call("categories", serde_json::json!({}), Some(&cookie))
        .await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn sessions_expire() {
    let clock = Clock::adjustable();
    let p = demo_portal(AccessConfig {
        session_ttl: Duration::from_secs(2 * 3600),
        clock: clock.clone(),
        ..closed()
    })
    .await;
    let (cookie, _) = session_cookie(&sign_in(&p, "anna", PASSWORD, "/").await);
    assert_eq!(p.get_as("/", &cookie).await.status(), StatusCode::OK);
    clock.advance(Duration::from_secs(3600));
    assert_eq!(p.get_as("/", &cookie).await.status(), StatusCode::OK);
    clock.advance(Duration::from_secs(3600));
    assert_eq!(p.get_as("/", &cookie).await.status(), StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn failed_sign_ins_get_one_message_and_run_out_per_account() {
    let p = demo_portal(AccessConfig {
        failures: (3, 100, Duration::from_secs(60)),
        ..closed()
    })
    .await;
    for (user, pw) in [("anna", "wrong"), ("nobody", PASSWORD), ("anna", "")] {
        let r = sign_in(&p, user, pw, "/").await;
        assert_eq!(r.status(), StatusCode::UNAUTHORIZED, "{user}");
        assert!(r.headers().get("set-cookie").is_none());
        let html = r.text().await.unwrap();
        assert!(
            html.contains(&says(SignInProblem::Wrong)),
            "the same words for every failure"
        );
    }
    sign_in(&p, "anna", "wrong again", "/").await;
    // Anna's failures are used up: even the right password waits now.
    let r = sign_in(&p, "ANNA", PASSWORD, "/").await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(r
        .text()
        .await
        .unwrap()
        .contains(&says(SignInProblem::TooMany)));
    // Bob is another account.
    let r = sign_in(&p, "bob", PASSWORD, "/").await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn failed_sign_ins_run_out_per_client() {
    let p = demo_portal(AccessConfig {
        failures: (100, 4, Duration::from_secs(60)),
        ..closed()
    })
    .await;
    for user in ["a1", "a2", "a3", "a4"] {
        assert_eq!(
            sign_in(&p, user, "guess", "/").await.status(),
            StatusCode::UNAUTHORIZED
        );
    }
    // This address has used up its failures, whichever account it tries.
    let r = sign_in(&p, "bob", PASSWORD, "/").await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn without_a_users_file_the_portal_is_open() {
    let p = demo_portal(AccessConfig::open()).await;
    let r = p.get("/").await;
    assert_eq!(r.status(), StatusCode::OK);
    // On the demo catalogue the demo notice says enough: no open-access bar.
    assert!(!r.text().await.unwrap().contains("Open access"));
    let r = p
        .http
        .post(p.url("/api/portal_info"))
        .header("content-type", "application/x-www-form-urlencoded")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let facts: serde_json::Value = r.json().await.unwrap();
    assert_eq!(facts["open_access"], true);
    assert_eq!(facts["user"], serde_json::Value::Null);
    // The sign-in page has nothing to do and moves on.
    assert_eq!(p.get("/login").await.status(), StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn off_the_demo_an_open_portal_says_so_on_every_page() {
    use dealer_desk::server::demo::{self, DemoOptions};
    // The demo catalogue reached as an ordinary supplier: not "the demo" to the portal.
    let mut o = DemoOptions::new(100, 3, portal_support::KEY);
    o.stock_tick = Duration::ZERO;
    let d = demo::start(o, "127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    let p = portal_support::portal_at(
        &d.base_url(),
        &portal_support::gateway_args(),
        AccessConfig::open(),
    )
    .await;
    for path in ["/", "/categories", "/search", "/no-such-page"] {
        let html = p.get(path).await.text().await.unwrap();
        assert!(
            html.contains("Open access: no sign-in is configured"),
            "{path}"
        );
    }
}
