//! Where to send a person back to after signing in or changing a
//! preference: a return address from the URL (`/login?next=`,
//! `/prefs?back=`, `/my-bike?back=`), accepted only when it is a path on
//! the portal itself. Anything else goes to the home page.
//!
//! Browsers are generous with what they take for a path: they drop tabs and
//! newlines, read `\` as `/`, and `//host` or `/\host` as another site. So
//! the address must be plain ASCII with no control characters or
//! backslashes, must not start like a host (also once percent-decoded:
//! `/%2F`, `/%5C`), and must still be on the portal's own origin when
//! resolved against it. What is sent back is the resolved path, re-encoded.

use url::{Position, Url};

/// Longer return addresses are not links anyone clicked.
pub const MAX_RETURN_LEN: usize = 2048;

/// A stand-in for the portal's own origin: only "same origin or not" matters.
const OWN_ORIGIN: &str = "http://portal.invalid/";

/// The return address if it stays on the portal, else `/`.
pub fn safe_return(raw: Option<&str>) -> String {
    raw.and_then(local_path).unwrap_or_else(|| "/".to_string())
}

/// The path (with query and fragment) a raw return address resolves to on
/// the portal, or `None` when it could lead anywhere else.
fn local_path(raw: &str) -> Option<String> {
    if raw.is_empty()
        || raw.len() > MAX_RETURN_LEN
        || !raw.is_ascii()
        || raw.chars().any(|c| c.is_ascii_control() || c == '\\')
        || !raw.starts_with('/')
        || looks_like_a_host(raw)
    {
        return None;
    }
    let decoded = percent_encoding::percent_decode_str(raw)
        .decode_utf8()
        .ok()?;
    if looks_like_a_host(&decoded) || decoded.starts_with("/\\") {
        return None;
    }
    let base = Url::parse(OWN_ORIGIN).ok()?;
    let resolved = base.join(raw).ok()?;
    if resolved.origin() != base.origin() || !resolved.username().is_empty() {
        return None;
    }
    let path = &resolved[Position::BeforePath..];
    (path.starts_with('/') && !looks_like_a_host(path)).then(|| path.to_string())
}

/// `//host`, `/\host` and their kin: a second slash where a path begins.
fn looks_like_a_host(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next() == Some('/') && matches!(chars.next(), Some('/' | '\\'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_paths_are_kept() {
        for ok in [
            "/",
            "/search?q=brake%20pads&page=2",
            "/product/AB-1",
            "/bikes/3/4?sort=name#top",
            "/categories/12?q=a/b",
        ] {
            assert_eq!(safe_return(Some(ok)), ok, "{ok}");
        }
    }

    #[test]
    fn anything_that_could_leave_the_portal_goes_home() {
        let long = format!("/{}", "a".repeat(MAX_RETURN_LEN));
        for bad in [
            "",
            "/\t/evil.example",
            "/\n/evil.example",
            "/\r/evil.example",
            "\t//evil.example",
            "//evil.example",
            "///evil.example",
            "/\\evil.example",
            "/\\/evil.example",
            "\\\\evil.example",
            "/%2F/evil.example",
            "/%2fevil.example",
            "/%5Cevil.example",
            "/%5c/evil.example",
            "https://evil.example/",
            "http:evil.example",
            "javascript:alert(1)",
            "evil.example",
            "/\u{2215}\u{2215}evil.example",
            "/\u{ff0f}evil.example",
            "/\u{2044}evil.example",
            "/\u{29f8}evil.example",
            "/\u{0}x",
            long.as_str(),
        ] {
            assert_eq!(safe_return(Some(bad)), "/", "{bad:?}");
        }
        assert_eq!(safe_return(None), "/");
    }

    #[test]
    fn dot_segments_resolve_on_the_portal() {
        assert_eq!(safe_return(Some("/a/../b")), "/b");
        assert_eq!(safe_return(Some("/..//evil.example")), "/");
    }
}
