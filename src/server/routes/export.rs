//! `GET /export/...`: the catalogue feeds as downloads. Each reads its
//! address's query strictly (a bad filter or option is a 400 with the
//! reason), takes a turn (a few exports at once for the portal, one per
//! client), and hands the rows to the streaming writers in `feeds`.
//!
//! Who may pull (a session, the exports page's pass, a feed token) the
//! gate has decided before these run.

use axum::{
    extract::{RawQuery, State},
    http::{header, HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    Extension,
};

use crate::{
    model::{feeds::ExportKind, query::ListQuery, AppError, Currency},
    server::{
        access::ClientId,
        feeds::{
            options::{self, ExportOptions},
            stream::{self, Layout, Rows},
            turns, xlsx,
        },
        state::AppState,
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
fn read(kind: ExportKind, raw: Option<String>) -> Result<(ListQuery, ExportOptions), Failure> {
    let (query, opts) = options::parse(kind, raw.as_deref().unwrap_or(""))
        .map_err(|m| Failure(StatusCode::BAD_REQUEST, m))?;
    crate::api::door::check_list_query(&query).map_err(app_fail)?;
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

/// Every product the query selects, in its order (the product service
/// knows whether from the index or the supplier).
async fn rows(state: &AppState, query: &ListQuery, currency: Currency) -> Result<Rows, Failure> {
    state
        .products()
        .rows(query, currency)
        .await
        .map_err(app_fail)
}

async fn csv_export(
    kind: ExportKind,
    state: AppState,
    client: Option<Extension<ClientId>>,
    headers: HeaderMap,
    raw: Option<String>,
) -> Response {
    let (query, opts) = match read(kind, raw) {
        Ok(x) => x,
        Err(r) => return r.into_response(),
    };
    let layout = match kind {
        ExportKind::FitmentCsv => Layout::Fitment,
        ExportKind::ShopifyCsv => Layout::Shopify { cost: opts.cost },
        _ => Layout::Products { stock: opts.stock },
    };
    let turn = match turns::turn(client.as_ref().map(|c| c.0 .0.as_str())) {
        Ok(t) => t,
        Err(r) => return r.into_response(),
    };
    let rows = match rows(&state, &query, currency(&headers)).await {
        Ok(r) => r,
        Err(r) => return r.into_response(),
    };
    stream::csv_response(state, rows, layout, opts.bom, kind.file_name(), turn)
}

/// `GET /export/products.csv?<list query>&stock=1&bom=1`: every product the
/// filter selects, one row each.
pub async fn products_csv(
    State(state): State<AppState>,
    client: Option<Extension<ClientId>>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Response {
    csv_export(ExportKind::ProductsCsv, state, client, headers, raw).await
}

/// `GET /export/fitment.csv?<list query>&bom=1`: one row per product and
/// model-year it fits.
pub async fn fitment_csv(
    State(state): State<AppState>,
    client: Option<Extension<ClientId>>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Response {
    csv_export(ExportKind::FitmentCsv, state, client, headers, raw).await
}

/// `GET /export/shopify.csv?<list query>&cost=GBP&bom=1`: Shopify's
/// product CSV.
pub async fn shopify_csv(
    State(state): State<AppState>,
    client: Option<Extension<ClientId>>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Response {
    csv_export(ExportKind::ShopifyCsv, state, client, headers, raw).await
}

/// `GET /export/products.xlsx?<list query>&stock=1`: a workbook with a
/// Products and a Fitment sheet.
pub async fn products_xlsx(
    State(state): State<AppState>,
    client: Option<Extension<ClientId>>,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
) -> Response {
    let (query, opts) = match read(ExportKind::ProductsXlsx, raw) {
        Ok(x) => x,
        Err(r) => return r.into_response(),
    };
    let turn = match turns::turn(client.as_ref().map(|c| c.0 .0.as_str())) {
        Ok(t) => t,
        Err(r) => return r.into_response(),
    };
    let rows = match rows(&state, &query, currency(&headers)).await {
        Ok(r) => r,
        Err(r) => return r.into_response(),
    };
    xlsx::xlsx_response(state, rows, opts.stock, turn)
}

/// `GET /export/changes.csv?since=2026-01-31&bom=1`: what the syncs saw
/// change since then (new, price, renamed, removed), oldest first.
pub async fn changes_csv(
    State(state): State<AppState>,
    client: Option<Extension<ClientId>>,
    RawQuery(raw): RawQuery,
) -> Response {
    let (_, opts) = match read(ExportKind::ChangesCsv, raw) {
        Ok(x) => x,
        Err(r) => return r.into_response(),
    };
    let since = opts.since_ms.unwrap_or(0);
    if !state.index.is_ready() {
        return fail(
            StatusCode::SERVICE_UNAVAILABLE,
            "The change history starts with the catalogue index's first complete sync, which is still running. Try again later.".into(),
        );
    }
    let total = match state.index.changes_count(since).await {
        Ok(n) => n,
        Err(e) => return app_fail(e).into_response(),
    };
    let turn = match turns::turn(client.as_ref().map(|c| c.0 .0.as_str())) {
        Ok(t) => t,
        Err(r) => return r.into_response(),
    };
    stream::changes_response(state, since, total, opts.bom, turn)
}
