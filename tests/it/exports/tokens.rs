//! Feed tokens: made and revoked on the exports page, they open the export
//! addresses and nothing else; a revoked or mistyped token is refused. In
//! open access exports are as open as the pages (a token names and counts
//! a scheduled pull); with sign-in a token stands in for a session on the
//! export addresses only.

use std::sync::OnceLock;

use dealer_desk::server::access::{
    users::{hash_password, Users},
    AccessConfig,
};
use reqwest::StatusCode;

use super::{portal_support::Portal, synced_portal};

/// The secret a freshly made token's page shows.
fn secret_in(page: &str) -> String {
    let at = page.find("ddf_").expect("a secret on the page");
    page[at..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect()
}

/// The id the revoke form of a token carries.
fn token_id(page: &str) -> String {
    let at = page.find("name=\"id\" value=\"").expect("a revoke form") + 17;
    page[at..].chars().take_while(|c| *c != '"').collect()
}

async fn make_token(p: &Portal, name: &str, cookie: Option<&str>) -> (StatusCode, String) {
    let mut req = p
        .http
        .post(p.url("/exports/tokens"))
        .form(&[("name", name)]);
    if let Some(c) = cookie {
        req = req.header("cookie", c);
    }
    let r = req.send().await.unwrap();
    (r.status(), r.text().await.unwrap())
}

/// An export's status, its body read to the end (one export at a time
/// per client: the next starts only once this one is over).
async fn pull(p: &Portal, path: &str) -> StatusCode {
    let r = p.get(path).await;
    let status = r.status();
    let _ = r.bytes().await;
    status
}

async fn get_bearer(p: &Portal, path: &str, secret: &str) -> reqwest::Response {
    p.http
        .get(p.url(path))
        .bearer_auth(secret)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn a_token_opens_exports_only_and_not_once_revoked() {
    let p = synced_portal(AccessConfig::open()).await;
    // No token yet: open access exports as before.
    assert_eq!(pull(&p, "/export/products.csv").await, StatusCode::OK);
    // The exports page sets no cookie: there is no pass to hand out.
    let r = p.get("/exports").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.headers().get("set-cookie").is_none());
    let page = r.text().await.unwrap();
    assert!(page.contains("Feed tokens") && page.contains("/export/products.xlsx"));

    // A token is made; its secret is shown once.
    let (status, page) = make_token(&p, "Web shop nightly", None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("it is not shown again"));
    let secret = secret_in(&page);
    assert_eq!(secret.len(), 4 + 48);
    // The same name again is refused, with a reason.
    let (status, page) = make_token(&p, "web shop NIGHTLY", None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(page.contains("exists already"));

    // A token exists: exports stay as open as the pages.
    let r = p.get("/export/fitment.csv").await;
    assert_eq!(r.status(), StatusCode::OK, "open access: no token needed");
    assert!(r.text().await.unwrap().starts_with("SKU,Make"));
    let r = get_bearer(&p, "/export/shopify.csv", &secret).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["cache-control"], "private, no-store");
    assert!(r.text().await.unwrap().starts_with("Handle,Title"));

    // A token is not a way into pages or server functions.
    for path in ["/", "/exports", "/product/X", "/search?q=a", "/status"] {
        let r = get_bearer(&p, path, &secret).await;
        assert_eq!(r.status(), StatusCode::FORBIDDEN, "{path}");
        assert!(r
            .text()
            .await
            .unwrap()
            .contains("only the export addresses"));
    }
    let r = p
        .http
        .post(p.url("/api/exports_overview"))
        .bearer_auth(&secret)
        .json(&serde_json::json!({"query": {}}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let r = p
        .http
        .post(p.url("/exports/tokens"))
        .bearer_auth(&secret)
        .form(&[("name", "sneaky")])
        .send()
        .await
        .unwrap();
    assert_eq!(
        r.status(),
        StatusCode::FORBIDDEN,
        "a token cannot make tokens"
    );
    // A mistyped token is refused.
    let r = get_bearer(&p, "/export/products.csv", "ddf_0123").await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);

    // The page lists the token and its pulls, never its secret.
    let page = p.get("/exports").await.text().await.unwrap();
    assert!(page.contains("Web shop nightly"));
    assert!(!page.contains(&secret));
    assert_eq!(
        p.state.access.feed_tokens().list().await.unwrap()[0].pulls,
        1
    );

    // A form from another site cannot revoke it.
    let id = token_id(&page);
    let r = p
        .http
        .post(p.url("/exports/tokens/revoke"))
        .header("origin", "https://elsewhere.example")
        .form(&[("id", id.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    // Revoked from the page: refused from then on.
    let r = p
        .http
        .post(p.url("/exports/tokens/revoke"))
        .form(&[("id", id.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(r.headers()["location"], "/exports");
    let r = get_bearer(&p, "/export/products.csv", &secret).await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    assert!(r.text().await.unwrap().contains("revoked"));
    // With no token left, open access exports without one again.
    assert_eq!(pull(&p, "/export/products.csv").await, StatusCode::OK);
}

fn users() -> Users {
    static HASH: OnceLock<String> = OnceLock::new();
    let hash = HASH.get_or_init(|| hash_password("chain-guard-7").unwrap());
    Users::parse(&format!("anna:{hash}\n")).unwrap()
}

#[tokio::test]
async fn with_sign_in_a_token_stands_in_for_a_session_on_exports_only() {
    let p = synced_portal(AccessConfig {
        users: Some(users()),
        ..AccessConfig::open()
    })
    .await;
    // Signed in, staff make a token.
    let r = p
        .http
        .post(p.url("/login"))
        .form(&[
            ("username", "anna"),
            ("password", "chain-guard-7"),
            ("next", "/exports"),
        ])
        .send()
        .await
        .unwrap();
    let cookie = r
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .find(|c| c.starts_with("dd_session="))
        .unwrap();
    let cookie = cookie.split(';').next().unwrap().to_string();
    // Anonymous: no token form at all.
    let (status, _) = make_token(&p, "Shop", None).await;
    assert_eq!(status, StatusCode::SEE_OTHER, "to sign in");
    let (status, page) = make_token(&p, "Shop", Some(&cookie)).await;
    assert_eq!(status, StatusCode::OK);
    let secret = secret_in(&page);

    let r = get_bearer(&p, "/export/products.xlsx", &secret).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.bytes().await.unwrap().starts_with(b"PK"), "a zip (xlsx)");
    // The same session exports as before; no session, no token: sign in.
    let r = p.get_as("/export/products.csv", &cookie).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(
        pull(&p, "/export/products.csv").await,
        StatusCode::SEE_OTHER
    );
    // Not a page, not a server function.
    assert_eq!(
        get_bearer(&p, "/", &secret).await.status(),
        StatusCode::FORBIDDEN
    );
    let r = p
        .http
        .post(p.url("/api/categories"))
        .bearer_auth(&secret)
        .json(&serde_json::json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    // Revoked: refused.
    let id = p.state.access.feed_tokens().list().await.unwrap()[0]
        .id
        .clone();
    assert!(p
        .state
        .access
        .feed_tokens()
        .revoke(&id)
        .await
        .unwrap()
        .is_some());
    assert_eq!(
        get_bearer(&p, "/export/products.csv", &secret)
            .await
            .status(),
        StatusCode::UNAUTHORIZED
    );
}
