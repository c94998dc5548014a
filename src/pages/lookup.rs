//! `/lookup?q=…`: where the header's box goes without JavaScript. An exact
//! SKU (or EAN) redirects to its product; a stem that is no SKU itself
//! (`CP0151`) lists the products whose SKUs have it (its colours and
//! sizes), each with a button that adds it to the open quote list;
//! `bin:B-04` goes to the parts on our shelf in those bins; anything else
//! goes to a search.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::{components::Redirect, hooks::use_query_map};

use crate::{
    api::catalogue::lookup,
    components::{errors::main_or_error, i18n::use_i18n, products::DealerPrice, quote::CardAdd},
    model::{
        href,
        listing::{LookupTarget, ProductSummary},
        Currency,
    },
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
                    LookupTarget::Product(sku) => view! { <Redirect path=href::product(&sku)/> }.into_any(),
                    LookupTarget::Search(s) => view! { <Redirect path=href::search_text(&s)/> }.into_any(),
                    LookupTarget::Shelf(bin) => {
                        let to = format!("{}?bin={}", crate::pages::shelf::SHELF, crate::model::query::encode_component(&bin));
                        view! { <Redirect path=to/> }.into_any()
                    }
                    LookupTarget::Family { stem, members } => {
                        let back = href::lookup(&q.get_untracked());
                        view! { <StemFamily stem members back/> }.into_any()
                    }
                })
            })}
        </Suspense>
    }
}

/// The products of one SKU stem, for the counter to pick from.
#[component]
fn StemFamily(stem: String, members: Vec<(String, ProductSummary)>, back: String) -> impl IntoView {
    let count = members.len();
    let i = use_i18n();
    view! {
        <Title text=format!("{stem}: colours and sizes")/>
        <h1>{format!("{stem}: {count} products")}</h1>
        <p class="muted">"No product has exactly this SKU; these have it as their stem. Pick one."</p>
        <ul class="variant-list stem-family">
            {members
                .into_iter()
                .map(|(label, p)| view! {
                    <li class="variant" data-variant-sku=p.sku.clone()>
                        <a class="variant-label" href=href::product(&p.sku)>{label}</a>
                        <span class="sku">{p.sku.clone()}</span>
                        <span>{p.name.clone()}</span>
                        <span class="price-rrp" title=i.t("price-rrp")>{i.price(Currency::Gbp, p.site_price)}</span>
                        <DealerPrice gbp=p.dealer_gbp usd=p.dealer_usd eur=p.dealer_eur/>
                        <CardAdd sku=p.sku.clone() back=back.clone()/>
                    </li>
                })
                .collect_view()}
        </ul>
        <p><a href=href::search_text(&stem)>{format!("Search for “{stem}” instead")}</a></p>
    }
}
