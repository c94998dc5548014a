//! `/sales`: the invoices, the latest first: number, day, customer,
//! total, how it was paid and who sold. Filtered by the customer's name,
//! who sold, a payment method, the days and the number (a plain GET
//! form); the same as CSV and XLSX; 50 a page.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::sales::sales_rows,
    components::{
        errors::main_or_error,
        i18n::{use_i18n, Arg},
        pager::{page_links, PageLinks},
    },
    model::{
        customer::href as chref,
        href,
        query::encode_component,
        sale::{
            view::{SalesFilter, SalesList, SalesRow},
            Method,
        },
    },
};

/// The filter's query (without the page), for links and files.
fn filter_query(f: &SalesFilter) -> String {
    [
        ("customer", &f.customer),
        ("by", &f.by),
        ("method", &f.method),
        ("from", &f.from),
        ("to", &f.to),
        ("number", &f.number),
    ]
    .iter()
    .filter(|(_, v)| !v.is_empty())
    .map(|(k, v)| [k, "=", &encode_component(v)].concat())
    .collect::<Vec<_>>()
    .join("&")
}

fn with_query(path: &str, query: &str) -> String {
    if query.is_empty() {
        path.to_string()
    } else {
        [path, "?", query].concat()
    }
}

#[component]
pub fn SalesPage() -> impl IntoView {
    let query = use_query_map();
    let get = move |k: &str| query.with_untracked(|m| m.get(k)).unwrap_or_default();
    let filter = SalesFilter {
        customer: get("customer"),
        by: get("by"),
        method: get("method"),
        from: get("from"),
        to: get("to"),
        number: get("number"),
        page: get("page").parse().unwrap_or(1),
    };
    let asked = filter.clone();
    let list = Resource::new(move || asked.clone(), sales_rows);
    let i = use_i18n();
    let q = filter_query(&filter);
    view! {
        <Title text=i.t("nav-sales")/>
        <h1>{i.t("nav-sales")}</h1>
        <FilterForm f=filter.clone()/>
        <p class="no-print">
            <a href=href::SALES_DAY>{i.t("day-link")}</a>
            " · "
            <a href=href::LOOSE_RETURN data-loose-return="">{i.t("loose-title")}</a>
            " · "
            <a href=with_query(href::SALES_CSV, &q) download="">{i.t("sales-csv")}</a>
            " · "
            <a href=with_query(href::SALES_XLSX, &q) download="">{i.t("sales-xlsx")}</a>
        </p>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || {
                let q = q.clone();
                Suspend::new(async move {
                    main_or_error(list.await, |l| view! { <SalesTable l q/> })
                })
            }}
        </Suspense>
    }
}

#[component]
fn FilterForm(f: SalesFilter) -> impl IntoView {
    let i = use_i18n();
    view! {
        <form method="get" action=href::SALES class="orders-filter no-print" role="search">
            <div class="field">
                <label for="sf-customer">{i.t("orders-filter-customer")}</label>
                <input id="sf-customer" name="customer" type="search" maxlength="100" value=f.customer/>
            </div>
            <div class="field">
                <label for="sf-number">{i.t("sales-filter-number")}</label>
                <input id="sf-number" name="number" maxlength="40" value=f.number/>
            </div>
            <div class="field">
                <label for="sf-by">{i.t("sales-filter-by")}</label>
                <input id="sf-by" name="by" maxlength="100" value=f.by/>
            </div>
            <div class="field">
                <label for="sf-method">{i.t("sales-filter-method")}</label>
                <select id="sf-method" name="method">
                    <option value="" selected=f.method.is_empty()>{i.t("sales-filter-any-method")}</option>
                    {Method::ALL.into_iter().map(|m| view! {
                        <option value=m.code() selected=f.method == m.code()>{i.t(m.key())}</option>
                    }).collect_view()}
                </select>
            </div>
            <div class="field">
                <label for="sf-from">{i.t("orders-filter-from")}</label>
                <input id="sf-from" name="from" type="date" value=f.from/>
            </div>
            <div class="field">
                <label for="sf-to">{i.t("orders-filter-to")}</label>
                <input id="sf-to" name="to" type="date" value=f.to/>
            </div>
            <button type="submit" class="btn secondary">{i.t("orders-filter-apply")}</button>
        </form>
    }
}

