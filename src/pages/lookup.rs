//! `/lookup?q=…`: where the header's box goes without JavaScript. An exact
//! SKU (or EAN) redirects to its product; anything else to a search.

use leptos::prelude::*;
use leptos_router::{components::Redirect, hooks::use_query_map};

use crate::{
    api::catalogue::lookup,
    components::errors::ErrorMessage,
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
                match target.await {
                    Ok(LookupTarget::Product(sku)) => view! { <Redirect path=href::product(&sku)/> }.into_any(),
                    Ok(LookupTarget::Search(s)) => view! { <Redirect path=href::search_text(&s)/> }.into_any(),
                    Err(e) => view! { <ErrorMessage error=e/> }.into_any(),
                }
            })}
        </Suspense>
    }
}
