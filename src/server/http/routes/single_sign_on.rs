//! `/login/oidc` and `/login/oidc/callback`: signing in at the shop's
//! OpenID Connect provider. Going there keeps what the way back needs
//! (the state, the PKCE verifier, the nonce, where to go after) like a
//! session under a credential no session has, for ten minutes, behind a
//! cookie of its own; coming back checks the state against it (one use),
//! trades the code for the ID token, maps the person's groups to a role
//! and starts a session on their account here (made the first time).
//! Every refusal is the sign-in page saying why, and is audited.

use std::{collections::HashMap, time::Duration};

use axum::{
    extract::{Query, State},
    http::{request::Parts, StatusCode},
    response::Response,
};

use super::{
    sign_in::{sign_in_again, SignInProblem},
    signing_in::{
        attempt, finish, forwarded_https, see_other, set_cookie, SignInPage, SignedInNow,
    },
};
use crate::{
    model::{
        audit::Action,
        prefs::{short_cookie, SSO_COOKIE},
    },
    server::{
        access::{
            cookie_value,
            return_to::safe_return,
            single_sign_on::{role_for, SsoError},
            Access,
        },
        i18n::RequestWords,
        staff::{rules::SsoRefusal, single_sign_on_account, SsoNotIn},
        start::state::AppState,
    },
};

/// How long a sign-in at the provider may take.
const UNDER_WAY: Duration = Duration::from_secs(600);
/// What a sign-in under way's credential starts with: no session's does.
const MARK: &str = "single-sign-on:";

/// What the way back needs.
struct UnderWay {
    state: String,
    verifier: String,
    nonce: String,
    next: String,
}

impl UnderWay {
    fn credential(&self) -> String {
        format!("{MARK}{}\n{}\n{}", self.state, self.verifier, self.next)
    }

    fn read(nonce: &str, credential: &str) -> Option<UnderWay> {
        let mut lines = credential.strip_prefix(MARK)?.splitn(3, '\n');
        Some(UnderWay {
            state: lines.next()?.to_string(),
            verifier: lines.next()?.to_string(),
            next: lines.next()?.to_string(),
            nonce: nonce.to_string(),
        })
    }
}

/// `GET /login/oidc`: to the provider.
pub async fn begin(
    State(state): State<AppState>,
    parts: Parts,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let access = state.access.clone();
    let Some(sso) = access.single_sign_on() else {
        return see_other("/login");
    };
    let next = safe_return(q.get("next").map(String::as_str));
    let words = RequestWords::new(state.locales.clone(), &parts.headers);
    let to = SignInPage::of(&words, &state);
    let begun = match sso.begin().await {
        Ok(b) => b,
        Err(e) => {
            tracing::warn!(error = %e, "single sign-on: the provider cannot be reached");
            return sign_in_again(
                StatusCode::SERVICE_UNAVAILABLE,
                &to,
                &next,
                SignInProblem::SsoUnreachable,
            );
        }
    };
    let way = UnderWay {
        state: begun.state,
        verifier: begun.verifier,
        nonce: begun.nonce,
        next,
    };
    let kept = access
        .sessions()
        .start_for(way.nonce.as_str().into(), way.credential(), UNDER_WAY)
        .await;
    let Ok(token) = kept else {
        return sign_in_again(
            StatusCode::SERVICE_UNAVAILABLE,
            &to,
            &way.next,
            SignInProblem::Unsaved,
        );
    };
    let secure = access.secure_cookies() || forwarded_https(&parts.headers);
    let mut resp = see_other(&begun.url);
    let max_age = UNDER_WAY.as_secs() as i64;
    set_cookie(
        &mut resp,
        &short_cookie(SSO_COOKIE, Some(&token), max_age, secure),
    );
    resp
}

/// The sign-in this browser has under way, taken (it is used once).
async fn take_under_way(access: &Access, headers: &axum::http::HeaderMap) -> Option<UnderWay> {
    let token = cookie_value(headers, SSO_COOKIE)?;
    let kept = access.sessions().get(&token).await?;
    let _ = access.sessions().end(&token).await;
    UnderWay::read(&kept.user, &kept.credential)
}

