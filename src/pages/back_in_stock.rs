//! `/back-in-stock`: the watches whose part now has enough stock for the
//! quantity wanted, those not told yet first, then the latest back first,
//! with the customer's name and contact (a `tel:` and `mailto:` link) to
//! tell them; "Told" says they were (who and when), "Add to their quote"
//! puts the part on their list at today's price, and "Done" ends the
//! watch. The stock comes from the scheduled check (when it last ran is
//! said), not from this page.

use leptos::prelude::*;

use crate::model::numbers::{counted, thousands};
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::customers::{back_in_stock_rows, BACK_ROWS},
    components::{customer::CustomerNoteLine, errors::main_or_error},
    model::{
        customer::{href as chref, BackInStock, WatchRow, MAX_WATCHES},
        href,
    },
    pages::customer::{ContactLinks, DoneForm},
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
                            <th scope="col">"Customer"</th><th scope="col">"Contact"</th><th scope="col">"Told"</th>
                            <th scope="col"><span class="visually-hidden">"Actions"</span></th>
                        </tr>
                    </thead>
                    <tbody>
                        {b.rows.into_iter().map(|w| view! { <BackRow w mail_on=b.mail_on/> }).collect_view()}
                    </tbody>
                </table>
            }.into_any()
        }}
    }
}

/// One watch back in stock, with what staff do about it.
#[component]
fn BackRow(w: WatchRow, mail_on: bool) -> impl IntoView {
    let back = chref::BACK_IN_STOCK.to_string();
    let told = match (&w.contacted, w.email_customer, w.customer.email.is_some()) {
        (Some(c), _, _) => view! { <span data-told="">{c.said()}</span> }.into_any(),
        (None, true, true) if mail_on => {
            view! { <span class="muted">"Not yet: emailed at the next check."</span> }.into_any()
        }
        (None, true, _) if mail_on => {
            view! { <span class="muted">"Not yet (no email on record)."</span> }.into_any()
        }
        _ => view! { <span class="muted">"Not yet"</span> }.into_any(),
    };
    let not_told = w.contacted.is_none();
    view! {
        <tr data-watch-sku=w.sku.clone() data-watch-told=(!not_told).to_string()>
            <td data-label="Back since">{w.back.clone().unwrap_or_default()}</td>
            <td data-label="SKU"><a href=href::product(&w.sku)>{w.sku.clone()}</a></td>
            <td data-label="Product">{w.name.clone()}</td>
            <td class="num" data-label="Wanted">{w.qty}</td>
            <td class="num" data-label="In stock">{w.stock.map(|n| n.to_string()).unwrap_or_else(|| "—".into())}</td>
            <td data-label="Customer"><a href=chref::customer(&w.customer.id)>{w.customer.name.clone()}</a></td>
            <td class="contact" data-label="Contact"><ContactLinks c=w.customer.clone()/></td>
            <td data-label="Told">{told}</td>
            <td class="watch-actions">
                {not_told.then(|| view! {
                    <form method="post" action=chref::watch_contacted(w.id) class="inline no-print">
                        <input type="hidden" name="back" value=back.clone()/>
                        <button type="submit" class="btn small secondary">"Told"</button>
                    </form>
                    " "
                })}
                <form method="post" action=chref::watch_to_quote(w.id) class="inline no-print">
                    <input type="hidden" name="back" value=back.clone()/>
                    <button type="submit" class="btn small secondary">"Add to their quote"</button>
                </form>
                " "
                <DoneForm id=w.id back/>
            </td>
        </tr>
    }
}
