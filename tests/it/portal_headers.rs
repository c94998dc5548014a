//! Security headers over real HTTP: every response says nosniff, a referrer
//! policy and no framing; a page's Content-Security-Policy names a fresh
//! nonce that every inline script of that page carries, and nothing else.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "portal_headers/listen.rs"]
mod listen;
use crate::portal_support;

use dealer_desk::server::access::AccessConfig;
use portal_support::{assert_no_key, demo_portal};
use reqwest::StatusCode;

fn first_sku(html: &str) -> String {
    let at = html.find("data-sku=\"").expect("a listed product") + "data-sku=\"".len();
    html[at..].split('"').next().unwrap().to_string()
}

fn check_common(what: &str, r: &reqwest::Response) -> String {
    let h = r.headers();
    assert_eq!(h["x-content-type-options"], "nosniff", "{what}");
    assert_eq!(h["referrer-policy"], "same-origin", "{what}");
    assert_eq!(h["x-frame-options"], "DENY", "{what}");
    let csp = h["content-security-policy"].to_str().unwrap().to_string();
    assert!(csp.contains("frame-ancestors 'none'"), "{what}: {csp}");
    assert!(!csp.contains("unsafe-inline"), "{what}: {csp}");
    csp
}

/// The nonce a page's policy allows.
fn nonce_of(csp: &str) -> String {
    let at = csp.find("'nonce-").expect("a nonce in the page policy") + "'nonce-".len();
    csp[at..].split('\'').next().unwrap().to_string()
}

#[tokio::test]
async fn pages_carry_a_nonce_policy_that_their_scripts_match() {
    let p = demo_portal(AccessConfig::open()).await.synced().await;
    let search = p.get("/search").await.text().await.unwrap();
    let sku = first_sku(&search);
    let mut nonces = Vec::new();
    for path in [
        "/".to_string(),
        "/categories".into(),
        "/brands".into(),
        "/bikes".into(),
        "/search?q=a".into(),
        "/stock".into(),
        format!("/product/{sku}"),
        "/no-such-page".into(),
    ] {
        let r = p.get(&path).await;
        let csp = check_common(&path, &r);
        assert!(csp.contains("'wasm-unsafe-eval'"), "{path}: wasm may start");
        assert!(csp.contains("style-src 'self'"), "{path}");
        let nonce = nonce_of(&csp);
        assert!(nonce.len() >= 16, "{path}: a real nonce");
        let headers = r.headers().clone();
        let html = r.text().await.unwrap();
        assert_no_key(&path, &headers, &html);
        let scripts: Vec<&str> = html.split("<script").skip(1).collect();
        assert!(!scripts.is_empty(), "{path}: the hydration script is there");
        for s in scripts {
            let tag = s.split('>').next().unwrap();
            assert!(
                tag.contains(&format!("nonce=\"{nonce}\"")),
                "{path}: an inline script without the nonce: <script{tag}>"
            );
        }
        assert!(
            !html.contains(" style=\""),
            "{path}: no inline style attribute"
        );
        nonces.push(nonce);
    }
    nonces.sort();
    nonces.dedup();
    assert_eq!(nonces.len(), 8, "a fresh nonce for every response");
}

/// Pages rendered while files are asked for: every page carries its own
/// policy, never the fallback that refuses its stylesheet and script. An
/// end-to-end run met a page answered with `default-src 'none'`: Leptos
/// leaves a page's render as the thread's current owner while the render
/// waits, and a file answered meanwhile on that thread made its owner a
/// child of the page's and took the page's headers (its policy) as its
/// own. One thread, so every file is answered while some page waits.
#[tokio::test(flavor = "current_thread")]
async fn pages_rendered_while_files_are_served_keep_their_own_policy() {
    // One client asking for many at once: its own limits set aside.
    let access = AccessConfig {
        client_rate: None,
        client_pending: None,
        ..AccessConfig::open()
    };
    const PAGES: usize = 60;
    // Not synced: pages wait for the supplier's answers.
    let p = demo_portal(access).await;
    let p = std::sync::Arc::new(p);
    let mut tasks = tokio::task::JoinSet::new();
    for n in 0..PAGES {
        // Each asks the supplier something new, so each render waits.
        let page = match n % 3 {
            0 => format!("/search?q=brake+{n}"),
            1 => format!("/product/NOSUCH{n}"),
            _ => format!("/search?q=lever+{n}&sort=price"),
        };
        for path in [page, "/favicon.ico".to_string()] {
            let p = p.clone();
            tasks.spawn(async move {
                let r = p.get(&path).await;
                let csp = check_common(&path, &r);
                let html = r.text().await.unwrap();
                (n, path, csp, html.contains("nonce=\""))
            });
        }
    }
    let mut pages_seen = 0;
    while let Some(done) = tasks.join_next().await {
        let (n, path, csp, has_script) = done.unwrap();
        if path == "/favicon.ico" {
            assert!(!has_script, "{n}: the icon");
            assert!(
                !csp.contains("'nonce-"),
                "{n}: the icon took a page's policy: {csp}"
            );
            continue;
        }
        pages_seen += 1;
        assert!(has_script, "{n}, {path}: a page");
        assert!(
            csp.contains("'nonce-") && csp.contains("style-src 'self'"),
            "{n}, {path}: the page's policy, not {csp}"
        );
    }
    assert_eq!(pages_seen, PAGES);
}

