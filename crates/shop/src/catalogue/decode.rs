//! Reading supplier bodies into the model's tolerant types.
//!
//! A list is read element by element (`records`): one record that cannot be
//! read is left out, counted and logged with the field that failed, and
//! never takes the whole list down. A body of the wrong overall shape (not
//! JSON, not a list where a list is due) is a `BadResponse`. Logs name the endpoint, the
//! position and the field path; never the key, and never the whole body.
//! This module must not make calls or touch caches.

use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::model::AppError;

use super::paths::Endpoint;

/// A decoded list and how many of its records had to be left out.
#[derive(Debug)]
pub struct Decoded<T> {
    pub items: Vec<T>,
    pub skipped: usize,
}

/// Why one record could not be read: where, and what serde said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    pub index: usize,
    /// The field path inside the record, e.g. `stock.count` or `bikes[0].id`.
    pub path: String,
    pub message: String,
    /// The record's SKU, when it has a readable one (to find it upstream).
    pub sku: Option<String>,
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "record {} field `{}`: {}",
            self.index, self.path, self.message
        )?;
        if let Some(sku) = &self.sku {
            write!(f, " (sku {sku})")?;
        }
        Ok(())
    }
}

/// Reads one record, saying which field failed.
fn record<T: DeserializeOwned>(index: usize, v: Value) -> Result<T, RecordError> {
    if v.is_array() {
        // serde would read a list as a record's fields in order: a record
        // is never sent that way, so that reading would be a guess.
        return Err(RecordError {
            index,
            path: field_path(""),
            message: "a list where a record is due".into(),
            sku: None,
        });
    }
    let sku = v
        .get("sku")
        .and_then(Value::as_str)
        .map(|s| s.chars().take(64).collect());
    serde_path_to_error::deserialize(v).map_err(|e| RecordError {
        index,
        path: field_path(&e.path().to_string()),
        message: truncate(&e.inner().to_string(), 200),
        sku,
    })
}

fn field_path(p: &str) -> String {
    if p.is_empty() || p == "." {
        "(the record itself)".into()
    } else {
        p.to_string()
    }
}

fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(max).collect();
        t.push('…');
        t
    }
}

/// Parses a body as JSON at all.
fn json(endpoint: Endpoint, body: &[u8]) -> Result<Value, AppError> {
    serde_json::from_slice(body).map_err(|e| {
        tracing::warn!(
            endpoint = endpoint.label(),
            error = %e,
            bytes = body.len(),
            "supplier body is not JSON"
        );
        AppError::BadResponse
    })
}

/// Reads the element at `index` into `read`, or logs and counts it.
pub fn take_record<T: DeserializeOwned>(
    endpoint: Endpoint,
    index: usize,
    v: Value,
    read: &mut Decoded<T>,
) {
    match record::<T>(index, v) {
        Ok(t) => read.items.push(t),
        Err(e) => {
            read.skipped += 1;
            tracing::warn!(
                endpoint = endpoint.label(),
                index = e.index,
                field = %e.path,
                sku = e.sku.as_deref().unwrap_or("-"),
                error = %e.message,
                "supplier record left out: it could not be read"
            );
        }
    }
}

/// A body that must be one record.
pub fn one<T: DeserializeOwned>(endpoint: Endpoint, body: &[u8]) -> Result<T, AppError> {
    let v = json(endpoint, body)?;
    record::<T>(0, v).map_err(|e| {
        tracing::warn!(
            endpoint = endpoint.label(),
            field = %e.path,
            sku = e.sku.as_deref().unwrap_or("-"),
            error = %e.message,
            "supplier record could not be read"
        );
        AppError::BadResponse
    })
}

/// Why a supplier refused a request: the error body's detail, else its
/// title, cut short and stripped of control characters.
pub fn error_detail(body: &[u8]) -> Option<String> {
    let e: crate::model::ErrorBody = serde_json::from_slice(body).ok()?;
    let text = e
        .detail
        .filter(|d| !d.trim().is_empty())
        .or(e.title.filter(|t| !t.trim().is_empty()))?;
    let clean: String = text.chars().filter(|c| !c.is_control()).collect();
    Some(truncate(clean.trim(), 300))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Product, Stock};

    #[test]
    fn one_bad_record_is_left_out_and_named() {
        let body =
            br#"[{"sku":"A","sitePrice":1},{"sku":"B","stock":{"count":"lots"}},7,{"sku":"C"}]"#;
        let mut d = Decoded::<Product> {
            items: Vec::new(),
            skipped: 0,
        };
        let values: Vec<Value> = serde_json::from_slice(body).unwrap();
        for (i, v) in values.into_iter().enumerate() {
            take_record(Endpoint::Search, i, v, &mut d);
        }
        assert_eq!(d.skipped, 2);
        let skus: Vec<_> = d.items.iter().map(|p| p.sku_str()).collect();
        assert_eq!(skus, ["A", "C"]);

        let v: Value = serde_json::from_slice(br#"{"sku":"B","bikes":[{"id":"x"}]}"#).unwrap();
        let e = record::<Product>(3, v).unwrap_err();
        assert_eq!(e.path, "bikes[0].id");
        assert_eq!(e.sku.as_deref(), Some("B"));
        assert!(e.to_string().contains("record 3"));
    }

    #[test]
    fn wrong_top_level_shape_is_bad_response() {
        assert_eq!(
            one::<Product>(Endpoint::ProductGet, b"[]").unwrap_err(),
            AppError::BadResponse
        );
    }

    #[test]
    fn stock_reads_object_and_bare_count() {
        let s: Stock = one(
            Endpoint::Stock,
            br#"{"sku":"A","count":null,"error":"unknown SKU"}"#,
        )
        .unwrap();
        assert_eq!(s.count, None);
        let s: Stock = one(Endpoint::Stock, b"12").unwrap();
        assert_eq!(s.count, Some(12));
    }

    #[test]
    fn error_detail_prefers_detail() {
        assert_eq!(
            error_detail(
                br#"{"title":"Bad Request","detail":"createdAfter: not a date","key":null}"#
            )
            .as_deref(),
            Some("createdAfter: not a date")
        );
        assert_eq!(
            error_detail(br#"{"title":"Bad\nRequest"}"#).as_deref(),
            Some("BadRequest")
        );
        assert_eq!(error_detail(b"nope"), None);
    }
}
