//! What a customer, watch or lost-sale form's answer says on the page it
//! goes back to: a short code in the redirect (`?cnote=`), a sentence on
//! the page. Nothing a person typed is echoed from the address.

/// What a form's answer says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CustomerNote {
    Created,
    Saved,
    BikeAdded,
    BikeRemoved,
    BikeChoose,
    BikeUnknown,
    BikeMax,
    NameEmpty,
    NameLong,
    PhoneBad,
    EmailBad,
    ContactMissing,
    NoteLong,
    SameContact,
    TooMany,
    NoSuchCustomer,
    Deleted,
    DeleteUnconfirmed,
    Busy,
    QuoteSet,
    QuoteCleared,
    NoSuchList,
    WatchMade,
    WatchDone,
    WatchContacted,
    WatchQty,
    WatchMax,
    WatchCustomerMax,
    WatchUnknownSku,
    WatchNoCustomer,
    NoSuchWatch,
    LostMade,
    LostHourFull,
    LostPersonHourFull,
    CodeEmpty,
    CodeLong,
    ReasonUnknown,
    OtherNeedsNote,
    LostNoteLong,
    LostQty,
    Ambiguous,
    NoMatch,
    LangUnknown,
    TierSet,
    /// The tier is saved, and a discount on one of their quotes was
    /// brought back within the shop's cap at its new prices.
    TierSetCapped,
    TierUnknown,
    VatNumberBad,
}

