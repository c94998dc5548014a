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
    DiscountSet,
    DiscountOff,
    DiscountText,
    DiscountNegative,
    DiscountTooMuch,
    DiscountAboveCap,
    DiscountApprovalRefused,
    DiscountNoPrice,
    DiscountCapped,
    Repriced,
    RepriceNothing,
    RepriceOtherCurrency,
    Emailed,
    EmailNoSettings,
    EmailNoAddress,
    EmailNoCustomer,
    EmailFailed,
    OtherNoDescription,
    OtherDescriptionLong,
    OtherPriceText,
    OtherPriceRange,
    OtherHoursText,
    OtherHoursRange,
    OtherHoursAndPrice,
    OtherNoPrice,
    OtherNoRate,
    OtherLabourZero,
    OtherCode,
    OtherKind,
}

const NOTES: &[crate::note_table::NoteRow<Note>] = &[
    (Note::Added, "added", "quote-note-added"),
    (Note::Changed, "changed", "quote-note-changed"),
    (Note::Removed, "removed", "quote-note-removed"),
    (Note::Renamed, "renamed", "quote-note-renamed"),
    (Note::Created, "created", "quote-note-created"),
    (Note::Deleted, "deleted", "quote-note-deleted"),
    (Note::QtyRange, "qty-range", "quote-note-qty-range"),
    (Note::QtyText, "qty-text", "quote-note-qty-text"),
    (Note::UnknownSku, "unknown-sku", "quote-note-unknown-sku"),
    (Note::Full, "full", "quote-note-full"),
    (
        Note::TooManyLists,
        "too-many-lists",
        "quote-note-too-many-lists",
    ),
    (Note::NameEmpty, "name-empty", "quote-note-name-empty"),
    (Note::NameLong, "name-long", "quote-note-name-long"),
    (Note::NoSuchList, "no-list", "quote-note-no-list"),
    (Note::NoSuchLine, "no-line", "quote-note-no-line"),
    (Note::Busy, "busy", "quote-note-busy"),
    (Note::Moved, "moved", "quote-note-moved"),
    (Note::Duplicated, "duplicated", "quote-note-duplicated"),
    (Note::Shared, "shared", "quote-note-shared"),
    (Note::Unshared, "unshared", "quote-note-unshared"),
    (Note::Opened, "opened", "quote-note-opened"),
    (Note::Closed, "closed", "quote-note-closed"),
    (Note::UnknownCode, "unknown-code", "quote-note-unknown-code"),
    (Note::DiscountSet, "discount-set", "quote-note-discount-set"),
    (Note::DiscountOff, "discount-off", "quote-note-discount-off"),
    (
        Note::DiscountText,
        "discount-text",
        "quote-note-discount-text",
    ),
    (
        Note::DiscountNegative,
        "discount-negative",
        "quote-note-discount-negative",
    ),
    (
        Note::DiscountTooMuch,
        "discount-too-much",
        "quote-note-discount-too-much",
    ),
    (
        Note::DiscountAboveCap,
        "discount-above-cap",
        "quote-note-discount-above-cap",
    ),
    (
        Note::DiscountApprovalRefused,
        "discount-approval-refused",
        "quote-note-discount-approval-refused",
    ),
    (
        Note::DiscountNoPrice,
        "discount-no-price",
        "quote-note-discount-no-price",
    ),
    (
        Note::DiscountCapped,
        "discount-capped",
        "quote-note-discount-capped",
    ),
    (Note::Repriced, "repriced", "quote-note-repriced"),
    (
        Note::RepriceNothing,
        "reprice-nothing",
        "quote-note-reprice-nothing",
    ),
    (
        Note::RepriceOtherCurrency,
        "reprice-other-currency",
        "quote-note-reprice-other-currency",
    ),
    (Note::Emailed, "emailed", "quote-note-emailed"),
    (
        Note::EmailNoSettings,
        "email-no-settings",
        "quote-note-email-no-settings",
    ),
    (
        Note::EmailNoAddress,
        "email-no-address",
        "quote-note-email-no-address",
    ),
    (
        Note::EmailNoCustomer,
        "email-no-customer",
        "quote-note-email-no-customer",
    ),
    (Note::EmailFailed, "email-failed", "quote-note-email-failed"),
    (
        Note::OtherNoDescription,
        "other-no-description",
        "quote-note-other-no-description",
    ),
    (
        Note::OtherDescriptionLong,
        "other-description-long",
        "quote-note-other-description-long",
    ),
    (
        Note::OtherPriceText,
        "other-price-text",
        "quote-note-other-price-text",
    ),
    (
        Note::OtherPriceRange,
        "other-price-range",
        "quote-note-other-price-range",
    ),
    (
        Note::OtherHoursText,
        "other-hours-text",
        "quote-note-other-hours-text",
    ),
    (
        Note::OtherHoursRange,
        "other-hours-range",
        "quote-note-other-hours-range",
    ),
    (
        Note::OtherHoursAndPrice,
        "other-hours-and-price",
        "quote-note-other-hours-and-price",
    ),
    (
        Note::OtherNoPrice,
        "other-no-price",
        "quote-note-other-no-price",
    ),
    (
        Note::OtherNoRate,
        "other-no-rate",
        "quote-note-other-no-rate",
    ),
    (
        Note::OtherLabourZero,
        "other-labour-zero",
        "quote-note-other-labour-zero",
    ),
    (Note::OtherCode, "other-code", "quote-note-other-code"),
    (Note::OtherKind, "other-kind", "quote-note-other-kind"),
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
                | Note::DiscountSet
                | Note::DiscountOff
                | Note::DiscountCapped
                | Note::Repriced
                | Note::RepriceNothing
                | Note::Emailed
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
