//! `/customers/{id}`: one customer: how to reach them, their note, their
//! bikes (added with the make › model › year picker), the quote lists made
//! for them, the parts they wait for, and who changed what when. Every
//! change is a plain form; staff see and change every customer.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_params_map, use_query_map};

use crate::{
    api::{catalogue::picker_lists, customers::customer_page},
    components::{
        bike::{BikePicker, PickerPlace},
        customer::{CustomerForm, CustomerNoteLine},
        errors::page_error,
    },
    model::{
        customer::{
            href as chref, CustomerBike, CustomerChange, CustomerHead, CustomerQuote, CustomerView,
            Filled, PostedCustomer, WatchRow, MAX_BIKES,
        },
        href,
        picker::BikeChoice,
        AppError,
    },
    pages::not_found::{Missing, MissingThing},
};

#[component]
pub fn CustomerPage() -> impl IntoView {
    let params = use_params_map();
    let id = Memo::new(move |_| params.read().get("id").unwrap_or_default());
    let view = Resource::new(move || id.get(), customer_page);
    let query = use_query_map();
    let num = move |k: &str| {
        query
            .with_untracked(|m| m.get(k))
            .and_then(|v| v.parse::<i64>().ok())
    };
    let asked = BikeChoice {
        make: num("make"),
        model: num("model"),
        year: None,
    };
    let picker = Resource::new(move || asked, picker_lists);
    view! {
        <CustomerNoteLine code=query.with_untracked(|m| m.get("cnote"))/>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                let choices = picker.await.unwrap_or_default();
                match view.await {
                    Ok(c) => view! { <CustomerBody c choices/> }.into_any(),
                    Err(AppError::NotFound(_)) => view! {
                        <MissingThing what=Missing::Customer echo=String::new()/>
                    }
                    .into_any(),
                    Err(e) => page_error(e),
                }
            })}
        </Suspense>
    }
}

#[component]
fn CustomerBody(c: CustomerView, choices: crate::model::picker::BikeChoices) -> impl IntoView {
    let query = use_query_map();
    let get = move |k: &str| query.with_untracked(|m| m.get(k));
    let id = c.head.id.clone();
    // A refused change comes back rendered from its post, as typed.
    let posted = use_context::<PostedCustomer>();
    let refill = posted.is_some() || get("edit").as_deref() == Some("1");
    let same = posted.as_ref().map(|p| p.same.clone()).unwrap_or_default();
    let filled = posted.map(|p| p.filled).unwrap_or_else(|| Filled {
        name: c.head.name.clone(),
        phone: c.head.phone.clone().unwrap_or_default(),
        email: c.head.email.clone().unwrap_or_default(),
        note: c.note.clone().unwrap_or_default(),
    });
    view! {
        <Title text=format!("Customer: {}", c.head.name)/>
        <h1 class="customer-title" data-customer-id=id.clone()>{c.head.name.clone()}</h1>
        <p class="customer-contact"><ContactLinks c=c.head.clone()/></p>
        {c.note.clone().map(|n| view! { <p class="customer-note">{n}</p> })}
        <p class="muted small">{format!("Customer since {}.", c.created.get(..10).unwrap_or(""))}</p>
        <form method="post" action=format!("{}/quote", chref::customer(&id)) class="inline no-print">
            <button type="submit" class="btn">"Start a quote for them"</button>
        </form>
        <details class="edit-customer no-print" open=refill>
            <summary>"Change details"</summary>
            <CustomerForm action=chref::customer_edit(&id) filled same button="Save changes" quote=None/>
        </details>
        <Bikes id=id.clone() bikes=c.bikes choices/>
        <Quotes quotes=c.quotes/>
        <Watches id=id.clone() watches=c.watches/>
        <History history=c.history/>
        <TheirData id=id.clone()/>
    }
}

