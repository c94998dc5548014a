//! Readers for fields whose shape changed across the supplier's versions, or
//! that the supplier has been seen to send loosely.
//!
//! `category` was once a string (or null) and is now an object; `stock` was
//! once missing or a bare count. Both shapes must read, or the portal breaks
//! on the first supplier still serving the older one. Numbers may arrive as
//! numeric text and ids as null; list fields may hold a stray null. Each
//! reader accepts what can be read without guessing and rejects the rest with
//! serde's usual message, so the caller can say which field failed. Nothing
//! here may depend on server-only crates: it is compiled into the wasm.

use std::fmt;

use serde::{
    de::{self, IgnoredAny, MapAccess, SeqAccess, Visitor},
    Deserialize, Deserializer,
};

use super::{Brand, Category, Stock};

#[derive(Deserialize)]
#[serde(untagged)]
enum CategoryShape {
    Object(Category),
    Name(String),
}

pub fn category<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Category>, D::Error> {
    Ok(match Option::<CategoryShape>::deserialize(d)? {
        None => None,
        Some(CategoryShape::Object(c)) => Some(c),
        Some(CategoryShape::Name(name)) => Some(Category {
            id: 0,
            name: Some(name),
            ..Category::default()
        }),
    })
}

/// `stock` on a product: an object, a bare count (older versions), or null.
/// The bare-count shape is read by `Stock` itself (see `StockWire`).
pub fn stock<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Stock>, D::Error> {
    Option::<Stock>::deserialize(d)
}

/// The fields of a stock object, as sent.
#[derive(Default, Deserialize)]
#[serde(default)]
pub(super) struct StockFields {
    #[serde(deserialize_with = "opt_text")]
    sku: Option<String>,
    #[serde(deserialize_with = "opt_int")]
    count: Option<i64>,
    #[serde(deserialize_with = "opt_text")]
    error: Option<String>,
}

/// Every shape of stock the supplier has sent: an object, or a bare count.
#[derive(Deserialize)]
#[serde(untagged)]
pub(super) enum StockWire {
    Object(StockFields),
    Count(#[serde(deserialize_with = "opt_int")] Option<i64>),
}

impl From<StockWire> for Stock {
    fn from(w: StockWire) -> Stock {
        match w {
            StockWire::Object(f) => Stock {
                sku: f.sku,
                count: f.count,
                error: f.error,
            },
            StockWire::Count(count) => Stock {
                count,
                ..Stock::default()
            },
        }
    }
}

/// A brand as sent: a logo may come as `logo` or `image` (or both).
#[derive(Default, Deserialize)]
#[serde(default)]
pub(super) struct BrandWire {
    #[serde(deserialize_with = "id")]
    id: i64,
    #[serde(deserialize_with = "opt_text")]
    name: Option<String>,
    #[serde(deserialize_with = "super::urls::http_url")]
    logo: Option<String>,
    #[serde(deserialize_with = "super::urls::http_url")]
    image: Option<String>,
}

impl From<BrandWire> for Brand {
    fn from(w: BrandWire) -> Brand {
        Brand {
            id: w.id,
            name: w.name,
            logo: w.logo.or(w.image),
        }
    }
}

/// A number that may come as a JSON number, numeric text or null.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Num {
    Int(i64),
    Float(f64),
    Null,
}

struct NumVisitor;

