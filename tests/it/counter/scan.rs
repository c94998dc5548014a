//! A list open at the counter: opened from its page, a scanned EAN or a
//! typed SKU in the lookup box adds one and the list says which line; a
//! product card's "Add to quote" adds to it and comes back; closing it
//! makes the box a lookup again.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use reqwest::StatusCode;

use super::{all_products, lines_of, list_with, note, page, post_all, synced_portal, tag};

#[tokio::test]
async fn scans_add_to_the_list_open_at_the_counter() {
    let p = synced_portal().await;
    let all = all_products(&p).await;
    let with_ean: Vec<(String, String)> = all
        .iter()
        .filter_map(|x| Some((x.sku.clone()?, x.ean.clone()?)))
        .filter(|(_, e)| e.len() == 13)
        .take(3)
        .collect();
    assert_eq!(with_ean.len(), 3);
    let (id, cookie) = list_with(&p, &[with_ean[0].0.clone()]).await;

    // Nothing open yet: the box looks up.
    let (_, html) = page(&p, "/search", &cookie).await;
    assert!(html.contains("action=\"/lookup\" method=\"get\""));
    assert!(!html.contains("id=\"open-quote\""));
    // Without a list open, a scan is a lookup.
    let (to, _) = post_all(&p, "/quotes/scan", &cookie, &[("q", "ABC")]).await;
    assert_eq!(to, "/lookup?q=ABC");

    let (to, set) = post_all(&p, &format!("/quotes/{id}/open"), &cookie, &[]).await;
    assert_eq!(note(&to), "opened");
    let open = set
        .iter()
        .find(|c| c.starts_with("dd_open_quote="))
        .unwrap();
    assert_eq!(open, &format!("dd_open_quote={id}"));
    let both = format!("{cookie}; {open}");
    let (_, html) = page(&p, "/search", &both).await;
    assert!(html.contains("id=\"open-quote\""));
    assert!(html.contains("action=\"/quotes/scan\" method=\"post\""));
    // A product page's "Add to quote" offers the open list first.
    let (_, html) = page(&p, &format!("/product/{}", with_ean[1].0), &both).await;
    assert!(tag(&html, &format!("value=\"{id}\"")).contains("selected"));

    // A scanned EAN: one more of that product, and the list says which.
    let (ean_sku, ean) = &with_ean[1];
    let (to, _) = post_all(&p, "/quotes/scan", &both, &[("q", ean)]).await;
    assert_eq!(to, format!("/quotes/{id}?line={ean_sku}&note=added"));
    let (_, html) = page(&p, &to, &both).await;
    assert!(html.contains(&format!("data-scanned=\"{ean_sku}\"")));
    assert!(html.contains("class=\"just-added\""));
    // Scanned again: quantity 2. A typed SKU (any case) works the same.
    post_all(&p, "/quotes/scan", &both, &[("q", ean)]).await;
    let typed = with_ean[2].0.to_lowercase();
    post_all(&p, "/quotes/scan", &both, &[("q", &typed)]).await;
    let (_, html) = page(&p, &format!("/quotes/{id}"), &both).await;
    assert_eq!(
        lines_of(&html),
        [
            (with_ean[0].0.clone(), "1".into()),
            (ean_sku.clone(), "2".into()),
            (with_ean[2].0.clone(), "1".into()),
        ]
    );
    // Something that is no product: nothing added; the list's page comes
    // back from the post (200, no redirect), keeping the code, with
    // "Record lost sale" for it and a search.
    for code in ["0000000000000", "NO-SUCH-PART", "<b>x</b>"] {
        let r = p
            .http
            .post(p.url("/quotes/scan"))
            .header("cookie", &both)
            .form(&[("q", code)])
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::OK, "{code:?}");
        assert!(r.headers().get("location").is_none());
        let html = r.text().await.unwrap();
        assert!(html.contains("data-note=\"unknown-code\""), "{code:?}");
        assert!(
            html.contains("id=\"open-quote\""),
            "rendered with the post's cookies: the list is still open"
        );
        let escaped = code.replace('<', "&lt;").replace('>', "&gt;");
        assert!(
            html.contains(&format!("data-unknown-scan=\"{escaped}\"")),
            "{code:?} kept, escaped"
        );
        let form = tag(&html, "class=\"lost-sale-form");
        assert!(form.contains("action=\"/lost-sales/new\""), "{form}");
        assert!(html.contains(&format!("name=\"code\" value=\"{escaped}\"")));
        assert!(html.contains("value=\"not-in-catalogue\" selected"));
    }
    let (to, _) = post_all(&p, "/quotes/scan", &both, &[("q", "")]).await;
    assert_eq!(note(&to), "unknown-code", "nothing scanned");
    // Another site cannot scan into it.
    let r = p
        .http
        .post(p.url("/quotes/scan"))
        .header("cookie", &both)
        .header("sec-fetch-site", "cross-site")
        .form(&[("q", ean)])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);

    // A card's "Add to quote" adds to the open list and comes back.
    let card = [
        ("sku", with_ean[0].0.as_str()),
        ("qty", "1"),
        ("quote", "open"),
        ("back", "/search?q=x&page=2"),
    ];
    let (to, _) = post_all(&p, "/quotes/add", &both, &card).await;
    assert_eq!(to, "/search?q=x&page=2&note=added");
    let (_, html) = page(&p, &to, &both).await;
    assert!(html.contains("data-note=\"added\""), "the bar says so");
    // A return address off the portal goes home instead.
    let off = [
        card[0],
        card[1],
        card[2],
        ("back", "https://elsewhere.example/"),
    ];
    assert_eq!(
        post_all(&p, "/quotes/add", &both, &off).await.0,
        "/?note=added"
    );
    let (_, html) = page(&p, &format!("/quotes/{id}"), &both).await;
    assert_eq!(lines_of(&html)[0], (with_ean[0].0.clone(), "3".into()));

    // Closed: the box looks up again.
    let (to, set) = post_all(&p, "/quotes/close", &both, &[("back", "/search")]).await;
    assert_eq!(to, "/search?note=closed");
    assert!(set.contains(&"dd_open_quote=".to_string()));
    let (_, html) = page(&p, "/search", &cookie).await;
    assert!(html.contains("action=\"/lookup\" method=\"get\""));
}

