//! The one error type every server function returns.
//!
//! Each case is one a person at the counter must tell apart; each maps once
//! to words they understand and to an HTTP status. It crosses the wire as
//! JSON, so it holds no secrets: nothing here ever carries the supplier key.
//!
//! That JSON is the shape serde gives an enum (`"Busy"`, or
//! `{"NotFound":"SKU X"}`), written and read here by hand (`ErrorJson`), so
//! the islands, which decode it too, carry no JSON library.

use serde::{Deserialize, Serialize};
use server_fn::{
    error::{FromServerFnError, ServerFnErrorErr},
    Bytes, ContentType, Decodes, Encodes, Format, FormatType,
};

use super::wire::WireError;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum AppError {
    /// The thing asked for does not exist at the supplier (or here).
    #[error("{0} was not found.")]
    NotFound(String),
    /// The request itself is wrong (checked at the door, before any supplier call).
    #[error("{0}")]
    BadRequest(String),
    /// The supplier rejected a filter (its 400), with the supplier's detail.
    #[error("The supplier rejected the search: {0}")]
    InvalidFilter(String),
    /// The supplier refused the portal's API key (401).
    #[error("The portal is not authorised with the supplier. Tell your administrator (check CATALOGUE_API_KEY).")]
    NotAuthorised,
    /// The supplier is throttling the portal (429, after retries).
    #[error("The supplier is busy right now. Please try again in a moment.")]
    Busy,
    /// The supplier did not answer, or answered too slowly, or failed (5xx).
    #[error("The supplier's catalogue cannot be reached right now. Please try again shortly.")]
    Unreachable,
    /// The supplier answered with something the portal cannot read.
    #[error("The supplier sent data the portal could not read.")]
    BadResponse,
    /// Too many requests from this browser.
    #[error("Too many requests from this screen. Please wait a moment.")]
    RateLimited,
    /// Sign-in required.
    #[error("Please sign in.")]
    Unauthenticated,
    /// Signed in, but the account's role does not allow this.
    #[error("Your account's role does not allow this.")]
    Forbidden,
    /// Anything else: a fault in the portal itself.
    #[error("Something went wrong in the portal: {0}")]
    Internal(String),
}

impl AppError {
    pub fn status(&self) -> u16 {
        match self {
            AppError::NotFound(_) => 404,
            AppError::BadRequest(_) | AppError::InvalidFilter(_) => 400,
            AppError::Unauthenticated => 401,
            AppError::Forbidden => 403,
            AppError::RateLimited => 429,
            AppError::NotAuthorised | AppError::BadResponse => 502,
            AppError::Busy | AppError::Unreachable => 503,
            AppError::Internal(_) => 500,
        }
    }

    /// The key of an error panel's short headline (in `crates/shop/locales`).
    pub fn title_key(&self) -> &'static str {
        match self {
            AppError::NotFound(_) => "error-title-not-found",
            AppError::BadRequest(_) | AppError::InvalidFilter(_) => "error-title-input",
            AppError::NotAuthorised => "error-title-not-authorised",
            AppError::Busy => "error-title-busy",
            AppError::Unreachable => "error-title-unreachable",
            AppError::BadResponse => "error-title-bad-response",
            AppError::RateLimited => "error-title-rate-limited",
            AppError::Unauthenticated => "error-title-sign-in",
            AppError::Forbidden => "error-title-forbidden",
            AppError::Internal(_) => "error-title-internal",
        }
    }

    /// The key of what an error panel says (in `crates/shop/locales`), and the
    /// detail that goes in its `{ $detail }` where it has one. The
    /// `Display` text is the logs' English.
    pub fn message_key(&self) -> (&'static str, Option<&str>) {
        match self {
            AppError::NotFound(what) => ("error-not-found", Some(what)),
            AppError::BadRequest(why) => ("error-bad-request", Some(why)),
            AppError::InvalidFilter(why) => ("error-invalid-filter", Some(why)),
            AppError::NotAuthorised => ("error-not-authorised", None),
            AppError::Busy => ("error-busy", None),
            AppError::Unreachable => ("error-unreachable", None),
            AppError::BadResponse => ("error-bad-response", None),
            AppError::RateLimited => ("error-rate-limited", None),
            AppError::Unauthenticated => ("error-sign-in", None),
            AppError::Forbidden => ("error-forbidden", None),
            AppError::Internal(what) => ("error-internal", Some(what)),
        }
    }
}

