//! `GET /export/...`: the catalogue exports as downloads. Each reads its
//! address's query strictly (a bad filter or option is a 400 with the
//! reason), takes a permit (a few exports at once for the portal, one per
//! client), and hands the rows to the streaming writers in `exports`.
//!
//! Who may pull (a session, the exports page's pass, a feed token) the
//! access checks have decided before these run.

use axum::{
    extract::{Path, RawQuery, State},
    http::{header, HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    Extension,
};

use crate::{
    model::{exports::ExportKind, query::ListQuery, AppError, Currency},
    server::{
        access::ClientId,
        exports::{
            options::{self, ExportOptions},
            stream::{self, Layout, Rows},
            xlsx,
        },
        platform::shop_time::ShopTime,
        start::state::AppState,
    },
};

/// An export refused before it starts: its status and the reason, as text.
struct Failure(StatusCode, String);

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        (
            self.0,
            [
                (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
                (header::CACHE_CONTROL, "no-store"),
            ],
            self.1,
        )
            .into_response()
    }
}

fn fail(status: StatusCode, message: String) -> Response {
    Failure(status, message).into_response()
}

fn app_fail(e: AppError) -> Failure {
    let status = StatusCode::from_u16(e.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    Failure(status, e.to_string())
}

/// The export's filter and options, checked.
fn read(
    kind: ExportKind,
    raw: Option<String>,
    time: &ShopTime,
) -> Result<(ListQuery, ExportOptions), Failure> {
    let (query, opts) = options::parse(kind, raw.as_deref().unwrap_or(""), time)
        .map_err(|m| Failure(StatusCode::BAD_REQUEST, m))?;
    crate::model::request_checks::check_list_query(&query).map_err(app_fail)?;
    Ok((query, opts))
}

/// The currency the person chose (cookie): it orders dealer-price sorts.
fn currency(headers: &HeaderMap) -> Currency {
    crate::model::prefs::read(
        headers
            .get_all(header::COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok()),
    )
    .currency
}

/// Every product the query selects, in its order, from the index; until
/// its first complete sync, the reason there are none yet and how far the
/// sync has come (the sync is fetching the very rows an export would ask
/// the supplier for again).
async fn rows(state: &AppState, query: &ListQuery, currency: Currency) -> Result<Rows, Failure> {
    if !state.index.is_ready() {
        let progress = state
            .index
            .status()
            .await
            .progress
            .map(|p| format!(" ({})", p.summary()))
            .unwrap_or_default();
        return Err(Failure(
            StatusCode::SERVICE_UNAVAILABLE,
            format!("The catalogue is still being fetched from the supplier{progress}. Exports hold the whole catalogue, so they are ready when that completes. Try again later."),
        ));
    }
    state.products.rows(query, currency).await.map_err(app_fail)
}

/// `GET /export/{file}?<list query>&<options>`: one of `ExportKind::ALL`
/// by its file name. The products CSV takes `stock=1` and `bom=1`, the
/// fitment CSV (one row per product and model-year) `bom=1`, Shopify's
/// product CSV `cost=GBP|USD|EUR` and `bom=1`, the XLSX workbook (a
/// Products and a Fitment sheet) `stock=1`; the changes CSV takes
/// `since=2026-01-31` instead of a filter and lists what the syncs saw
/// change since then, oldest first.
pub async fn export(
    State(state): State<AppState>,
    client: Option<Extension<ClientId>>,
    headers: HeaderMap,
    Path(file): Path<String>,
    RawQuery(raw): RawQuery,
) -> Response {
    let Some(kind) = ExportKind::ALL.into_iter().find(|k| k.file_name() == file) else {
        return fail(
            StatusCode::NOT_FOUND,
            "There is no export at this address; the exports page (/exports) lists them.".into(),
        );
    };
    let client = client.as_ref().map(|c| c.0 .0.as_str());
    // An export is batch work: its supplier calls (stock) go after people's.
    start(
        kind,
        crate::server::start::state::for_batch(&state),
        client,
        &headers,
        raw,
    )
    .await
    .unwrap_or_else(|refused| refused)
}

/// The export's answer, streaming; or why it cannot start.
async fn start(
    kind: ExportKind,
    state: AppState,
    client: Option<&str>,
    headers: &HeaderMap,
    raw: Option<String>,
) -> Result<Response, Response> {
    let (query, opts) =
        read(kind, raw, &state.customers.shop_time).map_err(IntoResponse::into_response)?;
    if kind == ExportKind::ChangesCsv {
        return changes(state, client, opts).await;
    }
    let permit = state
        .exports
        .acquire(client)
        .await
        .map_err(IntoResponse::into_response)?;
    let rows = rows(&state, &query, currency(headers))
        .await
        .map_err(IntoResponse::into_response)?;
    let layout = match kind {
        ExportKind::ProductsXlsx => {
            return Ok(xlsx::xlsx_response(state, rows, opts.stock, permit))
        }
        ExportKind::FitmentCsv => Layout::Fitment,
        ExportKind::ShopifyCsv => Layout::Shopify { cost: opts.cost },
        _ => Layout::Products { stock: opts.stock },
    };
    Ok(stream::csv_response(
        state,
        rows,
        layout,
        opts.bom,
        kind.file_name(),
        permit,
    ))
}

/// The change history since `opts.since_ms`, once the index has one.
async fn changes(
    state: AppState,
    client: Option<&str>,
    opts: ExportOptions,
) -> Result<Response, Response> {
    let since = opts.since_ms.unwrap_or(0);
    if !state.index.is_ready() {
        return Err(fail(
            StatusCode::SERVICE_UNAVAILABLE,
            "The change history starts with the catalogue index's first complete sync, which is still running. Try again later.".into(),
        ));
    }
    let total = state
        .index
        .changes_count(since)
        .await
        .map_err(|e| app_fail(e).into_response())?;
    let permit = state
        .exports
        .acquire(client)
        .await
        .map_err(IntoResponse::into_response)?;
    Ok(stream::changes_response(
        state, since, total, opts.bom, permit,
    ))
}
