//! The 404 pages, served with HTTP status 404: an unknown address, and an
//! unknown product, category, brand, bike, customer or quote list (the
//! asked-for value echoed safely, as text, with a search suggestion).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use crate::{
    components::i18n::{use_i18n, Arg},
    model::clean_text,
};

fn set_404() {
    #[cfg(feature = "ssr")]
    if let Some(resp) = use_context::<leptos_axum::ResponseOptions>() {
        resp.set_status(http::StatusCode::NOT_FOUND);
    }
}

#[component]
pub fn NotFound() -> impl IntoView {
    set_404();
    let i = use_i18n();
    view! {
        <Title text=i.t("not-found-title")/>
        <section class="panel not-found">
            <h1>{i.t("not-found-title")}</h1>
            <p>{i.t("not-found-text")}</p>
            <p><A href="/">{i.t("back-home")}</A>" · "<A href="/search">{i.t("search-catalogue")}</A></p>
        </section>
    }
}

/// What was asked for and is not there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Missing {
    Product,
    Category,
    Brand,
    Make,
    Model,
    Year,
    Customer,
    Quote,
    SharedQuote,
    Order,
    Invoice,
}

impl Missing {
    /// The page's heading, and the sentence that says what is missing
    /// (with `{ $text }` where the asked-for value goes, for the
    /// catalogue's things).
    fn keys(self) -> (&'static str, &'static str) {
        match self {
            Missing::Product => ("missing-product", "missing-product-text"),
            Missing::Category => ("missing-category", "missing-category-text"),
            Missing::Brand => ("missing-brand", "missing-brand-text"),
            Missing::Make => ("missing-make", "missing-make-text"),
            Missing::Model => ("missing-model", "missing-model-text"),
            Missing::Year => ("missing-year", "missing-year-text"),
            Missing::Customer => ("missing-customer", "missing-customer-text"),
            Missing::Quote => ("missing-quote", "missing-quote-text"),
            Missing::SharedQuote => ("missing-shared-quote", "missing-shared-quote-text"),
            Missing::Order => ("missing-order", "missing-order-text"),
            Missing::Invoice => ("missing-invoice", "missing-invoice-text"),
        }
    }

    /// Whether the catalogue can be searched for what was asked.
    fn in_catalogue(self) -> bool {
        !matches!(
            self,
            Missing::Customer
                | Missing::Quote
                | Missing::SharedQuote
                | Missing::Order
                | Missing::Invoice
        )
    }
}

/// A product, category, brand, bike, customer or quote list that does not
/// exist.
#[component]
pub fn MissingThing(what: Missing, echo: String) -> impl IntoView {
    set_404();
    let i = use_i18n();
    let shown: String = clean_text(&echo).chars().take(64).collect();
    let (title_key, text_key) = what.keys();
    let title = i.t(title_key);
    let text = if what.in_catalogue() {
        let (before, after) = i.t_around(text_key, "text", &[]);
        view! { <p>{before}<code class="echo">{shown.clone()}</code>{after}</p> }.into_any()
    } else {
        view! { <p>{i.t(text_key)}</p> }.into_any()
    };
    let search = what.in_catalogue().then(|| {
        let label = i.t_with("search-catalogue-for", &[("text", Arg::Text(&shown))]);
        view! { <A href=crate::model::href::search_text(&shown)>{label}</A>" · " }
    });
    view! {
        <Title text=title.clone()/>
        <section class="panel not-found">
            <h1>{title}</h1>
            {text}
            <p>
                {search}
                <A href="/">{i.t("back-home")}</A>
            </p>
        </section>
    }
}
