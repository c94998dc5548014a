//! Supplier links and image addresses are untrusted: only absolute http(s)
//! URLs are kept, so a `javascript:` or `data:` address never reaches an
//! `href` or a `src`. Applied while reading, on the server and again in the
//! browser (the same types), so nothing downstream has to remember it.

use serde::Deserializer;

use super::supplier_json;

/// The longest address kept; longer ones are no real image or document.
const MAX_URL: usize = 2048;

/// Whether an address is an absolute http(s) URL with nothing hidden in it.
pub fn is_http_url(u: &str) -> bool {
    let lower = u.get(..8).unwrap_or(u).to_ascii_lowercase();
    (lower.starts_with("http://") || lower.starts_with("https://"))
        && u.len() <= MAX_URL
        && !u.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// One optional address: kept only when it is http(s).
pub fn http_url<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    Ok(supplier_json::opt_text(d)?
        .map(|u| u.trim().to_string())
        .filter(|u| is_http_url(u)))
}

/// A list of addresses: the http(s) ones, in order.
pub fn http_urls<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<String>>, D::Error> {
    Ok(supplier_json::strings(d)?.map(|v| {
        v.into_iter()
            .map(|u| u.trim().to_string())
            .filter(|u| is_http_url(u))
            .collect()
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Brand, Product};

    #[test]
    fn only_http_addresses_survive_reading() {
        let p: Product = serde_json::from_value(serde_json::json!({
            "id": 1,
            "images": ["https://img.example/a.jpg", "javascript:alert(1)", "data:image/png;base64,AA", " http://img.example/b.jpg "],
            "fittingInstructions": "JavaScript:alert(1)",
            "coversheet": "https://docs.example/c.pdf",
            "fittingInstructionsQR": "//evil.example/qr.png",
        }))
        .unwrap();
        assert_eq!(
            p.images.unwrap(),
            ["https://img.example/a.jpg", "http://img.example/b.jpg"]
        );
        assert_eq!(p.fitting_instructions, None);
        assert_eq!(p.fitting_instructions_qr, None);
        assert_eq!(p.coversheet.as_deref(), Some("https://docs.example/c.pdf"));
        let b: Brand =
            serde_json::from_value(serde_json::json!({"id": 2, "image": "vbscript:x"})).unwrap();
        assert_eq!(b.logo, None);
    }

    #[test]
    fn addresses_with_hidden_characters_are_dropped() {
        assert!(is_http_url("https://a.example/x.png?y=1"));
        assert!(!is_http_url("https://a.example/x\n.png"));
        assert!(!is_http_url("ftp://a.example/x"));
        assert!(!is_http_url(&format!(
            "https://a.example/{}",
            "x".repeat(3000)
        )));
    }
}
