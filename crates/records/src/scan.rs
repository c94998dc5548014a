//! Scanning with a camera: what a code read is, and what a code scanned
//! into the open list answers.

/// A part a scanned code added to the list open at the counter.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ScannedPart {
    pub sku: String,
    /// Its name, when the catalogue gives one.
    pub name: Option<String>,
}

crate::wire_struct!(ScannedPart { sku, name });

/// Whether `code` is a sensible thing for a camera to have read: printable,
/// without spaces, at most 48 characters (an EAN-13 is 13, a Code 128 of a
/// SKU about 20). Anything else is a misread, dropped before it is asked
/// about.
pub fn is_scanned_code(code: &str) -> bool {
    !code.is_empty() && code.chars().count() <= 48 && code.chars().all(|c| c.is_ascii_graphic())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_printable_short_and_without_spaces() {
        assert!(is_scanned_code("5012345678900"));
        assert!(is_scanned_code("CP0151BL"));
        assert!(is_scanned_code("BRK-2231-A"));
        assert!(!is_scanned_code(""));
        assert!(!is_scanned_code("CP 0151"));
        assert!(!is_scanned_code("CP0151\u{0}"));
        assert!(!is_scanned_code("Ä1234"));
        assert!(!is_scanned_code(&"A".repeat(49)));
    }
}
