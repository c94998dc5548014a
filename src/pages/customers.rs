//! `/customers`: find a customer by typing part of a name or a phone
//! number, and add one in one form at the counter. Opened from a quote
//! list (`?quote={id}`), each match has a button that makes the list for
//! them, and a new customer is made for the list. A refused form comes
//! back filled in with what was typed, rendered from its post
//! (`PostedCustomer`), never through the address.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::customers::customers_find,
    components::{
        customer::{CustomerForm, CustomerNoteLine},
        errors::main_or_error,
    },
    model::{
        customer::{href as chref, CustomerHead, PostedCustomer, MAX_CUSTOMERS},
        prefs::is_browser_id,
    },
};

#[component]
pub fn CustomersPage() -> impl IntoView {
    let query = use_query_map();
    let get = move |k: &str| query.with_untracked(|m| m.get(k)).unwrap_or_default();
    let posted = use_context::<PostedCustomer>();
    let searched = posted.as_ref().and_then(|p| p.search.clone());
    let typed = searched.clone().unwrap_or_else(|| get("q"));
    let quote = Some(get("quote")).filter(|q| is_browser_id(q));
    let found = Resource::new(
        move || {
            searched
                .clone()
                .unwrap_or_else(|| query.with(|m| m.get("q").unwrap_or_default()))
        },
        customers_find,
    );
    let open_new = get("new") == "1" || quote.is_some() || posted.is_some();
    let (filled, same) = posted.map(|p| (p.filled, p.same)).unwrap_or_default();
    let heading = if typed.is_empty() {
        "Latest customers"
    } else {
        "Customers found"
    };
    view! {
        <Title text="Customers"/>
        <h1>"Customers"</h1>
        <CustomerNoteLine code=query.with_untracked(|m| m.get("cnote"))/>
        {quote.clone().map(|_| view! {
            <p class="notice" role="status">"Choose the customer this quote list is for, or add them below."</p>
        })}
        <form class="customer-search no-print" method="get" action=chref::CUSTOMERS role="search">
            {quote.clone().map(|q| view! { <input type="hidden" name="quote" value=q/> })}
            <label>"Name, phone or email " <input type="search" name="q" value=typed maxlength="100" autofocus/></label>
            " " <button type="submit" class="btn">"Find"</button>
        </form>
        <section aria-labelledby="found-h">
            <h2 id="found-h">{heading}</h2>
            <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
                {move || {
                    let quote = quote.clone();
                    Suspend::new(async move {
                        main_or_error(found.await, move |found| view! { <Found found quote/> })
                    })
                }}
            </Suspense>
        </section>
        <details class="new-customer" id="new-customer" open=open_new>
            <summary><h2>"New customer"</h2></summary>
            <CustomerForm action=chref::CUSTOMER_NEW.to_string() filled same button="Save customer" quote=Some(get("quote")).filter(|q| is_browser_id(q))/>
            <p class="muted small">{format!("The shop keeps up to {}.", crate::model::numbers::counted(MAX_CUSTOMERS as u64, "customer", "customers"))}</p>
        </details>
    }
}

/// The customers found, each linking to their page (and, choosing for a
/// list, with a button that makes the list for them).
#[component]
fn Found(found: Vec<CustomerHead>, quote: Option<String>) -> impl IntoView {
    if found.is_empty() {
        return view! { <p class="muted" data-found="0">"No customer matches. Add them below."</p> }.into_any();
    }
    let count = found.len().to_string();
    view! {
        <table class="customers stack" data-found=count>
            <thead>
                <tr><th scope="col">"Name"</th><th scope="col">"Phone"</th><th scope="col">"Email"</th>
                {quote.is_some().then(|| view! { <th scope="col"><span class="visually-hidden">"Choose"</span></th> })}</tr>
            </thead>
            <tbody>
                {found.into_iter().map(|c| {
                    let choose = quote.clone().map(|q| view! {
                        <td>
                            <form method="post" action=chref::quote_customer(&q) class="inline">
                                <input type="hidden" name="customer" value=c.id.clone()/>
                                <button type="submit" class="btn small">"This customer"</button>
                            </form>
                        </td>
                    });
                    view! {
                        <tr data-customer-id=c.id.clone()>
                            <td data-label="Name"><a href=chref::customer(&c.id)>{c.name.clone()}</a></td>
                            <td class="phone" data-label="Phone">{c.phone.clone().unwrap_or_else(|| "—".into())}</td>
                            <td class="email" data-label="Email">{c.email.clone().unwrap_or_else(|| "—".into())}</td>
                            {choose}
                        </tr>
                    }
                }).collect_view()}
            </tbody>
        </table>
    }
    .into_any()
}
