//! Header (product name, SKU lookup, preferences, navigation) and footer.

use leptos::prelude::*;
use leptos_router::components::A;

use crate::{
    components::{bike::MyBikeChip, lookup::LookupBox, prefs::use_prefs},
    model::Currency,
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
            <MyBikeChip/>
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

/// Currency and counter mode. A GET form to `/prefs` (which sets the cookies
/// and comes back) without the wasm; with it, changes apply in place.
#[component]
fn PrefsForm() -> impl IntoView {
    let prefs = use_prefs();
    let back = crate::components::bike::here;
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
