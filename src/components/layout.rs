//! Header (product name, SKU lookup, preferences, navigation) and footer.

use leptos::prelude::*;
use leptos_router::{
    components::A,
    hooks::{use_location, use_navigate},
};

use crate::{
    components::{prefs::use_prefs, products::product_href},
    model::{listing::LookupTarget, query::encode_component, Currency},
};

#[component]
pub fn Header() -> impl IntoView {
    view! {
        <header class="site-header">
            <div class="brand">
                <A href="/" attr:class="brand-link">
                    <span class="brand-mark" aria-hidden="true">"DD"</span>
                    <span class="brand-name">"Dealer Desk"</span>
                </A>
            </div>
            <LookupBox/>
            <PrefsForm/>
            <nav class="site-nav" aria-label="Main">
                <A href="/" exact=true>"Home"</A>
                <A href="/categories">"Categories"</A>
                <A href="/brands">"Brands"</A>
                <A href="/bikes">"Bikes"</A>
                <A href="/search">"Search"</A>
                <A href="/stock">"Stock check"</A>
            </nav>
        </header>
    }
}

/// The counter's SKU box. A plain GET form to `/lookup`, so it works without
/// the wasm; once hydrated, Enter asks the server where to go and goes there
/// directly. Barcode scanners type fast and press Enter: the same path.
/// `/` anywhere on the page focuses it.
#[component]
pub fn LookupBox() -> impl IntoView {
    let (text, set_text) = signal(String::new());
    let (busy, set_busy) = signal(false);
    let input_ref = NodeRef::<leptos::html::Input>::new();
    let location = use_location();
    let autofocus = location.pathname.get_untracked() == "/";
    let navigate = use_navigate();

    let on_submit = move |ev: leptos::ev::SubmitEvent| {
        let q = input_ref
            .get()
            .map(|i| i.value())
            .unwrap_or_else(|| text.get_untracked());
        let q = q.trim().to_string();
        ev.prevent_default();
        if q.is_empty() || busy.get_untracked() {
            return;
        }
        set_busy.set(true);
        let navigate = navigate.clone();
        leptos::task::spawn_local(async move {
            let dest = match crate::api::catalogue::lookup(q.clone()).await {
                Ok(LookupTarget::Product(sku)) => product_href(&sku),
                Ok(LookupTarget::Search(s)) => format!("/search?q={}", encode_component(&s)),
                Err(_) => format!("/lookup?q={}", encode_component(&q)),
            };
            set_busy.set(false);
            set_text.set(String::new());
            if let Some(i) = input_ref.get_untracked() {
                i.set_value("");
            }
            navigate(&dest, Default::default());
        });
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
                on:input=move |ev| set_text.set(event_target_value(&ev))
            />
            <button type="submit" aria-busy=move || busy.get().then_some("true")>"Go"</button>
            <span class="lookup-hint" aria-live="polite">
                {move || {
                    let t = text.get();
                    let t = t.trim();
                    if busy.get() {
                        "Looking up…".to_string()
                    } else if t.is_empty() {
                        String::new()
                    } else {
                        format!("Enter to look up “{t}”")
                    }
                }}
            </span>
        </form>
    }
}

/// Currency and counter mode. A GET form to `/prefs` (which sets the cookies
/// and comes back) without the wasm; with it, changes apply in place.
#[component]
fn PrefsForm() -> impl IntoView {
    let prefs = use_prefs();
    let location = use_location();
    let back = move || {
        let search = location.search.get();
        if search.is_empty() {
            location.pathname.get()
        } else {
            format!(
                "{}?{}",
                location.pathname.get(),
                search.trim_start_matches('?')
            )
        }
    };
    let on_currency = move |ev: leptos::ev::Event| {
        if let Some(c) = Currency::parse(&event_target_value(&ev)) {
            prefs.currency.set(c);
            prefs.save();
        }
    };
    let on_counter = move |ev: leptos::ev::MouseEvent| {
        ev.prevent_default();
        prefs.counter.update(|c| *c = !*c);
        prefs.save();
    };
    view! {
        <form class="prefs" action="/prefs" method="get" aria-label="Display preferences">
            <input type="hidden" name="back" prop:value=back value=back/>
            <label for="currency">"Currency"</label>
            <select id="currency" name="currency" on:change=on_currency>
                {Currency::ALL
                    .into_iter()
                    .map(|c| {
                        view! {
                            <option value=c.code() selected=move || prefs.currency.get() == c>
                                {c.code()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
            <button type="submit" class="btn small secondary nojs-only">"Apply"</button>
            <button
                type="submit"
                name="counter"
                class="toggle"
                value=move || if prefs.counter.get() { "0" } else { "1" }
                aria-pressed=move || if prefs.counter.get() { "true" } else { "false" }
                title="Counter mode hides dealer prices and margins, so the screen can be turned to a customer"
                on:click=on_counter
            >
                "Counter mode"
            </button>
        </form>
    }
}

#[component]
pub fn Footer() -> impl IntoView {
    view! {
        <footer class="site-footer">
            <span>"Dealer Desk"</span>
            <span class="muted">"Prices and stock from the supplier's dealer catalogue. Press / to look up a SKU."</span>
        </footer>
    }
}
