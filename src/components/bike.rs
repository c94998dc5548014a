//! The customer's bike, and picking a bike.
//!
//! The chip in the header and the "set as customer's bike" link are plain
//! links to `/my-bike` (which sets or clears the cookie and comes back), so
//! they work without the wasm and the next page renders already narrowed.
//! The make › model › year picker is rendered whole on the server; a small
//! island narrows it: choosing a make fetches its models (ids and labels
//! only). Without the wasm it is a plain GET form whose lists are those of
//! the bike already chosen.

use leptos::prelude::*;
use leptos_router::hooks::use_location;

use crate::{
    components::{marker::listen_around, prefs::use_prefs},
    model::{
        href,
        picker::{years_of, BikeChoice, Pick, PickModel},
        wire::to_wire,
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
        let i = crate::components::i18n::use_i18n();
        view! {
            <div class="my-bike" role="status">
                <span class="muted">{i.t("bike-customers")}</span>
                <span class="chip active">
                    <span class="my-bike-label">{b.label}</span>
                    <a href=clear rel="nofollow" class="chip-x" aria-label=i.t("bike-remove") title=i.t("bike-remove-hint")>
                        "✕"
                    </a>
                </span>
                <span class="muted small">{i.t("bike-lists-fit")}</span>
            </div>
        }
    })
}

/// "Set as customer's bike" for one model-year (or "This is the customer's
/// bike" when it already is).
#[component]
pub fn SetBikeLink(year_id: i64) -> impl IntoView {
    let i = crate::components::i18n::use_i18n();
    if use_prefs().bike.is_some_and(|b| b.year_id == year_id) {
        view! { <span class="chip active">{i.t("bike-is-customers")}</span> }.into_any()
    } else {
        view! {
            <a class="btn small secondary" href=href::set_bike(year_id, &here()) rel="nofollow">
                {i.t("bike-set")}
            </a>
        }
        .into_any()
    }
}

/// Where a picker sits, which sets its words and element ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

    /// The keys of its labels and its lists' first choices.
    fn words(self) -> [&'static str; 6] {
        match self {
            PickerPlace::Search => [
                "bike-make-label",
                "bike-model",
                "bike-year",
                "bike-any-make",
                "bike-any-model",
                "bike-any-year",
            ],
            PickerPlace::Home => [
                "bike-make",
                "bike-model",
                "bike-year",
                "bike-choose-make",
                "bike-choose-model",
                "bike-choose-year",
            ],
        }
    }
}

/// The attribute of a model's `<option>` that lists its years (a wire
/// message of `Pick`s), so choosing a model fills the years without a call.
pub const YEARS_ATTR: &str = "data-years";

/// Make, model and year lists (`make`, `model`, `year` fields of the form
/// around it), rendered whole: every make, the chosen make's models and the
/// chosen model's years. Without the wasm it is a plain form; with it, the
/// `BikePickerControls` island narrows each list as the one before changes.
#[component]
pub fn BikePicker(
    place: PickerPlace,
    makes: Vec<Pick>,
    models: Vec<PickModel>,
    chosen: BikeChoice,
) -> impl IntoView {
    let i = crate::components::i18n::use_i18n();
    let [make_label, model_label, year_label, any_make, any_model, any_year] =
        place.words().map(|key| i.t(key));
    let years = years_of(&models, chosen.model);
    let option = |p: Pick, chosen: Option<i64>| {
        view! { <option value=p.id.to_string() selected=chosen == Some(p.id)>{p.label}</option> }
    };
    view! {
        <div class="field">
            <label for=place.id("make")>{make_label}</label>
            <select id=place.id("make") name="make">
                <option value="">{any_make}</option>
                {makes.into_iter().map(|p| option(p, chosen.make)).collect_view()}
            </select>
        </div>
        <div class="field">
            <label for=place.id("model")>{model_label}</label>
            <select id=place.id("model") name="model">
                <option value="">{any_model}</option>
                {models.into_iter().map(|m| {
                    let years = to_wire(&m.years);
                    view! {
                        <option value=m.id.to_string() selected=chosen.model == Some(m.id) data-years=years>
                            {m.label}
                        </option>
                    }
                }).collect_view()}
            </select>
        </div>
        <div class="field">
            <label for=place.id("year")>{year_label}</label>
            <select id=place.id("year") name="year">
                <option value="">{any_year}</option>
                {years.into_iter().map(|y| option(y, chosen.year)).collect_view()}
            </select>
        </div>
        {(place == PickerPlace::Home).then(|| view! {
            <button type="submit" class="btn" data-needs-year="">{i.t("bike-show-parts")}</button>
        })}
        <BikePickerControls/>
    }
}

