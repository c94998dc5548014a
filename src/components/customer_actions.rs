//! Where a sale can fail outside a quote list: a product page whose part is
//! out of stock or low ("Watch for this customer", for the customer of the
//! list open at the counter or one named in the form; "Record lost sale"),
//! and a search for a code the catalogue does not have (the lookup box's
//! failed lookup lands there). Plain forms: no island.

use leptos::prelude::*;
use leptos_router::hooks::use_query_map;

use crate::{
    components::{
        bike::here,
        customer::{CustomerNoteLine, LostSaleAsked, LostSaleForm, WatchForm},
        i18n::Arg,
    },
    model::customer::{CustomerName, LostReason},
};

/// A product page's forms: a watch while stock is at or under `low_at`
/// (or unknown count: no watch), and a lost sale. `customer`: the customer
/// of the list open at the counter (read with the page's own data).
#[component]
pub fn ProductCustomerActions(
    sku: String,
    count: Option<i64>,
    low_at: i64,
    customer: Option<CustomerName>,
) -> impl IntoView {
    let back = here();
    let said = use_query_map().with_untracked(|m| m.get("cnote"));
    let short = count.is_some_and(|n| n <= low_at);
    let reason = if count == Some(0) {
        LostReason::OutOfStock
    } else {
        LostReason::Price
    };
    let asked = LostSaleAsked {
        code: sku.clone(),
        reason,
        qty: 1,
        customer: customer.as_ref().map(|c| c.id.clone()),
        back: back.clone(),
    };
    let i = crate::components::i18n::use_i18n();
    view! {
        <div class="customer-actions no-print" data-customer-actions="">
            <CustomerNoteLine code=said/>
            {short.then(|| view! {
                <p class="muted small">{i.t("watch-hint")}</p>
                <WatchForm sku=sku.clone() qty=1 customer back=back.clone()/>
            })}
            <details class="lost-sale" open=short>
                <summary>{i.t("lost-sale-not-made")}</summary>
                <LostSaleForm asked/>
            </details>
        </div>
    }
}

/// Under a search for typed text: "Not in the catalogue?" and a form that
/// records the lost sale of what was typed.
#[component]
pub fn LostFromSearch() -> impl IntoView {
    let query = use_query_map();
    let typed = query.with_untracked(|m| m.get("q")).unwrap_or_default();
    let typed = typed.trim().to_string();
    let said = query.with_untracked(|m| m.get("cnote"));
    (!typed.is_empty()).then(|| {
        let back = here();
        let i = crate::components::i18n::use_i18n();
        view! {
            <CustomerNoteLine code=said/>
            <details class="lost-sale no-print" data-lost-from-search="">
                <summary>{i.t_with("lost-from-search", &[("text", Arg::Text(&typed))])}</summary>
                <LostSaleForm asked=LostSaleAsked {
                    code: typed,
                    reason: LostReason::NotInCatalogue,
                    qty: 1,
                    customer: None,
                    back,
                }/>
            </details>
        }
    })
}
