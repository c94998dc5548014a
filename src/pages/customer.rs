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
        customer_history::History,
        errors::page_error,
        i18n::{use_i18n, Arg, I18n},
        role::role_has,
    },
    model::{
        customer::{
            href as chref, Contacted, CustomerBike, CustomerHead, CustomerQuote, CustomerView,
            Filled, PostedCustomer, TierChoice, WatchRow, MAX_BIKES,
        },
        href,
        lang::Lang,
        picker::BikeChoice,
        role::Role,
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
        lang: c.lang.map(|l| l.code().to_string()).unwrap_or_default(),
        vat_number: c.vat_number.clone().unwrap_or_default(),
    });
    let i = use_i18n();
    let title = i.t_with("customer-title", &[("name", Arg::Text(&c.head.name))]);
    let since = i.t_with(
        "customer-since",
        &[("day", Arg::Text(&i.date_text(Some(&c.created))))],
    );
    view! {
        <Title text=title/>
        <h1 class="customer-title" data-customer-id=id.clone()>{c.head.name.clone()}</h1>
        <p class="customer-contact"><ContactLinks c=c.head.clone()/></p>
        {c.note.clone().map(|n| view! { <p class="customer-note">{n}</p> })}
        <CustomerLang lang=c.lang/>
        {c.vat_number.clone().map(|n| view! {
            <p class="customer-vat" data-vat-number="">{i.t("customer-vat-number")} " " <code>{n}</code></p>
        })}
        <CustomerTier id=id.clone() tier=c.tier.clone() tiers=c.tiers.clone()/>
        <p class="muted small">{since}</p>
        <form method="post" action=format!("{}/quote", chref::customer(&id)) class="inline no-print">
            <button type="submit" class="btn">{i.t("customer-start-quote")}</button>
        </form>
        <details class="edit-customer no-print" open=refill>
            <summary>{i.t("customer-change-details")}</summary>
            <CustomerForm action=chref::customer_edit(&id) filled same button=i.t("customer-save-changes") quote=None/>
        </details>
        <Bikes id=id.clone() bikes=c.bikes choices/>
        <Quotes quotes=c.quotes/>
        <Watches id=id.clone() watches=c.watches/>
        <Orders id=id.clone()/>
        <Invoices id=id.clone()/>
        <History history=c.history/>
        <TheirData id=id.clone()/>
    }
}

/// The customer's special orders, the latest first, with what each
/// holds of their deposit and what is still due; deleting them keeps the
/// orders' money without them (said here).
#[component]
fn Orders(id: String) -> impl IntoView {
    let orders = Resource::new(move || id.clone(), crate::api::orders::customer_orders);
    let i = use_i18n();
    view! {
        <section aria-labelledby="orders-h" class="customer-orders">
            <h2 id="orders-h">{i.t("customer-orders")}</h2>
            <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
                {move || Suspend::new(async move {
                    let list = orders.await.unwrap_or_default();
                    view! { <OrderRows list/> }
                })}
            </Suspense>
            <p class="muted small">{i.t("customer-orders-kept")}</p>
        </section>
    }
}

