//! What a change to the staff accounts writes, decided from every account
//! as the table has it now (read in the same transaction as the write):
//! the names a new account may take, the last owner who can sign in kept,
//! an owner never disabling themselves, and which changes end an
//! account's sessions (a new password, a reset, a disable, "sign out
//! everywhere": each raises its session epoch).

use crate::access::{
    accounts::store::{AccountRow, AllAccounts},
    users::{stamp_at, valid_username},
};
use crate::model::{
    role::Role,
    staff::{StaffAction, StaffProblem},
};

/// Most accounts the portal keeps (disabled ones count: rows are never
/// deleted).
pub const MOST_ACCOUNTS: usize = 500;
/// Hours a one-time password lasts.
pub const ONE_TIME_HOURS: i64 = 72;

/// A change the owner asked for.
#[derive(Debug, Clone)]
pub struct Asked {
    pub action: StaffAction,
    /// The account's name as typed.
    pub name: String,
    /// The role chosen (adding, changing a role).
    pub role: Option<Role>,
    /// Who asked (`None`: a portal without sign-in, which refuses).
    pub by: Option<String>,
    /// Seconds since 1970.
    pub now: i64,
    /// A new one-time password's hash (adding, resetting).
    pub one_time_hash: Option<String>,
}

fn active_owners(all: &AllAccounts) -> usize {
    all.rows
        .iter()
        .filter(|r| r.role == Role::Owner && !r.disabled)
        .count()
}

/// A new one-time password's hash and until when it lasts.
fn one_time(asked: &Asked) -> Result<(String, Option<i64>), StaffProblem> {
    asked
        .one_time_hash
        .clone()
        .ok_or(StaffProblem::Unsaved)
        .map(|hash| (hash, Some(asked.now + ONE_TIME_HOURS * 3600)))
}

/// A new account as `asked` (its name free), with a one-time password.
fn new_account(all: &AllAccounts, asked: &Asked, now: &str) -> Result<AccountRow, StaffProblem> {
    let name = asked.name.trim();
    if !valid_username(name) {
        return Err(StaffProblem::BadName);
    }
    let role = asked.role.ok_or(StaffProblem::BadRole)?;
    if all.rows.len() >= MOST_ACCOUNTS {
        return Err(StaffProblem::TooMany);
    }
    let (hash, one_time_until) = one_time(asked)?;
    Ok(AccountRow {
        one_time_until,
        ..AccountRow::new(name, hash, role, now, asked.by.clone())
    })
}

/// The row to write for `asked`, or why nothing is.
pub fn plan(all: &AllAccounts, asked: &Asked) -> Result<AccountRow, StaffProblem> {
    let now = stamp_at(asked.now);
    let name = asked.name.trim();
    let found = all
        .rows
        .iter()
        .find(|r| r.key() == name.to_lowercase())
        .cloned();
    if asked.action == StaffAction::Add {
        if found.is_some() {
            return Err(StaffProblem::Taken);
        }
        return new_account(all, asked, &now);
    }
    let mut row = found.ok_or(StaffProblem::NoSuchAccount)?;
    let last_owner = row.role == Role::Owner && !row.disabled && active_owners(all) <= 1;
    match asked.action {
        StaffAction::Add => unreachable!("handled above"),
        StaffAction::Role => {
            let role = asked.role.ok_or(StaffProblem::BadRole)?;
            if last_owner && role != Role::Owner {
                return Err(StaffProblem::LastOwner);
            }
            row.role = role;
        }
        StaffAction::ResetPassword if row.sso_subject.is_some() => {
            return Err(StaffProblem::SingleSignOn);
        }
        StaffAction::ResetPassword => {
            (row.hash, row.one_time_until) = one_time(asked)?;
            row.epoch += 1;
        }
        StaffAction::SignOutEverywhere => row.epoch += 1,
        StaffAction::Disable => {
            let own = asked
                .by
                .as_deref()
                .is_some_and(|by| by.eq_ignore_ascii_case(&row.name));
            if own {
                return Err(StaffProblem::Yourself);
            }
            if last_owner {
                return Err(StaffProblem::LastOwner);
            }
            row.disabled = true;
            row.epoch += 1;
        }
        StaffAction::Enable => row.disabled = false,
        StaffAction::ResetSecondFactor => {
            row.totp_secret = None;
            row.totp_step = 0;
            row.recovery.clear();
            row.epoch += 1;
        }
    }
    row.changed = now;
    row.changed_by = asked.by.clone();
    Ok(row)
}

