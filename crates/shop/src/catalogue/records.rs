//! A JSON list read as it arrives: each element is read into a record as
//! soon as its text is whole, so a long answer (a category of a
//! distributor's catalogue runs to hundreds of megabytes) is never held as
//! text or as one JSON tree. The most text held at once is one element.
//!
//! The rules are `decode::list`'s: an element that cannot be read as a
//! record is left out and counted; text that is not a JSON list (or is cut
//! short) fails the whole answer. Limits: each element's text, and the
//! answer's whole length.

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::{
    client::{Reader, Refused},
    decode::{self, Decoded},
    paths::Endpoint,
};
use crate::model::AppError;

/// A whole body that must be a JSON list of records.
pub fn list<T: DeserializeOwned>(endpoint: Endpoint, body: &[u8]) -> Result<Decoded<T>, AppError> {
    let mut r = Records::new(endpoint, usize::MAX, usize::MAX);
    r.push(body).and_then(|()| r.end()).map_err(|_| {
        tracing::warn!(
            endpoint = endpoint.label(),
            bytes = body.len(),
            "supplier body is not JSON, or not a JSON list where a list is due"
        );
        AppError::BadResponse
    })
}

/// Where the reader is in the list's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum At {
    /// Before the opening `[`.
    Start,
    /// After `[` (`first`) or after a `,`: an element is due.
    Due { first: bool },
    /// Inside an element: its bracket depth, and whether in a string.
    In {
        depth: u32,
        string: bool,
        escaped: bool,
    },
    /// After an element: a `,` or the closing `]` is due.
    After,
    /// After the closing `]`: only white space may follow.
    End,
}

/// Reads a JSON list of records piece by piece.
pub struct Records<T> {
    endpoint: Endpoint,
    at: At,
    /// The text of the element being read.
    element: Vec<u8>,
    max_element: usize,
    max_total: usize,
    total: usize,
    index: usize,
    read: Decoded<T>,
}

fn space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

impl<T: DeserializeOwned> Records<T> {
    /// A reader refusing an element over `max_element` bytes or an answer
    /// over `max_total`.
    pub fn new(endpoint: Endpoint, max_element: usize, max_total: usize) -> Self {
        Records {
            endpoint,
            at: At::Start,
            element: Vec::new(),
            max_element,
            max_total,
            total: 0,
            index: 0,
            read: Decoded {
                items: Vec::new(),
                skipped: 0,
            },
        }
    }

    /// Reads the next piece of the text.
    pub fn push(&mut self, piece: &[u8]) -> Result<(), Refused> {
        self.total += piece.len();
        if self.total > self.max_total {
            return Err(Refused::TooLarge);
        }
        // `from`: where the current element's text starts in this piece.
        let mut from = 0;
        let mut i = 0;
        while i < piece.len() {
            let b = piece[i];
            match self.at {
                At::In {
                    depth,
                    string,
                    escaped,
                } => {
                    if let Some(end) = self.step(depth, string, escaped, b) {
                        // The element ends before this byte or with it.
                        let upto = if end { i + 1 } else { i };
                        self.keep(&piece[from..upto])?;
                        self.element_done()?;
                        if !end {
                            continue;
                        }
                    }
                }
                _ if space(b) => {}
                At::Start if b == b'[' => self.at = At::Due { first: true },
                At::Due { first: true } if b == b']' => self.at = At::End,
                At::Due { .. } if b != b']' && b != b',' => {
                    from = i;
                    self.at = At::In {
                        depth: 0,
                        string: false,
                        escaped: false,
                    };
                    continue;
                }
                At::After if b == b',' => self.at = At::Due { first: false },
                At::After if b == b']' => self.at = At::End,
                _ => return Err(Refused::Unreadable),
            }
            i += 1;
        }
        if let At::In { .. } = self.at {
            self.keep(&piece[from..])?;
        }
        Ok(())
    }

    /// One byte inside an element: the new state, and `Some(true)` when the
    /// element ends with this byte, `Some(false)` when it ended before it.
    fn step(&mut self, depth: u32, string: bool, escaped: bool, b: u8) -> Option<bool> {
        let (depth, string, escaped, ends) = match (string, escaped, b) {
            (true, true, _) => (depth, true, false, None),
            (true, false, b'\\') => (depth, true, true, None),
            (true, false, b'"') => (depth, false, false, None),
            (true, false, _) => (depth, true, false, None),
            (false, _, b'"') => (depth, true, false, None),
            (false, _, b'{' | b'[') => (depth + 1, false, false, None),
            // A closing bracket at depth 0 is the list's own.
            (false, _, b'}' | b']') if depth == 0 => (0, false, false, Some(false)),
            (false, _, b'}' | b']') => (depth - 1, false, false, (depth == 1).then_some(true)),
            (false, _, b) if depth == 0 && (b == b',' || space(b)) => {
                (0, false, false, Some(false))
            }
            _ => (depth, false, false, None),
        };
        self.at = At::In {
            depth,
            string,
            escaped,
        };
        ends
    }