/// A copy of everything kept about them, and erasure: what a shop needs to
/// answer a customer's access or erasure request.
#[component]
fn TheirData(id: String) -> impl IntoView {
    let page = chref::customer(&id);
    view! {
        <section aria-labelledby="their-data" class="customer-rights no-print">
            <h2 id="their-data">"Their data"</h2>
            <p class="muted small">"A copy of everything the shop keeps about this customer: their details, bikes, quote lists, watches, lost sales and history. Each copy made is noted in their history."</p>
            <form method="post" action=format!("{page}/export") class="inline">
                <input type="hidden" name="format" value="json"/>
                <button type="submit" class="btn secondary">"Download their data (JSON)"</button>
            </form>
            " "
            <form method="post" action=format!("{page}/export") class="inline">
                <input type="hidden" name="format" value="csv"/>
                <button type="submit" class="btn secondary">"Download their data (CSV)"</button>
            </form>
            <form method="post" action=format!("{page}/delete") class="customer-delete">
                <p>"Deleting removes their details, bikes, history and watches. Their quote lists keep their lines and lost sales keep their counts, without their name. It cannot be undone."</p>
                <label><input type="checkbox" name="confirm" value="yes" required/>" Yes, delete this customer's record"</label>
                " "
                <button type="submit" class="btn danger">"Delete customer"</button>
            </form>
        </section>
    }
}

/// A customer's phone and email as `tel:` and `mailto:` links ("—" when
/// neither).
#[component]
pub fn ContactLinks(c: CustomerHead) -> impl IntoView {
    let none = c.phone.is_none() && c.email.is_none();
    let both = c.phone.is_some() && c.email.is_some();
    view! {
        {c.phone.map(|p| { let href = format!("tel:{}", tel_target(&p)); view! { <a href=href>{p}</a> } })}
        {both.then_some(" · ")}
        {c.email.map(|e| { let href = format!("mailto:{e}"); view! { <a href=href>{e}</a> } })}
        {none.then_some("—")}
    }
}

/// A phone number as a `tel:` link's target: its digits, with a leading
/// `+` kept.
fn tel_target(phone: &str) -> String {
    let digits = crate::model::customer::phone_digits(phone);
    if phone.trim_start().starts_with('+') {
        format!("+{digits}")
    } else {
        digits
    }
}

#[component]
fn Bikes(
    id: String,
    bikes: Vec<CustomerBike>,
    choices: crate::model::picker::BikeChoices,
) -> impl IntoView {
    let action = chref::customer_bikes(&id);
    let full = bikes.len() >= MAX_BIKES;
    let crate::model::picker::BikeChoices {
        makes,
        models,
        chosen,
    } = choices;
    view! {
        <section aria-labelledby="bikes" class="customer-bikes">
            <h2 id="bikes">"Bikes"</h2>
            {if bikes.is_empty() {
                view! { <p class="muted">"No bike yet: add one to see which parts on their quotes fit."</p> }.into_any()
            } else {
                view! {
                    <ul class="bike-list">
                        {bikes.into_iter().map(|b| view! {
                            <li data-bike-year=b.year_id.to_string()>
                                {b.label.clone()} " "
                                <form method="post" action=action.clone() class="inline no-print">
                                    <input type="hidden" name="action" value="remove"/>
                                    <input type="hidden" name="year" value=b.year_id.to_string()/>
                                    <button type="submit" class="btn small secondary" aria-label=format!("Remove {}", b.label)>"Remove"</button>
                                </form>
                            </li>
                        }).collect_view()}
                    </ul>
                }.into_any()
            }}
            {(!full).then(|| view! {
                <form method="post" action=action.clone() class="bike-add no-print">
                    <BikePicker place=PickerPlace::Search makes models chosen/>
                    <button type="submit" class="btn secondary">"Add bike"</button>
                </form>
            })}
            <p class="muted small">{format!("Up to {MAX_BIKES} bikes a customer.")}</p>
        </section>
    }
}