/// `GET /login/oidc/callback`: back from the provider.
pub async fn callback(
    State(state): State<AppState>,
    parts: Parts,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let access = state.access.clone();
    let secure = access.secure_cookies() || forwarded_https(&parts.headers);
    let words = RequestWords::new(state.locales.clone(), &parts.headers);
    let to = SignInPage::of(&words, &state);
    let ip = access.client_ip_of(&parts.headers, &parts.extensions);
    let way = take_under_way(&access, &parts.headers).await;
    let outcome = signed_in_by_provider(&access, way.as_ref(), &q).await;
    let next = way.as_ref().map_or("/", |w| w.next.as_str());
    let mut resp = match outcome {
        Ok(name) => {
            let signed = SignedInNow {
                user: name.as_str().into(),
                next,
                secure,
                ip,
                how: Some("single sign-on"),
            };
            match finish(&access, signed).await {
                Some(resp) => resp,
                None => sign_in_again(
                    StatusCode::SERVICE_UNAVAILABLE,
                    &to,
                    next,
                    SignInProblem::Unsaved,
                ),
            }
        }
        Err(Refusal { problem, name, why }) => {
            tracing::warn!(why, "single sign-on refused");
            let e = attempt(
                Action::SignInFailed,
                ip,
                name.as_deref().unwrap_or(""),
                Some(&format!("single sign-on: {why}")),
            );
            access.audit().record(e);
            let status = match problem {
                SignInProblem::SsoUnreachable | SignInProblem::Unsaved => {
                    StatusCode::SERVICE_UNAVAILABLE
                }
                SignInProblem::SsoNoRole | SignInProblem::SsoRefused => StatusCode::FORBIDDEN,
                _ => StatusCode::UNAUTHORIZED,
            };
            sign_in_again(status, &to, next, problem)
        }
    };
    set_cookie(&mut resp, &short_cookie(SSO_COOKIE, None, 0, secure));
    resp
}

/// Why the provider's answer signed no one in: what the page says, who
/// (when known) and why (for the log).
struct Refusal {
    problem: SignInProblem,
    name: Option<String>,
    why: String,
}

fn refusal(problem: SignInProblem, why: impl Into<String>) -> Refusal {
    Refusal {
        problem,
        name: None,
        why: why.into(),
    }
}

/// The account the provider's answer signs in, made or brought up to
/// date.
async fn signed_in_by_provider(
    access: &Access,
    way: Option<&UnderWay>,
    q: &HashMap<String, String>,
) -> Result<String, Refusal> {
    let (Some(sso), Some(users)) = (access.single_sign_on(), access.users()) else {
        return Err(refusal(SignInProblem::SsoFailed, "no single sign-on here"));
    };
    let way = way.ok_or_else(|| {
        refusal(
            SignInProblem::SsoFailed,
            "no sign-in under way (too old, or another browser)",
        )
    })?;
    if let Some(error) = q.get("error") {
        return Err(refusal(
            SignInProblem::SsoFailed,
            format!("the provider said {error}"),
        ));
    }
    if q.get("state") != Some(&way.state) {
        return Err(refusal(
            SignInProblem::SsoFailed,
            "the state is not this sign-in's",
        ));
    }
    let code = q
        .get("code")
        .ok_or_else(|| refusal(SignInProblem::SsoFailed, "no code"))?;
    let person = sso
        .finish(code, &way.verifier, &way.nonce)
        .await
        .map_err(|e| match e {
            SsoError::Provider(why) => refusal(SignInProblem::SsoUnreachable, why),
            SsoError::Refused(why) => refusal(SignInProblem::SsoFailed, why),
        })?;
    let name = Some(person.name.clone());
    let Some(role) = role_for(&person.groups, sso.roles()) else {
        return Err(Refusal {
            problem: SignInProblem::SsoNoRole,
            name,
            why: "no role for its groups".into(),
        });
    };
    single_sign_on_account(users, person, role)
        .await
        .map_err(|e| Refusal {
            problem: match e {
                SsoNotIn::Unsaved => SignInProblem::Unsaved,
                SsoNotIn::Refused(_) => SignInProblem::SsoRefused,
            },
            name,
            why: match e {
                SsoNotIn::Unsaved => "not saved".into(),
                SsoNotIn::Refused(SsoRefusal::Disabled) => "the account is disabled".into(),
                SsoNotIn::Refused(SsoRefusal::NameTaken) => "another account has the name".into(),
                SsoNotIn::Refused(SsoRefusal::TooMany) => "no more accounts".into(),
            },
        })
}
