//! The checks every request passes: posts from other sites refused
//! (`origin`), sign-in (when the portal has staff accounts; a session of
//! a one-time password goes nowhere but to choosing a password, a
//! manager's or owner's without a second factor nowhere but to setting
//! one up),
//! feed tokens (`Authorization: Bearer`, good on the export addresses only,
//! 403 anywhere else), the per-client limits (a rate, and a few requests in
//! progress at once) on pages, form posts and server functions,
//! the permission table (`access::permissions`: what each door needs, by
//! role; refused with the refusal page or a 403 before anything runs;
//! deny by default: an address the router matched no route for is checked
//! as the door it bends, `/settings/audit/` as `/settings/audit`, and sent
//! to the door's own address only when the role may use it),
//! `Cache-Control` for what a signed-in person sees, and the HTTP status of
//! a server function's error.
//!
//! Exports are as open as the pages: in open access anyone may pull them,
//! and a token only names (and logs) a scheduled pull; with sign-in an
//! export takes a session or a token.
//!
//! It works on paths, not on functions: anything under `/api/` is a server
//! function, anything else a page or a file, so new server functions and
//! pages are covered the day they are added. Static files (the built
//! assets, the demo's images) are not counted: a page pulls many of them
//! and they never reach the supplier.

use std::time::Duration;

