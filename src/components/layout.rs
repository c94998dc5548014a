//! Header (product name, SKU lookup, navigation) and footer.

use leptos::prelude::*;
use leptos_router::components::A;

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

/// The counter's SKU box. A plain GET form, so it works before (and without)
/// the wasm; once hydrated, typing reacts immediately.
#[component]
pub fn LookupBox() -> impl IntoView {
    let (text, set_text) = signal(String::new());
    view! {
        <form class="lookup" action="/lookup" method="get" role="search">
            <label for="lookup-q" class="visually-hidden">"SKU or search"</label>
            <input
                id="lookup-q"
                name="q"
                type="search"
                placeholder="SKU, EAN or name  ( / )"
                autocomplete="off"
                spellcheck="false"
                prop:value=text
                on:input=move |ev| set_text.set(event_target_value(&ev))
            />
            <button type="submit">"Go"</button>
            <span class="lookup-hint" aria-live="polite">
                {move || {
                    let t = text.get();
                    let t = t.trim();
                    if t.is_empty() { String::new() } else { format!("Enter to look up “{t}”") }
                }}
            </span>
        </form>
    }
}

#[component]
pub fn Footer() -> impl IntoView {
    view! {
        <footer class="site-footer">
            <span>"Dealer Desk"</span>
            <span class="muted">"Prices and stock from the supplier's dealer catalogue."</span>
        </footer>
    }
}
