//! `/categories` (all categories as tiles) and `/categories/{id}` (one
//! category's banner, description and its products).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use crate::{
    api::catalogue::category_listing,
    components::errors::ErrorMessage,
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
                match cats.await {
                    Ok(cats) => view! { <CategoryTiles cats/> }.into_any(),
                    Err(e) => {
                        crate::components::errors::set_status_for(&e);
                        view! { <ErrorMessage error=e/> }.into_any()
                    }
                }
            })}
        </Suspense>
    }
}

#[component]
pub fn CategoryTiles(cats: Vec<Category>) -> impl IntoView {
    view! {
        <ul class="tiles">
            {cats
                .into_iter()
                .map(|c| {
                    let name = c.name.as_deref().map(clean_text).unwrap_or_else(|| format!("Category {}", c.id));
                    view! {
                        <li class="tile">
                            <A href=href::category(c.id)>
                                {match c.image.clone() {
                                    Some(src) => view! { <img src=src alt="" loading="lazy" width="320" height="180"/> }.into_any(),
                                    None => view! { <span class="placeholder-img wide"></span> }.into_any(),
                                }}
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
