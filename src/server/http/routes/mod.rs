//! Plain axum routes that are not pages or server functions: form posts
//! answered with a page, links that set a preference and go back, the
//! quote lists' forms, the customers' forms, and the export downloads.

pub mod audit;
pub mod back_in_stock;
pub mod collect;
pub mod counts;
pub mod customer_rights;
pub mod customer_tier;
pub mod customer_watches;
pub mod customers;
pub mod export;
pub mod feed_tokens;
pub mod invoice_email;
pub mod labels;
pub mod loose_return;
pub mod order_files;
pub mod orders;
pub mod own_password;
pub mod prefs;
pub mod price_rules;
pub mod quote_copies;
pub mod quote_counter;
pub mod quote_discounts;
pub mod quote_form;
pub mod quote_lines_export;
pub mod quote_other;
pub mod quote_pdf;
pub mod quote_reprice;
pub mod quotes;
pub mod receipt_print;
pub mod returns;
pub mod sale_day;
pub mod sales;
pub mod second_factor;
pub mod shelf;
pub mod shelf_import;
pub mod sign_in;
pub mod sign_in_code;
pub mod signing_in;
pub mod single_sign_on;
pub mod staff;
pub mod stock_form;

use axum::{
    handler::Handler,
    routing::{get, post, MethodRouter},
    Router,
};

use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
};
use leptos::prelude::provide_context;

use crate::{
    model::href,
    server::{access::permissions::Verb, start::state::AppState},
};

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

/// One plain route: its method and pattern (what the permission table
/// names) and its handler. Kept as a list, so the table-driven test can
/// walk every one of them.
pub struct PlainRoute {
    pub verb: Verb,
    pub path: &'static str,
    handler: MethodRouter<AppState>,
}

