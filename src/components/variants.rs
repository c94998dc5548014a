//! "Also in": the same part in its other colours and sizes (its variant
//! family, worked out by the catalogue index), each with its label, link,
//! prices and a stock badge. Server-rendered; the badges carry the live
//! marker, so the page's one `LiveStock` refresh keeps them current with
//! the product's own badge, in the same call.

use leptos::prelude::*;

use crate::{
    components::{i18n::use_i18n, products::DealerPrice, stock::StockBadge},
    model::{href, listing::Sibling, Currency},
};

#[component]
pub fn AlsoIn(siblings: Vec<Sibling>) -> impl IntoView {
    if siblings.is_empty() {
        return ().into_any();
    }
    let i = use_i18n();
    view! {
        <section class="also-in" aria-labelledby="also-in-h">
            <h2 id="also-in-h">{i.t("also-in")}</h2>
            <ul class="variant-list">
                {siblings
                    .into_iter()
                    .map(|Sibling { label, summary, stock }| {
                        let link = href::product(&summary.sku);
                        view! {
                            <li class="variant" data-variant-sku=summary.sku.clone()>
                                <a class="variant-label" href=link>{label}</a>
                                <span class="sku">{summary.sku.clone()}</span>
                                <span class="price-rrp" title=i.t("price-rrp")>{i.price(Currency::Gbp, summary.site_price)}</span>
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
