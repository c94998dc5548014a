//! `/account/two-factor`: a person's second factor. Without one, the page
//! shows a new secret as a QR code (and as text to type) and asks for the
//! app's code to turn it on; the answer shows ten recovery codes, once.
//! With one, it says so, makes new recovery codes, and turns it off where
//! the person's role may sign in without it (each with a code now). The
//! secret is on the setup page only: never again once it is on, never in
//! a log. A plain page like the sign-in page: no script.

use std::collections::HashMap;

use axum::{
    extract::State,
    http::{header, request::Parts, HeaderValue, StatusCode},
    response::Response,
    Form,
};

use super::signing_in::{kept_elsewhere, plain_page, problem_html, see_other, SignInPage};
use crate::{
    model::{audit::Action, escape_html, href, staff::SecondFactorProblem},
    server::{
        access::{audit::Event, totp::Secret, Access},
        i18n::RequestWords,
        staff::second_factor::{recovery_left, renew_recovery, turn_off, turn_on},
        start::state::AppState,
    },
};

/// Who is asking: their account, the portal's accounts, and the page's
/// words.
struct Person<'a> {
    name: String,
    users: &'a crate::server::access::users::Users,
    to: SignInPage<'a>,
}

/// The signed-in person, or where to send someone who is not.
async fn person<'a>(
    state: &'a AppState,
    parts: &Parts,
    words: &'a RequestWords,
) -> Result<Person<'a>, Response> {
    let session = state.access.session_of(&parts.headers).await;
    match (session, state.access.users()) {
        (Some((_, s)), Some(users)) => Ok(Person {
            name: s.user.to_string(),
            users,
            to: SignInPage::of(words, state),
        }),
        _ => Err(see_other(if state.access.is_open() {
            "/"
        } else {
            "/login"
        })),
    }
}

fn no_store(mut resp: Response) -> Response {
    resp.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    resp
}

/// The code field and its button, posting to `action`.
fn code_form(words: &RequestWords, action: &str, button: &'static str, id: &str) -> String {
    let word = |key| escape_html(&words.t(key));
    format!(
        r#"<form class="login" method="post" action="{action}">
<label for="{id}">{label}</label>
<input id="{id}" name="code" autocomplete="one-time-code" inputmode="numeric" required maxlength="32" spellcheck="false">
<button type="submit" class="btn secondary">{button}</button>
</form>"#,
        label = word("two-factor-code"),
        button = word(button),
    )
}

/// The setup page: a new secret as a QR code and as text.
fn setup_page(
    access: &Access,
    p: &Person<'_>,
    secret: &Secret,
    problem: Option<SecondFactorProblem>,
) -> Response {
    let words = p.to.words;
    let word = |key| escape_html(&words.t(key));
    let uri = secret.otpauth(&words.t("site-name"), &p.name);
    let qr = qrcode::QrCode::new(uri.as_bytes())
        .map(|c| {
            c.render::<qrcode::render::svg::Color<'_>>()
                .min_dimensions(200, 200)
                .build()
        })
        .unwrap_or_default();
    let svg = qr.find("<svg").map(|at| &qr[at..]).unwrap_or("");
    let key = secret.base32();
    let grouped: Vec<&str> = key
        .as_bytes()
        .chunks(4)
        .filter_map(|c| std::str::from_utf8(c).ok())
        .collect();
    let required = if access.first_step(&p.name) == Some(href::SECOND_FACTOR) {
        format!(
            "<p class=\"notice\">{}</p>",
            word("two-factor-required-note")
        )
    } else {
        String::new()
    };
    let body = format!(
        r#"<div><form class="panel login" method="post" action="{action}">
<h1>{heading}</h1>
{required}
<p class="muted">{note}</p>
{problem}
<div class="qr" role="img" aria-label="{qr_label}">{svg}</div>
<p class="muted small">{key_label}</p>
<p><code class="token-secret" data-secret-key="">{grouped}</code></p>
<input type="hidden" name="secret" value="{key}">
<label for="code">{code}</label>
<input id="code" name="code" autocomplete="one-time-code" inputmode="numeric" required maxlength="32" spellcheck="false">
<button type="submit" class="btn">{button}</button>
</form>
{leave}</div>"#,
        action = href::SECOND_FACTOR,
        heading = word("two-factor-setup-heading"),
        note = word("two-factor-setup-note"),
        problem = problem_html(words, problem.map(SecondFactorProblem::key)),
        qr_label = word("two-factor-qr-label"),
        key_label = word("two-factor-key"),
        grouped = grouped.join(" "),
        code = word("two-factor-code"),
        button = word("two-factor-turn-on"),
        leave = leave(words, !required.is_empty()),
    );
    no_store(plain_page(StatusCode::OK, &p.to, "two-factor-title", &body))
}

/// A way out: back to the portal, or (when it cannot be reached yet)
/// signing out.
fn leave(words: &RequestWords, only_out: bool) -> String {
    let word = |key| escape_html(&words.t(key));
    if only_out {
        format!(
            r#"<form method="post" action="/logout" class="login-leave"><button type="submit" class="btn secondary small">{}</button></form>"#,
            word("access-sign-out")
        )
    } else {
        format!(
            r#"<p class="login-leave"><a href="/">{}</a></p>"#,
            word("password-back")
        )
    }
}

