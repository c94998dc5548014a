//! Fitment: the bikes a part fits, make › model › years (with the model
//! code), collapsible when long, each year linking to that bike's parts.
//! Plain links: none of them is ever the page they are on.

use leptos::prelude::*;

use crate::{
    components::i18n::{use_i18n, Arg},
    model::{clean_text, href, Bike},
};

/// Makes shown open by default; longer lists start collapsed.
const OPEN_MAKES: usize = 3;

#[component]
pub fn Fitment(bikes: Vec<Bike>) -> impl IntoView {
    let total_years: usize = bikes
        .iter()
        .flat_map(|b| b.models.iter().flatten())
        .map(|m| m.years.as_ref().map_or(0, Vec::len))
        .sum();
    let open = bikes.len() <= OPEN_MAKES;
    let i = use_i18n();
    let summary = i.t_with(
        "fitment-summary",
        &[
            ("makes", Arg::Count(bikes.len() as i64)),
            ("years", Arg::Count(total_years as i64)),
        ],
    );
    view! {
        <section class="fitment" aria-labelledby="fitment-h">
            <h2 id="fitment-h">{i.t("fitment-title")}</h2>
            {if bikes.is_empty() {
                view! { <p class="muted">{i.t("fitment-none")}</p> }.into_any()
            } else {
                view! {
                    <p class="muted">{summary}</p>
                    {bikes
                        .into_iter()
                        .map(|b| {
                            let make = b.name.as_deref().map(clean_text).unwrap_or_else(|| "—".into());
                            let bike = b.id;
                            let models = b.models.unwrap_or_default();
                            view! {
                                <details open=open>
                                    <summary>{make}" "<span class="muted">{format!("({})", models.len())}</span></summary>
                                    <ul class="models">
                                        {models
                                            .into_iter()
                                            .map(|m| {
                                                let model = m.name.as_deref().map(clean_text).unwrap_or_else(|| "—".into());
                                                let years = m.years.unwrap_or_default();
                                                view! {
                                                    <li>
                                                        <a href=href::bike(bike, Some(m.id), None)>{model}</a>
                                                        <span class="years">
                                                            {years
                                                                .into_iter()
                                                                .map(|y| {
                                                                    let label = y.name.as_deref().map(clean_text).unwrap_or_else(|| "—".into());
                                                                    view! {
                                                                        <a href=href::bike(bike, Some(m.id), Some(y.id)) class="chip">
                                                                            {label}
                                                                            {y.mic.map(|c| view! { " " <span class="mic">{clean_text(&c)}</span> })}
                                                                        </a>
                                                                    }
                                                                })
                                                                .collect_view()}
                                                        </span>
                                                    </li>
                                                }
                                            })
                                            .collect_view()}
                                    </ul>
                                </details>
                            }
                        })
                        .collect_view()}
                }
                .into_any()
            }}
        </section>
    }
}
