//! Counts of the shop's shelf for pages: the list of counts, one count's
//! counting sheet (blind: what the record says is left out by the stock
//! domain, never by the page) and a manager's review. Changes are plain
//! form posts (`server/http/routes/counts.rs`), so they work without
//! JavaScript and with a scanner that types and presses Enter.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::model::{
    stock::count_view::{CountReview, CountSheet, CountsPage},
    AppError,
};

#[cfg(feature = "ssr")]
fn busy(_: crate::server::stock::Refused) -> AppError {
    AppError::Internal("the counts could not be read".into())
}

/// Who asks, and the shop's time (server only).
#[cfg(feature = "ssr")]
fn seen(state: &crate::server::start::state::AppState) -> crate::server::stock::shown::Seen<'_> {
    let role = use_context::<http::request::Parts>()
        .and_then(|p| p.extensions.get::<crate::model::role::Role>().copied());
    crate::server::stock::shown::Seen {
        role,
        time: &state.customers.shop_time,
    }
}

/// A page of a count's lines (`Asked`: which, and which page), with the
/// catalogue's summaries of its parts (server only).
#[cfg(feature = "ssr")]
async fn lines_page(
    state: &crate::server::start::state::AppState,
    id: i64,
    asked: &crate::server::stock::count_shown::Asked,
) -> Result<
    (
        crate::server::stock::count::CountPage,
        Vec<crate::model::listing::ProductSummary>,
    ),
    AppError,
> {
    use crate::server::stock::count_shown::{lines_shown, offset};
    let found = state
        .stock
        .count_page(
            id,
            lines_shown(asked.shown),
            offset(asked.page),
            i64::from(crate::model::stock::count_view::LINES_A_PAGE),
        )
        .await
        .map_err(busy)?
        .ok_or_else(|| AppError::NotFound(format!("Count {id}")))?;
    let skus: Vec<String> = found.lines.iter().map(|l| l.line.sku.clone()).collect();
    let names = state.index.summaries(&skus).await.unwrap_or_default();
    Ok((found, names))
}

/// Every open count, then the latest closed ones.
#[server(endpoint = "stock_counts", input = Json)]
pub async fn stock_counts() -> Result<CountsPage, AppError> {
    use crate::server::stock::count_shown::{head, may_review};
    let state = crate::server::start::state::door_state::<StockCounts>()?;
    let seen = seen(&state);
    let counts = state.stock.counts().await.map_err(busy)?;
    Ok(CountsPage {
        counts: counts.into_iter().map(|c| head(c, &seen)).collect(),
        may_review: may_review(&seen),
    })
}

/// A page of one count's counting sheet.
#[server(endpoint = "count_sheet", input = Json)]
pub async fn count_sheet_page(id: i64, shown: String, page: u32) -> Result<CountSheet, AppError> {
    use crate::model::stock::count_view::LinesChoice;
    use crate::server::stock::count_shown::{sheet, Asked};
    let asked = Asked {
        shown: LinesChoice::parse_or(&shown, LinesChoice::All),
        page: page.clamp(1, 100_000),
    };
    let state = crate::server::start::state::door_state::<CountSheetPage>()?;
    let (found, names) = lines_page(&state, id, &asked).await?;
    Ok(sheet(found, names, asked, &seen(&state)))
}

/// A page of a manager's review of one count, with its totals.
#[server(endpoint = "count_review", input = Json)]
pub async fn count_review_page(id: i64, shown: String, page: u32) -> Result<CountReview, AppError> {
    use crate::model::stock::count_view::LinesChoice;
    use crate::server::stock::count_shown::{review, Asked, ReviewParts};
    let asked = Asked {
        shown: LinesChoice::parse_or(&shown, LinesChoice::Review),
        page: page.clamp(1, 100_000),
    };
    let state = crate::server::start::state::door_state::<CountReviewPage>()?;
    let (found, names) = lines_page(&state, id, &asked).await?;
    let all = state.stock.count_lines(id).await.map_err(busy)?;
    let parts = ReviewParts {
        page: found,
        all,
        found: names,
    };
    Ok(review(&state.stock, parts, asked, &seen(&state)))
}
