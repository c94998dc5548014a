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
    /// The element's id, and the attribute of each word on it.
    pub const ELEMENT: &'static str = "scan-words";
    pub const ATTRS: [&'static str; 16] = [
        "data-open",
        "data-title",
        "data-starting",
        "data-looking",
        "data-denied",
        "data-no-camera",
        "data-no-decoder",
        "data-keep",
        "data-count-before",
        "data-count-after",
        "data-added-before",
        "data-added-after",
        "data-unknown-before",
        "data-unknown-after",
        "data-failed",
        "data-close",
    ];

    /// The words from their attributes' values (in `ATTRS`' order).
    pub fn from_values(mut value: impl FnMut(&'static str) -> String) -> ScanWords {
        let [open, title, starting, looking, denied, no_camera, no_decoder, keep, count_before, count_after, added_before, added_after, unknown_before, unknown_after, failed, close] =
            ScanWords::ATTRS.map(&mut value);
        ScanWords {
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
            close,
        }
    }

    /// The words' values in `ATTRS`' order.
    pub fn values(&self) -> [&str; 16] {
        [
            &self.open,
            &self.title,
            &self.starting,
            &self.looking,
            &self.denied,
            &self.no_camera,
            &self.no_decoder,
            &self.keep,
            &self.count_before,
            &self.count_after,
            &self.added_before,
            &self.added_after,
            &self.unknown_before,
            &self.unknown_after,
            &self.failed,
            &self.close,
        ]
    }
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

    #[test]
    fn the_words_read_back_in_their_order() {
        let mut n = 0;
        let w = ScanWords::from_values(|_| {
            n += 1;
            n.to_string()
        });
        let read = ScanWords::from_values({
            let values = w.values().map(str::to_string);
            let mut i = 0;
            move |_| {
                i += 1;
                values[i - 1].clone()
            }
        });
        assert_eq!(read, w);
        assert_eq!(w.open, "1");
        assert_eq!(w.close, "16");
    }
}
