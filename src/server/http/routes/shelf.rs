//! The shop's shelf's forms and file: `POST /product/{sku}/adjust` (a
//! manager's adjustment: quantity, reason, note), `POST
//! /product/{sku}/bins` (the part's bins), each answered on the part's
//! page (`?shelf=` and the note's code; a refused form comes back as
//! typed), and `GET /stock.csv`, the shelf as a file (SKU, EAN, name,
//! bins, on hand, held, available, average cost, value; `/stock.xlsx` the
//! same as a workbook), and the value at a day's end (`/stock/value.csv`,
//! `.xlsx`). The rules and
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
            xlsx,
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
        ..PostedShelf::default()
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

fn unread() -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        "The shelf cannot be read now.",
    )
        .into_response()
}

/// Every part the shop keeps, in bin order, a row of `SHELF_COLUMNS` each.
async fn shelf_rows(state: &AppState) -> Result<Vec<Vec<Cell>>, Response> {
    let mut out = Vec::new();
    let mut offset = 0i64;
    loop {
        let q = ShelfQuery {
            by_bin: true,
            bin: String::new(),
            offset,
            limit: FILE_CHUNK,
        };
        let rows = state.stock.shelf(q).await.map_err(|_| unread())?;
        let skus: Vec<String> = rows.rows.iter().map(|(p, _)| p.sku.clone()).collect();
        let names = state.index.summaries(&skus).await.unwrap_or_default();
        for (p, held) in &rows.rows {
            let known = names.iter().find(|n| n.sku == p.sku);
            out.push(vec![
                Cell::owned(p.sku.clone()),
                Cell::text(known.and_then(|n| n.ean.as_deref())),
                Cell::text(known.map(|n| n.name.as_str())),
                Cell::owned(joined(&p.bins)),
                Cell::int(Some(p.held.on_hand)),
                Cell::int(Some(*held)),
                Cell::int(Some(p.held.on_hand.saturating_sub(*held))),
                Cell::minor(Some(p.held.average)),
                Cell::minor(Some(p.held.value)),
            ]);
        }
        if (rows.rows.len() as i64) < FILE_CHUNK {
            break;
        }
        offset += FILE_CHUNK;
    }
    Ok(out)
}

/// Rows as a CSV download.
pub(crate) fn as_csv(columns: &[&str], rows: &[Vec<Cell>], name: &str) -> Response {
    let mut out = csv_header(columns);
    for r in rows {
        out.push_str(&csv_line(r));
    }
    download("text/csv; charset=utf-8", name, rows.len(), out.into())
}

/// Rows as a workbook download, one sheet.
pub(crate) async fn as_xlsx(
    sheet: &'static str,
    columns: &'static [&'static str],
    rows: Vec<Vec<Cell>>,
    name: &str,
) -> Response {
    let count = rows.len();
    match xlsx::one_sheet(sheet, columns, rows).await {
        Some(bytes) => download(xlsx::CONTENT_TYPE, name, count, bytes.into()),
        None => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "The workbook could not be written.",
        )
            .into_response(),
    }
}

/// `GET /stock.csv`: every part the shop keeps, in bin order.
pub async fn shelf_csv(State(state): State<AppState>) -> Response {
    match shelf_rows(&state).await {
        Ok(rows) => as_csv(&SHELF_COLUMNS, &rows, "stock.csv"),
        Err(r) => r,
    }
}

/// `GET /stock.xlsx`: the same as a workbook.
pub async fn shelf_xlsx(State(state): State<AppState>) -> Response {
    match shelf_rows(&state).await {
        Ok(rows) => as_xlsx("Stock", &SHELF_COLUMNS, rows, "stock.xlsx").await,
        Err(r) => r,
    }
}

const VALUE_COLUMNS: [&str; 6] = ["SKU", "Name", "Category", "Brand", "On hand", "Value"];

type DayQuery = axum::extract::Query<std::collections::HashMap<String, String>>;

/// Every part with units or value at the end of the day asked (today when
/// none), as the ledger makes it, and the day.
async fn value_rows(state: &AppState, q: &DayQuery) -> Result<(Vec<Vec<Cell>>, String), Response> {
    let on = q.get("on").map(String::as_str).unwrap_or("");
    let time = &state.customers.shop_time;
    let Ok(days) = crate::server::stock::value::days_asked(time, on, "", "") else {
        return Err((StatusCode::BAD_REQUEST, "Give the day as YYYY-MM-DD.").into_response());
    };
    let parts = state
        .stock
        .parts_at(days.on.0)
        .await
        .map_err(|_| unread())?;
    let mut out = Vec::with_capacity(parts.len());
    for chunk in parts.chunks(FILE_CHUNK as usize) {
        let skus: Vec<String> = chunk.iter().map(|p| p.sku.clone()).collect();
        let names = state.index.summaries(&skus).await.unwrap_or_default();
        for p in chunk {
            let known = names.iter().find(|n| n.sku == p.sku);
            out.push(vec![
                Cell::owned(p.sku.clone()),
                Cell::text(known.map(|n| n.name.as_str())),
                Cell::text(known.and_then(|n| n.category.as_deref())),
                Cell::text(known.and_then(|n| n.brand.as_deref())),
                Cell::int(Some(p.units)),
                Cell::minor(Some(p.value)),
            ]);
        }
    }
    Ok((out, days.on.1))
}

