//! The home page: the counter's starting point. The lookup box is focused on
//! load; below it the categories, brands, a bike finder, what is new, and the
//! products this screen viewed last.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::{components::A, hooks::use_navigate};

use crate::{
    api::{
        catalogue::{bike_listing, brand_listing, category_listing, summaries, whats_new},
        portal::portal_info,
    },
    components::{
        errors::ErrorMessage,
        prefs::cookie_text,
        products::{ProductCard, FIRST_ROW},
        stock::{stock_of, use_live_stock},
    },
    model::{clean_text, recent::read_recent, Bike},
    pages::{brands::BrandChips, categories::CategoryTiles, ListSkeleton},
};

#[component]
pub fn HomePage() -> impl IntoView {
    let info = Resource::new(|| (), |_| portal_info());
    let cats = Resource::new(|| (), |_| category_listing());
    let brands = Resource::new(|| (), |_| brand_listing());
    let bikes = Resource::new(|| (), |_| bike_listing());
    let new = Resource::new(|| (), |_| whats_new());
    let recent_skus = read_recent(&cookie_text());
    let recent = Resource::new(move || recent_skus.clone(), summaries);
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
        <Suspense fallback=|| ()>
            {move || Suspend::new(async move {
                let items = recent.await.unwrap_or_default();
                (!items.is_empty()).then(|| view! {
                    <section aria-labelledby="recent-h">
                        <h2 id="recent-h">"Recently viewed"</h2>
                        <ul class="chips recent">
                            {items.into_iter().map(|p| view! {
                                <li><A href=crate::components::products::product_href(&p.sku) attr:class="chip">
                                    <span class="sku">{p.sku.clone()}</span>" "{p.name.clone()}
                                </A></li>
                            }).collect_view()}
                        </ul>
                    </section>
                })
            })}
        </Suspense>
        <section aria-labelledby="finder-h">
            <h2 id="finder-h">"Find parts for a bike"</h2>
            <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
                {move || Suspend::new(async move {
                    match bikes.await {
                        Ok(b) => view! { <BikeFinder bikes=b/> }.into_any(),
                        Err(e) => view! { <ErrorMessage error=e/> }.into_any(),
                    }
                })}
            </Suspense>
        </section>
        <section aria-labelledby="new-h">
            <h2 id="new-h">"New in the last 30 days"</h2>
            <Suspense fallback=ListSkeleton>
                {move || Suspend::new(async move {
                    match new.await {
                        Ok(page) => {
                            let total = page.total;
                            let items: Vec<_> = page.items.into_iter().take(12).collect();
                            let live = use_live_stock(page.stock.into_iter().take(12).collect());
                            view! {
                                <p class="muted">
                                    {format!("{total} new product{}. ", if total == 1 { "" } else { "s" })}
                                    <A href="/search?sort=newest">"See all, newest first"</A>
                                </p>
                                <ul class="product-grid">
                                    {items.into_iter().enumerate().map(|(i, item)| {
                                        let stock = stock_of(live, item.sku.clone());
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
        <section aria-labelledby="cats-h">
            <h2 id="cats-h">"Categories"</h2>
            <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
                {move || Suspend::new(async move {
                    match cats.await {
                        Ok(cats) => view! { <CategoryTiles cats/> }.into_any(),
                        Err(e) => view! { <ErrorMessage error=e/> }.into_any(),
                    }
                })}
            </Suspense>
        </section>
        <section aria-labelledby="brands-h">
            <h2 id="brands-h">"Brands"</h2>
            <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
                {move || Suspend::new(async move {
                    match brands.await {
                        Ok(brands) => view! { <BrandChips brands/> }.into_any(),
                        Err(e) => view! { <ErrorMessage error=e/> }.into_any(),
                    }
                })}
            </Suspense>
        </section>
    }
}

/// Make › model › year pickers. Without JavaScript the make list links to
/// the bike pages instead.
#[component]
fn BikeFinder(bikes: Vec<Bike>) -> impl IntoView {
    let bikes = StoredValue::new(bikes);
    let (make, set_make) = signal(None::<i64>);
    let (model, set_model) = signal(None::<i64>);
    let (year, set_year) = signal(None::<i64>);
    let navigate = use_navigate();
    let models = move || bikes.with_value(|b| crate::components::bike::models_of(b, make.get()));
    let years = move || crate::components::bike::years_of(models(), model.get());
    let parse = |ev: &leptos::ev::Event| event_target_value(ev).parse::<i64>().ok();
    let go = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if let (Some(a), Some(b), Some(c)) = (
            make.get_untracked(),
            model.get_untracked(),
            year.get_untracked(),
        ) {
            navigate(&format!("/bikes/{a}/{b}/{c}"), Default::default());
        }
    };
    view! {
        <form class="bike-finder" on:submit=go action="/bikes" method="get">
            <div class="field">
                <label for="bf-make">"Make"</label>
                <select id="bf-make" on:change=move |ev| { set_make.set(parse(&ev)); set_model.set(None); set_year.set(None); }>
                    <option value="">"Choose a make"</option>
                    {bikes.with_value(|b| b.iter().map(|x| view! {
                        <option value=x.id.to_string()>{x.name.as_deref().map(clean_text).unwrap_or_else(|| "—".into())}</option>
                    }).collect_view())}
                </select>
            </div>
            <div class="field">
                <label for="bf-model">"Model"</label>
                <select id="bf-model" disabled=move || make.get().is_none() on:change=move |ev| { set_model.set(parse(&ev)); set_year.set(None); }>
                    <option value="" selected=move || model.get().is_none()>"Choose a model"</option>
                    {move || models().into_iter().map(|m| view! {
                        <option value=m.id.to_string()>{m.name.as_deref().map(clean_text).unwrap_or_else(|| "—".into())}</option>
                    }).collect_view()}
                </select>
            </div>
            <div class="field">
                <label for="bf-year">"Year"</label>
                <select id="bf-year" disabled=move || model.get().is_none() on:change=move |ev| set_year.set(parse(&ev))>
                    <option value="" selected=move || year.get().is_none()>"Choose a year"</option>
                    {move || years().into_iter().map(|y| {
                        let label = match (&y.name, &y.mic) {
                            (Some(n), Some(m)) => format!("{} ({})", clean_text(n), clean_text(m)),
                            (Some(n), None) => clean_text(n),
                            _ => "—".into(),
                        };
                        view! { <option value=y.id.to_string()>{label}</option> }
                    }).collect_view()}
                </select>
            </div>
            <button type="submit" class="btn" disabled=move || year.get().is_none()>"Show parts"</button>
            <A href="/bikes">"All bikes"</A>
        </form>
    }
}
