//! The counter's lookup box, with as-you-type suggestions: an island.
//!
//! A plain GET form to `/lookup`, so it works without the wasm. Once
//! hydrated: typing shows up to eight matching products (SKU and name) from
//! the catalogue index; arrow keys move through them, Enter or a click opens
//! one. Enter with nothing chosen submits the form to `/lookup`, which sends
//! an exact SKU or EAN straight to its product and anything else to search:
//! barcode scanners type fast and press Enter, and take that path. `/`
//! focuses the box.
//!
//! While a quote list is open at the counter (the page then shows its bar,
//! `#open-quote`), the form posts to `/quotes/scan` instead: a scanned EAN
//! or a SKU plus Enter adds one to that list, without JavaScript too. The
//! box then takes the focus on every page, ready for the next scan.
//!
//! Islands have no router: going somewhere is a plain page load.

use leptos::prelude::*;

use crate::model::{
    href,
    search::{lookup_hint, Combo, LookupWords, Suggestion},
};

/// Milliseconds of quiet typing before suggestions are asked for.
#[cfg(feature = "hydrate")]
const DEBOUNCE_MS: u64 = 120;

/// The header's lookup box. No props: on the home page, where the counter
/// types straight away, it takes the focus (both sides read the path). The
/// list's rules are `Combo`'s; this wires them to the page.
#[island]
pub fn LookupBox() -> impl IntoView {
    let words = lookup_words();
    let (action, method, autofocus) = form_mode();
    let placeholder = if method == "post" {
        words.scan_placeholder.clone()
    } else {
        words.placeholder.clone()
    };
    let (text, set_text) = signal(String::new());
    let (busy, set_busy) = signal(false);
    let combo = RwSignal::new(Combo::default());
    // Each keystroke's request has a number; only the latest one's answer shows.
    let asked = StoredValue::new(0u64);
    let input_ref = NodeRef::<leptos::html::Input>::new();

    let on_submit = submitted(combo, input_ref, (busy, set_busy), asked);

    let on_input = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        set_text.set(value.clone());
        asked.update_value(|n| *n += 1);
        if combo.try_update(|c| c.typed(&value)) == Some(true) {
            ask_later(value, asked, combo);
        }
    };

    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        if combo.try_update(|c| c.key(&ev.key())) == Some(true) {
            ev.prevent_default();
        }
    };

    focus_on_slash(input_ref);
    wake_with_typed(input_ref, set_text, asked, combo);

    let expanded = move || combo.with(Combo::expanded);
    view! {
        <form class="lookup" action=action method=method role="search" on:submit=on_submit>
            <label for="lookup-q" class="visually-hidden">{words.label.clone()}</label>
            <input
                id="lookup-q"
                name="q"
                type="search"
                node_ref=input_ref
                placeholder=placeholder
                autocomplete="off"
                autocapitalize="characters"
                spellcheck="false"
                maxlength="100"
                autofocus=autofocus
                role="combobox"
                aria-autocomplete="list"
                aria-controls="lookup-list"
                aria-expanded=move || if expanded() { "true" } else { "false" }
                aria-activedescendant=move || combo.with(|c| c.active.map(option_id))
                on:input=on_input
                on:keydown=on_keydown
                on:blur=move |_| combo.update(Combo::close)
                on:focus=move |_| combo.update(|c| c.open = true)
            />
            <button type="submit" aria-busy=move || busy.get().then_some("true")>{words.go.clone()}</button>
            <ul id="lookup-list" class="suggestions" role="listbox" aria-label=words.suggestions.clone() hidden=move || !expanded()>
                // At most eight rows, rebuilt on each answer: a keyed list's
                // diffing would cost more wasm than it saves.
                {move || combo.with(|c| c.items.clone()).into_iter().enumerate()
                    .map(|(i, s)| suggestion_row(i, s, combo)).collect_view()}
            </ul>
            <span class="lookup-hint" aria-live="polite">
                {move || lookup_hint(&text.get(), busy.get(), expanded(), &words)}
            </span>
        </form>
    }
}

/// At waking: text typed into the box before the page's script woke is
/// asked about as if just typed, while the box still has the focus.
fn wake_with_typed(
    input_ref: NodeRef<leptos::html::Input>,
    set_text: WriteSignal<String>,
    asked: StoredValue<u64>,
    combo: RwSignal<Combo>,
) {
    #[cfg(feature = "hydrate")]
    Effect::new(move |_| {
        let Some(input) = input_ref.get() else {
            return;
        };
        let value = input.value();
        if value.trim().is_empty() {
            return;
        }
        let focused = leptos::prelude::document()
            .active_element()
            .is_some_and(|a| a.id() == input.id());
        // Text the browser put back (a page come back to) waits for the
        // person: only a box being typed in is answered.
        if !focused {
            return;
        }
        set_text.set(value.clone());
        asked.update_value(|n| *n += 1);
        if combo.try_update(|c| c.typed(&value)) == Some(true) {
            ask_later(value, asked, combo);
        }
    });
    #[cfg(not(feature = "hydrate"))]
    let _ = (input_ref, set_text, asked, combo);
}

