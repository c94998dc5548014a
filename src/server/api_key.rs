//! The supplier's API key, in a type that cannot be printed: `Debug` and
//! `Display` show a placeholder, so no log line, error message or parsed
//! argument dump can leak it. Its own module, so the settings and the
//! gateway's configuration both use it without depending on each other.

use std::fmt;

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
