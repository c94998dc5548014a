//! Security headers on every response.
//!
//! Pages get a Content-Security-Policy carrying the nonce Leptos put on its
//! own inline scripts (the hydration loader and streamed data), so those run
//! and any other inline script does not. The page sets it while rendering
//! (`page_policy`); everything else that has none gets a policy that allows
//! nothing to run. WebAssembly needs `'wasm-unsafe-eval'` to instantiate.
//! Images load only from the portal and the supplier's image hosts
//! (`IMAGE_HOSTS`, by default the catalogue's own origin).

use axum::{
    extract::Request,
    http::{header, HeaderName, HeaderValue},
    middleware::Next,
    response::Response,
};

/// The `img-src` origins besides the portal's own, from `IMAGE_HOSTS` (a
/// list of origins, by spaces or commas) or else the catalogue's origin.
/// Each must be an http(s) URL; only its origin is kept.
pub fn image_sources(configured: Option<&str>, fallback: &str) -> Result<String, String> {
    let raw = configured
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .unwrap_or(fallback);
    let mut out: Vec<String> = Vec::new();
    for item in raw
        .split([',', ' '])
        .map(str::trim)
        .filter(|i| !i.is_empty())
    {
        let url = url::Url::parse(item)
            .map_err(|e| format!("IMAGE_HOSTS: {item:?} is not a URL ({e})"))?;
        if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
            return Err(format!(
                "IMAGE_HOSTS: {item:?} must be an http or https origin, e.g. https://images.example.com"
            ));
        }
        let origin = url.origin().ascii_serialization();
        if !out.contains(&origin) {
            out.push(origin);
        }
    }
    Ok(out.join(" "))
}

/// The policy of a rendered page, for this response's nonce; images from
/// the portal and `images` (origins, space-separated).
pub fn page_policy(nonce: &str, images: &str) -> String {
    let mut connect = "'self'".to_string();
    if std::env::var_os("LEPTOS_WATCH").is_some() {
        // `cargo leptos watch` reloads the page over a websocket.
        connect.push_str(" ws: wss:");
    }
    // Supplier images live on the supplier's own hosts, and only there.
    let images = if images.trim().is_empty() {
        String::new()
    } else {
        format!(" {}", images.trim())
    };
    format!(
        "default-src 'self'; script-src 'self' 'nonce-{nonce}' 'wasm-unsafe-eval'; \
         style-src 'self'; img-src 'self' data:{images}; connect-src {connect}; \
         font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; \
         frame-ancestors 'none'"
    )
}

/// For responses that are not pages: nothing may run or be framed.
const FALLBACK_POLICY: &str = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
/// A PDF opens in the browser's viewer, which a `default-src 'none'` would block.
const PDF_POLICY: &str = "frame-ancestors 'none'; base-uri 'none'";

/// Sets the page's policy from inside a render (server only).
pub fn set_page_policy() {
    let (Some(nonce), Some(opts)) = (
        leptos::nonce::use_nonce(),
        leptos::prelude::use_context::<leptos_axum::ResponseOptions>(),
    ) else {
        return;
    };
    let images = leptos::prelude::use_context::<crate::server::start::state::AppState>()
        .map(|s| s.settings.image_sources.clone())
        .unwrap_or_default();
    if let Ok(v) = HeaderValue::from_str(&page_policy(&nonce, &images)) {
        opts.insert_header(header::CONTENT_SECURITY_POLICY, v);
    }
}

pub async fn security_headers(req: Request, next: Next) -> Response {
    // Only a proxy that terminates TLS can say the browser came over https.
    let https = req
        .headers()
        .get("x-forwarded-proto")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("https"));
    let path = req.uri().path().to_string();
    let mut resp = next.run(req).await;
    let h = resp.headers_mut();
    if https {
        h.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000"),
        );
    }
    if !h.contains_key(header::CONTENT_SECURITY_POLICY) {
        let is_html = h
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("text/html"));
        if is_html {
            // A page's policy is set from inside its render: an HTML answer
            // without one is a page whose stylesheet and script the
            // fallback below refuses (once another request's answer took
            // it: `thread_owner`).
            tracing::warn!(path, "an HTML answer left without the page's policy");
        }
        let is_pdf = h
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("application/pdf"));
        h.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(if is_pdf { PDF_POLICY } else { FALLBACK_POLICY }),
        );
    }
    let fixed: [(HeaderName, &'static str); 5] = [
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "same-origin"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (
            HeaderName::from_static("cross-origin-opener-policy"),
            "same-origin",
        ),
        (
            HeaderName::from_static("permissions-policy"),
            "camera=(self), microphone=(), geolocation=(), payment=()",
        ),
    ];
    for (name, value) in fixed {
        h.insert(name, HeaderValue::from_static(value));
    }
    resp
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_policy_allows_only_nonced_inline_script() {
        let p = page_policy("abc123", "https://img.example");
        assert!(p.contains("script-src 'self' 'nonce-abc123' 'wasm-unsafe-eval';"));
        assert!(p.contains("img-src 'self' data: https://img.example;"));
        assert!(p.contains("base-uri 'none'"));
        assert!(!p.contains("unsafe-inline"));
        assert!(p.contains("frame-ancestors 'none'"));
        assert!(p.contains("object-src 'none'"));
    }

    #[test]
    fn image_sources_are_origins_and_nonsense_is_refused() {
        assert_eq!(
            image_sources(None, "https://api.example.com/v1/").unwrap(),
            "https://api.example.com"
        );
        assert_eq!(
            image_sources(Some("https://a.example/x, http://b.example:8080"), "").unwrap(),
            "https://a.example http://b.example:8080"
        );
        assert!(image_sources(Some("javascript:alert(1)"), "").is_err());
        assert!(image_sources(Some("*"), "").is_err());
    }
}
