//! Property tests of the two hand-written readers the islands use: the
//! wire format (`wire.rs`) and the errors' JSON (`error.rs`). Whatever
//! bytes arrive, a reader answers without panicking; what the writer
//! writes, the reader reads back unchanged; and the errors' JSON is the
//! very text serde writes, for any text inside. Tests only.

use proptest::prelude::*;

use super::{
    error::AppError,
    picker::{Pick, PickModel},
    search::Suggestion,
    wire::{from_wire, to_wire},
};

/// Any text at all: control characters, quotes, backslashes, any plane
/// (`any::<String>()` leaves control characters out).
fn text() -> impl Strategy<Value = String> {
    prop::collection::vec(any::<char>(), 0..40).prop_map(String::from_iter)
}

fn pick() -> impl Strategy<Value = Pick> {
    (any::<i64>(), text()).prop_map(|(id, label)| Pick { id, label })
}

fn pick_model() -> impl Strategy<Value = PickModel> {
    (
        any::<i64>(),
        any::<String>(),
        prop::collection::vec(pick(), 0..8),
    )
        .prop_map(|(id, label, years)| PickModel { id, label, years })
}

fn suggestion() -> impl Strategy<Value = Suggestion> {
    (text(), text(), prop::option::of(text()), any::<bool>()).prop_map(
        |(sku, name, brand, exact)| Suggestion {
            sku,
            name,
            brand,
            exact,
        },
    )
}

fn app_error() -> impl Strategy<Value = AppError> {
    prop_oneof![
        text().prop_map(AppError::NotFound),
        text().prop_map(AppError::BadRequest),
        text().prop_map(AppError::InvalidFilter),
        text().prop_map(AppError::Internal),
        Just(AppError::NotAuthorised),
        Just(AppError::Busy),
        Just(AppError::Unreachable),
        Just(AppError::BadResponse),
        Just(AppError::RateLimited),
        Just(AppError::Unauthenticated),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn wire_messages_read_back_unchanged(
        models in prop::collection::vec(pick_model(), 0..6),
        found in prop::collection::vec(suggestion(), 0..6),
    ) {
        prop_assert_eq!(from_wire::<Vec<PickModel>>(to_wire(&models).as_bytes()), Ok(models));
        prop_assert_eq!(from_wire::<Vec<Suggestion>>(to_wire(&found).as_bytes()), Ok(found));
    }

    #[test]
    fn any_bytes_on_the_wire_are_read_or_refused_never_a_panic(
        bytes in prop::collection::vec(any::<u8>(), 0..256),
    ) {
        // What is read is a message the writer could have written.
        if let Ok(v) = from_wire::<Vec<PickModel>>(&bytes) {
            prop_assert_eq!(from_wire::<Vec<PickModel>>(to_wire(&v).as_bytes()), Ok(v));
        }
        let _ = from_wire::<Vec<Suggestion>>(&bytes);
        let _ = from_wire::<Option<String>>(&bytes);
    }

    #[test]
    fn a_wire_message_cut_or_extended_is_refused(
        found in prop::collection::vec(suggestion(), 1..4),
        cut in any::<prop::sample::Index>(),
    ) {
        let text = to_wire(&found);
        let at = cut.index(text.len());
        prop_assert!(from_wire::<Vec<Suggestion>>(&text.as_bytes()[..at]).is_err());
        let longer = format!("{text}0:");
        prop_assert!(from_wire::<Vec<Suggestion>>(longer.as_bytes()).is_err());
    }

    #[test]
    fn errors_json_is_serdes_and_reads_back(e in app_error()) {
        let json = e.to_json();
        prop_assert_eq!(serde_json::to_string(&e).ok(), Some(json.clone()));
        prop_assert_eq!(AppError::from_json(&json), Some(e));
    }

    #[test]
    fn any_text_as_an_error_is_read_or_refused_never_a_panic(raw in text()) {
        if let Some(e) = AppError::from_json(&raw) {
            // What is read, serde reads the same.
            prop_assert_eq!(serde_json::from_str::<AppError>(&raw).ok(), Some(e));
        }
    }

    #[test]
    fn json_shaped_text_is_read_as_serde_reads_it(
        kind in "(NotFound|BadRequest|Busy|Internal|Nope)",
        inner in text(),
        spaced in any::<bool>(),
    ) {
        let value = serde_json::to_string(&inner).unwrap_or_default();
        let sep = if spaced { " : " } else { ":" };
        let text = format!("{{\"{kind}\"{sep}{value}}}");
        prop_assert_eq!(
            AppError::from_json(&text),
            serde_json::from_str::<AppError>(&text).ok()
        );
    }
}
