//! `/back-in-stock`: the watches whose part now has enough stock for the
//! quantity wanted, those not told yet first, then the latest back first,
//! with the customer's name and contact (a `tel:` and `mailto:` link) to
//! tell them; "Told" says they were (who and when), "Add to their quote"
//! puts the part on their list at today's price, and "Done" ends the
//! watch. The stock comes from the scheduled check (when it last ran is
//! said), not from this page.

use leptos::prelude::*;

use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::customers::{back_in_stock_rows, BACK_ROWS},
    components::{
        customer::CustomerNoteLine,
        errors::main_or_error,
        i18n::{use_i18n, Arg},
    },
    model::{
        customer::{href as chref, BackInStock, WatchRow, MAX_WATCHES},
        href,
    },
    pages::customer::{contacted, ContactLinks, DoneForm},
};

#[component]
pub fn BackInStockPage() -> impl IntoView {
    let rows = Resource::new(|| (), |_| back_in_stock_rows());
    let query = use_query_map();
    let i = use_i18n();
    view! {
        <Title text=i.t("nav-back-in-stock")/>
        <h1>{i.t("nav-back-in-stock")}</h1>
        <CustomerNoteLine code=query.with_untracked(|m| m.get("cnote"))/>
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                main_or_error(rows.await, |b| view! { <BackRows b/> })
            })}
        </Suspense>
    }
}

#[component]
fn BackRows(b: BackInStock) -> impl IntoView {
    let i = use_i18n();
    let shown = b.rows.len();
    let checked = match &b.last_check {
        Some(at) => i.t_with(
            "back-checked",
            &[("time", Arg::Text(&i.date_time_text(at)))],
        ),
        None => i.t("back-not-checked"),
    };
    let open = i.t_with(
        "back-open",
        &[
            ("count", Arg::Count(b.open as i64)),
            ("max", Arg::Count(MAX_WATCHES as i64)),
        ],
    );
    let summary = [checked, open].join(" ");
    let heads = [
        "back-since",
        "back-sku",
        "back-product",
        "back-wanted",
        "back-stock",
        "back-customer",
        "back-contact",
        "back-told",
    ]
    .map(|k| i.t(k));
    let th = |n: usize, num: bool| {
        let text = heads[n].clone();
        view! { <th scope="col" class:num=num>{text}</th> }
    };
    view! {
        <p class="muted">{summary}</p>
        {(shown >= BACK_ROWS).then(|| view! {
            <p class="notice">{i.t_with("back-showing", &[("count", Arg::Count(BACK_ROWS as i64))])}</p>
        })}
        {if shown == 0 {
            view! { <p class="muted" data-back-rows="0">{i.t("back-none")}</p> }.into_any()
        } else {
            view! {
                <table class="back-in-stock stack" data-back-rows=shown.to_string()>
                    <thead>
                        <tr>
                            {th(0, false)}{th(1, false)}{th(2, false)}{th(3, true)}{th(4, true)}
                            {th(5, false)}{th(6, false)}{th(7, false)}
                            <th scope="col"><span class="visually-hidden">{i.t("back-actions")}</span></th>
                        </tr>
                    </thead>
                    <tbody>
                        {b.rows.into_iter().map(|w| view! { <BackRow w mail_on=b.mail_on labels=heads.clone()/> }).collect_view()}
                    </tbody>
                </table>
            }.into_any()
        }}
    }
}

#[component]
fn BackRow(w: WatchRow, mail_on: bool, labels: [String; 8]) -> impl IntoView {
    let i = use_i18n();
    let back = chref::BACK_IN_STOCK.to_string();
    let told = match (&w.contacted, w.email_customer, w.customer.email.is_some()) {
        (Some(c), _, _) => view! { <span data-told="">{contacted(i, c)}</span> }.into_any(),
        (None, true, true) if mail_on => {
            view! { <span class="muted">{i.t("back-not-yet-mail")}</span> }.into_any()
        }
        (None, true, _) if mail_on => {
            view! { <span class="muted">{i.t("back-not-yet-no-email")}</span> }.into_any()
        }
        _ => view! { <span class="muted">{i.t("back-not-yet")}</span> }.into_any(),
    };
    let not_told = w.contacted.is_none();
    let [since, sku, product, wanted, stock, customer, contact, told_label] = labels;
    let since_text = w
        .back
        .as_deref()
        .map(|b| i.date_time_text(b))
        .unwrap_or_default();
    let stock_text = w.stock.map(|n| i.count(n)).unwrap_or_else(|| "—".into());
    view! {
        <tr data-watch-sku=w.sku.clone() data-watch-told=(!not_told).to_string()>
            <td data-label=since>{since_text}</td>
            <td data-label=sku><a href=href::product(&w.sku)>{w.sku.clone()}</a></td>
            <td data-label=product>{w.name.clone()}</td>
            <td class="num" data-label=wanted>{i.count(w.qty)}</td>
            <td class="num" data-label=stock>{stock_text}</td>
            <td data-label=customer><a href=chref::customer(&w.customer.id)>{w.customer.name.clone()}</a></td>
            <td class="contact" data-label=contact><ContactLinks c=w.customer.clone()/></td>
            <td data-label=told_label>{told}</td>
            <td class="watch-actions">
                {not_told.then(|| view! {
                    <form method="post" action=chref::watch_contacted(w.id) class="inline no-print">
                        <input type="hidden" name="back" value=back.clone()/>
                        <button type="submit" class="btn small secondary">{i.t("back-mark-told")}</button>
                    </form>
                    " "
                })}
                <form method="post" action=chref::watch_to_quote(w.id) class="inline no-print">
                    <input type="hidden" name="back" value=back.clone()/>
                    <button type="submit" class="btn small secondary">{i.t("back-to-quote")}</button>
                </form>
                " "
                <DoneForm id=w.id back/>
            </td>
        </tr>
    }
}
