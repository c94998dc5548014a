//! Where a form post comes from. Another site's page could otherwise post
//! a form here with a dealer's browser and its cookies (a quote list
//! changed, a feed token made, a sign-in as someone else, a stock check
//! run). Browsers say where a request comes from: `Sec-Fetch-Site`, else
//! `Origin`. A client that says neither is not a browser on another site
//! (curl, a scheduled job, a test), so it is let through.

use http::{header, HeaderMap, Method};

/// Whether the method changes something (only those are checked: a link
/// from another site to a page or an export stays a plain GET).
pub fn changes_state(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Whether a request comes from the portal's own pages (or from no page).
pub fn from_here(headers: &HeaderMap) -> bool {
    let h = |name| headers.get(name).and_then(|v| v.to_str().ok());
    if let Some(site) = h(header::HeaderName::from_static("sec-fetch-site")) {
        return site.eq_ignore_ascii_case("same-origin") || site.eq_ignore_ascii_case("none");
    }
    match (h(header::ORIGIN), h(header::HOST)) {
        (Some(origin), Some(host)) => origin
            .split_once("://")
            .is_some_and(|(_, rest)| rest.trim_end_matches('/').eq_ignore_ascii_case(host)),
        (Some(_), None) => false,
        (None, _) => true,
    }
}

#[cfg(test)]
mod tests {
    use http::HeaderValue;

    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, HeaderValue::from_static(v));
        }
        h
    }

    #[test]
    fn browsers_are_believed_and_silent_clients_let_through() {
        assert!(from_here(&headers(&[])));
        assert!(from_here(&headers(&[("sec-fetch-site", "same-origin")])));
        assert!(from_here(&headers(&[("sec-fetch-site", "none")])));
        assert!(!from_here(&headers(&[("sec-fetch-site", "cross-site")])));
        assert!(!from_here(&headers(&[("sec-fetch-site", "same-site")])));
        // Sec-Fetch-Site wins over Origin when both are sent.
        assert!(!from_here(&headers(&[
            ("sec-fetch-site", "cross-site"),
            ("origin", "http://portal:3000"),
            ("host", "portal:3000"),
        ])));
    }

    #[test]
    fn origin_must_name_this_host() {
        let here = [("origin", "http://portal:3000"), ("host", "portal:3000")];
        assert!(from_here(&headers(&here)));
        assert!(!from_here(&headers(&[
            ("origin", "https://evil.example"),
            ("host", "portal:3000"),
        ])));
        assert!(!from_here(&headers(&[
            ("origin", "null"),
            ("host", "portal:3000")
        ])));
        assert!(!from_here(&headers(&[("origin", "https://evil.example")])));
    }

    #[test]
    fn only_methods_that_change_state_are_checked() {
        assert!(!changes_state(&Method::GET));
        assert!(!changes_state(&Method::HEAD));
        assert!(changes_state(&Method::POST));
        assert!(changes_state(&Method::DELETE));
    }
}
