//! The shop's shelf's forms and file: `POST /product/{sku}/adjust` (a
//! manager's adjustment: quantity, reason, note), `POST
//! /product/{sku}/bins` (the part's bins), each answered on the part's
//! page (`?shelf=` and the note's code; a refused form comes back as
//! typed), and `GET /stock.csv`, the shelf as a file (SKU, EAN, name,
//! bins, on hand, held, available, average cost, value). The rules and
//! the audit entries are the stock domain's operations.

use axum::{
    extract::{Path, State},
    http::{request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use super::customers::see_other;
use crate::{
    model::{
        href,
        stock::{
            adjustment,
            bins::joined,
            view::{PostedShelf, ShelfNote},
        },
    },
    server::{
        customers::stamp,
        exports::{
            cells::{csv_header, csv_line, Cell},
            stream::download,
        },
        http::typed_form::TypedForm,
        start::state::AppState,
        stock::{AdjustAsked, BinsAsked, PartFacts, Refused, ShelfQuery},
    },
};

/// The adjustment form.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct AdjustForm {
    qty: String,
    reason: String,
    note: String,
}

/// The bins form.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct BinsForm {
    bins: String,
    pack: String,
}

/// The part's page with the note's code, at its shelf.
fn part_page(sku: &str, note: &ShelfNote) -> String {
    format!("{}?shelf={}#shelf", href::product(sku), note.code())
}

fn note_of(r: Refused) -> ShelfNote {
    match r {
        Refused::Problem(p) => ShelfNote::Problem(p),
        Refused::NotAllowed => ShelfNote::NotAllowed,
        Refused::Unsaved => ShelfNote::Busy,
    }
}

/// The answer to a shelf form: back to the part's page, or (refused) the
/// page rendered with the form as typed.
async fn answered(
    state: &AppState,
    parts: &Parts,
    sku: &str,
    done: Result<ShelfNote, ShelfNote>,
    typed: PostedShelf,
) -> Response {
    match done {
        Ok(note) => see_other(&part_page(sku, &note)),
        Err(note) => {
            let status = match note {
                ShelfNote::Busy => StatusCode::SERVICE_UNAVAILABLE,
                ShelfNote::NotAllowed => StatusCode::FORBIDDEN,
                _ => StatusCode::UNPROCESSABLE_ENTITY,
            };
            let path = part_page(sku, &note);
            super::page_from_post(state, parts, &path, status, typed).await
        }
    }
}

/// The answer to an address whose SKU is not one.
fn not_a_sku(why: String) -> Response {
    (StatusCode::BAD_REQUEST, why).into_response()
}

/// What the catalogue's index says of the part: whether it knows it (an
/// index not yet synced may not: the part is taken as known), and its
/// dealer price in the shop's currency.
async fn part_facts(state: &AppState, sku: &str) -> PartFacts {
    let found = state.index.summaries(&[sku.to_string()]).await.ok();
    let part = found.and_then(|f| f.into_iter().find(|p| p.sku == sku));
    let dealer_cost = part
        .as_ref()
        .and_then(|p| p.dealer_price(state.stock.currency()))
        .and_then(crate::model::quote::Minor::from_price);
    PartFacts {
        known: part.is_some() || !state.index.is_ready(),
        dealer_cost,
    }
}

/// `POST /product/{sku}/adjust`.
pub async fn adjust(
    State(state): State<AppState>,
    Path(sku): Path<String>,
    parts: Parts,
    TypedForm(form): TypedForm<AdjustForm>,
) -> Response {
    let sku = match crate::model::skus::validate_sku(&sku) {
        Ok(s) => s,
        Err(why) => return not_a_sku(why),
    };
    let typed = PostedShelf {
        qty: form.qty.chars().take(20).collect(),
        reason: form.reason.chars().take(20).collect(),
        note: form.note.chars().take(600).collect(),
        bins: String::new(),
    };
    let done = match adjustment(&form.qty, &form.reason, &form.note) {
        Err(p) => Err(ShelfNote::Problem(p)),
        Ok(adjustment) => {
            let asked = AdjustAsked {
                sku: &sku,
                adjustment,
                part: part_facts(&state, &sku).await,
                at: stamp(chrono::Utc::now()),
            };
            let actor = state.access.actor(&parts);
            state
                .stock
                .adjust(&actor, state.access.audit(), asked)
                .await
                .map(|_| ShelfNote::Adjusted)
                .map_err(note_of)
        }
    };
    answered(&state, &parts, &sku, done, typed).await
}

