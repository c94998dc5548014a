//! Exports written while the client reads them.
//!
//! A result set can be the whole catalogue (100,000 products), so it is
//! never built in memory: the rows go out a chunk at a time, each chunk's
//! records read (from the index) and, when asked for, its stock fetched
//! just before it is written. A small channel between the work and the
//! response body means the work runs only as fast as the client reads;
//! when the client goes away the channel closes and the work stops before
//! its next supplier call. Each holds a permit (`permits`) until it is over.

use axum::{
    body::Body,
    http::{header, HeaderName, HeaderValue},
    response::{IntoResponse, Response},
};
use std::sync::{
    atomic::{AtomicBool, Ordering},
    Arc,
};

use bytes::Bytes;
use futures::StreamExt;
use tokio::sync::mpsc;

use super::{
    cells::{csv_header, csv_line, BOM},
    changes::{change_row, CHANGE_COLUMNS},
    permits::ExportPermit,
    rows::{
        fitment_rows, product_row, shopify_row, FITMENT_COLUMNS, PRODUCT_COLUMNS, SHOPIFY_COLUMNS,
    },
};
use crate::{
    model::{listing::StockView, Currency, Product},
    server::start::state::AppState,
};

/// Products per chunk: one index read and a few bulk stock calls.
pub use crate::server::products::CHUNK;
/// Changes per read of the change feed.
const CHANGES_CHUNK: usize = 1000;
/// Chunks written ahead of the client.
pub const AHEAD: usize = 2;
/// The header that says how many products (or changes) an export holds.
pub const ROWS_HEADER: &str = "x-export-rows";

/// Where the rows come from: the product service's selection.
pub use crate::server::products::Rows;

/// What a CSV export's rows are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// The product sheet, with stock when asked.
    Products { stock: bool },
    /// One row per product and model-year.
    Fitment,
    /// Shopify's product CSV, cost from this dealer price.
    Shopify { cost: Currency },
}

impl Layout {
    fn header(self) -> String {
        match self {
            Layout::Products { .. } => csv_header(&PRODUCT_COLUMNS),
            Layout::Fitment => csv_header(&FITMENT_COLUMNS),
            Layout::Shopify { .. } => csv_header(&SHOPIFY_COLUMNS),
        }
    }

    fn lines(self, items: &[Product], stock: &[StockView]) -> String {
        let mut out = String::with_capacity(items.len() * 200);
        for (i, p) in items.iter().enumerate() {
            match self {
                Layout::Products { stock: with } => {
                    let s = if with { stock.get(i) } else { None };
                    out.push_str(&csv_line(&product_row(p, s)));
                }
                Layout::Fitment => {
                    for row in fitment_rows(p) {
                        out.push_str(&csv_line(&row));
                    }
                }
                Layout::Shopify { cost } => out.push_str(&csv_line(&shopify_row(p, cost))),
            }
        }
        out
    }
}

pub type Sender = mpsc::Sender<Result<Bytes, std::io::Error>>;

/// How long a download may go unread (its next chunk waiting, the ones
/// ahead of it sent) before it is ended, giving its permit back: a client
/// that reads the headers and stops must not hold the exports for others.
pub const STALLED_AFTER: std::time::Duration = std::time::Duration::from_secs(60);

/// The channel to a response body, holding the export's permit. The permit is
/// given back before the channel closes, so a client that has read to the
/// end may start its next export at once.
pub struct Feed {
    permit: Option<ExportPermit>,
    tx: Sender,
    /// Set when the client stopped reading and the export was ended: the
    /// body then ends with an error, never as if the file were whole.
    stalled: Arc<AtomicBool>,
}

impl Feed {
    pub fn new(tx: Sender, permit: ExportPermit) -> Feed {
        Feed {
            permit: Some(permit),
            tx,
            stalled: Arc::default(),
        }
    }

