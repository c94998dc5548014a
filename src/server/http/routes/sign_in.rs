//! `/login` and `/logout`: a plain HTML form (no script, works anywhere),
//! the session cookie, and the generic answer to a failed sign-in.

use axum::{
    extract::{FromRequest, Query, Request, State},
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Form,
};
use serde::Deserialize;

use crate::server::access::{
    return_to::safe_return,
    users::{valid_username, MAX_PASSWORD, MAX_USERNAME},
    Access,
};
use crate::{
    model::{escape_html, prefs::clear_session_cookie},
    server::start::state::AppState,
};

/// The one message for every failed sign-in: it never says which part was wrong.
pub const WRONG: &str = "Wrong username or password.";
/// The message once the failed sign-ins of an account or a client run out.
pub const TOO_MANY: &str = "Too many failed sign-ins. Wait a few minutes, then try again.";
/// The message when a right password's session cannot be saved.
pub const UNSAVED: &str =
    "Signing in is not possible just now: the session could not be saved. Try again in a moment.";
/// The message when a sign-out cannot be saved.
pub const SIGN_OUT_UNSAVED: &str =
    "Signing out did not finish: the portal could not end the session. Try again in a moment.";
/// The message for a sign-in form far larger than any real one.
pub const TOO_LARGE: &str = "The sign-in form is too large: a username has at most 64 characters.";
/// The largest sign-in form read (a username, a password, a return address).
const MAX_FORM: usize = 8 * 1024;
/// The message when many sign-ins arrive at the same moment.
pub const BUSY: &str = "Many people are signing in right now. Try again in a moment.";

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
    page(StatusCode::OK, "", &next, None)
}

/// `POST /login`: checks the account and starts a session.
pub async fn login_submit(State(state): State<AppState>, req: Request) -> Response {
    let ip = state.access.client_ip(&req);
    let secure = state.access.secure_cookies() || forwarded_https(req.headers());
    let form = match read_form(req).await {
        Ok(f) => f,
        Err(resp) => return resp,
    };
    let next = safe_return(form.next.as_deref());
    let access = state.access.clone();
    let Some(users) = access.users().cloned() else {
        return see_other(&next);
    };
    let username = form.username.trim().to_string();
    // What the form shows back: the name as typed when it could be one.
    let echo = if valid_username(&username) {
        username.as_str()
    } else {
        ""
    };
    // The attempt counts from here, before the slow check: a crowd of
    // attempts at once gets no more checks than the limit allows.
    if !access.begin_signin(&username, ip).await {
        tracing::warn!("sign-in refused: too many failures");
        return page(StatusCode::TOO_MANY_REQUESTS, echo, &next, Some(TOO_MANY));
    }
    let ok_shape = !username.is_empty()
        && username.len() <= MAX_USERNAME
        && form.password.len() <= MAX_PASSWORD;
    let user = if ok_shape {
        // Each check takes ~19 MiB and a blocking thread: only a few at once.
        let Some(permit) = access.password_check_permit() else {
            access.signin_unchecked(&username, ip).await;
            tracing::warn!("sign-in refused: too many password checks at once");
            let mut resp = page(StatusCode::SERVICE_UNAVAILABLE, echo, &next, Some(BUSY));
            resp.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
            return resp;
        };
        access.note_password_check();
        let (u, p) = (username.clone(), form.password.clone());
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            users.check(&u, &p)
        })
        .await
        .ok()
        .flatten()
    } else {
        None
    };
    let Some(user) = user else {
        tracing::info!("sign-in failed");
        return page(StatusCode::UNAUTHORIZED, echo, &next, Some(WRONG));
    };
    access.signin_succeeded(&username, ip).await;
    tracing::info!(user = %user, "signed in");
    let credential = access
        .users()
        .and_then(|u| u.credential(&user))
        .unwrap_or_default();
    let token = match access.sessions().start(user, credential).await {
        Ok(t) => t,
        Err(e) => {
            tracing::error!(error = %e, "sign-in: the session could not be saved");
            return page(StatusCode::SERVICE_UNAVAILABLE, echo, &next, Some(UNSAVED));
        }
    };
    let mut resp = see_other(&next);
    set_cookie(&mut resp, &session_cookie(&access, &token, secure));
    resp
}