/// Why single sign-on's person was not let in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SsoRefusal {
    /// An owner disabled their account here.
    Disabled,
    /// An account of this portal's own (or another of the provider's
    /// people) has the name.
    NameTaken,
    /// The portal keeps no more accounts.
    TooMany,
}

/// The row of someone the provider signed in, with the role their groups
/// give now: their account as it was (found by the provider's id for
/// them), or a new one.
pub fn single_sign_on(
    all: &AllAccounts,
    person: &crate::access::single_sign_on::SsoPerson,
    role: Role,
    now: i64,
) -> Result<AccountRow, SsoRefusal> {
    let stamp = stamp_at(now);
    let mine = |r: &&AccountRow| r.sso_subject.as_deref() == Some(person.subject.as_str());
    if let Some(found) = all.rows.iter().find(mine) {
        if found.disabled {
            return Err(SsoRefusal::Disabled);
        }
        let mut row = found.clone();
        if row.role != role {
            row.role = role;
            row.changed = stamp;
            row.changed_by = None;
        }
        return Ok(row);
    }
    if all
        .rows
        .iter()
        .any(|r| r.key() == person.name.to_lowercase())
    {
        return Err(SsoRefusal::NameTaken);
    }
    if all.rows.len() >= MOST_ACCOUNTS {
        return Err(SsoRefusal::TooMany);
    }
    // No argon2 hash: no password ever matches it.
    let row = AccountRow::new(&person.name, "single sign-on".into(), role, &stamp, None);
    Ok(AccountRow {
        sso_subject: Some(person.subject.clone()),
        ..row
    })
}

