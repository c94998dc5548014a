//! The interface's language over real HTTP: the browser's `Accept-Language`
//! chooses it, the preference cookie overrides it, `<html lang>` names it,
//! and a language the portal does not speak is English.

use crate::portal_support::{demo_portal, Portal};
use dealer_desk::server::access::AccessConfig;
use reqwest::StatusCode;

async fn page(
    p: &Portal,
    path: &str,
    accept: Option<&str>,
    cookie: Option<&str>,
) -> (StatusCode, String) {
    let mut req = p.http.get(p.url(path));
    if let Some(a) = accept {
        req = req.header("accept-language", a);
    }
    if let Some(c) = cookie {
        req = req.header("cookie", c);
    }
    let r = req.send().await.unwrap();
    (r.status(), r.text().await.unwrap())
}

#[tokio::test]
async fn the_browser_asks_and_the_cookie_decides() {
    let p = demo_portal(AccessConfig::open()).await.synced().await;

    let (_, html) = page(&p, "/", None, None).await;
    assert!(html.contains("<html lang=\"en\""), "English by default");
    assert!(html.contains(">Categories</a>"));

    let (_, html) = page(&p, "/", Some("de-DE,de;q=0.9,en;q=0.8"), None).await;
    assert!(html.contains("<html lang=\"de\""));
    assert!(html.contains(">Kategorien</a>"), "German navigation");
    assert!(html.contains("Neu in den letzten 30 Tagen"));
    assert!(!html.contains(">Categories</a>"));

    let (_, html) = page(&p, "/", Some("pt-BR,ja;q=0.5"), None).await;
    assert!(
        html.contains("<html lang=\"en\""),
        "a language the portal lacks is English"
    );

    // The cookie wins over the browser.
    let (_, html) = page(&p, "/", Some("de"), Some("dd_lang=nl")).await;
    assert!(html.contains("<html lang=\"nl\""));
    assert!(html.contains(">Categorieën</a>"));
    // A cookie naming no language the portal speaks is not read.
    let (_, html) = page(&p, "/", Some("fr"), Some("dd_lang=xx")).await;
    assert!(html.contains("<html lang=\"fr\""));
}

/// The cookies a response sets.
fn set_cookies(r: &reqwest::Response) -> Vec<String> {
    let all = r.headers().get_all("set-cookie").iter();
    all.map(|v| v.to_str().unwrap().to_string()).collect()
}

#[tokio::test]
async fn the_picker_stores_the_language_and_comes_back() {
    let p = demo_portal(AccessConfig::open()).await;
    let r = p.get("/prefs?lang=es&back=/search").await;
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(r.headers()["location"], "/search");
    let cookies = set_cookies(&r);
    assert!(
        cookies.iter().any(|c| c.starts_with("dd_lang=es;")),
        "{cookies:?}"
    );

    // Not a language: nothing stored, the other preferences still are.
    let r = p.get("/prefs?lang=klingon&currency=EUR&back=/").await;
    let cookies = set_cookies(&r);
    assert!(
        !cookies.iter().any(|c| c.starts_with("dd_lang=")),
        "{cookies:?}"
    );
    assert!(cookies.iter().any(|c| c.starts_with("dd_currency=EUR;")));
}

#[tokio::test]
async fn not_found_pages_speak_the_language_and_echo_safely() {
    let p = demo_portal(AccessConfig::open()).await.synced().await;
    let (status, html) = page(&p, "/no/such/page", Some("fr"), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(html.contains("Page introuvable"));

    let (status, html) = page(&p, "/product/NOPE%3Cb%3E1", Some("de"), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(html.contains("Artikel nicht gefunden"), "{html}");
    assert!(html.contains("keinen Artikel mit der Nummer <code class=\"echo\">"));
    assert!(!html.contains("<b>"), "the asked-for SKU is text");
}
