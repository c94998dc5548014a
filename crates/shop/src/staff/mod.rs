//! The shop owner's staff accounts (`/settings/staff`): adding one with a
//! one-time password, changing a role, resetting a password, signing a
//! person out everywhere, disabling and enabling; and a person choosing
//! their own password. The rules are `rules`; the rows are the access
//! store's (`access::accounts::store`); each change is read back into
//! the portal's accounts at once (`Users::refresh`), and by every other
//! portal on the same database within a second (`Users::spawn_refresh`).

pub mod approval;
pub mod rules;
pub mod second_factor;

use rand::Rng;

use crate::model::{
    role::Role,
    staff::{
        AccountState, OneTimePassword, StaffAccount, StaffAction, StaffDone, StaffPage,
        StaffProblem,
    },
};
use crate::{
    access::{
        accounts::store::AccountRow,
        users::{hash_password, stamp_at, Users},
    },
    platform::shop_time::ShopTime,
};

/// How often each portal reads the accounts' version again.
pub const REFRESH_EVERY: std::time::Duration = std::time::Duration::from_millis(500);

/// Letters a one-time password is made of: none that are read as another
/// (no 0/o, 1/l/i).
const ONE_TIME_LETTERS: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";

/// A one-time password: three groups of four (about 59 bits), easy to read
/// out and type.
fn one_time_password() -> String {
    let mut rng = rand::rngs::OsRng;
    let group = |rng: &mut rand::rngs::OsRng| -> String {
        (0..4)
            .map(|_| ONE_TIME_LETTERS[rng.gen_range(0..ONE_TIME_LETTERS.len())] as char)
            .collect()
    };
    [group(&mut rng), group(&mut rng), group(&mut rng)].join("-")
}

/// Argon2 on a blocking thread.
async fn hashed(password: String) -> Result<String, StaffProblem> {
    tokio::task::spawn_blocking(move || hash_password(&password))
        .await
        .ok()
        .and_then(Result::ok)
        .ok_or(StaffProblem::Unsaved)
}

/// What the owner asked for, as the page's form sent it.
#[derive(Debug, Clone)]
pub struct Change {
    pub action: StaffAction,
    pub name: String,
    pub role: Option<Role>,
    /// The signed-in owner.
    pub by: Option<String>,
}

/// Does `change`, or says why not (nothing changed then).
pub async fn apply(
    users: &Users,
    change: Change,
    shop_time: &ShopTime,
) -> Result<StaffDone, StaffProblem> {
    let one_time = match change.action {
        StaffAction::Add | StaffAction::ResetPassword => Some(one_time_password()),
        _ => None,
    };
    let one_time_hash = match &one_time {
        Some(p) => Some(hashed(p.clone()).await?),
        None => None,
    };
    let asked = rules::Asked {
        action: change.action,
        name: change.name,
        role: change.role,
        by: change.by,
        now: users.clock().unix_secs(),
        one_time_hash,
    };
    let planned = users
        .db()
        .change_accounts(move |all| match rules::plan(all, &asked) {
            Ok(row) => Ok((vec![row.clone()], Ok(row))),
            Err(why) => Ok((vec![], Err(why))),
        })
        .await;
    let row = match planned {
        Ok(outcome) => outcome?,
        Err(e) => {
            tracing::error!(error = %e, "staff accounts: a change was not kept");
            return Err(StaffProblem::Unsaved);
        }
    };
    if let Err(e) = users.refresh().await {
        tracing::warn!(error = %e, "staff accounts: not read again after a change");
    }
    Ok(StaffDone {
        action: change.action,
        one_time: one_time.map(|password| OneTimePassword {
            password,
            until: row
                .one_time_until
                .map(|t| shop_time.local(&stamp_at(t)))
                .unwrap_or_default(),
        }),
        name: row.name,
    })
}

/// Why single sign-on's person has no session here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SsoNotIn {
    Refused(rules::SsoRefusal),
    Unsaved,
}