/// What sending the box does: a chosen suggestion opens its product;
/// otherwise the form goes where it would without the wasm (`/lookup`, or
/// the open list's scan), and the server answers with the product (exact
/// SKU or EAN: scanners type fast and press Enter), a search, or the list
/// with the scanned line.
fn submitted(
    combo: RwSignal<Combo>,
    input_ref: NodeRef<leptos::html::Input>,
    (busy, set_busy): (ReadSignal<bool>, WriteSignal<bool>),
    asked: StoredValue<u64>,
) -> impl FnMut(leptos::ev::SubmitEvent) + 'static {
    move |ev: leptos::ev::SubmitEvent| {
        if let Some(sku) = combo.with_untracked(|c| c.chosen().map(|s| s.sku.clone())) {
            ev.prevent_default();
            combo.set(Combo::default());
            go_to(&href::product(&sku));
            return;
        }
        let typed = input_ref.get().map(|i| i.value()).unwrap_or_default();
        if typed.trim().is_empty() || busy.get_untracked() {
            ev.prevent_default();
            return;
        }
        set_busy.set(true);
        // Answers to suggestions still on their way no longer matter.
        asked.update_value(|n| *n += 1);
        combo.update(Combo::close);
    }
}

/// One suggestion of the list: choosing it (before the input's blur closes
/// the list) opens its product.
fn suggestion_row(i: usize, s: Suggestion, combo: RwSignal<Combo>) -> impl IntoView {
    let dest = href::product(&s.sku);
    view! {
        <li
            id=option_id(i)
            role="option"
            class="suggestion"
            aria-selected=move || if combo.with(|c| c.active) == Some(i) { "true" } else { "false" }
            on:mousedown=move |ev| {
                ev.prevent_default();
                combo.set(Combo::default());
                go_to(&dest);
            }
        >
            <span class="s-sku">{s.sku}</span>
            <span class="s-name">{s.name}</span>
            {s.brand.map(|b| view! { <span class="s-brand">{b}</span> })}
        </li>
    }
}

/// Asks for suggestions for `value` after a short quiet spell, and shows
/// them if nothing has been typed since.
fn ask_later(value: String, asked: StoredValue<u64>, combo: RwSignal<Combo>) {
    #[cfg(feature = "hydrate")]
    {
        let ticket = asked.get_value();
        set_timeout(
            move || {
                if asked.get_value() != ticket {
                    return;
                }
                leptos::task::spawn_local(async move {
                    let found = crate::api::search::suggest(value).await.unwrap_or_default();
                    if asked.get_value() == ticket {
                        combo.update(|c| c.answered(found));
                    }
                });
            },
            std::time::Duration::from_millis(DEBOUNCE_MS),
        );
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = (value, asked, combo);
}

/// The form's action, method and autofocus: scans post to the open quote
/// list while one is open (the box then takes the focus, but on a count's
/// counting sheet, whose own box a scanner types into); otherwise a
/// lookup, focused on the home page.
fn form_mode() -> (&'static str, &'static str, bool) {
    if quote_open() {
        let counting = href::count_sheet_of(&page_path()).is_some();
        (href::QUOTE_SCAN, "post", !counting)
    } else {
        ("/lookup", "get", on_home_page())
    }
}

/// The box's words: from the translations on the server, which writes them
/// beside the box (`LookupWordsData`); read back from there in the browser,
/// so both render the same text.
fn lookup_words() -> LookupWords {
    #[cfg(feature = "ssr")]
    {
        server_words(crate::components::i18n::use_i18n())
    }
    #[cfg(all(feature = "hydrate", not(feature = "ssr")))]
    {
        let el = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(LookupWords::ELEMENT));
        LookupWords::from_values(|attr| {
            el.as_ref()
                .and_then(|e| e.get_attribute(attr))
                .unwrap_or_default()
        })
    }
    #[cfg(not(any(feature = "ssr", feature = "hydrate")))]
    {
        LookupWords::default()
    }
}

/// The box's words in `i`'s language, made once per language.
#[cfg(feature = "ssr")]
fn server_words(i: crate::components::i18n::I18n) -> LookupWords {
    LookupWords::clone(&i.kept("lookup-words", make_words))
}

