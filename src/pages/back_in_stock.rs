//! `/back-in-stock`: the watches whose part now has enough stock for the
//! quantity wanted, the latest back first, with the customer's name and
//! contact to call them, and "Done" once they are told. The stock comes
//! from the scheduled check (when it last ran is said), not from this page.

use leptos::prelude::*;

use crate::model::numbers::{counted, thousands};
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::customers::{back_in_stock_rows, BACK_ROWS},
    components::{customer::CustomerNoteLine, errors::main_or_error},
    model::{
        customer::{href as chref, BackInStock, MAX_WATCHES},
        href,
    },
    pages::customer::DoneForm,
};

#[component]
pub fn BackInStockPage() -> impl IntoView {
    let rows = Resource::new(|| (), |_| back_in_stock_rows());
    let query = use_query_map();
    view! {
        <Title text="Back in stock"/>
        <h1>"Back in stock"</h1>
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
    let shown = b.rows.len();
    let checked = match &b.last_check {
        Some(at) => format!("Stock last checked {at}. "),
        None => "Stock not checked yet. ".to_string(),
    };
    let summary = format!(
        "{checked}{} in all (the shop keeps up to {}).",
        counted(b.open, "open watch", "open watches"),
        thousands(MAX_WATCHES as u64)
    );
    view! {
        <p class="muted">{summary}</p>
        {(shown >= BACK_ROWS).then(|| view! {
            <p class="notice">{format!("Showing the latest {BACK_ROWS} back in stock: mark some done to see the rest.")}</p>
        })}
        {if shown == 0 {
            view! { <p class="muted" data-back-rows="0">"No watched part is back yet."</p> }.into_any()
        } else {
            view! {
                <table class="back-in-stock stack" data-back-rows=shown.to_string()>
                    <thead>
                        <tr>
                            <th scope="col">"Back since"</th><th scope="col">"SKU"</th><th scope="col">"Product"</th>
                            <th scope="col" class="num">"Wanted"</th><th scope="col" class="num">"In stock"</th>
                            <th scope="col">"Customer"</th><th scope="col">"Contact"</th>
                            <th scope="col"><span class="visually-hidden">"End"</span></th>
                        </tr>
                    </thead>
                    <tbody>
                        {b.rows.into_iter().map(|w| view! {
                            <tr data-watch-sku=w.sku.clone()>
                                <td data-label="Back since">{w.back.clone().unwrap_or_default()}</td>
                                <td data-label="SKU"><a href=href::product(&w.sku)>{w.sku.clone()}</a></td>
                                <td data-label="Product">{w.name.clone()}</td>
                                <td class="num" data-label="Wanted">{w.qty}</td>
                                <td class="num" data-label="In stock">{w.stock.map(|n| n.to_string()).unwrap_or_else(|| "—".into())}</td>
                                <td data-label="Customer"><a href=chref::customer(&w.customer.id)>{w.customer.name.clone()}</a></td>
                                <td class="contact" data-label="Contact">{w.customer.contact()}</td>
                                <td><DoneForm id=w.id back=chref::BACK_IN_STOCK.to_string()/></td>
                            </tr>
                        }).collect_view()}
                    </tbody>
                </table>
            }.into_any()
        }}
    }
}