use axum::{
    body::Body,
    extract::{MatchedPath, Request, State},
    http::{header, HeaderValue, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
};

use crate::model::audit::Action;
use crate::server::access::audit::{AuditLog, Event};
use crate::server::access::{
    client_key, origin, pending,
    permissions::{Need, Unmatched},
    Access, ClientId, FeedPull, MetricsReader, SignedIn,
};
use crate::server::http::audited::Audited;
use crate::{
    model::{
        exports::EXPORT_PREFIX,
        href,
        role::{Refusal, Role, REFUSED_PAGE},
        AppError,
    },
    server::{i18n::RequestWords, start::state::AppState},
};

/// Where every server function lives.
pub const API_PREFIX: &str = "/api/";
/// The header server functions put on an error answer.
const SERVER_FN_ERROR: &str = "serverfnerror";
/// The largest server-function request body (a 1 MB stock list, JSON-quoted).
const MAX_API_BODY: usize = 2 * 1024 * 1024;
/// The largest error body read back to find its status.
const MAX_ERROR_BODY: usize = 64 * 1024;

/// Where a monitor reads the portal's counts (`metrics`).
const METRICS: &str = "/metrics";

/// Paths open to anyone: the sign-in page, its stylesheet and the favicon,
/// and the health checks (no catalogue data). `/metrics` is the portal's
/// business activity: with sign-in on, a monitor's token or a session.
fn is_public(path: &str) -> bool {
    matches!(
        path,
        "/login"
            | "/logout"
            | "/favicon.ico"
            | href::SIGN_IN_CODE
            | href::SSO_BEGIN
            | href::SSO_CALLBACK
    ) || path.starts_with("/pkg/")
        || is_health(path)
}

/// Files that cost no supplier call and come many to a page: not counted.
fn is_static(path: &str) -> bool {
    path.starts_with("/pkg/")
        || path.starts_with("/assets/")
        || path == "/favicon.ico"
        || is_health(path)
}

/// The health checks a load balancer polls.
fn is_health(path: &str) -> bool {
    matches!(path, "/healthz" | "/healthz/live" | "/healthz/ready")
}

/// What a signed-in person is shown (prices) and every server function's
/// answer stay out of shared caches and the back/forward history.
const PRIVATE: &str = "private, no-store";

pub async fn check_request(
    State(state): State<AppState>,
    mut req: Request,
    next: Next,
) -> Response {
    let access = state.access.clone();
    let path = req.uri().path().to_string();
    let is_api = path.starts_with(API_PREFIX);
    let is_export = path.starts_with(EXPORT_PREFIX);
    if origin::changes_state(req.method()) && !origin::from_here(req.headers()) {
        tracing::warn!(path, "a post from another site was refused");
        let words = RequestWords::new(state.locales.clone(), req.headers());
        return refused(StatusCode::FORBIDDEN, words.t("refused-other-site"));
    }
    if path == METRICS {
        return metrics_request(&access, req, next).await;
    }
    let pulled_by = match feed_pull(&access, &mut req, is_export).await {
        Ok(name) => name,
        Err((status, message)) => return refused(status, message.to_string()),
    };
    let session = access.session_of(req.headers()).await;
    let role = note_who(&access, &mut req, session.as_ref().map(|(_, s)| s));
    if let Some(resp) = first_step(&access, session.as_ref().map(|(_, s)| s), &path, is_api) {
        return resp;
    }
    if pulled_by.is_none() && !access.is_open() && session.is_none() && !is_public(&path) {
        if is_api {
            return private(api_error(&AppError::Unauthenticated, None));
        }
        return to_login(&req);
    }
    if is_static(&path) {
        return next.run(req).await;
    }
    // One browser is one session when signed in, else one address; a
    // scheduled pull is its token.
    let client = match (&pulled_by, &session) {
        (Some(name), _) => format!("token:{name}"),
        (None, Some((token, _))) => format!("session:{token}"),
        (None, None) => client_key(access.client_ip(&req)),
    };
    req.extensions_mut().insert(ClientId(client.clone()));
    let _place = match admit(&access, &client).await {
        Ok(p) => p,
        Err(wait) => {
            tracing::warn!(path, "a client is over its request limit");
            return if is_api {
                private(api_error(&AppError::RateLimited, Some(wait)))
            } else {
                too_many(
                    wait,
                    &RequestWords::new(state.locales.clone(), req.headers()),
                )
            };
        }
    };
    // A feed token opens the exports by itself (a manager made it).
    match permitted(&access, &req, role, pulled_by.is_some()) {
        Verdict::Through => {}
        Verdict::Refused(need) => return refuse_role(&state, req, need, role, is_api).await,
        Verdict::ToOwnAddress(to) => return to_own_address(&req, &to),
        Verdict::NoSuchFunction => {
            let e = AppError::NotFound("This server function".into());
            return private(api_error(&e, None));
        }
    }
    if is_api {
        return server_fn(req, next).await;
    }
    let visit = Visit {
        pulled_by,
        signed_in: session.is_some(),
        is_export,
        audit: access.audit().clone(),
        who: session.as_ref().map(|(_, s)| s.user.clone()),
        address: access.client_ip(&req),
    };
    page(req, next, visit).await
}

/// The name of the feed token a request carries, put on the request; a
/// token anywhere but an export address, or one that is not valid, is
/// refused here. Checking it counts the pull (one small statement).
async fn feed_pull(
    access: &Access,
    req: &mut Request,
    is_export: bool,
) -> Result<Option<String>, (StatusCode, &'static str)> {
    let Some(secret) = bearer_token(req.headers()) else {
        return Ok(None);
    };
    if !is_export {
        return Err((
            StatusCode::FORBIDDEN,
            "A feed token opens only the export addresses (/export/...), not pages or server functions.",
        ));
    }
    match access.feed_tokens().pull(&secret).await {
        Ok(Some(name)) => {
            req.extensions_mut().insert(FeedPull(name.clone()));
            Ok(Some(name))
        }
        Err(e) => {
            tracing::error!(error = %e, "an export was refused: feed tokens could not be read");
            Err((
                StatusCode::SERVICE_UNAVAILABLE,
                "Feed tokens cannot be checked just now. Try again in a moment.",
            ))
        }
        Ok(None) => {
            tracing::warn!(
                path = req.uri().path(),
                "an export was refused: unknown or revoked feed token"
            );
            Err((
                StatusCode::UNAUTHORIZED,
                "This feed token is not valid: it was revoked, or it is mistyped.",
            ))
        }
    }
}

/// `/metrics`: for anyone on an open portal; with sign-in on, for a
/// monitor with `METRICS_TOKEN` as its bearer token or a signed-in person.
/// Not counted against a client's allowance (a monitor polls it).
async fn metrics_request(access: &Access, req: Request, next: Next) -> Response {
    let bearer = bearer_token(req.headers());
    let signed_in = bearer.is_none() && access.session_of(req.headers()).await.is_some();
    let refuse = |message: &'static str| {
        let mut resp = refused(StatusCode::UNAUTHORIZED, message.to_string());
        resp.headers_mut().insert(
            header::WWW_AUTHENTICATE,
            HeaderValue::from_static("Bearer realm=\"metrics\""),
        );
        resp
    };
    match access.metrics_reader(bearer.as_deref(), signed_in) {
        MetricsReader::Anyone | MetricsReader::Monitor => private(next.run(req).await),
        MetricsReader::WrongToken => {
            tracing::warn!("/metrics was refused: not the metrics token");
            refuse("This is not the metrics token (METRICS_TOKEN).")
        }
        MetricsReader::NoOne => refuse(
            "Sign in, or send the metrics token (METRICS_TOKEN) as `Authorization: Bearer ...`.",
        ),
    }
}

