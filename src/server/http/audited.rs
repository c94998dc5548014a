//! The mark a route puts on a download it has recorded in the audit log
//! itself, so the access checks (which record every other download) do not
//! record it again. A module of its own: routes set it and the checks read
//! it, and neither imports the other for it.

/// A download's answer already recorded in the audit log by its route (as
/// a customer's data exported): the access checks do not record it again.
#[derive(Debug, Clone, Copy)]
pub struct Audited;