    /// Sends the next chunk, waiting for the client at most
    /// `STALLED_AFTER`; an error once the client has gone or stopped.
    pub async fn send(&self, chunk: Result<Bytes, std::io::Error>) -> Result<(), Gone> {
        match tokio::time::timeout(STALLED_AFTER, self.tx.send(chunk)).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(_)) => Err(Gone),
            Err(_) => {
                tracing::info!("export stopped: the client stopped reading");
                self.stalled.store(true, Ordering::Release);
                Err(Gone)
            }
        }
    }

    /// The response body reading this feed's channel.
    pub fn body(&self, rx: mpsc::Receiver<Result<Bytes, std::io::Error>>) -> Body {
        let stalled = Arc::clone(&self.stalled);
        let chunks = futures::stream::unfold(rx, |mut rx| async move {
            rx.recv().await.map(|chunk| (chunk, rx))
        });
        // After the last chunk: an error if the export was ended unread.
        let end = futures::stream::once(async move { stalled.load(Ordering::Acquire) }).filter_map(
            |stalled| async move {
                stalled.then(|| {
                    Err(std::io::Error::other(
                        "the export was ended: the client stopped reading",
                    ))
                })
            },
        );
        // Fused: the body may be polled again after its end.
        Body::from_stream(chunks.chain(end).fuse())
    }
}

/// The client went away or stopped reading: the export ends.
#[derive(Debug)]
pub struct Gone;

impl std::ops::Deref for Feed {
    type Target = Sender;
    fn deref(&self) -> &Sender {
        &self.tx
    }
}

impl Drop for Feed {
    fn drop(&mut self) {
        // Before `tx` (a field) is dropped.
        self.permit.take();
    }
}

/// A download's headers: its type, its file name, never cached, and how
/// many rows it holds.
pub fn download(content_type: &'static str, file_name: &str, rows: usize, body: Body) -> Response {
    let mut resp = (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "private, no-store"),
        ],
        body,
    )
        .into_response();
    let h = resp.headers_mut();
    if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"{file_name}\"")) {
        h.insert(header::CONTENT_DISPOSITION, v);
    }
    h.insert(
        HeaderName::from_static(ROWS_HEADER),
        HeaderValue::from(rows),
    );
    resp
}

/// A CSV export as a streamed download; the work runs while the client reads.
pub fn csv_response(
    state: AppState,
    rows: Rows,
    layout: Layout,
    bom: bool,
    file_name: &str,
    permit: ExportPermit,
) -> Response {
    let (tx, rx) = mpsc::channel::<Result<Bytes, std::io::Error>>(AHEAD);
    let count = rows.len();
    let tx = Feed::new(tx, permit);
    let body = tx.body(rx);
    tokio::spawn(async move {
        let mut head = if bom { BOM.to_string() } else { String::new() };
        head.push_str(&layout.header());
        if tx.send(Ok(Bytes::from(head))).await.is_err() {
            return;
        }
        let mut n = 0;
        while let Some(chunk) = rows.chunk(n, &state.index).await {
            n += 1;
            let items = match chunk {
                Ok(items) => items,
                Err(e) => {
                    tracing::warn!(error = %e, "export stopped: the index could not be read");
                    let _ = tx.send(Err(std::io::Error::other(e))).await;
                    return;
                }
            };
            if !send_chunk(&state, &tx, layout, &items).await {
                tracing::info!("export stopped: the client went away");
                return;
            }
        }
    });
    download("text/csv; charset=utf-8", file_name, count, body)
}

/// Fetches one chunk's stock (when asked) and writes its rows: `false` once
/// the client has gone (nothing more is fetched for it).
async fn send_chunk(state: &AppState, tx: &Feed, layout: Layout, items: &[Product]) -> bool {
    if tx.is_closed() {
        return false;
    }
    let stock = match layout {
        Layout::Products { stock: true } => stock_of(state, items).await,
        _ => Vec::new(),
    };
    tx.send(Ok(Bytes::from(layout.lines(items, &stock))))
        .await
        .is_ok()
}

