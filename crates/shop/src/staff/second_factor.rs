//! A person's second factor: turning it on (an authenticator app's code
//! for the new secret, and ten recovery codes shown once), checking a code
//! or a recovery code at sign-in (each usable once: the step is kept, a
//! recovery code's digest removed, in the same transaction on every
//! engine), new recovery codes, and turning it off where the shop does not
//! require one. The codes themselves are `access::totp`.

use crate::access::{
    accounts::store::AccountRow,
    totp::{recovery_codes, recovery_digest, Secret},
    users::Users,
};
use crate::model::{role::Role, staff::SecondFactorProblem};

/// How a sign-in's second step was passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Passed {
    /// A code from the app.
    Code,
    /// A recovery code; so many are left.
    Recovery { left: usize },
}

/// Checks `typed` against `row` at `now`, spending it: a code's step is
/// kept (none older or equal counts again), a recovery code is removed.
pub fn spend(row: &mut AccountRow, typed: &str, now: i64) -> Option<Passed> {
    let secret = Secret::from_base32(row.totp_secret.as_deref()?)?;
    if let Some(step) = secret.check(typed, now, row.totp_step) {
        row.totp_step = step;
        return Some(Passed::Code);
    }
    let digest = recovery_digest(typed);
    let at = row.recovery.iter().position(|d| *d == digest)?;
    row.recovery.remove(at);
    Some(Passed::Recovery {
        left: row.recovery.len(),
    })
}

/// Runs `f` on `name`'s row (not disabled) in one transaction, and writes
/// it when `f` says so.
async fn with_row<T, F>(users: &Users, name: &str, f: F) -> Result<T, SecondFactorProblem>
where
    T: Send + 'static,
    F: FnOnce(&mut AccountRow, i64) -> Result<T, SecondFactorProblem> + Send + 'static,
{
    let (key, now) = (name.trim().to_lowercase(), users.clock().unix_secs());
    let done = users
        .db()
        .change_accounts(move |all| {
            let Some(mut row) = all
                .rows
                .iter()
                .find(|r| r.key() == key && !r.disabled)
                .cloned()
            else {
                return Ok((vec![], Err(SecondFactorProblem::WrongCode)));
            };
            Ok(match f(&mut row, now) {
                Ok(out) => (vec![row], Ok(out)),
                Err(why) => (vec![], Err(why)),
            })
        })
        .await;
    let out = match done {
        Ok(out) => out,
        Err(e) => {
            tracing::error!(error = %e, "staff accounts: a second factor's change was not kept");
            return Err(SecondFactorProblem::Unsaved);
        }
    };
    if out.is_ok() {
        if let Err(e) = users.refresh().await {
            tracing::warn!(error = %e, "staff accounts: not read again after a change");
        }
    }
    out
}

/// Turns the second factor on with `secret`, once `typed` is its code now;
/// the recovery codes, to show once.
pub async fn turn_on(
    users: &Users,
    name: &str,
    secret: Secret,
    typed: &str,
) -> Result<Vec<String>, SecondFactorProblem> {
    let typed = typed.to_string();
    with_row(users, name, move |row, now| {
        let step = secret
            .check(&typed, now, 0)
            .ok_or(SecondFactorProblem::WrongCode)?;
        let (codes, digests) = recovery_codes();
        row.totp_secret = Some(secret.base32());
        row.totp_step = step;
        row.recovery = digests;
        Ok(codes)
    })
    .await
}

/// Checks a sign-in's code or recovery code, spending it.
pub async fn check(users: &Users, name: &str, typed: &str) -> Result<Passed, SecondFactorProblem> {
    let typed = typed.to_string();
    with_row(users, name, move |row, now| {
        spend(row, &typed, now).ok_or(SecondFactorProblem::WrongCode)
    })
    .await
}

/// New recovery codes (the old ones end), once `typed` is a code now.
pub async fn renew_recovery(
    users: &Users,
    name: &str,
    typed: &str,
) -> Result<Vec<String>, SecondFactorProblem> {
    let typed = typed.to_string();
    with_row(users, name, move |row, now| {
        spend(row, &typed, now).ok_or(SecondFactorProblem::WrongCode)?;
        let (codes, digests) = recovery_codes();
        row.recovery = digests;
        Ok(codes)
    })
    .await
}

/// Turns the second factor off, once `typed` is a code now, unless the
/// account's role must have one (`from` and above).
pub async fn turn_off(
    users: &Users,
    name: &str,
    typed: &str,
    from: Option<Role>,
) -> Result<(), SecondFactorProblem> {
    let typed = typed.to_string();
    with_row(users, name, move |row, now| {
        if from.is_some_and(|f| row.role.has(f)) {
            return Err(SecondFactorProblem::Required);
        }
        spend(row, &typed, now).ok_or(SecondFactorProblem::WrongCode)?;
        row.totp_secret = None;
        row.totp_step = 0;
        row.recovery.clear();
        Ok(())
    })
    .await
}

/// How many recovery codes `name` has left (`None`: no second factor).
pub async fn recovery_left(users: &Users, name: &str) -> Option<usize> {
    let key = name.trim().to_lowercase();
    let all = users.db().accounts().await.ok()?;
    let row = all.rows.into_iter().find(|r| r.key() == key)?;
    row.totp_secret.is_some().then_some(row.recovery.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::access::totp::STEP_SECS;

    #[test]
    fn a_code_and_a_recovery_code_each_count_once() {
        let secret = Secret::new();
        let (codes, digests) = recovery_codes();
        let mut row = AccountRow {
            totp_secret: Some(secret.base32()),
            recovery: digests,
            ..AccountRow::new("mia", String::new(), Role::Manager, "", None)
        };
        let now = 1_800_000_000;
        let code = secret.code_at(now / STEP_SECS);
        assert_eq!(spend(&mut row, &code, now), Some(Passed::Code));
        assert_eq!(spend(&mut row, &code, now), None, "not twice");
        assert_eq!(
            spend(&mut row, &codes[3].to_uppercase(), now),
            Some(Passed::Recovery { left: 9 })
        );
        assert_eq!(spend(&mut row, &codes[3], now), None, "spent");
        assert_eq!(spend(&mut row, "123456", now + 600), None);
        row.totp_secret = None;
        assert_eq!(spend(&mut row, &codes[4], now), None, "no second factor");
    }
}
