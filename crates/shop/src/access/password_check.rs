//! Checking a name and password, as signing in does and as a manager's
//! approval at the counter does: the attempt counts against the account
//! and the client before the slow check (so many at once get no more
//! checks than the lock-outs allow), only a few argon2 checks run at once,
//! and a right password starts the account's count afresh (with a second
//! factor, its right code does: wrong codes count as wrong passwords).

use std::{net::IpAddr, sync::Arc};

use super::{
    users::{MAX_PASSWORD, MAX_USERNAME},
    Access,
};

/// What checking a name and password came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PasswordCheck {
    /// Right: the account's own spelling of its name.
    Right(Arc<str>),
    /// Wrong name or password (or no accounts at all).
    Wrong,
    /// Too many failures for this account or client just now.
    TooMany,
    /// Too many checks running at once: try again in a second.
    Busy,
}

impl Access {
    /// Checks `username` and `password` for a request from `ip`.
    pub async fn check_password(
        &self,
        username: &str,
        password: &str,
        ip: Option<IpAddr>,
    ) -> PasswordCheck {
        let Some(users) = self.users().cloned() else {
            return PasswordCheck::Wrong;
        };
        if !self.begin_signin(username, ip).await {
            return PasswordCheck::TooMany;
        }
        let ok_shape = !username.is_empty()
            && username.len() <= MAX_USERNAME
            && password.len() <= MAX_PASSWORD;
        if !ok_shape {
            return PasswordCheck::Wrong;
        }
        // Each check takes ~19 MiB and a blocking thread: only a few at once.
        let Some(permit) = self.password_check_permit() else {
            self.signin_unchecked(username, ip).await;
            return PasswordCheck::Busy;
        };
        self.note_password_check();
        let (u, p) = (username.to_string(), password.to_string());
        let user = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            users.check(&u, &p)
        })
        .await
        .ok()
        .flatten();
        match user {
            // With a second factor to come, the account's failures stand
            // until its code is right (this attempt is given back).
            Some(user) if self.has_second_factor(&user) => {
                self.signin_unchecked(username, ip).await;
                PasswordCheck::Right(user)
            }
            Some(user) => {
                self.signin_succeeded(username, ip).await;
                PasswordCheck::Right(user)
            }
            None => PasswordCheck::Wrong,
        }
    }
}
