//! Server functions of the exports page: how many products a filter
//! selects, how many changes the syncs saw lately, and the feed tokens
//! (names and use, never secrets). Making and revoking tokens are form
//! posts (`server/routes/feed_tokens.rs`), so they work without JavaScript.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::model::{exports::ExportOverview, query::ListQuery, AppError};

/// Days of changes the exports page counts and offers by default.
pub const RECENT_DAYS: i64 = 7;

#[server(endpoint = "exports_overview", input = Json)]
pub async fn exports_overview(query: ListQuery) -> Result<ExportOverview, AppError> {
    crate::model::request_checks::check_list_query(&query)?;
    let state = crate::server::start::state::door_state::<ExportsOverview>()?;
    let ready = state.index.is_ready();
    let products = if ready {
        let mut q = query;
        q.page = 1;
        let found = state
            .index
            .list(&q, crate::model::Currency::Gbp, false)
            .await?;
        Some(found.total as u64)
    } else {
        None
    };
    // The shop's day a week back, from its midnight there: what the
    // export's "since" of that day gives.
    let time = state.customers.shop_time;
    let since = time.today() - chrono::Duration::days(RECENT_DAYS);
    let since_ms = crate::server::exports::options::parse_since(&since.to_string(), &time)
        .map_err(AppError::Internal)?;
    let changes = if ready {
        Some(state.index.changes_count(since_ms).await?)
    } else {
        None
    };
    let tokens = state.access.feed_tokens().list().await.map_err(|e| {
        tracing::error!(error = %e, "feed tokens could not be read");
        AppError::Internal("The feed tokens could not be read just now.".into())
    })?;
    Ok(ExportOverview {
        products,
        changes,
        recent_since: since.to_string(),
        tokens: shop_times(state.customers.shop_time, tokens),
        open_access: state.access.is_open(),
    })
}

/// The tokens' times in the shop's zone, named.
#[cfg(feature = "ssr")]
fn shop_times(
    t: crate::server::platform::shop_time::ShopTime,
    mut tokens: Vec<crate::model::exports::FeedToken>,
) -> Vec<crate::model::exports::FeedToken> {
    for k in &mut tokens {
        k.created = t.local(&k.created);
        t.local_opt(&mut k.last_used);
    }
    tokens
}