const NOTES: &[crate::note_table::NoteRow<CustomerNote>] = &[
    (CustomerNote::Created, "created", "customer-note-created"),
    (CustomerNote::Saved, "saved", "customer-note-saved"),
    (
        CustomerNote::BikeAdded,
        "bike-added",
        "customer-note-bike-added",
    ),
    (
        CustomerNote::BikeRemoved,
        "bike-removed",
        "customer-note-bike-removed",
    ),
    (
        CustomerNote::BikeChoose,
        "bike-choose",
        "customer-note-bike-choose",
    ),
    (
        CustomerNote::BikeUnknown,
        "bike-unknown",
        "customer-note-bike-unknown",
    ),
    (CustomerNote::BikeMax, "bike-max", "customer-note-bike-max"),
    (
        CustomerNote::NameEmpty,
        "name-empty",
        "customer-note-name-empty",
    ),
    (
        CustomerNote::NameLong,
        "name-long",
        "customer-note-name-long",
    ),
    (
        CustomerNote::PhoneBad,
        "phone-bad",
        "customer-note-phone-bad",
    ),
    (
        CustomerNote::EmailBad,
        "email-bad",
        "customer-note-email-bad",
    ),
    (
        CustomerNote::ContactMissing,
        "contact-missing",
        "customer-note-contact-missing",
    ),
    (
        CustomerNote::NoteLong,
        "note-long",
        "customer-note-note-long",
    ),
    (
        CustomerNote::SameContact,
        "same-contact",
        "customer-note-same-contact",
    ),
    (CustomerNote::TooMany, "too-many", "customer-note-too-many"),
    (
        CustomerNote::NoSuchCustomer,
        "no-customer",
        "customer-note-no-customer",
    ),
    (CustomerNote::Deleted, "deleted", "customer-note-deleted"),
    (
        CustomerNote::DeleteUnconfirmed,
        "delete-unconfirmed",
        "customer-note-delete-unconfirmed",
    ),
    (CustomerNote::Busy, "busy", "customer-note-busy"),
    (
        CustomerNote::QuoteSet,
        "quote-set",
        "customer-note-quote-set",
    ),
    (
        CustomerNote::QuoteCleared,
        "quote-cleared",
        "customer-note-quote-cleared",
    ),
    (CustomerNote::NoSuchList, "no-list", "customer-note-no-list"),
    (
        CustomerNote::WatchMade,
        "watch-made",
        "customer-note-watch-made",
    ),
    (
        CustomerNote::WatchDone,
        "watch-done",
        "customer-note-watch-done",
    ),
    (
        CustomerNote::WatchContacted,
        "watch-contacted",
        "customer-note-watch-contacted",
    ),
    (
        CustomerNote::WatchQty,
        "watch-qty",
        "customer-note-watch-qty",
    ),
    (
        CustomerNote::WatchMax,
        "watch-max",
        "customer-note-watch-max",
    ),
    (
        CustomerNote::WatchCustomerMax,
        "watch-customer-max",
        "customer-note-watch-customer-max",
    ),
    (
        CustomerNote::WatchUnknownSku,
        "watch-unknown-sku",
        "customer-note-watch-unknown-sku",
    ),
    (
        CustomerNote::WatchNoCustomer,
        "watch-no-customer",
        "customer-note-watch-no-customer",
    ),
    (
        CustomerNote::NoSuchWatch,
        "no-watch",
        "customer-note-no-watch",
    ),
    (
        CustomerNote::LostMade,
        "lost-made",
        "customer-note-lost-made",
    ),
    (
        CustomerNote::LostHourFull,
        "lost-hour-full",
        "customer-note-lost-hour-full",
    ),
    (
        CustomerNote::LostPersonHourFull,
        "lost-person-hour-full",
        "customer-note-lost-person-hour-full",
    ),
    (
        CustomerNote::CodeEmpty,
        "code-empty",
        "customer-note-code-empty",
    ),
    (
        CustomerNote::CodeLong,
        "code-long",
        "customer-note-code-long",
    ),
    (
        CustomerNote::ReasonUnknown,
        "reason-unknown",
        "customer-note-reason-unknown",
    ),
    (
        CustomerNote::OtherNeedsNote,
        "other-note",
        "customer-note-other-note",
    ),
    (
        CustomerNote::LostNoteLong,
        "lost-note-long",
        "customer-note-lost-note-long",
    ),
    (CustomerNote::LostQty, "lost-qty", "customer-note-lost-qty"),
    (
        CustomerNote::Ambiguous,
        "ambiguous",
        "customer-note-ambiguous",
    ),
    (CustomerNote::NoMatch, "no-match", "customer-note-no-match"),
    (
        CustomerNote::LangUnknown,
        "lang-unknown",
        "customer-note-lang-unknown",
    ),
    (CustomerNote::TierSet, "tier-set", "customer-note-tier-set"),
    (
        CustomerNote::TierSetCapped,
        "tier-set-capped",
        "customer-note-tier-set-capped",
    ),
    (
        CustomerNote::VatNumberBad,
        "vat-number-bad",
        "customer-note-vat-number-bad",
    ),
    (
        CustomerNote::TierUnknown,
        "tier-unknown",
        "customer-note-tier-unknown",
    ),
];

crate::note_lookups!(CustomerNote, NOTES);

impl CustomerNote {
    /// A refusal rather than a confirmation.
    pub fn is_problem(self) -> bool {
        !matches!(
            self,
            CustomerNote::Created
                | CustomerNote::Saved
                | CustomerNote::BikeAdded
                | CustomerNote::BikeRemoved
                | CustomerNote::QuoteSet
                | CustomerNote::QuoteCleared
                | CustomerNote::WatchMade
                | CustomerNote::WatchDone
                | CustomerNote::WatchContacted
                | CustomerNote::LostMade
                | CustomerNote::Deleted
                | CustomerNote::TierSet
                | CustomerNote::TierSetCapped
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_round_trip_by_code() {
        for (n, code, msg) in NOTES {
            assert_eq!(CustomerNote::from_code(code), Some(*n));
            assert_eq!(n.code(), *code);
            assert!(!msg.is_empty());
        }
        assert_eq!(CustomerNote::from_code("<b>"), None);
        assert!(CustomerNote::PhoneBad.is_problem());
        assert!(!CustomerNote::WatchMade.is_problem());
    }
}
