//! The interface in the person's language: its words (`messages`, from the
//! Fluent files in `crates/shop/locales`) and its formats (`formats`: numbers,
//! money, dates). Both are made once when the server starts, for every
//! language, and handed to each page through `components::i18n`.

pub mod formats;
pub mod messages;
pub mod words;

#[cfg(test)]
mod checks;

use std::{
    any::{Any, TypeId},
    collections::HashMap,
    sync::{Arc, RwLock},
};

use fluent_bundle::{FluentArgs, FluentValue};

use crate::model::lang::Lang;
use formats::Formats;
use messages::Messages;

/// One language's words and formats.
#[derive(Debug)]
pub struct Language {
    pub messages: Messages,
    pub formats: Formats,
}

/// Every language the interface speaks.
#[derive(Debug)]
pub struct Locales {
    /// In `Lang::ALL`'s order.
    langs: Vec<Language>,
    /// Every message comes back marked `⟦…⟧` (`Locales::marked`).
    marked: bool,
    /// Words made from messages that are the same on every page in one
    /// language (`Locales::kept`).
    kept: KeptWords,
}

/// What `Locales::kept` made, by language, name and type: a few entries per
/// language, each made on the first page that asks for it.
#[derive(Debug, Default)]
struct KeptWords(RwLock<HashMap<KeptKey, Arc<dyn Any + Send + Sync>>>);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct KeptKey {
    lang: Lang,
    name: &'static str,
    kind: TypeId,
}

/// What `Locales::marked` puts around every message.
pub const MARK_OPEN: char = '⟦';
pub const MARK_CLOSE: char = '⟧';

/// Why the languages could not be read (a build with a broken Fluent file
/// or without CLDR's data): the server does not start.
#[derive(Debug, thiserror::Error)]
pub enum LocalesError {
    #[error(transparent)]
    Messages(#[from] messages::BadTranslations),
    #[error(transparent)]
    Formats(#[from] formats::MissingFormats),
}

impl Locales {
    pub fn load() -> Result<Locales, LocalesError> {
        let mut langs = Vec::with_capacity(Lang::ALL.len());
        for lang in Lang::ALL {
            langs.push(Language {
                messages: Messages::new(lang)?,
                formats: Formats::new(lang)?,
            });
        }
        Ok(Locales {
            langs,
            marked: false,
            kept: KeptWords::default(),
        })
    }

    /// Every language, each message marked `⟦…⟧`: a page rendered with
    /// these shows which of its words came from the translations, and so
    /// which did not (the test that finds untranslated text).
    pub fn marked() -> Result<Locales, LocalesError> {
        Ok(Locales {
            marked: true,
            ..Locales::load()?
        })
    }

    /// No language at all: every message is its key, and numbers are
    /// written plainly. Only for a render outside any portal whose
    /// languages did not load.
    pub fn none() -> Locales {
        Locales {
            langs: vec![],
            marked: false,
            kept: KeptWords::default(),
        }
    }

    pub fn get(&self, lang: Lang) -> Option<&Language> {
        let i = Lang::ALL.iter().position(|l| *l == lang)?;
        self.langs.get(i)
    }

    pub fn formats(&self, lang: Lang) -> Option<&Formats> {
        self.get(lang).map(|l| &l.formats)
    }

    /// The message `key` in `lang` with text placeholders (`args`: each
    /// placeholder's name and value), for what the server writes outside
    /// a page (a list's name, an email).
    pub fn text_with(&self, lang: Lang, key: &str, args: &[(&str, &str)]) -> String {
        let values: Vec<(&str, FluentValue<'_>)> = args
            .iter()
            .map(|(name, value)| (*name, FluentValue::from(*value)))
            .collect();
        self.text_values(lang, key, &values)
    }

    /// The message `key` in `lang` with its placeholders' values.
    pub fn text_values(&self, lang: Lang, key: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fluent = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent.set(*name, value.clone());
        }
        self.text(lang, key, Some(&fluent))
    }

    /// The shop's day and time now, in `lang`'s short forms.
    pub fn now_text(&self, lang: Lang, shop: crate::platform::shop_time::ShopTime) -> String {
        let now = shop.now();
        match self.formats(lang) {
            Some(f) => f.date_time(now),
            None => now.format("%Y-%m-%d %H:%M").to_string(),
        }
    }

    /// What `make` writes from `lang`'s messages when it is the same on
    /// every page (an island's word list, a count's forms): made on the
    /// first page that asks, then kept under `name` for the life of the
    /// languages, so a page does not format it again.
    pub fn kept<T: Send + Sync + 'static>(
        &self,
        lang: Lang,
        name: &'static str,
        make: impl FnOnce() -> T,
    ) -> Arc<T> {
        let key = KeptKey {
            lang,
            name,
            kind: TypeId::of::<T>(),
        };
        let found = |map: &HashMap<KeptKey, Arc<dyn Any + Send + Sync>>| {
            map.get(&key).cloned().and_then(|v| v.downcast::<T>().ok())
        };
        if let Some(words) = self.kept.0.read().ok().and_then(|map| found(&map)) {
            return words;
        }
        // Made outside the lock: `make` reads the messages, and two pages
        // that make the same words at once make equal ones.
        let made = Arc::new(make());
        match self.kept.0.write() {
            Ok(mut map) => {
                let entry = map.entry(key).or_insert_with(|| made.clone());
                entry.clone().downcast::<T>().unwrap_or(made)
            }
            Err(_) => made,
        }
    }

    /// The message `key` in `lang`, else in English, else the key itself.
    pub fn text(&self, lang: Lang, key: &str, args: Option<&FluentArgs>) -> String {
        let in_lang = |l: Lang| self.get(l).and_then(|l| l.messages.get(key, args));
        let text = in_lang(lang)
            .or_else(|| in_lang(Lang::En))
            .unwrap_or_else(|| key.to_string());
        if self.marked {
            [
                &MARK_OPEN.to_string(),
                text.as_str(),
                &MARK_CLOSE.to_string(),
            ]
            .concat()
        } else {
            text
        }
    }
}

/// One request's language and its words, for the handlers that write their
/// answer themselves (the sign-in page, a refusal): the same choice of
/// language as the pages' (`model::prefs::request_lang`).
#[derive(Debug, Clone)]
pub struct RequestWords {
    pub lang: Lang,
    locales: Arc<Locales>,
}

impl RequestWords {
    pub fn new(locales: Arc<Locales>, headers: &http::HeaderMap) -> RequestWords {
        RequestWords {
            lang: crate::model::prefs::request_lang(headers),
            locales,
        }
    }

    /// The message `key` in the request's language.
    pub fn t(&self, key: &'static str) -> String {
        self.locales.text(self.lang, key, None)
    }

    /// The message `key` with its placeholders filled.
    pub fn t_with(&self, key: &'static str, args: &[(&'static str, FluentValue<'_>)]) -> String {
        self.locales.text_values(self.lang, key, args)
    }
}
