//! `/stock/counts`: the shelf's counts, open ones first, and the form that
//! opens one over the whole shelf, a range of bins, a category or a list
//! of parts (blind unless the record is asked to be shown). A plain form
//! post: works without JavaScript.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::{catalogue::category_listing, counts::stock_counts},
    components::{
        counts::{covers, CountRefusal},
        errors::main_or_error,
        i18n::{use_i18n, Arg},
    },
    model::{
        href,
        stock::{
            count::CountState,
            count_view::{CountDone, CountHead, CountsPage as Page, PostedCount},
        },
    },
};

#[component]
pub fn CountsPage() -> impl IntoView {
    let query = use_query_map();
    let done = query
        .with_untracked(|m| m.get("done"))
        .and_then(|d| CountDone::parse(&d));
    let list = Resource::new(|| (), |_| stock_counts());
    let i = use_i18n();
    view! {
        <Title text=i.t("count-title")/>
        <h1>{i.t("count-title")}</h1>
        <p class="no-print"><a href="/stock/shelf">{i.t("shelf-page-title")}</a></p>
        {(done == Some(CountDone::Cancelled)).then(|| view! {
            <p class="form-note done" role="status" data-count-done="cancelled">{i.t("count-cancelled")}</p>
        })}
        <OpenForm/>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                main_or_error(list.await, |p| view! { <CountsList p/> })
            })}
        </Suspense>
    }
}

/// The form that opens a count, as typed when it was refused.
#[component]
fn OpenForm() -> impl IntoView {
    let i = use_i18n();
    let typed = use_context::<PostedCount>().unwrap_or_default();
    let kind = if typed.kind.is_empty() {
        "whole".to_string()
    } else {
        typed.kind.clone()
    };
    let radio = move |code: &'static str, key: &'static str| {
        let id = format!("count-kind-{code}");
        let label_for = id.clone();
        view! {
            <label for=label_for class="count-kind">
                <input type="radio" id=id name="kind" value=code checked=kind == code/>
                " " {i.t(key)}
            </label>
        }
    };
    view! {
        <form method="post" action=href::COUNTS class="count-open no-print">
            <fieldset>
                <legend>{i.t("count-open")}</legend>
                <CountRefusal/>
                {radio("whole", "count-scope-whole")}
                {radio("bins", "count-scope-bins")}
                <div class="count-bins">
                    <label for="count-from">{i.t("count-from")}</label>
                    <input id="count-from" name="from" type="text" maxlength="20" size="10" value=typed.from.clone() placeholder="B-04" autocomplete="off"/>
                    <label for="count-to">{i.t("count-to")}</label>
                    <input id="count-to" name="to" type="text" maxlength="20" size="10" value=typed.to.clone() placeholder="B-06" autocomplete="off"/>
                </div>
                {radio("category", "count-scope-category")}
                <div class="count-category">
                    <label for="count-category">{i.t("count-category")}</label>
                    <input id="count-category" name="category" type="text" maxlength="120"
                        value=typed.category.clone() list="count-categories" autocomplete="off"/>
                    <CategoryChoices/>
                </div>
                {radio("list", "count-scope-list")}
                <div class="count-list">
                    <label for="count-list">{i.t("count-list")}</label>
                    <textarea id="count-list" name="list" rows="3">{typed.list.clone()}</textarea>
                </div>
                <label class="count-show-record">
                    <input type="checkbox" name="show_record" value="on"/>
                    " " {i.t("count-show-record")}
                </label>
                <button type="submit" class="btn">{i.t("count-open-button")}</button>
            </fieldset>
        </form>
    }
}

/// The catalogue's categories, offered as the category is typed (none
/// when the catalogue cannot say: the name can still be typed).
#[component]
fn CategoryChoices() -> impl IntoView {
    let names = Resource::new(|| (), |_| category_listing());
    view! {
        <Suspense fallback=|| view! { <datalist id="count-categories"></datalist> }>
            {move || Suspend::new(async move {
                let options = names
                    .await
                    .unwrap_or_default()
                    .into_iter()
                    .filter_map(|c| c.name)
                    .filter(|n| !n.trim().is_empty())
                    .map(|n| view! { <option value=n></option> })
                    .collect_view();
                view! { <datalist id="count-categories">{options}</datalist> }
            })}
        </Suspense>
    }
}

#[component]
fn CountsList(p: Page) -> impl IntoView {
    let i = use_i18n();
    if p.counts.is_empty() {
        return view! { <p class="notice" data-counts-empty="">{i.t("count-none")}</p> }.into_any();
    }
    let rows = p
        .counts
        .into_iter()
        .map(|h| view! { <Row h may_review=p.may_review/> })
        .collect_view();
    view! {
        <table class="counts-table stack">
            <thead>
                <tr>
                    <th scope="col">{i.t("count-col-number")}</th>
                    <th scope="col">{i.t("count-col-covers")}</th>
                    <th scope="col">{i.t("count-col-state")}</th>
                    <th scope="col" class="num">{i.t("count-col-counted")}</th>
                    <th scope="col">{i.t("count-col-opened")}</th>
                    <th scope="col">{i.t("count-col-closed")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
    .into_any()
}

#[component]
fn Row(h: CountHead, may_review: bool) -> impl IntoView {
    let i = use_i18n();
    let open = h.state == CountState::Open;
    let number = format!("#{}", h.id);
    let link = if open {
        view! { <a href=href::count_sheet(h.id)>{number}</a> }.into_any()
    } else if may_review {
        view! { <a href=href::count_review(h.id)>{number}</a> }.into_any()
    } else {
        view! { <span>{number}</span> }.into_any()
    };
    let review = (open && may_review).then(|| {
        view! {
            " · " <a href=href::count_review(h.id)>{i.t("count-review")}</a>
        }
    });
    let who = |w: &str| {
        if w.is_empty() {
            "—".to_string()
        } else {
            w.to_string()
        }
    };
    let closed = if h.closed_at.is_empty() {
        "—".to_string()
    } else {
        format!("{} · {}", h.closed_at, who(&h.closed_by))
    };
    view! {
        <tr data-count-id=h.id.to_string() data-count-state=h.state.code()>
            <td data-label=i.t("count-col-number")>{link}{review}</td>
            <td data-label=i.t("count-col-covers")>{covers(i, &h)}</td>
            <td data-label=i.t("count-col-state")>{i.t(h.state.key())}</td>
            <td class="num" data-label=i.t("count-col-counted")>
                {i.t_with("count-progress", &[("counted", Arg::Count(h.counted)), ("lines", Arg::Count(h.lines))])}
            </td>
            <td data-label=i.t("count-col-opened")>{format!("{} · {}", h.opened_at, who(&h.opened_by))}</td>
            <td data-label=i.t("count-col-closed")>{closed}</td>
        </tr>
    }
}
