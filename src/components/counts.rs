//! What the counts' pages share: a count's head (what it covers, where it
//! is), what a refused count form says, and the pager over a count's
//! lines.

use leptos::prelude::*;

use crate::{
    components::{
        i18n::{use_i18n, Arg, I18n},
        pager::{page_links, PageLinks},
    },
    model::stock::{
        count::{CountProblem, MOST_LISTED},
        count_view::{CountDone, CountHead, LinesChoice, PostedCount},
    },
};

/// What a count's page address says: the count, which of its lines and
/// which page, and what the last form did (`?done=`, the part and number).
#[derive(Debug, Clone)]
pub struct CountAddress {
    pub id: i64,
    pub shown: LinesChoice,
    pub page: u32,
    pub done: Option<CountDone>,
    pub sku: String,
    pub n: Option<i64>,
}

/// Reads the page's address (`or`: the lines shown when none is asked).
pub fn count_address(or: LinesChoice) -> CountAddress {
    let params = leptos_router::hooks::use_params_map();
    let query = leptos_router::hooks::use_query_map();
    let get = move |k: &str| query.with_untracked(|m| m.get(k)).unwrap_or_default();
    CountAddress {
        id: params
            .with_untracked(|p| p.get("id"))
            .and_then(|s| s.parse::<i64>().ok())
            .unwrap_or(0),
        shown: LinesChoice::parse_or(&get("shown"), or),
        page: get("page").parse::<u32>().unwrap_or(1).max(1),
        done: CountDone::parse(&get("done")),
        sku: get("sku").chars().take(48).collect(),
        n: get("n").parse::<i64>().ok(),
    }
}

/// What a count covers, in words.
pub fn covers(i: I18n, h: &CountHead) -> String {
    match h.scope.as_str() {
        "whole" => i.t("count-scope-whole"),
        "bins" => i.t_with("count-covers-bins", &[("bins", Arg::Text(&h.detail))]),
        "category" => i.t_with(
            "count-covers-category",
            &[("category", Arg::Text(&h.detail))],
        ),
        _ => i.t("count-scope-list"),
    }
}

/// What is wrong, in the page's language.
pub fn problem_text(i: I18n, p: &CountProblem) -> String {
    match p {
        CountProblem::NotASku(t) | CountProblem::UnknownCode(t) | CountProblem::NotInCount(t) => {
            i.t_with(p.key(), &[("code", Arg::Text(t))])
        }
        CountProblem::RecountsWaiting(n) => i.t_with(p.key(), &[("count", Arg::Count(*n as i64))]),
        CountProblem::ListTooLong => i.t_with(p.key(), &[("max", Arg::Count(MOST_LISTED as i64))]),
        _ => i.t(p.key()),
    }
}

/// The refusal a form post came back with, if the page is its answer.
#[component]
pub fn CountRefusal() -> impl IntoView {
    let i = use_i18n();
    let posted = use_context::<PostedCount>();
    posted.map(|p| {
        let text = match (&p.problem, p.not_allowed) {
            (_, true) => i.t("count-not-allowed"),
            (Some(problem), _) => problem_text(i, problem),
            (None, _) => i.t("count-busy"),
        };
        let code = p.problem.as_ref().map(|x| x.key()).unwrap_or("busy");
        view! { <p class="form-note problem" role="alert" data-count-problem=code>{text}</p> }
    })
}

/// A count's head: number, what it covers, blind or not, who opened it.
#[component]
pub fn CountHeadLine(h: CountHead) -> impl IntoView {
    let i = use_i18n();
    let state = i.t(h.state.key());
    let progress = i.t_with(
        "count-progress",
        &[
            ("counted", Arg::Count(h.counted)),
            ("lines", Arg::Count(h.lines)),
        ],
    );
    let opened = i.t_with(
        "count-opened-by",
        &[
            (
                "who",
                Arg::Text(if h.opened_by.is_empty() {
                    "—"
                } else {
                    &h.opened_by
                }),
            ),
            ("when", Arg::Text(&h.opened_at)),
        ],
    );
    view! {
        <p class="count-head" data-count-state=h.state.code()>
            <strong>{covers(i, &h)}</strong>
            " · " <span class="badge">{state}</span>
            {h.blind.then(|| view! { " · " <span>{i.t("count-blind")}</span> })}
            " · " <span data-count-progress="">{progress}</span>
            " · " <span>{opened}</span>
        </p>
    }
}

/// Links to the other pages of a count's lines (none when one page holds
/// them all).
pub fn pager(i: I18n, base: &str, shown: LinesChoice, page: u32, pages: u32) -> impl IntoView {
    let link = |p: u32| format!("{base}?shown={}&page={p}", shown.code());
    let links = PageLinks {
        prev: (page > 1).then(|| link(page - 1)),
        next: (page < pages).then(|| link(page + 1)),
        page,
        pages,
    };
    (pages > 1).then(|| page_links(i, links))
}

/// The choice of lines a count's page lists, as links.
pub fn choices(i: I18n, base: &str, offered: &[LinesChoice], shown: LinesChoice) -> impl IntoView {
    let links = offered
        .iter()
        .map(|c| {
            let href = format!("{base}?shown={}", c.code());
            let current = (*c == shown).then_some("page");
            view! { <a href=href aria-current=current class="count-choice">{i.t(c.key())}</a> " " }
        })
        .collect_view();
    view! { <p class="count-choices no-print">{links}</p> }
}
