//! Facet counts above a search's results: how many of the matches fall in
//! each category and brand, each a link that narrows (or widens) the query.

use leptos::prelude::*;

use crate::{
    components::i18n::{use_i18n, Arg, I18n},
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
    let i = use_i18n();
    let row = |label, counts: &[FacetCount], set, chosen| FacetRow {
        label,
        links: links(counts, &query, &path, set, chosen),
        more: counts.len().saturating_sub(SHOWN),
    };
    let categories = row(
        i.t("nav-categories"),
        &facets.categories,
        set_category,
        chosen.0,
    );
    let brands = row(i.t("nav-brands"), &facets.brands, set_brand, chosen.1);
    view! {
        <div class="facets">
            {facet_row(i, categories)}
            {facet_row(i, brands)}
        </div>
    }
}

/// One facet value as a chip: its name, count, the link that narrows the
/// list to it (or, when chosen, widens it again) and whether it is chosen.
struct FacetLink {
    name: String,
    count: usize,
    href: String,
    chosen: bool,
}

/// One dimension's chips (at most `SHOWN`), and how many more there are.
struct FacetRow {
    label: String,
    links: Vec<FacetLink>,
    more: usize,
}

/// The chips shown for a dimension, the chosen one first: only those get a
/// link written.
fn links(
    counts: &[FacetCount],
    query: &ListQuery,
    path: &str,
    set: fn(&mut ListQuery, Option<i64>),
    chosen: Option<i64>,
) -> Vec<FacetLink> {
    let picked = counts.iter().filter(|c| chosen == Some(c.id));
    let others = counts.iter().filter(|c| chosen != Some(c.id));
    picked
        .chain(others)
        .take(SHOWN)
        .map(|c| {
            let is_chosen = chosen == Some(c.id);
            let mut q = query.with_page(1);
            set(&mut q, if is_chosen { None } else { Some(c.id) });
            FacetLink {
                name: c.name.clone(),
                count: c.count,
                href: q.href(path),
                chosen: is_chosen,
            }
        })
        .collect()
}

/// A dimension's chips. Plain links: a chip is never the page itself, and
/// the chosen one says so with `aria-current`.
fn facet_row(i: I18n, row: FacetRow) -> impl IntoView {
    if row.links.is_empty() {
        return ().into_any();
    }
    view! {
        <div class="facet-row">
            <span class="facet-label">{row.label}</span>
            <ul class="chips">
                {row
                    .links
                    .into_iter()
                    .map(|link| {
                        let title = i.t_with(
                            if link.chosen { "facet-remove" } else { "facet-only" },
                            &[("name", Arg::Text(&link.name))],
                        );
                        view! {
                            <li>
                                <a
                                    href=link.href
                                    class=if link.chosen { "chip active" } else { "chip" }
                                    aria-current=link.chosen.then_some("true")
                                    title=title
                                >
                                    {crate::model::clean_text(&link.name)}
                                    " "
                                    <span class="count">{i.count(link.count as i64)}</span>
                                    {link.chosen.then_some(" ✕")}
                                </a>
                            </li>
                        }
                    })
                    .collect_view()}
                {(row.more > 0).then(|| view! {
                    <li class="muted small">{i.t_with("facet-more", &[("count", Arg::Count(row.more as i64))])}</li>
                })}
            </ul>
        </div>
    }
    .into_any()
}