/// `GET /stock/value.csv?on=YYYY-MM-DD`.
pub async fn value_csv(State(state): State<AppState>, q: DayQuery) -> Response {
    match value_rows(&state, &q).await {
        Ok((rows, day)) => as_csv(&VALUE_COLUMNS, &rows, &format!("stock-value-{day}.csv")),
        Err(r) => r,
    }
}

/// `GET /stock/value.xlsx?on=YYYY-MM-DD`: the same as a workbook.
pub async fn value_xlsx(State(state): State<AppState>, q: DayQuery) -> Response {
    match value_rows(&state, &q).await {
        Ok((rows, day)) => {
            let name = format!("stock-value-{day}.xlsx");
            as_xlsx("Value", &VALUE_COLUMNS, rows, &name).await
        }
        Err(r) => r,
    }
}

const GROUP_COLUMNS: [&str; 4] = ["Name", "Parts", "Units", "Value"];
const PERIOD_COLUMNS: [&str; 3] = ["Movement", "Units", "Value"];

/// One of the value page's tables as rows: by category, by brand, or the
/// period's movements (opening value, each kind, closing value).
fn report_rows(r: &crate::model::stock::value::ValueReport, part: &str) -> Option<Vec<Vec<Cell>>> {
    let groups = |g: &[crate::model::stock::value::ValueGroup]| {
        g.iter()
            .map(|g| {
                vec![
                    Cell::owned(g.name.clone()),
                    Cell::int(Some(g.parts as i64)),
                    Cell::int(Some(g.units)),
                    Cell::minor(Some(g.value)),
                ]
            })
            .collect()
    };
    match part {
        "category" => Some(groups(&r.by_category)),
        "brand" => Some(groups(&r.by_brand)),
        "period" => {
            let mut rows = vec![vec![
                Cell::owned("opening".into()),
                Cell::Empty,
                Cell::minor(Some(r.opening)),
            ]];
            rows.extend(r.period.iter().map(|p| {
                vec![
                    Cell::owned(p.kind.code().to_string()),
                    Cell::int(Some(p.units)),
                    Cell::minor(Some(p.value)),
                ]
            }));
            rows.push(vec![
                Cell::owned("closing".into()),
                Cell::Empty,
                Cell::minor(Some(r.closing)),
            ]);
            Some(rows)
        }
        _ => None,
    }
}

/// `GET /stock/value/{file}`: one of the value page's tables as a file,
/// `category`, `brand` or `period` then `.csv` or `.xlsx`, for the days
/// the page was asked (`on`, `from`, `to`).
pub async fn value_report_file(
    State(state): State<AppState>,
    Path(file): Path<String>,
    q: DayQuery,
) -> Response {
    let no_file = || (StatusCode::NOT_FOUND, "There is no such file.").into_response();
    let Some((part, ext)) = file.split_once('.') else {
        return no_file();
    };
    if !matches!(ext, "csv" | "xlsx") || !matches!(part, "category" | "brand" | "period") {
        return no_file();
    }
    let day = |k: &str| q.get(k).map(String::as_str).unwrap_or("").to_string();
    let time = &state.customers.shop_time;
    let Ok(days) =
        crate::server::stock::value::days_asked(time, &day("on"), &day("from"), &day("to"))
    else {
        return (StatusCode::BAD_REQUEST, "Give the days as YYYY-MM-DD.").into_response();
    };
    let Ok(report) = state.stock.value_report(&state.index, days).await else {
        return unread();
    };
    let Some(rows) = report_rows(&report, part) else {
        return no_file();
    };
    let (columns, when): (&'static [&'static str], String) = if part == "period" {
        (&PERIOD_COLUMNS, format!("{}-{}", report.from, report.to))
    } else {
        (&GROUP_COLUMNS, report.on.clone())
    };
    let name = format!("stock-value-{part}-{when}.{ext}");
    if ext == "csv" {
        as_csv(columns, &rows, &name)
    } else {
        as_xlsx("Value", columns, rows, &name).await
    }
}