/// Narrows the picker in the form it sits in: a make's models are fetched
/// (`bike_models`), a model's years read from its option. A list is
/// disabled while the one before it has no choice.
#[island]
pub fn BikePickerControls() -> impl IntoView {
    listen_around("form", dom::start, &[("change", dom::on_change)])
}

#[cfg(feature = "hydrate")]
mod dom {
    use wasm_bindgen::JsCast;
    use web_sys::{Element, Event, HtmlSelectElement};

    use super::YEARS_ATTR;
    use crate::model::{
        picker::Pick,
        wire::{from_wire, to_wire},
    };

    fn list(form: &Element, name: &str) -> Option<HtmlSelectElement> {
        let selector = ["select[name=", name, "]"].concat();
        form.query_selector(&selector)
            .ok()
            .flatten()?
            .dyn_into()
            .ok()
    }

    /// Each list is usable once the one before it has a choice; so is
    /// "Show parts" once a year is chosen.
    fn settle(form: &Element) {
        let chosen = |name| list(form, name).is_some_and(|s| !s.value().is_empty());
        if let Some(model) = list(form, "model") {
            model.set_disabled(!chosen("make"));
        }
        if let Some(year) = list(form, "year") {
            year.set_disabled(!chosen("model"));
        }
        if let Some(button) = form.query_selector("[data-needs-year]").ok().flatten() {
            let _ = if chosen("year") {
                button.remove_attribute("disabled")
            } else {
                button.set_attribute("disabled", "")
            };
        }
    }

    /// Lists the years the chosen model's option carries.
    fn list_years(model: &HtmlSelectElement, year: &HtmlSelectElement) {
        let years = model
            .selected_options()
            .item(0)
            .and_then(|o| o.get_attribute(YEARS_ATTR))
            .and_then(|w| from_wire::<Vec<Pick>>(w.as_bytes()).ok())
            .unwrap_or_default();
        for y in &years {
            add(year, y, None);
        }
    }

    /// Empties a list down to its "Any …" choice.
    fn clear(select: &HtmlSelectElement) {
        while select.length() > 1 {
            select.remove_with_index(1);
        }
        select.set_value("");
    }

    /// Adds a choice; `years` for a model's option.
    fn add(select: &HtmlSelectElement, pick: &Pick, years: Option<&[Pick]>) {
        let Some(option) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.create_element("option").ok())
        else {
            return;
        };
        let _ = option.set_attribute("value", &pick.id.to_string());
        option.set_text_content(Some(&pick.label));
        if let Some(years) = years {
            let _ = option.set_attribute(YEARS_ATTR, &to_wire(&years.to_vec()));
        }
        let _ = select.append_child(&option);
    }

    /// At waking: acts on what was chosen before the page's script woke
    /// (a quick hand, a slow phone, a form the browser restored): a make
    /// with no models listed gets its models; a model with no years listed
    /// gets its years.
    pub fn start(form: &Element) {
        if let (Some(make), Some(model), Some(year)) =
            (list(form, "make"), list(form, "model"), list(form, "year"))
        {
            let chosen_make = make.value().parse::<i64>().ok();
            if let (Some(id), true) = (chosen_make, model.length() <= 1) {
                clear(&year);
                fetch_models(form.clone(), make, model, id);
            } else if !model.value().is_empty() && year.length() <= 1 {
                list_years(&model, &year);
            }
        }
        settle(form);
    }

    pub fn on_change(ev: &Event) {
        let (Some(form), Some(target)) = (
            ev.current_target()
                .and_then(|t| t.dyn_into::<Element>().ok()),
            ev.target()
                .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()),
        ) else {
            return;
        };
        let (Some(model), Some(year)) = (list(&form, "model"), list(&form, "year")) else {
            return;
        };
        match target.name().as_str() {
            "make" => {
                clear(&model);
                clear(&year);
                if let Ok(make) = target.value().parse::<i64>() {
                    fetch_models(form.clone(), target, model, make);
                }
            }
            "model" => {
                clear(&year);
                list_years(&target, &year);
            }
            _ => {}
        }
        settle(&form);
    }

    fn fetch_models(form: Element, make: HtmlSelectElement, model: HtmlSelectElement, id: i64) {
        leptos::task::spawn_local(async move {
            let Ok(found) = crate::api::catalogue::bike_models(id).await else {
                return;
            };
            // Only if the make is still the one asked about.
            if make.value() != id.to_string() {
                return;
            }
            clear(&model);
            for m in &found {
                let pick = Pick {
                    id: m.id,
                    label: m.label.clone(),
                };
                add(&model, &pick, Some(&m.years));
            }
            settle(&form);
        });
    }
}

#[cfg(not(feature = "hydrate"))]
mod dom {
    pub fn start(_: &leptos::web_sys::Element) {}
    pub fn on_change(_: &leptos::web_sys::Event) {}
}