/// The row after its account chose a password of its own (`hash`): the
/// one-time password gone; every session it had ends (a new hash).
pub fn own_password(all: &AllAccounts, name: &str, hash: String, now: i64) -> Option<AccountRow> {
    let mut row = all
        .rows
        .iter()
        .find(|r| r.key() == name.trim().to_lowercase() && !r.disabled)?
        .clone();
    row.hash = hash;
    row.one_time_until = None;
    row.changed = stamp_at(now);
    row.changed_by = Some(row.name.clone());
    Some(row)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(name: &str, role: Role) -> AccountRow {
        let at = "2026-01-01 00:00:00";
        AccountRow::new(name, format!("hash-{name}"), role, at, None)
    }

    #[test]
    fn single_sign_on_finds_its_person_by_their_id_and_never_takes_a_name() {
        use crate::access::single_sign_on::SsoPerson;
        let person = |subject: &str, name: &str| SsoPerson {
            subject: subject.into(),
            name: name.into(),
            groups: vec![],
        };
        let t = table(vec![row("Olu", Role::Owner)]);
        let new = single_sign_on(&t, &person("s-1", "kim"), Role::Manager, 9).unwrap();
        assert_eq!(
            (new.role, new.sso_subject.as_deref()),
            (Role::Manager, Some("s-1"))
        );
        let mut t = table(vec![row("Olu", Role::Owner), new]);
        // Found by id, whatever the name now; the role follows the groups.
        let again = single_sign_on(&t, &person("s-1", "kim.renamed"), Role::Staff, 10).unwrap();
        assert_eq!((again.name.as_str(), again.role), ("kim", Role::Staff));
        assert_eq!(
            single_sign_on(&t, &person("s-2", "OLU"), Role::Staff, 10),
            Err(SsoRefusal::NameTaken)
        );
        t.rows[1].disabled = true;
        assert_eq!(
            single_sign_on(&t, &person("s-1", "kim"), Role::Staff, 10),
            Err(SsoRefusal::Disabled)
        );
        assert_eq!(
            plan(&t, &asked(StaffAction::ResetPassword, "kim", None)),
            Err(StaffProblem::SingleSignOn)
        );
    }

    fn table(rows: Vec<AccountRow>) -> AllAccounts {
        AllAccounts { version: 1, rows }
    }

    fn asked(action: StaffAction, name: &str, role: Option<Role>) -> Asked {
        Asked {
            action,
            name: name.into(),
            role,
            by: Some("Olu".into()),
            now: 1_000_000,
            one_time_hash: Some("one-time-hash".into()),
        }
    }

    #[test]
    fn a_new_account_takes_a_free_well_formed_name_and_a_one_time_password() {
        let t = table(vec![row("Olu", Role::Owner)]);
        let new = plan(&t, &asked(StaffAction::Add, " sam ", Some(Role::Staff))).unwrap();
        assert_eq!((new.name.as_str(), new.role), ("sam", Role::Staff));
        assert_eq!(new.hash, "one-time-hash");
        assert_eq!(new.one_time_until, Some(1_000_000 + 72 * 3600));
        assert_eq!(new.changed_by.as_deref(), Some("Olu"));
        let refused = |name: &str, role| plan(&t, &asked(StaffAction::Add, name, role));
        assert_eq!(refused("OLU", Some(Role::Staff)), Err(StaffProblem::Taken));
        assert_eq!(
            refused("two words", Some(Role::Staff)),
            Err(StaffProblem::BadName)
        );
        assert_eq!(refused("", Some(Role::Staff)), Err(StaffProblem::BadName));
        assert_eq!(refused("sam", None), Err(StaffProblem::BadRole));
        let full = table(
            (0..MOST_ACCOUNTS)
                .map(|n| row(&format!("u{n}"), Role::Staff))
                .collect(),
        );
        assert_eq!(
            plan(
                &full,
                &asked(StaffAction::Add, "one-more", Some(Role::Staff))
            ),
            Err(StaffProblem::TooMany)
        );
    }

    #[test]
    fn the_last_owner_who_can_sign_in_is_kept() {
        let mut gone = row("Cleo", Role::Owner);
        gone.disabled = true;
        let t = table(vec![row("Olu", Role::Owner), gone, row("sam", Role::Staff)]);
        let by_sam = |action, role| Asked {
            by: Some("sam".into()),
            ..asked(action, "olu", role)
        };
        assert_eq!(
            plan(&t, &by_sam(StaffAction::Role, Some(Role::Manager))),
            Err(StaffProblem::LastOwner)
        );
        assert_eq!(
            plan(&t, &by_sam(StaffAction::Disable, None)),
            Err(StaffProblem::LastOwner)
        );
        // Owner to owner, a reset and a sign-out are fine.
        assert!(plan(&t, &by_sam(StaffAction::Role, Some(Role::Owner))).is_ok());
        assert!(plan(&t, &by_sam(StaffAction::ResetPassword, None)).is_ok());
        // With a second owner who can sign in, either may go.
        let two = table(vec![row("Olu", Role::Owner), row("Dan", Role::Owner)]);
        let demoted = plan(&two, &asked(StaffAction::Role, "olu", Some(Role::Staff))).unwrap();
        assert_eq!(demoted.role, Role::Staff);
        // But never by disabling one's own account.
        assert_eq!(
            plan(&two, &asked(StaffAction::Disable, "OLU", None)),
            Err(StaffProblem::Yourself)
        );
        assert!(plan(&two, &asked(StaffAction::Disable, "dan", None)).is_ok());
    }

    #[test]
    fn what_ends_sessions_raises_the_epoch_and_nothing_else_does() {
        let t = table(vec![row("Olu", Role::Owner), row("sam", Role::Staff)]);
        let epoch = |action, role| plan(&t, &asked(action, "sam", role)).unwrap().epoch;
        assert_eq!(epoch(StaffAction::SignOutEverywhere, None), 1);
        assert_eq!(epoch(StaffAction::Disable, None), 1);
        assert_eq!(epoch(StaffAction::ResetPassword, None), 1);
        assert_eq!(epoch(StaffAction::Role, Some(Role::Manager)), 0);
        assert_eq!(epoch(StaffAction::Enable, None), 0);
        assert_eq!(epoch(StaffAction::ResetSecondFactor, None), 1);
        let reset = plan(&t, &asked(StaffAction::ResetPassword, "sam", None)).unwrap();
        assert_eq!(reset.hash, "one-time-hash");
        assert!(reset.one_time_until.is_some());
        assert_eq!(
            plan(&t, &asked(StaffAction::Disable, "nobody", None)),
            Err(StaffProblem::NoSuchAccount)
        );
        let own = own_password(&table(vec![reset]), "SAM", "mine".into(), 5).unwrap();
        assert_eq!((own.hash.as_str(), own.one_time_until), ("mine", None));
    }
}
