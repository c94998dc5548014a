//! One module per route. Pages read from server functions and compose
//! components; they hold no business rules of their own.

pub mod bikes;
pub mod brands;
pub mod categories;
pub mod exports;
pub mod home;
pub mod lookup;
pub mod not_found;
pub mod product;
pub mod quote;
pub mod quotes;
pub mod search;
pub mod status;
pub mod stock;

use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

use crate::{
    api::catalogue::list_products,
    components::{errors::page_error, prefs::use_prefs, products::ProductList},
    model::{
        listing::ListPage,
        query::{FieldError, ListQuery},
        AppError,
    },
    pages::not_found::MissingThing,
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

/// The products of one group (a category or a brand) named by the route's
/// `:id`: the URL's list query, narrowed by `narrow`, in the chosen currency.
pub fn use_group_products(
    narrow: fn(&mut ListQuery, i64),
) -> (Memo<Option<i64>>, Resource<Result<ListPage, AppError>>) {
    let params = use_params_map();
    let id = Memo::new(move |_| params.read().get("id").and_then(|v| v.parse::<i64>().ok()));
    let lq = use_list_query();
    let prefs = use_prefs();
    let list = Resource::new(
        move || (id.get(), prefs.narrow_to_bike(lq.get().0), prefs.currency),
        move |(id, mut q, cur)| async move {
            let Some(id) = id else {
                return Err(AppError::NotFound("That page".into()));
            };
            narrow(&mut q, id);
            list_products(q, cur, false).await
        },
    );
    (id, list)
}

/// What a group page shows once loaded: an error, "no such …" (404) when the
/// listing has no such group, or the group's heading above its products.
pub fn group_view(
    kind: &str,
    found: Result<Option<(AnyView, String)>, AppError>,
    list: Result<ListPage, AppError>,
) -> AnyView {
    let asked = use_params_map()
        .read_untracked()
        .get("id")
        .unwrap_or_default();
    let (query, _) = use_list_query().get_untracked();
    match (found, list) {
        (Err(e), _) | (_, Err(e)) if !matches!(e, AppError::NotFound(_)) => page_error(e),
        (Ok(Some((head, path))), Ok(page)) => {
            view! { {head} <ProductList page query path/> }.into_any()
        }
        _ => view! { <MissingThing what=kind.to_string() echo=asked/> }.into_any(),
    }
}
