//! `/categories` (all categories as tiles) and `/categories/{id}` (one
//! category's banner, description and its products).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::{components::A, hooks::use_params_map};

use crate::{
    api::catalogue::{category_listing, list_products},
    components::{errors::ErrorMessage, prefs::use_prefs, products::ProductList},
    model::{clean_text, AppError, Category},
    pages::{not_found::MissingThing, use_list_query, ListSkeleton},
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
                    Err(e) => view! { <ErrorMessage error=e/> }.into_any(),
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
                            <A href=format!("/categories/{}", c.id)>
                                {match c.image.clone() {
                                    Some(src) => view! { <img src=src alt="" loading="lazy" width="320" height="180"/> }.into_any(),
                                    None => view! { <span class="placeholder-img" style="aspect-ratio:16/9"></span> }.into_any(),
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
    let params = use_params_map();
    let id = Memo::new(move |_| params.read().get("id").and_then(|v| v.parse::<i64>().ok()));
    let lq = use_list_query();
    let prefs = use_prefs();
    let cats = Resource::new(|| (), |_| category_listing());
    let list = Resource::new(
        move || (id.get(), lq.get().0, prefs.currency.get()),
        |(id, mut q, cur)| async move {
            let Some(id) = id else {
                return Err(AppError::NotFound("That category".into()));
            };
            q.filters.category_id = Some(id);
            list_products(q, cur).await
        },
    );
    view! {
        <Suspense fallback=ListSkeleton>
            {move || Suspend::new(async move {
                let cats = cats.await;
                let list = list.await;
                let wanted = id.get_untracked();
                let cat = match (&cats, wanted) {
                    (Ok(cats), Some(id)) => cats.iter().find(|c| c.id == id).cloned(),
                    _ => None,
                };
                let (q, _) = lq.get_untracked();
                match (cat, list, cats) {
                    (_, Err(e), _) => view! { <ErrorMessage error=e/> }.into_any(),
                    (None, _, Ok(_)) => view! { <MissingThing what="category".to_string() echo=params.read_untracked().get("id").unwrap_or_default()/> }.into_any(),
                    (None, _, Err(e)) => view! { <ErrorMessage error=e/> }.into_any(),
                    (Some(cat), Ok(page), _) => {
                        let name = cat.name.as_deref().map(clean_text).unwrap_or_else(|| format!("Category {}", cat.id));
                        let path = format!("/categories/{}", cat.id);
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
                            <ProductList page query=q path/>
                        }
                        .into_any()
                    }
                }
            })}
        </Suspense>
    }
}
