//! Small islands that make server-rendered forms and tables quicker to use.
//! Every form works without them (its submit button shows until the page is
//! interactive); with them, a choice in a list applies at once and the search
//! form's dates are checked before the page is left.
//!
//! They are hidden markers placed inside the form they serve
//! (`marker::listen_around`). Their words are the page's: the server writes
//! them into the form's `data-` attributes (`DateCheckWords`), so no
//! translation travels in the wasm.

use leptos::prelude::*;

use super::{
    i18n::{Arg, I18n},
    marker::{listen_around, no_start},
};
use crate::model::{
    count_words::{CountWords, VALUE},
    query::{QueryProblem, MAX_PAGE, MAX_TEXT},
};

/// Submits the form it sits in as soon as one of its lists changes (the
/// currency, the sort order); and, waking, at once when a list already
/// holds another choice than the one the server wrote (chosen before the
/// page's script arrived). Its lists are `autocomplete="off"`, so a page
/// come back to (Back) is never refilled by the browser with an older
/// choice that waking would then apply.
#[island]
pub fn SubmitOnChange() -> impl IntoView {
    listen_around(
        "form",
        dom::submit_if_changed,
        &[("change", dom::submit_form_of)],
    )
}

/// Checks the date fields (marked `data-date`) of the form it sits in on
/// submit: a date that does not parse, or a "before" date earlier than its
/// "after" date, stops the search and says why at its field, as the server
/// would after a round trip. The words are the form's `DateCheckWords`.
#[island]
pub fn DateChecks() -> impl IntoView {
    listen_around("form", no_start, &[("submit", dom::check_dates)])
}

/// What is wrong with a search field, in the page's language.
pub fn problem_text(i: I18n, p: &QueryProblem) -> String {
    match p {
        QueryProblem::NotADate(t) => i.t_with("search-bad-date", &[("text", Arg::Text(t))]),
        QueryProblem::NotAnId(t) => i.t_with("search-bad-id", &[("text", Arg::Text(t))]),
        QueryProblem::TooLong => {
            i.t_with("search-too-long", &[("max", Arg::Count(MAX_TEXT as i64))])
        }
        QueryProblem::UnknownSort(t) => i.t_with("search-bad-sort", &[("text", Arg::Text(t))]),
        QueryProblem::BadPage => {
            i.t_with("search-bad-page", &[("max", Arg::Count(MAX_PAGE as i64))])
        }
        QueryProblem::DatesReversed => i.t("search-dates-reversed"),
    }
}

/// The search form's words for its date checks, as the server writes them
/// on the form: a bad date (`VALUE` where the typed text goes), a "before"
/// date earlier than its "after" date, and the line under the form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DateCheckWords {
    pub bad: String,
    pub reversed: String,
    pub wrong: CountWords,
}

impl DateCheckWords {
    /// The words in `i`'s language, made once per language.
    pub fn new(i: I18n) -> std::sync::Arc<DateCheckWords> {
        i.kept("date-check-words", DateCheckWords::make)
    }

    fn make(i: I18n) -> DateCheckWords {
        DateCheckWords {
            bad: problem_text(i, &QueryProblem::NotADate(VALUE.to_string())),
            reversed: problem_text(i, &QueryProblem::DatesReversed),
            wrong: CountWords::from_message(|n| {
                i.t_with("search-fields-wrong", &[("count", Arg::Count(n))])
            }),
        }
    }
}

/// The line under the search form when `n` fields are wrong (empty for none).
pub fn wrong_fields_text(i: I18n, n: usize) -> String {
    if n == 0 {
        return String::new();
    }
    i.t_with("search-fields-wrong", &[("count", Arg::Count(n as i64))])
}

#[cfg(feature = "hydrate")]
mod dom {
    use wasm_bindgen::JsCast;
    use web_sys::{Element, HtmlFormElement, HtmlInputElement};

    use crate::model::{
        count_words::{CountWords, VALUE},
        query::normalize_date,
    };

    fn form_of(ev: &web_sys::Event) -> Option<HtmlFormElement> {
        ev.current_target()?.dyn_into().ok()
    }

    /// Submits `host` (a form) when one of its lists holds another choice
    /// than the server's (the option written `selected`, else the first).
    pub fn submit_if_changed(host: &Element) {
        use web_sys::HtmlSelectElement;
        let Ok(form) = host.clone().dyn_into::<HtmlFormElement>() else {
            return;
        };
        let Ok(lists) = form.query_selector_all("select") else {
            return;
        };
        for i in 0..lists.length() {
            let Some(list) = lists
                .item(i)
                .and_then(|n| n.dyn_into::<HtmlSelectElement>().ok())
            else {
                continue;
            };
            let written = list
                .query_selector("option[selected]")
                .ok()
                .flatten()
                .or_else(|| list.query_selector("option").ok().flatten())
                .and_then(|o| o.get_attribute("value"));
            if written.is_some_and(|w| w != list.value()) {
                let _ = form.request_submit();
                return;
            }
        }
    }

