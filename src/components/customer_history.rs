//! A customer's history as their page shows it: each change's time in
//! the shop's zone, who made it, and what it was, in the page's language
//! (a line the portal did not write is shown as written).

use leptos::prelude::*;

use crate::{
    components::i18n::{use_i18n, Arg, I18n},
    model::customer::{history::ChangeSaid, CustomerChange},
};

#[component]
pub fn History(history: Vec<CustomerChange>) -> impl IntoView {
    let i = use_i18n();
    view! {
        <section aria-labelledby="history-h" class="customer-history">
            <h2 id="history-h">{i.t("customer-history")}</h2>
            <ul>
                {history.into_iter().map(|h| {
                    let by = h.by.unwrap_or_else(|| i.t("customer-history-open-access"));
                    view! { <li>{[i.date_time_text(&h.at), by, history_text(i, &h.what)].join(" · ")}</li> }
                }).collect_view()}
            </ul>
        </section>
    }
}

/// A line of the history in the page's language (as written when it is
/// not one the portal writes).
fn history_text(i: I18n, what: &str) -> String {
    let text = |key, name, value: &str| i.t_with(key, &[(name, Arg::Text(value))]);
    match ChangeSaid::read(what) {
        ChangeSaid::Created => i.t("customer-history-created"),
        ChangeSaid::Changed(fields) => {
            let fields: Vec<String> = fields.into_iter().map(|f| i.t(f.label_key())).collect();
            text("customer-history-changed", "fields", &fields.join(", "))
        }
        ChangeSaid::BikeAdded(bike) => text("customer-history-bike-added", "bike", bike),
        ChangeSaid::BikeRemoved(bike) => text("customer-history-bike-removed", "bike", bike),
        ChangeSaid::Exported(format) => text("customer-history-exported", "format", format),
        ChangeSaid::Watching { sku, qty } => i.t_with(
            "customer-history-watching",
            &[("sku", Arg::Text(sku)), ("qty", Arg::Text(qty))],
        ),
        ChangeSaid::WatchEnded(sku) => text("customer-history-watch-ended", "sku", sku),
        ChangeSaid::Emailed(sku) => text("customer-history-emailed", "sku", sku),
        ChangeSaid::Told(sku) => text("customer-history-told", "sku", sku),
        ChangeSaid::QuoteMade(name) => text("customer-history-quote", "name", name),
        ChangeSaid::QuoteEmailed(name) => text("customer-history-quote-emailed", "name", name),
        ChangeSaid::Tier(name) => text("customer-history-tier", "tier", name),
        ChangeSaid::Retail => i.t("customer-history-retail"),
        ChangeSaid::OrderMade(order) => text("customer-history-order-made", "order", order),
        ChangeSaid::OrderLine { order, sku, state } => i.t_with(
            "customer-history-order-line",
            &[
                ("order", Arg::Text(order)),
                ("sku", Arg::Text(sku)),
                ("state", Arg::Text(&i.t(state.key()))),
            ],
        ),
        ChangeSaid::OrderTold { order, sku } => i.t_with(
            "customer-history-order-told",
            &[("order", Arg::Text(order)), ("sku", Arg::Text(sku))],
        ),
        ChangeSaid::OrderEmailed { order, sku } => i.t_with(
            "customer-history-order-emailed",
            &[("order", Arg::Text(order)), ("sku", Arg::Text(sku))],
        ),
        ChangeSaid::Other(line) => line.to_string(),
    }
}