#[tokio::test]
async fn other_responses_allow_nothing_to_run() {
    let p = demo_portal(AccessConfig::open()).await;
    for path in ["/healthz", "/metrics", "/export/products.csv"] {
        let r = p.get(path).await;
        let csp = check_common(path, &r);
        assert!(csp.contains("default-src 'none'"), "{path}: {csp}");
    }
    let r = p.call("categories", serde_json::json!({}), None).await;
    assert_eq!(r.status(), StatusCode::OK);
    let csp = check_common("server function", &r);
    assert!(csp.contains("default-src 'none'"));
    // Redirects and errors too.
    let r = p.get("/prefs?currency=USD&back=/").await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    check_common("redirect", &r);
}

#[tokio::test]
async fn https_behind_a_proxy_adds_strict_transport_security() {
    let p = demo_portal(AccessConfig::open()).await;
    let r = p.get("/healthz").await;
    assert!(r.headers().get("strict-transport-security").is_none());
    let r = p
        .http
        .get(p.url("/healthz"))
        .header("x-forwarded-proto", "https")
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["strict-transport-security"], "max-age=31536000");
}

#[tokio::test]
async fn images_load_only_from_the_portal_and_the_catalogue() {
    let p = demo_portal(AccessConfig::open()).await.synced().await;
    let demo = portal_support::origin(&p.demo_url().unwrap());
    let r = p.get("/search").await;
    let csp = check_common("page", &r);
    let img = csp
        .split(';')
        .map(str::trim)
        .find(|d| d.starts_with("img-src"))
        .expect("an img-src")
        .to_string();
    assert_eq!(img, format!("img-src 'self' data: {demo}"), "{csp}");
    assert!(csp.contains("base-uri 'none'"), "{csp}");
    // The demo's product images are on that origin.
    let html = r.text().await.unwrap();
    let at = html.find("<img").expect("an image on the search page");
    let src = html[at..]
        .split("src=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    assert!(src.starts_with(&demo) || src.starts_with('/'), "{src}");
}

#[tokio::test]
async fn server_function_answers_are_not_stored() {
    let p = demo_portal(AccessConfig::open()).await;
    let r = p.call("categories", serde_json::json!({}), None).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["cache-control"], "private, no-store");
}

/// A form posted from another site's page is refused at the access checks, whatever
/// it posts to; the same form from the portal's own page (or from a client
/// that is no browser) goes through.
#[tokio::test]
async fn posts_from_other_sites_are_refused_everywhere() {
    let p = demo_portal(AccessConfig::open()).await;
    let c = portal_support::client();
    let host = p
        .url("/")
        .split("://")
        .nth(1)
        .unwrap()
        .trim_end_matches('/')
        .to_string();
    let forms: [(&str, &[(&str, &str)]); 4] = [
        ("/stock", &[("skus", "CP0151BL")]),
        ("/quotes/new", &[("name", "Mr Patel")]),
        ("/exports/tokens", &[("name", "nightly")]),
        ("/login", &[("username", "anna"), ("password", "x")]),
    ];
    for (path, form) in forms {
        for (header, value) in [
            ("sec-fetch-site", "cross-site".to_string()),
            ("sec-fetch-site", "same-site".to_string()),
            ("origin", "https://elsewhere.example".to_string()),
        ] {
            let r = c
                .post(p.url(path))
                .header(header, value.as_str())
                .form(form)
                .send()
                .await
                .unwrap();
            assert_eq!(
                r.status(),
                StatusCode::FORBIDDEN,
                "{path} with {header}: {value}"
            );
            assert!(
                r.text().await.unwrap().contains("portal's own pages"),
                "{path}"
            );
        }
    }
    // From the portal's own page: not refused by the access checks.
    for (header, value) in [
        ("sec-fetch-site", "same-origin".to_string()),
        ("origin", format!("http://{host}")),
    ] {
        let r = c
            .post(p.url("/quotes/new"))
            .header(header, value.as_str())
            .form(&[("name", "Mr Patel")])
            .send()
            .await
            .unwrap();
        assert_ne!(r.status(), StatusCode::FORBIDDEN, "{header}: {value}");
    }
    // Links from other sites still open pages.
    let r = c
        .get(p.url("/search"))
        .header("sec-fetch-site", "cross-site")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
}
