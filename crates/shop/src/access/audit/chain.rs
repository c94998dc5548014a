//! The link between entries: each entry's hash is SHA-256 over the hash
//! of the one before and its own fields, each written with its length
//! first (so no two different entries write the same bytes), and a field
//! that is not there written as such.

use sha2::{Digest, Sha256};

use crate::model::audit::AuditEntry;

/// What the first entry ever links to.
pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// An entry's hash, linked to `prev`.
pub fn entry_hash(prev: &str, e: &AuditEntry) -> String {
    let mut h = Sha256::new();
    let mut field = |v: Option<&str>| match v {
        Some(s) => {
            h.update(s.len().to_string().as_bytes());
            h.update(b":");
            h.update(s.as_bytes());
        }
        None => h.update(b"-"),
    };
    field(Some(prev));
    field(Some(&e.seq.to_string()));
    field(Some(&e.at));
    field(e.who.as_deref());
    field(e.address.as_deref());
    field(Some(&e.action));
    field(e.record.as_deref());
    field(e.detail.as_deref());
    hex::encode(h.finalize())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(record: Option<&str>, detail: Option<&str>) -> AuditEntry {
        AuditEntry {
            seq: 7,
            at: "2026-11-28 10:00:00".into(),
            who: Some("anna".into()),
            address: None,
            action: "customer-deleted".into(),
            record: record.map(str::to_string),
            detail: detail.map(str::to_string),
        }
    }

    #[test]
    fn every_field_and_the_link_count() {
        let base = entry_hash(GENESIS, &entry(Some("c1"), None));
        assert_eq!(base.len(), 64);
        assert_eq!(base, entry_hash(GENESIS, &entry(Some("c1"), None)));
        // A field moved into its neighbour is another entry.
        assert_ne!(base, entry_hash(GENESIS, &entry(None, Some("c1"))));
        assert_ne!(base, entry_hash(GENESIS, &entry(Some("c"), Some("1"))));
        assert_ne!(base, entry_hash(GENESIS, &entry(Some(""), None)));
        assert_ne!(base, entry_hash(&"1".repeat(64), &entry(Some("c1"), None)));
    }
}