    pub fn submit_form_of(ev: &web_sys::Event) {
        let is_list = ev
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .is_some_and(|el| el.tag_name() == "SELECT");
        if let (true, Some(form)) = (is_list, form_of(ev)) {
            let _ = form.request_submit();
        }
    }

    fn input(form: &HtmlFormElement, id: &str) -> Option<HtmlInputElement> {
        form.query_selector(&["#", id].concat())
            .ok()
            .flatten()?
            .dyn_into()
            .ok()
    }

    /// The day an input holds when it is one (its first ten characters).
    fn day(form: &HtmlFormElement, id: &str) -> Option<String> {
        let value = input(form, id)?.value();
        normalize_date(&value, false).ok()?;
        value.trim().get(..10).map(str::to_string)
    }

    pub fn check_dates(ev: &web_sys::Event) {
        let Some(form) = form_of(ev) else {
            return;
        };
        let Ok(fields) = form.query_selector_all("input[data-date]") else {
            return;
        };
        let words = |name: &str| form.get_attribute(name).unwrap_or_default();
        let mut wrong = 0;
        for i in 0..fields.length() {
            let Some(input) = fields
                .item(i)
                .and_then(|n| n.dyn_into::<HtmlInputElement>().ok())
            else {
                continue;
            };
            let value = input.value();
            let id = input.id();
            let mut problem = match value.trim() {
                "" => None,
                typed => normalize_date(typed, false)
                    .err()
                    .map(|_| words("data-date-bad").replace(VALUE, typed)),
            };
            if problem.is_none() {
                if let Some(after) = id.strip_suffix("_before").map(|f| [f, "_after"].concat()) {
                    if let (Some(a), Some(b)) = (day(&form, &after), day(&form, &id)) {
                        problem = (a > b).then(|| words("data-date-reversed"));
                    }
                }
            }
            wrong += usize::from(problem.is_some());
            let slot_id = ["#", id.as_str(), "-error"].concat();
            if let Some(slot) = form.query_selector(&slot_id).ok().flatten() {
                slot.set_text_content(problem.as_deref());
            }
            let _ = match problem {
                Some(_) => input.set_attribute("aria-invalid", "true"),
                None => input.remove_attribute("aria-invalid"),
            };
        }
        if let Some(summary) = form.query_selector(".form-error").ok().flatten() {
            let text = match wrong {
                0 => String::new(),
                n => CountWords::from_attr(&words("data-wrong")).say(n, &n.to_string()),
            };
            summary.set_text_content(Some(&text));
        }
        if wrong > 0 {
            ev.prevent_default();
        }
    }
}

#[cfg(not(feature = "hydrate"))]
mod dom {
    pub fn submit_if_changed(_: &leptos::web_sys::Element) {}
    pub fn submit_form_of(_: &leptos::web_sys::Event) {}
    pub fn check_dates(_: &leptos::web_sys::Event) {}
}

#[cfg(all(test, feature = "ssr"))]
mod tests {
    use super::*;
    use crate::{
        model::{count_words::NUMBER, lang::Lang, query::ListQuery},
        server::i18n::Locales,
    };

    fn in_page<R>(lang: Lang, f: impl FnOnce(I18n) -> R) -> R {
        let locales = std::sync::Arc::new(Locales::load().expect("the languages load"));
        Owner::new().with(|| f(I18n::with_locales(lang, locales)))
    }

    #[test]
    fn a_bad_date_is_explained_in_the_pages_language() {
        let (_, errors) = ListQuery::from_pairs([("created_after", "31/12/2024")]);
        let problem = &errors[0].problem;
        let de = in_page(Lang::De, |i| problem_text(i, problem));
        assert_eq!(
            de,
            "„31/12/2024“ ist kein Datum. Bitte als JJJJ-MM-TT eingeben, z. B. 2024-05-04."
        );
        let en = in_page(Lang::En, |i| problem_text(i, problem));
        assert_eq!(en, problem.to_string(), "the page's English is the log's");
        let page = in_page(Lang::Es, |i| {
            problem_text(i, &QueryProblem::BadPage) + &wrong_fields_text(i, 2)
        });
        assert!(page.contains("10.000"), "{page}");
        assert!(page.contains("Corrija 2 campos"), "{page}");
    }

    #[test]
    fn the_date_checks_words_are_the_pages() {
        let words = in_page(Lang::Fr, DateCheckWords::new);
        assert!(words.bad.contains(VALUE) && words.bad.contains("n'est pas une date"));
        assert_eq!(
            words.wrong.say(0, "0"),
            "Corrigez 0 champ avant de lancer la recherche."
        );
        assert_eq!(
            words.wrong.say(1, "1"),
            words.wrong.one.replace(NUMBER, "1")
        );
        assert_eq!(
            words.wrong.say(3, "3"),
            "Corrigez 3 champs avant de lancer la recherche."
        );
        let en = in_page(Lang::En, DateCheckWords::new);
        assert_eq!(
            en.wrong.say(1, "1"),
            "Please correct 1 field before searching."
        );
        assert_eq!(
            en.wrong.say(0, "0"),
            "Please correct 0 fields before searching."
        );
    }
}
