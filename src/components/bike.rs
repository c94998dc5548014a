//! The customer's bike, and picking a bike.
//!
//! The chip in the header and the "set as customer's bike" link are plain
//! links to `/my-bike` (which sets or clears the cookie and comes back), so
//! they work without the wasm and the next page renders already narrowed.
//! The make › model › year picker is an island: choosing a make fetches its
//! models (ids and labels only); without the wasm it is a plain GET form
//! whose lists are those of the bike already chosen.

use leptos::prelude::*;
use leptos_router::hooks::use_location;

use crate::{
    components::prefs::use_prefs,
    model::{
        href,
        picker::{years_of, BikeChoice, Pick, PickModel},
    },
};

/// The current path and query, for coming back after a change.
pub fn here() -> String {
    let location = use_location();
    let search = location.search.get_untracked();
    let path = location.pathname.get_untracked();
    if search.is_empty() {
        path
    } else {
        [path.as_str(), "?", search.trim_start_matches('?')].concat()
    }
}

/// "Customer's bike: … ✕" while a bike is set.
#[component]
pub fn MyBikeChip() -> impl IntoView {
    use_prefs().bike.map(|b| {
        let clear = href::clear_bike(&here());
        view! {
            <div class="my-bike" role="status">
                <span class="muted">"Customer's bike:"</span>
                <span class="chip active">
                    <span class="my-bike-label">{b.label}</span>
                    <a href=clear rel="nofollow" class="chip-x" aria-label="Remove the customer's bike" title="Show parts for every bike">
                        "✕"
                    </a>
                </span>
                <span class="muted small">"Lists show only parts that fit."</span>
            </div>
        }
    })
}

/// "Set as customer's bike" for one model-year (or "This is the customer's
/// bike" when it already is).
#[component]
pub fn SetBikeLink(year_id: i64) -> impl IntoView {
    if use_prefs().bike.is_some_and(|b| b.year_id == year_id) {
        view! { <span class="chip active">"This is the customer's bike"</span> }.into_any()
    } else {
        view! {
            <a class="btn small secondary" href=href::set_bike(year_id, &here()) rel="nofollow">
                "Set as customer's bike"
            </a>
        }
        .into_any()
    }
}

/// Where a picker sits, which sets its words and element ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PickerPlace {
    /// The search form: "Any make", submitted with the other filters.
    Search,
    /// The home page's finder: "Choose a make", then "Show parts".
    Home,
}

impl PickerPlace {
    fn id(self, field: &str) -> String {
        let prefix = match self {
            PickerPlace::Search => "f-",
            PickerPlace::Home => "bf-",
        };
        [prefix, field].concat()
    }

    fn words(self) -> [&'static str; 6] {
        match self {
            PickerPlace::Search => [
                "Bike make",
                "Model",
                "Year",
                "Any make",
                "Any model",
                "Any year",
            ],
            PickerPlace::Home => [
                "Make",
                "Model",
                "Year",
                "Choose a make",
                "Choose a model",
                "Choose a year",
            ],
        }
    }
}

/// Make, model and year lists (`make`, `model`, `year` fields of the form
/// around it). Each list narrows the next. `models`: those of the chosen
/// make, so the first HTML already shows them.
#[island]
pub fn BikePicker(
    place: PickerPlace,
    makes: Vec<Pick>,
    models: Vec<PickModel>,
    chosen: BikeChoice,
) -> impl IntoView {
    let make = RwSignal::new(chosen.make);
    let model = RwSignal::new(chosen.model);
    let year = RwSignal::new(chosen.year);
    let models = RwSignal::new(models);
    // Lists are only disabled once the page can fill them in.
    let live = RwSignal::new(false);
    Effect::new(move |_| live.set(true));
    let years = move || models.with(|m| years_of(m, model.get()));
    let parse = |v: String| v.parse::<i64>().ok();
    let on_make = move |ev: leptos::ev::Event| {
        let id = parse(event_target_value(&ev));
        make.set(id);
        model.set(None);
        year.set(None);
        models.set(Vec::new());
        if let Some(id) = id {
            leptos::task::spawn_local(async move {
                if let Ok(found) = crate::api::catalogue::bike_models(id).await {
                    // Only if the make is still the one asked about.
                    if make.get_untracked() == Some(id) {
                        models.set(found);
                    }
                }
            });
        }
    };
    let [make_label, model_label, year_label, any_make, any_model, any_year] = place.words();
    let option = move |p: Pick, chosen: Option<i64>| {
        view! { <option value=p.id.to_string() selected=chosen == Some(p.id)>{p.label}</option> }
    };
    view! {
        <div class="field">
            <label for=place.id("make")>{make_label}</label>
            <select id=place.id("make") name="make" on:change=on_make>
                <option value="">{any_make}</option>
                {makes.into_iter().map(|p| option(p, chosen.make)).collect_view()}
            </select>
        </div>
        <div class="field">
            <label for=place.id("model")>{model_label}</label>
            <select id=place.id("model") name="model"
                disabled=move || live.get() && make.get().is_none()
                on:change=move |ev| { model.set(parse(event_target_value(&ev))); year.set(None); }>
                <option value="">{any_model}</option>
                {move || models.get().into_iter().map(|m| option(Pick { id: m.id, label: m.label }, model.get_untracked())).collect_view()}
            </select>
        </div>
        <div class="field">
            <label for=place.id("year")>{year_label}</label>
            <select id=place.id("year") name="year"
                disabled=move || live.get() && model.get().is_none()
                on:change=move |ev| year.set(parse(event_target_value(&ev)))>
                <option value="">{any_year}</option>
                {move || years().into_iter().map(|y| option(y, year.get_untracked())).collect_view()}
            </select>
        </div>
        {(place == PickerPlace::Home).then(|| view! {
            <button type="submit" class="btn" disabled=move || live.get() && year.get().is_none()>"Show parts"</button>
        })}
    }
}
