//! Server functions on the catalogue index: lists (with facets),
//! as-you-type suggestions, and the index's status.
//!
//! Lists come from the index once its first full sync has finished; until
//! then they come from the supplier's own filters with a notice. Stock is
//! always live from the supplier, one bulk call per page.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::model::{
    search::{IndexStatus, Suggestion},
    AppError,
};

/// Up to eight products for what has been typed in the lookup box.
#[server(endpoint = "suggest", input = Json)]
pub async fn suggest(q: String) -> Result<Vec<Suggestion>, AppError> {
    super::door::check_text("Search text", &q, crate::model::search::MAX_QUERY_CHARS)?;
    let state = crate::server::state::app_state()?;
    if !state.index.is_ready() {
        return Ok(Vec::new());
    }
    state.index.suggest(&q).await
}

/// How the index is doing: size, last syncs, errors, staleness.
#[server(endpoint = "index_status", input = Json)]
pub async fn index_health() -> Result<IndexStatus, AppError> {
    Ok(crate::server::state::app_state()?.index.status().await)
}

#[cfg(feature = "ssr")]
pub mod ssr {
    //! The server half: one list page from the index or, before its first
    //! sync, from the supplier.

    use crate::{
        api::catalogue::ssr::{list_from_supplier, page_stock},
        model::{listing::ListPage, query::ListQuery, AppError, Currency},
        server::state::app_state,
    };

    pub async fn list(
        query: &ListQuery,
        currency: Currency,
        facets: bool,
    ) -> Result<ListPage, AppError> {
        crate::api::door::check_list_query(query)?;
        let state = app_state()?;
        let mut page = if state.index.is_ready() {
            let found = state.index.list(query, currency, facets).await?;
            ListPage {
                total: found.total,
                page: found.page,
                pages: found.pages,
                items: found.items,
                stock: Vec::new(),
                stale_secs: None,
                skipped: 0,
                facets: found.facets,
                index_pending: false,
            }
        } else {
            list_from_supplier(query, currency).await?
        };
        page.stock = page_stock(&page.items).await;
        Ok(page)
    }
}
