//! `POST /quotes/{id}/other`: a line of the shop's own on a quote:
//! fitting labour (`hours` at `rate`, or a fixed `price`) or a part typed
//! at the counter (`price`, `qty`, its own `code` if it has one), with a
//! `description` always (`model::quote::other`). Added, it goes back to
//! the list with a note; refused, it answers with the list's page, the
//! form filled in as typed and the reason shown (422), nothing changed.

use axum::{
    extract::{FromRef as _, State},
    http::request::Parts,
    response::Response,
};

use crate::{
    model::quote::other::{parse_other, PostedOther, TypedOther},
    server::{products::PricedQuotes, start::state::AppState},
};

use super::quote_form::{answer, field, said, Fields, ListPost};

/// The form as typed, each field at most a line's worth.
fn typed(form: &Fields) -> TypedOther {
    let f = |name: &str| -> String { field(form, name).chars().take(200).collect() };
    TypedOther {
        kind: f("kind"),
        description: f("description"),
        hours: f("hours"),
        rate: f("rate"),
        price: f("price"),
        code: f("code"),
        qty: f("qty"),
    }
}

pub async fn add(
    State(state): State<AppState>,
    ListPost { owner, id }: ListPost,
    parts: Parts,
    form: Fields,
) -> Response {
    let typed = typed(&form);
    let note = match parse_other(&typed) {
        Ok(line) => said(
            PricedQuotes::from_ref(&state)
                .add_other(&owner, &id, line)
                .await,
        ),
        Err(why) => why,
    };
    answer(&state, &parts, &id, note, PostedOther { typed, note }).await
}
