//! The 404 page, served with HTTP status 404.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

#[component]
pub fn NotFound() -> impl IntoView {
    #[cfg(feature = "ssr")]
    if let Some(resp) = use_context::<leptos_axum::ResponseOptions>() {
        resp.set_status(http::StatusCode::NOT_FOUND);
    }
    view! {
        <Title text="Page not found"/>
        <section class="panel not-found">
            <h1>"Page not found"</h1>
            <p>"There is no page at this address. Check the link, or look the part up by SKU in the box above."</p>
            <p><A href="/">"Back to the home page"</A>" · "<A href="/search">"Search the catalogue"</A></p>
        </section>
    }
}
