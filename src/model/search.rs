//! What the catalogue index answers beyond a list page: facet counts,
//! as-you-type suggestions, the customer's bike, and the index's health.
//!
//! Shared by server and browser, so nothing here may be server-only.

use serde::{Deserialize, Serialize};

/// How many products of the current result set fall in one category or brand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FacetCount {
    pub id: i64,
    pub name: String,
    pub count: usize,
}

/// Facet counts for the current query. Each dimension is counted with every
/// other filter applied but its own, so a person sees the alternatives.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Facets {
    pub categories: Vec<FacetCount>,
    pub brands: Vec<FacetCount>,
}

/// One as-you-type suggestion for the header's lookup box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Suggestion {
    pub sku: String,
    pub name: String,
    pub brand: Option<String>,
    /// The text typed is this product's SKU or EAN exactly.
    pub exact: bool,
}

/// Most suggestions the lookup box shows.
pub const SUGGESTIONS: usize = 8;
/// Longest text the index accepts in a search box; longer input is cut.
pub const MAX_QUERY_CHARS: usize = 200;

/// One sync run of the index.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SyncRun {
    /// "full" or "incremental".
    pub kind: String,
    /// RFC 3339, UTC.
    pub started: String,
    pub duration_ms: u64,
    /// Products the supplier sent in this run.
    pub fetched: u64,
    /// Products removed because the supplier no longer lists them.
    pub removed: u64,
    /// Records the supplier sent that could not be read.
    pub skipped: u64,
    /// Set when the run failed; what went wrong, in words.
    pub error: Option<String>,
}

/// The index's health, for `/status` and `/healthz`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct IndexStatus {
    /// A full sync has finished at some time: search runs on the index.
    pub ready: bool,
    pub products: u64,
    pub fitment_rows: u64,
    pub size_bytes: u64,
    pub last_full: Option<SyncRun>,
    pub last_incremental: Option<SyncRun>,
    /// The last run that failed, if it is more recent than the last success.
    pub last_error: Option<String>,
    /// What runs now ("full sync", "incremental sync"), if anything.
    pub running: Option<String>,
    /// No successful sync for longer than three sync intervals.
    pub stale: bool,
    pub sync_every_secs: u64,
}

/// The suggestion chosen after an arrow key, among `n`: down from nothing
/// picks the first, up from nothing the last, and both wrap around.
pub fn step_choice(current: Option<usize>, n: usize, down: bool) -> Option<usize> {
    if n == 0 {
        return None;
    }
    Some(match (current, down) {
        (None, true) => 0,
        (None, false) => n - 1,
        (Some(i), true) => (i + 1) % n,
        (Some(i), false) => (i + n - 1) % n,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrow_keys_move_through_suggestions_and_wrap() {
        assert_eq!(step_choice(None, 0, true), None);
        assert_eq!(step_choice(None, 3, true), Some(0));
        assert_eq!(step_choice(None, 3, false), Some(2));
        assert_eq!(step_choice(Some(2), 3, true), Some(0));
        assert_eq!(step_choice(Some(0), 3, false), Some(2));
        assert_eq!(step_choice(Some(1), 3, true), Some(2));
    }
}
