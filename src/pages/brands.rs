//! `/brands` (every brand) and `/brands/{id}` (a brand's products).

use std::future::Future;

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use crate::{
    api::catalogue::brand_listing,
    components::tiles::{brand_name, BrandChips},
    model::{href, query::ListQuery, AppError, Brand},
    pages::{
        group::{all_page, one_page, Group},
        not_found::Missing,
    },
};

impl Group for Brand {
    const KIND: Missing = Missing::Brand;
    const ALL: &'static str = "nav-brands";

    fn listing() -> impl Future<Output = Result<Vec<Self>, AppError>> + Send + 'static {
        brand_listing()
    }

    fn id(&self) -> i64 {
        self.id
    }

    fn href(&self) -> String {
        href::brand(self.id)
    }

    fn narrow(q: &mut ListQuery, id: i64) {
        q.filters.brand_id = Some(id);
    }

    fn head(&self) -> AnyView {
        let name = brand_name(self);
        view! {
            <Title text=name.clone()/>
            <nav class="breadcrumbs" aria-label=crate::components::i18n::use_i18n().t("breadcrumbs")>
                <A href="/brands">{crate::components::i18n::use_i18n().t("nav-brands")}</A>" › "{name.clone()}
            </nav>
            <div class="page-head">
                <h1>{name}</h1>
                {self.logo.clone().map(|src| view! { <img class="brand-logo" src=src alt="" width="120" height="60"/> })}
            </div>
        }
        .into_any()
    }

    fn all(brands: Vec<Self>) -> AnyView {
        view! { <BrandChips brands/> }.into_any()
    }
}

#[component]
pub fn BrandsPage() -> impl IntoView {
    all_page::<Brand>()
}

#[component]
pub fn BrandPage() -> impl IntoView {
    one_page::<Brand>()
}