fn get_at<H, T>(path: &'static str, handler: H) -> PlainRoute
where
    H: Handler<T, AppState>,
    T: 'static,
{
    PlainRoute {
        verb: Verb::Get,
        path,
        handler: get(handler),
    }
}

fn post_at<H, T>(path: &'static str, handler: H) -> PlainRoute
where
    H: Handler<T, AppState>,
    T: 'static,
{
    PlainRoute {
        verb: Verb::Post,
        path,
        handler: post(handler),
    }
}

/// Every plain route: preferences, exports and feed tokens, the price
/// rules, sign-in, the stock form, and the quotes' and customers' forms.
pub fn plain_routes() -> Vec<PlainRoute> {
    let mut all = vec![
        get_at("/prefs", prefs::set_prefs),
        get_at("/my-bike", prefs::set_bike),
        get_at("/export/{file}", export::export),
        post_at(href::FEED_TOKEN_CREATE, feed_tokens::create),
        post_at(href::FEED_TOKEN_REVOKE, feed_tokens::revoke),
        post_at(href::PRICE_RULES, price_rules::post),
        post_at(href::PRICE_TAX, price_rules::tax),
        post_at(href::PRICE_LABOUR, price_rules::labour),
        get_at(href::AUDIT_CSV, audit::csv),
        get_at("/login", sign_in::login_page),
        post_at("/login", sign_in::login_submit),
        post_at("/logout", sign_in::logout),
        post_at(href::SIGN_IN_CODE, sign_in_code::submit),
        get_at(href::SSO_BEGIN, single_sign_on::begin),
        get_at(href::SSO_CALLBACK, single_sign_on::callback),
        get_at(href::OWN_PASSWORD, own_password::page),
        post_at(href::OWN_PASSWORD, own_password::post),
        get_at(href::SECOND_FACTOR, second_factor::page),
        post_at(href::SECOND_FACTOR, second_factor::set_up),
        post_at("/account/two-factor/recovery", second_factor::recovery),
        post_at("/account/two-factor/off", second_factor::off),
        PlainRoute {
            verb: Verb::Post,
            path: "/stock",
            handler: post(stock_form::post_stock)
                .layer(axum::extract::DefaultBodyLimit::max(2 * 1024 * 1024)),
        },
    ];
    all.extend(quote_routes());
    all.extend(customer_routes());
    all.extend(order_routes());
    all.extend(shelf_routes());
    all.extend(sale_routes());
    all.extend(staff_routes());
    all
}

/// The staff page's forms, one route per change.
fn staff_routes() -> Vec<PlainRoute> {
    use axum::{extract::State, Form};
    use std::collections::HashMap;
    crate::model::staff::StaffAction::ALL
        .into_iter()
        .map(|action| {
            post_at(
                action.path(),
                move |State(state): State<AppState>,
                      parts: axum::http::request::Parts,
                      Form(form): Form<HashMap<String, String>>| {
                    staff::answer(action, state, parts, form)
                },
            )
        })
        .collect()
}

/// The shop's shelf's forms and file (`shelf`).
fn shelf_routes() -> Vec<PlainRoute> {
    vec![
        post_at("/product/{sku}/adjust", shelf::adjust),
        post_at("/product/{sku}/bins", shelf::bins),
        post_at(counts::COUNTS, counts::open),
        post_at("/stock/counts/{id}/count", counts::count),
        post_at("/stock/counts/{id}/recount", counts::recount),
        post_at("/stock/counts/{id}/post", counts::post_count),
        post_at("/stock/counts/{id}/cancel", counts::cancel),
        get_at("/stock.csv", shelf::shelf_csv),
        get_at("/stock.xlsx", shelf::shelf_xlsx),
        get_at("/stock/value.csv", shelf::value_csv),
        get_at("/stock/value.xlsx", shelf::value_xlsx),
        get_at("/stock/value/{file}", shelf::value_report_file),
        // A shelf's file is larger than a form: 16 MB, and the preview's
        // rows sent back.
        PlainRoute {
            verb: Verb::Post,
            path: shelf_import::IMPORT,
            handler: post(shelf_import::preview)
                .layer(axum::extract::DefaultBodyLimit::max(17 * 1024 * 1024)),
        },
        PlainRoute {
            verb: Verb::Post,
            path: "/stock/import/write",
            handler: post(shelf_import::write)
                .layer(axum::extract::DefaultBodyLimit::max(17 * 1024 * 1024)),
        },
    ]
}

/// The sales' form and files (`sales`).
fn sale_routes() -> Vec<PlainRoute> {
    vec![
        post_at("/quotes/{id}/sell", sales::sell),
        post_at("/orders/{id}/collect", collect::collect),
        post_at("/sales/{id}/return", returns::take_back),
        post_at(href::LOOSE_RETURN, loose_return::take_back),
        post_at(href::SALES_DAY_CLOSE, sale_day::close),
        get_at(href::SALES_DAY_Z, sale_day::z_report),
        get_at(
            "/credit-notes/{id}/credit-note.pdf",
            returns::credit_note_pdf,
        ),
        get_at("/sales/{id}/invoice.pdf", sales::invoice_pdf),
        get_at("/sales/{id}/receipt.pdf", sales::receipt_pdf),
        post_at("/sales/{id}/print", receipt_print::print),
        post_at("/sales/{id}/email", invoice_email::email),
        get_at(href::SALES_CSV, sales::sales_csv),
        get_at(href::SALES_XLSX, sales::sales_xlsx),
    ]
}

/// The special orders' forms (`orders`) and files (`order_files`).
fn order_routes() -> Vec<PlainRoute> {
    use crate::model::order::view as o;
    vec![
        post_at("/quotes/{id}/order", orders::create),
        post_at("/orders/{id}/lines/{pos}", orders::step),
        post_at("/orders/{id}/lines/{pos}/told", orders::told),
        get_at("/orders/{id}/receipt.pdf", order_files::receipt_pdf),
        get_at(o::TO_ORDER_CSV, order_files::to_order_csv),
        get_at(o::TO_ORDER_XLSX, order_files::to_order_xlsx),
        get_at("/labels.pdf", labels::labels_pdf),
        get_at("/labels.zpl", labels::labels_zpl),
    ]
}

/// The plain routes as a router (a path named twice answers both methods).
pub fn plain_router() -> Router<AppState> {
    plain_routes()
        .into_iter()
        .fold(Router::new(), |router, r| router.route(r.path, r.handler))
}

/// The quote lists' forms and download: lists and lines (`quotes`), copies
/// and shared links (`quote_copies`), the list open at the counter
/// (`quote_counter`).
fn quote_routes() -> Vec<PlainRoute> {
    vec![
        post_at("/quotes/new", quotes::create),
        post_at("/quotes/add", quotes::add),
        post_at("/quotes/{id}/line", quotes::line),
        post_at("/quotes/{id}/discount", quote_discounts::discount),
        post_at("/quotes/{id}/other", quote_other::add),
        post_at("/quotes/{id}/reprice", quote_reprice::reprice),
        post_at("/quotes/{id}/rename", quotes::rename),
        post_at("/quotes/{id}/delete", quotes::delete),
        get_at("/quotes/{id}/csv", quotes::export),
        get_at("/quotes/{id}/copy.pdf", quote_pdf::copy_pdf),
        get_at("/quotes/{id}/lines.csv", quote_lines_export::lines_csv),
        get_at("/quotes/{id}/lines.xlsx", quote_lines_export::lines_xlsx),
        post_at("/quotes/{id}/email", quote_pdf::email),
        post_at("/quotes/{id}/duplicate", quote_copies::duplicate),
        post_at("/quotes/{id}/share", quote_copies::share),
        post_at("/quotes/shared/{token}/copy", quote_copies::copy_shared),
        post_at("/quotes/{id}/open", quote_counter::open),
        post_at(href::QUOTE_CLOSE, quote_counter::close),
        post_at(href::QUOTE_SCAN, quote_counter::scan),
    ]
}

/// The customers' forms (`customers`), watches and lost sales
/// (`customer_watches`).
fn customer_routes() -> Vec<PlainRoute> {
    use crate::model::customer::href as c;
    vec![
        post_at(c::CUSTOMER_NEW, customers::create),
        post_at("/customers/{id}/edit", customers::edit),
        post_at("/customers/{id}/bikes", customers::bikes),
        post_at("/customers/{id}/quote", customers::start_quote),
        post_at("/customers/{id}/export", customer_rights::export),
        post_at("/customers/{id}/delete", customer_rights::delete),
        post_at("/customers/{id}/tier", customer_tier::set_tier),
        post_at("/quotes/{id}/customer", customers::for_quote),
        post_at(c::WATCH_NEW, customer_watches::create),
        post_at("/watches/{id}/done", back_in_stock::done),
        post_at("/watches/{id}/contacted", back_in_stock::contacted),
        post_at("/watches/{id}/quote", back_in_stock::to_quote),
        post_at(c::LOST_SALE_NEW, customer_watches::lost),
        get_at(c::LOST_SALES_CSV, customer_watches::lost_csv),
        get_at(c::LOST_SALES_XLSX, customer_watches::lost_xlsx),
        get_at(c::REORDER_CSV, customer_watches::reorder_csv),
        get_at(c::REORDER_XLSX, customer_watches::reorder_xlsx),
    ]
}
