//! The wire format of the few server functions the islands call (`stock`,
//! `suggest`, `bike_models`, `scan_into_list`), and of values the server
//! leaves in the page for an island to read (a model's years, the scan
//! panel's words).
//!
//! Written by hand rather than through a JSON library: the islands then
//! carry no JSON parser, no float formatting and no generic deserializers,
//! which was most of their weight. Every other server function speaks JSON.
//!
//! A message is a sequence of fields, each written as its length in bytes,
//! a colon, and the text itself (`5:CP015` is the text "CP015"), so any text
//! passes unescaped. Numbers are decimal text; an `Option` is a flag field
//! (`0` or `1`) followed by the value when present; a list is its length
//! followed by its items. A struct is its fields in order (`wire_struct!`).
//! A message that does not read exactly (a short field, a bad number,
//! bytes left over) is refused as a whole.

use std::fmt;

use server_fn::{codec::Post, Bytes, ContentType, Decodes, Encodes, Format, FormatType};

/// The encoding of the islands' server functions (request and answer).
pub struct WireEncoding;

/// A `POST` whose body is a wire message, and whose answer is one too.
pub type Wire = Post<WireEncoding>;

impl ContentType for WireEncoding {
    /// Not a "simple" content type, so browsers ask first (CORS preflight)
    /// before another site's page could send one, as with JSON.
    const CONTENT_TYPE: &'static str = "application/x-dealer-desk-wire";
}

impl FormatType for WireEncoding {
    const FORMAT_TYPE: Format = Format::Text;
}

impl<T: WireValue> Encodes<T> for WireEncoding {
    type Error = WireError;

    fn encode(value: &T) -> Result<Bytes, WireError> {
        Ok(Bytes::from(to_wire(value)))
    }
}

impl<T: WireValue> Decodes<T> for WireEncoding {
    type Error = WireError;

    fn decode(bytes: Bytes) -> Result<T, WireError> {
        from_wire(&bytes)
    }
}

/// A message that is not in the wire format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WireError;

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the message is not in the expected form")
    }
}

impl std::error::Error for WireError {}

/// A value that can be written to and read from the wire.
pub trait WireValue: Sized {
    fn put(&self, out: &mut String);
    fn take(from: &mut Reader<'_>) -> Result<Self, WireError>;
}

/// A value as a wire message.
pub fn to_wire<T: WireValue>(value: &T) -> String {
    let mut out = String::new();
    value.put(&mut out);
    out
}

/// Reads a whole message; anything left over makes it wrong.
pub fn from_wire<T: WireValue>(bytes: &[u8]) -> Result<T, WireError> {
    let text = std::str::from_utf8(bytes).map_err(|_| WireError)?;
    let mut reader = Reader { rest: text };
    let value = T::take(&mut reader)?;
    if reader.rest.is_empty() {
        Ok(value)
    } else {
        Err(WireError)
    }
}

/// Where reading a message has got to.
pub struct Reader<'a> {
    rest: &'a str,
}

impl<'a> Reader<'a> {
    /// The next field's text.
    pub fn field(&mut self) -> Result<&'a str, WireError> {
        let colon = self
            .rest
            .bytes()
            .take(20)
            .position(|b| b == b':')
            .ok_or(WireError)?;
        let digits = &self.rest[..colon];
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(WireError);
        }
        let len: usize = digits.parse().map_err(|_| WireError)?;
        let after = &self.rest[colon + 1..];
        let text = after.get(..len).ok_or(WireError)?;
        self.rest = &after[len..];
        Ok(text)
    }

    /// How many bytes are left: no list can have more items than that.
    fn left(&self) -> usize {
        self.rest.len()
    }
}

fn put_field(out: &mut String, text: &str) {
    out.push_str(&text.len().to_string());
    out.push(':');
    out.push_str(text);
}

impl WireValue for String {
    fn put(&self, out: &mut String) {
        put_field(out, self);
    }
    fn take(from: &mut Reader<'_>) -> Result<Self, WireError> {
        from.field().map(str::to_string)
    }
}

impl WireValue for i64 {
    fn put(&self, out: &mut String) {
        put_field(out, &self.to_string());
    }
    fn take(from: &mut Reader<'_>) -> Result<Self, WireError> {
        from.field()?.parse().map_err(|_| WireError)
    }
}

impl WireValue for bool {
    fn put(&self, out: &mut String) {
        put_field(out, if *self { "1" } else { "0" });
    }
    fn take(from: &mut Reader<'_>) -> Result<Self, WireError> {
        match from.field()? {
            "1" => Ok(true),
            "0" => Ok(false),
            _ => Err(WireError),
        }
    }
}