impl FromServerFnError for AppError {
    type Encoder = ErrorJson;

    fn from_server_fn_error(value: ServerFnErrorErr) -> Self {
        match value {
            ServerFnErrorErr::Args(msg) => AppError::BadRequest(format!("Invalid request: {msg}")),
            // On the server this is the request's arguments failing to decode.
            #[cfg(feature = "ssr")]
            ServerFnErrorErr::Deserialization(msg) => {
                AppError::BadRequest(format!("Invalid request: {msg}"))
            }
            ServerFnErrorErr::Request(_) => {
                AppError::Internal("the portal server did not answer".into())
            }
            other => AppError::Internal(other.to_string()),
        }
    }
}

/// The name of each case on the wire, and its text where it has one.
impl AppError {
    fn parts(&self) -> (&'static str, Option<&str>) {
        match self {
            AppError::NotFound(m) => ("NotFound", Some(m)),
            AppError::BadRequest(m) => ("BadRequest", Some(m)),
            AppError::InvalidFilter(m) => ("InvalidFilter", Some(m)),
            AppError::NotAuthorised => ("NotAuthorised", None),
            AppError::Busy => ("Busy", None),
            AppError::Unreachable => ("Unreachable", None),
            AppError::BadResponse => ("BadResponse", None),
            AppError::RateLimited => ("RateLimited", None),
            AppError::Unauthenticated => ("Unauthenticated", None),
            AppError::Forbidden => ("Forbidden", None),
            AppError::Internal(m) => ("Internal", Some(m)),
        }
    }

    fn from_parts(kind: &str, text: Option<String>) -> Option<AppError> {
        Some(match (kind, text) {
            ("NotFound", Some(m)) => AppError::NotFound(m),
            ("BadRequest", Some(m)) => AppError::BadRequest(m),
            ("InvalidFilter", Some(m)) => AppError::InvalidFilter(m),
            ("Internal", Some(m)) => AppError::Internal(m),
            ("NotAuthorised", None) => AppError::NotAuthorised,
            ("Busy", None) => AppError::Busy,
            ("Unreachable", None) => AppError::Unreachable,
            ("BadResponse", None) => AppError::BadResponse,
            ("RateLimited", None) => AppError::RateLimited,
            ("Unauthenticated", None) => AppError::Unauthenticated,
            ("Forbidden", None) => AppError::Forbidden,
            _ => return None,
        })
    }

    /// The error as JSON: `"Busy"` or `{"NotFound":"SKU X"}`.
    pub fn to_json(&self) -> String {
        let (kind, text) = self.parts();
        let mut out = String::new();
        match text {
            None => json_string(&mut out, kind),
            Some(text) => {
                out.push('{');
                json_string(&mut out, kind);
                out.push(':');
                json_string(&mut out, text);
                out.push('}');
            }
        }
        out
    }

    /// Reads what `to_json` wrote (or serde would have); `None` for anything else.
    pub fn from_json(json: &str) -> Option<AppError> {
        let json = json.trim();
        if json.starts_with('"') {
            let (kind, rest) = read_json_string(json)?;
            if !rest.trim().is_empty() {
                return None;
            }
            return AppError::from_parts(&kind, None);
        }
        let inner = json.strip_prefix('{')?.strip_suffix('}')?.trim();
        let (kind, rest) = read_json_string(inner)?;
        let rest = rest.trim_start().strip_prefix(':')?.trim_start();
        let (text, rest) = read_json_string(rest)?;
        if !rest.trim().is_empty() {
            return None;
        }
        AppError::from_parts(&kind, Some(text))
    }
}

