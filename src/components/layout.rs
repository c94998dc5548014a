//! Header (product name, SKU lookup, preferences, navigation) and footer.

use leptos::prelude::*;
use leptos_router::components::A;

use crate::{
    components::{
        bike::MyBikeChip, customer::BackInStockLink, forms::SubmitOnChange, lookup::LookupBox,
        prefs::use_prefs, quote::OpenQuoteBar,
    },
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
            <OpenQuoteBar/>
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
                <A href=crate::model::href::EXPORTS>"Exports"</A>
                <A href=crate::model::href::quotes()>"Quotes"</A>
                <A href=crate::model::customer::href::CUSTOMERS>"Customers"</A>
                <BackInStockLink/>
                <A href=crate::model::customer::href::LOST_SALES>"Lost sales"</A>
            </nav>
        </header>
    }
}

/// Currency and counter mode: a GET form to `/prefs`, which sets the cookies
/// and comes back to this page, rendered in the new currency. A new currency
/// applies as soon as it is chosen once the page is interactive.
#[component]
fn PrefsForm() -> impl IntoView {
    let prefs = use_prefs();
    let back = crate::components::bike::here();
    view! {
        <form class="prefs" action="/prefs" method="get" aria-label="Display preferences">
            <input type="hidden" name="back" value=back/>
            <SubmitOnChange/>
            <label for="currency">"Currency"</label>
            <select id="currency" name="currency">
                {Currency::ALL
                    .into_iter()
                    .map(|c| view! { <option value=c.code() selected=prefs.currency == c>{c.code()}</option> })
                    .collect_view()}
            </select>
            <button type="submit" class="btn small secondary nojs-only">"Apply"</button>
            <button
                type="submit"
                name="counter"
                class="toggle"
                value=if prefs.counter { "0" } else { "1" }
                aria-pressed=if prefs.counter { "true" } else { "false" }
                title="Counter mode hides dealer prices and margins, so the screen can be turned to a customer"
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
