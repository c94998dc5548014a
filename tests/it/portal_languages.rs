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

#[tokio::test]
async fn the_sign_in_page_and_its_answers_speak_the_language() {
    let p = demo_portal(crate::portal_signin::closed()).await;
    let (status, html) = page(&p, "/login", Some("fr-FR,fr;q=0.9"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("<html lang=\"fr\">"), "{html}");
    assert!(html.contains("<title>Se connecter · Dealer Desk</title>"));
    assert!(html.contains("<h1>Se connecter à Dealer Desk</h1>"));
    assert!(html.contains(">Mot de passe</label>"));

    let r = p
        .http
        .post(p.url("/login"))
        .header("accept-language", "fr")
        .form(&[("username", "anna"), ("password", "nope"), ("next", "/")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    let html = r.text().await.unwrap();
    assert!(html.contains("Nom d&#39;utilisateur ou mot de passe incorrect."));

    // The cookie chooses here too, and English is the default.
    let (_, html) = page(&p, "/login", Some("fr"), Some("dd_lang=es")).await;
    assert!(html.contains("<html lang=\"es\">") && html.contains("Iniciar sesión"));
    let (_, html) = page(&p, "/login", None, None).await;
    assert!(html.contains("<html lang=\"en\">") && html.contains("Sign in to Dealer Desk"));
}

#[tokio::test]
async fn a_browser_past_its_limit_is_told_in_its_language() {
    use dealer_desk::server::platform::clock::Clock;
    let p = demo_portal(AccessConfig {
        client_rate: Some((0.5, 1)),
        clock: Clock::adjustable(),
        ..AccessConfig::open()
    })
    .await;
    let (status, _) = page(&p, "/no/such/page", Some("de"), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, text) = page(&p, "/categories", Some("de"), None).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        text.starts_with("Zu viele Anfragen von diesem Browser auf einmal."),
        "{text}"
    );
}

#[tokio::test]
async fn the_lost_sales_page_speaks_dutch() {
    let p = demo_portal(AccessConfig::open()).await;
    let (status, html) = page(
        &p,
        "/lost-sales?from=2026-03-10&to=2026-03-01",
        Some("nl"),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("<h1>Gemiste verkopen</h1>"), "{html}");
    assert!(html.contains("0 gemiste verkopen (0 onderdelen"));
    assert!(html.contains("De periode stond achterstevoren"));
    assert!(html.contains("aria-label=\"Per reden\""));
    assert!(html.contains("Bestellijst: onderdelen gemist door gebrek aan voorraad"));
    assert!(html.contains(">Niet in de catalogus<") || html.contains("Niet in de catalogus"));
    assert!(
        !html.contains("Reorder list"),
        "no English left in the report"
    );
}

#[tokio::test]
async fn a_bad_date_in_a_search_is_explained_in_spanish() {
    let p = demo_portal(AccessConfig::open()).await;
    let path =
        "/search?updated_after=31/12/2024&created_after=2024-05-10&created_before=2024-05-01";
    let (status, html) = page(&p, path, Some("es-ES"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains("«31/12/2024» no es una fecha. Use el formato AAAA-MM-DD"),
        "{html}"
    );
    assert!(html.contains("Esta fecha es anterior a la fecha «posterior a» de arriba"));
    assert!(html.contains("Corrija 2 campos antes de buscar."));
    assert!(html.contains("type=\"date\""), "the dates are date fields");
    assert!(
        html.contains("data-date-reversed=\"Esta fecha es anterior"),
        "the form carries the words its checks say"
    );
}
