//! The home page: the counter's starting point.

use leptos::prelude::*;
use leptos_meta::Title;

use crate::api::portal::portal_info;

#[component]
pub fn HomePage() -> impl IntoView {
    let info = Resource::new_blocking(|| (), |_| portal_info());
    view! {
        <Title text="Home"/>
        <h1>"Dealer Desk"</h1>
        <p class="lede">"Look up a part by SKU, browse the catalogue, check fitment, prices and stock."</p>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                match info.await {
                    Ok(i) if i.demo => view! {
                        <p class="demo-notice">"Showing demo data: the embedded demo catalogue, not the supplier's live catalogue."</p>
                    }.into_any(),
                    _ => ().into_any(),
                }
            })}
        </Suspense>
    }
}