    fn keep(&mut self, text: &[u8]) -> Result<(), Refused> {
        if self.element.len() + text.len() > self.max_element {
            return Err(Refused::TooLarge);
        }
        self.element.extend_from_slice(text);
        Ok(())
    }

    /// An element's text is whole: read it as a record, or leave it out.
    fn element_done(&mut self) -> Result<(), Refused> {
        let v: Value = serde_json::from_slice(&self.element).map_err(|_| Refused::Unreadable)?;
        decode::take_record(self.endpoint, self.index, v, &mut self.read);
        self.index += 1;
        self.element.clear();
        // One huge element should not keep its buffer for the rest.
        if self.element.capacity() > 1 << 20 {
            self.element = Vec::new();
        }
        self.at = At::After;
        Ok(())
    }

    /// The text has ended: the records, if the list was whole.
    pub fn end(self) -> Result<Decoded<T>, Refused> {
        match self.at {
            At::End => Ok(self.read),
            _ => Err(Refused::Unreadable),
        }
    }
}

impl<T: DeserializeOwned> Reader for Records<T> {
    type Out = Decoded<T>;

    fn limit(&self) -> usize {
        self.max_total
    }

    fn take(&mut self, piece: &[u8]) -> Result<(), Refused> {
        self.push(piece)
    }

    fn finish(self) -> Result<Decoded<T>, Refused> {
        self.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Product;

    fn read_in(pieces: &[&[u8]]) -> Result<Decoded<Product>, Refused> {
        let mut r = Records::<Product>::new(Endpoint::Search, 1 << 20, 1 << 30);
        for p in pieces {
            r.take(p)?;
        }
        r.finish()
    }

    fn skus(d: &Decoded<Product>) -> Vec<String> {
        d.items.iter().map(|p| p.sku_str().to_string()).collect()
    }

    #[test]
    fn a_list_reads_the_same_cut_anywhere() {
        let text: &[u8] = br#" [ {"sku":"A","name":"Lever \"short\" ]},[","sitePrice":1},
            {"sku":"B","bikes":[{"id":"x"}]} , 7 ,"text", {"sku":"C","bikes":[],"more":{"a":[1,{}]}} ]
        "#;
        let whole = read_in(&[text]).unwrap();
        assert_eq!(skus(&whole), ["A", "C"]);
        assert_eq!(whole.skipped, 3);
        assert_eq!(whole.items[0].name.as_deref(), Some("Lever \"short\" ]},["));
        for cut in 0..text.len() {
            let d = read_in(&[&text[..cut], &text[cut..]]).unwrap();
            assert_eq!((skus(&d), d.skipped), (skus(&whole), 3), "cut at {cut}");
        }
        let bytes: Vec<&[u8]> = text.chunks(1).collect();
        assert_eq!(skus(&read_in(&bytes).unwrap()), ["A", "C"]);
    }

    #[test]
    fn a_whole_body_of_the_wrong_shape_is_a_bad_response() {
        let d: Decoded<Product> = list(Endpoint::Search, br#"[{"sku":"A"},7]"#).unwrap();
        assert_eq!((skus(&d), d.skipped), (vec!["A".to_string()], 1));
        for bad in [&br#"{"items":[]}"#[..], b"<html>", b""] {
            assert_eq!(
                list::<Product>(Endpoint::Search, bad).unwrap_err(),
                AppError::BadResponse
            );
        }
    }

    #[test]
    fn empty_lists_and_scalars_read() {
        assert!(read_in(&[b"[]"]).unwrap().items.is_empty());
        assert!(read_in(&[b" [ \n ] \n"]).unwrap().items.is_empty());
        let d = read_in(&[b"[1,true,null,\"x\"]"]).unwrap();
        assert_eq!((d.items.len(), d.skipped), (0, 4));
    }

    #[test]
    fn text_that_is_not_a_whole_list_is_unreadable() {
        for bad in [
            &b""[..],
            b"{\"items\":[]}",
            b"<html>",
            b"[{\"sku\":\"A\"}",
            b"[{\"sku\":\"A\"},]",
            b"[,{\"sku\":\"A\"}]",
            b"[{\"sku\":\"A\"}] x",
            b"[{\"sku\":\"A\"]}",
            b"[{\"sku\":\"A\" \"name\":1}]",
            b"[tru]",
        ] {
            assert!(
                matches!(read_in(&[bad]), Err(Refused::Unreadable)),
                "{}",
                String::from_utf8_lossy(bad)
            );
        }
    }

    #[test]
    fn limits_hold_for_an_element_and_for_the_answer() {
        let mut r = Records::<Product>::new(Endpoint::Search, 16, 1 << 20);
        assert!(r.take(br#"[{"sku":"A"},"#).is_ok());
        assert!(matches!(
            r.take(br#"{"sku":"BBBBBBBBBBBBBBBBB"}]"#),
            Err(Refused::TooLarge)
        ));
        let mut r = Records::<Product>::new(Endpoint::Search, 1 << 20, 20);
        assert!(r.take(br#"[{"sku":"A"},"#).is_ok());
        assert!(matches!(r.take(br#"{"sku":"B"}]"#), Err(Refused::TooLarge)));
    }
}
