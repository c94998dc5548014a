//! `/brands` (every brand) and `/brands/{id}` (a brand's products).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use crate::{
    api::catalogue::brand_listing,
    components::errors::ErrorMessage,
    model::{clean_text, href, Brand},
    pages::{group_view, use_group_products, ListSkeleton},
};

fn brand_name(b: &Brand) -> String {
    b.name
        .as_deref()
        .map(clean_text)
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| format!("Brand {}", b.id))
}

#[component]
pub fn BrandsPage() -> impl IntoView {
    let brands = Resource::new(|| (), |_| brand_listing());
    view! {
        <Title text="Brands"/>
        <h1>"Brands"</h1>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                match brands.await {
                    Ok(brands) => view! { <BrandChips brands/> }.into_any(),
                    Err(e) => view! { <ErrorMessage error=e/> }.into_any(),
                }
            })}
        </Suspense>
    }
}

#[component]
pub fn BrandChips(brands: Vec<Brand>) -> impl IntoView {
    view! {
        <ul class="tiles brand-tiles">
            {brands
                .into_iter()
                .map(|b| {
                    let name = brand_name(&b);
                    view! {
                        <li class="tile">
                            <A href=href::brand(b.id)>
                                {b.logo.clone().map(|src| view! { <img src=src alt="" loading="lazy" width="320" height="180"/> })}
                                <span class="tile-body"><span class="tile-title">{name}</span></span>
                            </A>
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}

#[component]
pub fn BrandPage() -> impl IntoView {
    let (id, list) = use_group_products(|q, id| q.filters.brand_id = Some(id));
    let brands = Resource::new(|| (), |_| brand_listing());
    view! {
        <Suspense fallback=ListSkeleton>
            {move || Suspend::new(async move {
                let found = brands.await.map(|all| {
                    let brand = all.into_iter().find(|b| Some(b.id) == id.get_untracked())?;
                    Some((brand_head(&brand), href::brand(brand.id)))
                });
                group_view("brand", found, list.await)
            })}
        </Suspense>
    }
}

fn brand_head(brand: &Brand) -> AnyView {
    let name = brand_name(brand);
    view! {
        <Title text=name.clone()/>
        <nav class="breadcrumbs" aria-label="Breadcrumb">
            <A href="/brands">"Brands"</A>" › "{name.clone()}
        </nav>
        <div class="page-head">
            <h1>{name}</h1>
            {brand.logo.clone().map(|src| view! { <img class="brand-logo" src=src alt="" width="120" height="60"/> })}
        </div>
    }
    .into_any()
}
