//! The second step of a two-factor sign-in: after a right password the
//! browser holds a short-lived pending sign-in (`dd_pending`, five
//! minutes, kept like a session under a credential no session ever has,
//! so it opens nothing) and is asked for the code of its authenticator
//! app, or a recovery code; `POST /login/code` checks it (a wrong one
//! counts toward the same lock-outs as a wrong password) and only then
//! starts the session. A plain page like the sign-in page.

use std::{collections::HashMap, sync::Arc, time::Duration};

use axum::{
    extract::State,
    http::{request::Parts, StatusCode},
    response::Response,
    Form,
};

use super::signing_in::{
    attempt, finish, forwarded_https, plain_page, problem_html, see_other, set_cookie, SignInPage,
    SignedInNow,
};
use crate::{
    model::{
        audit::Action,
        escape_html, href,
        prefs::{short_cookie, PENDING_COOKIE},
        staff::SecondFactorProblem,
    },
    server::{
        access::{cookie_value, Access},
        i18n::RequestWords,
        staff::second_factor::{check, Passed},
        start::state::AppState,
    },
};

/// How long a right password waits for its code.
const PENDING: Duration = Duration::from_secs(300);
/// What a pending sign-in's credential starts with: no session's does.
const PENDING_MARK: &str = "second-step:";

/// A right password, waiting for its code.
pub(super) struct Pending<'a> {
    pub(super) user: Arc<str>,
    pub(super) credential: String,
    pub(super) next: &'a str,
    pub(super) secure: bool,
}

/// Keeps the pending sign-in and answers with the code page; `None` when
/// it could not be kept.
pub(super) async fn ask_for_code(
    access: &Access,
    to: &SignInPage<'_>,
    p: Pending<'_>,
) -> Option<Response> {
    let credential = format!("{PENDING_MARK}{}", p.credential);
    let token = match access
        .sessions()
        .start_for(p.user, credential, PENDING)
        .await
    {
        Ok(t) => t,
        Err(e) => {
            tracing::error!(error = %e, "sign-in: a pending sign-in could not be saved");
            return None;
        }
    };
    let mut resp = code_page(StatusCode::OK, to, p.next, None);
    let max_age = PENDING.as_secs() as i64;
    set_cookie(
        &mut resp,
        &short_cookie(PENDING_COOKIE, Some(&token), max_age, p.secure),
    );
    Some(resp)
}

fn code_page(
    status: StatusCode,
    to: &SignInPage<'_>,
    next: &str,
    problem: Option<SecondFactorProblem>,
) -> Response {
    let words = to.words;
    let word = |key| escape_html(&words.t(key));
    let body = format!(
        r#"<div><form class="panel login" method="post" action="{action}">
<h1>{heading}</h1>
<p class="muted">{note}</p>
{problem}
<input type="hidden" name="next" value="{next}">
<label for="code">{label}</label>
<input id="code" name="code" autocomplete="one-time-code" required maxlength="32" autofocus spellcheck="false">
<button type="submit" class="btn">{button}</button>
</form>
<p class="login-leave"><a href="/login">{again}</a></p></div>"#,
        action = href::SIGN_IN_CODE,
        heading = word("signin-code-heading"),
        note = word("signin-code-note"),
        problem = problem_html(words, problem.map(SecondFactorProblem::key)),
        next = escape_html(next),
        label = word("signin-code-label"),
        button = word("signin-button"),
        again = word("signin-code-start-again"),
    );
    plain_page(status, to, "signin-title", &body)
}

/// `POST /login/code`: checks the code of a pending sign-in.
pub async fn submit(
    State(state): State<AppState>,
    parts: Parts,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let access = state.access.clone();
    let next = crate::server::access::return_to::safe_return(form.get("next").map(String::as_str));
    let secure = access.secure_cookies() || forwarded_https(&parts.headers);
    // No pending sign-in (or it ran out, or the password changed since):
    // start again.
    let Some((token, user)) = pending_of(&access, &parts.headers).await else {
        let mut resp = see_other("/login");
        set_cookie(&mut resp, &short_cookie(PENDING_COOKIE, None, 0, secure));
        return resp;
    };
    let Some(users) = access.users() else {
        return see_other("/");
    };
    let words = RequestWords::new(state.locales.clone(), &parts.headers);
    let to = SignInPage::of(&words, &state);
    let ip = access.client_ip_of(&parts.headers, &parts.extensions);
    if !access.begin_signin(&user, ip).await {
        access.audit().record(attempt(
            Action::SignInFailed,
            ip,
            &user,
            Some("too many failures"),
        ));
        let problem = Some(SecondFactorProblem::TooMany);
        return code_page(StatusCode::TOO_MANY_REQUESTS, &to, &next, problem);
    }
    let code = form.get("code").map(String::as_str).unwrap_or("");
    let passed = match check(users, &user, code).await {
        Ok(passed) => passed,
        Err(SecondFactorProblem::Unsaved) => {
            access.signin_unchecked(&user, ip).await;
            let problem = Some(SecondFactorProblem::Unsaved);
            return code_page(StatusCode::SERVICE_UNAVAILABLE, &to, &next, problem);
        }
        Err(why) => {
            access
                .audit()
                .record(attempt(Action::SignInFailed, ip, &user, Some("wrong code")));
            tracing::info!("sign-in failed at its second step");
            return code_page(StatusCode::UNAUTHORIZED, &to, &next, Some(why));
        }
    };
    access.signin_succeeded(&user, ip).await;
    let _ = access.sessions().end(&token).await;
    let how = match passed {
        Passed::Code => "with an authenticator code",
        Passed::Recovery { left } => {
            tracing::info!(user = %user, left, "signed in with a recovery code");
            "with a recovery code"
        }
    };
    let signed = SignedInNow {
        user,
        next: &next,
        secure,
        ip,
        how: Some(how),
    };
    match finish(&access, signed).await {
        Some(mut resp) => {
            set_cookie(&mut resp, &short_cookie(PENDING_COOKIE, None, 0, secure));
            resp
        }
        None => code_page(
            StatusCode::SERVICE_UNAVAILABLE,
            &to,
            &next,
            Some(SecondFactorProblem::Unsaved),
        ),
    }
}

/// The pending sign-in this browser holds: its token and account, while
/// the account still has the password it was started with.
async fn pending_of(
    access: &Access,
    headers: &axum::http::HeaderMap,
) -> Option<(String, Arc<str>)> {
    let token = cookie_value(headers, PENDING_COOKIE)?;
    let pending = access.sessions().get(&token).await?;
    let now = access.users()?.credential(&pending.user)?;
    (pending.credential == format!("{PENDING_MARK}{now}")).then_some((token, pending.user))
}
