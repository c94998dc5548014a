//! The change feed's rows: one per change the syncs saw (a new product, a
//! price, a rename, a removal), oldest first.

use super::cells::Cell;
use crate::index::Change;

pub const CHANGE_COLUMNS: [&str; 7] = ["Seen", "Change", "SKU", "Name", "Field", "Old", "New"];

/// A change as a row of the feed.
pub fn change_row(c: &Change) -> Vec<Cell> {
    let seen = chrono::DateTime::from_timestamp_millis(c.seen_ms)
        .map(|t| t.format("%Y-%m-%dT%H:%M:%S+00:00").to_string());
    vec![
        Cell::text(seen.as_deref()),
        Cell::text(Some(&c.kind)),
        Cell::text(Some(&c.sku)),
        Cell::text(c.name.as_deref()),
        Cell::text(c.field.as_deref()),
        Cell::text(c.old.as_deref()),
        Cell::text(c.new.as_deref()),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_price_change_reads_old_and_new() {
        let row = change_row(&Change {
            id: 1,
            seen_ms: 1_769_817_600_000,
            kind: "price".into(),
            sku: "A1".into(),
            name: Some("Bung".into()),
            field: Some("RRP GBP".into()),
            old: Some("10.00".into()),
            new: Some("12.00".into()),
        });
        assert_eq!(
            super::super::cells::csv_line(&row),
            "2026-01-31T00:00:00+00:00,price,A1,Bung,RRP GBP,10.00,12.00\n"
        );
    }
}
