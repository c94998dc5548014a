//! The interface's words: one Fluent file per language (`crates/shop/locales`),
//! compiled into the binary and read when the server starts.
//!
//! A message is found by its key in the page's language, else in English
//! (a translation still being written), else the key itself is shown: a
//! page never fails for a word. The tests in `checks` keep every language's
//! keys and placeholders the same as English's, and every key in use.

use fluent_bundle::{concurrent::FluentBundle, FluentArgs, FluentResource, FluentValue};
use intl_memoizer::{concurrent::IntlLangMemoizer, Memoizable};
use rustc_hash::FxHashMap;
use unic_langid::LanguageIdentifier;

use super::formats::Counts;
use crate::model::lang::Lang;

/// A language's Fluent source, as a translator edits it.
pub fn source(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../../locales/en.ftl"),
        Lang::De => include_str!("../../locales/de.ftl"),
        Lang::Fr => include_str!("../../locales/fr.ftl"),
        Lang::Nl => include_str!("../../locales/nl.ftl"),
        Lang::Es => include_str!("../../locales/es.ftl"),
    }
}

/// A Fluent file that does not parse, or that says one key twice.
#[derive(Debug, thiserror::Error)]
#[error("the {lang} translations do not read: {detail}")]
pub struct BadTranslations {
    pub lang: &'static str,
    pub detail: String,
}

/// One language's messages.
pub struct Messages {
    bundle: FluentBundle<FluentResource>,
    /// The messages without placeholders or choices, written once at
    /// start: most of a page's words, each then a lookup.
    plain: FxHashMap<String, String>,
    /// The messages of text and placeholders alone (no choice), cut into
    /// their pieces at start: filled without Fluent.
    templates: FxHashMap<String, Template>,
    /// Whole numbers in placeholders, grouped as Fluent's formatter
    /// here groups them (`grouped`).
    counts: Counts,
}

/// A message of text and placeholders only.
#[derive(Debug)]
struct Template {
    /// In order.
    pieces: Vec<Piece>,
    /// The length of its text, without the placeholders' values.
    text_len: usize,
}

#[derive(Debug)]
enum Piece {
    Text(String),
    /// A placeholder, by its name.
    Value(String),
}

impl Template {
    /// The message's pieces, when it is text and placeholders alone.
    fn of(value: Option<&fluent_syntax::ast::Pattern<&str>>) -> Option<Template> {
        use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
        let mut pieces = vec![];
        for element in &value?.elements {
            pieces.push(match element {
                PatternElement::TextElement { value } => Piece::Text(value.to_string()),
                PatternElement::Placeable {
                    expression: Expression::Inline(InlineExpression::VariableReference { id }),
                } => Piece::Value(id.name.to_string()),
                _ => return None,
            });
        }
        let text_len = pieces
            .iter()
            .map(|p| match p {
                Piece::Text(t) => t.len(),
                Piece::Value(_) => 0,
            })
            .sum();
        Some(Template { pieces, text_len })
    }

    /// The message with `args` in its placeholders, as Fluent writes it;
    /// `None` (Fluent writes it) when a value is missing or is a number
    /// other than a whole one.
    fn fill(&self, args: &FluentArgs, counts: &Counts) -> Option<String> {
        let mut out = String::with_capacity(self.text_len + 32);
        for piece in &self.pieces {
            match piece {
                Piece::Text(text) => out.push_str(text),
                Piece::Value(name) => match args.get(name.as_str())? {
                    FluentValue::String(text) => out.push_str(text),
                    FluentValue::Number(n) => out.push_str(&whole(n.value, counts)?),
                    _ => return None,
                },
            }
        }
        Some(out)
    }
}

impl std::fmt::Debug for Messages {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Messages").finish_non_exhaustive()
    }
}