/// Each product's stock, in order (the product service's one bulk call per
/// chunk); unknown where the supplier did not say.
pub async fn stock_of(state: &AppState, items: &[Product]) -> Vec<StockView> {
    let skus: Vec<String> = items.iter().map(|p| p.sku_str().to_string()).collect();
    state.products.stock_or_unknown(&skus).await
}

/// The change feed since `since_ms` as a streamed CSV download.
pub fn changes_response(
    state: AppState,
    since_ms: i64,
    total: u64,
    bom: bool,
    permit: ExportPermit,
) -> Response {
    let (tx, rx) = mpsc::channel::<Result<Bytes, std::io::Error>>(AHEAD);
    let tx = Feed::new(tx, permit);
    let body = tx.body(rx);
    tokio::spawn(async move {
        let mut head = if bom { BOM.to_string() } else { String::new() };
        head.push_str(&csv_header(&CHANGE_COLUMNS));
        if tx.send(Ok(Bytes::from(head))).await.is_err() {
            return;
        }
        let mut after = 0;
        loop {
            let got = state
                .index
                .changes_since(since_ms, after, CHANGES_CHUNK)
                .await;
            let changes = match got {
                Ok(c) => c,
                Err(e) => {
                    let _ = tx.send(Err(std::io::Error::other(e.to_string()))).await;
                    return;
                }
            };
            let Some(last) = changes.last() else {
                return;
            };
            after = last.id;
            let text: String = changes.iter().map(|c| csv_line(&change_row(c))).collect();
            if tx.send(Ok(Bytes::from(text))).await.is_err() {
                return;
            }
        }
    });
    let rows = usize::try_from(total).unwrap_or(usize::MAX);
    download("text/csv; charset=utf-8", "changes.csv", rows, body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::server::exports::permits::ExportPermits;

    /// A client that stops reading: after `STALLED_AFTER` the export ends,
    /// its permit is back, and the body ends with an error after what was
    /// sent, never as a whole file. (The runtime's clock is paused: no
    /// real waiting.)
    #[tokio::test(start_paused = true)]
    async fn an_unread_download_gives_its_permit_back_and_ends_with_an_error() {
        let permits = ExportPermits::default();
        let permit = permits.acquire(Some("ip:1")).await.ok();
        let (tx, rx) = mpsc::channel::<Result<Bytes, std::io::Error>>(AHEAD);
        let feed = Feed::new(tx, permit.unwrap_or_else(|| panic!("a permit")));
        let body = feed.body(rx);
        assert_eq!(permits.running(), 1);
        let work = tokio::spawn(async move {
            let mut sent = 0;
            while feed.send(Ok(Bytes::from_static(b"row\n"))).await.is_ok() {
                sent += 1;
            }
            sent
        });
        let sent = work.await.unwrap_or_default();
        assert_eq!(sent, AHEAD, "what the channel holds, then the wait");
        assert_eq!(permits.running(), 0, "the permit is back");
        let read = axum::body::to_bytes(body, usize::MAX).await;
        assert!(read.is_err(), "a stalled download never reads as whole");
    }

    #[tokio::test(start_paused = true)]
    async fn a_download_read_to_its_end_ends_cleanly() {
        let permits = ExportPermits::default();
        let permit = permits.acquire(None).await.ok();
        let (tx, rx) = mpsc::channel::<Result<Bytes, std::io::Error>>(AHEAD);
        let feed = Feed::new(tx, permit.unwrap_or_else(|| panic!("a permit")));
        let body = feed.body(rx);
        tokio::spawn(async move {
            for _ in 0..10 {
                if feed.send(Ok(Bytes::from_static(b"row\n"))).await.is_err() {
                    return;
                }
            }
        });
        let read = axum::body::to_bytes(body, usize::MAX).await;
        assert_eq!(read.map(|b| b.len()).ok(), Some(40));
        assert_eq!(permits.running(), 0);
    }
}
