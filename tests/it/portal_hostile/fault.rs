//! A hostile supplier for tests: a proxy in front of the embedded demo
//! catalogue that passes calls through, or misbehaves on demand (429s for a
//! while, every fifth call a 500, slow answers, broken JSON), and serves two
//! poisoned products: `HUGE-1` (a 5 MB description) and `NULL-1` (every
//! field null). It can also add markup to every name it passes on, or
//! answer with a gzip bomb or a body that never ends. Stopping it and
//! starting it again on the same address plays a supplier that refuses
//! connections for a while.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::{
    net::SocketAddr,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc, Mutex,
    },
    time::Duration,
};

use axum::{
    body::Body,
    extract::{Request, State},
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
    Router,
};
use tokio::sync::oneshot;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Mode {
    Pass,
    /// Every call answers 429 (with `Retry-After: 1`).
    TooMany,
    /// Every fifth call answers 500.
    EveryFifth500,
    /// Every call waits this long before it is passed through.
    Slow(Duration),
    /// Every call answers 200 with a body that is not JSON.
    Malformed,
    /// Calls pass through, with this text added to every `name` in the answer.
    EvilNames(&'static str),
    /// Every call answers 200 with a gzip-compressed body that inflates to
    /// this many megabytes of JSON whitespace.
    GzipBomb(usize),
    /// Every call answers 200 with a body that never ends.
    Endless,
}

struct Shared {
    mode: Mutex<Mode>,
    upstream: String,
    http: reqwest::Client,
    calls: AtomicU64,
    /// Calls being answered now, and a bell rung as each one ends.
    answering: AtomicU64,
    answered: tokio::sync::Notify,
}

/// Counts a call as answered however its handler ends (a client that
/// goes away drops it half way).
struct Answering(Arc<Shared>);

impl Drop for Answering {
    fn drop(&mut self) {
        self.0.answering.fetch_sub(1, Ordering::SeqCst);
        self.0.answered.notify_waiters();
    }
}

pub struct Fault {
    pub addr: SocketAddr,
    shared: Arc<Shared>,
    stop: Option<(oneshot::Sender<()>, tokio::task::JoinHandle<()>)>,
}

impl Fault {
    pub async fn start(upstream: &str) -> Fault {
        Fault::start_at(upstream, "127.0.0.1:0".parse().unwrap()).await
    }

    pub async fn start_at(upstream: &str, addr: SocketAddr) -> Fault {
        let shared = Arc::new(Shared {
            mode: Mutex::new(Mode::Pass),
            upstream: upstream.trim_end_matches('/').to_string(),
            http: reqwest::Client::new(),
            calls: AtomicU64::new(0),
            answering: AtomicU64::new(0),
            answered: tokio::sync::Notify::new(),
        });
        Fault::serve(shared, addr).await
    }

    async fn serve(shared: Arc<Shared>, addr: SocketAddr) -> Fault {
        let mut f = Fault {
            addr,
            shared,
            stop: None,
        };
        f.listen().await;
        f
    }

    async fn listen(&mut self) {
        let mut tries = 0;
        let listener = loop {
            match tokio::net::TcpListener::bind(self.addr).await {
                Ok(l) => break l,
                Err(e) if tries < 50 => {
                    tries += 1;
                    let _ = e;
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                Err(e) => panic!("cannot listen on {}: {e}", self.addr),
            }
        };
        self.addr = listener.local_addr().unwrap();
        let (tx, rx) = oneshot::channel::<()>();
        let app = Router::new()
            .fallback(handle)
            .with_state(self.shared.clone());
        let served = tokio::spawn(async move {
            let _ = axum::serve(listener, app)
                .with_graceful_shutdown(async {
                    let _ = rx.await;
                })
                .await;
        });
        self.stop = Some((tx, served));
    }

    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
    }

    pub fn set(&self, mode: Mode) {
        *self.shared.mode.lock().unwrap() = mode;
    }

    pub fn calls(&self) -> u64 {
        self.shared.calls.load(Ordering::SeqCst)
    }

    /// Waits until no call is being answered.
    pub async fn quiet(&self) {
        loop {
            let answered = self.shared.answered.notified();
            tokio::pin!(answered);
            answered.as_mut().enable();
            if self.shared.answering.load(Ordering::SeqCst) == 0 {
                return;
            }
            answered.await;
        }
    }

    /// Stops listening: calls are refused until `restart`. Returns once
    /// the listener is closed.
    pub async fn stop(&mut self) {
        if let Some((tx, served)) = self.stop.take() {
            let _ = tx.send(());
            tokio::time::timeout(Duration::from_secs(10), served)
                .await
                .expect("the fault server stops")
                .unwrap();
        }
    }

    /// Listens again where it listened before.
    pub async fn restart(&mut self) {
        self.listen().await;
    }
}

fn json(status: StatusCode, body: String) -> Response {
    (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// A product whose description is 5 MB of markup.
fn huge_product() -> String {
    let para = "<p>Rugged, weatherproof and <b>tested</b> on every road.</p>";
    let description = para.repeat(5 * 1024 * 1024 / para.len() + 1);
    serde_json::json!({
        "id": 990001, "sku": "HUGE-1", "name": "Very long description",
        "fullDescription": description, "briefDescription": description,
    })
    .to_string()
}

fn null_product() -> String {
    let fields = crate::demo_contract::products::PRODUCT_FIELDS;
    let map: serde_json::Map<String, serde_json::Value> = fields
        .iter()
        .map(|f| (f.to_string(), serde_json::Value::Null))
        .collect();
    serde_json::Value::Object(map).to_string()
}

async fn handle(State(s): State<Arc<Shared>>, req: Request) -> Response {
    s.answering.fetch_add(1, Ordering::SeqCst);
    let _answering = Answering(Arc::clone(&s));
    let n = s.calls.fetch_add(1, Ordering::SeqCst);
    let mode = *s.mode.lock().unwrap();
    match mode {
        Mode::TooMany => {
            let mut r = json(
                StatusCode::TOO_MANY_REQUESTS,
                r#"{"type":"about:blank","title":"Too Many Requests","status":429}"#.into(),
            );
            r.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
            return r;
        }
        Mode::EveryFifth500 if n % 5 == 4 => {
            return json(
                StatusCode::INTERNAL_SERVER_ERROR,
                r#"{"title":"Internal Server Error","status":500}"#.into(),
            );
        }
        Mode::Slow(d) => tokio::time::sleep(d).await,
        Mode::Malformed => {
            return json(StatusCode::OK, r#"{"id": 1, "sku": "A", "name": "#.into());
        }
        Mode::GzipBomb(mb) => return gzip_bomb(mb),
        Mode::Endless => return endless(),
        _ => {}
    }
    let path = req.uri().path().to_string();
    if path.ends_with("/product/get/HUGE-1") {
        return json(StatusCode::OK, huge_product());
    }
    if path.ends_with("/product/get/NULL-1") {
        return json(StatusCode::OK, null_product());
    }
    let pq = req
        .uri()
        .path_and_query()
        .map(|p| p.as_str().to_string())
        .unwrap_or_default();
    let method = req.method().clone();
    let key = req.headers().get("x-api-key").cloned();
    let body = axum::body::to_bytes(req.into_body(), 8 * 1024 * 1024)
        .await
        .unwrap_or_default();
    let mut fwd = s
        .http
        .request(method, format!("{}{pq}", s.upstream))
        .header("content-type", "application/json")
        .body(body);
    if let Some(k) = key {
        fwd = fwd.header("x-api-key", k);
    }
    match fwd.send().await {
        Ok(r) => {
            let status = StatusCode::from_u16(r.status().as_u16()).unwrap();
            let ct = r
                .headers()
                .get("content-type")
                .and_then(|v| v.to_str().ok())
                .unwrap_or("application/json")
                .to_string();
            let mut bytes = r.bytes().await.unwrap_or_default();
            if let Mode::EvilNames(payload) = mode {
                if let Ok(mut v) = serde_json::from_slice::<serde_json::Value>(&bytes) {
                    add_to_names(&mut v, payload);
                    bytes = serde_json::to_vec(&v).unwrap().into();
                }
            }
            (status, [(header::CONTENT_TYPE, ct)], Body::from(bytes)).into_response()
        }
        Err(_) => StatusCode::BAD_GATEWAY.into_response(),
    }
}

/// Adds `payload` to every string `name` field, at any depth.
fn add_to_names(v: &mut serde_json::Value, payload: &str) {
    match v {
        serde_json::Value::Array(items) => items.iter_mut().for_each(|i| add_to_names(i, payload)),
        serde_json::Value::Object(map) => {
            for (k, field) in map.iter_mut() {
                match field {
                    serde_json::Value::String(s) if k == "name" => s.push_str(payload),
                    other => add_to_names(other, payload),
                }
            }
        }
        _ => {}
    }
}

/// A small gzip body that inflates to `mb` megabytes of spaces.
fn gzip_bomb(mb: usize) -> Response {
    use flate2::{write::GzEncoder, Compression};
    use std::io::Write;
    let mut enc = GzEncoder::new(Vec::new(), Compression::best());
    let chunk = vec![b' '; 1024 * 1024];
    for _ in 0..mb {
        enc.write_all(&chunk).unwrap();
    }
    let body = enc.finish().unwrap();
    (
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CONTENT_ENCODING, "gzip"),
        ],
        body,
    )
        .into_response()
}

/// 200 with a body that keeps coming, a megabyte at a time.
fn endless() -> Response {
    let chunk = bytes::Bytes::from(vec![b' '; 1024 * 1024]);
    let stream = futures::stream::repeat_with(move || Ok::<_, std::io::Error>(chunk.clone()));
    (
        StatusCode::OK,
        [(header::CONTENT_TYPE, "application/json")],
        Body::from_stream(stream),
    )
        .into_response()
}
