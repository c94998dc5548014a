//! The supplier's error body: `{type, title, status, detail, instance, key}`
//! (the real service sends `key`, always null). One constructor per status
//! the demo answers with. Must never put the caller's API key in a body.

use axum::{
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;

#[derive(Debug, Clone)]
pub struct Problem {
    pub status: StatusCode,
    pub detail: String,
    pub instance: String,
    pub retry_after: Option<u64>,
}

#[derive(Serialize)]
struct Body<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    title: &'a str,
    status: u16,
    detail: &'a str,
    instance: &'a str,
    key: Option<()>,
}

impl Problem {
    pub fn new(status: StatusCode, detail: impl Into<String>, instance: &str) -> Self {
        Problem {
            status,
            detail: detail.into(),
            instance: instance.to_string(),
            retry_after: None,
        }
    }

    pub fn bad_request(detail: impl Into<String>, instance: &str) -> Self {
        Self::new(StatusCode::BAD_REQUEST, detail, instance)
    }

    pub fn not_found(detail: impl Into<String>, instance: &str) -> Self {
        Self::new(StatusCode::NOT_FOUND, detail, instance)
    }

    pub fn too_many(retry_after: u64, instance: &str) -> Self {
        Problem {
            retry_after: Some(retry_after),
            ..Self::new(
                StatusCode::TOO_MANY_REQUESTS,
                format!("Request budget exceeded; retry after {retry_after} s."),
                instance,
            )
        }
    }
}

impl IntoResponse for Problem {
    fn into_response(self) -> Response {
        let body = Body {
            kind: "about:blank",
            title: self.status.canonical_reason().unwrap_or("Error"),
            status: self.status.as_u16(),
            detail: &self.detail,
            instance: &self.instance,
            key: None,
        };
        let mut resp = (self.status, Json(body)).into_response();
        if let Some(secs) = self.retry_after {
            resp.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        resp
    }
}
