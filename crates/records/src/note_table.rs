//! A table of the notes a form's redirect carries: each note, the short
//! code that travels in the address, and the key of the words a person
//! reads (in `crates/shop/locales`). The quote forms and the customer forms each
//! keep one; the lookups are here.

/// One row: the note, its code in the address, its message's key.
pub type NoteRow<T> = (T, &'static str, &'static str);

/// The code of `note` in the table ("" for a note it lacks).
pub fn code_of<T: PartialEq>(table: &[NoteRow<T>], note: &T) -> &'static str {
    table
        .iter()
        .find(|(n, ..)| n == note)
        .map(|(_, c, _)| *c)
        .unwrap_or("")
}

/// The note whose code this is.
pub fn note_of<T: Copy>(table: &[NoteRow<T>], code: &str) -> Option<T> {
    table.iter().find(|(_, c, _)| *c == code).map(|(n, ..)| *n)
}

/// The key of the words a person reads for `note` ("" for a note it
/// lacks).
pub fn message_of<T: PartialEq>(table: &[NoteRow<T>], note: &T) -> &'static str {
    table
        .iter()
        .find(|(n, ..)| n == note)
        .map(|(.., m)| *m)
        .unwrap_or("")
}

/// `code`, `from_code` and `message_key` for a note type, read from its
/// table.
#[macro_export]
macro_rules! note_lookups {
    ($note:ty, $table:expr) => {
        impl $note {
            pub fn code(self) -> &'static str {
                $crate::note_table::code_of($table, &self)
            }

            pub fn from_code(code: &str) -> Option<$note> {
                $crate::note_table::note_of($table, code)
            }

            pub fn message_key(self) -> &'static str {
                $crate::note_table::message_of($table, &self)
            }
        }
    };
}
