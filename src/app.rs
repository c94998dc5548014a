//! The HTML shell, the `<App/>` (header, routes, footer) and the route table.

use leptos::prelude::*;
use leptos_meta::{provide_meta_context, MetaTags, Stylesheet, Title};
use leptos_router::{
    components::{Route, Router, Routes},
    path,
};

use crate::{
    components::layout::{Footer, Header},
    pages::{home::HomePage, not_found::NotFound},
};

/// The document around the app, rendered on the server only.
pub fn shell(options: LeptosOptions) -> impl IntoView {
    view! {
        <!DOCTYPE html>
        <html lang="en">
            <head>
                <meta charset="utf-8"/>
                <meta name="viewport" content="width=device-width, initial-scale=1"/>
                <meta name="description" content="Dealer Desk: parts, prices, fitment and stock for the counter and the back office."/>
                <link rel="icon" href="/favicon.ico"/>
                <AutoReload options=options.clone()/>
                <HydrationScripts options/>
                <MetaTags/>
            </head>
            <body>
                <App/>
            </body>
        </html>
    }
}

#[component]
pub fn App() -> impl IntoView {
    provide_meta_context();
    view! {
        <Stylesheet id="leptos" href="/pkg/dealer-desk.css"/>
        <Title formatter=|t: String| if t.is_empty() { "Dealer Desk".to_string() } else { format!("{t} · Dealer Desk") }/>
        <Router>
            <a class="skip-link" href="#main">"Skip to content"</a>
            <Header/>
            <main id="main" class="main">
                <ErrorBoundary fallback=|errors| view! { <crate::components::errors::ErrorsPanel errors/> }>
                    <Routes fallback=|| view! { <NotFound/> }>
                        <Route path=path!("/") view=HomePage/>
                    </Routes>
                </ErrorBoundary>
            </main>
            <Footer/>
        </Router>
    }
}
