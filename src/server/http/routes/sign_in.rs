//! `/login` and `/logout`: a plain HTML form (no script, works anywhere),
//! the session cookie, and the generic answer to a failed sign-in. The page
//! is written here, not by the app, in the language the request asks for
//! (`RequestWords`), every word of it escaped.

use super::signing_in::{
    attempt, finish, forwarded_https, plain_page, problem_html, see_other, set_cookie, SignInPage,
    SignedInNow,
};
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
    let signed = SignedInNow {
        user,
        next: &next,
        secure,
        ip,
        how: None,
    };
    match after_password(&access, &to, signed).await {
        Some(resp) => resp,
        None => again(StatusCode::SERVICE_UNAVAILABLE, SignInProblem::Unsaved),
    }
}

/// After a right password: the code page when the account has a second
/// factor, else the session; `None` when either could not be saved.
async fn after_password(
    access: &crate::server::access::Access,
    to: &SignInPage<'_>,
    signed: SignedInNow<'_>,
) -> Option<Response> {
    if !access.has_second_factor(&signed.user) {
        return finish(access, signed).await;
    }
    let credential = access
        .users()
        .and_then(|u| u.credential(&signed.user))
        .unwrap_or_default();
    let pending = super::sign_in_code::Pending {
        user: signed.user,
        credential,
        next: signed.next,
        secure: signed.secure,
    };
    super::sign_in_code::ask_for_code(access, to, pending).await
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
