//! One module per route. Pages read from server functions and compose
//! components; they hold no business rules of their own.

pub mod bikes;
pub mod brands;
pub mod categories;
pub mod home;
pub mod lookup;
pub mod not_found;
pub mod product;
pub mod search;
pub mod stock;

use leptos::prelude::*;
use leptos_router::hooks::use_query_map;

use crate::model::query::{FieldError, ListQuery};

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