impl Messages {
    pub fn new(lang: Lang) -> Result<Messages, BadTranslations> {
        let bad = |detail: String| BadTranslations {
            lang: lang.code(),
            detail,
        };
        let resource = FluentResource::try_new(source(lang).to_string())
            .map_err(|(_, errors)| bad(format!("{errors:?}")))?;
        let id: LanguageIdentifier = lang.locale().parse().map_err(|e| bad(format!("{e}")))?;
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Placeholders are not wrapped in direction marks: every language
        // here is written left to right, and the marks would reach exports
        // and the customer copy as invisible characters.
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(grouped));
        let mut ids = vec![];
        let mut templates = FxHashMap::default();
        for entry in resource.entries() {
            let fluent_syntax::ast::Entry::Message(m) = entry else {
                continue;
            };
            if is_plain(m.value.as_ref()) {
                ids.push(m.id.name.to_string());
            } else if let Some(template) = Template::of(m.value.as_ref()) {
                templates.insert(m.id.name.to_string(), template);
            }
        }
        let counts = Counts::new(lang).map_err(|e| bad(e.to_string()))?;
        bundle
            .add_resource(resource)
            .map_err(|errors| bad(format!("{errors:?}")))?;
        let mut messages = Messages {
            bundle,
            plain: Default::default(),
            templates,
            counts,
        };
        for id in ids {
            if let Some(text) = messages.formatted(&id, None) {
                messages.plain.insert(id, text);
            }
        }
        Ok(messages)
    }

    /// The message `key` with `args`; `None` when this language has no
    /// such message.
    pub fn get(&self, key: &str, args: Option<&FluentArgs>) -> Option<String> {
        if let Some(text) = self.plain.get(key) {
            return Some(text.clone());
        }
        let filled = match (self.templates.get(key), args) {
            (Some(template), Some(args)) => template.fill(args, &self.counts),
            _ => None,
        };
        filled.or_else(|| self.formatted(key, args))
    }

    /// The message `key` as Fluent writes it with `args`.
    pub(super) fn formatted(&self, key: &str, args: Option<&FluentArgs>) -> Option<String> {
        let message = self.bundle.get_message(key)?;
        let pattern = message.value()?;
        let mut errors = vec![];
        let text = self.bundle.format_pattern(pattern, args, &mut errors);
        Some(text.into_owned())
    }

    /// Whether this language has the message `key`.
    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key)
    }
}

/// Whether a message is text alone: no placeholder, no choice.
fn is_plain(value: Option<&fluent_syntax::ast::Pattern<&str>>) -> bool {
    value.is_some_and(|p| {
        p.elements
            .iter()
            .all(|e| matches!(e, fluent_syntax::ast::PatternElement::TextElement { .. }))
    })
}

/// The language's grouping for whole numbers inside messages ("5.000
/// Produkte"); other numbers are left to Fluent.
fn grouped(value: &FluentValue, memo: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    memo.with_try_get::<Counts, _, _>((), |c| whole(n.value, c))
        .ok()
        .flatten()
}

/// A whole number grouped in the language's way; `None` for any other.
fn whole(n: f64, counts: &Counts) -> Option<String> {
    if n.fract() != 0.0 || n.abs() > 1e15 {
        return None;
    }
    Some(counts.format(n as i64))
}

/// Made once per language by Fluent's memoizer.
impl Memoizable for Counts {
    type Args = ();
    type Error = ();

    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Self, ()> {
        let lang = Lang::parse(lang.language.as_str()).ok_or(())?;
        Counts::new(lang).map_err(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every message filled without Fluent reads exactly as Fluent writes
    /// it, with texts and with counts (grouped) in its placeholders.
    #[test]
    fn a_template_fills_as_fluent_does() {
        let mut filled = 0;
        for lang in Lang::ALL {
            let messages = Messages::new(lang).expect("the language loads");
            assert!(
                messages.templates.len() > 50,
                "{lang:?}: {} templates",
                messages.templates.len()
            );
            for (key, template) in &messages.templates {
                let names: Vec<&str> = template
                    .pieces
                    .iter()
                    .filter_map(|p| match p {
                        Piece::Value(name) => Some(name.as_str()),
                        Piece::Text(_) => None,
                    })
                    .collect();
                for sample in [0, 1, 2, 12345] {
                    let mut args = FluentArgs::new();
                    for (i, name) in names.iter().enumerate() {
                        if i % 2 == 0 {
                            args.set(*name, sample);
                        } else {
                            args.set(*name, format!("«{name} {sample}»"));
                        }
                    }
                    let ours = template.fill(&args, &messages.counts);
                    assert_eq!(ours, messages.formatted(key, Some(&args)), "{lang:?} {key}");
                    filled += 1;
                }
            }
        }
        assert!(filled > 1000, "{filled}");
    }

    /// A missing value or a number that is not whole is left to Fluent.
    #[test]
    fn a_template_leaves_what_it_cannot_fill_to_fluent() {
        let messages = Messages::new(Lang::De).expect("German loads");
        let stock = &messages.templates["stock-in"];
        let mut args = FluentArgs::new();
        assert_eq!(stock.fill(&args, &messages.counts), None);
        args.set("count", 1.5);
        assert_eq!(stock.fill(&args, &messages.counts), None);
        assert_eq!(
            messages.get("stock-in", Some(&args)),
            messages.formatted("stock-in", Some(&args))
        );
        args.set("count", 5000);
        assert_eq!(
            messages.get("stock-in", Some(&args)).as_deref(),
            Some("Auf Lager (5.000)")
        );
    }
}
