//! `/quotes`: every quote list of the signed-in person (open access: of
//! this browser), and a form to start one. Plain links and forms.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::quotes::quote_lists,
    components::{errors::main_or_error, quote::FormNote},
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
    view! {
        <Title text="Quotes"/>
        <h1>"Quotes"</h1>
        <FormNote code=note()/>
        <form class="new-quote no-print" method="post" action=href::quote_new()>
            <label>
                "New list "
                <input type="text" name="name" required maxlength=MAX_NAME.to_string() placeholder="Mr Patel, MT-09 2021"/>
            </label>
            " "
            <button type="submit" class="btn">"Start list"</button>
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
    if lists.is_empty() {
        return view! { <p class="muted">"No quote lists yet. Start one here, or add a part from its page."</p> }
            .into_any();
    }
    view! {
        <table class="quote-heads stack">
            <thead>
                <tr><th scope="col">"List"</th><th scope="col">"For"</th><th scope="col" class="num">"Lines"</th><th scope="col">"Changed"</th></tr>
            </thead>
            <tbody>
                {lists
                    .into_iter()
                    .map(|l| {
                        let for_id = l.for_customer.as_ref().map(|c| c.id.clone());
                        view! {
                        <tr data-quote-id=l.id.clone()>
                            <td data-label="List"><a href=href::quote(&l.id)>{l.name}</a></td>
                            <td data-label="For" data-for-customer=for_id>{match l.for_customer {
                                Some(c) => view! { <a href=chref::customer(&c.id)>{c.name}</a> }.into_any(),
                                None => view! { <span class="muted">"—"</span> }.into_any(),
                            }}</td>
                            <td class="num" data-label="Lines">{l.lines}</td>
                            <td data-label="Changed">{l.updated}</td>
                        </tr>
                    }})
                    .collect_view()}
            </tbody>
        </table>
    }
    .into_any()
}
