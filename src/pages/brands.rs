//! `/brands` (every brand) and `/brands/{id}` (a brand's products).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::{components::A, hooks::use_params_map};

use crate::{
    api::catalogue::{brand_listing, list_products},
    components::{errors::ErrorMessage, prefs::use_prefs, products::ProductList},
    model::{clean_text, AppError, Brand},
    pages::{not_found::MissingThing, use_list_query, ListSkeleton},
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
                            <A href=format!("/brands/{}", b.id)>
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
    let params = use_params_map();
    let id = Memo::new(move |_| params.read().get("id").and_then(|v| v.parse::<i64>().ok()));
    let lq = use_list_query();
    let prefs = use_prefs();
    let brands = Resource::new(|| (), |_| brand_listing());
    let list = Resource::new(
        move || (id.get(), lq.get().0, prefs.currency.get()),
        |(id, mut q, cur)| async move {
            let Some(id) = id else {
                return Err(AppError::NotFound("That brand".into()));
            };
            q.filters.brand_id = Some(id);
            list_products(q, cur).await
        },
    );
    view! {
        <Suspense fallback=ListSkeleton>
            {move || Suspend::new(async move {
                let brands = brands.await;
                let list = list.await;
                let wanted = id.get_untracked();
                let brand = match (&brands, wanted) {
                    (Ok(all), Some(id)) => all.iter().find(|b| b.id == id).cloned(),
                    _ => None,
                };
                let (q, _) = lq.get_untracked();
                match (brand, list, brands) {
                    (_, Err(e), _) => view! { <ErrorMessage error=e/> }.into_any(),
                    (None, _, Ok(_)) => view! { <MissingThing what="brand".to_string() echo=params.read_untracked().get("id").unwrap_or_default()/> }.into_any(),
                    (None, _, Err(e)) => view! { <ErrorMessage error=e/> }.into_any(),
                    (Some(brand), Ok(page), _) => {
                        let name = brand_name(&brand);
                        let path = format!("/brands/{}", brand.id);
                        view! {
                            <Title text=name.clone()/>
                            <nav class="breadcrumbs" aria-label="Breadcrumb">
                                <A href="/brands">"Brands"</A>" › "{name.clone()}
                            </nav>
                            <div class="page-head">
                                <h1>{name}</h1>
                                {brand.logo.clone().map(|src| view! { <img class="brand-logo" src=src alt="" width="120" height="60"/> })}
                            </div>
                            <ProductList page query=q path/>
                        }
                        .into_any()
                    }
                }
            })}
        </Suspense>
    }
}
