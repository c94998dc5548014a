//! Group pages: categories and brands each have a page listing them all
//! and a page per group (`:id`) with its heading above its products. What
//! differs between the two is how a group is fetched, headed and used to
//! narrow the list: the `Group` trait.

use std::future::Future;

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use serde::{de::DeserializeOwned, Serialize};

use crate::{
    api::catalogue::list_products,
    components::{errors::page_error, prefs::use_prefs, products::ProductList},
    model::{listing::ListPage, query::ListQuery, AppError},
    pages::{
        loaded_page,
        not_found::{Missing, MissingThing},
        use_list_query, ListSkeleton,
    },
};

/// A kind of group of products with pages of its own.
pub trait Group: Clone + Send + Sync + Serialize + DeserializeOwned + 'static {
    /// Its name in "no such …" (a 404 page).
    const KIND: Missing;
    /// The key of the title and heading of the page listing them all.
    const ALL: &'static str;
    /// Every group of this kind.
    fn listing() -> impl Future<Output = Result<Vec<Self>, AppError>> + Send + 'static;
    fn id(&self) -> i64;
    /// The address of its own page.
    fn href(&self) -> String;
    /// Narrows a list query to this group's products.
    fn narrow(q: &mut ListQuery, id: i64);
    /// Title, breadcrumbs and heading of its own page.
    fn head(&self) -> AnyView;
    /// The page listing them all.
    fn all(items: Vec<Self>) -> AnyView;
}

/// Every group of a kind (`/categories`, `/brands`).
pub fn all_page<G: Group>() -> impl IntoView {
    let items = Resource::new(|| (), |_| G::listing());
    let title = crate::components::i18n::use_i18n().t(G::ALL);
    loaded_page(title.clone(), title, items, G::all)
}

/// One group's page: its head above its products, or "no such …".
pub fn one_page<G: Group>() -> impl IntoView {
    let (id, list) = use_group_products(G::narrow);
    let groups = Resource::new(|| (), |_| G::listing());
    view! {
        <Suspense fallback=ListSkeleton>
            {move || Suspend::new(async move {
                let found = groups.await.map(|all| {
                    let group = all.into_iter().find(|g| Some(g.id()) == id.get_untracked())?;
                    Some((group.head(), group.href()))
                });
                group_view(G::KIND, found, list.await)
            })}
        </Suspense>
    }
}

/// The products of one group (a category or a brand) named by the route's
/// `:id`: the URL's list query, narrowed by `narrow`, in the chosen currency.
fn use_group_products(
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
fn group_view(
    kind: Missing,
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
        _ => view! { <MissingThing what=kind echo=asked/> }.into_any(),
    }
}
