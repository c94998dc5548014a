//! Secrets that must never be printed: the supplier's API key, in a type
//! whose `Debug` and `Display` show a placeholder (so no log line, error
//! message or parsed argument dump can leak it), and URLs shown without
//! their password. In `platform` so the settings and the gateway both use
//! it without depending on each other.

use std::fmt;

use reqwest::Url;

/// The supplier's API key. Printing it shows a placeholder, never the value.
#[derive(Clone, PartialEq, Eq)]
pub struct ApiKey(String);

impl ApiKey {
    pub fn new(key: impl Into<String>) -> Self {
        ApiKey(key.into())
    }

    /// The raw value, for the `x-api-key` header only.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl From<&str> for ApiKey {
    fn from(key: &str) -> Self {
        ApiKey::new(key)
    }
}

impl fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ApiKey(***)")
    }
}

impl fmt::Display for ApiKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("***")
    }
}

/// A URL as it may be logged: any `user:password@` replaced by `***@`.
pub fn redacted_url(url: &Url) -> String {
    if url.username().is_empty() && url.password().is_none() {
        return url.to_string();
    }
    let mut shown = url.clone();
    let _ = shown.set_password(None);
    let _ = shown.set_username("***");
    shown.to_string()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn keys_and_url_passwords_never_print() {
        let key = ApiKey::new("sup3r-secret-k3y");
        assert!(!format!("{key:?} {key}").contains("sup3r"));
        let url = Url::parse("https://dealer:pa55word@api.example.com/v1").unwrap();
        assert_eq!(redacted_url(&url), "https://***@api.example.com/v1");
        let plain = Url::parse("https://api.example.com/v1").unwrap();
        assert_eq!(redacted_url(&plain), "https://api.example.com/v1");
    }
}
