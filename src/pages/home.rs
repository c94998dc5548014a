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
        i18n::{use_i18n, Arg},
        prefs::use_prefs,
        products::{product_card, CardWords, Shown, FIRST_ROW},
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
    let i = use_i18n();
    let demo_notice = i.t("home-demo-notice");
    view! {
        <Title text=i.t("home-title")/>
        <div class="page-head">
            <div>
                <h1>{i.t("site-name")}</h1>
                <p class="lede">{i.t("home-lede")}</p>
            </div>
            <Suspense fallback=|| ()>
                {move || {
                    let notice = demo_notice.clone();
                    Suspend::new(async move {
                        info.await.ok().filter(|i| i.demo).map(|_| view! {
                            <p class="demo-notice">{notice}</p>
                        })
                    })
                }}
            </Suspense>
        </div>
        <RecentlyViewed/>
        {loaded_section("finder-h", i.t("home-finder"), bikes, |choices| view! { <BikeFinder choices/> })}
        <NewProducts/>
        {loaded_section("cats-h", i.t("home-categories"), cats, |cats| view! { <CategoryTiles cats/> })}
        {loaded_section("brands-h", i.t("home-brands"), brands, |brands| view! { <BrandChips brands/> })}
    }
}

/// The products this screen viewed last (from its cookie), as chips.
#[component]
fn RecentlyViewed() -> impl IntoView {
    let recent_skus = use_prefs().recent;
    let recent = Resource::new(move || recent_skus.clone(), summaries);
    let heading = use_i18n().t("home-recent");
    view! {
        <Suspense fallback=|| ()>
            {move || {
                let heading = heading.clone();
                Suspend::new(async move {
                let items = recent.await.unwrap_or_default();
                (!items.is_empty()).then(|| view! {
                    <section aria-labelledby="recent-h">
                        <h2 id="recent-h">{heading}</h2>
                        <ul class="chips recent">
                            {items.into_iter().map(|p| view! {
                                <li><A href=href::product(&p.sku) attr:class="chip">
                                    <span class="sku">{p.sku.clone()}</span>" "{p.name.clone()}
                                </A></li>
                            }).collect_view()}
                        </ul>
                    </section>
                })
            })}}
        </Suspense>
    }
}

/// The first dozen products added in the last 30 days, with their count.
#[component]
fn NewProducts() -> impl IntoView {
    let new = Resource::new(|| (), |_| whats_new());
    let i = use_i18n();
    let words = CardWords::of(i, &use_prefs());
    view! {
        <section aria-labelledby="new-h">
            <h2 id="new-h">{i.t("home-new")}</h2>
            <Suspense fallback=ListSkeleton>
                {move || {
                    let words = words.clone();
                    Suspend::new(async move {
                    match new.await {
                        Ok(page) => {
                            let total = page.total;
                            let items: Vec<_> = page.items.into_iter().take(12).collect();
                            view! {
                                <p class="muted">
                                    {i.t_with("home-new-count", &[("count", Arg::Count(total as i64))])}
                                    " "
                                    <A href="/search?sort=newest">{i.t("home-new-all")}</A>
                                </p>
                                <ul class="product-grid">
                                    {items.into_iter().enumerate().map(|(i, item)| {
                                        let stock = page.stock.iter().find(|s| s.sku == item.sku).cloned();
                                        let ours = page.ours.iter().find(|l| l.sku == item.sku).cloned();
                                        let shown = Shown { item, stock, ours, family: None, first: i < FIRST_ROW };
                                        product_card(&words, shown, None)
                                    }).collect_view()}
                                </ul>
                            }.into_any()
                        }
                        Err(e) => view! { <ErrorMessage error=e/> }.into_any(),
                    }
                })}}
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
    let all = use_i18n().t("home-all-bikes");
    view! {
        <form class="bike-finder" action="/bikes" method="get">
            <BikePicker place=PickerPlace::Home makes models chosen/>
            <A href="/bikes">{all}</A>
        </form>
    }
}
