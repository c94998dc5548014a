//! Scanning with a camera: the scan panel's words (written into the page by
//! the server, read back by the `ScanButton` island, which holds no
//! translations) and what a code scanned into the open list answers.

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

/// The scan panel's words in the page's language.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ScanWords {
    /// The button that opens the camera ("Scan").
    pub open: String,
    /// The panel's name ("Scan a barcode").
    pub title: String,
    /// While the camera starts.
    pub starting: String,
    /// While it looks for a code.
    pub looking: String,
    /// The camera refused, or none.
    pub denied: String,
    pub no_camera: String,
    /// Neither the browser nor the decoder can read codes.
    pub no_decoder: String,
    /// The continuous mode's switch.
    pub keep: String,
    /// Around the number of parts scanned in continuous mode.
    pub count_before: String,
    pub count_after: String,
    /// Around the SKU a scan added.
    pub added_before: String,
    pub added_after: String,
    /// Around a code no part has.
    pub unknown_before: String,
    pub unknown_after: String,
    /// A scan the list could not take (busy, no list).
    pub failed: String,
    /// The button that closes the panel.
    pub close: String,
}

impl ScanWords {
    /// The element the server writes them into (all in one attribute,
    /// `data-words`, as a wire message).
    pub const ELEMENT: &'static str = "scan-words";
}

crate::wire_struct!(ScanWords {
    open,
    title,
    starting,
    looking,
    denied,
    no_camera,
    no_decoder,
    keep,
    count_before,
    count_after,
    added_before,
    added_after,
    unknown_before,
    unknown_after,
    failed,
    close
});

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

    #[test]
    fn the_words_go_through_the_page_unchanged() {
        let words = ScanWords {
            open: "Scannen".into(),
            count_before: "Gescannt: ".into(),
            unknown_after: "\"<b>".into(),
            close: "Fertig".into(),
            ..ScanWords::default()
        };
        let written = crate::model::wire::to_wire(&words);
        let read: ScanWords = crate::model::wire::from_wire(written.as_bytes()).unwrap();
        assert_eq!(read, words);
    }
}