/// Appends `s` as a JSON string, escaped as serde_json escapes it.
fn json_string(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if u32::from(c) < 0x20 => {
                let b = u32::from(c) as usize;
                out.push_str("\\u00");
                out.push(char::from(HEX[b >> 4]));
                out.push(char::from(HEX[b & 15]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Reads one JSON string from the start of `s`: its text and what follows.
fn read_json_string(s: &str) -> Option<(String, &str)> {
    let body = s.strip_prefix('"')?;
    let mut out = String::new();
    let mut chars = body.char_indices();
    while let Some((at, c)) = chars.next() {
        match c {
            '"' => return Some((out, &body[at + 1..])),
            '\\' => {
                let (_, e) = chars.next()?;
                out.push(match e {
                    '"' | '\\' | '/' => e,
                    'b' => '\u{8}',
                    'f' => '\u{c}',
                    'n' => '\n',
                    'r' => '\r',
                    't' => '\t',
                    'u' => {
                        let first = hex4(&mut chars)?;
                        if (0xD800..0xDC00).contains(&first) {
                            // A pair: the low half must follow as `\uXXXX`.
                            if chars.next()?.1 != '\\' || chars.next()?.1 != 'u' {
                                return None;
                            }
                            let low = hex4(&mut chars)?;
                            if !(0xDC00..0xE000).contains(&low) {
                                return None;
                            }
                            char::from_u32(0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00))?
                        } else {
                            char::from_u32(first)?
                        }
                    }
                    _ => return None,
                });
            }
            c if u32::from(c) < 0x20 => return None,
            c => out.push(c),
        }
    }
    None
}

fn hex4(chars: &mut std::str::CharIndices<'_>) -> Option<u32> {
    let mut v = 0;
    for _ in 0..4 {
        v = v * 16 + chars.next()?.1.to_digit(16)?;
    }
    Some(v)
}

/// The encoding of `AppError` for every server function.
pub struct ErrorJson;

impl ContentType for ErrorJson {
    const CONTENT_TYPE: &'static str = "application/json";
}

impl FormatType for ErrorJson {
    const FORMAT_TYPE: Format = Format::Text;
}

impl Encodes<AppError> for ErrorJson {
    type Error = WireError;

    fn encode(e: &AppError) -> Result<Bytes, WireError> {
        Ok(Bytes::from(e.to_json()))
    }
}

impl Decodes<AppError> for ErrorJson {
    type Error = WireError;

    fn decode(bytes: Bytes) -> Result<AppError, WireError> {
        std::str::from_utf8(&bytes)
            .ok()
            .and_then(AppError::from_json)
            .ok_or(WireError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_case(text: &str) -> Vec<AppError> {
        vec![
            AppError::NotFound(text.into()),
            AppError::BadRequest(text.into()),
            AppError::InvalidFilter(text.into()),
            AppError::NotAuthorised,
            AppError::Busy,
            AppError::Unreachable,
            AppError::BadResponse,
            AppError::RateLimited,
            AppError::Unauthenticated,
            AppError::Forbidden,
            AppError::Internal(text.into()),
        ]
    }

    #[test]
    fn the_json_is_what_serde_writes_and_reads_back() {
        let texts = [
            "SKU X",
            "",
            "quote \" back \\ slash / \n\r\t \u{8}\u{c} \u{1} \u{1f} \u{7f}",
            "Ünïcødé ✓ 🏍 \u{2028}",
        ];
        for text in texts {
            for e in every_case(text) {
                let json = e.to_json();
                assert_eq!(json, serde_json::to_string(&e).unwrap(), "{e:?}");
                assert_eq!(AppError::from_json(&json), Some(e.clone()), "{json}");
                let pretty = serde_json::to_string_pretty(&e).unwrap();
                assert_eq!(AppError::from_json(&pretty), Some(e), "{pretty}");
            }
        }
        // Escapes serde_json never writes but JSON allows.
        assert_eq!(
            AppError::from_json(r#"{"NotFound":"\u0041\/\ud83c\udfcd"}"#),
            Some(AppError::NotFound("A/🏍".into()))
        );
    }

    #[test]
    fn anything_else_is_not_an_error_of_ours() {
        for bad in [
            "",
            "null",
            "\"Nope\"",
            "\"Busy\" x",
            "{\"Busy\":\"text\"}",
            "\"NotFound\"",
            "{\"NotFound\":1}",
            "{\"NotFound\":\"a\"",
            "{\"NotFound\":\"a\"}}",
            "{\"NotFound\":\"bad \\x escape\"}",
            "{\"NotFound\":\"\\ud83c alone\"}",
            "{\"NotFound\":\"raw \n newline\"}",
        ] {
            assert_eq!(AppError::from_json(bad), None, "{bad}");
        }
    }

    #[test]
    fn statuses_are_distinct_where_people_must_tell_them_apart() {
        assert_eq!(AppError::NotFound("SKU X".into()).status(), 404);
        assert_eq!(AppError::InvalidFilter("bad date".into()).status(), 400);
        assert_eq!(AppError::Busy.status(), 503);
        assert_eq!(AppError::NotAuthorised.status(), 502);
        assert!(AppError::NotAuthorised
            .to_string()
            .contains("administrator"));
    }
}
