//! `POST /quotes/{id}/discount`: a discount on one line (`sku`) or on the
//! whole quote (no `sku`), typed as "10%" or an amount in the shop's
//! currency ("4.50"); empty takes it off. The form is read, the quotes'
//! operation (`PricedQuotes::give_discount`: the cap, a manager's
//! approval, the audit entries) gives it, and the answer goes back: a
//! refusal answers with the list's page, the form filled in as typed and
//! the reason shown (422), nothing changed.

use axum::{extract::FromRef as _, extract::State, http::request::Parts, response::Response};
use serde::Deserialize;

use crate::{
    model::quote::{discount::parse_discount, PostedDiscount},
    server::{
        http::typed_form::TypedForm,
        products::{refused_note, DiscountAsked, PricedQuotes},
        staff::approval::Credentials,
        start::state::AppState,
    },
};

use super::quote_form::{answer, ListPost};

/// The discount form: what was typed, on which line (none: the whole
/// quote), and a manager's credentials where one approves it here.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct DiscountForm {
    discount: String,
    sku: String,
    approver: String,
    approver_password: String,
    approver_code: String,
}

impl DiscountForm {
    /// The manager's name, password and code, when a name was typed.
    fn approver(&self) -> Option<Credentials> {
        Some(&self.approver)
            .filter(|n| !n.trim().is_empty())
            .map(|name| Credentials {
                name: name.chars().take(200).collect(),
                password: self.approver_password.clone(),
                code: self.approver_code.clone(),
            })
    }
}

pub async fn discount(
    State(state): State<AppState>,
    ListPost { owner, id }: ListPost,
    parts: Parts,
    TypedForm(form): TypedForm<DiscountForm>,
) -> Response {
    let typed: String = form.discount.chars().take(40).collect();
    let sku = Some(form.sku.trim()).filter(|s| !s.is_empty());
    let note = match parse_discount(&typed) {
        Ok(discount) => {
            let asked = DiscountAsked {
                owner: &owner,
                id: &id,
                sku,
                discount,
                approver: form.approver(),
            };
            let actor = state.access.actor(&parts);
            PricedQuotes::from_ref(&state)
                .give_discount(&state.access, &actor, asked)
                .await
        }
        Err(why) => refused_note(why),
    };
    let posted = PostedDiscount {
        sku: sku.map(str::to_string),
        typed,
        note,
    };
    answer(&state, &parts, &id, note, posted).await
}
