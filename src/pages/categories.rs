//! `/categories` (all categories as tiles) and `/categories/{id}` (one
//! category's banner, description and its products).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use crate::{
    api::catalogue::category_listing,
    components::{errors::main_or_error, tiles::CategoryTiles},
    model::{clean_text, href, Category},
    pages::{group_view, use_group_products, ListSkeleton},
};

#[component]
pub fn CategoriesPage() -> impl IntoView {
    let cats = Resource::new(|| (), |_| category_listing());
    view! {
        <Title text="Categories"/>
        <h1>"Categories"</h1>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                main_or_error(cats.await, |cats| view! { <CategoryTiles cats/> })
            })}
        </Suspense>
    }
}

#[component]
pub fn CategoryPage() -> impl IntoView {
    let (id, list) = use_group_products(|q, id| q.filters.category_id = Some(id));
    let cats = Resource::new(|| (), |_| category_listing());
    view! {
        <Suspense fallback=ListSkeleton>
            {move || Suspend::new(async move {
                let found = cats.await.map(|all| {
                    let cat = all.into_iter().find(|c| Some(c.id) == id.get_untracked())?;
                    Some((category_head(&cat), href::category(cat.id)))
                });
                group_view("category", found, list.await)
            })}
        </Suspense>
    }
}

fn category_head(cat: &Category) -> AnyView {
    let name = cat
        .name
        .as_deref()
        .map(clean_text)
        .unwrap_or_else(|| format!("Category {}", cat.id));
    view! {
        <Title text=name.clone()/>
        <nav class="breadcrumbs" aria-label="Breadcrumb">
            <A href="/categories">"Categories"</A>" › "{name.clone()}
        </nav>
        {cat.banner_image.clone().map(|src| view! {
            <img class="banner" src=src alt="" width="1200" height="240"/>
        })}
        <h1>{name}</h1>
        {cat.description.clone().map(|d| view! { <p class="lede">{clean_text(&d)}</p> })}
    }
    .into_any()
}