#[cfg(feature = "ssr")]
fn make_words(i: crate::components::i18n::I18n) -> LookupWords {
    let (enter_before, enter_after) = i.t_around("lookup-enter", "text", &[]);
    LookupWords {
        label: i.t("lookup-label"),
        go: i.t("lookup-go"),
        suggestions: i.t("lookup-suggestions"),
        placeholder: i.t("lookup-placeholder"),
        scan_placeholder: i.t("lookup-scan-placeholder"),
        busy: i.t("lookup-busy"),
        enter_before,
        enter_after,
    }
}

/// The lookup box's words, for its browser code to read: a hidden element
/// the server renders beside the box on every page.
#[component]
pub fn LookupWordsData() -> impl IntoView {
    #[cfg(feature = "ssr")]
    let w = server_words(crate::components::i18n::use_i18n());
    #[cfg(not(feature = "ssr"))]
    let w = LookupWords::default();
    // The attributes are `LookupWords::ATTRS`.
    view! {
        <div
            id=LookupWords::ELEMENT
            hidden=true
            data-label=w.label
            data-go=w.go
            data-suggestions=w.suggestions
            data-placeholder=w.placeholder
            data-scan-placeholder=w.scan_placeholder
            data-busy=w.busy
            data-enter-before=w.enter_before
            data-enter-after=w.enter_after
        ></div>
    }
}

/// Whether a quote list is open at the counter: from the request's cookie
/// on the server, from the bar the server rendered in the browser, so both
/// render the same form.
pub(crate) fn quote_open() -> bool {
    #[cfg(feature = "ssr")]
    {
        crate::components::prefs::use_prefs().open_quote.is_some()
    }
    #[cfg(all(feature = "hydrate", not(feature = "ssr")))]
    {
        web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("open-quote"))
            .is_some()
    }
    #[cfg(not(any(feature = "ssr", feature = "hydrate")))]
    {
        false
    }
}

/// The page's path: from the request on the server, from the address bar
/// in the browser, so both render the same `autofocus`.
fn page_path() -> String {
    #[cfg(feature = "ssr")]
    {
        use_context::<http::request::Parts>()
            .map(|p| p.uri.path().to_string())
            .unwrap_or_default()
    }
    #[cfg(all(feature = "hydrate", not(feature = "ssr")))]
    {
        web_sys::window()
            .and_then(|w| w.location().pathname().ok())
            .unwrap_or_default()
    }
    #[cfg(not(any(feature = "ssr", feature = "hydrate")))]
    {
        String::new()
    }
}

fn on_home_page() -> bool {
    page_path() == "/"
}

fn option_id(i: usize) -> String {
    let mut id = String::from("lookup-opt-");
    id.push_str(&i.to_string());
    id
}

/// A full page load to `dest` (a path on the portal).
fn go_to(dest: &str) {
    #[cfg(feature = "hydrate")]
    if let Some(w) = web_sys::window() {
        let _ = w.location().assign(dest);
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = dest;
}

/// `/` anywhere on the page (outside a text field) focuses the box.
fn focus_on_slash(input_ref: NodeRef<leptos::html::Input>) {
    #[cfg(feature = "hydrate")]
    {
        let handle = window_event_listener(leptos::ev::keydown, move |ev| {
            if ev.key() != "/" || ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
                return;
            }
            let typing = ev
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                .map(|el| {
                    matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                        || el.get_attribute("contenteditable").is_some()
                })
                .unwrap_or(false);
            if !typing {
                if let Some(i) = input_ref.get_untracked() {
                    ev.prevent_default();
                    let _ = i.focus();
                    i.select();
                }
            }
        });
        on_cleanup(move || handle.remove());
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = input_ref;
}

#[cfg(all(test, feature = "ssr"))]
mod tests {
    use super::*;
    use crate::{components::i18n::I18n, model::lang::Lang, server::i18n::Locales};

    /// The words the server writes beside the box are the ones the box's
    /// browser code reads back: every attribute of `LookupWords::ATTRS`.
    #[test]
    fn the_lookup_words_go_through_the_page_unchanged() {
        let locales = std::sync::Arc::new(Locales::load().expect("the languages load"));
        let (html, written) = Owner::new().with(|| {
            let i = I18n::with_locales(Lang::De, locales);
            provide_context(i);
            (view! { <LookupWordsData/> }.to_html(), server_words(i))
        });
        let read = LookupWords::from_values(|attr| {
            let start = [attr, "=\""].concat();
            html.split_once(start.as_str())
                .and_then(|(_, rest)| rest.split_once('"'))
                .map(|(value, _)| value.to_string())
                .unwrap_or_default()
        });
        assert_eq!(read, written);
        assert_eq!(read.label, "Art.-Nr. oder Suche");
        assert_eq!(read.enter_before, "Eingabetaste sucht „");
    }
}
