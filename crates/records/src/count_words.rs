//! Words with a count in them, for an island to write as a count changes:
//! the server writes them in the page's language into an attribute, the
//! island reads them back and puts the number in. No translations travel
//! in the wasm, only these few strings.
//!
//! A count's words are kept for 0, for 1 and for any more: every language
//! the portal speaks says a whole count of 2 or more as it says 2 (French
//! says 0 as it says 1, the others as they say 2).

/// Where the number goes in a count's words.
pub const NUMBER: &str = "\u{E001}";
/// Where a second value (a typed text, a limit) goes.
pub const VALUE: &str = "\u{E002}";
/// Between the forms in the attribute.
const SEPARATOR: char = '\u{E003}';

/// A count's words for 0, for 1 and for more, each with `NUMBER` where the
/// number goes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CountWords {
    pub zero: String,
    pub one: String,
    pub more: String,
}

impl CountWords {
    /// From a message written for a count (`say(2)`: "2 SKUs"): the count's
    /// digits, the same in every language here, become `NUMBER`.
    pub fn from_message(say: impl Fn(i64) -> String) -> CountWords {
        let marked = |n: i64| say(n).replacen(&n.to_string(), NUMBER, 1);
        CountWords {
            zero: marked(0),
            one: marked(1),
            more: marked(2),
        }
    }

    /// The same words with `value` where `VALUE` was.
    pub fn with_value(self, value: &str) -> CountWords {
        CountWords {
            zero: self.zero.replace(VALUE, value),
            one: self.one.replace(VALUE, value),
            more: self.more.replace(VALUE, value),
        }
    }

    /// The three forms in one attribute value.
    pub fn to_attr(&self) -> String {
        let mut out = String::with_capacity(self.zero.len() + self.one.len() + self.more.len() + 6);
        out.push_str(&self.zero);
        out.push(SEPARATOR);
        out.push_str(&self.one);
        out.push(SEPARATOR);
        out.push_str(&self.more);
        out
    }

    /// Reads what `to_attr` wrote; missing forms are empty.
    pub fn from_attr(attr: &str) -> CountWords {
        let mut forms = attr.split(SEPARATOR).map(str::to_string);
        CountWords {
            zero: forms.next().unwrap_or_default(),
            one: forms.next().unwrap_or_default(),
            more: forms.next().unwrap_or_default(),
        }
    }

    /// The words for `n`, with `number` (the count as the page writes it)
    /// in its place.
    pub fn say(&self, n: usize, number: &str) -> String {
        let form = match n {
            0 => &self.zero,
            1 => &self.one,
            _ => &self.more,
        };
        form.replace(NUMBER, number)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_forms_go_through_an_attribute_and_take_their_number() {
        let words = CountWords::from_message(|n| {
            if n == 1 {
                format!("{n} SKU")
            } else {
                format!("{n} SKUs")
            }
        });
        assert_eq!(words.one, [NUMBER, " SKU"].concat());
        let read = CountWords::from_attr(&words.to_attr());
        assert_eq!(read, words);
        assert_eq!(read.say(0, "0"), "0 SKUs");
        assert_eq!(read.say(1, "1"), "1 SKU");
        assert_eq!(read.say(1500, "1,500"), "1,500 SKUs");
        assert_eq!(CountWords::from_attr("").say(3, "3"), "");
    }
}
