//! A second person's approval at the counter: what one person may not do
//! alone (a discount above the shop's cap today; a refund or a count's
//! difference as they land) is approved by someone of a higher role,
//! either being that person or typing their name, password and
//! authenticator's code on the same form. The typed credentials are
//! checked exactly as a sign-in is: wrong ones are counted against the
//! account and the address, and a locked account approves nothing.

use std::net::IpAddr;

use crate::{
    access::{password_check::PasswordCheck, Access, Actor},
    model::role::Role,
};

/// A name, password and code typed into an approval form.
#[derive(Debug, Clone, Default)]
pub struct Credentials {
    pub name: String,
    pub password: String,
    /// The authenticator's code, for an account that signs in with one.
    pub code: String,
}

/// Who approves what `actor` asks: `actor` themself when signed in with
/// at least `need`, else the person whose credentials were typed when
/// they are right and their role is at least `need`. `None`: no one (each
/// refusal is written to the log file, never the password).
pub async fn approver(
    access: &Access,
    actor: &Actor,
    typed: Option<&Credentials>,
    need: Role,
) -> Option<String> {
    if actor.is_at_least(need) {
        return actor.who.clone();
    }
    let typed = typed?;
    match access
        .check_password(typed.name.trim(), &typed.password, actor.address)
        .await
    {
        PasswordCheck::Right(name) => {
            let role = access.users().and_then(|u| u.role_of(&name));
            if !second_step(access, &name, &typed.code, actor.address).await {
                tracing::warn!(approver = %name, "an approval was refused: wrong code");
                None
            } else if role.is_some_and(|r| r.has(need)) {
                Some(name.to_string())
            } else {
                tracing::warn!(approver = %name, ?need, "an approval was refused: the role is too low");
                None
            }
        }
        other => {
            tracing::warn!(outcome = ?other, "an approval was refused");
            None
        }
    }
}

/// An approver who signs in with a second factor approves with its code
/// too (counted as a sign-in's is); true when they have none.
async fn second_step(access: &Access, name: &str, code: &str, ip: Option<IpAddr>) -> bool {
    let Some(users) = access.users().filter(|_| access.has_second_factor(name)) else {
        return true;
    };
    if !access.begin_signin(name, ip).await {
        return false;
    }
    let right = super::second_factor::check(users, name, code).await.is_ok();
    if right {
        access.signin_succeeded(name, ip).await;
    }
    right
}
