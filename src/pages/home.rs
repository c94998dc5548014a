//! The home page: the counter's starting point. The lookup box is focused on
//! load; below it the categories, brands, a bike finder, what is new, and the
//! products this screen viewed last.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use crate::{
    api::{
        catalogue::{brand_listing, category_listing, picker_lists, summaries, whats_new},
        portal::portal_info,
    },
    components::{
        bike::{BikePicker, PickerPlace},
        errors::ErrorMessage,
        prefs::use_prefs,
        products::{ProductCard, FIRST_ROW},
        tiles::{BrandChips, CategoryTiles},
    },
    model::{
        href,
        picker::{BikeChoice, BikeChoices},
    },
    pages::{loaded_section, ListSkeleton},
};

#[component]
pub fn HomePage() -> impl IntoView {
    let info = Resource::new(|| (), |_| portal_info());
    let cats = Resource::new(|| (), |_| category_listing());
    let brands = Resource::new(|| (), |_| brand_listing());
    let bikes = Resource::new(|| (), |_| picker_lists(BikeChoice::default()));
    view! {
        <Title text="Home"/>
        <div class="page-head">
            <div>
                <h1>"Dealer Desk"</h1>
                <p class="lede">"Scan or type a SKU above, or browse by category, brand or bike."</p>
            </div>
            <Suspense fallback=|| ()>
                {move || Suspend::new(async move {
                    info.await.ok().filter(|i| i.demo).map(|_| view! {
                        <p class="demo-notice">"Demo data: the embedded demo catalogue, not the supplier's live catalogue."</p>
                    })
                })}
            </Suspense>
        </div>
        <RecentlyViewed/>
        {loaded_section("finder-h", "Find parts for a bike", bikes, |choices| view! { <BikeFinder choices/> })}
        <NewProducts/>
        {loaded_section("cats-h", "Categories", cats, |cats| view! { <CategoryTiles cats/> })}
        {loaded_section("brands-h", "Brands", brands, |brands| view! { <BrandChips brands/> })}
    }
}

/// The products this screen viewed last (from its cookie), as chips.
#[component]
fn RecentlyViewed() -> impl IntoView {
    let recent_skus = use_prefs().recent;
    let recent = Resource::new(move || recent_skus.clone(), summaries);
    view! {
        <Suspense fallback=|| ()>
            {move || Suspend::new(async move {
                let items = recent.await.unwrap_or_default();
                (!items.is_empty()).then(|| view! {
                    <section aria-labelledby="recent-h">
                        <h2 id="recent-h">"Recently viewed"</h2>
                        <ul class="chips recent">
                            {items.into_iter().map(|p| view! {
                                <li><A href=href::product(&p.sku) attr:class="chip">
                                    <span class="sku">{p.sku.clone()}</span>" "{p.name.clone()}
                                </A></li>
                            }).collect_view()}
                        </ul>
                    </section>
                })
            })}
        </Suspense>
    }
}

/// The first dozen products added in the last 30 days, with their count.
#[component]
fn NewProducts() -> impl IntoView {
    let new = Resource::new(|| (), |_| whats_new());
    view! {
        <section aria-labelledby="new-h">
            <h2 id="new-h">"New in the last 30 days"</h2>
            <Suspense fallback=ListSkeleton>
                {move || Suspend::new(async move {
                    match new.await {
                        Ok(page) => {
                            let total = page.total;
                            let items: Vec<_> = page.items.into_iter().take(12).collect();
                            view! {
                                <p class="muted">
                                    {format!("{total} new product{}. ", if total == 1 { "" } else { "s" })}
                                    <A href="/search?sort=newest">"See all, newest first"</A>
                                </p>
                                <ul class="product-grid">
                                    {items.into_iter().enumerate().map(|(i, item)| {
                                        let stock = page.stock.iter().find(|s| s.sku == item.sku).cloned();
                                        view! { <ProductCard item stock first={i < FIRST_ROW}/> }
                                    }).collect_view()}
                                </ul>
                            }.into_any()
                        }
                        Err(e) => view! { <ErrorMessage error=e/> }.into_any(),
                    }
                })}
            </Suspense>
        </section>
    }
}

/// Make › model › year pickers. A GET form to `/bikes`, which goes to the
/// deepest bike page the choice names: without JavaScript, choosing a make
/// and pressing "Show parts" opens that make's models.
#[component]
fn BikeFinder(choices: BikeChoices) -> impl IntoView {
    let BikeChoices {
        makes,
        models,
        chosen,
    } = choices;
    view! {
        <form class="bike-finder" action="/bikes" method="get">
            <BikePicker place=PickerPlace::Home makes models chosen/>
            <A href="/bikes">"All bikes"</A>
        </form>
    }
}