/// What the permission table says of a request.
#[derive(Debug, PartialEq, Eq)]
enum Verdict {
    /// On to the route, the file or the 404 page.
    Through,
    /// Refused, with the least role the door needs (`None`: a door missing
    /// from the table, open to no one).
    Refused(Option<Role>),
    /// A door's address bent out of shape (a trailing or doubled slash,
    /// `%2F`, `;param`, another case) that the role may use: sent to the
    /// door's own address, where it is checked again as itself.
    ToOwnAddress(String),
    /// An address under `/api/` that is no server function.
    NoSuchFunction,
}

/// What the table says of this request for `role`. Deny by default: a
/// request the router matched no route for is read as the door it would
/// open (the page renderer is lenient about slashes) and checked as that
/// door; only an address that names no door at all goes on, to a file or
/// the 404 page. A feed token passes the export addresses by itself (a
/// manager made it).
fn permitted(access: &Access, req: &Request, role: Option<Role>, token: bool) -> Verdict {
    let Some(pattern) = req.extensions().get::<MatchedPath>() else {
        return unmatched(access, req, role, token);
    };
    let need = access.permissions().need(req.method(), pattern.as_str());
    if token {
        return Verdict::Through;
    }
    match need {
        Some(need) if need.allows(role) => Verdict::Through,
        Some(Need::AtLeast(least)) => Verdict::Refused(Some(least)),
        Some(Need::Anyone) => Verdict::Through,
        // A route of another method (a post to `/quotes/0%2Fshare` meets
        // the page `/quotes/{id}`): the door the address bends, if any.
        None if bends_to_a_door(access, req) => unmatched(access, req, role, token),
        None => {
            tracing::error!(
                route = pattern.as_str(),
                method = %req.method(),
                "a route with no entry in the permission table was refused"
            );
            Verdict::Refused(None)
        }
    }
}

/// Whether the address, read leniently, names a door of its method.
fn bends_to_a_door(access: &Access, req: &Request) -> bool {
    matches!(
        access
            .permissions()
            .unmatched(req.method(), req.uri().path()),
        Unmatched::Door { .. }
    )
}

/// A request the router matched no route for (see `permitted`).
fn unmatched(access: &Access, req: &Request, role: Option<Role>, token: bool) -> Verdict {
    let path = req.uri().path();
    match access.permissions().unmatched(req.method(), path) {
        Unmatched::Door { resolved, need } if need.allows(role) || token => {
            Verdict::ToOwnAddress(resolved.canonical)
        }
        Unmatched::Door { need, .. } => Verdict::Refused(match need {
            Need::AtLeast(least) => Some(least),
            Need::Anyone => None,
        }),
        Unmatched::NoDoor if path.starts_with(API_PREFIX) => Verdict::NoSuchFunction,
        Unmatched::NoDoor => Verdict::Through,
    }
}