#[component]
fn OrderRows(list: Vec<crate::model::order::view::OrderView>) -> impl IntoView {
    use crate::model::order::view as oview;
    let i = use_i18n();
    if list.is_empty() {
        return view! { <p class="muted" data-customer-orders="0">{i.t("customer-orders-none")}</p> }.into_any();
    }
    // A deposit is held while any of its order's lines is not done with.
    let mut held: std::collections::BTreeMap<&'static str, (crate::model::Currency, i64)> =
        Default::default();
    for o in &list {
        if o.lines.iter().any(|l| !l.at().is_done()) {
            let kept = o.money.deposit.0 - o.money.refunded.0 - o.money.fees.0;
            held.entry(o.currency.code()).or_insert((o.currency, 0)).1 += kept.max(0);
        }
    }
    let held_text: Vec<String> = held
        .values()
        .map(|(c, m)| i.money(*c, Some(crate::model::quote::Minor(*m))))
        .collect();
    let count = list.len();
    let rows = list
        .into_iter()
        .map(|o| {
            let open = o.lines.iter().filter(|l| !l.at().is_done()).count();
            let lines = i.t_with(
                "customer-orders-lines",
                &[("count", Arg::Count(o.lines.len() as i64)), ("open", Arg::Count(open as i64))],
            );
            view! {
                <tr data-customer-order=o.id.clone()>
                    <td data-label=i.t("orders-order")><a href=oview::order(&o.id)>{o.id.clone()}</a></td>
                    <td data-label=i.t("customer-orders-made")>{i.date_time_text(&o.created)}</td>
                    <td data-label=i.t("customer-orders-lines-head")>{lines}</td>
                    <td class="num" data-label=i.t("receipt-deposit")>{i.money(o.currency, Some(o.money.deposit))}</td>
                    <td class="num" data-label=i.t("receipt-due")>{i.money(o.currency, Some(o.money.due))}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        {(!held_text.is_empty()).then(|| view! {
            <p data-deposits-held="">{i.t_with("customer-orders-held", &[("amount", Arg::Text(&held_text.join(" + ")))])}</p>
        })}
        <table class="stack" data-customer-orders=count.to_string()>
            <thead>
                <tr>
                    <th scope="col">{i.t("orders-order")}</th>
                    <th scope="col">{i.t("customer-orders-made")}</th>
                    <th scope="col">{i.t("customer-orders-lines-head")}</th>
                    <th scope="col" class="num">{i.t("receipt-deposit")}</th>
                    <th scope="col" class="num">{i.t("receipt-due")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
    .into_any()
}

/// The customer's price tier (or retail), and for managers the form that
/// changes it. A tier the shop has since removed reads as retail, saying so.
#[component]
fn CustomerTier(id: String, tier: Option<String>, tiers: Vec<TierChoice>) -> impl IntoView {
    let i = use_i18n();
    let current = tier
        .as_ref()
        .and_then(|key| tiers.iter().find(|t| &t.key == key));
    let said = match (&tier, current) {
        (None, _) => i.t("customer-tier-retail"),
        (Some(_), Some(t)) => i.t_with("customer-tier-is", &[("tier", Arg::Text(&t.name))]),
        (Some(_), None) => i.t("customer-tier-gone"),
    };
    let chosen = current.map(|t| t.key.clone()).unwrap_or_default();
    let form = (role_has(Role::Manager) && !tiers.is_empty()).then(|| {
        view! {
            <form method="post" action=format!("{}/tier", chref::customer(&id)) class="inline no-print tier-form">
                <label for="c-tier">{i.t("customer-tier-label")}</label>
                <select id="c-tier" name="tier">
                    <option value="" selected=chosen.is_empty()>{i.t("customer-tier-retail-option")}</option>
                    {tiers.into_iter().map(|t| {
                        let selected = t.key == chosen;
                        view! { <option value=t.key selected=selected>{t.name}</option> }
                    }).collect_view()}
                </select>
                <button type="submit" class="btn secondary small">{i.t("customer-tier-save")}</button>
            </form>
        }
    });
    view! {
        <p class="customer-tier" id="tier" data-customer-tier=tier.unwrap_or_default()>{said}</p>
        {form}
    }
}

/// The language the customer is written to in: theirs by its own name,
/// or the shop's.
#[component]
fn CustomerLang(lang: Option<Lang>) -> impl IntoView {
    let i = use_i18n();
    let text = match lang {
        Some(l) => i.t_with("customer-lang-shown", &[("lang", Arg::Text(l.own_name()))]),
        None => i.t("customer-lang-shop"),
    };
    let code = lang.map(|l| l.code()).unwrap_or_default();
    view! { <p class="customer-lang muted" data-customer-lang=code>{text}</p> }
}

/// A copy of everything kept about them, and erasure: what a shop needs to
/// answer a customer's access or erasure request. Both are a manager's
/// (the permission table): staff are told who can, not offered buttons
/// that would be refused.
#[component]
fn TheirData(id: String) -> impl IntoView {
    let page = chref::customer(&id);
    let i = use_i18n();
    let forms = role_has(Role::Manager).then(|| {
        view! {
            <form method="post" action=format!("{page}/export") class="inline">
                <input type="hidden" name="format" value="json"/>
                <button type="submit" class="btn secondary">{i.t("customer-data-json")}</button>
            </form>
            " "
            <form method="post" action=format!("{page}/export") class="inline">
                <input type="hidden" name="format" value="csv"/>
                <button type="submit" class="btn secondary">{i.t("customer-data-csv")}</button>
            </form>
            <form method="post" action=format!("{page}/delete") class="customer-delete">
                <p>{i.t("customer-delete-text")}</p>
                <label><input type="checkbox" name="confirm" value="yes" required/>" " {i.t("customer-delete-confirm")}</label>
                " "
                <button type="submit" class="btn danger">{i.t("customer-delete")}</button>
            </form>
        }
    });
    let ask = forms.is_none().then(
        || view! { <p class="muted small" data-ask-manager="">{i.t("customer-data-manager")}</p> },
    );
    view! {
        <section aria-labelledby="their-data" class="customer-rights no-print">
            <h2 id="their-data">{i.t("customer-data")}</h2>
            <p class="muted small">{i.t("customer-data-text")}</p>
            {forms}
            {ask}
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
    let i = use_i18n();
    let limit = i.t_with(
        "customer-bikes-limit",
        &[("count", Arg::Count(MAX_BIKES as i64))],
    );
    view! {
        <section aria-labelledby="bikes" class="customer-bikes">
            <h2 id="bikes">{i.t("nav-bikes")}</h2>
            {if bikes.is_empty() {
                view! { <p class="muted">{i.t("customer-bikes-none")}</p> }.into_any()
            } else {
                view! {
                    <ul class="bike-list">
                        {bikes.into_iter().map(|b| view! {
                            <li data-bike-year=b.year_id.to_string()>
                                {b.label.clone()} " "
                                <form method="post" action=action.clone() class="inline no-print">
                                    <input type="hidden" name="action" value="remove"/>
                                    <input type="hidden" name="year" value=b.year_id.to_string()/>
                                    <button type="submit" class="btn small secondary" aria-label=i.t_with("customer-bike-remove", &[("bike", Arg::Text(&b.label))])>{i.t("quote-remove")}</button>
                                </form>
                            </li>
                        }).collect_view()}
                    </ul>
                }.into_any()
            }}
            {(!full).then(|| view! {
                <form method="post" action=action.clone() class="bike-add no-print">
                    <BikePicker place=PickerPlace::Search makes models chosen/>
                    <button type="submit" class="btn secondary">{i.t("customer-bike-add")}</button>
                </form>
            })}
            <p class="muted small">{limit}</p>
        </section>
    }
}

#[component]
fn Quotes(quotes: Vec<CustomerQuote>) -> impl IntoView {
    let i = use_i18n();
    view! {
        <section aria-labelledby="quotes-h">
            <h2 id="quotes-h">{i.t("customer-quotes")}</h2>
            {if quotes.is_empty() {
                view! { <p class="muted">{i.t("customer-quotes-none")}</p> }.into_any()
            } else {
                view! {
                    <ul class="customer-quotes">
                        {quotes.into_iter().map(|q| {
                            let text = i.t_with("customer-quote-line", &[
                                ("name", Arg::Text(&q.name)),
                                ("count", Arg::Count(i64::from(q.lines))),
                                ("changed", Arg::Text(&i.date_time_text(&q.updated))),
                            ]);
                            if q.mine {
                                view! { <li><a href=href::quote(&q.id)>{text}</a></li> }.into_any()
                            } else {
                                view! { <li>{text} <span class="muted">" · " {i.t("customer-quote-colleague")}</span></li> }.into_any()
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
    let i = use_i18n();
    let [sku, product, wanted, stock] = [
        i.t("product-sku"),
        i.t("stock-result-product"),
        i.t("customer-watch-wanted"),
        i.t("list-stock"),
    ];
    view! {
        <section aria-labelledby="watches-h">
            <h2 id="watches-h">{i.t("customer-watches")}</h2>
            {if watches.is_empty() {
                view! { <p class="muted">{i.t("customer-watches-none")}</p> }.into_any()
            } else {
                view! {
                    <table class="watches stack">
                        <thead><tr><th scope="col">{sku.clone()}</th><th scope="col">{product.clone()}</th><th scope="col" class="num">{wanted.clone()}</th><th scope="col">{stock.clone()}</th><th scope="col"><span class="visually-hidden">{i.t("customer-watch-end")}</span></th></tr></thead>
                        <tbody>
                            {watches.into_iter().map(|w| view! {
                                <tr data-watch-sku=w.sku.clone()>
                                    <td data-label=sku.clone()><a href=href::product(&w.sku)>{w.sku.clone()}</a></td>
                                    <td data-label=product.clone()>{w.name.clone()}</td>
                                    <td class="num" data-label=wanted.clone()>{i.count(w.qty)}</td>
                                    <td data-label=stock.clone()>{watch_state(i, &w)}{told(i, &w)}</td>
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
fn told(i: I18n, w: &WatchRow) -> Option<impl IntoView> {
    let said = match (&w.contacted, w.email_customer) {
        (Some(c), _) => contacted(i, c),
        (None, true) => i.t("customer-watch-will-email"),
        (None, false) => return None,
    };
    Some(view! { <br/><span class="muted small" data-told="">{said}</span> })
}

/// "Emailed …", "Told … by anna", "Told …".
pub fn contacted(i: I18n, c: &Contacted) -> String {
    let time = i.date_time_text(&c.at);
    match (c.emailed, &c.by) {
        (true, _) => i.t_with("customer-watch-emailed", &[("time", Arg::Text(&time))]),
        (false, Some(by)) => i.t_with(
            "customer-watch-told-by",
            &[("time", Arg::Text(&time)), ("name", Arg::Text(by))],
        ),
        (false, None) => i.t_with("customer-watch-told", &[("time", Arg::Text(&time))]),
    }
}

/// "Back: 3 in stock (since …)", "0 in stock at …" or "Not checked yet".
fn watch_state(i: I18n, w: &WatchRow) -> String {
    match (&w.back, w.stock, &w.checked) {
        (Some(b), Some(n), _) => i.t_with(
            "customer-watch-back",
            &[
                ("count", Arg::Count(n)),
                ("since", Arg::Text(&i.date_time_text(b))),
            ],
        ),
        (None, Some(n), Some(at)) => i.t_with(
            "customer-watch-stock",
            &[
                ("count", Arg::Count(n)),
                ("time", Arg::Text(&i.date_time_text(at))),
            ],
        ),
        _ => i.t("customer-watch-unchecked"),
    }
}

/// Ends a watch ("Done": the customer was told, or no longer wants it).
#[component]
pub fn DoneForm(id: i64, back: String) -> impl IntoView {
    let i = use_i18n();
    view! {
        <form method="post" action=chref::watch_done(id) class="inline no-print">
            <input type="hidden" name="back" value=back/>
            <button type="submit" class="btn small secondary">{i.t("customer-watch-done")}</button>
        </form>
    }
}

/// The customer's invoices, the latest first; deleting them keeps the
/// invoices, as the law asks (said here).
#[component]
fn Invoices(id: String) -> impl IntoView {
    let invoices = Resource::new(move || id.clone(), crate::api::sales::customer_invoices);
    let i = use_i18n();
    view! {
        <section aria-labelledby="invoices-h" class="customer-invoices">
            <h2 id="invoices-h">{i.t("customer-invoices")}</h2>
            <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
                {move || Suspend::new(async move {
                    let list = invoices.await.unwrap_or_default();
                    view! { <InvoiceRows list/> }
                })}
            </Suspense>
            <p class="muted small">{i.t("customer-invoices-kept")}</p>
        </section>
    }
}

#[component]
fn InvoiceRows(list: Vec<crate::model::sale::view::SalesRow>) -> impl IntoView {
    let i = use_i18n();
    if list.is_empty() {
        return view! { <p class="muted" data-customer-invoices="0">{i.t("customer-invoices-none")}</p> }.into_any();
    }
    let count = list.len();
    let rows = list
        .into_iter()
        .map(|r| {
            let methods: Vec<String> = r.methods.iter().map(|m| i.t(m.key())).collect();
            view! {
                <tr data-customer-invoice=r.number.clone()>
                    <td data-label=i.t("sales-number")><crate::pages::sales::DocumentCell r=r.clone()/></td>
                    <td data-label=i.t("sales-day")>{i.date_time_text(&r.at)}</td>
                    <td class="num" data-label=i.t("invoice-total")>{i.money(r.currency, Some(r.signed_total()))}</td>
                    <td data-label=i.t("sales-payments")>{methods.join(" + ")}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="stack" data-customer-invoices=count.to_string()>
            <thead><tr>
                <th scope="col">{i.t("sales-number")}</th>
                <th scope="col">{i.t("sales-day")}</th>
                <th scope="col" class="num">{i.t("invoice-total")}</th>
                <th scope="col">{i.t("sales-payments")}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
    .into_any()
}
