//! Staff accounts as the owner's page shows them (`/settings/staff`):
//! each account's name, role and state, what a change to one came to, and
//! the rules a new password meets. The accounts themselves (their hashes,
//! the store, who may sign in now) are the server's
//! (`server::access::accounts`). Nothing here holds a password hash; a
//! one-time password is carried only in the answer to the post that made
//! it, shown once.

use serde::{Deserialize, Serialize};

use super::role::Role;

/// Where an account stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum AccountState {
    /// Signs in with a password of its own.
    Active,
    /// Has a one-time password it has not used yet (new, or reset).
    OneTime,
    /// Its one-time password ran out before it was used: reset it again.
    OneTimeExpired,
    /// Cannot sign in; its sessions have ended.
    Disabled,
}

impl AccountState {
    pub fn key(self) -> &'static str {
        match self {
            AccountState::Active => "staff-state-active",
            AccountState::OneTime => "staff-state-one-time",
            AccountState::OneTimeExpired => "staff-state-one-time-expired",
            AccountState::Disabled => "staff-state-disabled",
        }
    }
}

/// One account on the page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StaffAccount {
    /// The name as the account spells it.
    pub name: String,
    pub role: Role,
    pub state: AccountState,
    /// When it last signed in (the shop's time), if ever.
    pub last_sign_in: Option<String>,
    /// When it was last changed (the shop's time), and by whom.
    pub changed: String,
    pub changed_by: Option<String>,
    /// Signs in with a second factor.
    pub second_factor: bool,
    /// Signs in through single sign-on.
    pub single_sign_on: bool,
}

/// The owner's page.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StaffPage {
    /// Owners first, then managers, then staff; by name within each.
    pub accounts: Vec<StaffAccount>,
    /// Who is looking (their own account is not disabled from here).
    pub me: Option<String>,
    /// False on a portal without sign-in: accounts are made from a users
    /// file first (the first owner), so no one is locked out.
    pub sign_in: bool,
    /// Most accounts the portal keeps.
    pub most: usize,
    /// Hours a one-time password lasts.
    pub one_time_hours: i64,
}

/// What the owner asked for, from a form on the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StaffAction {
    Add,
    Role,
    ResetPassword,
    SignOutEverywhere,
    Disable,
    Enable,
    /// Takes the account's second factor away (a lost phone): it sets up
    /// a new one at its next sign-in when its role needs one.
    ResetSecondFactor,
}

impl StaffAction {
    pub const ALL: [StaffAction; 7] = [
        StaffAction::Add,
        StaffAction::Role,
        StaffAction::ResetPassword,
        StaffAction::SignOutEverywhere,
        StaffAction::Disable,
        StaffAction::Enable,
        StaffAction::ResetSecondFactor,
    ];

    /// Where its form posts.
    pub fn path(self) -> &'static str {
        match self {
            StaffAction::Add => "/settings/staff/new",
            StaffAction::Role => "/settings/staff/role",
            StaffAction::ResetPassword => "/settings/staff/reset",
            StaffAction::SignOutEverywhere => "/settings/staff/sign-out",
            StaffAction::Disable => "/settings/staff/disable",
            StaffAction::Enable => "/settings/staff/enable",
            StaffAction::ResetSecondFactor => "/settings/staff/two-factor",
        }
    }

    /// What the audit log records it as.
    pub fn audited(self) -> super::audit::Action {
        use super::audit::Action;
        match self {
            StaffAction::Add => Action::StaffAdded,
            StaffAction::Role => Action::StaffRole,
            StaffAction::ResetPassword => Action::StaffPasswordReset,
            StaffAction::SignOutEverywhere => Action::StaffSignedOut,
            StaffAction::Disable => Action::StaffDisabled,
            StaffAction::Enable => Action::StaffEnabled,
            StaffAction::ResetSecondFactor => Action::StaffSecondFactorReset,
        }
    }

    /// The message key of what was done, with the account's `name`.
    pub fn done_key(self) -> &'static str {
        match self {
            StaffAction::Add => "staff-done-add",
            StaffAction::Role => "staff-done-role",
            StaffAction::ResetPassword => "staff-done-reset",
            StaffAction::SignOutEverywhere => "staff-done-sign-out",
            StaffAction::Disable => "staff-done-disable",
            StaffAction::Enable => "staff-done-enable",
            StaffAction::ResetSecondFactor => "staff-done-two-factor",
        }
    }
}

/// Why a change was refused (nothing was changed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StaffProblem {
    /// Not 1 to 64 letters, digits or `. _ @ -`.
    BadName,
    /// Another account has this name (in any case).
    Taken,
    /// No account has this name.
    NoSuchAccount,
    /// Not one of staff, manager or owner.
    BadRole,
    /// It would leave the portal with no owner who can sign in.
    LastOwner,
    /// An owner cannot disable their own account.
    Yourself,
    /// The portal keeps no more accounts.
    TooMany,
    /// The store could not keep it: nothing changed.
    Unsaved,
    /// The portal runs without sign-in.
    NoSignIn,
    /// The account signs in through single sign-on: its password is the
    /// provider's.
    SingleSignOn,
}

