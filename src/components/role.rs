//! The signed-in person's role as the pages read it, to leave out links and
//! forms the role cannot use. The permission table
//! (`server::access::permissions`) is what refuses; this only keeps a page
//! from offering what would be refused.

use crate::model::role::Role;

/// The role the access checks found for this request (server only: the
/// browser renders no pages). `None`: signed out.
pub fn use_role() -> Option<Role> {
    #[cfg(feature = "ssr")]
    {
        leptos::prelude::use_context::<http::request::Parts>()
            .and_then(|p| p.extensions.get::<Role>().copied())
    }
    #[cfg(not(feature = "ssr"))]
    {
        None
    }
}

/// Whether this request's person has at least `need`.
pub fn role_has(need: Role) -> bool {
    use_role().is_some_and(|r| r.has(need))
}
