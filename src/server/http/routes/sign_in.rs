//! `/login` and `/logout`: a plain HTML form (no script, works anywhere),
//! the session cookie, and the generic answer to a failed sign-in. The page
//! is written here, not by the app, in the language the request asks for
//! (`RequestWords`), every word of it escaped.

use crate::{model::audit::Action, server::access::audit::Event};
use axum::{
    extract::{FromRequest, Query, Request, State},
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Form,
};
use serde::Deserialize;

use crate::server::access::{
    password_check::PasswordCheck,
    return_to::safe_return,
    users::{valid_username, MAX_PASSWORD, MAX_USERNAME},
    Access,
};
use crate::{
    model::{escape_html, prefs::clear_session_cookie},
    server::{i18n::RequestWords, start::state::AppState},
};

/// Why the sign-in page is shown again, each with its message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignInProblem {
    /// The one answer to every failed sign-in: it never says which part
    /// was wrong.
    Wrong,
    /// The failed sign-ins of an account or a client ran out.
    TooMany,
    /// A right password's session could not be saved.
    Unsaved,
    /// A sign-in form far larger than any real one.
    TooLarge,
    /// Many sign-ins at the same moment.
    Busy,
    /// Single sign-on did not complete (the provider refused, or its
    /// answer did not check out, or the sign-in was too old).
    SsoFailed,
    /// The single sign-on provider cannot be reached.
    SsoUnreachable,
    /// The provider's person is in no group that gives a role here.
    SsoNoRole,
    /// Their account here is disabled, or its name is another's.
    SsoRefused,
}

impl SignInProblem {
    pub fn message_key(self) -> &'static str {
        match self {
            SignInProblem::Wrong => "signin-wrong",
            SignInProblem::TooMany => "signin-too-many",
            SignInProblem::Unsaved => "signin-unsaved",
            SignInProblem::TooLarge => "signin-too-large",
            SignInProblem::Busy => "signin-busy",
            SignInProblem::SsoFailed => "signin-sso-failed",
            SignInProblem::SsoUnreachable => "signin-sso-unreachable",
            SignInProblem::SsoNoRole => "signin-sso-no-role",
            SignInProblem::SsoRefused => "signin-sso-refused",
        }
    }
}

/// The largest sign-in form read (a username, a password, a return address).
const MAX_FORM: usize = 8 * 1024;

#[derive(Debug, Deserialize, Default)]
pub struct LoginQuery {
    next: Option<String>,
}

#[derive(Debug, Deserialize, Default)]
pub struct LoginForm {
    #[serde(default)]
    username: String,
    #[serde(default)]
    password: String,
    next: Option<String>,
}

/// `GET /login`: the form, or straight on when there is nothing to sign in to.
pub async fn login_page(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(q): Query<LoginQuery>,
) -> Response {
    let next = safe_return(q.next.as_deref());
    if state.access.is_open() || state.access.session_of(&headers).await.is_some() {
        return see_other(&next);
    }
    let words = RequestWords::new(state.locales.clone(), &headers);
    let to = SignInPage::of(&words, &state);
    page(
        StatusCode::OK,
        &to,
        SignInForm {
            username: "",
            next: &next,
        },
        None,
    )
}

/// `POST /login`: checks the account and starts a session.
pub async fn login_submit(State(state): State<AppState>, req: Request) -> Response {
    let ip = state.access.client_ip(&req);
    let secure = state.access.secure_cookies() || forwarded_https(req.headers());
    let words = RequestWords::new(state.locales.clone(), req.headers());
    let to = SignInPage::of(&words, &state);
    let form = match read_form(req, &to).await {
        Ok(f) => f,
        Err(resp) => return resp,
    };
    let next = safe_return(form.next.as_deref());
    let access = state.access.clone();
    if access.is_open() {
        return see_other(&next);
    }
    let username = form.username.trim().to_string();
    // What the form shows back: the name as typed when it could be one.
    let echo = if valid_username(&username) {
        username.as_str()
    } else {
        ""
    };
    let again = |status, problem| {
        let shown = SignInForm {
            username: echo,
            next: &next,
        };
        page(status, &to, shown, Some(problem))
    };
    let tried = |action, why| attempt(action, ip, echo, why);
    // The attempt counts before the slow check: a crowd of attempts at
    // once gets no more checks than the limit allows.
    let user = match access.check_password(&username, &form.password, ip).await {
        PasswordCheck::Right(user) => user,
        PasswordCheck::TooMany => {
            let e = tried(Action::SignInFailed, Some("too many failures"));
            access.audit().record(e);
            tracing::warn!("sign-in refused: too many failures");
            return again(StatusCode::TOO_MANY_REQUESTS, SignInProblem::TooMany);
        }
        PasswordCheck::Busy => {
            tracing::warn!("sign-in refused: too many password checks at once");
            let mut resp = again(StatusCode::SERVICE_UNAVAILABLE, SignInProblem::Busy);
            resp.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
            return resp;
        }
        PasswordCheck::Wrong => {
            let e = tried(Action::SignInFailed, Some("wrong name or password"));
            access.audit().record(e);
            tracing::info!("sign-in failed");
            return again(StatusCode::UNAUTHORIZED, SignInProblem::Wrong);
        }
    };
    if access.has_second_factor(&user) {
        let credential = access
            .users()
            .and_then(|u| u.credential(&user))
            .unwrap_or_default();
        let pending = super::sign_in_code::Pending {
            user,
            credential,
            next: &next,
            secure,
        };
        return match super::sign_in_code::ask_for_code(&access, &to, pending).await {
            Some(resp) => resp,
            None => again(StatusCode::SERVICE_UNAVAILABLE, SignInProblem::Unsaved),
        };
    }
    let signed = SignedInNow {
        user,
        next: &next,
        secure,
        ip,
        how: None,
    };
    match finish(&access, signed).await {
        Some(resp) => resp,
        None => again(StatusCode::SERVICE_UNAVAILABLE, SignInProblem::Unsaved),
    }
}

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

