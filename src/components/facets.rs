//! Facet counts above a search's results: how many of the matches fall in
//! each category and brand, each a link that narrows (or widens) the query.

use leptos::prelude::*;
use leptos_router::components::A;

use crate::{
    components::i18n::Arg,
    model::{
        query::ListQuery,
        search::{FacetCount, Facets},
    },
};

/// Most chips shown per dimension before "and N more".
const SHOWN: usize = 12;

fn set_category(q: &mut ListQuery, id: Option<i64>) {
    q.filters.category_id = id;
}

fn set_brand(q: &mut ListQuery, id: Option<i64>) {
    q.filters.brand_id = id;
}

#[component]
pub fn FacetBar(facets: Facets, query: ListQuery, path: String) -> impl IntoView {
    let chosen = (query.filters.category_id, query.filters.brand_id);
    let cat_links = links(&facets.categories, &query, &path, set_category, chosen.0);
    let brand_links = links(&facets.brands, &query, &path, set_brand, chosen.1);
    let i = crate::components::i18n::use_i18n();
    view! {
        <div class="facets">
            <FacetRow label=i.t("nav-categories") items=cat_links/>
            <FacetRow label=i.t("nav-brands") items=brand_links/>
        </div>
    }
}

/// (label, count, href, chosen) for each facet value, the chosen one first.
fn links(
    counts: &[FacetCount],
    query: &ListQuery,
    path: &str,
    set: fn(&mut ListQuery, Option<i64>),
    chosen: Option<i64>,
) -> Vec<(String, usize, String, bool)> {
    let mut out: Vec<(String, usize, String, bool)> = counts
        .iter()
        .map(|c| {
            let is_chosen = chosen == Some(c.id);
            let mut q = query.with_page(1);
            set(&mut q, if is_chosen { None } else { Some(c.id) });
            (c.name.clone(), c.count, q.href(path), is_chosen)
        })
        .collect();
    out.sort_by_key(|(_, _, _, chosen)| !*chosen);
    out
}

#[component]
fn FacetRow(label: String, items: Vec<(String, usize, String, bool)>) -> impl IntoView {
    if items.is_empty() {
        return ().into_any();
    }
    let more = items.len().saturating_sub(SHOWN);
    let i = crate::components::i18n::use_i18n();
    view! {
        <div class="facet-row">
            <span class="facet-label">{label}</span>
            <ul class="chips">
                {items
                    .into_iter()
                    .take(SHOWN)
                    .map(|(name, count, href, chosen)| {
                        let title = i.t_with(
                            if chosen { "facet-remove" } else { "facet-only" },
                            &[("name", Arg::Text(&name))],
                        );
                        view! {
                            <li>
                                <A href=href attr:class=if chosen { "chip active" } else { "chip" } attr:title=title>
                                    {crate::model::clean_text(&name)}
                                    " "
                                    <span class="count">{i.count(count as i64)}</span>
                                    {chosen.then_some(" ✕")}
                                </A>
                            </li>
                        }
                    })
                    .collect_view()}
                {(more > 0).then(|| view! {
                    <li class="muted small">{i.t_with("facet-more", &[("count", Arg::Count(more as i64))])}</li>
                })}
            </ul>
        </div>
    }
    .into_any()
}