#[component]
fn Quotes(quotes: Vec<CustomerQuote>) -> impl IntoView {
    view! {
        <section aria-labelledby="quotes-h">
            <h2 id="quotes-h">"Quote lists"</h2>
            {if quotes.is_empty() {
                view! { <p class="muted">"No quote list is for this customer yet."</p> }.into_any()
            } else {
                view! {
                    <ul class="customer-quotes">
                        {quotes.into_iter().map(|q| {
                            let text = format!("{} ({}, changed {})", q.name, crate::model::numbers::counted(u64::from(q.lines), "line", "lines"), q.updated);
                            if q.mine {
                                view! { <li><a href=href::quote(&q.id)>{text}</a></li> }.into_any()
                            } else {
                                view! { <li>{text} <span class="muted">" · a colleague's list"</span></li> }.into_any()
                            }
                        }).collect_view()}
                    </ul>
                }.into_any()
            }}
        </section>
    }
}

#[component]
fn Watches(id: String, watches: Vec<WatchRow>) -> impl IntoView {
    let back = chref::customer(&id);
    view! {
        <section aria-labelledby="watches-h">
            <h2 id="watches-h">"Parts they wait for"</h2>
            {if watches.is_empty() {
                view! { <p class="muted">"No open watches. Watch a part from its page or a quote line when it is out of stock."</p> }.into_any()
            } else {
                view! {
                    <table class="watches stack">
                        <thead><tr><th scope="col">"SKU"</th><th scope="col">"Product"</th><th scope="col" class="num">"Wanted"</th><th scope="col">"Stock"</th><th scope="col"><span class="visually-hidden">"End"</span></th></tr></thead>
                        <tbody>
                            {watches.into_iter().map(|w| view! {
                                <tr data-watch-sku=w.sku.clone()>
                                    <td data-label="SKU"><a href=href::product(&w.sku)>{w.sku.clone()}</a></td>
                                    <td data-label="Product">{w.name.clone()}</td>
                                    <td class="num" data-label="Wanted">{w.qty}</td>
                                    <td data-label="Stock">{watch_state(&w)}{told(&w)}</td>
                                    <td><DoneForm id=w.id back=back.clone()/></td>
                                </tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                }.into_any()
            }}
        </section>
    }
}

/// Whether the customer was told, or will be emailed, as a note after the
/// watch's stock.
pub fn told(w: &WatchRow) -> Option<impl IntoView> {
    let said = match (&w.contacted, w.email_customer) {
        (Some(c), _) => c.said(),
        (None, true) => "They are emailed when it is back.".to_string(),
        (None, false) => return None,
    };
    Some(view! { <br/><span class="muted small" data-told="">{said}</span> })
}

/// "Back since …", "Last seen: 0 (checked …)" or "Not checked yet".
pub fn watch_state(w: &WatchRow) -> String {
    match (&w.back, w.stock, &w.checked) {
        (Some(b), Some(n), _) => format!("Back: {n} in stock (since {b})"),
        (None, Some(n), Some(at)) => format!("{n} in stock at {at}"),
        _ => "Not checked yet".to_string(),
    }
}

/// Ends a watch ("Done": the customer was told, or no longer wants it).
#[component]
pub fn DoneForm(id: i64, back: String) -> impl IntoView {
    view! {
        <form method="post" action=chref::watch_done(id) class="inline no-print">
            <input type="hidden" name="back" value=back/>
            <button type="submit" class="btn small secondary">"Done"</button>
        </form>
    }
}

#[component]
fn History(history: Vec<CustomerChange>) -> impl IntoView {
    view! {
        <section aria-labelledby="history-h" class="customer-history">
            <h2 id="history-h">"Changes"</h2>
            <ul>
                {history.into_iter().map(|h| view! {
                    <li>{format!("{} · {} · {}", h.at, h.by.unwrap_or_else(|| "open access".into()), h.what)}</li>
                }).collect_view()}
            </ul>
        </section>
    }
}