/// The account of someone the provider signed in (made the first time,
/// its role following their groups after): its name.
pub async fn single_sign_on_account(
    users: &Users,
    person: crate::access::single_sign_on::SsoPerson,
    role: Role,
) -> Result<String, SsoNotIn> {
    let now = users.clock().unix_secs();
    let done = users
        .db()
        .change_accounts(
            move |all| match rules::single_sign_on(all, &person, role, now) {
                Ok(row) => {
                    let name = row.name.clone();
                    // Unchanged: nothing to write (every portal would read it again).
                    let same = all.rows.contains(&row);
                    Ok((if same { vec![] } else { vec![row] }, Ok(name)))
                }
                Err(why) => Ok((vec![], Err(SsoNotIn::Refused(why)))),
            },
        )
        .await;
    let name = match done {
        Ok(out) => out?,
        Err(e) => {
            tracing::error!(error = %e, "staff accounts: a single sign-on account was not kept");
            return Err(SsoNotIn::Unsaved);
        }
    };
    if let Err(e) = users.refresh().await {
        tracing::warn!(error = %e, "staff accounts: not read again after a change");
    }
    Ok(name)
}

/// Why a password of one's own was not kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OwnPasswordError {
    /// The account is gone or disabled.
    NoAccount,
    Unsaved,
}

/// Keeps `password` as `name`'s own (checked by the caller), ending the
/// one-time one and every session the account had.
pub async fn set_own_password(
    users: &Users,
    name: &str,
    password: String,
) -> Result<(), OwnPasswordError> {
    let hash = hashed(password)
        .await
        .map_err(|_| OwnPasswordError::Unsaved)?;
    let (name, now) = (name.to_string(), users.clock().unix_secs());
    let kept = users
        .db()
        .change_accounts(move |all| {
            Ok(match rules::own_password(all, &name, hash, now) {
                Some(row) => (vec![row], true),
                None => (vec![], false),
            })
        })
        .await;
    match kept {
        Ok(true) => {}
        Ok(false) => return Err(OwnPasswordError::NoAccount),
        Err(e) => {
            tracing::error!(error = %e, "staff accounts: a new password was not kept");
            return Err(OwnPasswordError::Unsaved);
        }
    }
    if let Err(e) = users.refresh().await {
        tracing::warn!(error = %e, "staff accounts: not read again after a change");
    }
    Ok(())
}

fn state(row: &AccountRow, now: i64) -> AccountState {
    match (row.disabled, row.one_time_until) {
        (true, _) => AccountState::Disabled,
        (false, Some(until)) if until <= now => AccountState::OneTimeExpired,
        (false, Some(_)) => AccountState::OneTime,
        (false, None) => AccountState::Active,
    }
}

/// The owner's page: every account, owners first.
pub async fn page(
    users: &Users,
    me: Option<String>,
    shop_time: &ShopTime,
) -> Result<StaffPage, crate::platform::sql::DbError> {
    let all = users.db().accounts().await?;
    let now = users.clock().unix_secs();
    let mut accounts: Vec<StaffAccount> = all
        .rows
        .iter()
        .map(|r| StaffAccount {
            name: r.name.clone(),
            role: r.role,
            state: state(r, now),
            last_sign_in: r.last_sign_in.as_deref().map(|t| shop_time.local(t)),
            changed: shop_time.local(&r.changed),
            changed_by: r.changed_by.clone(),
            second_factor: r.totp_secret.is_some(),
            single_sign_on: r.sso_subject.is_some(),
        })
        .collect();
    accounts.sort_by_key(|a| (std::cmp::Reverse(a.role), a.name.to_lowercase()));
    Ok(StaffPage {
        accounts,
        me,
        sign_in: true,
        most: rules::MOST_ACCOUNTS,
        one_time_hours: rules::ONE_TIME_HOURS,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_time_passwords_are_three_groups_of_four_plain_letters_and_differ() {
        let a = one_time_password();
        assert_eq!(a.len(), 14);
        assert!(a
            .split('-')
            .all(|g| g.len() == 4 && g.bytes().all(|b| ONE_TIME_LETTERS.contains(&b))));
        assert_ne!(a, one_time_password());
    }
}
