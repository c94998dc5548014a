//! The tiles of categories and brands: the pages that list them and the
//! home page show the same tiles.

use leptos::prelude::*;
use leptos_router::components::A;

use crate::model::{clean_text, href, Brand, Category};

/// A brand's name, or "Brand 12" when the supplier gives none.
pub fn brand_name(b: &Brand) -> String {
    b.name
        .as_deref()
        .map(clean_text)
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| {
            crate::components::i18n::use_i18n().t_with(
                "search-brand-n",
                &[("id", crate::components::i18n::Arg::Text(&b.id.to_string()))],
            )
        })
}

/// Every category as a tile with its image.
#[component]
pub fn CategoryTiles(cats: Vec<Category>) -> impl IntoView {
    view! {
        <ul class="tiles">
            {cats
                .into_iter()
                .map(|c| {
                    let name = c.name.as_deref().map(clean_text).unwrap_or_else(|| {
                        crate::components::i18n::use_i18n().t_with(
                            "search-category-n",
                            &[("id", crate::components::i18n::Arg::Text(&c.id.to_string()))],
                        )
                    });
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

/// Every brand as a tile with its logo.
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
