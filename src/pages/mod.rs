//! One module per route. Pages read from server functions and compose
//! components; they hold no business rules of their own.

pub mod home;
pub mod not_found;
