//! The portal's HTTP surface: pages and server functions (through Leptos),
//! `/healthz`, `/metrics`, static files, and one log line per request.
//! Everything generated here leaves compressed when the browser accepts it.

use std::time::Instant;

use axum::{
    extract::{Request, State},
    http::{header, StatusCode},
    middleware::{self, Next},
    response::{IntoResponse, Response},
    routing::{get, post},
    Json, Router,
};
use leptos_axum::{generate_route_list, LeptosRoutes};
use serde::Serialize;

use super::{access, state::AppState};
use crate::{
    app::{shell, App},
    model::{feeds::EXPORT_PREFIX, href},
};

/// Builds the whole router over a ready state.
pub fn router(state: AppState) -> Router {
    let routes = generate_route_list(App);
    let options = state.leptos_options.clone();
    // On the demo catalogue, its images and documents live on this origin.
    let assets: Router<AppState> = if state.settings.demo {
        super::demo::assets_router().with_state(())
    } else {
        Router::new()
    };
    Router::new()
        .merge(assets)
        .merge(super::static_files::pkg_router(&options))
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics))
        .route("/prefs", get(super::routes::prefs::set_prefs))
        .route("/my-bike", get(super::routes::prefs::set_bike))
        .route(
            &format!("{EXPORT_PREFIX}{{file}}"),
            get(super::routes::export::export),
        )
        .route(
            href::FEED_TOKEN_CREATE,
            post(super::routes::feed_tokens::create),
        )
        .route(
            href::FEED_TOKEN_REVOKE,
            post(super::routes::feed_tokens::revoke),
        )
        .merge(super::routes::quote_routes())
        .merge(super::routes::customer_routes())
        .route(
            "/login",
            get(access::login::login_page).post(access::login::login_submit),
        )
        .route("/logout", post(access::login::logout))
        .route(
            "/stock",
            post(super::routes::stock_form::post_stock)
                .layer(axum::extract::DefaultBodyLimit::max(2 * 1024 * 1024)),
        )
        .leptos_routes(&state, routes, {
            let options = options.clone();
            move || shell(options.clone())
        })
        .fallback(leptos_axum::file_and_error_handler::<AppState, _>(shell))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            access::gate::gate,
        ))
        .layer(super::static_files::compression())
        .layer(middleware::from_fn(log_request))
        .layer(middleware::from_fn(super::headers::security_headers))
        .with_state(state)
}

#[derive(Serialize)]
struct Health {
    status: &'static str,
    version: &'static str,
    demo: bool,
    catalogue_reachable: bool,
    uptime_secs: u64,
    index: crate::model::search::IndexStatus,
    /// Whether the limits several portals share are shared now.
    shared_limits: super::shared_limits::SharedLimitsHealth,
}

async fn healthz(State(state): State<AppState>) -> impl IntoResponse {
    let reachable = state.catalogue.reachable().await;
    Json(Health {
        status: if reachable { "ok" } else { "degraded" },
        version: env!("CARGO_PKG_VERSION"),
        demo: state.settings.demo,
        catalogue_reachable: reachable,
        uptime_secs: state.settings.started.elapsed().as_secs(),
        index: state.index.status().await,
        shared_limits: state.access.shared_limits().health(),
    })
}

async fn metrics(State(state): State<AppState>) -> Response {
    let mut body = state.catalogue.render_metrics();
    super::process::render_metrics(&mut body);
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        body,
    )
        .into_response()
}

/// One structured line per request: method, path (no query: it may carry
/// what a person typed), status and duration.
async fn log_request(req: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let resp = next.run(req).await;
    tracing::info!(
        target: "dealer_desk::request",
        %method,
        path,
        status = resp.status().as_u16(),
        ms = started.elapsed().as_secs_f64() * 1000.0,
        "request"
    );
    resp
}
