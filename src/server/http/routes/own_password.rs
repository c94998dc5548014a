//! `/account/password`: a person chooses their own password, after
//! signing in with a one-time one (the access checks send them nowhere
//! else until they have) or whenever they like (then with their current
//! one, which counts toward the sign-in lock-outs). A plain page like the
//! sign-in page: no script, nothing typed is ever shown back. A new
//! password ends every session the account had; this browser gets a new one.

use std::collections::HashMap;

use axum::{
    extract::State,
    http::{request::Parts, StatusCode},
    response::Response,
    Form,
};

use super::signing_in::{
    kept_elsewhere, plain_page, problem_html, see_other, session_cookie, set_cookie, SignInPage,
};
use crate::{
    model::{
        audit::Action,
        escape_html,
        staff::{check_new_password, PasswordProblem, MAX_NEW_PASSWORD},
    },
    server::{
        access::{audit::Event, password_check::PasswordCheck, users::MAX_PASSWORD},
        i18n::RequestWords,
        staff::{set_own_password, OwnPasswordError},
        start::state::AppState,
    },
};

/// What the form looks like: with the current password or not.
#[derive(Debug, Clone, Copy)]
struct FormFor<'a> {
    name: &'a str,
    one_time: bool,
}

fn form_html(words: &RequestWords, f: FormFor<'_>, problem: Option<PasswordProblem>) -> String {
    let word = |key| escape_html(&words.t(key));
    let (heading, note) = if f.one_time {
        ("password-choose-heading", "password-choose-note")
    } else {
        ("password-change-heading", "password-change-note")
    };
    let current = if f.one_time {
        String::new()
    } else {
        format!(
            r#"<label for="current">{label}</label>
<input id="current" name="current" type="password" autocomplete="current-password" required maxlength="{MAX_PASSWORD}">
"#,
            label = word("password-current"),
        )
    };
    let leave = if f.one_time {
        format!(
            r#"<form method="post" action="/logout" class="login-leave"><button type="submit" class="btn secondary small">{}</button></form>"#,
            word("access-sign-out")
        )
    } else {
        format!(r#"<p><a href="/">{}</a></p>"#, word("password-back"))
    };
    format!(
        r#"<div><form class="panel login" method="post" action="{action}">
<h1>{heading}</h1>
<p class="muted">{note}</p>
{problem}
<input type="hidden" name="username" value="{name}" autocomplete="username">
{current}<label for="new">{new}</label>
<input id="new" name="new" type="password" autocomplete="new-password" required minlength="{min}" maxlength="{MAX_NEW_PASSWORD}" aria-describedby="new-rule">
<p class="muted small" id="new-rule">{rule}</p>
<label for="again">{again}</label>
<input id="again" name="again" type="password" autocomplete="new-password" required maxlength="{MAX_NEW_PASSWORD}">
<button type="submit" class="btn">{button}</button>
</form>
{leave}</div>"#,
        action = crate::model::href::OWN_PASSWORD,
        heading = word(heading),
        note = word(note),
        problem = problem_html(words, problem.map(PasswordProblem::key)),
        name = escape_html(f.name),
        new = word("password-new"),
        min = crate::model::staff::MIN_PASSWORD,
        rule = escape_html(&words.t_with(
            "password-rule",
            &[("count", (crate::model::staff::MIN_PASSWORD as i64).into())]
        )),
        again = word("password-again"),
        button = word("password-button"),
    )
}

/// `GET /account/password`.
pub async fn page(State(state): State<AppState>, parts: Parts) -> Response {
    let Some((_, session)) = state.access.session_of(&parts.headers).await else {
        return see_other(if state.access.is_open() {
            "/"
        } else {
            "/login"
        });
    };
    let words = RequestWords::new(state.locales.clone(), &parts.headers);
    let to = SignInPage::of(&words, &state);
    if state.access.is_single_sign_on(&session.user) {
        return kept_elsewhere(&to);
    }
    let f = FormFor {
        name: &session.user,
        one_time: state.access.must_change(&session.user),
    };
    plain_page(
        StatusCode::OK,
        &to,
        "password-title",
        &form_html(&words, f, None),
    )
}

/// `POST /account/password`.
pub async fn post(
    State(state): State<AppState>,
    parts: Parts,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let access = state.access.clone();
    let (Some((token, session)), Some(users)) =
        (access.session_of(&parts.headers).await, access.users())
    else {
        return see_other(if access.is_open() { "/" } else { "/login" });
    };
    let words = RequestWords::new(state.locales.clone(), &parts.headers);
    let to = SignInPage::of(&words, &state);
    let name = session.user.clone();
    if access.is_single_sign_on(&name) {
        return kept_elsewhere(&to);
    }
    let one_time = access.must_change(&name);
    let field = |k: &str| form.get(k).map(String::as_str).unwrap_or("");
    let refuse = |status, problem| {
        let f = FormFor {
            name: &name,
            one_time,
        };
        plain_page(
            status,
            &to,
            "password-title",
            &form_html(&words, f, Some(problem)),
        )
    };
    if let Err(p) = check_new_password(&name, field("new"), field("again")) {
        return refuse(StatusCode::BAD_REQUEST, p);
    }
    let ip = access.client_ip_of(&parts.headers, &parts.extensions);
    if !one_time {
        match access.check_password(&name, field("current"), ip).await {
            PasswordCheck::Right(_) => {}
            PasswordCheck::Wrong => {
                return refuse(StatusCode::BAD_REQUEST, PasswordProblem::WrongCurrent)
            }
            PasswordCheck::TooMany | PasswordCheck::Busy => {
                return refuse(StatusCode::TOO_MANY_REQUESTS, PasswordProblem::TooMany)
            }
        }
        if field("current") == field("new") {
            return refuse(StatusCode::BAD_REQUEST, PasswordProblem::Guessable);
        }
    } else if same_as_now(users, &name, field("new")).await {
        // The one-time password was seen by whoever made it.
        return refuse(StatusCode::BAD_REQUEST, PasswordProblem::Guessable);
    }
    match set_own_password(users, &name, field("new").to_string()).await {
        Ok(()) => {}
        Err(OwnPasswordError::NoAccount) => return see_other("/login"),
        Err(OwnPasswordError::Unsaved) => {
            return refuse(StatusCode::SERVICE_UNAVAILABLE, PasswordProblem::Unsaved)
        }
    }
    tracing::info!(user = %name, "a password was changed by its account");
    access.audit_request(
        &parts,
        Event::new(Action::PasswordChanged).on(name.to_string()),
    );
    going_on(&access, &parts, &to, Changed { name, old: token }).await
}

/// A password just changed: whose, and the session it was changed in.
struct Changed {
    name: std::sync::Arc<str>,
    old: String,
}

/// Every session of the old password has ended; this browser goes on
/// with a new one (or signs in again, when it cannot be kept).
async fn going_on(
    access: &crate::server::access::Access,
    parts: &Parts,
    to: &SignInPage<'_>,
    c: Changed,
) -> Response {
    let _ = access.sessions().end(&c.old).await;
    let credential = access
        .users()
        .and_then(|u| u.credential(&c.name))
        .unwrap_or_default();
    let secure = access.secure_cookies() || super::signing_in::forwarded_https(&parts.headers);
    let mut resp = match access.sessions().start(c.name, credential).await {
        Ok(token) => {
            let mut r = done_page(to);
            set_cookie(&mut r, &session_cookie(access, &token, secure));
            r
        }
        // Kept, but no new session: sign in with it.
        Err(_) => see_other("/login"),
    };
    resp.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("no-store"),
    );
    resp
}

/// True when `password` is the account's password now (argon2, off the runtime).
async fn same_as_now(
    users: &crate::server::access::users::Users,
    name: &str,
    password: &str,
) -> bool {
    let (users, name, password) = (users.clone(), name.to_string(), password.to_string());
    tokio::task::spawn_blocking(move || users.check(&name, &password).is_some())
        .await
        .unwrap_or(false)
}

fn done_page(to: &SignInPage<'_>) -> Response {
    let word = |key| escape_html(&to.words.t(key));
    let body = format!(
        r#"<div class="panel login" role="status">
<h1>{heading}</h1>
<p>{note}</p>
<p><a class="btn" href="/">{go}</a></p>
</div>"#,
        heading = word("password-done-heading"),
        note = word("password-done-note"),
        go = word("password-done-go"),
    );
    plain_page(StatusCode::OK, to, "password-title", &body)
}
