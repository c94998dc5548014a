//! What a door of the portal is: a method, a route's pattern, and what it
//! needs. The table of them is `permissions`; reading an address as one of
//! them is `door_paths`.

use crate::model::role::Role;

/// What a door needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    /// Anyone, signed in or not (signing in, signing out, monitoring).
    Anyone,
    /// A signed-in account with at least this role.
    AtLeast(Role),
}

impl Need {
    /// Whether a person with `role` (`None`: signed out) may pass.
    pub fn allows(self, role: Option<Role>) -> bool {
        match self {
            Need::Anyone => true,
            Need::AtLeast(need) => role.is_some_and(|r| r.has(need)),
        }
    }
}

/// The methods the portal's doors answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verb {
    Get,
    Post,
}

impl Verb {
    pub fn of(method: &http::Method) -> Option<Verb> {
        match *method {
            http::Method::GET | http::Method::HEAD => Some(Verb::Get),
            http::Method::POST => Some(Verb::Post),
            _ => None,
        }
    }

    pub fn method(self) -> http::Method {
        match self {
            Verb::Get => http::Method::GET,
            Verb::Post => http::Method::POST,
        }
    }
}

/// One page, route or server function and what it needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Door {
    pub verb: Verb,
    /// The route's pattern, as the router matched it.
    pub path: &'static str,
    pub need: Need,
}

pub(super) const fn door(verb: Verb, path: &'static str, need: Need) -> Door {
    Door { verb, path, need }
}
