//! The three roles a staff account has, shared by the server (which checks
//! them) and the pages (which leave out what a role cannot use).
//!
//! Each role can do everything the one before it can: staff do the
//! counter's work, managers add reports, exports and the shop's price
//! rules, owners add accounts and settings. What each route and server
//! function needs is written once, in `server::access::permissions`.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Role {
    Staff,
    Manager,
    Owner,
}

impl Role {
    pub const ALL: [Role; 3] = [Role::Staff, Role::Manager, Role::Owner];

    /// The role's name in the users file and the logs.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Staff => "staff",
            Role::Manager => "manager",
            Role::Owner => "owner",
        }
    }

    /// Reads a role's name (any case); `None` for a name that is not a role.
    pub fn parse(name: &str) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| r.as_str().eq_ignore_ascii_case(name.trim()))
    }

    /// The key of the role's name as a person reads it (in `crates/shop/locales`).
    pub fn label_key(self) -> &'static str {
        match self {
            Role::Staff => "role-staff",
            Role::Manager => "role-manager",
            Role::Owner => "role-owner",
        }
    }

    /// Whether this role has at least what `need` has.
    pub fn has(self, need: Role) -> bool {
        self >= need
    }
}

/// Why a page or form post was refused, in the refusal page's context.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refusal {
    /// The least role the door needs; `None`: no role may use it.
    pub need: Option<Role>,
}

/// Where the refusal page is rendered from (it is also a page of its own).
pub const REFUSED_PAGE: &str = "/refused";

/// What the page renderer may show for the address it was asked to render,
/// checked by the renderer itself (a second lock behind the access checks:
/// an address the router did not match renders no page but the 404).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageGate {
    /// A page the person's role may see.
    Open,
    /// No page's own address: the 404 page and nothing else.
    NotFound,
    /// A page the person's role may not see: the refusal page.
    Refused(Refusal),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_each_role_has_what_the_one_before_has() {
        for r in Role::ALL {
            assert_eq!(Role::parse(r.as_str()), Some(r));
            assert_eq!(Role::parse(&r.as_str().to_uppercase()), Some(r));
        }
        assert_eq!(Role::parse("admin"), None);
        assert_eq!(Role::parse(""), None);
        assert!(Role::Owner.has(Role::Manager) && Role::Owner.has(Role::Staff));
        assert!(Role::Manager.has(Role::Staff) && !Role::Manager.has(Role::Owner));
        assert!(!Role::Staff.has(Role::Manager));
    }
}
