//! What a quote form's answer says on the page it goes back to, as a short
//! code in the redirect and a sentence on the page.

/// What a form's answer says on the page it goes back to. Carried in the
/// redirect as a short code (`?note=`), never as free text, so nothing a
/// person typed is echoed from the address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    Added,
    Changed,
    Removed,
    Renamed,
    Created,
    Deleted,
    QtyRange,
    QtyText,
    UnknownSku,
    Full,
    TooManyLists,
    NameEmpty,
    NameLong,
    NoSuchList,
    NoSuchLine,
    Busy,
    Moved,
    Duplicated,
    Shared,
    Unshared,
    Opened,
    Closed,
    UnknownCode,
}

const NOTES: &[crate::model::note_table::NoteRow<Note>] = &[
    (Note::Added, "added", "Added to the list."),
    (Note::Changed, "changed", "Quantity changed."),
    (Note::Removed, "removed", "Line removed."),
    (Note::Renamed, "renamed", "List renamed."),
    (Note::Created, "created", "List created."),
    (Note::Deleted, "deleted", "List deleted."),
    (
        Note::QtyRange,
        "qty-range",
        "Nothing changed: a quantity must be a whole number from 1 to 9999.",
    ),
    (
        Note::QtyText,
        "qty-text",
        "Nothing changed: the quantity was not a number (use digits, 1 to 9999).",
    ),
    (
        Note::UnknownSku,
        "unknown-sku",
        "Nothing added: the catalogue has no product with that SKU.",
    ),
    (
        Note::Full,
        "full",
        "Nothing added: a list holds at most 1000 lines. Start another list.",
    ),
    (
        Note::TooManyLists,
        "too-many-lists",
        "No list created: you have 200 lists already. Delete some first.",
    ),
    (
        Note::NameEmpty,
        "name-empty",
        "Nothing changed: a list needs a name.",
    ),
    (
        Note::NameLong,
        "name-long",
        "Nothing changed: a list name has at most 80 characters.",
    ),
    (
        Note::NoSuchList,
        "no-list",
        "That list does not exist (any more).",
    ),
    (
        Note::NoSuchLine,
        "no-line",
        "That line is no longer on the list.",
    ),
    (
        Note::Busy,
        "busy",
        "Nothing changed: the lists could not be saved just now. Try again.",
    ),
    (Note::Moved, "moved", "Line moved."),
    (
        Note::Duplicated,
        "duplicated",
        "List copied: this is the copy, the original is unchanged.",
    ),
    (
        Note::Shared,
        "shared",
        "Sharing is on: colleagues with the link can see this list and copy it.",
    ),
    (
        Note::Unshared,
        "unshared",
        "Sharing is off: the old link no longer opens this list.",
    ),
    (
        Note::Opened,
        "opened",
        "This list is open at the counter: a SKU or EAN scanned into the lookup box, or a card's \"Add to quote\", adds to it.",
    ),
    (
        Note::Closed,
        "closed",
        "The list is closed at the counter: the lookup box looks parts up again.",
    ),
    (
        Note::UnknownCode,
        "unknown-code",
        "Nothing added: no product has exactly that SKU or EAN.",
    ),
];

crate::note_lookups!(Note, NOTES);

impl Note {
    /// A refusal rather than a confirmation.
    pub fn is_problem(self) -> bool {
        !matches!(
            self,
            Note::Added
                | Note::Changed
                | Note::Removed
                | Note::Renamed
                | Note::Created
                | Note::Deleted
                | Note::Moved
                | Note::Duplicated
                | Note::Shared
                | Note::Unshared
                | Note::Opened
                | Note::Closed
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_round_trip_by_code() {
        for (n, code, msg) in NOTES {
            assert_eq!(Note::from_code(code), Some(*n));
            assert_eq!(n.code(), *code);
            assert!(!msg.is_empty());
        }
        assert_eq!(Note::from_code("<script>"), None);
        assert!(Note::QtyRange.is_problem());
        assert!(!Note::Added.is_problem());
    }
}
