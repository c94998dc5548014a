//! The customer's bike: a chip in the header while one is set, and the
//! link that sets it from a bike-year page. Both are plain links to
//! `/my-bike` (which sets or clears the cookie and comes back), so they work
//! without the wasm and the next page renders already narrowed.

use leptos::prelude::*;
use leptos_router::hooks::use_location;

use crate::{components::prefs::use_prefs, model::query::encode_component};

/// The models of one make, from the bike listing.
pub fn models_of(bikes: &[crate::model::Bike], make: Option<i64>) -> Vec<crate::model::BikeModel> {
    bikes
        .iter()
        .find(|b| Some(b.id) == make)
        .and_then(|b| b.models.clone())
        .unwrap_or_default()
}

/// The years of one model among these models.
pub fn years_of(
    models: Vec<crate::model::BikeModel>,
    model: Option<i64>,
) -> Vec<crate::model::BikeYear> {
    models
        .into_iter()
        .find(|m| Some(m.id) == model)
        .and_then(|m| m.years)
        .unwrap_or_default()
}

/// The current path and query (tracked), for coming back after a change.
pub fn here() -> String {
    let location = use_location();
    let search = location.search.get();
    if search.is_empty() {
        location.pathname.get()
    } else {
        format!(
            "{}?{}",
            location.pathname.get(),
            search.trim_start_matches('?')
        )
    }
}

/// "Customer's bike: … ✕" while a bike is set.
#[component]
pub fn MyBikeChip() -> impl IntoView {
    let prefs = use_prefs();
    move || {
        prefs.bike.get().map(|b| {
            let clear = format!("/my-bike?clear=1&back={}", encode_component(&here()));
            view! {
                <div class="my-bike" role="status">
                    <span class="muted">"Customer's bike:"</span>
                    <span class="chip active">
                        <span class="my-bike-label">{b.label}</span>
                        <a href=clear rel="external nofollow" class="chip-x" aria-label="Remove the customer's bike" title="Show parts for every bike">
                            "✕"
                        </a>
                    </span>
                    <span class="muted small">"Lists show only parts that fit."</span>
                </div>
            }
        })
    }
}

/// "Set as customer's bike" for one model-year (or "This is the customer's
/// bike" when it already is).
#[component]
pub fn SetBikeLink(year_id: i64) -> impl IntoView {
    let prefs = use_prefs();
    move || {
        if prefs.bike.get().is_some_and(|b| b.year_id == year_id) {
            view! { <span class="chip active">"This is the customer's bike"</span> }.into_any()
        } else {
            let href = format!("/my-bike?year={year_id}&back={}", encode_component(&here()));
            view! {
                <a class="btn small secondary" href=href rel="external nofollow">
                    "Set as customer's bike"
                </a>
            }
            .into_any()
        }
    }
}

/// Make, model and year pickers for a search form (`make`, `model`, `year`
/// fields). Each list narrows the next; without the wasm, the lists shown
/// are those of the bike already in the query.
#[component]
pub fn BikePicker(
    bikes: Vec<crate::model::Bike>,
    query: crate::model::query::ListQuery,
    make_ref: NodeRef<leptos::html::Select>,
    model_ref: NodeRef<leptos::html::Select>,
    year_ref: NodeRef<leptos::html::Select>,
) -> impl IntoView {
    use crate::model::clean_text;
    let name = |n: &Option<String>, id: i64| {
        n.as_deref()
            .map(clean_text)
            .filter(|s| !s.trim().is_empty())
            .unwrap_or_else(|| format!("#{id}"))
    };
    // A year or model alone still shows its make and model as chosen.
    let (mut make0, mut model0) = (query.make_id, query.model_id);
    for b in &bikes {
        for m in b.models.iter().flatten() {
            let has_year = query
                .year_id
                .is_some_and(|y| m.years.iter().flatten().any(|x| x.id == y));
            if has_year || query.model_id == Some(m.id) {
                make0 = make0.or(Some(b.id));
                model0 = model0.or(Some(m.id));
            }
        }
    }
    let make = RwSignal::new(make0);
    let model = RwSignal::new(model0);
    let year0 = query.year_id;
    let bikes = StoredValue::new(bikes);
    let models = move || bikes.with_value(|all| models_of(all, make.get()));
    let years = move || years_of(models(), model.get());
    let parse = |v: String| v.parse::<i64>().ok();
    view! {
        <div class="field">
            <label for="f-make">"Bike make"</label>
            <select id="f-make" name="make" node_ref=make_ref
                on:change=move |ev| { make.set(parse(event_target_value(&ev))); model.set(None); }>
                <option value="">"Any make"</option>
                {bikes.with_value(|all| all.iter().map(|b| {
                    let id = b.id;
                    view! { <option value=id.to_string() selected=make0 == Some(id)>{name(&b.name, id)}</option> }
                }).collect_view())}
            </select>
        </div>
        <div class="field">
            <label for="f-model">"Model"</label>
            <select id="f-model" name="model" node_ref=model_ref
                on:change=move |ev| model.set(parse(event_target_value(&ev)))>
                <option value="">"Any model"</option>
                {move || models().into_iter().map(|m| {
                    let id = m.id;
                    view! { <option value=id.to_string() selected=model.get_untracked() == Some(id)>{name(&m.name, id)}</option> }
                }).collect_view()}
            </select>
        </div>
        <div class="field">
            <label for="f-year">"Year"</label>
            <select id="f-year" name="year" node_ref=year_ref>
                <option value="">"Any year"</option>
                {move || years().into_iter().map(|y| {
                    let id = y.id;
                    view! { <option value=id.to_string() selected=year0 == Some(id)>{name(&y.name, id)}</option> }
                }).collect_view()}
            </select>
        </div>
    }
}
