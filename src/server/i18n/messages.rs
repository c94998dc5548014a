//! The interface's words: one Fluent file per language (`src/locales`),
//! compiled into the binary and read when the server starts.
//!
//! A message is found by its key in the page's language, else in English
//! (a translation still being written), else the key itself is shown: a
//! page never fails for a word. The tests in `checks` keep every language's
//! keys and placeholders the same as English's, and every key in use.

use fluent_bundle::{concurrent::FluentBundle, FluentArgs, FluentResource, FluentValue};
use intl_memoizer::{concurrent::IntlLangMemoizer, Memoizable};
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
    plain: std::collections::HashMap<String, String>,
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
        let ids: Vec<String> = resource
            .entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) if is_plain(m.value.as_ref()) => {
                    Some(m.id.name.to_string())
                }
                _ => None,
            })
            .collect();
        bundle
            .add_resource(resource)
            .map_err(|errors| bad(format!("{errors:?}")))?;
        let mut messages = Messages {
            bundle,
            plain: Default::default(),
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
        self.formatted(key, args)
    }

    /// The message `key` as Fluent writes it with `args`.
    fn formatted(&self, key: &str, args: Option<&FluentArgs>) -> Option<String> {
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
    let whole = n.value;
    if whole.fract() != 0.0 || whole.abs() > 1e15 {
        return None;
    }
    memo.with_try_get::<Counts, _, _>((), |c| c.format(whole as i64))
        .ok()
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