/// `POST /product/{sku}/bins`.
pub async fn bins(
    State(state): State<AppState>,
    Path(sku): Path<String>,
    parts: Parts,
    TypedForm(form): TypedForm<BinsForm>,
) -> Response {
    let sku = match crate::model::skus::validate_sku(&sku) {
        Ok(s) => s,
        Err(why) => return not_a_sku(why),
    };
    let typed = PostedShelf {
        bins: form.bins.chars().take(200).collect(),
        pack: form.pack.chars().take(20).collect(),
        ..PostedShelf::default()
    };
    let asked = BinsAsked {
        sku: &sku,
        bins: &form.bins,
        pack: &form.pack,
        at: stamp(chrono::Utc::now()),
    };
    let actor = state.access.actor(&parts);
    let done = state
        .stock
        .put_in_bins(&actor, state.access.audit(), asked)
        .await
        .map(|_| ShelfNote::BinsSet)
        .map_err(note_of);
    answered(&state, &parts, &sku, done, typed).await
}

const SHELF_COLUMNS: [&str; 9] = [
    "SKU",
    "EAN",
    "Name",
    "Bins",
    "On hand",
    "Held",
    "Available",
    "Average cost",
    "Value",
];

/// Parts read from the shelf at a time for its file.
const FILE_CHUNK: i64 = 1_000;

/// `GET /stock.csv`: every part the shop keeps, in bin order.
pub async fn shelf_csv(State(state): State<AppState>) -> Response {
    let mut out = csv_header(&SHELF_COLUMNS);
    let mut count = 0usize;
    let mut offset = 0i64;
    loop {
        let q = ShelfQuery {
            by_bin: true,
            bin: String::new(),
            offset,
            limit: FILE_CHUNK,
        };
        let rows = match state.stock.shelf(q).await {
            Ok(rows) => rows,
            Err(_) => {
                return (
                    StatusCode::SERVICE_UNAVAILABLE,
                    "The shelf cannot be read now.",
                )
                    .into_response()
            }
        };
        let skus: Vec<String> = rows.rows.iter().map(|(p, _)| p.sku.clone()).collect();
        let names = state.index.summaries(&skus).await.unwrap_or_default();
        for (p, held) in &rows.rows {
            let known = names.iter().find(|n| n.sku == p.sku);
            let cells = [
                Cell::owned(p.sku.clone()),
                Cell::text(known.and_then(|n| n.ean.as_deref())),
                Cell::text(known.map(|n| n.name.as_str())),
                Cell::owned(joined(&p.bins)),
                Cell::int(Some(p.held.on_hand)),
                Cell::int(Some(*held)),
                Cell::int(Some(p.held.on_hand.saturating_sub(*held))),
                Cell::minor(Some(p.held.average)),
                Cell::minor(Some(p.held.value)),
            ];
            out.push_str(&csv_line(&cells));
            count += 1;
        }
        if (rows.rows.len() as i64) < FILE_CHUNK {
            break;
        }
        offset += FILE_CHUNK;
    }
    download("text/csv; charset=utf-8", "stock.csv", count, out.into())
}

const VALUE_COLUMNS: [&str; 6] = ["SKU", "Name", "Category", "Brand", "On hand", "Value"];

/// `GET /stock/value.csv?on=YYYY-MM-DD`: every part with units or value at
/// the end of that day (today when none), as the ledger makes it.
pub async fn value_csv(
    State(state): State<AppState>,
    axum::extract::Query(q): axum::extract::Query<std::collections::HashMap<String, String>>,
) -> Response {
    let on = q.get("on").map(String::as_str).unwrap_or("");
    let time = &state.customers.shop_time;
    let Ok(days) = crate::server::stock::value::days_asked(time, on, "", "") else {
        return (StatusCode::BAD_REQUEST, "Give the day as YYYY-MM-DD.").into_response();
    };
    let Ok(parts) = state.stock.parts_at(days.on.0).await else {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "The shelf cannot be read now.",
        )
            .into_response();
    };
    let mut out = csv_header(&VALUE_COLUMNS);
    for chunk in parts.chunks(FILE_CHUNK as usize) {
        let skus: Vec<String> = chunk.iter().map(|p| p.sku.clone()).collect();
        let names = state.index.summaries(&skus).await.unwrap_or_default();
        for p in chunk {
            let known = names.iter().find(|n| n.sku == p.sku);
            let cells = [
                Cell::owned(p.sku.clone()),
                Cell::text(known.map(|n| n.name.as_str())),
                Cell::text(known.and_then(|n| n.category.as_deref())),
                Cell::text(known.and_then(|n| n.brand.as_deref())),
                Cell::int(Some(p.units)),
                Cell::minor(Some(p.value)),
            ];
            out.push_str(&csv_line(&cells));
        }
    }
    let name = format!("stock-value-{}.csv", days.on.1);
    download("text/csv; charset=utf-8", &name, parts.len(), out.into())
}
