//! `/categories` (all categories as tiles) and `/categories/{id}` (one
//! category's banner, description and its products).

use std::future::Future;

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use crate::{
    api::catalogue::category_listing,
    components::{
        i18n::{use_i18n, Arg},
        tiles::CategoryTiles,
    },
    model::{clean_text, href, query::ListQuery, AppError, Category},
    pages::{
        group::{all_page, one_page, Group},
        not_found::Missing,
    },
};

impl Group for Category {
    const KIND: Missing = Missing::Category;
    const ALL: &'static str = "nav-categories";

    fn listing() -> impl Future<Output = Result<Vec<Self>, AppError>> + Send + 'static {
        category_listing()
    }

    fn id(&self) -> i64 {
        self.id
    }

    fn href(&self) -> String {
        href::category(self.id)
    }

    fn narrow(q: &mut ListQuery, id: i64) {
        q.filters.category_id = Some(id);
    }

    fn head(&self) -> AnyView {
        let name = self.name.as_deref().map(clean_text).unwrap_or_else(|| {
            use_i18n().t_with(
                "search-category-n",
                &[("id", Arg::Text(&self.id.to_string()))],
            )
        });
        view! {
            <Title text=name.clone()/>
            <nav class="breadcrumbs" aria-label=crate::components::i18n::use_i18n().t("breadcrumbs")>
                <A href="/categories">{use_i18n().t("nav-categories")}</A>" › "{name.clone()}
            </nav>
            {self.banner_image.clone().map(|src| view! {
                <img class="banner" src=src alt="" width="1200" height="240"/>
            })}
            <h1>{name}</h1>
            {self.description.clone().map(|d| view! { <p class="lede">{clean_text(&d)}</p> })}
        }
        .into_any()
    }

    fn all(cats: Vec<Self>) -> AnyView {
        view! { <CategoryTiles cats/> }.into_any()
    }
}

#[component]
pub fn CategoriesPage() -> impl IntoView {
    all_page::<Category>()
}

#[component]
pub fn CategoryPage() -> impl IntoView {
    one_page::<Category>()
}
