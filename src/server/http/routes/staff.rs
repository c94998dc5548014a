//! The staff page's forms (`/settings/staff/...`, owners): each posts one
//! change to one account and is answered with the staff page itself,
//! saying what was done, or why nothing was (a refusal keeps what was
//! typed for a new account). A new account's or a reset's one-time
//! password is on that answer only: it is never kept as typed, so it
//! cannot be shown again, and the answer is never cached.

use std::collections::HashMap;

use axum::{
    http::{header, request::Parts, HeaderValue, StatusCode},
    response::Response,
};

use super::page_from_post;
use crate::{
    model::{
        href,
        role::Role,
        staff::{StaffAction, StaffPosted, StaffProblem},
    },
    server::{
        access::audit::Event,
        staff::{apply, Change},
        start::state::AppState,
    },
};

/// The HTTP status of a refusal.
fn status_of(p: StaffProblem) -> StatusCode {
    match p {
        StaffProblem::Unsaved => StatusCode::SERVICE_UNAVAILABLE,
        StaffProblem::Taken | StaffProblem::LastOwner | StaffProblem::TooMany => {
            StatusCode::CONFLICT
        }
        StaffProblem::NoSuchAccount => StatusCode::NOT_FOUND,
        _ => StatusCode::BAD_REQUEST,
    }
}

/// Does `action` as the form asks, and answers with the staff page.
pub async fn answer(
    action: StaffAction,
    state: AppState,
    parts: Parts,
    form: HashMap<String, String>,
) -> Response {
    let field = |k: &str| {
        form.get(k)
            .map(|v| v.trim().to_string())
            .unwrap_or_default()
    };
    let (name, role) = (field("name"), Role::parse(&field("role")));
    let by = parts
        .extensions
        .get::<crate::server::access::SignedIn>()
        .map(|s| s.0.to_string());
    let outcome = match state.access.users() {
        None => Err(StaffProblem::NoSignIn),
        Some(users) => {
            let change = Change {
                action,
                name: name.clone(),
                role,
                by,
            };
            apply(users, change, &state.customers.shop_time).await
        }
    };
    let status = match &outcome {
        Ok(done) => {
            let mut e = Event::new(action.audited()).on(done.name.clone());
            if let (StaffAction::Add | StaffAction::Role, Some(r)) = (action, role) {
                e = e.with(format!("role: {}", r.as_str()));
            }
            tracing::info!(account = %done.name, action = action.audited().code(), "staff account changed");
            state.access.audit_request(&parts, e);
            StatusCode::OK
        }
        Err(p) => {
            tracing::info!(problem = ?p, "a change to a staff account was refused");
            status_of(*p)
        }
    };
    let posted = StaffPosted {
        outcome,
        typed_name: name,
        typed_role: role,
    };
    let mut resp = page_from_post(&state, &parts, href::STAFF, status, posted).await;
    resp.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    resp
}