impl<T: WireValue> WireValue for Option<T> {
    fn put(&self, out: &mut String) {
        self.is_some().put(out);
        if let Some(v) = self {
            v.put(out);
        }
    }
    fn take(from: &mut Reader<'_>) -> Result<Self, WireError> {
        if bool::take(from)? {
            T::take(from).map(Some)
        } else {
            Ok(None)
        }
    }
}

impl<T: WireValue> WireValue for Vec<T> {
    fn put(&self, out: &mut String) {
        put_field(out, &self.len().to_string());
        for v in self {
            v.put(out);
        }
    }
    fn take(from: &mut Reader<'_>) -> Result<Self, WireError> {
        let n: usize = from.field()?.parse().map_err(|_| WireError)?;
        // Every item takes at least two bytes ("0:"): a count larger than
        // what is left is a lie, refused before anything is reserved.
        if n > from.left() / 2 {
            return Err(WireError);
        }
        let mut items = Vec::with_capacity(n);
        for _ in 0..n {
            items.push(T::take(from)?);
        }
        Ok(items)
    }
}

/// A struct as its fields in order: `wire_struct!(Pick { id, label });`.
#[macro_export]
macro_rules! wire_struct {
    ($ty:ident { $($field:ident),+ $(,)? }) => {
        impl $crate::wire::WireValue for $ty {
            fn put(&self, out: &mut String) {
                $($crate::wire::WireValue::put(&self.$field, out);)+
            }
            fn take(
                from: &mut $crate::wire::Reader<'_>,
            ) -> Result<Self, $crate::wire::WireError> {
                Ok($ty {
                    $($field: $crate::wire::WireValue::take(from)?,)+
                })
            }
        }
    };
}

mod records {
    use crate::{
        picker::{Pick, PickModel},
        search::Suggestion,
    };

    wire_struct!(Suggestion {
        sku,
        name,
        brand,
        exact
    });
    wire_struct!(Pick { id, label });
    wire_struct!(PickModel { id, label, years });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        picker::{Pick, PickModel},
        search::Suggestion,
    };

    fn round_trip<T: WireValue + PartialEq + fmt::Debug>(v: T) {
        let text = to_wire(&v);
        assert_eq!(from_wire::<T>(text.as_bytes()), Ok(v), "{text}");
    }

    #[test]
    fn fields_are_length_prefixed_so_any_text_passes() {
        assert_eq!(to_wire(&"CP015".to_string()), "5:CP015");
        assert_eq!(to_wire(&vec![1_i64, -20]), "1:21:13:-20");
        for awkward in ["", ":", "3:abc", "a\nb\tc", "Ünïcødé ✓ 🏍", "\"{}\\"] {
            round_trip(awkward.to_string());
        }
        round_trip(Some(Some(String::new())));
        round_trip(None::<String>);
        round_trip(vec![Vec::<i64>::new(), vec![i64::MIN, i64::MAX]]);
    }

    #[test]
    fn the_islands_records_cross_whole() {
        round_trip(vec![Suggestion {
            sku: "A:1".into(),
            name: "Frame slider 12:7".into(),
            brand: Some("R&G".into()),
            exact: true,
        }]);
        round_trip(vec![PickModel {
            id: 7,
            label: "MT-09".into(),
            years: vec![Pick {
                id: 70,
                label: "2021 (RN69)".into(),
            }],
        }]);
    }

    #[test]
    fn a_message_that_does_not_read_exactly_is_refused() {
        for bad in [
            "",
            "5:abc",
            "x:abc",
            ":abc",
            "-1:a",
            "+1:a",
            "3:abcextra",
            "99999999999999999999999:a",
        ] {
            assert_eq!(
                from_wire::<String>(bad.as_bytes()),
                Err(WireError),
                "{bad:?}"
            );
        }
        assert_eq!(from_wire::<String>(b"1:x"), Ok("x".to_string()));
        assert_eq!(from_wire::<i64>(b"3:1.5"), Err(WireError));
        assert_eq!(from_wire::<bool>(b"1:2"), Err(WireError));
        assert_eq!(from_wire::<Option<String>>(b"1:1"), Err(WireError));
        // A count larger than the message could hold reserves nothing.
        assert_eq!(
            from_wire::<Vec<String>>(b"19:9999999999999999999"),
            Err(WireError)
        );
        assert_eq!(from_wire::<Vec<String>>(b"1:3"), Err(WireError));
        // Not UTF-8, or cut inside a character.
        assert_eq!(from_wire::<String>(b"2:\xff\xfe"), Err(WireError));
        assert_eq!(from_wire::<String>("1:é".as_bytes()), Err(WireError));
    }
}
