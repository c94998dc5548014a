//! The counter's lookup box, with as-you-type suggestions.
//!
//! A plain GET form to `/lookup`, so it works without the wasm. Once
//! hydrated: typing shows up to eight matching products (SKU and name) from
//! the catalogue index; arrow keys move through them, Enter or a click opens
//! one. Enter with nothing chosen asks the server where to go (exact SKU or
//! EAN straight to the product, anything else to search): barcode scanners
//! type fast and press Enter, and take that path. `/` focuses the box.

use leptos::prelude::*;
use leptos_router::hooks::{use_location, use_navigate};

use crate::{
    components::products::product_href,
    model::{listing::LookupTarget, query::encode_component, search::Suggestion},
};

/// Milliseconds of quiet typing before suggestions are asked for.
#[cfg(feature = "hydrate")]
const DEBOUNCE_MS: u64 = 120;

#[component]
pub fn LookupBox() -> impl IntoView {
    let (text, set_text) = signal(String::new());
    let (busy, set_busy) = signal(false);
    let (items, set_items) = signal(Vec::<Suggestion>::new());
    let (active, set_active) = signal(None::<usize>);
    let (open, set_open) = signal(false);
    // Each keystroke's request has a number; only the latest one's answer shows.
    let asked = StoredValue::new(0u64);
    let input_ref = NodeRef::<leptos::html::Input>::new();
    let location = use_location();
    let autofocus = location.pathname.get_untracked() == "/";
    let navigate = use_navigate();

    let close = move || {
        set_open.set(false);
        set_active.set(None);
    };
    let go = {
        let navigate = navigate.clone();
        move |dest: String| {
            set_text.set(String::new());
            set_items.set(Vec::new());
            close();
            if let Some(i) = input_ref.get_untracked() {
                i.set_value("");
                let _ = i.blur();
            }
            navigate(&dest, Default::default());
        }
    };

    let on_submit = {
        let go = go.clone();
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            if let Some(i) = active.get_untracked() {
                if let Some(s) = items.with_untracked(|v| v.get(i).cloned()) {
                    go(product_href(&s.sku));
                    return;
                }
            }
            let q = input_ref
                .get()
                .map(|i| i.value())
                .unwrap_or_else(|| text.get_untracked());
            let q = q.trim().to_string();
            if q.is_empty() || busy.get_untracked() {
                return;
            }
            set_busy.set(true);
            asked.update_value(|n| *n += 1);
            let go = go.clone();
            leptos::task::spawn_local(async move {
                let dest = match crate::api::catalogue::lookup(q.clone()).await {
                    Ok(LookupTarget::Product(sku)) => product_href(&sku),
                    Ok(LookupTarget::Search(s)) => format!("/search?q={}", encode_component(&s)),
                    Err(_) => format!("/lookup?q={}", encode_component(&q)),
                };
                set_busy.set(false);
                go(dest);
            });
        }
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
        match ev.key().as_str() {
            "ArrowDown" if n > 0 => {
                ev.prevent_default();
                set_open.set(true);
                set_active.update(|a| *a = Some(a.map_or(0, |i| (i + 1) % n)));
            }
            "ArrowUp" if n > 0 => {
                ev.prevent_default();
                set_open.set(true);
                set_active.update(|a| *a = Some(a.map_or(n - 1, |i| (i + n - 1) % n)));
            }
            "Escape" => close(),
            _ => {}
        }
    };

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
                aria-activedescendant=move || active.get().map(|i| format!("lookup-opt-{i}"))
                on:input=on_input
                on:keydown=on_keydown
                on:blur=move |_| close()
                on:focus=move |_| set_open.set(true)
            />
            <button type="submit" aria-busy=move || busy.get().then_some("true")>"Go"</button>
            <ul id="lookup-list" class="suggestions" role="listbox" aria-label="Suggestions" hidden=move || !expanded()>
                <For
                    each=move || items.get().into_iter().enumerate()
                    key=|(i, s)| (*i, s.sku.clone())
                    children=move |(i, s)| {
                        let go = go.clone();
                        let href = product_href(&s.sku);
                        view! {
                            <li
                                id=format!("lookup-opt-{i}")
                                role="option"
                                class="suggestion"
                                aria-selected=move || if active.get() == Some(i) { "true" } else { "false" }
                                on:mousedown=move |ev| {
                                    // Before the input's blur closes the list.
                                    ev.prevent_default();
                                    go(href.clone());
                                }
                            >
                                <span class="s-sku">{s.sku.clone()}</span>
                                <span class="s-name">{s.name.clone()}</span>
                                {s.brand.clone().map(|b| view! { <span class="s-brand">{b}</span> })}
                            </li>
                        }
                    }
                />
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
                        format!("Enter to look up “{t}”")
                    }
                }}
            </span>
        </form>
    }
}
