//! Assets: every URL in the data is served by the demo itself, keyless,
//! with the right content type and long cache headers.

use serde_json::Value;

use super::{content_type, opts, Demo};

/// Every string in a JSON value that looks like a URL.
fn urls(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) if s.contains("://") || s.starts_with("//") => out.push(s.clone()),
        Value::Array(a) => a.iter().for_each(|x| urls(x, out)),
        Value::Object(o) => o.values().for_each(|x| urls(x, out)),
        _ => {}
    }
}

async fn fetch(demo: &Demo, url: &str) -> (String, String, Vec<u8>) {
    let resp = demo.http.get(url).send().await.unwrap();
    assert_eq!(resp.status(), 200, "{url}");
    let cache = resp
        .headers()
        .get("cache-control")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let ct = content_type(&resp);
    (ct, cache, resp.bytes().await.unwrap().to_vec())
}

#[tokio::test]
async fn every_url_in_the_data_is_the_demos_own() {
    let demo = Demo::small().await;
    let mut found = Vec::new();
    urls(&Value::Array(demo.all().await), &mut found);
    for path in ["/bikes/all", "/brands/all", "/categories/all"] {
        urls(&demo.json(path).await, &mut found);
    }
    let own = format!("{}/assets/", demo.base());
    assert!(found.len() > 1000);
    for u in &found {
        assert!(u.starts_with(&own), "{u} is not served by the demo");
    }
}

#[tokio::test]
async fn assets_are_served_keyless_with_types_and_cache_headers() {
    let demo = Demo::small().await;
    let all = demo.all().await;
    let p = all
        .iter()
        .find(|p| p["fittingInstructions"].is_string() && p["coversheet"].is_string())
        .unwrap();
    let mut svgs = vec![
        p["images"][0].clone(),
        p["fittingInstructionsQR"].clone(),
        p["category"]["image"].clone(),
        p["category"]["bannerImage"].clone(),
    ];
    let cats = demo.json("/categories/all").await;
    svgs.extend(
        cats.as_array()
            .unwrap()
            .iter()
            .filter(|c| c["logo"].is_string())
            .map(|c| c["logo"].clone()),
    );
    let brands = demo.json("/brands/all").await;
    svgs.extend(
        brands
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|b| b.get("logo").cloned()),
    );
    let bikes = demo.json("/bikes/all").await;
    let bike = &bikes[0];
    svgs.push(bike["image"].clone());
    let model = bike["models"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["image"].is_string())
        .unwrap();
    svgs.push(model["image"].clone());
    let year = bikes
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|b| b["models"].as_array().unwrap())
        .flat_map(|m| m["years"].as_array().unwrap())
        .find(|y| y["image"].is_string())
        .unwrap();
    svgs.push(year["image"].clone());

    for url in &svgs {
        let url = url.as_str().unwrap();
        let (ct, cache, body) = fetch(&demo, url).await;
        assert_eq!(ct, "image/svg+xml", "{url}");
        assert!(cache.contains("max-age=31536000"), "{url}: {cache}");
        let text = String::from_utf8(body).unwrap();
        assert!(
            text.contains("<svg") && text.trim_end().ends_with("</svg>"),
            "{url}"
        );
        assert!(
            !text.contains("href=\"http"),
            "nothing linked from elsewhere"
        );
    }
    for url in [&p["fittingInstructions"], &p["coversheet"]] {
        let url = url.as_str().unwrap();
        let (ct, cache, body) = fetch(&demo, url).await;
        assert_eq!(ct, "application/pdf");
        assert!(cache.contains("max-age"));
        assert!(body.starts_with(b"%PDF-1."));
        assert!(body.ends_with(b"%%EOF\n"));
        let text = String::from_utf8_lossy(&body);
        assert!(text.contains(&format!("Part number: {}", super::sku(p))));
    }
    // The same path gives the same picture.
    let first = fetch(&demo, p["images"][0].as_str().unwrap()).await.2;
    let again = fetch(&demo, p["images"][0].as_str().unwrap()).await.2;
    assert_eq!(first, again);
}

#[tokio::test]
async fn unknown_assets_are_404_and_the_assets_router_stands_alone() {
    let demo = Demo::small().await;
    for path in [
        "/assets/nothing",
        "/assets/img/category/no-such.svg",
        "/assets/img/product/brakes/BR0001/99.svg",
        "/assets/img/brand/unknown.svg",
        "/assets/docs/fitting/.pdf",
    ] {
        let resp = demo.http.get(demo.url(path)).send().await.unwrap();
        assert_eq!(resp.status(), 404, "{path}");
    }
    // Mounted on another origin, the stateless router serves the same files.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let _ = axum::serve(listener, dealer_desk::server::demo::assets_router()).await;
    });
    let path = "/assets/img/product/brakes/BR0123/2.svg";
    let a = fetch(&demo, &demo.url(path)).await.2;
    let b = fetch(&demo, &format!("http://{addr}{path}")).await.2;
    assert_eq!(a, b);
    let qr = fetch(
        &demo,
        &format!("http://{addr}/assets/qr/fitting/BR0123.svg"),
    )
    .await;
    assert_eq!(qr.0, "image/svg+xml");
}

#[tokio::test]
async fn a_bare_router_takes_asset_urls_from_the_host() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = dealer_desk::server::demo::router(opts(50));
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    let resp = reqwest::Client::new()
        .get(format!("http://{addr}/categories/all"))
        .header("x-api-key", super::KEY)
        .send()
        .await
        .unwrap();
    let cats: Value = resp.json().await.unwrap();
    let image = cats[0]["image"].as_str().unwrap();
    assert!(
        image.starts_with(&format!("http://{addr}/assets/")),
        "{image}"
    );
}
