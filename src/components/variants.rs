//! "Also in": the same part in its other colours and sizes (its variant
//! family, worked out by the catalogue index), each with its label, link,
//! prices and a stock badge. Server-rendered; the badges carry the live
//! marker, so the page's one `LiveStock` refresh keeps them current with
//! the product's own badge, in the same call. A folded list's cards name
//! their family's colours and sizes the same way (`FamilyMembers`), from
//! the list page's one bulk stock call.

use leptos::prelude::*;

use crate::{
    components::{products::DealerPrice, stock::StockBadge},
    model::{
        href,
        listing::{in_stock_instead, Member, Sibling, StockView},
        Currency,
    },
};

#[component]
pub fn AlsoIn(siblings: Vec<Sibling>) -> impl IntoView {
    if siblings.is_empty() {
        return ().into_any();
    }
    view! {
        <section class="also-in" aria-labelledby="also-in-h">
            <h2 id="also-in-h">"Also in"</h2>
            <ul class="variant-list">
                {siblings
                    .into_iter()
                    .map(|Sibling { label, summary, stock }| {
                        let link = href::product(&summary.sku);
                        view! {
                            <li class="variant" data-variant-sku=summary.sku.clone()>
                                <a class="variant-label" href=link>{label}</a>
                                <span class="sku">{summary.sku.clone()}</span>
                                <span class="price-rrp" title="RRP">{Currency::Gbp.format(summary.site_price)}</span>
                                <DealerPrice gbp=summary.dealer_gbp usd=summary.dealer_usd eur=summary.dealer_eur/>
                                <StockBadge stock/>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </section>
    }
    .into_any()
}

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
