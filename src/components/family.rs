//! A folded list's family on a card or row: its colours and sizes as
//! links, each coloured by its stock from the list page's one bulk stock
//! call, and the member in stock when the card's own product is not.
//! Server-rendered, no island.

use leptos::prelude::*;

use crate::model::{
    href,
    listing::{in_stock_instead, Member, StockView},
};

/// A folded list's family on a card or row: every colour or size as a link
/// (the shown one marked, each coloured by its stock where known), and,
/// when the shown one is out of stock, the member that is in stock.
#[component]
pub fn FamilyMembers(sku: String, members: Vec<Member>, stock: Vec<StockView>) -> impl IntoView {
    let instead = in_stock_instead(&sku, &members, &stock).cloned();
    let state = |s: &str| {
        stock
            .iter()
            .find(|v| v.sku == s)
            .map(|v| v.state().class())
            .unwrap_or("unknown")
    };
    let items: Vec<(Member, &'static str)> = members
        .into_iter()
        .map(|m| {
            let st = state(&m.sku);
            (m, st)
        })
        .collect();
    let size = items.len().to_string();
    view! {
        <div class="family" data-family-size=size>
            <ul class="family-members" aria-label="Colours and sizes">
                {items
                    .into_iter()
                    .map(|(m, st)| {
                        let shown = m.sku == sku;
                        view! {
                            <li class=format!("member {st}") data-member-sku=m.sku.clone() aria-current=shown.then_some("true")>
                                <a href=href::product(&m.sku) title=m.sku.clone()>{m.label}</a>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            {instead.map(|m| view! {
                <p class="in-stock-instead" data-in-stock-instead=m.sku.clone()>
                    "Out of stock; in stock in "
                    <a href=href::product(&m.sku)>{m.label}</a>
                    {format!(" ({})", m.sku)}
                </p>
            })}
        </div>
    }
}