/// The page of someone whose second factor is on.
async fn on_page(
    state: &AppState,
    p: &Person<'_>,
    status: StatusCode,
    problem: Option<SecondFactorProblem>,
) -> Response {
    let words = p.to.words;
    let word = |key| escape_html(&words.t(key));
    let left = recovery_left(p.users, &p.name).await.unwrap_or(0);
    let note = words.t_with("two-factor-on-note", &[("count", (left as i64).into())]);
    let may_turn_off = state
        .access
        .second_factor_from()
        .is_none_or(|from| p.users.role_of(&p.name).is_some_and(|r| !r.has(from)));
    let off = if may_turn_off {
        code_form(
            words,
            "/account/two-factor/off",
            "two-factor-turn-off",
            "code-off",
        )
    } else {
        format!(
            "<p class=\"muted small\">{}</p>",
            word("two-factor-required")
        )
    };
    let body = format!(
        r#"<div class="panel login" data-second-factor-on="">
<h1>{heading}</h1>
<p>{note}</p>
{problem}
<h2>{renew}</h2>
<p class="muted small">{renew_note}</p>
{renew_form}
{off}
{leave}
</div>"#,
        heading = word("two-factor-on-heading"),
        note = escape_html(&note),
        problem = problem_html(words, problem.map(SecondFactorProblem::key)),
        renew = word("two-factor-new-recovery"),
        renew_note = word("two-factor-new-recovery-note"),
        renew_form = code_form(
            words,
            "/account/two-factor/recovery",
            "two-factor-new-recovery",
            "code-renew"
        ),
        leave = leave(words, false),
    );
    plain_page(status, &p.to, "two-factor-title", &body)
}

/// The recovery codes, shown once.
fn codes_page(p: &Person<'_>, codes: &[String]) -> Response {
    let words = p.to.words;
    let word = |key| escape_html(&words.t(key));
    let items: String = codes
        .iter()
        .map(|c| format!("<li><code>{}</code></li>", escape_html(c)))
        .collect();
    let body = format!(
        r#"<div class="panel login" role="status">
<h1>{heading}</h1>
<p>{note}</p>
<ol class="recovery-codes" data-recovery-codes="">{items}</ol>
<p><a class="btn" href="/">{go}</a></p>
</div>"#,
        heading = word("two-factor-recovery-heading"),
        note = word("two-factor-recovery-note"),
        go = word("two-factor-go-on"),
    );
    no_store(plain_page(StatusCode::OK, &p.to, "two-factor-title", &body))
}

/// `GET /account/two-factor`.
pub async fn page(State(state): State<AppState>, parts: Parts) -> Response {
    let words = RequestWords::new(state.locales.clone(), &parts.headers);
    let p = match person(&state, &parts, &words).await {
        Ok(p) => p,
        Err(resp) => return resp,
    };
    if state.access.is_single_sign_on(&p.name) {
        return kept_elsewhere(&p.to);
    }
    if state.access.has_second_factor(&p.name) {
        return on_page(&state, &p, StatusCode::OK, None).await;
    }
    setup_page(&state.access, &p, &Secret::new(), None)
}

fn field<'f>(form: &'f HashMap<String, String>, k: &str) -> &'f str {
    form.get(k).map(String::as_str).unwrap_or("")
}

/// `POST /account/two-factor`: turns it on with the page's secret.
pub async fn set_up(
    State(state): State<AppState>,
    parts: Parts,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let words = RequestWords::new(state.locales.clone(), &parts.headers);
    let p = match person(&state, &parts, &words).await {
        Ok(p) => p,
        Err(resp) => return resp,
    };
    let Some(secret) = Secret::from_base32(field(&form, "secret")) else {
        return see_other(href::SECOND_FACTOR);
    };
    if state.access.has_second_factor(&p.name) || state.access.is_single_sign_on(&p.name) {
        return see_other(href::SECOND_FACTOR);
    }
    match turn_on(p.users, &p.name, secret.clone(), field(&form, "code")).await {
        Ok(codes) => {
            tracing::info!(user = %p.name, "a second factor was turned on");
            state.access.audit_request(
                &parts,
                Event::new(Action::SecondFactorOn).on(p.name.clone()),
            );
            codes_page(&p, &codes)
        }
        Err(why) => {
            // The same secret again: the app has it already.
            let mut resp = setup_page(&state.access, &p, &secret, Some(why));
            *resp.status_mut() = StatusCode::BAD_REQUEST;
            resp
        }
    }
}

/// `POST /account/two-factor/recovery`: new recovery codes.
pub async fn recovery(
    State(state): State<AppState>,
    parts: Parts,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let words = RequestWords::new(state.locales.clone(), &parts.headers);
    let p = match person(&state, &parts, &words).await {
        Ok(p) => p,
        Err(resp) => return resp,
    };
    match renew_recovery(p.users, &p.name, field(&form, "code")).await {
        Ok(codes) => {
            state.access.audit_request(
                &parts,
                Event::new(Action::RecoveryCodesNew).on(p.name.clone()),
            );
            codes_page(&p, &codes)
        }
        Err(why) => on_page(&state, &p, StatusCode::BAD_REQUEST, Some(why)).await,
    }
}

/// `POST /account/two-factor/off`: turns it off, where the role allows.
pub async fn off(
    State(state): State<AppState>,
    parts: Parts,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let words = RequestWords::new(state.locales.clone(), &parts.headers);
    let p = match person(&state, &parts, &words).await {
        Ok(p) => p,
        Err(resp) => return resp,
    };
    let from = state.access.second_factor_from();
    match turn_off(p.users, &p.name, field(&form, "code"), from).await {
        Ok(()) => {
            tracing::info!(user = %p.name, "a second factor was turned off");
            state.access.audit_request(
                &parts,
                Event::new(Action::SecondFactorOff).on(p.name.clone()),
            );
            see_other(href::SECOND_FACTOR)
        }
        Err(why) => on_page(&state, &p, StatusCode::BAD_REQUEST, Some(why)).await,
    }
}
