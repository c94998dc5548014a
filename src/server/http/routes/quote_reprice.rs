//! `POST /quotes/{id}/reprice` (sku: one line's, or none for every line):
//! moves lines to today's selling price, and the day their price was set
//! to today, so an expired quote holds again. A line priced in another
//! currency than the shop's is refused (a new quote is the way), and a
//! line whose part is gone keeps the price it had.

use axum::{extract::FromRef as _, extract::State, response::Response};

use crate::{
    model::{href, quote::Note},
    server::{products::PricedQuotes, start::state::AppState},
};

use super::quote_form::{back, cap_held, field, said, Fields, ListPost};

pub async fn reprice(
    State(state): State<AppState>,
    ListPost { owner, id }: ListPost,
    parts: axum::http::request::Parts,
    form: Fields,
) -> Response {
    let only = Some(field(&form, "sku").trim()).filter(|s| !s.is_empty());
    let priced = PricedQuotes::from_ref(&state);
    let view = match priced.money_view(&owner, &id).await {
        Ok(Some(v)) => v,
        Ok(None) => return back(&state, &href::quotes(), Note::NoSuchList, None),
        Err(_) => return back(&state, &href::quote(&id), Note::Busy, None),
    };
    let shop = state.pricing.terms().currency;
    let chosen: Vec<_> = view
        .lines
        .iter()
        .filter(|l| only.is_none_or(|sku| l.sku == sku))
        .collect();
    if only.is_some() && chosen.is_empty() {
        return back(&state, &href::quote(&id), Note::NoSuchLine, None);
    }
    if chosen
        .iter()
        .any(|l| l.added.sell.is_some_and(|s| s.currency != shop))
    {
        return back(&state, &href::quote(&id), Note::RepriceOtherCurrency, None);
    }
    let mut note = Note::RepriceNothing;
    let mut repriced = false;
    for l in chosen {
        let today = l
            .now
            .as_ref()
            .and_then(|n| n.sell)
            .filter(|s| s.currency == shop);
        // A single line moves only when its price changed; "all" also
        // renews the day of prices that did not, so the quote holds again.
        let Some(sell) = today.filter(|t| only.is_none() || Some(*t) != l.added.sell) else {
            continue;
        };
        note = said(state.quotes.reprice(&owner, &id, &l.sku, sell).await);
        if note != Note::Repriced {
            break;
        }
        repriced = true;
    }
    // A lower price lowers what a discount is taken from.
    if repriced {
        let held = cap_held(&state, &parts, &owner, &id).await;
        if !note.is_problem() {
            note = held.note(note);
        }
    }
    back(&state, &href::quote(&id), note, None)
}
