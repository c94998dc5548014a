//! The portal's HTTP surface: pages and server functions (through Leptos),
//! `/healthz`, `/metrics`, static files, and one log line and one count
//! (`request_metrics`) per request.
//! Everything generated here leaves compressed when the browser accepts it.

pub mod access_checks;
pub mod audited;
pub mod headers;
pub mod listen;
pub mod page_head;
pub mod page_routes;
pub mod readiness;
pub mod request_metrics;
pub mod routes;
pub mod static_files;
pub mod thread_owner;
pub mod typed_form;

use std::time::Instant;

use axum::{
    extract::{MatchedPath, Request, State},
    http::{header, StatusCode},
    middleware::{self, Next},
    response::{IntoResponse, Response},
    routing::get,
    Json, Router,
};
use leptos_axum::LeptosRoutes;
use serde::Serialize;

use crate::app::shell;
use crate::server::{
    access::permissions::Verb,
    http::request_metrics::{RequestMetrics, UNMATCHED},
    start::state::AppState,
};

/// Builds the whole router over a ready state.
pub fn router(state: AppState) -> Router {
    // Once per process: see `page_routes` for why a router must not
    // generate its own.
    let routes = crate::server::http::page_routes::page_routes();
    let options = state.leptos_options.clone();
    let requests = RequestMetrics::default();
    // On the demo catalogue, its images and documents live on this origin.
    let assets: Router<AppState> = if state.settings.demo {
        crate::server::demo::assets_router().with_state(())
    } else {
        Router::new()
    };
    Router::new()
        .merge(assets)
        .merge(crate::server::http::static_files::pkg_router(&options))
        .route("/healthz", get(healthz))
        .route("/healthz/live", get(live))
        .route("/healthz/ready", get(ready))
        .route(
            "/metrics",
            get({
                let requests = requests.clone();
                move |state: State<AppState>| metrics(state, requests.clone())
            }),
        )
        .merge(crate::server::http::routes::plain_router())
        .leptos_routes(&state, routes, {
            let options = options.clone();
            move || shell(options.clone())
        })
        .fallback(leptos_axum::file_and_error_handler::<AppState, _>(shell))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            access_checks::check_request,
        ))
        .layer(crate::server::http::static_files::compression())
        .layer(middleware::from_fn_with_state(requests, log_request))
        .layer(middleware::from_fn(
            crate::server::http::headers::security_headers,
        ))
        .layer(middleware::from_fn(
            crate::server::http::thread_owner::without_leftover_owner,
        ))
        .with_state(state)
}

/// A route the router answers: its method and pattern.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct ListedRoute {
    pub verb: Verb,
    pub path: String,
}

/// Every route `router` answers but the files: the pages, the server
/// functions, the plain routes, the health checks and `/metrics`. What
/// the permission table's test walks.
pub fn listed_routes() -> Vec<ListedRoute> {
    let mut all = Vec::new();
    for page in crate::server::http::page_routes::page_routes() {
        for m in page.methods() {
            let verb = match m {
                leptos_router::Method::Get => Verb::Get,
                leptos_router::Method::Post => Verb::Post,
                // No page answers another method; listed as a GET so the
                // test names it.
                _ => Verb::Get,
            };
            all.push(ListedRoute {
                verb,
                path: page.path().to_string(),
            });
        }
    }
    for (path, method) in leptos::server_fn::axum::server_fn_paths() {
        all.push(ListedRoute {
            verb: Verb::of(&method).unwrap_or(Verb::Post),
            path: path.to_string(),
        });
    }
    for r in crate::server::http::routes::plain_routes() {
        all.push(ListedRoute {
            verb: r.verb,
            path: r.path.to_string(),
        });
    }
    for path in ["/healthz", "/healthz/live", "/healthz/ready", "/metrics"] {
        all.push(ListedRoute {
            verb: Verb::Get,
            path: path.to_string(),
        });
    }
    all.sort();
    all.dedup();
    all
}

#[derive(Serialize)]
struct Health {
    status: &'static str,
    version: &'static str,
    commit: &'static str,
    demo: bool,
    catalogue_reachable: bool,
    uptime_secs: u64,
    /// Always true: a portal that answers is alive.
    alive: bool,
    /// Ready for people, stopping, and this portal's place among others.
    #[serde(flatten)]
    readiness: crate::server::http::readiness::ReadinessView,
    index: crate::model::search::IndexStatus,
    /// Whether the limits several portals share are shared now.
    shared_limits: crate::server::platform::shared_limits::SharedLimitsHealth,
    /// Scheduled backups: off, in time, failed or overdue.
    backup: crate::model::backup::BackupStatus,
}

/// Everything a monitor wants to know; 200 while the portal answers.
async fn healthz(State(state): State<AppState>) -> impl IntoResponse {
    let reachable = state.catalogue.reachable().await;
    let backup = state.backups.status(chrono::Utc::now());
    Json(Health {
        status: if reachable && !backup.state.needs_attention() {
            "ok"
        } else {
            "degraded"
        },
        version: crate::server::platform::build_info::VERSION,
        commit: crate::server::platform::build_info::COMMIT,
        demo: state.settings.demo,
        catalogue_reachable: reachable,
        uptime_secs: state.settings.started.elapsed().as_secs(),
        alive: true,
        readiness: state.readiness.view(state.index.is_ready()).await,
        index: state.index.status().await,
        shared_limits: state.access.shared_limits().health(),
        backup,
    })
}

/// For a load balancer: 200 while the portal answers at all.
async fn live() -> impl IntoResponse {
    (StatusCode::OK, "alive\n")
}

/// For a load balancer: 200 when the portal should be sent people, 503
/// (with the reasons) when another portal would do better.
async fn ready(State(state): State<AppState>) -> Response {
    let view = state.readiness.view(state.index.is_ready()).await;
    let status = if view.ready {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (status, Json(view)).into_response()
}

async fn metrics(State(state): State<AppState>, requests: RequestMetrics) -> Response {
    let mut body = state.catalogue.render_metrics();
    crate::server::platform::process::render_metrics(&mut body);
    state.log_drops.render_metrics(&mut body);
    requests.render(&mut body);
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        body,
    )
        .into_response()
}

/// One structured line per request: method, path (no query: it may carry
/// what a person typed), status and duration; and the request counted under
/// its route's pattern.
async fn log_request(State(requests): State<RequestMetrics>, req: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let route = req.extensions().get::<MatchedPath>().cloned();
    let resp = next.run(req).await;
    requests.observe(
        route.as_ref().map_or(UNMATCHED, |r| r.as_str()),
        &method,
        resp.status().as_u16(),
        started.elapsed(),
    );
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