/// The sign-in form. No more is read than a real form could hold: a huge
/// one is refused here, before anything about it is counted or kept.
async fn read_form(req: Request, to: &SignInPage<'_>) -> Result<LoginForm, Response> {
    let blank = SignInForm {
        username: "",
        next: "/",
    };
    let (parts, body) = req.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, MAX_FORM).await else {
        tracing::warn!("sign-in refused: the form is too large");
        return Err(page(
            StatusCode::PAYLOAD_TOO_LARGE,
            to,
            blank,
            Some(SignInProblem::TooLarge),
        ));
    };
    let req = Request::from_parts(parts, axum::body::Body::from(bytes));
    match Form::<LoginForm>::from_request(req, &()).await {
        Ok(Form(f)) => Ok(f),
        Err(_) => Err(page(
            StatusCode::BAD_REQUEST,
            to,
            blank,
            Some(SignInProblem::Wrong),
        )),
    }
}

/// `POST /logout`: ends the session and clears the cookie.
pub async fn logout(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let secure = state.access.secure_cookies() || forwarded_https(&headers);
    if let Some((token, s)) = state.access.session_of(&headers).await {
        if let Err(e) = state.access.sessions().end(&token).await {
            tracing::error!(error = %e, user = %s.user, "sign-out could not be saved");
            let words = RequestWords::new(state.locales.clone(), &headers);
            let mut resp = (
                StatusCode::SERVICE_UNAVAILABLE,
                [
                    (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
                    (header::CACHE_CONTROL, "no-store"),
                ],
                words.t("signin-sign-out-unsaved"),
            )
                .into_response();
            set_cookie(&mut resp, &clear_session_cookie(secure));
            return resp;
        }
        tracing::info!(user = %s.user, "signed out");
        state.access.audit().record(Event {
            who: Some(s.user.to_string()),
            ..Event::new(Action::SignOut)
        });
    }
    let mut resp = see_other(if state.access.is_open() {
        "/"
    } else {
        "/login"
    });
    set_cookie(&mut resp, &clear_session_cookie(secure));
    resp
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
    sso: Option<String>,
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

/// What the sign-in form shows back: the name as typed (when it could be
/// one) and where to go once signed in.
#[derive(Debug, Clone, Copy)]
struct SignInForm<'a> {
    username: &'a str,
    next: &'a str,
}

/// The sign-in page again, saying `problem`, for a sign-in that came
/// back from elsewhere (single sign-on).
pub(super) fn sign_in_again(
    status: StatusCode,
    to: &SignInPage<'_>,
    next: &str,
    problem: SignInProblem,
) -> Response {
    let form = SignInForm { username: "", next };
    page(status, to, form, Some(problem))
}

/// The sign-in page.
fn page(
    status: StatusCode,
    to: &SignInPage<'_>,
    form: SignInForm<'_>,
    error: Option<SignInProblem>,
) -> Response {
    let words = to.words;
    let word = |key| escape_html(&words.t(key));
    let body = format!(
        r#"<form class="panel login" method="post" action="/login">
<h1>{heading}</h1>
{error}
<input type="hidden" name="next" value="{next}">
<label for="username">{username}</label>
<input id="username" name="username" autocomplete="username" required maxlength="{MAX_USERNAME}" value="{user}" autofocus>
<label for="password">{password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="{MAX_PASSWORD}">
<button type="submit" class="btn">{button}</button>
{sso}</form>"#,
        sso = to
            .sso
            .as_deref()
            .map(|label| format!(
                "<p class=\"login-sso\"><a class=\"btn secondary\" href=\"{}?next={}\">{}</a></p>\n",
                crate::model::href::SSO_BEGIN,
                escape_html(&crate::model::query::encode_component(form.next)),
                escape_html(label)
            ))
            .unwrap_or_default(),
        heading = word("signin-heading"),
        error = problem_html(words, error.map(SignInProblem::message_key)),
        username = word("signin-username"),
        password = word("signin-password"),
        button = word("signin-button"),
        next = escape_html(form.next),
        user = escape_html(form.username),
    );
    plain_page(status, to, "signin-title", &body)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_escapes_what_it_echoes() {
        assert_eq!(
            escape_html("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }

    #[test]
    fn https_behind_a_proxy_is_noticed() {
        let mut h = HeaderMap::new();
        assert!(!forwarded_https(&h));
        h.insert("x-forwarded-proto", HeaderValue::from_static("HTTPS"));
        assert!(forwarded_https(&h));
    }
}
