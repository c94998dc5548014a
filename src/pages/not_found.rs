//! The 404 pages, served with HTTP status 404: an unknown address, and an
//! unknown product, category, brand or bike (the asked-for value echoed
//! safely, as text, with a search suggestion).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use crate::model::clean_text;

fn set_404() {
    #[cfg(feature = "ssr")]
    if let Some(resp) = use_context::<leptos_axum::ResponseOptions>() {
        resp.set_status(http::StatusCode::NOT_FOUND);
    }
}

#[component]
pub fn NotFound() -> impl IntoView {
    set_404();
    view! {
        <Title text="Page not found"/>
        <section class="panel not-found">
            <h1>"Page not found"</h1>
            <p>"There is no page at this address. Check the link, or look the part up by SKU in the box above."</p>
            <p><A href="/">"Back to the home page"</A>" · "<A href="/search">"Search the catalogue"</A></p>
        </section>
    }
}

/// A product, category, brand or bike that does not exist.
#[component]
pub fn MissingThing(what: String, echo: String) -> impl IntoView {
    set_404();
    let shown: String = clean_text(&echo).chars().take(64).collect();
    let search = crate::model::href::search_text(&shown);
    let title = format!("No such {what}");
    view! {
        <Title text=title.clone()/>
        <section class="panel not-found">
            <h1>{title}</h1>
            <p>"There is no " {what.clone()} " " <code class="echo">{shown.clone()}</code> " in the catalogue."</p>
            <p>
                <A href=search>{format!("Search the catalogue for “{shown}”")}</A>
                " · "
                <A href="/">"Back to the home page"</A>
            </p>
        </section>
    }
}
