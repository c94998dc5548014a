//! The CSV export of a whole result set, streamed.
//!
//! A result set can be the whole catalogue (100,000 products), so it is
//! never built in memory: the rows go out a chunk at a time, each chunk's
//! records read (from the index) and its stock fetched just before it is
//! written. A small channel between the work and the response body means
//! the work runs only as fast as the client reads; when the client goes
//! away the channel closes and the work stops before its next supplier
//! call. Only a few exports run at once, for the whole portal.

use axum::{
    body::Body,
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};
use bytes::Bytes;
use tokio::sync::{mpsc, Semaphore, SemaphorePermit};

use super::{products::Rows, state::AppState};
use crate::model::{
    listing::{csv_field, StockView},
    Product,
};

/// Exports running at once, for the whole portal.
pub const MAX_EXPORTS: usize = 2;
/// Products per chunk: one index read and a few bulk stock calls.
const CHUNK: usize = 500;
/// Chunks written ahead of the client.
const AHEAD: usize = 2;

static RUNNING: Semaphore = Semaphore::const_new(MAX_EXPORTS);

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
            .send(Ok(Bytes::from_static(CSV_HEADER.as_bytes())))
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
    let skus: Vec<String> = items.iter().map(|p| p.sku_str().to_string()).collect();
    let stock = state.products().stock_or_unknown(&skus).await;
    tx.send(Ok(Bytes::from(csv_rows(items, &stock))))
        .await
        .is_ok()
}

fn money(v: Option<f64>) -> String {
    v.filter(|x| x.is_finite())
        .map(|x| format!("{x:.2}"))
        .unwrap_or_default()
}

/// The first line of a product export.
pub const CSV_HEADER: &str =
    "SKU,EAN,Name,Brand,Category,RRP GBP,Dealer GBP,Dealer USD,Dealer EUR,Stock,Stock note\n";

/// The export of a whole result set: one row per product, stock beside it.
pub fn products_csv(items: &[&Product], stock: &[StockView]) -> String {
    let mut out = String::from(CSV_HEADER);
    out.push_str(&csv_rows(items, stock));
    out
}

/// The rows of an export for these products (no header): `stock[i]` is
/// the stock of `items[i]`.
pub fn csv_rows(items: &[&Product], stock: &[StockView]) -> String {
    let mut out = String::with_capacity(items.len() * 128);
    for (i, p) in items.iter().enumerate() {
        let s = stock.get(i);
        let cells = [
            csv_field(p.sku_str()),
            csv_field(p.ean.as_deref().unwrap_or("")),
            csv_field(p.name.as_deref().unwrap_or("")),
            csv_field(p.brand.as_deref().unwrap_or("")),
            csv_field(
                p.category
                    .as_ref()
                    .and_then(|c| c.name.as_deref())
                    .unwrap_or(""),
            ),
            money(p.site_price),
            money(p.dealer_price_gbp),
            money(p.dealer_price_usd),
            money(p.dealer_price_eur),
            s.and_then(|s| s.count)
                .map(|c| c.to_string())
                .unwrap_or_default(),
            csv_field(s.and_then(|s| s.error.as_deref()).unwrap_or("")),
        ];
        out.push_str(&cells.join(","));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_quotes_and_defuses_formulas() {
        assert_eq!(csv_field("a,b"), "\"a,b\"");
        assert_eq!(csv_field("=SUM(A1)"), "'=SUM(A1)");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
        let prod = Product {
            sku: Some("CP1".into()),
            name: Some("Bung, left".into()),
            site_price: Some(12.5),
            ..Product::default()
        };
        let csv = products_csv(
            &[&prod],
            &[StockView {
                sku: "CP1".into(),
                count: Some(4),
                error: None,
                checked_at: String::new(),
                low_at: 3,
            }],
        );
        assert!(csv
            .lines()
            .nth(1)
            .unwrap()
            .starts_with("CP1,,\"Bung, left\",,,12.50,,,,4,"));
    }
}
