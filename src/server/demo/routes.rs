//! The keyed endpoints: product get, search, stock, bulk stock and the
//! three listings, plus JSON 404/405 for everything else. Handlers read the
//! catalogue and write through `wire`; the key, budget and faults are
//! `guard`'s business, not theirs. Must not panic on any input.

use std::sync::{Arc, RwLock, RwLockReadGuard};

use axum::{
    body::{Body, Bytes},
    extract::{rejection::PathRejection, Path, Query, State},
    http::{header, uri::Authority, HeaderMap, StatusCode, Uri},
    response::{IntoResponse, Response},
    Json,
};
use futures::stream;

use super::{
    data::Catalogue,
    problem::Problem,
    search,
    stock::{StockClock, UNKNOWN_SKU},
    wire::{self, Bikes, Detail, StockOut, View},
};

/// Products written per chunk of a streamed search response.
const CHUNK: usize = 256;

pub struct Demo {
    /// Written only by `edit` (a test changing the catalogue while it runs).
    pub cat: RwLock<Catalogue>,
    pub clock: StockClock,
    /// Configured asset origin; when unset, taken from the request's Host.
    pub asset_base: Option<String>,
    pub bulk_max: usize,
    /// Every year index, for the bikes listing.
    pub all_years: Vec<u32>,
}

type Shared = State<Arc<Demo>>;
type Params = Result<Query<Vec<(String, String)>>, axum::extract::rejection::QueryRejection>;

impl Demo {
    /// The catalogue as it is now.
    pub fn cat(&self) -> RwLockReadGuard<'_, Catalogue> {
        self.cat.read().unwrap_or_else(|p| p.into_inner())
    }

    fn base(&self, headers: &HeaderMap) -> String {
        if let Some(b) = &self.asset_base {
            return b.trim_end_matches('/').to_string();
        }
        let host = headers
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .and_then(|h| h.parse::<Authority>().ok());
        match host {
            Some(h) => format!("http://{h}"),
            None => "http://localhost".to_string(),
        }
    }

    fn view<'a>(&'a self, cat: &'a Catalogue, base: &'a str) -> View<'a> {
        View {
            cat,
            base,
            clock: &self.clock,
            tick: self.clock.tick_now(),
        }
    }
}

fn params(q: Params, uri: &Uri) -> Result<Vec<(String, String)>, Problem> {
    q.map(|Query(v)| v)
        .map_err(|_| Problem::bad_request("The query string could not be read.", uri.path()))
}

fn sku(p: Result<Path<String>, PathRejection>, uri: &Uri) -> Result<String, Problem> {
    p.map(|Path(s)| s).map_err(|_| {
        Problem::bad_request("The SKU in the path is not valid UTF-8 text.", uri.path())
    })
}

pub async fn get_product(
    State(d): Shared,
    p: Result<Path<String>, PathRejection>,
    q: Params,
    headers: HeaderMap,
    uri: Uri,
) -> Result<Response, Problem> {
    let sku = sku(p, &uri)?;
    let extended = search::extended(&params(q, &uri)?, uri.path())?;
    let cat = d.cat();
    let Some((i, prod)) = cat.find(&sku) else {
        return Err(Problem::not_found("No product has this SKU.", uri.path()));
    };
    let base = d.base(&headers);
    let v = d.view(&cat, &base);
    let detail = Detail {
        extended,
        search: false,
    };
    Ok(Json(wire::product(&v, i, prod, detail)).into_response())
}