/// Sends a bent address to its door's own (with its query), keeping the
/// method: `to` is made of the door's own words, so it stays on the portal.
fn to_own_address(req: &Request, to: &str) -> Response {
    let location = match req.uri().query() {
        Some(q) => format!("{to}?{q}"),
        None => to.to_string(),
    };
    (
        StatusCode::PERMANENT_REDIRECT,
        [
            (header::LOCATION, location),
            (header::CACHE_CONTROL, "no-store".to_string()),
        ],
    )
        .into_response()
}

/// A request the person's role does not allow: nothing of it runs. A
/// server function answers 403 with `Forbidden`; a page or form post the
/// refusal page, with 403.
async fn refuse_role(
    state: &AppState,
    req: Request,
    need: Option<Role>,
    role: Option<Role>,
    is_api: bool,
) -> Response {
    tracing::warn!(
        path = req.uri().path(),
        method = %req.method(),
        role = role.map(Role::as_str),
        needs = need.map(Role::as_str),
        "refused: the role does not allow it"
    );
    let (parts, body) = req.into_parts();
    let route = parts.extensions.get::<MatchedPath>().map_or_else(
        || parts.uri.path().chars().take(300).collect(),
        |m| m.as_str().to_string(),
    );
    let mut e = Event::new(Action::Refused).on(format!("{} {route}", parts.method));
    if let Some(need) = need {
        e = e.with(format!("needs {}", need.as_str()));
    }
    state.access.audit_request(&parts, e);
    if is_api {
        return private(api_error(&AppError::Forbidden, None));
    }
    drop(body);
    private(
        crate::server::http::routes::page_from_post(
            state,
            &parts,
            REFUSED_PAGE,
            StatusCode::FORBIDDEN,
            Refusal { need },
        )
        .await,
    )
}

/// A place among the client's requests in progress, or how long to wait.
async fn admit(access: &Access, client: &str) -> Result<Option<pending::Place>, Duration> {
    access.check_client(client).await?;
    access
        .enter_client(client)
        .map_err(|_| Duration::from_secs(1))
}

/// Who a page or file request came from.
struct Visit {
    pulled_by: Option<String>,
    signed_in: bool,
    is_export: bool,
    /// Where a download is recorded, as whose and from where (made text
    /// only when one is).
    audit: AuditLog,
    who: Option<std::sync::Arc<str>>,
    address: Option<std::net::IpAddr>,
}

/// Records a download (an answer that is an attachment) in the audit log:
/// the address asked for, the file's name, and the feed token that pulled
/// it, if one did.
fn audit_download(visit: &Visit, asked: &axum::http::Uri, resp: &Response) {
    if !resp.status().is_success() || resp.extensions().get::<Audited>().is_some() {
        return;
    }
    let Some(disposition) = resp
        .headers()
        .get(axum::http::header::CONTENT_DISPOSITION)
        .and_then(|v| v.to_str().ok())
        .filter(|v| v.starts_with("attachment"))
    else {
        return;
    };
    let file = disposition
        .split("filename=")
        .nth(1)
        .map(|f| f.trim_matches('"').to_string());
    let detail = match (&visit.pulled_by, file) {
        (Some(token), Some(f)) => Some(format!("{f} (feed token {token})")),
        (Some(token), None) => Some(format!("feed token {token}")),
        (None, f) => f,
    };
    visit.audit.record(Event {
        action: Action::Export,
        who: visit.who.as_deref().map(str::to_string),
        address: visit.address.map(|ip| ip.to_string()),
        record: Some(
            asked
                .path_and_query()
                .map_or_else(|| asked.path(), |p| p.as_str())
                .chars()
                .take(300)
                .collect(),
        ),
        detail,
    });
}

