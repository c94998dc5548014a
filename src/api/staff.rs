//! The server function behind the staff page (owners, by the permission
//! table): every account, its role and state. Reads only: the page's
//! forms make the changes (`http::routes::staff`).

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::model::{staff::StaffPage, AppError};

/// Every staff account, owners first.
#[server(endpoint = "staff_accounts", input = Json)]
pub async fn staff_accounts() -> Result<StaffPage, AppError> {
    let state = crate::server::start::state::door_state::<StaffAccounts>()?;
    let Some(users) = state.access.users() else {
        return Ok(StaffPage::default());
    };
    let me = leptos::prelude::use_context::<http::request::Parts>()
        .and_then(|p| crate::server::access::signed_in_user(&p))
        .map(|u| u.to_string());
    crate::server::staff::page(users, me, &state.customers.shop_time)
        .await
        .map_err(|e| {
            tracing::error!(error = %e, "staff accounts could not be read");
            AppError::Internal("The staff accounts could not be read just now.".into())
        })
}
