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
    use crate::model::search::MAX_QUERY_CHARS;
    // Longer input is cut to the first words; absurd input is refused.
    if q.chars().count() > MAX_QUERY_CHARS * 5 {
        return super::with_status(Err(AppError::BadRequest(format!(
            "Type at most {MAX_QUERY_CHARS} characters."
        ))));
    }
    let state = crate::server::state::app_state()?;
    if !state.index.is_ready() {
        return Ok(Vec::new());
    }
    super::with_status(state.index.suggest(&q).await)
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
        model::{
            listing::ListPage,
            query::{ListQuery, MAX_TEXT},
            AppError, Currency,
        },
        server::state::app_state,
    };

    /// Checks what the list query carries beyond what `from_pairs` already
    /// checked (a query can also arrive as JSON, straight to the door).
    pub fn check(query: &ListQuery) -> Result<(), AppError> {
        let too_long =
            |s: &Option<String>| s.as_ref().is_some_and(|t| t.chars().count() > MAX_TEXT);
        let f = &query.filters;
        if too_long(&query.text) || too_long(&f.category) || too_long(&f.brand) {
            return Err(AppError::BadRequest(format!(
                "Search text can be at most {MAX_TEXT} characters."
            )));
        }
        let ids = [
            f.category_id,
            f.brand_id,
            query.year_id,
            query.model_id,
            query.make_id,
        ];
        if ids.iter().flatten().any(|id| *id <= 0) {
            return Err(AppError::BadRequest(
                "Ids are whole numbers above 0.".into(),
            ));
        }
        if query.page == 0 || query.page > crate::model::query::MAX_PAGE {
            return Err(AppError::BadRequest(format!(
                "Page must be a number from 1 to {}.",
                crate::model::query::MAX_PAGE
            )));
        }
        for d in [
            &f.created_after,
            &f.created_before,
            &f.updated_after,
            &f.updated_before,
        ]
        .into_iter()
        .flatten()
        {
            crate::model::query::normalize_date(d, false).map_err(AppError::BadRequest)?;
        }
        Ok(())
    }

    pub async fn list(
        query: &ListQuery,
        currency: Currency,
        facets: bool,
    ) -> Result<ListPage, AppError> {
        check(query)?;
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