impl StaffProblem {
    pub fn key(self) -> &'static str {
        match self {
            StaffProblem::BadName => "staff-problem-name",
            StaffProblem::Taken => "staff-problem-taken",
            StaffProblem::NoSuchAccount => "staff-problem-no-such",
            StaffProblem::BadRole => "staff-problem-role",
            StaffProblem::LastOwner => "staff-problem-last-owner",
            StaffProblem::Yourself => "staff-problem-yourself",
            StaffProblem::TooMany => "staff-problem-too-many",
            StaffProblem::Unsaved => "staff-problem-unsaved",
            StaffProblem::NoSignIn => "staff-problem-no-sign-in",
            StaffProblem::SingleSignOn => "staff-problem-sso",
        }
    }
}

/// A one-time password, shown once to the owner who made it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OneTimePassword {
    pub password: String,
    /// Until when it can be used (the shop's time).
    pub until: String,
}

/// A change done.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StaffDone {
    pub action: StaffAction,
    pub name: String,
    /// For a new account or a reset: its one-time password.
    pub one_time: Option<OneTimePassword>,
}

/// What a form on the staff page came to, in the page's context when the
/// page answers the post; with a refusal, what was typed for a new account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffPosted {
    pub outcome: Result<StaffDone, StaffProblem>,
    pub typed_name: String,
    pub typed_role: Option<Role>,
}

/// Why a second factor's step was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SecondFactorProblem {
    /// Not the code now (or one used already), nor an unused recovery code.
    WrongCode,
    /// The account's role must have a second factor.
    Required,
    /// Too many wrong codes: wait.
    TooMany,
    /// The store could not keep it.
    Unsaved,
}

impl SecondFactorProblem {
    pub fn key(self) -> &'static str {
        match self {
            SecondFactorProblem::WrongCode => "two-factor-wrong",
            SecondFactorProblem::Required => "two-factor-required",
            SecondFactorProblem::TooMany => "signin-too-many",
            SecondFactorProblem::Unsaved => "two-factor-unsaved",
        }
    }
}

/// The fewest characters a password of one's own has.
pub const MIN_PASSWORD: usize = 12;
/// The most characters a new password has.
pub const MAX_NEW_PASSWORD: usize = 128;

/// Why a new password of one's own was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PasswordProblem {
    TooShort,
    TooLong,
    /// The two copies differ.
    Mismatch,
    /// The same as the account's name, or its current password.
    Guessable,
    /// The current password is wrong.
    WrongCurrent,
    /// Too many wrong passwords: wait.
    TooMany,
    /// The store could not keep it.
    Unsaved,
}

impl PasswordProblem {
    pub fn key(self) -> &'static str {
        match self {
            PasswordProblem::TooShort => "password-too-short",
            PasswordProblem::TooLong => "password-too-long",
            PasswordProblem::Mismatch => "password-mismatch",
            PasswordProblem::Guessable => "password-guessable",
            PasswordProblem::WrongCurrent => "password-wrong-current",
            PasswordProblem::TooMany => "signin-too-many",
            PasswordProblem::Unsaved => "password-unsaved",
        }
    }
}

/// Checks a new password as typed twice, for the account `name`; counted
/// in characters, not bytes.
pub fn check_new_password(name: &str, new: &str, again: &str) -> Result<(), PasswordProblem> {
    let chars = new.chars().count();
    if chars < MIN_PASSWORD {
        return Err(PasswordProblem::TooShort);
    }
    if chars > MAX_NEW_PASSWORD {
        return Err(PasswordProblem::TooLong);
    }
    if new != again {
        return Err(PasswordProblem::Mismatch);
    }
    if new.trim().eq_ignore_ascii_case(name.trim()) {
        return Err(PasswordProblem::Guessable);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_password_is_long_enough_typed_twice_the_same_and_not_the_name() {
        assert_eq!(
            check_new_password("anna", "short", "short"),
            Err(PasswordProblem::TooShort)
        );
        // Characters, not bytes: eleven accented letters are too short.
        let eleven = "é".repeat(11);
        assert_eq!(
            check_new_password("anna", &eleven, &eleven),
            Err(PasswordProblem::TooShort)
        );
        let long = "x".repeat(129);
        assert_eq!(
            check_new_password("anna", &long, &long),
            Err(PasswordProblem::TooLong)
        );
        assert_eq!(
            check_new_password("anna", "a long enough one", "a long enough 0ne"),
            Err(PasswordProblem::Mismatch)
        );
        assert_eq!(
            check_new_password("anna.smith@shop", "ANNA.SMITH@SHOP", "ANNA.SMITH@SHOP"),
            Err(PasswordProblem::Guessable)
        );
        assert_eq!(
            check_new_password("anna", "a long enough one", "a long enough one"),
            Ok(())
        );
    }

    #[test]
    fn every_action_posts_to_a_path_of_its_own() {
        let mut paths: Vec<_> = StaffAction::ALL.iter().map(|a| a.path()).collect();
        paths.sort();
        paths.dedup();
        assert_eq!(paths.len(), StaffAction::ALL.len());
    }
}
