//! Plain axum routes that are not pages or server functions: form posts
//! answered with a page, links that set a preference and go back, the
//! quote lists' forms, the customers' forms, and the export downloads.

pub mod back_in_stock;
pub mod customer_rights;
pub mod customer_watches;
pub mod customers;
pub mod export;
pub mod feed_tokens;
pub mod prefs;
pub mod price_rules;
pub mod quote_copies;
pub mod quote_counter;
pub mod quote_discounts;
pub mod quote_form;
pub mod quote_lines_export;
pub mod quote_pdf;
pub mod quote_reprice;
pub mod quotes;
pub mod sign_in;
pub mod stock_form;

use axum::{
    routing::{get, post},
    Router,
};

use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
};
use leptos::prelude::provide_context;

use crate::{model::href, server::start::state::AppState};

/// The page at `path` (a GET on the portal, never shown to the browser)
/// rendered as the answer to the form post `from`, with `posted` in its
/// context: what the post produced, or what was typed into a refused
/// form. The page sees the post's cookies and what the access checks
/// found (who is signed in, the list open at the counter, preferences),
/// never its body; the post's data stays out of every address.
pub async fn page_from_post<T: Clone + Send + Sync + 'static>(
    state: &AppState,
    from: &axum::http::request::Parts,
    path: &str,
    status: StatusCode,
    posted: T,
) -> Response {
    let opts = state.leptos_options.clone();
    let handler = leptos_axum::render_app_async_with_context(
        {
            let state = state.clone();
            move || {
                provide_context(state.clone());
                provide_context(posted.clone());
            }
        },
        move || crate::app::shell(opts.clone()),
    );
    let mut req = axum::http::Request::builder()
        .method("GET")
        .uri(path)
        .body(axum::body::Body::empty())
        .unwrap_or_default();
    *req.headers_mut() = from.headers.clone();
    for body_header in [
        axum::http::header::CONTENT_TYPE,
        axum::http::header::CONTENT_LENGTH,
    ] {
        req.headers_mut().remove(body_header);
    }
    *req.extensions_mut() = from.extensions.clone();
    let mut resp = handler(req).await.into_response();
    if resp.status().is_success() {
        *resp.status_mut() = status;
    }
    resp
}

/// The quote lists' forms and download: lists and lines (`quotes`), copies
/// and shared links (`quote_copies`), the list open at the counter
/// (`quote_counter`).
pub fn quote_routes() -> Router<AppState> {
    Router::new()
        .route("/quotes/new", post(quotes::create))
        .route("/quotes/add", post(quotes::add))
        .route("/quotes/{id}/line", post(quotes::line))
        .route("/quotes/{id}/discount", post(quote_discounts::discount))
        .route("/quotes/{id}/reprice", post(quote_reprice::reprice))
        .route("/quotes/{id}/rename", post(quotes::rename))
        .route("/quotes/{id}/delete", post(quotes::delete))
        .route("/quotes/{id}/csv", get(quotes::export))
        .route("/quotes/{id}/copy.pdf", get(quote_pdf::copy_pdf))
        .route("/quotes/{id}/lines.csv", get(quote_lines_export::lines_csv))
        .route(
            "/quotes/{id}/lines.xlsx",
            get(quote_lines_export::lines_xlsx),
        )
        .route("/quotes/{id}/email", post(quote_pdf::email))
        .route("/quotes/{id}/duplicate", post(quote_copies::duplicate))
        .route("/quotes/{id}/share", post(quote_copies::share))
        .route(
            "/quotes/shared/{token}/copy",
            post(quote_copies::copy_shared),
        )
        .route("/quotes/{id}/open", post(quote_counter::open))
        .route(href::QUOTE_CLOSE, post(quote_counter::close))
        .route(href::QUOTE_SCAN, post(quote_counter::scan))
}

/// The customers' forms (`customers`), watches and lost sales
/// (`customer_watches`).
pub fn customer_routes() -> Router<AppState> {
    use crate::model::customer::href as c;
    Router::new()
        .route(c::CUSTOMER_NEW, post(customers::create))
        .route("/customers/{id}/edit", post(customers::edit))
        .route("/customers/{id}/bikes", post(customers::bikes))
        .route("/customers/{id}/quote", post(customers::start_quote))
        .route("/customers/{id}/export", post(customer_rights::export))
        .route("/customers/{id}/delete", post(customer_rights::delete))
        .route("/quotes/{id}/customer", post(customers::for_quote))
        .route(c::WATCH_NEW, post(customer_watches::create))
        .route("/watches/{id}/done", post(back_in_stock::done))
        .route("/watches/{id}/contacted", post(back_in_stock::contacted))
        .route("/watches/{id}/quote", post(back_in_stock::to_quote))
        .route(c::LOST_SALE_NEW, post(customer_watches::lost))
        .route(c::LOST_SALES_CSV, get(customer_watches::lost_csv))
        .route(c::LOST_SALES_XLSX, get(customer_watches::lost_xlsx))
        .route(c::REORDER_CSV, get(customer_watches::reorder_csv))
        .route(c::REORDER_XLSX, get(customer_watches::reorder_xlsx))
}
