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
}

const NOTES: &[crate::model::note_table::NoteRow<CustomerNote>] = &[
    (CustomerNote::Created, "created", "Customer saved."),
    (CustomerNote::Saved, "saved", "Changes saved."),
    (CustomerNote::BikeAdded, "bike-added", "Bike added."),
    (CustomerNote::BikeRemoved, "bike-removed", "Bike removed."),
    (CustomerNote::BikeChoose, "bike-choose", "No bike added yet: choose the model and the year, then add it."),
    (CustomerNote::BikeUnknown, "bike-unknown", "No bike added: the catalogue has no bike year with that id."),
    (CustomerNote::BikeMax, "bike-max", "No bike added: a customer has at most 10 bikes. Remove one first."),
    (CustomerNote::NameEmpty, "name-empty", "Nothing saved: a customer needs a name."),
    (CustomerNote::NameLong, "name-long", "Nothing saved: a name has at most 80 characters."),
    (CustomerNote::PhoneBad, "phone-bad", "Nothing saved: a phone number is 6 to 15 digits, with spaces, dashes, dots, brackets and a leading + allowed."),
    (CustomerNote::EmailBad, "email-bad", "Nothing saved: that email address is not one (it needs a name, an @ and a domain such as shop.example)."),
    (CustomerNote::ContactMissing, "contact-missing", "Nothing saved: give a phone number or an email address (or both)."),
    (CustomerNote::NoteLong, "note-long", "Nothing saved: a note has at most 500 characters."),
    (CustomerNote::SameContact, "same-contact", "Not saved yet: another customer has this phone number or email (listed with the form). Open their record, or tick \u{201c}This is a different customer\u{201d} and save again."),
    (CustomerNote::TooMany, "too-many", "No customer added: the shop keeps at most 20,000 customers."),
    (CustomerNote::NoSuchCustomer, "no-customer", "That customer does not exist (any more)."),
    (CustomerNote::Deleted, "deleted", "Customer deleted: their details, bikes, history and watches are gone. Their quote lists and lost sales stay, without their name."),
    (CustomerNote::DeleteUnconfirmed, "delete-unconfirmed", "Nothing deleted: tick the box to confirm that this customer's record should go."),
    (CustomerNote::Busy, "busy", "Nothing changed: the records could not be saved just now. Try again."),
    (CustomerNote::QuoteSet, "quote-set", "The list is now for this customer."),
    (CustomerNote::QuoteCleared, "quote-cleared", "The list is for no customer now."),
    (CustomerNote::NoSuchList, "no-list", "That quote list does not exist (any more)."),
    (CustomerNote::WatchMade, "watch-made", "Watching: the part shows on \u{201c}Back in stock\u{201d} when there is enough."),
    (CustomerNote::WatchDone, "watch-done", "Watch ended."),
    (CustomerNote::WatchContacted, "watch-contacted", "Marked as told: the watch stays open until the sale is made (Done)."),
    (CustomerNote::WatchQty, "watch-qty", "No watch made: the quantity must be a whole number from 1 to 9999."),
    (CustomerNote::WatchMax, "watch-max", "No watch made: the shop keeps at most 10,000 open watches. End some first."),
    (CustomerNote::WatchCustomerMax, "watch-customer-max", "No watch made: one customer has at most 50 open watches."),
    (CustomerNote::WatchUnknownSku, "watch-unknown-sku", "No watch made: the catalogue has no product with that SKU."),
    (CustomerNote::WatchNoCustomer, "watch-no-customer", "No watch made: choose the customer first (open a quote list for them at the counter, or start from their page)."),
    (CustomerNote::NoSuchWatch, "no-watch", "That watch is no longer open."),
    (CustomerNote::LostMade, "lost-made", "Lost sale recorded."),
    (CustomerNote::LostHourFull, "lost-hour-full", "Not recorded: 600 lost sales were recorded in the last hour, the most the shop keeps in one hour. Try again later."),
    (CustomerNote::LostPersonHourFull, "lost-person-hour-full", "Not recorded: you recorded 200 lost sales in the last hour, the most one person records in an hour. Try again later."),
    (CustomerNote::CodeEmpty, "code-empty", "Nothing recorded: a lost sale needs the SKU or code that was asked for."),
    (CustomerNote::CodeLong, "code-long", "Nothing recorded: a code has at most 64 characters."),
    (CustomerNote::ReasonUnknown, "reason-unknown", "Nothing recorded: choose a reason from the list."),
    (CustomerNote::OtherNeedsNote, "other-note", "Nothing recorded: for \u{201c}Other\u{201d}, say what in the note."),
    (CustomerNote::LostNoteLong, "lost-note-long", "Nothing recorded: a lost sale's note has at most 200 characters."),
    (CustomerNote::LostQty, "lost-qty", "Nothing recorded: the quantity must be a whole number from 1 to 9999."),
    (CustomerNote::Ambiguous, "ambiguous", "No watch made: several customers match. Type more of the name, or the phone number."),
    (CustomerNote::NoMatch, "no-match", "No watch made: no customer matches. Add them first at Customers."),
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