#[component]
fn SalesTable(l: SalesList, q: String) -> impl IntoView {
    let i = use_i18n();
    let c = l.currency;
    if l.bad_day {
        return view! { <p class="form-note problem" role="alert" data-sales-problem="day">{i.t("sales-problem-day")}</p> }.into_any();
    }
    let summary = i.t_with(
        "sales-matched",
        &[
            ("count", Arg::Count(l.matched as i64)),
            ("total", Arg::Text(&i.money(c, Some(l.total)))),
        ],
    );
    let page_at = |n: u32| {
        let query = [
            q.as_str(),
            if q.is_empty() { "" } else { "&" },
            "page=",
            &n.to_string(),
        ]
        .concat();
        with_query(href::SALES, &query)
    };
    let links = PageLinks {
        prev: (l.page > 1).then(|| page_at(l.page - 1)),
        next: (l.page < l.pages).then(|| page_at(l.page + 1)),
        page: l.page,
        pages: l.pages,
    };
    let rows = l
        .rows
        .into_iter()
        .map(|r| {
            let methods: Vec<String> = r.methods.iter().map(|m| i.t(m.key())).collect();
            let customer = match (&r.customer_id, &r.customer_name) {
                (Some(id), Some(name)) => view! { <a href=chref::customer(id)>{name.clone()}</a> }.into_any(),
                (_, Some(name)) => name.clone().into_any(),
                _ => i.t("sale-walk-in").into_any(),
            };
            view! {
                <tr data-sale-row=r.number.clone() data-credit-note=r.credit.then_some("")>
                    <td data-label=i.t("sales-number")><DocumentCell r=r.clone()/></td>
                    <td data-label=i.t("sales-day")>{i.date_time_text(&r.at)}</td>
                    <td data-label=i.t("sales-customer")>{customer}</td>
                    <td class="num" data-label=i.t("invoice-total")>{i.money(c, Some(r.signed_total()))}</td>
                    <td data-label=i.t("sales-payments")>{methods.join(" + ")}</td>
                    <td data-label=i.t("sales-by")>{r.by.clone().unwrap_or_else(|| "—".into())}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <p data-sales-matched=l.matched.to_string()>{summary}</p>
        <table class="stack sales-list">
            <thead>
                <tr>
                    <th scope="col">{i.t("sales-number")}</th>
                    <th scope="col">{i.t("sales-day")}</th>
                    <th scope="col">{i.t("sales-customer")}</th>
                    <th scope="col" class="num">{i.t("invoice-total")}</th>
                    <th scope="col">{i.t("sales-payments")}</th>
                    <th scope="col">{i.t("sales-by")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
        {page_links(i, links)}
    }
    .into_any()
}

/// An invoice's number linking to its page; a credit note's linking to
/// its PDF, with the invoice it refers to.
#[component]
pub fn DocumentCell(r: SalesRow) -> impl IntoView {
    let i = use_i18n();
    if !r.credit {
        return view! { <a href=href::sale(r.id)>{r.number}</a> }.into_any();
    }
    let of = match r.against {
        Some(of) => view! {
            <a href=href::sale(of.invoice_id)>
                {i.t_with("sales-credit-for", &[("number", Arg::Text(&of.invoice_number))])}
            </a>
        }
        .into_any(),
        None => i.t("sales-credit-loose").into_any(),
    };
    view! {
        <a href=href::credit_note_pdf(r.id)>{r.number}</a>
        <br/>
        <small class="muted">{of}</small>
    }
    .into_any()
}