/// A page, form post or export: run it, log a feed pull, and keep private
/// answers private.
async fn page(req: Request, next: Next, visit: Visit) -> Response {
    let path = req.uri().path().to_string();
    let asked = req.uri().clone();
    let resp = next.run(req).await;
    audit_download(&visit, &asked, &resp);
    if let Some(name) = &visit.pulled_by {
        tracing::info!(
            token = name.as_str(),
            path,
            status = resp.status().as_u16(),
            "feed pull"
        );
    }
    if visit.signed_in || visit.pulled_by.is_some() || visit.is_export {
        private(resp)
    } else {
        resp
    }
}

/// A server function: its whole body is read, so it is bounded here for
/// all of them; its error answer gets the error's HTTP status.
async fn server_fn(req: Request, next: Next) -> Response {
    let (parts, body) = req.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, MAX_API_BODY).await else {
        let e = AppError::BadRequest("The request is too large (2 MB at most).".into());
        return private(api_error(&e, None));
    };
    let req = Request::from_parts(parts, Body::from(bytes));
    private(with_error_status(next.run(req).await).await)
}

/// The secret of an `Authorization: Bearer ...` header, if there is one.
fn bearer_token(headers: &http::HeaderMap) -> Option<String> {
    let v = headers.get(header::AUTHORIZATION)?.to_str().ok()?.trim();
    let (scheme, rest) = v.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| rest.trim().to_string())
}

/// A request a feed token (or its absence) does not let through.
fn refused(status: StatusCode, message: String) -> Response {
    let mut resp = (
        status,
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        message,
    )
        .into_response();
    if status == StatusCode::UNAUTHORIZED {
        resp.headers_mut().insert(
            header::WWW_AUTHENTICATE,
            HeaderValue::from_static("Bearer realm=\"exports\""),
        );
    }
    resp
}

/// Marks a response private, unless it is a public file (built assets).
fn private(mut resp: Response) -> Response {
    let public = resp
        .headers()
        .get(header::CACHE_CONTROL)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("public"));
    if !public {
        resp.headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static(PRIVATE));
    }
    resp
}

/// A page or form post past the client's limit: say so, and when to retry,
/// in the language the request asks for.
fn too_many(wait: Duration, words: &RequestWords) -> Response {
    let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    let secs = secs.max(1);
    let mut resp = (
        StatusCode::TOO_MANY_REQUESTS,
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        words.t_with("refused-too-many", &[("seconds", secs.into())]),
    )
        .into_response();
    if let Ok(v) = HeaderValue::from_str(&secs.to_string()) {
        resp.headers_mut().insert(header::RETRY_AFTER, v);
    }
    resp
}

/// A server function's error as its client reads it, with the right status.
pub fn api_error(e: &AppError, retry_after: Option<Duration>) -> Response {
    let status = StatusCode::from_u16(e.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let body = e.to_json();
    let mut resp = (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        Body::from(body),
    )
        .into_response();
    if let Some(wait) = retry_after {
        let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        if let Ok(v) = HeaderValue::from_str(&secs.max(1).to_string()) {
            resp.headers_mut().insert(header::RETRY_AFTER, v);
        }
    }
    resp
}

/// Server functions answer every error with 500; this sets the status the
/// error itself names (400 for bad input, 404, 503 ...), so a bad request
/// never looks like a fault of the portal.
async fn with_error_status(resp: Response) -> Response {
    if !resp.headers().contains_key(SERVER_FN_ERROR) || resp.status().is_success() {
        return resp;
    }
    let (mut parts, body) = resp.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, MAX_ERROR_BODY).await else {
        return (StatusCode::INTERNAL_SERVER_ERROR, "error body too large").into_response();
    };
    if let Some(e) = std::str::from_utf8(&bytes)
        .ok()
        .and_then(AppError::from_json)
    {
        if let Ok(status) = StatusCode::from_u16(e.status()) {
            parts.status = status;
        }
    }
    Response::from_parts(parts, Body::from(bytes))
}

