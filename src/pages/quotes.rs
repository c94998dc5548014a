//! `/quotes`: every quote list of the signed-in person (open access: of
//! this browser), and a form to start one. Plain links and forms.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::quotes::quote_lists,
    components::{errors::main_or_error, i18n::use_i18n, quote::FormNote},
    model::{
        customer::href as chref,
        href,
        quote::{QuoteHead, MAX_NAME},
    },
};

#[component]
pub fn QuotesPage() -> impl IntoView {
    let lists = Resource::new(|| (), |_| quote_lists());
    let query = use_query_map();
    let note = move || query.read().get("note");
    let i = use_i18n();
    view! {
        <Title text=i.t("nav-quotes")/>
        <h1>{i.t("nav-quotes")}</h1>
        <FormNote code=note()/>
        <form class="new-quote no-print" method="post" action=href::quote_new()>
            <label>
                {i.t("quotes-new")} " "
                <input type="text" name="name" required maxlength=MAX_NAME.to_string() placeholder=i.t("quotes-new-placeholder")/>
            </label>
            " "
            <button type="submit" class="btn">{i.t("quotes-start")}</button>
        </form>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                main_or_error(lists.await, |lists| view! { <QuoteHeads lists/> })
            })}
        </Suspense>
    }
}

#[component]
fn QuoteHeads(lists: Vec<QuoteHead>) -> impl IntoView {
    let i = use_i18n();
    if lists.is_empty() {
        return view! { <p class="muted">{i.t("quotes-none")}</p> }.into_any();
    }
    let [list, for_, lines, changed] = [
        "quotes-list",
        "quotes-for",
        "quotes-lines",
        "quotes-changed",
    ]
    .map(|k| i.t(k));
    view! {
        <table class="quote-heads stack">
            <thead>
                <tr>
                    <th scope="col">{list.clone()}</th>
                    <th scope="col">{for_.clone()}</th>
                    <th scope="col" class="num">{lines.clone()}</th>
                    <th scope="col">{changed.clone()}</th>
                </tr>
            </thead>
            <tbody>
                {lists
                    .into_iter()
                    .map(|l| {
                        let for_id = l.for_customer.as_ref().map(|c| c.id.clone());
                        view! {
                        <tr data-quote-id=l.id.clone()>
                            <td data-label=list.clone()><a href=href::quote(&l.id)>{l.name}</a></td>
                            <td data-label=for_.clone() data-for-customer=for_id>{match l.for_customer {
                                Some(c) => view! { <a href=chref::customer(&c.id)>{c.name}</a> }.into_any(),
                                None => view! { <span class="muted">"—"</span> }.into_any(),
                            }}</td>
                            <td class="num" data-label=lines.clone()>{i.count(i64::from(l.lines))}</td>
                            <td data-label=changed.clone()>{i.date_time_text(&l.updated)}</td>
                        </tr>
                    }})
                    .collect_view()}
            </tbody>
        </table>
    }
    .into_any()
}