/// The sign-in form. No more is read than a real form could hold: a huge
/// one is refused here, before anything about it is counted or kept.
async fn read_form(req: Request) -> Result<LoginForm, Response> {
    let (parts, body) = req.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, MAX_FORM).await else {
        tracing::warn!("sign-in refused: the form is too large");
        return Err(page(
            StatusCode::PAYLOAD_TOO_LARGE,
            "",
            "/",
            Some(TOO_LARGE),
        ));
    };
    let req = Request::from_parts(parts, axum::body::Body::from(bytes));
    match Form::<LoginForm>::from_request(req, &()).await {
        Ok(Form(f)) => Ok(f),
        Err(_) => Err(page(StatusCode::BAD_REQUEST, "", "/", Some(WRONG))),
    }
}

/// `POST /logout`: ends the session and clears the cookie.
pub async fn logout(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let secure = state.access.secure_cookies() || forwarded_https(&headers);
    if let Some((token, s)) = state.access.session_of(&headers).await {
        if let Err(e) = state.access.sessions().end(&token).await {
            tracing::error!(error = %e, user = %s.user, "sign-out could not be saved");
            let mut resp = (
                StatusCode::SERVICE_UNAVAILABLE,
                [
                    (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
                    (header::CACHE_CONTROL, "no-store"),
                ],
                SIGN_OUT_UNSAVED,
            )
                .into_response();
            set_cookie(&mut resp, &clear_session_cookie(secure));
            return resp;
        }
        tracing::info!(user = %s.user, "signed out");
    }
    let mut resp = see_other(if state.access.is_open() {
        "/"
    } else {
        "/login"
    });
    set_cookie(&mut resp, &clear_session_cookie(secure));
    resp
}

fn session_cookie(access: &Access, token: &str, secure: bool) -> String {
    crate::model::prefs::session_cookie(token, access.sessions().ttl().as_secs(), secure)
}

/// True when a proxy in front says the browser used https.
pub fn forwarded_https(headers: &HeaderMap) -> bool {
    headers
        .get("x-forwarded-proto")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("https"))
}

fn set_cookie(resp: &mut Response, cookie: &str) {
    if let Ok(v) = HeaderValue::from_str(cookie) {
        resp.headers_mut().append(header::SET_COOKIE, v);
    }
}

fn see_other(to: &str) -> Response {
    (
        StatusCode::SEE_OTHER,
        [
            (header::LOCATION, to.to_string()),
            (header::CACHE_CONTROL, "no-store".to_string()),
        ],
    )
        .into_response()
}

/// The sign-in page. Only the page's own stylesheet may load; no script at all.
fn page(status: StatusCode, username: &str, next: &str, error: Option<&str>) -> Response {
    let error = error
        .map(|e| {
            format!(
                "<p class=\"login-error\" role=\"alert\">{}</p>",
                escape_html(e)
            )
        })
        .unwrap_or_default();
    let html = format!(
        r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Dealer Desk</title>
<link rel="icon" href="/favicon.ico">
<link rel="stylesheet" href="{css}">
</head>
<body>
<main class="main login-main" id="main">
<form class="panel login" method="post" action="/login">
<h1>Sign in to Dealer Desk</h1>
{error}
<input type="hidden" name="next" value="{next}">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required maxlength="{MAX_USERNAME}" value="{user}" autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="{MAX_PASSWORD}">
<button type="submit" class="btn">Sign in</button>
</form>
</main>
</body>
</html>
"#,
        next = escape_html(next),
        user = escape_html(username),
        css = crate::server::http::static_files::stylesheet_href(),
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