pub async fn search(
    State(d): Shared,
    q: Params,
    headers: HeaderMap,
    uri: Uri,
) -> Result<Response, Problem> {
    let f = search::filters(&params(q, &uri)?, uri.path())?;
    let hits = search::matching(&d.cat(), &f);
    let base = d.base(&headers);
    let tick = d.clock.tick_now();
    let detail = Detail {
        extended: f.extended,
        search: true,
    };
    let chunks = hits.len().div_ceil(CHUNK).max(1);
    // Written a chunk at a time, so a whole-catalogue answer starts at once
    // and never sits in memory whole.
    let body = stream::iter((0..chunks).map(move |c| {
        let cat = d.cat();
        let v = View {
            cat: &cat,
            base: &base,
            clock: &d.clock,
            tick,
        };
        let from = c * CHUNK;
        let part = hits
            .get(from..(from + CHUNK).min(hits.len()))
            .unwrap_or(&[]);
        let mut buf = Vec::with_capacity(part.len() * 1500 + 2);
        if c == 0 {
            buf.push(b'[');
        }
        for (k, &i) in part.iter().enumerate() {
            if from + k > 0 {
                buf.push(b',');
            }
            let i = i as usize;
            let Some(p) = cat.products.get(i) else {
                continue;
            };
            serde_json::to_writer(&mut buf, &wire::product(&v, i, p, detail))
                .map_err(std::io::Error::other)?;
        }
        if c + 1 == chunks {
            buf.push(b']');
        }
        Ok::<Bytes, std::io::Error>(Bytes::from(buf))
    }));
    Ok((
        [(header::CONTENT_TYPE, "application/json; charset=utf-8")],
        Body::from_stream(body),
    )
        .into_response())
}

fn reading<'a>(d: &'a Demo, sku: &'a str, tick: u64) -> StockOut<'a> {
    match d.cat().find(sku) {
        Some((i, p)) => {
            let r = d.clock.reading(i, p.stock, tick);
            StockOut {
                sku,
                count: r.count,
                error: r.error,
            }
        }
        None => StockOut {
            sku,
            count: None,
            error: Some(UNKNOWN_SKU),
        },
    }
}

pub async fn stock(
    State(d): Shared,
    p: Result<Path<String>, PathRejection>,
    uri: Uri,
) -> Result<Response, Problem> {
    let sku = sku(p, &uri)?;
    let tick = d.clock.tick_now();
    Ok(Json(reading(&d, &sku, tick)).into_response())
}

pub async fn bulk_stock(
    State(d): Shared,
    headers: HeaderMap,
    uri: Uri,
    body: Bytes,
) -> Result<Response, Problem> {
    let at = uri.path();
    let json = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .map(|v| {
            let v = v.trim().to_ascii_lowercase();
            v == "application/json" || (v.starts_with("application/") && v.ends_with("+json"))
        })
        .unwrap_or(false);
    if !json {
        return Err(Problem::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "The body must be a JSON array of SKU strings, sent as application/json.",
            at,
        ));
    }
    let value: serde_json::Value = serde_json::from_slice(&body)
        .map_err(|e| Problem::bad_request(format!("The body is not valid JSON: {e}."), at))?;
    let serde_json::Value::Array(items) = value else {
        return Err(Problem::bad_request(
            "The body must be a JSON array of SKU strings.",
            at,
        ));
    };
    if items.len() > d.bulk_max {
        return Err(Problem::bad_request(
            format!(
                "At most {} SKUs per request; this one has {}.",
                d.bulk_max,
                items.len()
            ),
            at,
        ));
    }
    let mut skus = Vec::with_capacity(items.len());
    for (n, item) in items.iter().enumerate() {
        match item {
            serde_json::Value::String(s) => skus.push(s.as_str()),
            _ => {
                return Err(Problem::bad_request(
                    format!("Element {n} of the body is not a SKU string."),
                    at,
                ))
            }
        }
    }
    let tick = d.clock.tick_now();
    let out: Vec<StockOut<'_>> = skus.iter().map(|s| reading(&d, s, tick)).collect();
    Ok(Json(out).into_response())
}

pub async fn bikes(State(d): Shared, headers: HeaderMap) -> Response {
    let base = d.base(&headers);
    let cat = d.cat();
    Json(Bikes {
        cat: &cat,
        base: &base,
        years: &d.all_years,
    })
    .into_response()
}

pub async fn brands(State(d): Shared, headers: HeaderMap) -> Response {
    let base = d.base(&headers);
    let cat = d.cat();
    Json(wire::brands(&cat, &base)).into_response()
}

pub async fn categories(State(d): Shared, headers: HeaderMap) -> Response {
    let base = d.base(&headers);
    let cat = d.cat();
    let all: Vec<_> = cat
        .categories
        .iter()
        .map(|c| wire::category(&base, c))
        .collect();
    Json(all).into_response()
}

pub async fn not_found(uri: Uri) -> Problem {
    Problem::not_found("No such resource.", uri.path())
}

pub async fn method_not_allowed(uri: Uri) -> Problem {
    Problem::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "This method is not allowed on this resource.",
        uri.path(),
    )
}