impl<'de> Visitor<'de> for NumVisitor {
    type Value = Num;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a number, numeric text or null")
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Num, E> {
        Ok(Num::Int(v))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Num, E> {
        i64::try_from(v)
            .map(Num::Int)
            .map_err(|_| E::custom(format!("number {v} is too large")))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Num, E> {
        Ok(Num::Float(v))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Num, E> {
        let t = v.trim();
        if t.is_empty() {
            return Ok(Num::Null);
        }
        if let Ok(i) = t.parse::<i64>() {
            return Ok(Num::Int(i));
        }
        match t.parse::<f64>() {
            Ok(f) if f.is_finite() => Ok(Num::Float(f)),
            _ => Err(E::invalid_value(de::Unexpected::Str(v), &self)),
        }
    }
    fn visit_unit<E: de::Error>(self) -> Result<Num, E> {
        Ok(Num::Null)
    }
    fn visit_none<E: de::Error>(self) -> Result<Num, E> {
        Ok(Num::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Num, D::Error> {
        d.deserialize_any(NumVisitor)
    }
}

fn whole<E: de::Error>(f: f64) -> Result<i64, E> {
    if f.is_finite() && f.fract() == 0.0 && f.abs() < 9.0e15 {
        Ok(f as i64)
    } else {
        Err(E::custom(format!("{f} is not a whole number")))
    }
}

/// An integer id: null reads as 0 (the interface never makes ids null, but a
/// record is worth more than its id), numeric text is read.
pub fn id<'de, D: Deserializer<'de>>(d: D) -> Result<i64, D::Error> {
    Ok(int_or_null(d)?.unwrap_or(0))
}

/// An optional integer (e.g. a stock count): null, a number or numeric text.
pub fn opt_int<'de, D: Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
    int_or_null(d)
}

fn int_or_null<'de, D: Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
    match d.deserialize_any(NumVisitor)? {
        Num::Int(i) => Ok(Some(i)),
        Num::Float(f) => whole(f).map(Some),
        Num::Null => Ok(None),
    }
}

/// An optional amount (price, weight): null, a number or numeric text.
pub fn opt_f64<'de, D: Deserializer<'de>>(d: D) -> Result<Option<f64>, D::Error> {
    Ok(match d.deserialize_any(NumVisitor)? {
        Num::Int(i) => Some(i as f64),
        Num::Float(f) => Some(f),
        Num::Null => None,
    })
}

struct TextVisitor;

impl<'de> Visitor<'de> for TextVisitor {
    type Value = Option<String>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("text, a number or null")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Ok(Some(v.to_string()))
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<Self::Value, E> {
        Ok(Some(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
        Ok(Some(v.to_string()))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
        Ok(Some(v.to_string()))
    }
    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(None)
    }
    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(None)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(TextVisitor)
    }
}

/// Optional text that may have been sent as a number (SKUs and EANs are
/// often all digits).
pub fn opt_text<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    d.deserialize_any(TextVisitor)
}

/// One element of a list of text: text or a number is kept; null, a bool, an
/// object or a list is dropped (a stray null must not lose the whole list).
struct LooseText(Option<String>);

struct LooseTextVisitor;

impl<'de> Visitor<'de> for LooseTextVisitor {
    type Value = LooseText;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any value")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<LooseText, E> {
        Ok(LooseText(Some(v.to_string())))
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<LooseText, E> {
        Ok(LooseText(Some(v)))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<LooseText, E> {
        Ok(LooseText(Some(v.to_string())))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<LooseText, E> {
        Ok(LooseText(Some(v.to_string())))
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<LooseText, E> {
        Ok(LooseText(None))
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<LooseText, E> {
        Ok(LooseText(None))
    }
    fn visit_unit<E: de::Error>(self) -> Result<LooseText, E> {
        Ok(LooseText(None))
    }
    fn visit_none<E: de::Error>(self) -> Result<LooseText, E> {
        Ok(LooseText(None))
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<LooseText, D::Error> {
        d.deserialize_any(LooseTextVisitor)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<LooseText, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(LooseText(None))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<LooseText, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(LooseText(None))
    }
}

impl<'de> Deserialize<'de> for LooseText {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(LooseTextVisitor)
    }
}

struct StringsVisitor;

impl<'de> Visitor<'de> for StringsVisitor {
    type Value = Option<Vec<String>>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of text, one text, or null")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut out = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(64));
        while let Some(LooseText(item)) = seq.next_element::<LooseText>()? {
            out.extend(item);
        }
        Ok(Some(out))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        Ok(Some(vec![v.to_string()]))
    }
    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(None)
    }
    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(None)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_any(StringsVisitor)
    }
}

/// A list of text (image URLs): null, a list (stray non-text items dropped),
/// or one bare text.
pub fn strings<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<String>>, D::Error> {
    d.deserialize_any(StringsVisitor)
}
