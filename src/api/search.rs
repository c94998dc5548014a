//! Server functions for searching: the lookup box's as-you-type
//! suggestions (none until the catalogue index has finished its first
//! sync) and the index's status. Lists are in `catalogue`.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::model::{
    search::{IndexStatus, Suggestion},
    wire::Wire,
    AppError,
};

/// Up to eight products for what has been typed in the lookup box. Called
/// by the `LookupBox` island, so in the wire format.
#[server(endpoint = "suggest", input = Wire, output = Wire)]
pub async fn suggest(q: String) -> Result<Vec<Suggestion>, AppError> {
    crate::model::request_checks::check_text(
        "Search text",
        &q,
        crate::model::search::MAX_QUERY_CHARS,
    )?;
    crate::server::start::state::door_state::<Suggest>()?
        .products
        .suggest(&q)
        .await
}

crate::wire_struct!(Suggest { q });

/// How the index is doing: size, last syncs, errors, staleness.
#[server(endpoint = "index_status", input = Json)]
pub async fn index_health() -> Result<IndexStatus, AppError> {
    let state = crate::server::start::state::door_state::<IndexHealth>()?;
    let mut s = state.index.status().await;
    let t = state.customers.shop_time;
    for run in [&mut s.last_full, &mut s.last_incremental]
        .into_iter()
        .flatten()
    {
        run.started = t.local(&run.started);
    }
    Ok(s)
}
