//! `/brands` (every brand) and `/brands/{id}` (a brand's products).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use crate::{
    api::catalogue::brand_listing,
    components::{
        errors::main_or_error,
        tiles::{brand_name, BrandChips},
    },
    model::{href, Brand},
    pages::{group_view, use_group_products, ListSkeleton},
};

#[component]
pub fn BrandsPage() -> impl IntoView {
    let brands = Resource::new(|| (), |_| brand_listing());
    view! {
        <Title text="Brands"/>
        <h1>"Brands"</h1>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                main_or_error(brands.await, |brands| view! { <BrandChips brands/> })
            })}
        </Suspense>
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
