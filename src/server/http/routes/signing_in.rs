//! What every way of signing in shares (a password, its second step,
//! single sign-on, choosing one's own password): the plain pages written
//! here rather than by the app (no script; only the portal's stylesheet),
//! their cookies and redirects, and finishing a sign-in whose every step
//! passed (its session, its audit entry, where to go first).

use axum::{
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};

use crate::{
    model::{audit::Action, escape_html},
    server::{
        access::{audit::Event, Access},
        i18n::RequestWords,
        start::state::AppState,
    },
};

/// A sign-in whose every step passed.
pub(super) struct SignedInNow<'a> {
    pub(super) user: std::sync::Arc<str>,
    pub(super) next: &'a str,
    pub(super) secure: bool,
    pub(super) ip: Option<std::net::IpAddr>,
    /// How the second step was passed, if there was one (for the log).
    pub(super) how: Option<&'static str>,
}

/// Starts the session of a sign-in whose every step passed, records it,
/// and sends the browser on (first to choosing a password after a
/// one-time one); `None` when the session could not be saved.
pub(super) async fn finish(access: &Access, s: SignedInNow<'_>) -> Option<Response> {
    let user = s.user;
    tracing::info!(user = %user, "signed in");
    let mut e = attempt(Action::SignIn, s.ip, &user, None);
    e.who = Some(user.to_string());
    e.detail = s.how.map(str::to_string);
    access.audit().record(e);
    let credential = access
        .users()
        .and_then(|u| u.credential(&user))
        .unwrap_or_default();
    if let Some(users) = access.users() {
        users.note_sign_in(&user).await;
    }
    let go_to = access.first_step(&user).unwrap_or(s.next).to_string();
    let token = match access.sessions().start(user, credential).await {
        Ok(t) => t,
        Err(e) => {
            tracing::error!(error = %e, "sign-in: the session could not be saved");
            return None;
        }
    };
    let mut resp = see_other(&go_to);
    set_cookie(&mut resp, &session_cookie(access, &token, s.secure));
    Some(resp)
}

/// A sign-in attempt as the audit log records it: from where, and the
/// account's name when it could be one (never the password).
pub(super) fn attempt(
    action: Action,
    ip: Option<std::net::IpAddr>,
    name: &str,
    why: Option<&str>,
) -> Event {
    Event {
        action,
        who: None,
        address: ip.map(|ip| ip.to_string()),
        record: Some(name.to_string()).filter(|n| !n.is_empty()),
        detail: why.map(str::to_string),
    }
}

pub(super) fn session_cookie(access: &Access, token: &str, secure: bool) -> String {
    crate::model::prefs::session_cookie(token, access.sessions().ttl().as_secs(), secure)
}

/// True when a proxy in front says the browser used https.
pub fn forwarded_https(headers: &HeaderMap) -> bool {
    headers
        .get("x-forwarded-proto")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("https"))
}

pub(super) fn set_cookie(resp: &mut Response, cookie: &str) {
    if let Ok(v) = HeaderValue::from_str(cookie) {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
}

pub(super) fn see_other(to: &str) -> Response {
    (
        StatusCode::SEE_OTHER,
        [
            (header::LOCATION, to.to_string()),
            (header::CACHE_CONTROL, "no-store".to_string()),
        ],
    )
        .into_response()
}

/// Who the sign-in page is written for: the request's words, and the
/// portal's stylesheet.
pub(super) struct SignInPage<'a> {
    pub(super) words: &'a RequestWords,
    stylesheet: &'a str,
    /// The single sign-on button's words, when the portal has a provider.
    pub(super) sso: Option<String>,
}

impl<'a> SignInPage<'a> {
    pub(super) fn of(words: &'a RequestWords, state: &'a AppState) -> SignInPage<'a> {
        let sso = state.access.single_sign_on().map(|s| match s.label() {
            Some(name) => words.t_with("signin-sso", &[("provider", name.to_string().into())]),
            None => words.t("signin-sso-default"),
        });
        SignInPage {
            words,
            stylesheet: &state.page_head.stylesheet,
            sso,
        }
    }
}

/// The page for someone whose password and second factor are the single
/// sign-on provider's: nothing to change here.
pub(super) fn kept_elsewhere(to: &SignInPage<'_>) -> Response {
    let word = |key| escape_html(&to.words.t(key));
    let body = format!(
        r#"<div class="panel login" role="status">
<h1>{heading}</h1>
<p>{note}</p>
<p><a class="btn" href="/">{back}</a></p>
</div>"#,
        heading = word("account-sso-heading"),
        note = word("account-sso-note"),
        back = word("password-back"),
    );
    plain_page(StatusCode::OK, to, "password-title", &body)
}

/// A problem said on a plain page, as an alert; nothing without one.
pub(super) fn problem_html(words: &RequestWords, key: Option<&'static str>) -> String {
    key.map(|k| {
        format!(
            "<p class=\"login-error\" role=\"alert\">{}</p>",
            escape_html(&words.t(k))
        )
    })
    .unwrap_or_default()
}

/// A page written here, not by the app (signing in, choosing a password):
/// the title from `title_key`, `body` (already escaped) in the main area.
/// Only the page's own stylesheet may load; no script at all.
pub(super) fn plain_page(
    status: StatusCode,
    to: &SignInPage<'_>,
    title_key: &'static str,
    body: &str,
) -> Response {
    let html = format!(
        r#"<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="icon" href="/favicon.ico">
<link rel="stylesheet" href="{css}">
</head>
<body>
<main class="main login-main" id="main">
{body}
</main>
</body>
</html>
"#,
        lang = to.words.lang.code(),
        title = escape_html(&to.words.t(title_key)),
        css = to.stylesheet,
    );
    (
        status,
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
            (
                header::CONTENT_SECURITY_POLICY,
                "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; \
                 frame-ancestors 'none'; base-uri 'none'",
            ),
        ],
        html,
    )
        .into_response()
}