/// Sends an anonymous visitor to sign in, remembering where they were going.
/// Puts who is signed in and their role on the request; the role.
fn note_who(
    access: &Access,
    req: &mut Request,
    session: Option<&crate::server::access::sessions::Session>,
) -> Option<Role> {
    if let Some(s) = session {
        req.extensions_mut().insert(SignedIn(s.user.clone()));
    }
    let role = access.role(session);
    if let Some(r) = role {
        req.extensions_mut().insert(r);
    }
    role
}

/// A session of a one-time password reaches nothing but the page where
/// its person chooses their own, and a manager's or owner's without a
/// second factor nothing but setting one up (and signing out): the answer
/// that sends it there, when it is going anywhere else.
fn first_step(
    access: &Access,
    session: Option<&crate::server::access::sessions::Session>,
    path: &str,
    is_api: bool,
) -> Option<Response> {
    let first = access.first_step(&session?.user)?;
    (!is_public(path) && !path.starts_with(first)).then(|| go_first(first, is_api))
}

fn go_first(first: &'static str, is_api: bool) -> Response {
    if is_api {
        return private(api_error(&AppError::Forbidden, None));
    }
    (
        StatusCode::SEE_OTHER,
        [
            (header::LOCATION, first),
            (header::CACHE_CONTROL, "no-store"),
        ],
    )
        .into_response()
}

fn to_login(req: &Request) -> Response {
    let back = match (
        req.method() == http::Method::GET,
        req.uri().path_and_query(),
    ) {
        (true, Some(pq)) => pq.as_str().to_string(),
        _ => req.uri().path().to_string(),
    };
    let location = if back == "/" {
        "/login".to_string()
    } else {
        format!(
            "/login?next={}",
            crate::model::query::encode_component(&back)
        )
    };
    (
        StatusCode::SEE_OTHER,
        [
            (header::LOCATION, location),
            (header::CACHE_CONTROL, "no-store".to_string()),
        ],
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_sign_in_and_monitoring_are_public() {
        for p in ["/login", "/pkg/dealer-desk.css", "/healthz", "/favicon.ico"] {
            assert!(is_public(p), "{p}");
        }
        for p in [
            "/",
            "/api/product",
            "/product/X",
            "/stock",
            "/login/x",
            "/export/products.csv",
        ] {
            assert!(!is_public(p), "{p}");
        }
    }

    #[test]
    fn static_files_are_not_counted_and_pages_are() {
        assert!(is_static("/pkg/dealer-desk.wasm"));
        assert!(is_static("/assets/img/brand/1.svg"));
        for p in ["/", "/product/X", "/prefs", "/my-bike", "/stock", "/api/x"] {
            assert!(!is_static(p), "{p}");
        }
        let locales = std::sync::Arc::new(crate::server::i18n::Locales::none());
        let words = RequestWords::new(locales, &http::HeaderMap::new());
        let r = too_many(Duration::from_millis(200), &words);
        assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(r.headers()[header::RETRY_AFTER], "1");
    }

    #[test]
    fn only_a_bearer_header_carries_a_feed_token() {
        let mut h = http::HeaderMap::new();
        assert_eq!(bearer_token(&h), None);
        h.insert(
            header::AUTHORIZATION,
            HeaderValue::from_static("Basic YTpi"),
        );
        assert_eq!(bearer_token(&h), None);
        h.insert(
            header::AUTHORIZATION,
            HeaderValue::from_static("bearer  ddf_1 "),
        );
        assert_eq!(bearer_token(&h).as_deref(), Some("ddf_1"));
        let r = refused(StatusCode::UNAUTHORIZED, "no".into());
        assert!(r.headers().contains_key(header::WWW_AUTHENTICATE));
    }

    #[test]
    fn api_errors_carry_their_status_and_wait() {
        let r = api_error(&AppError::RateLimited, Some(Duration::from_millis(1500)));
        assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(r.headers()[header::RETRY_AFTER], "2");
        let r = api_error(&AppError::Unauthenticated, None);
        assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    }
}
