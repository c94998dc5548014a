//! The CSV export of a whole result set, streamed.
//!
//! A result set can be the whole catalogue (100,000 products), so it is
//! never built in memory: the rows go out a chunk at a time, each chunk's
//! records read (from the index) and its stock fetched just before it is
//! written. A small channel between the work and the response body means
//! the work runs only as fast as the client reads; when the client goes
//! away the channel closes and the work stops before its next supplier
//! call. Only a few exports run at once, for the whole portal.

use std::sync::Arc;

use axum::{
    body::Body,
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};
use bytes::Bytes;
use tokio::sync::{mpsc, Semaphore, SemaphorePermit};

use super::{lists, state::AppState};
use crate::model::{listing::StockView, Product};

/// Exports running at once, for the whole portal.
pub const MAX_EXPORTS: usize = 2;
/// Products per chunk: one index read and a few bulk stock calls.
const CHUNK: usize = 500;
/// Chunks written ahead of the client.
const AHEAD: usize = 2;

static RUNNING: Semaphore = Semaphore::const_new(MAX_EXPORTS);

/// Where the rows come from.
pub enum Rows {
    /// Record ids in the index, in the export's order.
    Index(Vec<i64>),
    /// Products already in memory (the supplier's cached answer), and the
    /// export's order over them.
    Loaded(Arc<Vec<Product>>, Vec<usize>),
}

/// A turn to export, if one is free.
pub fn turn() -> Option<SemaphorePermit<'static>> {
    RUNNING.try_acquire().ok()
}

/// The answer when every turn is taken.
pub fn busy() -> Response {
    let mut resp = (
        StatusCode::TOO_MANY_REQUESTS,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        format!(
            "Other exports are running ({MAX_EXPORTS} at most at once). Try again in a minute."
        ),
    )
        .into_response();
    resp.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("10"));
    resp
}

/// The export as a streamed download; the work runs while the client reads.
pub fn csv_response(state: AppState, rows: Rows, turn: SemaphorePermit<'static>) -> Response {
    let (tx, rx) = mpsc::channel::<Result<Bytes, std::io::Error>>(AHEAD);
    tokio::spawn(async move {
        let _turn = turn;
        if tx
            .send(Ok(Bytes::from_static(lists::CSV_HEADER.as_bytes())))
            .await
            .is_err()
        {
            return;
        }
        let done = match rows {
            Rows::Index(ids) => {
                let mut sent = true;
                for chunk in ids.chunks(CHUNK) {
                    let products = match state.index.records_by_id(chunk.to_vec()).await {
                        Ok(p) => p,
                        Err(e) => {
                            tracing::warn!(error = %e, "export stopped: the index could not be read");
                            let _ = tx.send(Err(std::io::Error::other(e.to_string()))).await;
                            return;
                        }
                    };
                    let items: Vec<&Product> = products.iter().collect();
                    sent = send_chunk(&state, &tx, &items).await;
                    if !sent {
                        break;
                    }
                }
                sent
            }
            Rows::Loaded(all, order) => {
                let mut sent = true;
                for chunk in order.chunks(CHUNK) {
                    let items: Vec<&Product> = chunk.iter().filter_map(|&i| all.get(i)).collect();
                    sent = send_chunk(&state, &tx, &items).await;
                    if !sent {
                        break;
                    }
                }
                sent
            }
        };
        if !done {
            tracing::info!("export stopped: the client went away");
        }
    });
    // Fused: the body may be polled again after its end.
    let body = futures::StreamExt::fuse(futures::stream::unfold(rx, |mut rx| async move {
        rx.recv().await.map(|chunk| (chunk, rx))
    }));
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"products.csv\"",
            ),
            (header::CACHE_CONTROL, "private, no-store"),
        ],
        Body::from_stream(body),
    )
        .into_response()
}

/// Fetches one chunk's stock and writes its rows: `false` once the client
/// has gone (nothing more is fetched for it).
async fn send_chunk(
    state: &AppState,
    tx: &mpsc::Sender<Result<Bytes, std::io::Error>>,
    items: &[&Product],
) -> bool {
    if tx.is_closed() {
        return false;
    }
    let stock = stock_of(state, items).await;
    tx.send(Ok(Bytes::from(lists::csv_rows(items, &stock))))
        .await
        .is_ok()
}

/// Each product's stock, in order; unknown where the supplier did not say.
async fn stock_of(state: &AppState, items: &[&Product]) -> Vec<StockView> {
    let skus: Vec<String> = items.iter().map(|p| p.sku_str().to_string()).collect();
    let wanted: Vec<String> = skus.iter().filter(|s| !s.is_empty()).cloned().collect();
    let low = state.settings.low_stock_threshold;
    let got = if wanted.is_empty() {
        Vec::new()
    } else {
        state
            .catalogue
            .bulk_stock(&wanted)
            .await
            .unwrap_or_default()
    };
    let mut it = got.into_iter();
    skus.iter()
        .map(|s| {
            let st = if s.is_empty() { None } else { it.next() };
            StockView::from_stock(s, st.as_ref(), "", low)
        })
        .collect()
}
