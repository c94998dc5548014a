//! `/bikes`: makes, then models, then years (with the model code), then the
//! parts listed for that model-year.
//! Paths: `/bikes`, `/bikes/{make}`, `/bikes/{make}/{model}`,
//! `/bikes/{make}/{model}/{year}`.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::{
    components::{Redirect, A},
    hooks::{use_params_map, use_query_map},
};

use crate::{
    api::catalogue::{bike_listing, list_products},
    components::{
        bike::SetBikeLink,
        errors::{main_or_error, page_error},
        i18n::{use_i18n, Arg},
        prefs::use_prefs,
        products::ProductList,
    },
    model::{clean_text, href, Bike},
    pages::{
        not_found::{Missing, MissingThing},
        use_list_query, ListSkeleton,
    },
};

fn label(name: &Option<String>) -> String {
    name.as_deref()
        .map(clean_text)
        .unwrap_or_else(|| "—".into())
}

#[component]
pub fn BikesPage() -> impl IntoView {
    let params = use_params_map();
    let ids = Memo::new(move |_| {
        let p = params.read();
        let get = |k: &str| p.get(k).map(|v| v.parse::<i64>().map_err(|_| v));
        (get("make"), get("model"), get("year"))
    });
    // The home page's bike finder asks `/bikes?make=…&model=…&year=…`.
    let asked = use_query_map().with_untracked(|q| {
        let get = |k: &str| q.get(k).and_then(|v| v.trim().parse::<i64>().ok());
        get("make").map(|make| href::bike(make, get("model"), get("year")))
    });
    if let Some(path) = asked {
        return view! { <Redirect path/> }.into_any();
    }
    let bikes = Resource::new(|| (), |_| bike_listing());
    view! {
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                let bikes = match bikes.await {
                    Ok(b) => b,
                    Err(e) => return page_error(e),
                };
                match ids.get() {
                    (None, _, _) => view! { <Makes bikes/> }.into_any(),
                    (Some(make), model, year) => {
                        let Some(bike) = make.ok().and_then(|id| bikes.iter().find(|b| b.id == id).cloned()) else {
                            return view! { <MissingThing what=Missing::Make echo=params.read_untracked().get("make").unwrap_or_default()/> }.into_any();
                        };
                        match model {
                            None => view! { <Models bike/> }.into_any(),
                            Some(model) => {
                                let found = model.ok().and_then(|id| {
                                    bike.models.iter().flatten().find(|m| m.id == id).cloned()
                                });
                                let Some(m) = found else {
                                    return view! { <MissingThing what=Missing::Model echo=params.read_untracked().get("model").unwrap_or_default()/> }.into_any();
                                };
                                match year {
                                    None => view! { <Years bike m/> }.into_any(),
                                    Some(y) => {
                                        let found = y.ok().and_then(|id| m.years.iter().flatten().find(|yr| yr.id == id).cloned());
                                        match found {
                                            Some(yr) => view! { <YearParts bike m yr/> }.into_any(),
                                            None => view! { <MissingThing what=Missing::Year echo=params.read_untracked().get("year").unwrap_or_default()/> }.into_any(),
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            })}
        </Suspense>
    }
    .into_any()
}

#[component]
fn Makes(bikes: Vec<Bike>) -> impl IntoView {
    let i = use_i18n();
    view! {
        <Title text=i.t("nav-bikes")/>
        <h1>{i.t("nav-bikes")}</h1>
        <p class="lede">{i.t("bikes-lede")}</p>
        <ul class="tiles">
            {bikes
                .into_iter()
                .map(|b| {
                    let n = b.models.as_ref().map_or(0, Vec::len);
                    view! {
                        <li class="tile">
                            <A href=href::bike(b.id, None, None)>
                                {b.image.clone().map(|src| view! { <img src=src alt="" loading="lazy" width="320" height="180"/> })}
                                <span class="tile-body">
                                    <span class="tile-title">{label(&b.name)}</span>
                                    <span class="tile-sub">{i.t_with("bikes-models", &[("count", Arg::Count(n as i64))])}</span>
                                </span>
                            </A>
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}

#[component]
fn Models(bike: Bike) -> impl IntoView {
    let make = label(&bike.name);
    let mut models = bike.models.clone().unwrap_or_default();
    models.sort_by_key(|m| label(&m.name).to_lowercase());
    let i = use_i18n();
    view! {
        <Title text=make.clone()/>
        <nav class="breadcrumbs" aria-label=i.t("breadcrumbs")><A href="/bikes">{i.t("nav-bikes")}</A>" › "{make.clone()}</nav>
        <h1>{make}</h1>
        <ul class="chips model-list">
            {models
                .into_iter()
                .map(|m| view! {
                    <li><A href=href::bike(bike.id, Some(m.id), None) attr:class="chip">{label(&m.name)}</A></li>
                })
                .collect_view()}
        </ul>
    }
}

#[component]
fn Years(bike: Bike, m: crate::model::BikeModel) -> impl IntoView {
    let make = label(&bike.name);
    let model = label(&m.name);
    let years = m.years.clone().unwrap_or_default();
    let title = format!("{make} {model}");
    let i = use_i18n();
    view! {
        <Title text=title.clone()/>
        <nav class="breadcrumbs" aria-label=i.t("breadcrumbs")>
            <A href="/bikes">{i.t("nav-bikes")}</A>" › "<A href=href::bike(bike.id, None, None)>{make.clone()}</A>" › "{model.clone()}
        </nav>
        <h1>{title}</h1>
        <ul class="chips year-list">
            {years
                .into_iter()
                .map(|y| view! {
                    <li>
                        <A href=href::bike(bike.id, Some(m.id), Some(y.id)) attr:class="chip">
                            {label(&y.name)}
                            {y.mic.clone().map(|c| view! { " " <span class="mic">{clean_text(&c)}</span> })}
                        </A>
                    </li>
                })
                .collect_view()}
        </ul>
    }
}

#[component]
fn YearParts(bike: Bike, m: crate::model::BikeModel, yr: crate::model::BikeYear) -> impl IntoView {
    let make = label(&bike.name);
    let model = label(&m.name);
    let year = label(&yr.name);
    let lq = use_list_query();
    let prefs = use_prefs();
    let year_id = yr.id;
    let list = Resource::new(
        move || (lq.get().0, prefs.currency),
        move |(mut q, cur)| async move {
            q.year_id = Some(year_id);
            list_products(q, cur, false).await
        },
    );
    let path = href::bike(bike.id, Some(m.id), Some(yr.id));
    let title = format!("{make} {model} {year}");
    let i = use_i18n();
    let heading = i.t_with("bikes-parts-for", &[("bike", Arg::Text(&title))]);
    view! {
        <Title text=title.clone()/>
        <nav class="breadcrumbs" aria-label=i.t("breadcrumbs")>
            <A href="/bikes">{i.t("nav-bikes")}</A>" › "
            <A href=href::bike(bike.id, None, None)>{make.clone()}</A>" › "
            <A href=href::bike(bike.id, Some(m.id), None)>{model.clone()}</A>" › "{year.clone()}
        </nav>
        <h1>
            {heading}
            {yr.mic.clone().map(|c| view! { " " <span class="mic">{clean_text(&c)}</span> })}
        </h1>
        <p class="set-bike"><SetBikeLink year_id=year_id/></p>
        <Suspense fallback=ListSkeleton>
            {move || {
                let path = path.clone();
                Suspend::new(async move {
                    let (q, _) = lq.get_untracked();
                    main_or_error(list.await, |page| view! { <ProductList page query=q path/> })
                })
            }}
        </Suspense>
    }
}