#[tokio::test]
async fn a_card_with_no_list_open_starts_one_and_opens_it() {
    let p = synced_portal().await;
    let all = all_products(&p).await;
    let sku = all[0].sku.clone().unwrap();
    let card = [
        ("sku", sku.as_str()),
        ("qty", "1"),
        ("quote", "open"),
        ("back", "/brands"),
    ];
    let (to, set) = post_all(&p, "/quotes/add", "", &card).await;
    assert_eq!(to, "/brands?note=added");
    let browser = set.iter().find(|c| c.starts_with("dd_browser=")).unwrap();
    let open = set
        .iter()
        .find(|c| c.starts_with("dd_open_quote="))
        .unwrap();
    let id = open.trim_start_matches("dd_open_quote=");
    let (status, html) = page(&p, &format!("/quotes/{id}"), browser).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(lines_of(&html), [(sku.clone(), "1".into())]);
    // Someone else's list named in the cookie adds nothing to it.
    let stranger = format!("dd_browser=0123456789abcdef0123456789abcdef; {open}");
    let (to, set) = post_all(&p, "/quotes/add", &stranger, &card).await;
    assert_eq!(note(&to), "no-list");
    assert!(set.contains(&"dd_open_quote=".to_string()), "closed");
    let (_, html) = page(&p, &format!("/quotes/{id}"), browser).await;
    assert_eq!(lines_of(&html), [(sku, "1".into())]);
}

/// The camera's keep-scanning: each code read (an EAN or a SKU) adds one
/// to the list open at the counter through `scan_into_list`, which answers
/// the part's SKU and name; a code no part has, a misread, and a browser
/// with no list open are refused with the reason, and add nothing.
#[tokio::test]
async fn the_cameras_scans_go_onto_the_open_list() {
    use dealer_desk::api::scan::ScanIntoList;
    use dealer_desk::model::{scan::ScannedPart, wire};
    use leptos::server_fn::ContentType;
    let p = synced_portal().await;
    let all = all_products(&p).await;
    let (sku, ean) = all
        .iter()
        .find_map(|x| Some((x.sku.clone()?, x.ean.clone().filter(|e| e.len() == 13)?)))
        .unwrap();
    let name = all
        .iter()
        .find(|x| x.sku.as_deref() == Some(sku.as_str()))
        .and_then(|x| x.name.clone());
    let other = all
        .iter()
        .filter_map(|x| x.sku.clone())
        .find(|s| *s != sku)
        .unwrap();
    let (id, cookie) = list_with(&p, std::slice::from_ref(&other)).await;
    let scan = |code: &str, cookie: &str| {
        let body = wire::to_wire(&ScanIntoList { code: code.into() });
        let (p, cookie) = (&p, cookie.to_string());
        async move {
            let r = p
                .http
                .post(p.url("/api/scan_into_list"))
                .header("content-type", wire::WireEncoding::CONTENT_TYPE)
                .header("accept", wire::WireEncoding::CONTENT_TYPE)
                .header("cookie", cookie)
                .body(body)
                .send()
                .await
                .unwrap();
            (r.status(), r.text().await.unwrap())
        }
    };
    // No list open: refused, said.
    let (status, body) = scan(&ean, &cookie).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("No quote list is open"), "{body}");

    let (_, set) = post_all(&p, &format!("/quotes/{id}/open"), &cookie, &[]).await;
    let open = set
        .iter()
        .find(|c| c.starts_with("dd_open_quote="))
        .unwrap();
    let both = format!("{cookie}; {open}");
    for code in [ean.as_str(), &sku.to_lowercase(), ean.as_str()] {
        let (status, body) = scan(code, &both).await;
        assert_eq!(status, StatusCode::OK, "{code}: {body}");
        let part: ScannedPart = wire::from_wire(body.as_bytes()).unwrap();
        assert_eq!(part.sku, sku);
        assert_eq!(part.name, name.clone().filter(|n| !n.trim().is_empty()));
    }
    // A code no part has, a misread with a space, and a long one: refused.
    let (status, body) = scan("0000000000000", &both).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert!(body.contains("0000000000000"), "{body}");
    for bad in ["CP 0151", &"A".repeat(49), ""] {
        let (status, _) = scan(bad, &both).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad:?}");
    }
    let (_, html) = page(&p, &format!("/quotes/{id}"), &both).await;
    assert_eq!(
        lines_of(&html),
        [(other.clone(), "1".into()), (sku.clone(), "3".into())]
    );
}
