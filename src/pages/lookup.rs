//! `/lookup?q=…`: where the header's box goes without JavaScript. An exact
//! SKU (or EAN) redirects to its product; anything else to a search.

use leptos::prelude::*;
use leptos_router::{components::Redirect, hooks::use_query_map};

use crate::{
    api::catalogue::lookup,
    components::errors::main_or_error,
    model::{href, listing::LookupTarget},
};

#[component]
pub fn LookupPage() -> impl IntoView {
    let query = use_query_map();
    let q = Memo::new(move |_| query.read().get("q").unwrap_or_default());
    let target = Resource::new(move || q.get(), lookup);
    view! {
        <Suspense fallback=|| view! { <p>"Looking up…"</p> }>
            {move || Suspend::new(async move {
                main_or_error(target.await, |found| match found {
                    LookupTarget::Product(sku) => view! { <Redirect path=href::product(&sku)/> },
                    LookupTarget::Search(s) => view! { <Redirect path=href::search_text(&s)/> },
                })
            })}
        </Suspense>
    }
}
