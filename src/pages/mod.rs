//! One module per route. Pages read from server functions and compose
//! components; they hold no business rules of their own.

pub mod audit;
pub mod back_in_stock;
pub mod bikes;
pub mod brands;
pub mod categories;
pub mod collect;
pub mod count_review;
pub mod count_sheet;
pub mod counts;
pub mod customer;
pub mod customers;
pub mod exports;
pub mod group;
pub mod home;
pub mod lookup;
pub mod loose_return;
pub mod lost_sales;
pub mod not_found;
pub mod order;
pub mod orders;
pub mod prices;
pub mod processing;
pub mod product;
pub mod quote;
pub mod quotes;
pub mod refused;
pub mod sale;
pub mod sale_return;
pub mod sales;
pub mod sales_day;
pub mod search;
pub mod shelf;
pub mod shelf_import;
pub mod shelf_value;
pub mod staff;
pub mod status;
pub mod stock;

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;
use serde::{de::DeserializeOwned, Serialize};

use crate::{
    components::errors::{main_or_error, section_or_error},
    model::{
        query::{FieldError, ListQuery},
        AppError,
    },
};

/// The list query in the current URL, and what in it could not be read.
pub fn use_list_query() -> Memo<(ListQuery, Vec<FieldError>)> {
    let query = use_query_map();
    Memo::new(move |_| {
        query.with(|m| ListQuery::from_pairs(m.latest_values().map(|(k, v)| (k.as_ref(), v))))
    })
}

/// Placeholder cards while a list loads.
#[component]
pub fn ListSkeleton() -> impl IntoView {
    view! {
        <div aria-busy="true" aria-label="Loading products">
            <p class="skeleton-line"></p>
            <ul class="product-grid">
                {(0..8).map(|_| view! { <li class="product-card skeleton skeleton-card"></li> }).collect_view()}
            </ul>
        </div>
    }
}

/// A page whose main content is one server answer: its title and heading,
/// a line while it loads, then `render`'s view of it, or the error (with
/// its status as the page's).
pub fn loaded_page<T, V>(
    title: String,
    heading: String,
    answer: Resource<Result<T, AppError>>,
    render: fn(T) -> V,
) -> impl IntoView
where
    T: Clone + Send + Sync + Serialize + DeserializeOwned + 'static,
    V: IntoAny + 'static,
{
    view! {
        <Title text=title/>
        <h1>{heading}</h1>
        {loaded(answer, render, main_or_error)}
    }
}

/// One section of a page whose content is one server answer: its heading
/// (`id` names it for the section's label), a line while it loads, then
/// `render`'s view, or the error in its place (the page still answers 200).
pub fn loaded_section<T, V>(
    id: &'static str,
    heading: String,
    answer: Resource<Result<T, AppError>>,
    render: fn(T) -> V,
) -> impl IntoView
where
    T: Clone + Send + Sync + Serialize + DeserializeOwned + 'static,
    V: IntoAny + 'static,
{
    view! {
        <section aria-labelledby=id>
            <h2 id=id>{heading}</h2>
            {loaded(answer, render, section_or_error)}
        </section>
    }
}

/// How a loaded answer is shown: `main_or_error` or `section_or_error`.
type Shown<T, V> = fn(Result<T, AppError>, fn(T) -> V) -> AnyView;

/// A line while `answer` loads, then what `shown` makes of it and `render`.
fn loaded<T, V>(
    answer: Resource<Result<T, AppError>>,
    render: fn(T) -> V,
    shown: Shown<T, V>,
) -> impl IntoView
where
    T: Clone + Send + Sync + Serialize + DeserializeOwned + 'static,
    V: IntoAny + 'static,
{
    view! {
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move { shown(answer.await, render) })}
        </Suspense>
    }
}
