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
        i18n::{use_i18n, Arg},
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
    let i = use_i18n();
    let heading = if typed.is_empty() {
        i.t("customers-latest")
    } else {
        i.t("customers-found")
    };
    let limit = i.t_with(
        "customers-limit",
        &[("count", Arg::Count(MAX_CUSTOMERS as i64))],
    );
    view! {
        <Title text=i.t("nav-customers")/>
        <h1>{i.t("nav-customers")}</h1>
        <CustomerNoteLine code=query.with_untracked(|m| m.get("cnote"))/>
        {quote.clone().map(|_| view! {
            <p class="notice" role="status">{i.t("customers-choose-for-quote")}</p>
        })}
        <form class="customer-search no-print" method="get" action=chref::CUSTOMERS role="search">
            {quote.clone().map(|q| view! { <input type="hidden" name="quote" value=q/> })}
            <label>{i.t("quote-who")} " " <input type="search" name="q" value=typed maxlength="100" autofocus/></label>
            " " <button type="submit" class="btn">{i.t("customers-find")}</button>
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
            <summary><h2>{i.t("customers-new")}</h2></summary>
            <CustomerForm action=chref::CUSTOMER_NEW.to_string() filled same button=i.t("customers-save") quote=Some(get("quote")).filter(|q| is_browser_id(q))/>
            <p class="muted small">{limit}</p>
        </details>
        {crate::components::role::role_has(crate::model::role::Role::Manager).then(|| view! {
            <p class="muted no-print"><a href=crate::model::href::PROCESSING data-processing-link="">{i.t("ropa-title")}</a></p>
        })}
    }
}

/// The customers found, each linking to their page (and, choosing for a
/// list, with a button that makes the list for them).
#[component]
fn Found(found: Vec<CustomerHead>, quote: Option<String>) -> impl IntoView {
    let i = use_i18n();
    if found.is_empty() {
        return view! { <p class="muted" data-found="0">{i.t("customers-none")}</p> }.into_any();
    }
    let count = found.len().to_string();
    let [name, phone, email] = [
        i.t("customer-field-name"),
        i.t("customer-field-phone"),
        i.t("customer-field-email"),
    ];
    view! {
        <table class="customers stack" data-found=count>
            <thead>
                <tr><th scope="col">{name.clone()}</th><th scope="col">{phone.clone()}</th><th scope="col">{email.clone()}</th>
                {quote.is_some().then(|| view! { <th scope="col"><span class="visually-hidden">{i.t("customers-choose")}</span></th> })}</tr>
            </thead>
            <tbody>
                {found.into_iter().map(|c| {
                    let choose = quote.clone().map(|q| view! {
                        <td>
                            <form method="post" action=chref::quote_customer(&q) class="inline">
                                <input type="hidden" name="customer" value=c.id.clone()/>
                                <button type="submit" class="btn small">{i.t("customers-this-one")}</button>
                            </form>
                        </td>
                    });
                    view! {
                        <tr data-customer-id=c.id.clone()>
                            <td data-label=name.clone()><a href=chref::customer(&c.id)>{c.name.clone()}</a></td>
                            <td class="phone" data-label=phone.clone()>{c.phone.clone().unwrap_or_else(|| "—".into())}</td>
                            <td class="email" data-label=email.clone()>{c.email.clone().unwrap_or_else(|| "—".into())}</td>
                            {choose}
                        </tr>
                    }
                }).collect_view()}
            </tbody>
        </table>
    }
    .into_any()
}
