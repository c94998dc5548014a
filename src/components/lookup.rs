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
//! Islands have no router: going somewhere is a plain page load.

use leptos::prelude::*;

use crate::model::{
    href,
    search::{step_choice, Suggestion},
};

/// Milliseconds of quiet typing before suggestions are asked for.
#[cfg(feature = "hydrate")]
const DEBOUNCE_MS: u64 = 120;

/// The header's lookup box. No props: on the home page, where the counter
/// types straight away, it takes the focus (both sides read the path).
#[island]
pub fn LookupBox() -> impl IntoView {
    let autofocus = on_home_page();
    let (text, set_text) = signal(String::new());
    let (busy, set_busy) = signal(false);
    let (items, set_items) = signal(Vec::<Suggestion>::new());
    let (active, set_active) = signal(None::<usize>);
    let (open, set_open) = signal(false);
    // Each keystroke's request has a number; only the latest one's answer shows.
    let asked = StoredValue::new(0u64);
    let input_ref = NodeRef::<leptos::html::Input>::new();

    let close = move || {
        set_open.set(false);
        set_active.set(None);
    };
    let go = move |dest: String| {
        close();
        set_items.set(Vec::new());
        go_to(&dest);
    };

    // A chosen suggestion opens its product; otherwise the form goes to
    // `/lookup` as it would without the wasm, and the server answers with
    // the product (exact SKU or EAN: scanners type fast and press Enter) or
    // a search.
    let on_submit = move |ev: leptos::ev::SubmitEvent| {
        if let Some(s) = active
            .get_untracked()
            .and_then(|i| items.with_untracked(|v| v.get(i).cloned()))
        {
            ev.prevent_default();
            go(href::product(&s.sku));
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
        close();
    };

    let on_input = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        set_text.set(value.clone());
        set_active.set(None);
        asked.update_value(|n| *n += 1);
        let ticket = asked.get_value();
        if value.trim().chars().count() < 2 {
            set_items.set(Vec::new());
            set_open.set(false);
            return;
        }
        #[cfg(feature = "hydrate")]
        set_timeout(
            move || {
                if asked.get_value() != ticket {
                    return;
                }
                leptos::task::spawn_local(async move {
                    let found = crate::api::search::suggest(value).await.unwrap_or_default();
                    if asked.get_value() == ticket {
                        set_open.set(!found.is_empty());
                        set_items.set(found);
                    }
                });
            },
            std::time::Duration::from_millis(DEBOUNCE_MS),
        );
        #[cfg(not(feature = "hydrate"))]
        let _ = ticket;
    };

    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        let n = items.with_untracked(Vec::len);
        let down = match ev.key().as_str() {
            "ArrowDown" => true,
            "ArrowUp" => false,
            "Escape" => return close(),
            _ => return,
        };
        if n > 0 {
            ev.prevent_default();
            set_open.set(true);
            set_active.update(|a| *a = step_choice(*a, n, down));
        }
    };

    focus_on_slash(input_ref);

    let expanded = move || open.get() && items.with(|v| !v.is_empty());
    view! {
        <form class="lookup" action="/lookup" method="get" role="search" on:submit=on_submit>
            <label for="lookup-q" class="visually-hidden">"SKU or search"</label>
            <input
                id="lookup-q"
                name="q"
                type="search"
                node_ref=input_ref
                placeholder="SKU, EAN or name  ( / )"
                autocomplete="off"
                autocapitalize="characters"
                spellcheck="false"
                maxlength="100"
                autofocus=autofocus
                role="combobox"
                aria-autocomplete="list"
                aria-controls="lookup-list"
                aria-expanded=move || if expanded() { "true" } else { "false" }
                aria-activedescendant=move || active.get().map(option_id)
                on:input=on_input
                on:keydown=on_keydown
                on:blur=move |_| close()
                on:focus=move |_| set_open.set(true)
            />
            <button type="submit" aria-busy=move || busy.get().then_some("true")>"Go"</button>
            <ul id="lookup-list" class="suggestions" role="listbox" aria-label="Suggestions" hidden=move || !expanded()>
                // At most eight rows, rebuilt on each answer: a keyed list's
                // diffing would cost more wasm than it saves.
                {move || items.get().into_iter().enumerate().map(|(i, s)| {
                    let dest = href::product(&s.sku);
                    view! {
                        <li
                            id=option_id(i)
                            role="option"
                            class="suggestion"
                            aria-selected=move || if active.get() == Some(i) { "true" } else { "false" }
                            on:mousedown=move |ev| {
                                // Before the input's blur closes the list.
                                ev.prevent_default();
                                go(dest.clone());
                            }
                        >
                            <span class="s-sku">{s.sku}</span>
                            <span class="s-name">{s.name}</span>
                            {s.brand.map(|b| view! { <span class="s-brand">{b}</span> })}
                        </li>
                    }
                }).collect_view()}
            </ul>
            <span class="lookup-hint" aria-live="polite">
                {move || {
                    let t = text.get();
                    let t = t.trim();
                    if busy.get() {
                        "Looking up…".to_string()
                    } else if t.is_empty() || expanded() {
                        String::new()
                    } else {
                        ["Enter to look up “", t, "”"].concat()
                    }
                }}
            </span>
        </form>
    }
}

/// Whether this is the home page: from the request on the server, from the
/// address bar in the browser, so both render the same `autofocus`.
fn on_home_page() -> bool {
    #[cfg(feature = "ssr")]
    {
        use_context::<http::request::Parts>().is_some_and(|p| p.uri.path() == "/")
    }
    #[cfg(all(feature = "hydrate", not(feature = "ssr")))]
    {
        web_sys::window()
            .and_then(|w| w.location().pathname().ok())
            .is_some_and(|p| p == "/")
    }
    #[cfg(not(any(feature = "ssr", feature = "hydrate")))]
    {
        false
    }
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
